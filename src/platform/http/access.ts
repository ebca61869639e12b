/**
 * What a signed-in user may see of the catalog. The billing module decides it (subscriptions, granted access);
 * the platform only names the contract so that accounts can put it on `request.user` without importing billing.
 */
export type AccessLevel = 'sample' | 'basic' | 'pro';

export interface Access {
  level: AccessLevel;
  /** As the client's label rule reads it (spec section 4): null for sample. */
  subscriptionStatus: 'active' | 'cancelled' | 'past_due' | null;
  planType: 'basic' | 'pro' | null;
  stripeSubscriptionId: string | null;
}

export const SAMPLE_ACCESS: Access = Object.freeze({ level: 'sample', subscriptionStatus: null, planType: null, stripeSubscriptionId: null });

export interface AccessResolver {
  accessOf(userId: string): Promise<Access>;
}

/** Provided (globally) by the billing module; without it every user has sample access. */
export const ACCESS_RESOLVER = Symbol('ACCESS_RESOLVER');
