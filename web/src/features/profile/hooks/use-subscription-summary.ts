import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type PlanType, subscriptionQueryOptions, type SubscriptionSummary } from '../api/get-subscription';
import { profileKeys } from '../api/profile-keys';
import { type CheckoutReturn, useCheckoutReturn } from './use-checkout-return';

/** Where a return from checkout stands; null when the user did not just come back from it. */
export type CheckoutPhase = { step: 'activating' | 'delayed' | 'cancelled' } | { step: 'activated'; plan: PlanType } | null;

// The payment provider tells the server through a webhook, usually within seconds of the redirect back.
const pollEvery = 2_000;
const pollAtMost = 30_000;

function phaseOf(checkoutReturn: CheckoutReturn, summary: SubscriptionSummary | undefined, timedOut: boolean): CheckoutPhase {
  if (checkoutReturn !== 'success') return checkoutReturn === 'cancelled' ? { step: 'cancelled' } : null;
  if (summary && summary.accessLevel !== 'sample') return { step: 'activated', plan: summary.accessLevel };
  return { step: timedOut ? 'delayed' : 'activating' };
}

/**
 * The subscription card's data. Back from a successful checkout, it asks again every 2 seconds (for at most
 * 30) until the plan is active, then refreshes every other query, the current user's included: the whole app
 * unlocks.
 */
export function useSubscriptionSummary() {
  const queryClient = useQueryClient();
  const checkoutReturn = useCheckoutReturn();
  const awaiting = checkoutReturn === 'success';
  const [timedOut, setTimedOut] = useState(false);
  const subscription = useQuery({
    ...subscriptionQueryOptions(),
    refetchInterval: (query) => (awaiting && !timedOut && query.state.data?.accessLevel === 'sample' ? pollEvery : false),
  });
  const checkout = phaseOf(checkoutReturn, subscription.data, timedOut);
  const activated = checkout?.step === 'activated';

  useEffect(() => {
    if (!awaiting) return;
    const timer = setTimeout(() => setTimedOut(true), pollAtMost);
    return () => clearTimeout(timer);
  }, [awaiting]);

  useEffect(() => {
    if (!activated) return;
    // The summary itself is already fresh; the notification settings and calendar feed change with the plan.
    const summary = hashKey(profileKeys.subscription());
    void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== summary });
  }, [activated, queryClient]);

  return { subscription, checkout };
}
