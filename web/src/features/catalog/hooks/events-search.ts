import type { AccessLevel } from '../../../lib/current-user';
import {
  ageLevels,
  eventTypes,
  isOneOf,
  organizers,
  usStates,
  type AgeLevel,
  type CatalogEvent,
  type EventType,
  type Organizer,
  type UsState,
} from '../api/catalog-event';
import { type EventsRequest, eventsFirstScreenUrl } from '../api/events-url';
import { addDays, addYears, isCalendarDate, isMonth, today } from '../calendar-date';

export const costBounds = { min: 0, max: 500, step: 25 } as const;

export type IndoorSetting = 'any' | 'indoor' | 'outdoor';
export type EventsView = 'list' | 'calendar' | 'map';
/** The Pro distance filter's choices, in miles from home; 0 is any distance. */
export const nearChoices = [0, 50, 100, 250, 500] as const;
export type Near = (typeof nearChoices)[number];
/** The server's limits on the college filter. */
export const collegeLimits = { count: 20, length: 100 } as const;
/** Upcoming events, or (Pro) those of the last two years up to yesterday. */
export type EventsPeriod = 'upcoming' | 'past';

/** Everything the events screen shows is decided by this, and all of it lives in the URL's search params. */
export type EventsSearch = {
  text: string;
  state: UsState | 'all';
  eventTypes: EventType[];
  ageLevels: AgeLevel[];
  startDate: string;
  endDate: string;
  minCost: number;
  maxCost: number;
  organizers: Organizer[];
  setting: IndoorSetting;
  /** Pro planning filters (issue 24): miles from home (0: any), nearest first, a graduation class (0: any), colleges. */
  near: Near;
  sortByDistance: boolean;
  gradYear: number;
  colleges: string[];
  period: EventsPeriod;
  view: EventsView;
  /** `yyyy-MM` of the calendar; '' follows the current month (in the past: yesterday's). */
  month: string;
};

export const defaultEventsSearch: EventsSearch = {
  text: '',
  state: 'all',
  eventTypes: [],
  ageLevels: [],
  startDate: '',
  endDate: '',
  minCost: costBounds.min,
  maxCost: costBounds.max,
  organizers: [],
  setting: 'any',
  near: 0,
  sortByDistance: false,
  gradYear: 0,
  colleges: [],
  period: 'upcoming',
  view: 'list',
  month: '',
};

/** Known values only, in the vocabulary's order, once each: a hand-edited URL cannot make a bad request. */
function listParam<T extends string>(params: URLSearchParams, key: string, known: readonly T[]): T[] {
  const given = (params.get(key) ?? '').split(',').map((value) => value.trim());
  return known.filter((value) => given.includes(value));
}

function costParam(params: URLSearchParams, key: string, fallback: number): number {
  const value = Number(params.get(key) ?? Number.NaN);
  return Number.isInteger(value) && value >= costBounds.min && value <= costBounds.max ? value : fallback;
}

function dateParam(params: URLSearchParams, key: string): string {
  const value = params.get(key);
  return isCalendarDate(value) ? value : '';
}

/**
 * The graduation classes the class filter offers: this school year's seniors (the school year runs July to June) to
 * eight years later, as the server allows them.
 */
export function gradYearRange(todayDate: string = today()): number[] {
  const [year, month] = todayDate.split('-').map(Number);
  const seniors = month >= 7 ? year + 1 : year;
  return Array.from({ length: 9 }, (_, index) => seniors + index);
}

/** Each `college=` once, trimmed, within the server's limits. */
function collegesParam(params: URLSearchParams): string[] {
  const names = params.getAll('college').map((name) => name.trim());
  const valid = names.filter((name, index) => name && name.length <= collegeLimits.length && names.indexOf(name) === index);
  return valid.slice(0, collegeLimits.count);
}

