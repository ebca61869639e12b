import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppSpinner } from '../../../components/layout/app-spinner';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { hasHome, type PlanningUser } from '../api/planning-user';
import { getSavedEventsCalendar } from '../api/get-saved-events-calendar';
import { savedEventsQueryOptions, type SavedEvent, type SavedUnlockedEvent } from '../api/get-saved-events';
import { today } from '../calendar-date';
import { useCalendarExport } from '../hooks/use-calendar-export';
import '../i18n';
import { EventGrid } from './event-grid';
import { CalendarIcon } from './icons';
import { SavedNote } from './saved-note';
import { SeasonSummary } from './season-summary';
import './catalog.css';

function ExportButton() {
  const { t } = useTranslation('catalog');
  const calendar = useCalendarExport(getSavedEventsCalendar);
  return (
    <button
      type="button"
      className="button button--primary catalog-action"
      disabled={calendar.isPending}
      aria-busy={calendar.isPending}
      onClick={calendar.start}
    >
      <CalendarIcon />
      {t('saved.export')}
    </button>
  );
}

/** The note on each saved card: one function for the page's life, so the memoized cards are not redrawn for it. */
const savedNote = (event: SavedUnlockedEvent, titleId: string) => <SavedNote event={event} describedBy={titleId} />;

function SavedSection({ id, title, events }: { id: string; title: string; events: readonly SavedEvent[] }) {
  const { t } = useTranslation('catalog');
  return (
    <section className="saved-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {events.length > 0 ? (
        <EventGrid
          events={events}
          headingLevel={3}
          label={title}
          extra={savedNote}
        />
      ) : (
        <p className="catalog-empty">{t('events.noUpcoming')}</p>
      )}
    </section>
  );
}

function SavedEventsBody({ events }: { events: readonly SavedEvent[] }) {
  const { t } = useTranslation('catalog');
  const { data } = useCurrentUser();
  const user = data as PlanningUser | null | undefined;
  if (events.length === 0) {
    return (
      <div className="catalog-empty">
        <p>{t('saved.empty')}</p>
        <Link to="/events" className="button button--primary">
          {t('saved.browse')}
        </Link>
      </div>
    );
  }
  const now = today();
  const upcoming = events.filter((event) => event.startDate >= now);
  // The most recent past event first: that is the one a reader is likeliest to look back at.
  const past = events.filter((event) => event.startDate < now).reverse();
  return (
    <>
      <SeasonSummary events={events} isPro={user?.accessLevel === 'pro'} hasHome={hasHome(user)} />
      <SavedSection id="saved-upcoming" title={t('saved.upcoming')} events={upcoming} />
      {past.length > 0 ? <SavedSection id="saved-past" title={t('saved.past')} events={past} /> : null}
    </>
  );
}

export function SavedEventsPage() {
  const { t } = useTranslation('catalog');
  const saved = useQuery(savedEventsQueryOptions());
  const now = today();
  const hasUpcoming = saved.data?.some((event) => event.startDate >= now) ?? false;
  return (
    <>
      <div className="container app-page-title catalog-page-header">
        <h1>{t('saved.title')}</h1>
        {hasUpcoming ? <ExportButton /> : null}
      </div>
      <div className="container saved-page">
        {saved.isPending ? <AppSpinner /> : null}
        {saved.isError ? (
          <div className="catalog-error" role="alert">
            <h2>{t('events.errorTitle')}</h2>
            <p>{errorMessage(saved.error) || t('events.unknownError')}</p>
          </div>
        ) : null}
        {saved.data ? <SavedEventsBody events={saved.data} /> : null}
      </div>
    </>
  );
}
