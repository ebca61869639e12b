import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { CatalogEvent } from './catalog-event';
import { catalogKeys } from './catalog-keys';
import { type EventsRequest, eventsQueryString } from './events-url';

export { type EventsRequest, eventsQueryString } from './events-url';

export async function getEvents(query: string): Promise<CatalogEvent[]> {
  const response = await apiRequest('GET', query ? `/api/events?${query}` : '/api/events');
  return (await response.json()) as CatalogEvent[];
}

export const eventsQueryOptions = (request: EventsRequest = {}) => {
  const query = eventsQueryString(request);
  return queryOptions({ queryKey: catalogKeys.eventList(query), queryFn: () => getEvents(query) });
};

/** The list's first screen and the size of the whole list (`X-Total-Count`). */
export type EventsFirstScreen = { events: CatalogEvent[]; total: number };

export async function getEventsFirstScreen(url: string): Promise<EventsFirstScreen> {
  const response = await apiRequest('GET', url);
  const events = (await response.json()) as CatalogEvent[];
  const total = Number(response.headers.get('X-Total-Count'));
  return { events, total: Number.isInteger(total) && total >= events.length ? total : events.length };
}

/**
 * The first screen of a list (its URL from `firstScreenUrl`), asked before the whole list: on a slow network the
 * whole list of a big catalog takes seconds to arrive and to read, its first cards a fraction of that.
 */
export const eventsFirstScreenQueryOptions = (url: string) =>
  queryOptions({ queryKey: catalogKeys.eventListFirstScreen(url), queryFn: () => getEventsFirstScreen(url) });
