import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import type { UnlockedEvent } from '../api/catalog-event';
import { NoteEditor } from './note-editor';
import { ProHint } from './pro-hint';

/** The event detail's 'Private note': the editor for Pro on a saved event, otherwise what it takes to get one. */
export function PrivateNoteSection({ event }: { event: Pick<UnlockedEvent, 'id' | 'isSaved'> }) {
  const { t } = useTranslation('catalog');
  const { data: user } = useCurrentUser();
  let body;
  if (user?.accessLevel !== 'pro') body = <ProHint />;
  else if (!event.isSaved) body = <p className="note-section__hint">{t('notes.saveFirst')}</p>;
  else body = <NoteEditor eventId={event.id} />;
  return (
    <section className="note-section" aria-labelledby="private-note-title">
      <h2 id="private-note-title">{t('notes.title')}</h2>
      {body}
    </section>
  );
}