export function parseEventsSearch(params: URLSearchParams, todayDate: string = today()): EventsSearch {
  const state = params.get('state');
  const startDate = dateParam(params, 'startDate');
  let endDate = dateParam(params, 'endDate');
  // The server refuses an end before the start (400): such a link keeps its start date only.
  if (startDate && endDate < startDate) endDate = '';
  const month = params.get('month');
  const isIndoor = params.get('isIndoor');
  let minCost = costParam(params, 'minCost', costBounds.min);
  let maxCost = costParam(params, 'maxCost', costBounds.max);
  if (minCost > maxCost) [minCost, maxCost] = [costBounds.min, costBounds.max];
  const near = nearChoices.find((choice) => choice !== 0 && String(choice) === params.get('near')) ?? 0;
  const gradYear = gradYearRange(todayDate).find((year) => String(year) === params.get('gradYear')) ?? 0;
  const view = params.get('view');
  return {
    text: params.get('q') ?? '',
    state: isOneOf(usStates, state) ? state : 'all',
    eventTypes: listParam(params, 'eventType', eventTypes),
    ageLevels: listParam(params, 'ageLevel', ageLevels),
    startDate,
    endDate,
    minCost,
    maxCost,
    organizers: listParam(params, 'organizer', organizers),
    setting: isIndoor === 'true' ? 'indoor' : isIndoor === 'false' ? 'outdoor' : 'any',
    near,
    sortByDistance: params.get('sort') === 'distance',
    gradYear,
    colleges: collegesParam(params),
    period: params.get('period') === 'past' ? 'past' : 'upcoming',
    view: view === 'calendar' || view === 'map' ? view : 'list',
    month: isMonth(month) ? month : '',
  };
}

/**
 * The search params for a search: defaults are left out, lists keep readable commas (`Clinic,ID%20Camp`); each
 * college is a `college=` of its own, as the server takes them (a name may hold a comma).
 */
export function eventsSearchString(search: EventsSearch): string {
  const pairs: [string, string | readonly string[]][] = [
    ['q', search.text],
    ['state', search.state === 'all' ? '' : search.state],
    ['eventType', search.eventTypes],
    ['ageLevel', search.ageLevels],
    ['startDate', search.startDate],
    ['endDate', search.endDate],
    ['minCost', search.minCost === costBounds.min ? '' : String(search.minCost)],
    ['maxCost', search.maxCost === costBounds.max ? '' : String(search.maxCost)],
    ['organizer', search.organizers],
    ['isIndoor', search.setting === 'any' ? '' : String(search.setting === 'indoor')],
    ['near', search.near === 0 ? '' : String(search.near)],
    ['sort', search.sortByDistance ? 'distance' : ''],
    ['gradYear', search.gradYear === 0 ? '' : String(search.gradYear)],
    ...search.colleges.map((college): [string, string] => ['college', college]),
    ['period', search.period === 'upcoming' ? '' : search.period],
    ['view', search.view === 'list' ? '' : search.view],
    ['month', search.month],
  ];
  return pairs
    .flatMap(([key, value]) => {
      const values = typeof value === 'string' ? (value ? [value] : []) : value;
      return values.length === 0 ? [] : [`${key}=${values.map(encodeURIComponent).join(',')}`];
    })
    .join('&');
}

/** Whether anything narrows the list (what "Clear filters" undoes); the period, view and month are not filters. */
export function hasActiveFilters(search: EventsSearch): boolean {
  return eventsSearchString({ ...search, period: 'upcoming', view: 'list', month: '' }) !== '';
}

/** The search without text or filters, in the same period, view and month. */
export function clearedFilters(search: EventsSearch): EventsSearch {
  return { ...defaultEventsSearch, period: search.period, view: search.view, month: search.month };
}

/** The period shown: past events are Pro's, so a shared `period=past` link shows anyone else the upcoming ones. */
export function effectivePeriod(search: EventsSearch, accessLevel: AccessLevel): EventsPeriod {
  return accessLevel === 'pro' ? search.period : 'upcoming';
}

