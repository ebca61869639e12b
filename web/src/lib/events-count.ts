import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api';

/** The landing page and the dashboard both show it: one query, one cache entry. */
const eventsCountKey = ['events-count'] as const;

// A hand-written check instead of a zod schema: zod (even zod/mini) adds ~14 KB gzipped to the landing
// page's first load, which has a 160 KB budget, for a one-field answer.
function isEventsCount(body: unknown): body is { count: number } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'count' in body &&
    typeof body.count === 'number' &&
    Number.isSafeInteger(body.count) &&
    body.count >= 0
  );
}

/** How many upcoming events are listed at all, whatever a plan unlocks (public). */
export async function getEventsCount(): Promise<number> {
  const response = await apiRequest('GET', '/api/stats/events-count');
  const body: unknown = await response.json();
  if (!isEventsCount(body)) throw new Error('GET /api/stats/events-count: the answer has no non-negative integer count');
  return body.count;
}

export const eventsCountQueryOptions = () =>
  queryOptions({ queryKey: eventsCountKey, queryFn: getEventsCount });
