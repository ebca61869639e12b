import { useTranslation } from 'react-i18next';

const placeholderCount = 6;

/** Six grey cards while the events load (spec section 9), announced once as "Loading events". */
export function EventCardPlaceholders() {
  const { t } = useTranslation('catalog');
  return (
    <ul className="event-grid" aria-label={t('events.loading')} aria-busy="true">
      {Array.from({ length: placeholderCount }, (_, index) => (
        <li key={index} className="event-card event-card--placeholder">
          <span className="fake-line fake-line--badge" />
          <span className="fake-line fake-line--title" />
          <span className="fake-line" />
          <span className="fake-line fake-line--short" />
        </li>
      ))}
    </ul>
  );
}
