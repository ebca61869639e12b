import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/** One calendar day (`yyyy-MM-dd`) and how many events were listed on it. */
export type DayCount = { date: string; count: number };

/** The last 30 days, oldest first, today last, days without events included as 0. */
export async function getEventsByDay(): Promise<DayCount[]> {
  const response = await apiRequest('GET', '/api/admin/events/by-day');
  return (await response.json()) as DayCount[];
}

export const eventsByDayQueryOptions = () => queryOptions({ queryKey: adminKeys.eventsByDay(), queryFn: getEventsByDay });
