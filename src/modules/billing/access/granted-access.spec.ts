import { describe, expect, it } from '@jest/globals';
import { accessOf } from './access-level.js';
import { decideGrant, decideRevoke, evolveGrant } from './granted-access.js';

const now = new Date('2026-11-21T12:00:00.000Z');

describe('access granted by admins', () => {
  it('given no grant, when granting pro, then AccessGranted names the admin; granting the same again decides nothing', () => {
    const granted = decideGrant(null, { userId: 'u1', planType: 'pro', until: null, adminId: 'a1', now });
    expect(granted).toEqual([{ type: 'AccessGranted', data: { userId: 'u1', planType: 'pro', until: null, byAdmin: 'a1', occurredAt: now.toISOString() } }]);
    const state = granted.reduce(evolveGrant, null);
    expect(decideGrant(state, { userId: 'u1', planType: 'pro', until: null, adminId: 'a2', now })).toEqual([]);
    expect(decideGrant(state, { userId: 'u1', planType: 'basic', until: null, adminId: 'a2', now })).toHaveLength(1);
  });

  it('given a grant, when revoking twice, then AccessRevoked once', () => {
    const revoked = decideRevoke({ planType: 'basic', until: null }, { userId: 'u1', adminId: 'a1', now });
    expect(revoked.map((event) => event.type)).toEqual(['AccessRevoked']);
    expect(decideRevoke(revoked.reduce(evolveGrant, { planType: 'basic', until: null }), { userId: 'u1', adminId: 'a1', now })).toEqual([]);
  });

  it('given a grant until a day, then it counts as its plan through that day and as sample after', () => {
    const grant = { planType: 'pro', until: '2026-12-31' } as const;
    expect(accessOf(grant, '2026-12-31')).toEqual({ level: 'pro', subscriptionStatus: 'active', planType: 'pro', stripeSubscriptionId: null });
    expect(accessOf(grant, '2027-01-01').level).toBe('sample');
    expect(accessOf(null, '2026-12-31')).toEqual({ level: 'sample', subscriptionStatus: null, planType: null, stripeSubscriptionId: null });
  });
});
