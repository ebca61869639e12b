import { describe, expect, it } from '@jest/globals';
import { billingStatusOf } from '../access/access-level.js';
import { type CustomerState, evolveCustomer, initialCustomer } from '../customer/customer.js';
import { type StripeFact, decideStripeFact, domainEventIdOf } from './decide-stripe-fact.js';
import { type StripeStatus, orderKey } from './subscription-record.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const today = '2026-11-21';
const T = Math.floor(now.getTime() / 1000);
const periodEnd = '2026-12-21T12:00:00.000Z';
const SUB = 'sub_1';

function snapshot(id: string, created: number, status: StripeStatus, plan: 'basic' | 'pro', extra: { cancelAt?: string; endedAt?: string; periodEnd?: string } = {}): StripeFact {
  return {
    kind: 'subscription',
    stripeEventId: id,
    subscriptionId: SUB,
    fact: { kind: 'snapshot', key: orderKey(created, 'snapshot', status, id), status, planType: plan, currentPeriodEnd: extra.periodEnd ?? periodEnd, cancelAt: extra.cancelAt ?? null, endedAt: extra.endedAt ?? null },
  };
}
const checkout = (id: string, created: number, plan: 'basic' | 'pro'): StripeFact => ({
  kind: 'subscription',
  stripeEventId: id,
  subscriptionId: SUB,
  fact: { kind: 'checkout', key: orderKey(created, 'checkout', null, id), planType: plan },
});
const payment = (id: string, created: number, outcome: 'paid' | 'failed'): StripeFact => ({
  kind: 'subscription',
  stripeEventId: id,
  subscriptionId: SUB,
  fact: { kind: 'payment', key: orderKey(created, 'payment', null, id), outcome },
});
const invoicePaid = (id: string, created: number, invoiceId: string, amount: number): StripeFact => ({
  kind: 'invoice-paid',
  stripeEventId: id,
  invoiceId,
  subscriptionId: SUB,
  amount,
  currency: 'usd',
  paidAt: new Date(created * 1000).toISOString(),
  fact: { kind: 'payment', key: orderKey(created, 'payment', null, id), outcome: 'paid' },
});

