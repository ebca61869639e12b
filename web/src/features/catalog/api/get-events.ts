import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { CatalogEvent } from './catalog-event';
import { catalogKeys } from './catalog-keys';

/**
 * The filters `GET /api/events` understands. The last four are Pro-only: the server answers 403 to anyone else
 * who sends them, so callers leave them out unless the user is Pro.
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
  ];
  return pairs
    .flatMap(([key, value]) => {
      if (value === undefined || value === '') return [];
      const values = typeof value === 'object' ? value : [String(value)];
      return values.length === 0 ? [] : [`${key}=${values.map(encodeURIComponent).join(',')}`];
    })
    .join('&');
}

export async function getEvents(query: string): Promise<CatalogEvent[]> {
  const response = await apiRequest('GET', query ? `/api/events?${query}` : '/api/events');
  return (await response.json()) as CatalogEvent[];
}

export const eventsQueryOptions = (request: EventsRequest = {}) => {
  const query = eventsQueryString(request);
  return queryOptions({ queryKey: catalogKeys.eventList(query), queryFn: () => getEvents(query) });
};
