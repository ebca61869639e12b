import { describe, expect, it } from '@jest/globals';
import { evolveCustomer, initialCustomer } from '../customer/customer.js';
import { billingStatusOf } from './access-level.js';
import { decideGrant, decideRevoke } from './granted-access.js';

const now = new Date('2026-11-21T12:00:00.000Z');

describe('access granted by admins', () => {
  it('given no grant, when granting pro, then AccessGranted names the admin; granting the same again decides nothing', () => {
    const granted = decideGrant(null, { userId: 'u1', planType: 'pro', until: null, adminId: 'a1', now });
    expect(granted).toEqual([{ type: 'AccessGranted', data: { userId: 'u1', planType: 'pro', until: null, byAdmin: 'a1', occurredAt: now.toISOString() } }]);
    const state = granted.reduce(evolveCustomer, initialCustomer);
    expect(decideGrant(state.grant, { userId: 'u1', planType: 'pro', until: null, adminId: 'a2', now })).toEqual([]);
    expect(decideGrant(state.grant, { userId: 'u1', planType: 'basic', until: null, adminId: 'a2', now })).toHaveLength(1);
  });

  it('given a grant, when revoking twice, then AccessRevoked once', () => {
    const revoked = decideRevoke({ planType: 'basic', until: null }, { userId: 'u1', adminId: 'a1', now });
    expect(revoked.map((event) => event.type)).toEqual(['AccessRevoked']);
    const state = revoked.reduce(evolveCustomer, { ...initialCustomer, grant: { planType: 'basic', until: null } });
    expect(decideRevoke(state.grant, { userId: 'u1', adminId: 'a1', now })).toEqual([]);
  });

  it('given a grant until a day, then it counts as its plan through that day and as sample after', () => {
    const facts = { ...initialCustomer, grant: { planType: 'pro', until: '2026-12-31' } as const };
    expect(billingStatusOf(facts, now, '2026-12-31').access).toEqual({ level: 'pro', subscriptionStatus: 'active', planType: 'pro', stripeSubscriptionId: null });
    expect(billingStatusOf(facts, now, '2026-12-31').summary).toEqual(expect.objectContaining({ source: 'granted', grant: { planType: 'pro', until: '2026-12-31' } }));
    expect(billingStatusOf(facts, now, '2027-01-01').access.level).toBe('sample');
    expect(billingStatusOf(null, now, '2026-12-31').access).toEqual({ level: 'sample', subscriptionStatus: null, planType: null, stripeSubscriptionId: null });
  });
});
