import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/** An amount of money in the currency's smallest unit (cents for USD), with its ISO 4217 code in any letter case. */
type Money = { amount: number; currency: string };

export type AdminStats = {
  totalEvents: number;
  totalUsers: number;
  subscribers: number;
  eventsThisWeek: number;
  payingSubscribers: number;
  /** Invoices paid this calendar month (the server's time zone). */
  revenueThisMonth: Money;
};

export async function getStats(): Promise<AdminStats> {
  const response = await apiRequest('GET', '/api/admin/stats');
  return (await response.json()) as AdminStats;
}

export const statsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: getStats });
