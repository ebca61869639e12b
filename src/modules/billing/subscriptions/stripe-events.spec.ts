import { describe, expect, it } from '@jest/globals';
import { type StripeEventShape, parseStripeEvent, readStripeEvent } from './stripe-events.js';

const prices = { basic: 'price_basic', pro: 'price_pro' };
const created = 1_795_000_000;

function event(type: string, object: Record<string, unknown>): StripeEventShape {
  return parseStripeEvent({ id: 'evt_1', object: 'event', type, created, data: { object } }) as StripeEventShape;
}

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at: null,
  cancel_at_period_end: false,
  ended_at: null,
  metadata: { userId: 'u1' },
  items: { data: [{ price: { id: 'price_pro' }, current_period_end: created + 86_400 }] },
  ...overrides,
});

describe('reading Stripe events', () => {
  it('given a subscription update, then it is a snapshot of status, plan (from the price), period end and cancellation', () => {
    const reading = readStripeEvent(event('customer.subscription.updated', subscription({ cancel_at_period_end: true })), prices);
    expect(reading).toEqual({
      outcome: 'fact',
      owner: { customerId: 'cus_1', userId: 'u1' },
      fact: {
        kind: 'subscription',
        stripeEventId: 'evt_1',
        subscriptionId: 'sub_1',
        fact: {
          kind: 'snapshot',
          key: `00${created}.4.evt_1`,
          status: 'active',
          planType: 'pro',
          currentPeriodEnd: new Date((created + 86_400) * 1000).toISOString(),
          cancelAt: new Date((created + 86_400) * 1000).toISOString(),
          endedAt: null,
        },
      },
    });
  });

  it('given an older API version’s shapes (period on the subscription, invoice.subscription), then they are read too', () => {
    const legacy = subscription({ current_period_end: created + 60, items: { data: [{ price: { id: 'price_basic' } }] } });
    const reading = readStripeEvent(event('customer.subscription.created', legacy), prices);
    expect(reading.outcome === 'fact' && reading.fact.kind === 'subscription' && reading.fact.fact).toEqual(
      expect.objectContaining({ planType: 'basic', currentPeriodEnd: new Date((created + 60) * 1000).toISOString() }),
    );
    const invoice = readStripeEvent(event('invoice.payment_failed', { id: 'in_1', customer: 'cus_1', amount_paid: 0, currency: 'usd', subscription: 'sub_1' }), prices);
    expect(invoice).toEqual(expect.objectContaining({ outcome: 'fact', fact: expect.objectContaining({ subscriptionId: 'sub_1', fact: expect.objectContaining({ outcome: 'failed' }) }) }));
  });

  it('given a deletion, then the snapshot is cancelled whatever status it carries', () => {
    const reading = readStripeEvent(event('customer.subscription.deleted', subscription({ status: 'active', ended_at: created })), prices);
    expect(reading.outcome === 'fact' && reading.fact.kind === 'subscription' && reading.fact.fact).toEqual(expect.objectContaining({ status: 'canceled', key: `00${created}.8.evt_1` }));
  });

  it('given a paid invoice, then the amount, currency and paid time are read, with the subscription from its parent', () => {
    const invoice = { id: 'in_1', customer: 'cus_1', amount_paid: 900, currency: 'usd', status_transitions: { paid_at: created - 5 }, parent: { subscription_details: { subscription: 'sub_1', metadata: { userId: 'u1' } } } };
    expect(readStripeEvent(event('invoice.paid', invoice), prices)).toEqual({
      outcome: 'fact',
      owner: { customerId: 'cus_1', userId: 'u1' },
      fact: {
        kind: 'invoice-paid',
        stripeEventId: 'evt_1',
        invoiceId: 'in_1',
        subscriptionId: 'sub_1',
        amount: 900,
        currency: 'usd',
        paidAt: new Date((created - 5) * 1000).toISOString(),
        fact: { kind: 'payment', key: `00${created}.1.evt_1`, outcome: 'paid' },
      },
    });
  });

  it('given a checkout, then a paid one names the subscription and plan; an unpaid one or one without a plan is not a fact yet', () => {
    const session = { mode: 'subscription', payment_status: 'paid', client_reference_id: 'u1', customer: 'cus_1', subscription: 'sub_1', metadata: { planType: 'basic' } };
    expect(readStripeEvent(event('checkout.session.completed', session), prices)).toEqual(
      expect.objectContaining({ outcome: 'fact', owner: { customerId: 'cus_1', userId: 'u1' }, fact: expect.objectContaining({ fact: expect.objectContaining({ kind: 'checkout', planType: 'basic' }) }) }),
    );
    expect(readStripeEvent(event('checkout.session.completed', { ...session, payment_status: 'unpaid' }), prices)).toEqual({ outcome: 'ignored', reason: 'not paid yet' });
    expect(readStripeEvent(event('checkout.session.completed', { ...session, metadata: {} }), prices)).toEqual({
      outcome: 'fetch-subscription',
      subscriptionId: 'sub_1',
      owner: { customerId: 'cus_1', userId: 'u1' },
    });
  });

  it('given what the product does not use, then it is ignored with the reason', () => {
    expect(readStripeEvent(event('customer.subscription.updated', subscription({ items: { data: [{ price: { id: 'price_other' } }] } })), prices)).toEqual({
      outcome: 'ignored',
      reason: 'price price_other is neither STRIPE_PRICE_BASIC nor STRIPE_PRICE_PRO',
    });
    expect(readStripeEvent(event('charge.refunded', {}), prices)).toEqual({ outcome: 'ignored', reason: 'charge.refunded is not handled' });
    expect(readStripeEvent(event('customer.subscription.updated', { id: 'sub_1' }), prices)).toEqual(expect.objectContaining({ outcome: 'ignored' }));
    expect(parseStripeEvent({ id: 'evt_1', type: 'x' })).toBeNull();
  });
});
