import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CatalogEvent, UnlockedEvent } from '../api/catalog-event';
import { formatCost, formatEventDates } from '../format';
import { useLanguage } from '../../../lib/use-language';
import { AddToCalendarButton } from './add-to-calendar-button';
import { AgeLevelBadge, CancelledBadge, EventTypeBadge } from './event-badges';
import { Heading, type HeadingLevel } from './heading';
import { LockedEventCard } from './locked-event-card';
import { SaveEventButton } from './save-event-button';

type EventCardProps = { event: CatalogEvent; headingLevel: HeadingLevel };

/** One event in a grid or calendar: in full with its actions, or as a locked stub with the way to upgrade. */
export function EventCard({ event, headingLevel }: EventCardProps) {
  return event.isLocked ? <LockedEventCard event={event} /> : <UnlockedEventCard event={event} headingLevel={headingLevel} />;
}

function UnlockedEventCard({ event, headingLevel }: { event: UnlockedEvent; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const titleId = useId();
  const facts = [
    { label: t('card.location'), value: `${event.city}, ${event.state}` },
    { label: t('card.dates'), value: formatEventDates(event.startDate, event.endDate, language) },
    { label: t('card.cost'), value: formatCost(event.cost, language) },
    ...(event.organizer ? [{ label: t('card.organizer'), value: event.organizer }] : []),
  ];
  return (
    <article className="event-card" aria-labelledby={titleId}>
      <div className="event-card__badges">
        <EventTypeBadge eventType={event.eventType} />
        <AgeLevelBadge ageLevel={event.ageLevel} />
        {event.isCancelled ? <CancelledBadge /> : null}
      </div>
      <Heading level={headingLevel} id={titleId} className="event-card__title">
        <Link to={`/events/${encodeURIComponent(event.id)}`}>{event.name}</Link>
      </Heading>
      {event.description ? <p className="event-card__description">{event.description}</p> : null}
      <dl className="event-card__facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="visually-hidden">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="event-card__actions">
        <SaveEventButton event={event} describedBy={titleId} />
        <AddToCalendarButton event={event} describedBy={titleId} />
      </div>
    </article>
  );
}
