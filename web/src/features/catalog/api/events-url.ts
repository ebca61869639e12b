// What `GET /api/events` is asked, as a URL: no imports but types, so events.html's first screen (src/first-screen)
// can build the same URL as the page without loading the app.

/**
 * The filters `GET /api/events` understands. Those from `minCost` on are Pro-only: the server answers 403 to anyone
 * else who sends them, so callers leave them out unless the user is Pro. `near` and `sort` also need a home ZIP.
 */
export type EventsRequest = {
  state?: string;
  eventTypes?: readonly string[];
  ageLevels?: readonly string[];
  startDate?: string;
  endDate?: string;
  minCost?: number;
  maxCost?: number;
  isIndoor?: boolean;
  organizers?: readonly string[];
  /** Miles from home: 50, 100, 250 or 500. */
  near?: number;
  sort?: 'distance';
  /** Events that fit this graduation class. */
  gradYear?: number;
  /** Events any of these colleges attend: each its own `college=` param (names may hold commas). */
  colleges?: readonly string[];
};

/**
 * The query string, empty values left out, lists comma-joined with each value encoded on its own
 * (`eventType=Clinic,ID%20Camp`). The order is fixed, so equal requests share one cache entry.
 */
export function eventsQueryString(request: EventsRequest): string {
  const pairs: [string, string | number | boolean | readonly string[] | undefined][] = [
    ['state', request.state],
    ['eventType', request.eventTypes],
    ['ageLevel', request.ageLevels],
    ['startDate', request.startDate],
    ['endDate', request.endDate],
    ['minCost', request.minCost],
    ['maxCost', request.maxCost],
    ['isIndoor', request.isIndoor],
    ['organizer', request.organizers],
    ['near', request.near],
    ['sort', request.sort],
    ['gradYear', request.gradYear],
  ];
  return pairs
    .flatMap(([key, value]) => {
      if (value === undefined || value === '') return [];
      const values = typeof value === 'object' ? value : [String(value)];
      return values.length === 0 ? [] : [`${key}=${values.map(encodeURIComponent).join(',')}`];
    })
    .concat((request.colleges ?? []).map((college) => `college=${encodeURIComponent(college)}`))
    .join('&');
}

/** How the list is read: by start date, or (past events) the most recent first. */
export type EventsOrder = 'soonest' | 'latest';

/** Enough cards for the first screen of any window, with the rows the list renders beyond it. */
export const firstScreenSize = 24;

/** The URL of a list's first screen: its first `firstScreenSize` events in this order, with the whole list's size. */
export function eventsFirstScreenUrl(request: EventsRequest, order: EventsOrder): string {
  const query = eventsQueryString(request);
  return `/api/events?${query ? `${query}&` : ''}order=${order}&limit=${firstScreenSize}`;
}
