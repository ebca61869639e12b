import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LockedEvent } from '../api/catalog-event';
import { formatEventDate } from '../format';
import { languageOf } from '../../../lib/use-language';
import { useVocabularyLabels } from '../../../lib/use-vocabulary-labels';
import { LockIcon } from './icons';

/**
 * An event outside the user's plan. The server sends only its type, state and date, so the "blurred" details
 * are drawn placeholder lines: nothing real is hidden in the page. No link, save, register or calendar action.
 * One listed this week is inside Basic's dates but not yet in its weekly update: it says so.
 */
export function LockedEventCard({ event }: { event: LockedEvent }) {
  const { t, i18n } = useTranslation('catalog');
  const labels = useVocabularyLabels();
  const language = languageOf(i18n);
  const date = formatEventDate(event.startDate, language);
  const label = t('card.lockedLabel', { type: labels.eventType(event.eventType), state: event.state, date });
  return (
    <article className="event-card event-card--locked" aria-label={label}>
      <div className="event-card__badges">
        <span className="badge badge--type">{labels.eventType(event.eventType)}</span>
      </div>
      <p className="event-card__meta">
        {event.state}
        <span aria-hidden="true"> · </span>
        {date}
      </p>
      <div className="event-card__locked-body">
        <div className="event-card__blur" aria-hidden="true">
          <span className="fake-line fake-line--title" />
          <span className="fake-line" />
          <span className="fake-line" />
          <span className="fake-line fake-line--short" />
        </div>
        <div className="event-card__overlay">
          <p className="event-card__locked-text">
            <LockIcon size={20} />
            {event.newThisWeek ? t('card.newThisWeek') : t('card.upgradeToView')}
          </p>
          <Link to="/profile" className="button button--primary">
            {t('card.upgrade')}
          </Link>
        </div>
      </div>
    </article>
  );
}
