import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPageTitle } from '../../../components/layout/app-page-title';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { revealFirstScreen } from '../../../lib/first-screen';
import { eventsFirstScreenQueryOptions, eventsQueryOptions } from '../api/get-events';
import type { CatalogEvent } from '../api/catalog-event';
import { hasHome, type PlanningUser } from '../api/planning-user';
import { addDays, monthOf, today } from '../calendar-date';
import {
  clearedFilters,
  effectivePeriod,
  firstScreenUrl,
  hasActiveFilters,
  isByDistance,
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
import { EventsMapLoader } from './events-map-loader';
import { EventsPeriodSwitch } from './events-period-switch';
import { EventsToolbar } from './events-toolbar';
import './catalog.css';

const filtersId = 'event-filters';
const listId = 'event-results';
const noEvents: CatalogEvent[] = [];

/**
 * The most recent first: looking back, last weekend's event matters more than one from two years ago. The list comes
 * sorted by start date, so this is its reverse, in the same order as the server's `order=latest`.
 */
function latestFirst(events: readonly CatalogEvent[]): CatalogEvent[] {
  return [...events].reverse();
}

export function EventsPage() {
  const { t } = useTranslation('catalog');
  const { data } = useCurrentUser();
  const user = data as PlanningUser | null | undefined;
  const accessLevel = user?.accessLevel ?? 'sample';
  const home = hasHome(user);
  const [search, setSearch] = useEventsSearch();
  const now = today();
  const period = effectivePeriod(search, accessLevel);
  // Hidden by default, but a shared or reloaded link with filters in it opens with them in view.
  const [filtersOpen, setFiltersOpen] = useState(() => hasActiveFilters({ ...search, text: '' }));
  const request = toEventsRequest(search, accessLevel, now, home);
  // Nearest first comes in the server's order, in either period.
  const byDistance = isByDistance(search, accessLevel, home);
  // Date filters entirely outside the past two years leave nothing to ask for.
  const emptyRange = isEmptyDateRange(request);
  const queryClient = useQueryClient();
  const whole = eventsQueryOptions(request);
  // With nothing on screen yet, the list's first screen is asked first, and the whole list once the user reaches for
  // more than it shows: scrolls, moves into the list with the keyboard, searches, or asks with the button under it.
  // On a slow phone the whole list of a big catalog takes seconds to arrive and a long moment to read, while its
  // first cards are a fraction of that; a search typed into the link (it runs over the whole list) and the calendar
  // ask the whole list at once.
  // State, not a ref: once the whole list is on screen, the first screen's query is let go at the next render.
  const [shown, setShown] = useState(false);
  const firstScreenPath = firstScreenUrl(search, accessLevel, now);
  // A first screen on screen stays there until the whole list's deferred copy (below) has rendered.
  const firstScreenOnScreen = useRef(false);
  const firstScreenFirst =
    !shown && firstScreenPath !== null && (firstScreenOnScreen.current || queryClient.getQueryData(whole.queryKey) === undefined);
  const firstScreen = useQuery({ ...eventsFirstScreenQueryOptions(firstScreenPath ?? ''), enabled: firstScreenFirst });
  // The cards render from deferred copies of the answers: TanStack Query hands an answer over as a blocking update
  // (useSyncExternalStore), so rendering them with it took one long task (65 ms on a fast desktop, four times that on
  // Lighthouse's phone); deferred, React renders them in slices between which the page stays responsive.
  const firstScreenData = useDeferredValue(firstScreen.data);
  const [wholeWanted, setWholeWanted] = useState(false);
  const partialShown = firstScreenFirst && firstScreenData !== undefined && firstScreenData.total > firstScreenData.events.length;
  useEffect(() => {
    if (!partialShown) return;
    const want = () => setWholeWanted(true);
    window.addEventListener('scroll', want, { passive: true, once: true });
    return () => window.removeEventListener('scroll', want);
  }, [partialShown]);
  // The previous answer stays on screen while a changed filter loads, instead of flashing placeholders.
  const events = useQuery({
    ...whole,
    enabled: !emptyRange && (!firstScreenFirst || wholeWanted || firstScreen.isError),
    placeholderData: keepPreviousData,
  });
  const eventsData = useDeferredValue(events.data);
  useEffect(() => {
    if (eventsData) setShown(true);
  }, [eventsData]);
  // After "Show all", the keyboard goes on where it was: the first card the first screen did not have.
  const [focusFrom, setFocusFrom] = useState<number>();
  useEffect(() => {
    if (focusFrom === undefined || !eventsData) return;
    setFocusFrom(undefined);
    document.querySelector<HTMLElement>(`#${listId} [aria-posinset="${focusFrom + 1}"] a`)?.focus();
  }, [focusFrom, eventsData]);
  const screenful = !emptyRange && !eventsData && firstScreenFirst ? firstScreenData : undefined;
  // A first screen that holds the whole list (a small catalog or narrow filters) is the list: nothing more to ask.
  const wholeInScreen = screenful !== undefined && screenful.total <= screenful.events.length;
  const partial = wholeInScreen ? undefined : screenful;
  useEffect(() => {
    if (screenful) firstScreenOnScreen.current = true;
  }, [screenful]);
  const fromScreen = useMemo(
    () => (wholeInScreen ? (period === 'past' && !byDistance ? latestFirst(screenful.events) : screenful.events) : undefined),
    [wholeInScreen, period, byDistance, screenful],
  );
  // It is kept as the whole list's answer, so a search typed next runs over it without asking again.
  useEffect(() => {
    if (fromScreen && queryClient.getQueryData(whole.queryKey) === undefined) queryClient.setQueryData(whole.queryKey, fromScreen);
  }, [fromScreen, queryClient, whole.queryKey]);
  const loaded = emptyRange ? noEvents : (eventsData ?? fromScreen);
  const ordered = useMemo(() => (loaded && period === 'past' && !byDistance ? latestFirst(loaded) : loaded), [loaded, period, byDistance]);
  // The search box answers each keystroke at once; the list follows when the browser has time, without blocking
  // the next keystroke.
  const text = useDeferredValue(search.text);
  const matching = useMemo(() => (ordered ?? noEvents).filter((event) => matchesText(event, text)), [ordered, text]);
  const clearFilters = () => setSearch(clearedFilters(search));

  const placeholders = !(events.isError && !emptyRange) && !loaded && !partial;
  // The first screen drawn before the app (src/first-screen) gives way once this page has its own to show, in the
  // same frame.
  useLayoutEffect(() => {
    if (!placeholders) revealFirstScreen();
  }, [placeholders]);

  let results: ReactNode;
  if (events.isError && !emptyRange) {
    results = (
      <div className="catalog-error" role="alert">
        <h2>{t('events.errorTitle')}</h2>
        <p>{errorMessage(events.error) || t('events.unknownError')}</p>
      </div>
    );
  } else if (partial && partial.total > 0) {
    results = (
      <>
        <EventGrid id={listId} events={partial.events} total={partial.total} headingLevel={2} />
        {partial.total > partial.events.length ? (
          <div className="events-page__more">
            <button
              type="button"
              className="button button--outline"
              aria-disabled={wholeWanted}
              onClick={() => {
                setWholeWanted(true);
                setFocusFrom(partial.events.length);
              }}
            >
              {wholeWanted ? t('events.loadingAll') : t('events.showAll', { count: partial.total })}
            </button>
          </div>
        ) : null}
      </>
    );
  } else if (placeholders) {
    results = <EventCardPlaceholders />;
  } else if (search.view === 'calendar') {
    results = (
      <EventsCalendar
        events={matching}
        month={search.month || monthOf(period === 'past' ? addDays(now, -1) : now)}
        onMonthChange={(month) => setSearch({ ...search, month })}
      />
    );
  } else if (search.view === 'map') {
    results = <EventsMapLoader events={matching} home={user?.home ?? null} />;
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
    // In a fragment as the first screen is, so the cards on screen stay the same elements when the whole list comes.
    results = (
      <>
        <EventGrid id={listId} events={matching} headingLevel={2} />
        {null}
      </>
    );
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
          hasHome={home}
        />
        <p className="events-page__count" role="status">
          {search.view === 'calendar' ? '' : loaded ? t('events.resultCount', { count: matching.length }) : partial ? t('events.resultCount', { count: partial.total }) : ''}
        </p>
        <div
          aria-busy={(events.isFetching || firstScreen.isFetching) && !emptyRange}
          // The keyboard moving into the list (not a click on one of its buttons) asks for the rest of it.
          onFocus={partial ? (event) => event.target.matches(':focus-visible') && setWholeWanted(true) : undefined}
        >
          {results}
        </div>
      </div>
    </>
  );
}
