import type { StripeStandIn } from '../support/stripe-stand-in.js';
import { deliverSigned, invoiceObject, nowSeconds, stripeEvent, stripeId, subscriptionObject } from '../support/stripe-webhooks.js';
import { type Browser, browser, sessionCookie, uniqueName } from './accounts-support.js';
import { CATALOG_ADMIN, signedInAdmin } from './catalog-support.js';

/**
 * Everyone who can call the API: signed out; a member on each plan (sample, and basic or pro granted by an admin);
 * a member whose Stripe subscription was cancelled (back to sample, status `cancelled`); a member whose Pro
 * renewal failed and is being retried (`past_due`: Stripe keeps the subscription, so the plan stays Pro); an admin.
 */
export const CALLER_KINDS = ['anonymous', 'sample', 'basic', 'pro', 'cancelled', 'past_due', 'admin'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export interface Caller {
  kind: CallerKind;
  /** The user's id; null when signed out. */
  id: string | null;
  /** One session, kept for the whole suite. */
  client: Browser;
  /** A new session of the same user (signed out: a new browser), for a call that could end the kept one. */
  freshSession(): Promise<Browser>;
}

const PASSWORD = 'green turf at dawn';

async function signIn(url: string, username: string, password: string): Promise<Browser> {
  return browser(url, sessionCookie(await browser(url).post('/api/login', { username, password }).expect(200)));
}

async function member(url: string, kind: CallerKind): Promise<Caller> {
  const username = uniqueName(kind);
  const response = await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
  return {
    kind,
    id: (response.body as { id: string }).id,
    client: browser(url, sessionCookie(response)),
    freshSession: () => signIn(url, username, PASSWORD),
  };
}

async function deliverOk(url: string, event: ReturnType<typeof stripeEvent>): Promise<void> {
  const response = await deliverSigned(url, event);
  if (response.status !== 200) throw new Error(`Stripe webhook ${event.type} answered ${response.status}: ${await response.text()}`);
}

/**
 * A member who subscribed to Pro through Checkout (the app made their Stripe customer) and whose subscription
 * Stripe then reports through signed webhooks: deleted (cancelled) or with a failed renewal (past_due).
 */
async function stripeSubscriber(url: string, stripe: StripeStandIn, kind: 'cancelled' | 'past_due'): Promise<Caller> {
  const caller = await member(url, kind);
  await caller.client.post('/api/create-subscription', { planType: 'pro' }).expect(200);
  const checkout = stripe.requests.find((request) => request.path === '/v1/checkout/sessions' && request.body.client_reference_id === caller.id);
  const customer = checkout?.body.customer;
  if (!customer) throw new Error(`No Stripe customer for ${caller.id}`);
  const subscription = stripeId('sub');
  const at = nowSeconds() - 60;
  await deliverOk(url, stripeEvent('customer.subscription.created', subscriptionObject({ id: subscription, customer, plan: 'pro' }), { created: at }));
  const ending =
    kind === 'cancelled'
      ? stripeEvent('customer.subscription.deleted', subscriptionObject({ id: subscription, customer, plan: 'pro', status: 'canceled', endedAt: at + 5 }), { created: at + 5 })
      : stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription, amount: 2800 }), { created: at + 5 });
  await deliverOk(url, ending);
  return caller;
}

/**
 * One caller of each kind (registrations hash passwords: make them once per suite). Basic and Pro are granted by
 * `admin`; cancelled and past_due need the app started with the Stripe stand-in (`stripeEnv`).
 */
export async function callersOf(url: string, stripe: StripeStandIn): Promise<Record<CallerKind, Caller>> {
  const admin = await signedInAdmin(url);
  const granted = async (kind: 'basic' | 'pro') => {
    const caller = await member(url, kind);
    await admin.post(`/api/admin/users/${caller.id}/access`, { planType: kind }).expect(200);
    return caller;
  };
  const adminId = ((await admin.get('/api/user').expect(200)).body as { id: string }).id;
  const [sample, basic, pro, cancelled, pastDue] = await Promise.all([
    member(url, 'sample'),
    granted('basic'),
    granted('pro'),
    stripeSubscriber(url, stripe, 'cancelled'),
    stripeSubscriber(url, stripe, 'past_due'),
  ]);
  return {
    anonymous: { kind: 'anonymous', id: null, client: browser(url), freshSession: async () => browser(url) },
    sample,
    basic,
    pro,
    cancelled,
    past_due: pastDue,
    admin: { kind: 'admin', id: adminId, client: admin, freshSession: () => signIn(url, CATALOG_ADMIN.username, CATALOG_ADMIN.password) },
  };
}
