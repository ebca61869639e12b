import type { PlanType, SubscriptionStatus } from './get-users';

/** What granting or revoking access answers: the user's access after the change. */
export type AccessChange = {
  level: 'sample' | PlanType;
  subscriptionStatus: SubscriptionStatus | null;
  planType: PlanType | null;
  stripeSubscriptionId: string | null;
};
