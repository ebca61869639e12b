import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { type StripeStandIn, PRICE_BASIC, PRICE_PRO, promotionCode, startStripeStandIn, stripeEnv } from '../support/stripe-stand-in.js';
import {
  type StripeEventBody,
  checkoutSessionObject,
  deliver,
  deliverSigned,
  invoiceObject,
  nowSeconds,
  signed,
  stripeEvent,
  stripeId,
  subscriptionObject,
} from '../support/stripe-webhooks.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, sessionCookie, uniqueName } from './accounts-support.js';
import { adminEnv, dataDirWithListings, inDays, inMonths, signedInAdmin } from './catalog-support.js';

const PUBLIC_URL = 'http://fieldhockey.test';
const DAY = 24 * 60 * 60;
const limits = [AccountsOptionsModule.override(generousLimits)];

interface Member {
  client: Browser;
  id: string;
}

type UserAnswer = { accessLevel: string; subscriptionStatus: string | null; planType: string | null; stripeSubscriptionId: string | null };
type HistoryAnswer = { total: number; entries: { type: string; changes: { field: string; before: unknown; after: unknown }[] }[] };

async function register(url: string): Promise<Member> {
  const username = uniqueName('family');
  const response = await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: 'green turf at dawn', ageConfirmed: true }).expect(201);
  return { client: browser(url, sessionCookie(response)), id: (response.body as { id: string }).id };
}

describe('Billing without Stripe settings', () => {
  let server: TestApp;
  let member: Member;

  beforeAll(async () => {
    server = await startTestApp({ env: adminEnv, imports: limits });
    member = await register(server.url);
  });
  afterAll(() => server.close());

  it('answers the payment endpoints with 503 and a clear message, and the profile learns payments are off', async () => {
    for (const path of ['/api/create-subscription', '/api/create-portal-session']) {
      const answer = await member.client.post(path, { planType: 'basic' }).expect(503);
      expect(answer.body).toEqual({ message: 'Payments are not configured on this server' });
    }
    const webhook = await deliverSigned(server.url, stripeEvent('invoice.paid', {}));
    expect(webhook.status).toBe(503);
    expect((await member.client.get('/api/subscription').expect(200)).body).toEqual({
      accessLevel: 'sample',
      source: null,
      status: null,
      planType: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      endedAt: null,
      grant: null,
      hasBillingAccount: false,
      paymentsConfigured: false,
    });
  });

  it('still lets an admin grant a plan, which the profile shows as granted', async () => {
    const admin = await signedInAdmin(server.url);
    await admin.post(`/api/admin/users/${member.id}/access`, { planType: 'pro', until: inDays(30) }).expect(200);
    expect((await member.client.get('/api/subscription').expect(200)).body).toEqual(
      expect.objectContaining({ accessLevel: 'pro', source: 'granted', planType: 'pro', grant: { planType: 'pro', until: inDays(30) } }),
    );
  });
});

