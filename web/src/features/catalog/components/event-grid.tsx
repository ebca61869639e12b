import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WindowedGrid } from '../../../components/ui/windowed-grid';
import type { CatalogEvent } from '../api/catalog-event';
import { EventCard, type EventCardProps } from './event-card';
import type { HeadingLevel } from './heading';

/** A phone's card with two lines of description and its actions; rows are measured once they render. */
const estimatedRowHeight = 340;

type EventGridProps<T extends CatalogEvent> = {
  id?: string;
  events: readonly T[];
  headingLevel: HeadingLevel;
  label?: string;
  /** Kept the same from render to render (a module-level function): the cards are memoized on it. */
  extra?: EventCardProps<T>['extra'];
  /** The whole list's size when `events` are only its first screen (the rest is loading). */
  total?: number;
};

const eventKey = (event: CatalogEvent) => event.id;

/** Events as a grid of cards, only those near the viewport in the page: catalogs run to thousands of events. */
export function EventGrid<T extends CatalogEvent>({ id, events, headingLevel, label, extra, total }: EventGridProps<T>) {
  const { t } = useTranslation('catalog');
  const renderEvent = useCallback((event: T) => <EventCard event={event} headingLevel={headingLevel} extra={extra} />, [headingLevel, extra]);
  return (
    <WindowedGrid
      id={id}
      items={events}
      itemKey={eventKey}
      renderItem={renderEvent}
      label={label ?? t('events.results')}
      className="event-grid"
      estimatedRowHeight={estimatedRowHeight}
      setSize={total}
    />
  );
}
