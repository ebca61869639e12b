import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { landingKeys } from './landing-keys';

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

export async function getEventsCount(): Promise<number> {
  const response = await apiRequest('GET', '/api/stats/events-count');
  const body: unknown = await response.json();
  if (!isEventsCount(body)) throw new Error('GET /api/stats/events-count: the answer has no non-negative integer count');
  return body.count;
}

export const eventsCountQueryOptions = () =>
  queryOptions({ queryKey: landingKeys.eventsCount(), queryFn: getEventsCount });
