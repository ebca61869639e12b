import { z } from 'zod';
import type { PlanType } from '../customer/plans.js';
import type { StripeFact } from './decide-stripe-fact.js';
import { STRIPE_STATUSES, type SubscriptionFact, orderKey } from './subscription-record.js';

/** Who a Stripe object belongs to, as far as it says: its Stripe customer, and our user id when we put it in metadata. */
export interface Owner {
  customerId: string | null;
  userId: string | null;
}

export type StripeEventReading =
  | { outcome: 'fact'; fact: StripeFact; owner: Owner }
  /** A paid checkout that does not name its plan (made outside this app): the subscription must be fetched. */
  | { outcome: 'fetch-subscription'; subscriptionId: string; owner: Owner }
  | { outcome: 'ignored'; reason: string };

/** An id field Stripe sends either as the id or, when expanded, as the object. */
const idOf = z.union([z.string(), z.looseObject({ id: z.string() }).transform((object) => object.id)]);
const metadata = z.record(z.string(), z.string()).nullish();

const StripeEventShape = z.looseObject({
  id: z.string(),
  type: z.string(),
  created: z.number().int(),
  data: z.looseObject({ object: z.looseObject({}) }),
});
export type StripeEventShape = z.infer<typeof StripeEventShape>;

const CheckoutSession = z.looseObject({
  mode: z.string(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  metadata,
});

export const SubscriptionObject = z.looseObject({
  id: z.string(),
  status: z.enum(STRIPE_STATUSES),
  customer: idOf,
  cancel_at: z.number().nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  ended_at: z.number().nullish(),
  /** Before Stripe's 2025 API versions the period lived on the subscription; now it is on each item. */
  current_period_end: z.number().nullish(),
  metadata,
  items: z.looseObject({
    data: z.array(z.looseObject({ price: z.looseObject({ id: z.string() }), current_period_end: z.number().nullish() })).min(1),
  }),
});

const Invoice = z.looseObject({
  id: z.string(),
  customer: idOf.nullish(),
  amount_paid: z.number().int(),
  currency: z.string(),
  status_transitions: z.looseObject({ paid_at: z.number().nullish() }).nullish(),
  /** Older API versions name the subscription here; newer ones under `parent.subscription_details`. */
  subscription: idOf.nullish(),
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: idOf, metadata }).nullish() }).nullish(),
});

const instant = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? null : new Date(seconds * 1000).toISOString());
const planOfMetadata = (value: string | undefined): PlanType | null => (value === 'basic' || value === 'pro' ? value : null);

export function parseStripeEvent(value: unknown): StripeEventShape | null {
  const parsed = StripeEventShape.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Reads the facts out of a (verified) Stripe event. Anything it cannot use is ignored, with the reason. */
export function readStripeEvent(event: StripeEventShape, prices: Record<PlanType, string>): StripeEventReading {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = CheckoutSession.safeParse(object);
      if (!session.success) return unreadable(event);
      const { mode, payment_status, client_reference_id, customer, subscription } = session.data;
      if (mode !== 'subscription' || !subscription) return { outcome: 'ignored', reason: 'not a subscription checkout' };
      if (payment_status !== 'paid' && payment_status !== 'no_payment_required') return { outcome: 'ignored', reason: 'not paid yet' };
      const owner = { customerId: customer ?? null, userId: client_reference_id ?? session.data.metadata?.userId ?? null };
      const planType = planOfMetadata(session.data.metadata?.planType);
      if (!planType) return { outcome: 'fetch-subscription', subscriptionId: subscription, owner };
      const fact: SubscriptionFact = { kind: 'checkout', key: orderKey(event.created, 'checkout', null, event.id), planType };
      return { outcome: 'fact', fact: { kind: 'subscription', stripeEventId: event.id, subscriptionId: subscription, fact }, owner };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = SubscriptionObject.safeParse(object);
      if (!subscription.success) return unreadable(event);
      return subscriptionReading(subscription.data, event, prices);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = Invoice.safeParse(object);
      if (!invoice.success) return unreadable(event);
      const { id: invoiceId, customer, amount_paid, currency, status_transitions, parent } = invoice.data;
      const subscriptionId = parent?.subscription_details?.subscription ?? invoice.data.subscription ?? null;
      const owner = { customerId: customer ?? null, userId: parent?.subscription_details?.metadata?.userId ?? null };
      const outcome: 'paid' | 'failed' = event.type === 'invoice.paid' ? 'paid' : 'failed';
      const payment = subscriptionId ? { kind: 'payment' as const, key: orderKey(event.created, 'payment', null, event.id), outcome } : null;
      if (outcome === 'failed') {
        if (!subscriptionId || !payment) return { outcome: 'ignored', reason: 'a failed payment outside a subscription' };
        return { outcome: 'fact', fact: { kind: 'subscription', stripeEventId: event.id, subscriptionId, fact: payment }, owner };
      }
      const paidAt = instant(status_transitions?.paid_at ?? event.created) as string;
      return {
        outcome: 'fact',
        fact: { kind: 'invoice-paid', stripeEventId: event.id, invoiceId, subscriptionId, amount: amount_paid, currency, paidAt, fact: payment },
        owner,
      };
    }
    default:
      return { outcome: 'ignored', reason: `${event.type} is not handled` };
  }
}

/** A subscription object (from an event, or fetched for a checkout that lacked its plan) as a snapshot fact. */
export function subscriptionReading(
  subscription: z.infer<typeof SubscriptionObject>,
  event: Pick<StripeEventShape, 'id' | 'type' | 'created'>,
  prices: Record<PlanType, string>,
): StripeEventReading {
  const item = subscription.items.data[0];
  const planType = item.price.id === prices.basic ? 'basic' : item.price.id === prices.pro ? 'pro' : null;
  if (!planType) return { outcome: 'ignored', reason: `price ${item.price.id} is neither STRIPE_PRICE_BASIC nor STRIPE_PRICE_PRO` };
  const status = event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status;
  const currentPeriodEnd = instant(item.current_period_end ?? subscription.current_period_end);
  const fact: SubscriptionFact = {
    kind: 'snapshot',
    key: orderKey(event.created, 'snapshot', status, event.id),
    status,
    planType,
    currentPeriodEnd,
    cancelAt: instant(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? currentPeriodEnd : null),
    endedAt: instant(subscription.ended_at),
  };
  return {
    outcome: 'fact',
    fact: { kind: 'subscription', stripeEventId: event.id, subscriptionId: subscription.id, fact },
    owner: { customerId: subscription.customer, userId: subscription.metadata?.userId ?? null },
  };
}

function unreadable(event: StripeEventShape): StripeEventReading {
  return { outcome: 'ignored', reason: `${event.type} ${event.id} does not have the fields it should` };
}
