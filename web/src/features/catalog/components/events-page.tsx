import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPageTitle } from '../../../components/layout/app-page-title';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { eventsQueryOptions } from '../api/get-events';
import { monthOf, today } from '../calendar-date';
import { clearedFilters, hasActiveFilters, matchesText, toEventsRequest } from '../hooks/events-search';
import { useEventsSearch } from '../hooks/use-events-search';
import '../i18n';
import { EventCardPlaceholders } from './event-card-placeholders';
import { EventFiltersPanel } from './event-filters-panel';
import { EventGrid } from './event-grid';
import { EventsCalendar } from './events-calendar';
import { EventsToolbar } from './events-toolbar';
import './catalog.css';

const filtersId = 'event-filters';

export function EventsPage() {
  const { t } = useTranslation('catalog');
  const { data: user } = useCurrentUser();
  const accessLevel = user?.accessLevel ?? 'sample';
  const [search, setSearch] = useEventsSearch();
  // Hidden by default, but a shared or reloaded link with filters in it opens with them in view.
  const [filtersOpen, setFiltersOpen] = useState(() => hasActiveFilters({ ...search, text: '' }));
  // The previous answer stays on screen while a changed filter loads, instead of flashing placeholders.
  const events = useQuery({ ...eventsQueryOptions(toEventsRequest(search, accessLevel)), placeholderData: keepPreviousData });
  const matching = useMemo(() => (events.data ?? []).filter((event) => matchesText(event, search.text)), [events.data, search.text]);
  const clearFilters = () => setSearch(clearedFilters(search));

  let results: ReactNode;
  if (events.isError) {
    results = (
      <div className="catalog-error" role="alert">
        <h2>{t('events.errorTitle')}</h2>
        <p>{errorMessage(events.error) || t('events.unknownError')}</p>
      </div>
    );
  } else if (events.isPending) {
    results = <EventCardPlaceholders />;
  } else if (search.view === 'calendar') {
    results = (
      <EventsCalendar
        events={matching}
        month={search.month || monthOf(today())}
        onMonthChange={(month) => setSearch({ ...search, month })}
      />
    );
  } else if (matching.length === 0) {
    results = (
      <div className="catalog-empty">
        <p>{t('events.noMatches')}</p>
        <button type="button" className="button button--primary" onClick={clearFilters}>
          {t('events.clearFilters')}
        </button>
      </div>
    );
  } else {
    results = <EventGrid events={matching} headingLevel={2} />;
  }

  return (
    <>
      <AppPageTitle title={t('events.title')} />
      <div className="container events-page">
        <EventsToolbar
          search={search}
          onSearchChange={setSearch}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          filtersId={filtersId}
        />
        <EventFiltersPanel
          id={filtersId}
          hidden={!filtersOpen}
          search={search}
          onSearchChange={setSearch}
          isPro={accessLevel === 'pro'}
        />
        <p className="events-page__count" role="status">
          {events.data && search.view === 'list' ? t('events.resultCount', { count: matching.length }) : ''}
        </p>
        <div aria-busy={events.isFetching}>{results}</div>
      </div>
    </>
  );
}