/**
 * The dates past events are asked for: the last two years up to yesterday (today being the user's calendar
 * date), narrowed by the date filters when they are set.
 */
export function pastDateRange(search: Pick<EventsSearch, 'startDate' | 'endDate'>, todayDate: string): { startDate: string; endDate: string } {
  const earliest = addYears(todayDate, -2);
  const yesterday = addDays(todayDate, -1);
  return {
    startDate: search.startDate > earliest ? search.startDate : earliest,
    endDate: search.endDate && search.endDate < yesterday ? search.endDate : yesterday,
  };
}

/** A request whose dates cannot match anything (filters outside the past two years): nothing to ask. */
export function isEmptyDateRange(request: EventsRequest): boolean {
  return Boolean(request.startDate && request.endDate && request.startDate > request.endDate);
}

/**
 * What to ask the server. The Pro-only filters and past events are asked only for Pro (others get 403 for the
 * filters), and cost only once the slider left its default 0–500, its top meaning "no upper bound". Distance (a
 * radius, or nearest first) is asked only with a home ZIP on the account (else the server answers 400).
 */
export function toEventsRequest(search: EventsSearch, accessLevel: AccessLevel, todayDate: string = today(), hasHome = false): EventsRequest {
  const request: EventsRequest = {
    state: search.state === 'all' ? undefined : search.state,
    eventTypes: search.eventTypes,
    ageLevels: search.ageLevels,
    startDate: search.startDate || undefined,
    endDate: search.endDate || undefined,
  };
  if (accessLevel !== 'pro') return request;
  if (search.period === 'past') Object.assign(request, pastDateRange(search, todayDate));
  const costMoved = search.minCost !== costBounds.min || search.maxCost !== costBounds.max;
  return {
    ...request,
    minCost: costMoved ? search.minCost : undefined,
    maxCost: costMoved && search.maxCost < costBounds.max ? search.maxCost : undefined,
    isIndoor: search.setting === 'any' ? undefined : search.setting === 'indoor',
    organizers: search.organizers,
    near: hasHome && search.near !== 0 ? search.near : undefined,
    sort: hasHome && search.sortByDistance ? 'distance' : undefined,
    gradYear: search.gradYear === 0 ? undefined : search.gradYear,
    colleges: search.colleges,
  };
}

/** Whether the list comes nearest first rather than by date (the server orders it so). */
export function isByDistance(search: EventsSearch, accessLevel: AccessLevel, hasHome: boolean): boolean {
  return accessLevel === 'pro' && hasHome && search.sortByDistance;
}

/** The search box: case-insensitive on name, city, state and organizer; a locked stub only has its state. */
export function matchesText(event: CatalogEvent, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const haystack = event.isLocked ? [event.state] : [event.name, event.city, event.state, event.organizer ?? ''];
  return haystack.some((value) => value.toLowerCase().includes(needle));
}

/**
 * Whether this list has a first screen, from the link alone: not for a search typed into it (it runs over the whole
 * list), the calendar or the map, or distance filters (they depend on the account's home ZIP).
 */
export function hasFirstScreen(search: EventsSearch): boolean {
  return search.view === 'list' && !search.text.trim() && search.near === 0 && !search.sortByDistance;
}

/**
 * The list's first screen, asked before the whole list when nothing is on screen yet (events-page.tsx), as a URL;
 * null when the whole list is asked at once: for a search typed into the link (it runs over the whole list), the
 * calendar or the map, distance filters (they depend on the account's home ZIP), or dates that cannot match.
 * events.html's first screen (src/first-screen) asks and draws the same URL before the app runs.
 */
export function firstScreenUrl(search: EventsSearch, accessLevel: AccessLevel, todayDate: string = today()): string | null {
  if (!hasFirstScreen(search)) return null;
  const request = toEventsRequest(search, accessLevel, todayDate);
  if (isEmptyDateRange(request)) return null;
  return eventsFirstScreenUrl(request, effectivePeriod(search, accessLevel) === 'past' ? 'latest' : 'soonest');
}
