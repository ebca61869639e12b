// Answers of GET /api/subscription as the server sends them, for the profile's component tests.
import type { PlanType, SubscriptionSummary } from './api/get-subscription';

/** A free account that never subscribed, on a server that takes payments. */
export function aSampleSummary(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    accessLevel: 'sample',
    source: null,
    status: null,
    planType: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    endedAt: null,
    grant: null,
    hasBillingAccount: false,
    paymentsConfigured: true,
    ...overrides,
  };
}

/** A paid subscription in good standing, renewing on 2026-07-15 (noon UTC: the same day in every time zone). */
export function aSubscriptionSummary(plan: PlanType, overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return aSampleSummary({
    accessLevel: plan,
    source: 'subscription',
    status: 'active',
    planType: plan,
    currentPeriodEnd: '2026-07-15T12:00:00.000Z',
    hasBillingAccount: true,
    ...overrides,
  });
}

/** Access an admin granted, without any billing account. */
export function aGrantedSummary(plan: PlanType, until: string | null): SubscriptionSummary {
  return aSampleSummary({ accessLevel: plan, source: 'granted', planType: plan, grant: { planType: plan, until } });
}
