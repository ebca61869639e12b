import { useTranslation } from 'react-i18next';
import type { CatalogEvent } from '../api/catalog-event';
import { EventCard } from './event-card';
import type { HeadingLevel } from './heading';

type EventGridProps = { events: readonly CatalogEvent[]; headingLevel: HeadingLevel; label?: string };

export function EventGrid({ events, headingLevel, label }: EventGridProps) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="event-grid" aria-label={label ?? t('events.results')}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
