import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { EventInFull } from './catalog-event';
import { catalogKeys } from './catalog-keys';

/** One event in full; a locked or missing one is a 404 (the server never says which). */
export async function getEvent(id: string): Promise<EventInFull> {
  const response = await apiRequest('GET', `/api/events/${encodeURIComponent(id)}`);
  return (await response.json()) as EventInFull;
}

export const eventQueryOptions = (id: string) => queryOptions({ queryKey: catalogKeys.event(id), queryFn: () => getEvent(id) });
