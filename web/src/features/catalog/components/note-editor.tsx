import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatCount } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { eventNoteQueryOptions, type EventNote } from '../api/get-event-note';
import { noteMaxLength } from '../api/write-event-note';
import { useNoteActions } from '../hooks/use-note-actions';
import { ProHint } from './pro-hint';

type NoteEditorProps = {
  eventId: string;
  /** Called after the note was saved or deleted (a dialog closes then). */
  onDone?: () => void;
  /** A further action beside Save and Delete (a dialog's Cancel). */
  secondaryAction?: ReactNode;
};

/**
 * A saved event's private note (Pro): loaded from the server, edited here, saved or deleted. The server refuses
 * notes to other plans (403): then the editor gives way to the Pro hint.
 */
export function NoteEditor({ eventId, onDone, secondaryAction }: NoteEditorProps) {
  const { t } = useTranslation('catalog');
  const note = useQuery(eventNoteQueryOptions(eventId));
  if (note.isPending) {
    return (
      <p className="note-editor__status" role="status">
        {t('notes.loading')}
      </p>
    );
  }
  if (note.isError) {
    if (note.error instanceof ApiError && note.error.status === 403) return <ProHint />;
    return (
      <p className="catalog-error" role="alert">
        {t('notes.loadFailed')}: {errorMessage(note.error) || t('events.unknownError')}
      </p>
    );
  }
  return <NoteForm key={eventId} note={note.data} onDone={onDone} secondaryAction={secondaryAction} />;
}

type NoteFormProps = { note: EventNote; onDone?: () => void; secondaryAction?: ReactNode };

/** The text lives here until it is saved: a failed save leaves every character the user typed in place. */
function NoteForm({ note, onDone, secondaryAction }: NoteFormProps) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const textId = useId();
  const counterId = useId();
  const [text, setText] = useState(note.text);
  const { save, remove } = useNoteActions(note.eventId);
  const busy = save.isPending || remove.isPending;
  const canSave = text.trim() !== '' && text !== note.text;
  const count = (value: number) => formatCount(value, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !busy) save.mutate(text, { onSuccess: () => onDone?.() });
  };
  const deleteNote = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setText('');
        onDone?.();
      },
    });

  return (
    <form className="note-editor" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={textId} className="note-editor__label">
        {t('notes.label')}
      </label>
      <textarea
        id={textId}
        className="catalog-input note-editor__text"
        rows={5}
        maxLength={noteMaxLength}
        value={text}
        aria-describedby={counterId}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={counterId} className="note-editor__counter">
        {t('notes.counter', { length: count(text.length), max: count(noteMaxLength) })}
      </p>
      <div className="note-editor__actions">
        <button type="submit" className="button button--primary" disabled={!canSave || busy}>
          {t('notes.save')}
        </button>
        {note.updatedAt !== null ? (
          <button type="button" className="button button--outline" disabled={busy} onClick={deleteNote}>
            {t('notes.delete')}
          </button>
        ) : null}
        {secondaryAction}
      </div>
    </form>
  );
}
