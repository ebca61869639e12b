import { apiRequest } from '../../../lib/api';
import type { PlanType } from './get-subscription';
import type { HostedPageUrl } from './hosted-page-url';

/** `discountCode` is left out when the user typed none (spec section 5). */
export type CheckoutRequest = { planType: PlanType; discountCode?: string };

/** Opens a checkout session: 400 for an unknown or spent code, 409 when already subscribed, 503 without payments. */
export async function createSubscription(request: CheckoutRequest): Promise<HostedPageUrl> {
  const response = await apiRequest('POST', '/api/create-subscription', request);
  return (await response.json()) as HostedPageUrl;
}
