import { useTranslation } from 'react-i18next';
import type { UnlockedEvent } from '../api/catalog-event';
import { useToggleSaved } from '../hooks/use-toggle-saved';
import { BookmarkIcon } from './icons';

type SaveEventButtonProps = {
  event: Pick<UnlockedEvent, 'id' | 'isSaved'>;
  /** The id of the event's name, so "Save" is announced with which event it saves. */
  describedBy?: string;
};

export function SaveEventButton({ event, describedBy }: SaveEventButtonProps) {
  const { t } = useTranslation('catalog');
  const toggle = useToggleSaved();
  return (
    <button
      type="button"
      className="button button--outline catalog-action"
      aria-describedby={describedBy}
      disabled={toggle.isPending}
      aria-busy={toggle.isPending}
      onClick={() => toggle.mutate({ id: event.id, save: !event.isSaved })}
    >
      <BookmarkIcon filled={event.isSaved} />
      {event.isSaved ? t('actions.unsave') : t('actions.save')}
    </button>
  );
}
