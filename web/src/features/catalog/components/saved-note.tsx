import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useCurrentUser } from '../../../lib/current-user';
import type { SavedUnlockedEvent } from '../api/get-saved-events';
import { NoteIcon } from './icons';
import { NoteEditor } from './note-editor';

type SavedNoteProps = {
  event: Pick<SavedUnlockedEvent, 'id' | 'name' | 'note'>;
  /** The id of the card's title: 'Edit note' is announced with the event it belongs to. */
  describedBy: string;
};

/**
 * On a saved card: the private note, clamped, with 'Edit note'; for Pro without a note, 'Add note'. Both open
 * the same editor as the event detail, in a dialog that closes once the note is saved or deleted.
 */
export function SavedNote({ event, describedBy }: SavedNoteProps) {
  const { t } = useTranslation('catalog');
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  // A note is never empty (the server keeps 1 to 5,000 characters), so any text at all is one.
  const note = event.note || null;
  if (note === null && user?.accessLevel !== 'pro') return null;
  return (
    <div className="saved-note">
      {note !== null ? (
        <div className="saved-note__body">
          <p className="saved-note__text">
            <span className="visually-hidden">{t('notes.yours')}: </span>
            {note}
          </p>
        </div>
      ) : null}
      <button
        type="button"
        className="button button--ghost catalog-action saved-note__action"
        aria-describedby={describedBy}
        onClick={() => setEditing(true)}
      >
        <NoteIcon />
        {note !== null ? t('notes.edit') : t('notes.add')}
      </button>
      <Dialog open={editing} onOpenChange={setEditing} title={t('notes.title')} description={event.name}>
        {editing ? (
          <NoteEditor
            eventId={event.id}
            onDone={() => setEditing(false)}
            secondaryAction={<DialogClose>{t('notes.cancel')}</DialogClose>}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
