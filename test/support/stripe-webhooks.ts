import Stripe from 'stripe';
import { PRICE_BASIC, PRICE_PRO, WEBHOOK_SECRET } from './stripe-stand-in.js';

const stripe = new Stripe('sk_test_signing_only');
const DAY = 24 * 60 * 60;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

let sequence = 0;
/** A new Stripe-shaped id with the given prefix. */
export const stripeId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${String(++sequence).padStart(5, '0')}`;

export interface StripeEventBody {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

export function stripeEvent(type: string, object: Record<string, unknown>, options: { id?: string; created?: number } = {}): StripeEventBody {
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    type,
    created: options.created ?? nowSeconds(),
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

export interface SubscriptionSeed {
  id: string;
  customer: string;
  plan: 'basic' | 'pro';
  status?: string;
  /** Seconds; a month from now unless given. */
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  endedAt?: number | null;
  userId?: string;
}

/** A subscription object as the current API version sends it: the period on the item. */
export function subscriptionObject(seed: SubscriptionSeed): Record<string, unknown> {
  const periodEnd = seed.periodEnd ?? nowSeconds() + 30 * DAY;
  const price = seed.plan === 'pro' ? PRICE_PRO : PRICE_BASIC;
  return {
    id: seed.id,
    object: 'subscription',
    customer: seed.customer,
    status: seed.status ?? 'active',
    cancel_at: seed.cancelAt ?? (seed.cancelAtPeriodEnd ? periodEnd : null),
    cancel_at_period_end: seed.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    ended_at: seed.endedAt ?? null,
    created: periodEnd - 30 * DAY,
    currency: 'usd',
    livemode: false,
    metadata: seed.userId ? { userId: seed.userId, planType: seed.plan } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${seed.id}`,
          object: 'subscription_item',
          current_period_start: periodEnd - 30 * DAY,
          current_period_end: periodEnd,
          price: { id: price, object: 'price', currency: 'usd', unit_amount: seed.plan === 'pro' ? 2800 : 1800, recurring: { interval: 'month' } },
          quantity: 1,
        },
      ],
      has_more: false,
    },
  };
}

export function checkoutSessionObject(seed: { customer: string; subscription: string; userId: string; plan?: 'basic' | 'pro'; paymentStatus?: string }): Record<string, unknown> {
  return {
    id: stripeId('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: seed.paymentStatus ?? 'paid',
    customer: seed.customer,
    subscription: seed.subscription,
    client_reference_id: seed.userId,
    metadata: seed.plan ? { userId: seed.userId, planType: seed.plan } : {},
  };
}

export function invoiceObject(seed: { customer: string; subscription: string | null; amount: number; paidAt?: number; id?: string }): Record<string, unknown> {
  return {
    id: seed.id ?? stripeId('in'),
    object: 'invoice',
    customer: seed.customer,
    amount_paid: seed.amount,
    amount_due: seed.amount,
    currency: 'usd',
    status: seed.paidAt === undefined ? 'open' : 'paid',
    status_transitions: { paid_at: seed.paidAt ?? null, finalized_at: null, marked_uncollectible_at: null, voided_at: null },
    parent: seed.subscription ? { type: 'subscription_details', subscription_details: { subscription: seed.subscription, metadata: {} } } : null,
  };
}

/** The body exactly as sent and its `Stripe-Signature` header, signed as Stripe does (or with another secret or time). */
export function signed(event: StripeEventBody, options: { secret?: string; timestamp?: number } = {}): { payload: string; header: string } {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  return { payload, header };
}

/** Posts a delivery the way Stripe does: JSON body, signature header, no session and no CSRF header. */
export function deliver(appUrl: string, delivery: { payload: string; header: string | null }): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
  if (delivery.header !== null) headers['stripe-signature'] = delivery.header;
  return fetch(`${appUrl}/api/webhooks/stripe`, { method: 'POST', headers, body: delivery.payload });
}

export const deliverSigned = (appUrl: string, event: StripeEventBody) => deliver(appUrl, signed(event));
