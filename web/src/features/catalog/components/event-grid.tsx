import { useTranslation } from 'react-i18next';
import type { CatalogEvent } from '../api/catalog-event';
import { EventCard, type EventCardProps } from './event-card';
import type { HeadingLevel } from './heading';

type EventGridProps<T extends CatalogEvent> = {
  events: readonly T[];
  headingLevel: HeadingLevel;
  label?: string;
  extra?: EventCardProps<T>['extra'];
};

export function EventGrid<T extends CatalogEvent>({ events, headingLevel, label, extra }: EventGridProps<T>) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="event-grid" aria-label={label ?? t('events.results')}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} extra={extra} />
        </li>
      ))}
    </ul>
  );
}
