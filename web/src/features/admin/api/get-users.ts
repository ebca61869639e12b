import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export type SubscriptionStatus = 'active' | 'cancelled' | 'past_due';
export type PlanType = 'basic' | 'pro';

export type AdminUser = {
  id: string;
  username: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
  subscriptionStatus: SubscriptionStatus | null;
  planType: PlanType | null;
  accessLevel: 'sample' | PlanType;
};

/** Every account, newest first. */
export async function getUsers(): Promise<AdminUser[]> {
  const response = await apiRequest('GET', '/api/admin/users');
  return (await response.json()) as AdminUser[];
}

export const usersQueryOptions = () => queryOptions({ queryKey: adminKeys.users(), queryFn: getUsers });
