import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { adminKeys } from '../../api/admin-keys';
import type { AdminEvent } from './admin-event';

const recentLimit = 20;

async function getRecentEvents(): Promise<AdminEvent[]> {
  const response = await apiRequest('GET', `/api/admin/events/recent?limit=${recentLimit}`);
  return (await response.json()) as AdminEvent[];
}

export const recentEventsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.recentEvents(recentLimit), queryFn: getRecentEvents });
