import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

/** How many upcoming events are listed at all, whatever the plan unlocks. */
export async function getEventsCount(): Promise<number> {
  const response = await apiRequest('GET', '/api/stats/events-count');
  const body = (await response.json()) as { count: number };
  return body.count;
}

export const eventsCountQueryOptions = () => queryOptions({ queryKey: catalogKeys.eventsCount(), queryFn: getEventsCount });