/** Delivers facts one after the other as the webhook does: decide on the state so far, then fold what was decided. */
function deliver(facts: StripeFact[], state: CustomerState = initialCustomer) {
  const events = [];
  for (const fact of facts) {
    const decided = decideStripeFact(state, { userId: 'u1', fact, now });
    expect(decided.length).toBeLessThanOrEqual(1);
    events.push(...decided);
    state = decided.reduce(evolveCustomer, state);
  }
  return { state, events };
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

describe('Stripe facts in a customer stream', () => {
  const checkoutFacts = [checkout('evt_a', T, 'basic'), snapshot('evt_b', T, 'active', 'basic'), invoicePaid('evt_c', T, 'in_1', 1800), snapshot('evt_d', T + 5, 'active', 'pro')];

  it('given a checkout’s four webhooks, when delivered in each of the 24 orders, then the final state and access are the same', () => {
    const orders = permutations(checkoutFacts);
    expect(orders).toHaveLength(24);
    const outcomes = orders.map((order) => {
      const { state, events } = deliver(order);
      expect(events.filter((event) => event.type === 'InvoicePaid')).toHaveLength(1);
      return { status: billingStatusOf(state, now, today), subscriptions: state.subscriptions };
    });
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    expect(outcomes[0].status.access).toEqual({ level: 'pro', subscriptionStatus: 'active', planType: 'pro', stripeSubscriptionId: SUB });
  });

  it('given every fact recorded, when each is delivered again, then nothing more is decided', () => {
    const { state } = deliver(checkoutFacts);
    for (const fact of checkoutFacts) expect(decideStripeFact(state, { userId: 'u1', fact, now })).toEqual([]);
  });

  it('given a fact, then its domain event id is derived from the Stripe event id (a parallel redelivery is the same append)', () => {
    const [first] = deliver([checkoutFacts[1]]).events;
    expect(first.id).toBe(domainEventIdOf('evt_b'));
    expect(domainEventIdOf('evt_b')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('given a deletion, when an older update saying active arrives after it, then the subscription stays cancelled', () => {
    const deleted = snapshot('evt_del', T + 10, 'canceled', 'pro', { endedAt: now.toISOString() });
    const { state, events } = deliver([snapshot('evt_1', T, 'active', 'pro'), deleted, snapshot('evt_2', T + 5, 'active', 'pro')]);
    expect(events.map((event) => event.type)).toEqual(['SubscriptionActivated', 'SubscriptionCancelled']);
    expect(billingStatusOf(state, now, today).access).toEqual({ level: 'sample', subscriptionStatus: 'cancelled', planType: 'pro', stripeSubscriptionId: null });
    // Even an update stamped later than the deletion cannot bring a cancelled subscription back.
    expect(decideStripeFact(state, { userId: 'u1', fact: snapshot('evt_3', T + 60, 'active', 'pro'), now })).toEqual([]);
  });

  it('given the changes a subscriber makes, then each is named for what changed', () => {
    const { events } = deliver([
      snapshot('evt_1', T, 'active', 'basic'),
      snapshot('evt_2', T + 1, 'active', 'pro'),
      snapshot('evt_3', T + 2, 'active', 'pro', { cancelAt: periodEnd }),
      snapshot('evt_4', T + 3, 'active', 'pro'),
      snapshot('evt_5', T + 4, 'active', 'pro', { periodEnd: '2027-01-21T12:00:00.000Z' }),
      payment('evt_6', T + 5, 'failed'),
      payment('evt_7', T + 6, 'paid'),
      snapshot('evt_8', T + 7, 'active', 'pro', { periodEnd: '2027-01-21T12:00:00.000Z', cancelAt: '2027-01-21T12:00:00.000Z' }),
      snapshot('evt_9', T + 8, 'canceled', 'pro', { periodEnd: '2027-01-21T12:00:00.000Z', endedAt: '2027-01-21T12:00:00.000Z' }),
    ]);
    expect(events.map((event) => event.type)).toEqual([
      'SubscriptionActivated',
      'SubscriptionPlanChanged',
      'SubscriptionCancellationScheduled',
      'SubscriptionCancellationWithdrawn',
      'SubscriptionRenewed',
      'SubscriptionPastDue',
      'SubscriptionActivated',
      'SubscriptionCancellationScheduled',
      'SubscriptionCancelled',
    ]);
    expect(events[1].data).toEqual(expect.objectContaining({ previous: expect.objectContaining({ planType: 'basic' }), subscription: expect.objectContaining({ planType: 'pro' }) }));
  });

  it('given a failed renewal, then past due keeps the plan; a newer paid invoice makes it active; an older one does not', () => {
    const failed = deliver([snapshot('evt_1', T, 'active', 'basic'), payment('evt_2', T + 10, 'failed')]);
    expect(billingStatusOf(failed.state, now, today).access).toEqual({ level: 'basic', subscriptionStatus: 'past_due', planType: 'basic', stripeSubscriptionId: SUB });
    const stale = deliver([invoicePaid('evt_3', T + 5, 'in_old', 1800)], failed.state);
    expect(stale.events.map((event) => [event.type, event.data.fact])).toEqual([['InvoicePaid', null]]);
    expect(billingStatusOf(stale.state, now, today).access.subscriptionStatus).toBe('past_due');
    const recovered = deliver([invoicePaid('evt_4', T + 20, 'in_new', 1800)], stale.state);
    expect(billingStatusOf(recovered.state, now, today).access.subscriptionStatus).toBe('active');
  });

  it('given an invoice already counted, when another Stripe event reports it paid, then it is not counted twice', () => {
    const { state } = deliver([snapshot('evt_1', T, 'active', 'basic'), invoicePaid('evt_2', T + 1, 'in_1', 1800)]);
    expect(decideStripeFact(state, { userId: 'u1', fact: invoicePaid('evt_other', T + 2, 'in_1', 1800), now })).toEqual([]);
  });
});
