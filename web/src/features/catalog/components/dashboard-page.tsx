import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppPageTitle } from '../../../components/layout/app-page-title';
import { StatGrid } from '../../../components/ui/stat-grid';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import type { UnlockedEvent } from '../api/catalog-event';
import { eventsQueryOptions } from '../api/get-events';
import { eventsCountQueryOptions } from '../../../lib/events-count';
import { savedEventsQueryOptions, type SavedEvent } from '../api/get-saved-events';
import { today } from '../calendar-date';
import { formatEventDates } from '../format';
import { formatCount } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import '../i18n';
import { shouldOfferUpgrade } from '../upgrade-prompt';
import { ConflictsLine } from './conflicts-line';
import { AgeLevelBadge, EventTypeBadge } from './event-badges';
import { WarningIcon } from './icons';
import './catalog.css';

const upcomingShown = 5;

function UpgradeCard() {
  const { t } = useTranslation('catalog');
  return (
    <section className="upgrade-card" aria-labelledby="upgrade-card-title">
      <h2 id="upgrade-card-title">{t('dashboard.upgrade.title')}</h2>
      <p>{t('dashboard.upgrade.text')}</p>
      <Link to="/profile" className="button button--primary">
        {t('dashboard.upgrade.action')}
      </Link>
    </section>
  );
}

/** Whether any saved event still ahead overlaps another one (the server marks which). */
function hasUpcomingConflicts(saved: readonly SavedEvent[], now: string): boolean {
  return saved.some((event) => !event.isLocked && event.startDate >= now && (event.conflictsWith ?? []).length > 0);
}

function ConflictsAlert() {
  const { t } = useTranslation('catalog');
  return (
    <div className="conflicts-alert">
      <WarningIcon />
      <p>{t('dashboard.conflicts.text')}</p>
      <Link to="/saved">{t('dashboard.conflicts.action')}</Link>
    </div>
  );
}

/** Every level gets the link: the insights page itself tells those without Pro how to get it. */
function InsightsCard() {
  const { t } = useTranslation('catalog');
  return (
    <section className="insights-link-card" aria-labelledby="insights-link-title">
      <h2 id="insights-link-title">
        <Link to="/insights">{t('dashboard.insights.title')}</Link>
      </h2>
      <p>{t('dashboard.insights.text')}</p>
    </section>
  );
}

function UpcomingEvent({ event }: { event: UnlockedEvent }) {
  const language = useLanguage();
  return (
    <article className="dashboard-event">
      <h3 className="dashboard-event__title">
        <Link to={`/events/${encodeURIComponent(event.id)}`}>{event.name}</Link>
      </h3>
      <p className="dashboard-event__meta">
        {formatEventDates(event.startDate, event.endDate, language)}
        <span aria-hidden="true"> · </span>
        {`${event.city}, ${event.state}`}
      </p>
      <div className="event-card__badges">
        <EventTypeBadge eventType={event.eventType} />
        <AgeLevelBadge ageLevel={event.ageLevel} />
      </div>
      <ConflictsLine event={event} />
    </article>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { data: user } = useCurrentUser();
  const saved = useQuery(savedEventsQueryOptions());
  const events = useQuery(eventsQueryOptions());
  const total = useQuery(eventsCountQueryOptions());

  const now = today();
  const upcoming = (events.data ?? []).filter((event): event is UnlockedEvent => !event.isLocked && event.startDate >= now);
  const count = (value: number | undefined) => (value === undefined ? '—' : formatCount(value, language));
  const stats = [
    { label: t('dashboard.stats.saved'), value: count(saved.data?.length) },
    { label: t('dashboard.stats.upcoming'), value: count(events.data ? upcoming.length : undefined) },
    { label: t('dashboard.stats.accessLevel'), value: user ? t(`accessLevels.${user.accessLevel}`) : '—' },
    { label: t('dashboard.stats.total'), value: count(total.data) },
  ];

  return (
    <>
      <AppPageTitle title={t('dashboard.title')} />
      <div className="container dashboard">
        <section aria-labelledby="dashboard-stats-title">
          <h2 id="dashboard-stats-title" className="visually-hidden">
            {t('dashboard.statsTitle')}
          </h2>
          <StatGrid stats={stats} />
        </section>
        {saved.data && hasUpcomingConflicts(saved.data, now) ? <ConflictsAlert /> : null}
        {user && shouldOfferUpgrade(user) ? <UpgradeCard /> : null}
        <section className="dashboard-upcoming" aria-labelledby="dashboard-upcoming-title">
          <div className="dashboard-upcoming__header">
            <h2 id="dashboard-upcoming-title">{t('dashboard.upcoming.title')}</h2>
            <Link to="/events">{t('dashboard.upcoming.viewAll')}</Link>
          </div>
          {events.isError ? (
            <p className="catalog-error" role="alert">
              {t('events.errorTitle')}: {errorMessage(events.error) || t('events.unknownError')}
            </p>
          ) : null}
          {events.data && upcoming.length === 0 ? <p className="catalog-empty">{t('events.noUpcoming')}</p> : null}
          {upcoming.length > 0 ? (
            <ul className="dashboard-events">
              {upcoming.slice(0, upcomingShown).map((event) => (
                <li key={event.id}>
                  <UpcomingEvent event={event} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <InsightsCard />
      </div>
    </>
  );
}
