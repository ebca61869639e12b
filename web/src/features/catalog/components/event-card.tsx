import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CatalogEvent, UnlockedEvent } from '../api/catalog-event';
import { formatCost, formatEventDates } from '../format';
import { formatMiles } from '../season';
import { languageOf } from '../../../lib/use-language';
import { AddToCalendarButton } from './add-to-calendar-button';
import { ConflictsLine } from './conflicts-line';
import { CancelledBadge, TypeAndAgeBadges, VanishedBadge } from './event-badges';
import { Heading, type HeadingLevel } from './heading';
import { LockedEventCard } from './locked-event-card';
import { SaveEventButton } from './save-event-button';

export type EventCardProps<T extends CatalogEvent = CatalogEvent> = {
  event: T;
  headingLevel: HeadingLevel;
  /**
   * What a screen adds to an unlocked card above its actions (the saved list's private note), given the id of
   * the card's title so its buttons can say which event they act on.
   */
  extra?: (event: Exclude<T, { isLocked: true }>, titleId: string) => ReactNode;
};

function EventCardOf<T extends CatalogEvent>({ event, headingLevel, extra }: EventCardProps<T>) {
  if (event.isLocked) return <LockedEventCard event={event} />;
  const unlocked = event as Exclude<T, { isLocked: true }>;
  return <UnlockedEventCard event={unlocked} headingLevel={headingLevel} extra={extra && ((titleId) => extra(unlocked, titleId))} />;
}

/**
 * One event in a grid or calendar: in full with its actions, or as a locked stub with the way to upgrade.
 * Memoized: a grid re-renders at each step of scrolling, and a card only when its event (or language) changes.
 */
export const EventCard = memo(EventCardOf) as typeof EventCardOf;

type UnlockedEventCardProps = { event: UnlockedEvent; headingLevel: HeadingLevel; extra?: (titleId: string) => ReactNode };

function UnlockedEventCard({ event, headingLevel, extra }: UnlockedEventCardProps) {
  // One useTranslation for the card's texts and language: each one costs a copy of the i18next instance on mount,
  // and cards mount at every step of scrolling.
  const { t, i18n } = useTranslation('catalog');
  const language = languageOf(i18n);
  const titleId = useId();
  const facts = [
    { label: t('card.location'), value: `${event.city}, ${event.state}` },
    { label: t('card.dates'), value: formatEventDates(event.startDate, event.endDate, language) },
    { label: t('card.cost'), value: formatCost(event.cost, language) },
    ...(event.organizer ? [{ label: t('card.organizer'), value: event.organizer }] : []),
  ];
  // Issue 24's planning line in one element: a windowed list keeps its nodes few.
  const plan = [
    typeof event.distanceMiles === 'number' ? t('card.distance', { miles: formatMiles(event.distanceMiles, language) }) : '',
    event.collegesCount ? t('card.colleges', { count: event.collegesCount }) : '',
  ].filter(Boolean);
  return (
    <article className="event-card" aria-labelledby={titleId}>
      <div className="event-card__badges">
        <TypeAndAgeBadges eventType={event.eventType} ageLevel={event.ageLevel} />
        {event.isCancelled ? <CancelledBadge /> : null}
        {event.isVanished ? <VanishedBadge /> : null}
        {event.classFit?.map((year) => (
          <span key={year} className="badge badge--class">
            {t('card.classOf', { year })}
          </span>
        ))}
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
      {plan.length > 0 ? <p className="event-card__plan">{plan.join(' · ')}</p> : null}
      <ConflictsLine event={event} />
      {extra?.(titleId)}
      <div className="event-card__actions">
        <SaveEventButton event={event} describedBy={titleId} />
        <AddToCalendarButton event={event} describedBy={titleId} />
      </div>
    </article>
  );
}
