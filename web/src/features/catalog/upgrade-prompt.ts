import type { CurrentUser } from '../../lib/current-user';

/** Spec section 4: offered to whoever has no subscription (none, or cancelled) and no payment-provider id. */
export function shouldOfferUpgrade(user: Pick<CurrentUser, 'subscriptionStatus' | 'stripeSubscriptionId'>): boolean {
  return (user.subscriptionStatus === null || user.subscriptionStatus === 'cancelled') && !user.stripeSubscriptionId;
}