describe('Billing with Stripe (a local stand-in for its API)', () => {
  let server: TestApp;
  let stripe: StripeStandIn;
  let admin: Browser;
  let seeded: Awaited<ReturnType<typeof dataDirWithListings>>;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    // Listed before this week's update (Basic's database is weekly): the soonest is the sample a sample user sees.
    seeded = await dataDirWithListings([
      { name: 'Billing sample clinic', startDate: inDays(2) },
      { name: 'Billing soon showcase', startDate: inDays(20) },
      { name: 'Billing later showcase', startDate: inMonths(6) },
    ]);
    server = await startTestApp({ dataDir: seeded.dataDir, env: { ...adminEnv, ...stripeEnv(stripe), PUBLIC_URL }, imports: limits });
    admin = await signedInAdmin(server.url);
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
    seeded.remove();
  });

  const requestsTo = (method: string, path: string) => stripe.requests.filter((request) => request.method === method && request.path === path);
  const historyOf = async (userId: string) => (await admin.get(`/api/admin/history/subscriptions/${userId}`).expect(200)).body as HistoryAnswer;
  const userOf = async (member: Member) => (await member.client.get('/api/user').expect(200)).body as UserAnswer;

  /** A member who went through checkout: the app made their Stripe customer. */
  async function subscriber(planType: 'basic' | 'pro' = 'basic'): Promise<Member & { customer: string }> {
    const member = await register(server.url);
    await member.client.post('/api/create-subscription', { planType }).expect(200);
    const session = requestsTo('POST', '/v1/checkout/sessions').find((request) => request.body.client_reference_id === member.id);
    expect(session?.body.customer).toMatch(/^cus_/);
    return { ...member, customer: session?.body.customer as string };
  }

  async function deliverOk(event: StripeEventBody): Promise<string> {
    const response = await deliverSigned(server.url, event);
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  }

  describe('POST /api/create-subscription', () => {
    it('sends a sample user to Checkout with one customer, the plan’s price, their id as reference, return URLs and the promotion code', async () => {
      const member = await register(server.url);
      const answer = await member.client.post('/api/create-subscription', { planType: 'pro', discountCode: ' founder50 ' }).expect(200);
      expect(answer.body).toEqual({ url: expect.stringMatching(new RegExp(`^${stripe.url}/checkout/cs_test_`)) });

      const [customer] = requestsTo('POST', '/v1/customers').filter((request) => request.body['metadata[userId]'] === member.id);
      expect(customer.headers['idempotency-key']).toBe(`customer-${member.id}`);
      expect(requestsTo('GET', '/v1/promotion_codes').at(-1)?.query).toEqual(expect.objectContaining({ code: 'FOUNDER50', active: 'true' }));
      const session = requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body;
      expect(session).toEqual(
        expect.objectContaining({
          mode: 'subscription',
          customer: expect.stringMatching(/^cus_/),
          client_reference_id: member.id,
          'line_items[0][price]': PRICE_PRO,
          'line_items[0][quantity]': '1',
          'discounts[0][promotion_code]': 'promo_founder50',
          'metadata[userId]': member.id,
          'metadata[planType]': 'pro',
          'subscription_data[metadata][userId]': member.id,
          success_url: `${PUBLIC_URL}/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${PUBLIC_URL}/profile?checkout=cancelled`,
        }),
      );

      const customers = requestsTo('POST', '/v1/customers').length;
      await member.client.post('/api/create-subscription', { planType: 'basic', discountCode: '' }).expect(200);
      expect(requestsTo('POST', '/v1/customers')).toHaveLength(customers);
      const again = requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body ?? {};
      expect(again).toEqual(expect.objectContaining({ customer: session?.customer, 'line_items[0][price]': PRICE_BASIC }));
      expect(Object.keys(again).filter((key) => key.startsWith('discounts'))).toEqual([]);
      expect((await historyOf(member.id)).entries.map((entry) => entry.type)).toEqual(['StripeCustomerCreated']);
    });

    it.each([
      ['unknown', 'NOSUCHCODE', null],
      ['spent', 'SPENT50', promotionCode({ code: 'SPENT50', maxRedemptions: 50, timesRedeemed: 50 }, 'promo_spent')],
      ['inactive', 'PAUSED10', promotionCode({ code: 'PAUSED10', active: false }, 'promo_paused')],
      ['expired', 'OLD20', promotionCode({ code: 'OLD20', expiresAt: nowSeconds() - 60 }, 'promo_old')],
      ['malformed', 'FOUNDER 50!', null],
    ])('refuses an %s code with 400 Invalid discount code, making no customer and no session', async (_kind, code, seeded) => {
      if (seeded) stripe.promotionCodes.set(seeded.code, seeded);
      const member = await register(server.url);
      const before = stripe.requests.length;
      const answer = await member.client.post('/api/create-subscription', { planType: 'basic', discountCode: code }).expect(400);
      expect((answer.body as { message: string }).message).toMatch(/Invalid discount code$/);
      expect(stripe.requests.slice(before).filter((request) => request.method === 'POST')).toEqual([]);
      expect((await historyOf(member.id)).total).toBe(0);
    });

    it('refuses an unknown plan or field with 400 naming it', async () => {
      const member = await register(server.url);
      expect((await member.client.post('/api/create-subscription', { planType: 'gold' }).expect(400)).body).toEqual({ message: 'planType: Must be basic or pro' });
      await member.client.post('/api/create-subscription', { planType: 'basic', price: 1 }).expect(400);
    });

    it('answers 502 with a message when Stripe fails, and records nothing', async () => {
      const member = await register(server.url);
      stripe.failNext(500, 4);
      const answer = await member.client.post('/api/create-subscription', { planType: 'basic' }).expect(502);
      stripe.failNext(500, 0);
      expect(answer.body).toEqual({ message: 'The payment provider could not be reached: try again in a minute' });
      expect((await historyOf(member.id)).total).toBe(0);
    });

    it('answers 409 pointing to the portal when the user already has an active subscription', async () => {
      const member = await subscriber();
      await deliverOk(stripeEvent('customer.subscription.created', subscriptionObject({ id: stripeId('sub'), customer: member.customer, plan: 'basic' })));
      const answer = await member.client.post('/api/create-subscription', { planType: 'pro' }).expect(409);
      expect(answer.body).toEqual({ message: 'You already have an active subscription: manage it from the billing portal' });
    });
  });

  describe('POST /api/create-portal-session', () => {
    it('answers 409 without a Stripe customer, and the portal URL for the customer with a return to /profile after checkout', async () => {
      const member = await register(server.url);
      expect((await member.client.post('/api/create-portal-session').expect(409)).body).toEqual({ message: 'No billing account yet: subscribe to a plan first' });
      await member.client.post('/api/create-subscription', { planType: 'basic' }).expect(200);
      const { customer } = requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body ?? {};
      const answer = await member.client.post('/api/create-portal-session').expect(200);
      expect(answer.body).toEqual({ url: expect.stringMatching(new RegExp(`^${stripe.url}/portal/bps_`)) });
      expect(requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.body).toEqual({ customer, return_url: `${PUBLIC_URL}/profile` });
      expect(((await member.client.get('/api/subscription').expect(200)).body as { hasBillingAccount: boolean }).hasBillingAccount).toBe(true);
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    let member: Member & { customer: string };
    let event: StripeEventBody;

    beforeAll(async () => {
      member = await subscriber('pro');
      event = stripeEvent('customer.subscription.created', subscriptionObject({ id: stripeId('sub'), customer: member.customer, plan: 'pro' }));
    });

    it.each([
      ['one byte changed', () => ({ ...signed(event), payload: signed(event).payload.replace(event.id, `${event.id.slice(0, -1)}x`) })],
      ['signed with another secret', () => signed(event, { secret: 'whsec_someone_else' })],
      ['without the signature header', () => ({ ...signed(event), header: null })],
      ['signed 301 seconds ago', () => signed(event, { timestamp: nowSeconds() - 301 })],
    ])('refuses a delivery %s with 400, appending nothing', async (_case, delivery) => {
      const response = await deliver(server.url, delivery());
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/signature/i);
      expect((await historyOf(member.id)).total).toBe(1);
      expect((await userOf(member)).accessLevel).toBe('sample');
    });

    it('takes a valid delivery: the subscription is recorded and the user has its plan', async () => {
      expect(await deliverOk(event)).toBe('recorded');
      expect(await userOf(member)).toEqual(
        expect.objectContaining({ accessLevel: 'pro', subscriptionStatus: 'active', planType: 'pro', stripeSubscriptionId: (event.data.object as { id: string }).id }),
      );
      const history = await historyOf(member.id);
      expect(history.entries.map((entry) => entry.type)).toEqual(['SubscriptionActivated', 'StripeCustomerCreated']);
      expect(history.entries[0].changes).toEqual(expect.arrayContaining([{ field: 'status', before: null, after: 'active' }, { field: 'planType', before: null, after: 'pro' }]));
    });

    it('records one domain event for the same event delivered 5 times in a row and 10 times in parallel', async () => {
      const update = stripeEvent('customer.subscription.updated', subscriptionObject({ id: (event.data.object as { id: string }).id, customer: member.customer, plan: 'basic' }), {
        created: event.created + 10,
      });
      const sequential = [];
      for (let delivery = 0; delivery < 5; delivery++) sequential.push(await deliverOk(update));
      expect(sequential).toEqual(['recorded', 'already-recorded', 'already-recorded', 'already-recorded', 'already-recorded']);
      const renewal = stripeEvent('invoice.paid', invoiceObject({ customer: member.customer, subscription: null, amount: 1800, paidAt: nowSeconds() }));
      const parallel = await Promise.all(Array.from({ length: 10 }, () => deliverSigned(server.url, renewal)));
      expect(parallel.map((response) => response.status)).toEqual(Array(10).fill(200));
      const types = (await historyOf(member.id)).entries.map((entry) => entry.type);
      expect(types).toEqual(['InvoicePaid', 'SubscriptionPlanChanged', 'SubscriptionActivated', 'StripeCustomerCreated']);
    });

    it('acknowledges and ignores event types it does not handle and customers no user has', async () => {
      expect(await deliverOk(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }))).toBe('ignored');
      const stranger = stripeEvent('customer.subscription.created', subscriptionObject({ id: stripeId('sub'), customer: 'cus_made_elsewhere', plan: 'pro' }));
      expect(await deliverOk(stranger)).toBe('ignored');
    });

    it('reads a checkout that does not name its plan through the subscription fetched from Stripe', async () => {
      const buyer = await subscriber();
      const subscriptionId = stripeId('sub');
      stripe.subscriptions.set(subscriptionId, subscriptionObject({ id: subscriptionId, customer: buyer.customer, plan: 'pro' }) as never);
      expect(await deliverOk(stripeEvent('checkout.session.completed', checkoutSessionObject({ customer: buyer.customer, subscription: subscriptionId, userId: buyer.id })))).toBe('recorded');
      expect(requestsTo('GET', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
      expect(await userOf(buyer)).toEqual(expect.objectContaining({ accessLevel: 'pro', stripeSubscriptionId: subscriptionId }));
    });
  });

  describe('delivery order', () => {
    it('gives the same final access for all 24 orders of created, updated, invoice.paid and checkout.session.completed', async () => {
      const orders = permutations([0, 1, 2, 3]);
      const members = await Promise.all(orders.map(() => subscriber('basic')));
      const finals = await Promise.all(
        orders.map(async (order, index) => {
          const member = members[index];
          const subscriptionId = stripeId('sub');
          const at = nowSeconds() - 60;
          const events = [
            stripeEvent('customer.subscription.created', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'basic', status: 'incomplete' }), { created: at }),
            stripeEvent('customer.subscription.updated', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'basic' }), { created: at + 2 }),
            stripeEvent('invoice.paid', invoiceObject({ customer: member.customer, subscription: subscriptionId, amount: 1800, paidAt: at + 1 }), { created: at + 1 }),
            stripeEvent('checkout.session.completed', checkoutSessionObject({ customer: member.customer, subscription: subscriptionId, userId: member.id, plan: 'basic' }), { created: at + 1 }),
          ];
          for (const index of order) await deliverOk(events[index]);
          const { accessLevel, subscriptionStatus, planType, stripeSubscriptionId } = await userOf(member);
          expect(stripeSubscriptionId).toBe(subscriptionId);
          return { accessLevel, subscriptionStatus, planType };
        }),
      );
      expect(new Set(finals.map((final) => JSON.stringify(final)))).toEqual(new Set([JSON.stringify({ accessLevel: 'basic', subscriptionStatus: 'active', planType: 'basic' })]));
    });

    it('keeps a subscription cancelled when an older update saying active arrives after its deletion', async () => {
      const member = await subscriber('pro');
      const subscriptionId = stripeId('sub');
      const at = nowSeconds() - 60;
      await deliverOk(stripeEvent('customer.subscription.created', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'pro' }), { created: at }));
      await deliverOk(stripeEvent('customer.subscription.deleted', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'pro', status: 'canceled', endedAt: at + 20 }), { created: at + 20 }));
      expect(await deliverOk(stripeEvent('customer.subscription.updated', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'pro' }), { created: at + 10 }))).toBe('already-recorded');
      expect(await userOf(member)).toEqual(expect.objectContaining({ accessLevel: 'sample', subscriptionStatus: 'cancelled', stripeSubscriptionId: null }));
      // Cancelled, the user may subscribe again.
      await member.client.post('/api/create-subscription', { planType: 'basic' }).expect(200);
    });
  });

  describe('access from subscriptions', () => {
    it('keeps the plan after a cancellation at period end until the period ends, then sample', async () => {
      const cancelling = await subscriber('pro');
      const periodEnd = nowSeconds() + 3 * DAY;
      await deliverOk(
        stripeEvent('customer.subscription.updated', subscriptionObject({ id: stripeId('sub'), customer: cancelling.customer, plan: 'pro', periodEnd, cancelAtPeriodEnd: true })),
      );
      expect(await userOf(cancelling)).toEqual(expect.objectContaining({ accessLevel: 'pro', subscriptionStatus: 'active' }));
      expect((await cancelling.client.get('/api/subscription').expect(200)).body).toEqual(
        expect.objectContaining({ source: 'subscription', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(periodEnd * 1000).toISOString() }),
      );

      // Another subscriber whose paid period ended an hour ago, Stripe's deletion not yet delivered.
      const ended = await subscriber('pro');
      const endedAt = nowSeconds() - 3600;
      await deliverOk(
        stripeEvent('customer.subscription.updated', subscriptionObject({ id: stripeId('sub'), customer: ended.customer, plan: 'pro', periodEnd: endedAt, cancelAtPeriodEnd: true }), {
          created: endedAt - DAY,
        }),
      );
      expect(await userOf(ended)).toEqual(expect.objectContaining({ accessLevel: 'sample', subscriptionStatus: 'cancelled', stripeSubscriptionId: null }));
    });

    it('keeps the plan while a failed payment is retried, showing past_due', async () => {
      const member = await subscriber('basic');
      const subscriptionId = stripeId('sub');
      const at = nowSeconds() - 60;
      await deliverOk(stripeEvent('customer.subscription.created', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'basic' }), { created: at }));
      await deliverOk(stripeEvent('invoice.payment_failed', invoiceObject({ customer: member.customer, subscription: subscriptionId, amount: 0 }), { created: at + 5 }));
      expect(await userOf(member)).toEqual(expect.objectContaining({ accessLevel: 'basic', subscriptionStatus: 'past_due', stripeSubscriptionId: subscriptionId }));
      expect((await historyOf(member.id)).entries[0].type).toBe('SubscriptionPastDue');
    });

    it('changes what /api/events unlocks, end to end from webhooks', async () => {
      const [, soon, later] = seeded.ids;
      const member = await subscriber('basic');
      const locked = async () => {
        const events = (await member.client.get('/api/events').expect(200)).body as { id: string; isLocked: boolean }[];
        return [soon, later].map((id) => events.find((event) => event.id === id)?.isLocked);
      };
      expect(await locked()).toEqual([true, true]);

      const subscriptionId = stripeId('sub');
      const at = nowSeconds() - 60;
      await deliverOk(stripeEvent('customer.subscription.created', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'basic' }), { created: at }));
      expect(await locked()).toEqual([false, true]);
      await deliverOk(stripeEvent('customer.subscription.updated', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'pro' }), { created: at + 1 }));
      expect(await locked()).toEqual([false, false]);
      await member.client.get(`/api/events/${later}`).expect(200);
      await deliverOk(stripeEvent('customer.subscription.deleted', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'pro', status: 'canceled' }), { created: at + 2 }));
      expect(await locked()).toEqual([true, true]);
      await member.client.get(`/api/events/${later}`).expect(404);
    });
  });

  describe('admin', () => {
    type Stats = { subscribers: number; payingSubscribers: number; revenueThisMonth: { amount: number; currency: string } };

    it('counts paying subscribers (not granted access) and the revenue of invoices paid this month', async () => {
      const before = (await admin.get('/api/admin/stats').expect(200)).body as Stats;
      const member = await subscriber('pro');
      const subscriptionId = stripeId('sub');
      await deliverOk(stripeEvent('customer.subscription.created', subscriptionObject({ id: subscriptionId, customer: member.customer, plan: 'pro' })));
      await deliverOk(stripeEvent('invoice.paid', invoiceObject({ customer: member.customer, subscription: subscriptionId, amount: 1400, paidAt: nowSeconds() })));
      await deliverOk(stripeEvent('invoice.paid', invoiceObject({ customer: member.customer, subscription: subscriptionId, amount: 2800, paidAt: nowSeconds() - 70 * DAY })));
      const granted = await register(server.url);
      await admin.post(`/api/admin/users/${granted.id}/access`, { planType: 'pro' }).expect(200);

      const after = (await admin.get('/api/admin/stats').expect(200)).body as Stats;
      expect(after.subscribers - before.subscribers).toBe(1);
      expect(after.payingSubscribers).toBe(after.subscribers);
      expect(after.revenueThisMonth).toEqual({ amount: before.revenueThisMonth.amount + 1400, currency: 'usd' });

      const users = (await admin.get('/api/admin/users').expect(200)).body as (UserAnswer & { id: string })[];
      expect(users.find((user) => user.id === member.id)).toEqual(expect.objectContaining({ subscriptionStatus: 'active', planType: 'pro', accessLevel: 'pro' }));
      const history = await historyOf(member.id);
      expect(history.entries[0]).toEqual(
        expect.objectContaining({ type: 'InvoicePaid', changes: expect.arrayContaining([{ field: 'amount', before: null, after: 2800 }, { field: 'currency', before: null, after: 'usd' }]) }),
      );
    });
  });
});

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}
