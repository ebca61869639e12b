import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPageTitle } from '../../../components/layout/app-page-title';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { eventsQueryOptions } from '../api/get-events';
import type { CatalogEvent } from '../api/catalog-event';
import { addDays, monthOf, today } from '../calendar-date';
import {
  clearedFilters,
  effectivePeriod,
  hasActiveFilters,
  isEmptyDateRange,
  matchesText,
  toEventsRequest,
} from '../hooks/events-search';
import { useEventsSearch } from '../hooks/use-events-search';
import '../i18n';
import { EventCardPlaceholders } from './event-card-placeholders';
import { EventFiltersPanel } from './event-filters-panel';
import { EventGrid } from './event-grid';
import { EventsCalendar } from './events-calendar';
import { EventsPeriodSwitch } from './events-period-switch';
import { EventsToolbar } from './events-toolbar';
import './catalog.css';

const filtersId = 'event-filters';
const noEvents: CatalogEvent[] = [];

/**
 * The most recent first: looking back, last weekend's event matters more than one from two years ago. Dates are
 * `yyyy-MM-dd`, so plain comparison orders them (and costs far less than localeCompare over thousands).
 */
function latestFirst(events: readonly CatalogEvent[]): CatalogEvent[] {
  return [...events].sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0));
}

export function EventsPage() {
  const { t } = useTranslation('catalog');
  const { data: user } = useCurrentUser();
  const accessLevel = user?.accessLevel ?? 'sample';
  const [search, setSearch] = useEventsSearch();
  const now = today();
  const period = effectivePeriod(search, accessLevel);
  // Hidden by default, but a shared or reloaded link with filters in it opens with them in view.
  const [filtersOpen, setFiltersOpen] = useState(() => hasActiveFilters({ ...search, text: '' }));
  const request = toEventsRequest(search, accessLevel, now);
  // Date filters entirely outside the past two years leave nothing to ask for.
  const emptyRange = isEmptyDateRange(request);
  // The previous answer stays on screen while a changed filter loads, instead of flashing placeholders.
  const events = useQuery({ ...eventsQueryOptions(request), enabled: !emptyRange, placeholderData: keepPreviousData });
  const loaded = emptyRange ? noEvents : events.data;
  const ordered = useMemo(() => (loaded && period === 'past' ? latestFirst(loaded) : loaded), [loaded, period]);
  // The search box answers each keystroke at once; the list follows when the browser has time, without blocking
  // the next keystroke.
  const text = useDeferredValue(search.text);
  const matching = useMemo(() => (ordered ?? noEvents).filter((event) => matchesText(event, text)), [ordered, text]);
  const clearFilters = () => setSearch(clearedFilters(search));

  let results: ReactNode;
  if (events.isError && !emptyRange) {
    results = (
      <div className="catalog-error" role="alert">
        <h2>{t('events.errorTitle')}</h2>
        <p>{errorMessage(events.error) || t('events.unknownError')}</p>
      </div>
    );
  } else if (!loaded) {
    results = <EventCardPlaceholders />;
  } else if (search.view === 'calendar') {
    results = (
      <EventsCalendar
        events={matching}
        month={search.month || monthOf(period === 'past' ? addDays(now, -1) : now)}
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
        <EventsPeriodSwitch
          period={period}
          isPro={accessLevel === 'pro'}
          // A month picked among upcoming events means little in the past and the other way round.
          onPeriodChange={(next) => setSearch({ ...search, period: next, month: '' })}
        />
        <EventFiltersPanel
          id={filtersId}
          hidden={!filtersOpen}
          search={search}
          onSearchChange={setSearch}
          isPro={accessLevel === 'pro'}
        />
        <p className="events-page__count" role="status">
          {loaded && search.view === 'list' ? t('events.resultCount', { count: matching.length }) : ''}
        </p>
        <div aria-busy={events.isFetching && !emptyRange}>{results}</div>
      </div>
    </>
  );
}
