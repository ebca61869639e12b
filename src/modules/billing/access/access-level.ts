import type { Access } from '../../../platform/http/access.js';
import { SAMPLE_ACCESS } from '../../../platform/http/access.js';
import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import type { GrantState } from './granted-access.js';

/**
 * A user's access today. Granted access counts as its plan through its last day; Stripe subscriptions will add
 * their own rules (active, past_due in the retry window, cancelled inside the paid period) here.
 */
export function accessOf(grant: GrantState, today: CalendarDate): Access {
  if (grant && (grant.until === null || today <= grant.until)) {
    return { level: grant.planType, subscriptionStatus: 'active', planType: grant.planType, stripeSubscriptionId: null };
  }
  return SAMPLE_ACCESS;
}
