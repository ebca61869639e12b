import type { PlanType } from '../customer/plans.js';

/**
 * Stripe's subscription statuses, kept as Stripe names them. `canceled` and `incomplete_expired` are final:
 * Stripe never brings such a subscription back (a new purchase is a new subscription).
 */
export type StripeStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'unpaid' | 'paused' | 'canceled';
export const STRIPE_STATUSES = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled'] as const satisfies readonly StripeStatus[];

const FINAL: ReadonlySet<StripeStatus> = new Set(['canceled', 'incomplete_expired']);

/**
 * Where a fact sits in Stripe's timeline: the Stripe event's `created` second, then a rank for facts of the
 * same second (a checkout before the invoice before the subscription it made; a subscription's statuses in the
 * order Stripe moves through them), then the Stripe event id so that no two facts ever tie. Zero-padded, so
 * string order is time order.
 */
export type OrderKey = string;

const SNAPSHOT_RANK: Record<StripeStatus, number> = {
  incomplete: 2,
  trialing: 3,
  active: 4,
  past_due: 5,
  unpaid: 6,
  paused: 6,
  incomplete_expired: 7,
  canceled: 8,
};

export function orderKey(createdSeconds: number, fact: SubscriptionFact['kind'], status: StripeStatus | null, stripeEventId: string): OrderKey {
  const rank = fact === 'checkout' ? 0 : fact === 'payment' ? 1 : SNAPSHOT_RANK[status ?? 'active'];
  return `${String(createdSeconds).padStart(12, '0')}.${rank}.${stripeEventId}`;
}

/** What one Stripe event says about one subscription. Instants are ISO 8601. */
export type SubscriptionFact =
  /** `customer.subscription.created/updated/deleted`: the whole subscription as Stripe saw it then. */
  | {
      kind: 'snapshot';
      key: OrderKey;
      status: StripeStatus;
      planType: PlanType;
      currentPeriodEnd: string | null;
      /** When a scheduled cancellation takes effect (the portal's "cancel at period end"), else null. */
      cancelAt: string | null;
      endedAt: string | null;
    }
  /** `checkout.session.completed`, paid: the subscription exists and is paid for, before its own events arrive. */
  | { kind: 'checkout'; key: OrderKey; planType: PlanType }
  /** `invoice.paid` / `invoice.payment_failed` of the subscription. */
  | { kind: 'payment'; key: OrderKey; outcome: 'paid' | 'failed' };

type Snapshot = Extract<SubscriptionFact, { kind: 'snapshot' }>;
type Checkout = Extract<SubscriptionFact, { kind: 'checkout' }>;
type Payment = Extract<SubscriptionFact, { kind: 'payment' }>;

/**
 * What is known of one subscription: the newest fact of each kind. Each part only ever moves forward in Stripe's
 * timeline (a final snapshot outranks every other), so the record after a set of facts is the same whatever
 * order they were delivered in, and a fact delivered again changes nothing.
 */
export interface SubscriptionRecord {
  subscriptionId: string;
  snapshot: Snapshot | null;
  checkout: Checkout | null;
  payment: Payment | null;
}

export const newRecord = (subscriptionId: string): SubscriptionRecord => ({ subscriptionId, snapshot: null, checkout: null, payment: null });

/** The record with the fact taken in, or null when the fact is not newer than what the record holds (nothing to record). */
export function withFact(record: SubscriptionRecord, fact: SubscriptionFact): SubscriptionRecord | null {
  switch (fact.kind) {
    case 'snapshot': {
      const current = record.snapshot;
      const replaces = !current || (FINAL.has(fact.status) ? !FINAL.has(current.status) || fact.key > current.key : !FINAL.has(current.status) && fact.key > current.key);
      return replaces ? { ...record, snapshot: fact } : null;
    }
    case 'checkout':
      return !record.checkout || fact.key > record.checkout.key ? { ...record, checkout: fact } : null;
    case 'payment':
      return !record.payment || fact.key > record.payment.key ? { ...record, payment: fact } : null;
  }
}

/** A subscription as the product reads it. */
export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'unpaid' | 'paused' | 'cancelled';

export interface SubscriptionView {
  subscriptionId: string;
  status: SubscriptionStatus;
  planType: PlanType;
  /** The renewal date, the end of access when cancelling, or the end of the period a failed payment was for. */
  currentPeriodEnd: string | null;
  cancelAt: string | null;
  endedAt: string | null;
  /** The newest fact this view reflects: which of several subscriptions is the latest. */
  key: OrderKey;
}

const STATUS_OF: Record<StripeStatus, SubscriptionStatus> = {
  incomplete: 'incomplete',
  incomplete_expired: 'cancelled',
  trialing: 'active',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'unpaid',
  paused: 'paused',
  canceled: 'cancelled',
};

/**
 * The subscription as the facts describe it: Stripe's own snapshot when one arrived (a paid checkout stands in
 * until then), with a newer payment outcome taking over the status of a live subscription: a failed renewal
 * makes it past due before Stripe's own update arrives, a paid retry makes it active again. Null while only
 * payments are known (no plan yet).
 */
export function viewOf(record: SubscriptionRecord): SubscriptionView | null {
  const { subscriptionId, snapshot, checkout, payment } = record;
  const base = snapshot
    ? { status: STATUS_OF[snapshot.status], planType: snapshot.planType, currentPeriodEnd: snapshot.currentPeriodEnd, cancelAt: snapshot.cancelAt, endedAt: snapshot.endedAt, key: snapshot.key }
    : checkout
      ? { status: 'active' as const, planType: checkout.planType, currentPeriodEnd: null, cancelAt: null, endedAt: null, key: checkout.key }
      : null;
  if (!base) return null;
  const live = base.status === 'active' || base.status === 'past_due' || base.status === 'unpaid';
  if (payment && live && payment.key > base.key) {
    return { subscriptionId, ...base, status: payment.outcome === 'paid' ? 'active' : 'past_due', key: payment.key };
  }
  return { subscriptionId, ...base };
}

/**
 * Whether a view grants its plan at `now`: active until a scheduled cancellation takes effect; past due while
 * Stripe retries, which is inside the period the failed invoice was for.
 */
export function grantsPlan(view: SubscriptionView, now: Date): boolean {
  const before = (instant: string | null) => instant === null || now.getTime() < Date.parse(instant);
  if (view.status === 'active') return before(view.cancelAt);
  if (view.status === 'past_due') return before(view.currentPeriodEnd) && before(view.cancelAt);
  return false;
}
