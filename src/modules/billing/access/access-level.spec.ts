import { describe, expect, it } from '@jest/globals';
import type { Access } from '../../../platform/http/access.js';
import { initialCustomer } from '../customer/customer.js';
import { type StripeStatus, type SubscriptionRecord, newRecord, orderKey } from '../subscriptions/subscription-record.js';
import { type BillingFacts, billingStatusOf } from './access-level.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const today = '2026-11-21';
const hourLater = '2026-11-21T13:00:00.000Z';
const hourEarlier = '2026-11-21T11:00:00.000Z';

function withSubscription(status: StripeStatus, plan: 'basic' | 'pro', extra: { periodEnd?: string; cancelAt?: string | null } = {}, grant: BillingFacts['grant'] = null): BillingFacts {
  const record: SubscriptionRecord = {
    ...newRecord('sub_1'),
    snapshot: { kind: 'snapshot', key: orderKey(1, 'snapshot', status, 'evt_1'), status, planType: plan, currentPeriodEnd: extra.periodEnd ?? '2026-12-21T12:00:00.000Z', cancelAt: extra.cancelAt ?? null, endedAt: null },
  };
  return { ...initialCustomer, stripeCustomerId: 'cus_1', subscriptions: [record], grant };
}

/** Spec section 4, as the client applies it to `GET /api/user`. */
function clientLabel(access: Access): 'sample' | 'basic' | 'pro' {
  if (access.subscriptionStatus === 'active' || access.stripeSubscriptionId) return access.planType === 'pro' ? 'pro' : 'basic';
  return 'sample';
}

describe('access level from subscriptions and grants', () => {
  it('given a cancellation at period end, then the plan stays until the period ends and is sample after', () => {
    const cancelling = withSubscription('active', 'pro', { periodEnd: hourLater, cancelAt: hourLater });
    expect(billingStatusOf(cancelling, now, today).summary).toEqual(
      expect.objectContaining({ accessLevel: 'pro', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: hourLater }),
    );
    const ended = billingStatusOf(withSubscription('active', 'pro', { periodEnd: hourEarlier, cancelAt: hourEarlier }), now, today);
    expect(ended.access).toEqual({ level: 'sample', subscriptionStatus: 'cancelled', planType: 'pro', stripeSubscriptionId: null });
  });

  it('given past due, then the plan stays while Stripe retries inside the period, and not after', () => {
    expect(billingStatusOf(withSubscription('past_due', 'basic', { periodEnd: hourLater }), now, today).access).toEqual({
      level: 'basic',
      subscriptionStatus: 'past_due',
      planType: 'basic',
      stripeSubscriptionId: 'sub_1',
    });
    expect(billingStatusOf(withSubscription('past_due', 'basic', { periodEnd: hourEarlier }), now, today).access.level).toBe('sample');
    expect(billingStatusOf(withSubscription('unpaid', 'basic'), now, today).access.level).toBe('sample');
  });

  it('given a grant and a subscription, then the better plan wins and a paid plan is preferred at the same level', () => {
    const grantPro = withSubscription('active', 'basic', {}, { planType: 'pro', until: null });
    expect(billingStatusOf(grantPro, now, today).summary).toEqual(expect.objectContaining({ accessLevel: 'pro', source: 'granted', hasBillingAccount: true }));
    const grantBasic = withSubscription('active', 'basic', {}, { planType: 'basic', until: null });
    expect(billingStatusOf(grantBasic, now, today).access.stripeSubscriptionId).toBe('sub_1');
  });

  it.each<[string, BillingFacts | null]>([
    ['nothing', null],
    ['active basic', withSubscription('active', 'basic')],
    ['active pro', withSubscription('active', 'pro')],
    ['trialing pro', withSubscription('trialing', 'pro')],
    ['incomplete pro', withSubscription('incomplete', 'pro')],
    ['past due pro', withSubscription('past_due', 'pro')],
    ['past due after the period', withSubscription('past_due', 'pro', { periodEnd: hourEarlier })],
    ['unpaid', withSubscription('unpaid', 'pro')],
    ['paused', withSubscription('paused', 'pro')],
    ['cancelled', withSubscription('canceled', 'pro')],
    ['cancelling', withSubscription('active', 'basic', { cancelAt: hourLater })],
    ['cancelled at period end', withSubscription('active', 'basic', { cancelAt: hourEarlier })],
    ['granted', { ...initialCustomer, grant: { planType: 'pro', until: null } }],
    ['grant expired', { ...initialCustomer, grant: { planType: 'pro', until: '2026-11-20' } }],
  ])('given %s, then the client’s label rule reads the same level as the server', (_name, facts) => {
    const { access, summary } = billingStatusOf(facts, now, today);
    expect(clientLabel(access)).toBe(access.level);
    expect(summary.accessLevel).toBe(access.level);
  });
});
