import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export type AdminStats = { totalEvents: number; totalUsers: number; subscribers: number; eventsThisWeek: number };

export async function getStats(): Promise<AdminStats> {
  const response = await apiRequest('GET', '/api/admin/stats');
  return (await response.json()) as AdminStats;
}

export const statsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: getStats });
