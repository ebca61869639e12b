import type { Access, AccessLevel } from '../../../platform/http/access.js';
import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import type { CustomerState } from '../customer/customer.js';
import { PLAN_RANK, type PlanType } from '../customer/plans.js';
import { type SubscriptionView, grantsPlan, viewOf } from '../subscriptions/subscription-record.js';

/** The profile's subscription card: what a user has, where it comes from, and until when. */
export interface SubscriptionSummary {
  accessLevel: AccessLevel;
  source: 'subscription' | 'granted' | null;
  /** The latest Stripe subscription's status as the client reads it; null when there never was a paid one. */
  status: 'active' | 'past_due' | 'cancelled' | null;
  planType: PlanType | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  endedAt: string | null;
  grant: { planType: PlanType; until: string | null } | null;
  hasBillingAccount: boolean;
}

export type BillingFacts = Pick<CustomerState, 'stripeCustomerId' | 'grant' | 'subscriptions'>;

const newestFirst = (a: SubscriptionView, b: SubscriptionView) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);

/**
 * A user's access at `now` (DESIGN.md "Access tiers"): an active subscription gives its plan, also past due
 * while Stripe retries and when cancelled until the paid period ends; granted access gives its plan through its
 * last day; the better of the two wins, a subscription over a grant of the same plan.
 */
export function billingStatusOf(facts: BillingFacts | null, now: Date, today: CalendarDate): { access: Access; summary: SubscriptionSummary } {
  const views = (facts?.subscriptions ?? []).map(viewOf).filter((view) => view !== null);
  const paying = views
    .filter((view) => grantsPlan(view, now))
    .sort((a, b) => PLAN_RANK[b.planType] - PLAN_RANK[a.planType] || newestFirst(a, b))[0];
  const current = paying ?? [...views].sort(newestFirst)[0] ?? null;
  const grant = facts?.grant && (facts.grant.until === null || today <= facts.grant.until) ? facts.grant : null;
  const granted = grant !== null && PLAN_RANK[grant.planType] > (paying ? PLAN_RANK[paying.planType] : 0);

  const status = current ? clientStatus(current, paying === current) : null;
  const summary: SubscriptionSummary = {
    accessLevel: granted ? grant.planType : (paying?.planType ?? 'sample'),
    source: granted ? 'granted' : paying ? 'subscription' : null,
    status,
    planType: granted ? grant.planType : (current?.planType ?? null),
    currentPeriodEnd: current?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: current?.cancelAt !== null && current?.cancelAt !== undefined && current.status !== 'cancelled',
    endedAt: current?.status === 'cancelled' ? (current.endedAt ?? current.cancelAt) : null,
    grant,
    hasBillingAccount: Boolean(facts?.stripeCustomerId),
  };
  // The client labels a user by spec section 4's rule (active or a subscription id → the plan); these fields
  // are chosen so that rule gives the same level as the server.
  const access: Access = granted
    ? { level: grant.planType, subscriptionStatus: 'active', planType: grant.planType, stripeSubscriptionId: null }
    : paying
      ? { level: paying.planType, subscriptionStatus: status, planType: paying.planType, stripeSubscriptionId: paying.subscriptionId }
      : { level: 'sample', subscriptionStatus: status, planType: summary.planType, stripeSubscriptionId: null };
  return { access, summary };
}

/** Past due stays past due until Stripe settles it; a subscription whose paid period is over reads as cancelled. */
function clientStatus(view: SubscriptionView, paying: boolean): SubscriptionSummary['status'] {
  switch (view.status) {
    case 'active':
      return paying ? 'active' : 'cancelled';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return null;
    case 'paused':
    case 'cancelled':
      return 'cancelled';
  }
}
