import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { profileKeys } from './profile-keys';

export type PlanType = 'basic' | 'pro';
export type SubscriptionStatus = 'active' | 'past_due' | 'cancelled';

/** What `GET /api/subscription` answers: the signed-in user's access, where it comes from and what billing allows. */
export type SubscriptionSummary = {
  /** What the catalog unlocks now. */
  accessLevel: 'sample' | PlanType;
  /** A Stripe subscription, access an admin granted, or nothing (sample). */
  source: 'subscription' | 'granted' | null;
  /** The latest Stripe subscription's status; null when the user never subscribed. */
  status: SubscriptionStatus | null;
  planType: PlanType | null;
  /**
   * ISO 8601 instant. Active: the renewal date, or the last moment of access when cancelAtPeriodEnd. Past due:
   * the end of the period whose payment is being retried. Null when unknown.
   */
  currentPeriodEnd: string | null;
  /** The user cancelled in the portal: access ends at currentPeriodEnd. */
  cancelAtPeriodEnd: boolean;
  /** ISO 8601 instant when a cancelled subscription ended. */
  endedAt: string | null;
  /** Access an admin granted: its plan and last day (`yyyy-MM-dd`, included; null = until revoked). */
  grant: { planType: PlanType; until: string | null } | null;
  /** The billing portal can be opened. */
  hasBillingAccount: boolean;
  /** When false, checkout and the portal would answer 503. */
  paymentsConfigured: boolean;
};

export async function getSubscription(): Promise<SubscriptionSummary> {
  const response = await apiRequest('GET', '/api/subscription');
  return (await response.json()) as SubscriptionSummary;
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.subscription(), queryFn: getSubscription });
