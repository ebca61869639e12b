import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AppSpinner } from '../../../components/layout/app-spinner';
import type { EventInFull } from '../api/catalog-event';
import { eventQueryOptions } from '../api/get-event';
import { formatCost, formatEventDate, formatEventDates } from '../format';
import { formatMiles } from '../season';
import { useLanguage } from '../../../lib/use-language';
import '../i18n';
import { AddToCalendarButton } from './add-to-calendar-button';
import { ConflictsLine } from './conflicts-line';
import { CollegesAttending } from './colleges-attending';
import { AgeLevelBadge, CancelledBadge, EventTypeBadge, SettingBadge, VanishedBadge } from './event-badges';
import { PrivateNoteSection } from './private-note-section';
import { SaveEventButton } from './save-event-button';
import './catalog.css';

function BackToEvents() {
  const { t } = useTranslation('catalog');
  return (
    <Link to="/events" className="button button--ghost event-detail__back">
      <span aria-hidden="true">← </span>
      {t('detail.back')}
    </Link>
  );
}

/** Missing, locked (the server answers both with 404) or failed to load: the same answer, by design. */
function EventNotFound() {
  const { t } = useTranslation('catalog');
  return (
    <div className="container event-detail event-detail--missing">
      <h1>{t('detail.notFoundTitle')}</h1>
      <p>{t('detail.notFoundText')}</p>
      <Link to="/events" className="button button--primary">
        {t('detail.browse')}
      </Link>
    </div>
  );
}

function EventDetail({ event }: { event: EventInFull }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const facts = [
    { label: t('detail.location'), value: `${event.city}, ${event.state}` },
    ...(typeof event.distanceMiles === 'number'
      ? [{ label: t('detail.distance'), value: t('card.distance', { miles: formatMiles(event.distanceMiles, language) }) }]
      : []),
    { label: t('detail.dates'), value: formatEventDates(event.startDate, event.endDate, language) },
    { label: t('detail.cost'), value: formatCost(event.cost, language) },
    { label: t('detail.organizer'), value: event.organizer || t('detail.notSpecified') },
    ...(event.registrationDeadline
      ? [{ label: t('detail.registrationDeadline'), value: formatEventDate(event.registrationDeadline, language) }]
      : []),
    ...(event.gradYears?.length
      ? [{ label: t('detail.gradYears'), value: event.gradYears.map((year) => t('card.classOf', { year })).join(', ') }]
      : []),
  ];
  return (
    <div className="container event-detail">
      <BackToEvents />
      <article className="event-detail__card" aria-labelledby="event-detail-title">
        <div className="event-card__badges">
          <EventTypeBadge eventType={event.eventType} />
          <AgeLevelBadge ageLevel={event.ageLevel} />
          <SettingBadge isIndoor={event.isIndoor} />
          {event.isCancelled ? <CancelledBadge /> : null}
          {event.isVanished ? <VanishedBadge /> : null}
          {event.classFit?.map((year) => (
            <span key={year} className="badge badge--class">
              {t('card.classOf', { year })}
            </span>
          ))}
        </div>
        <h1 id="event-detail-title">{event.name}</h1>
        {event.isVanished && !event.isCancelled ? <p className="event-detail__notice">{t('detail.vanishedNotice')}</p> : null}
        {event.sources.length > 0 ? <p className="event-detail__sources">{t('detail.foundOn', { sites: event.sources.join(', ') })}</p> : null}
        {event.description ? <p className="event-detail__description">{event.description}</p> : null}
        <h2 className="visually-hidden">{t('detail.details')}</h2>
        <dl className="event-detail__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {event.collegesAttending?.length ? <CollegesAttending colleges={event.collegesAttending} /> : null}
        <ConflictsLine event={event} />
        <div className="event-detail__actions">
          {event.registrationLink ? (
            <a href={event.registrationLink} target="_blank" rel="noopener noreferrer" className="button button--primary">
              {t('detail.register')}
              <span className="visually-hidden"> {t('detail.opensInNewTab')}</span>
            </a>
          ) : null}
          <SaveEventButton event={event} />
          <AddToCalendarButton event={event} />
        </div>
      </article>
      <PrivateNoteSection event={event} />
    </div>
  );
}

export function EventDetailPage() {
  const { id = '' } = useParams();
  const event = useQuery(eventQueryOptions(id));
  if (event.isPending) return <AppSpinner />;
  if (event.isError) return <EventNotFound />;
  return <EventDetail event={event.data} />;
}
