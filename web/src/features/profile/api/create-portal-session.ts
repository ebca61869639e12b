import { apiRequest } from '../../../lib/api';
import type { HostedPageUrl } from './hosted-page-url';

/** The billing portal, where the plan, the card and cancellation are managed: 409 without a billing account. */
export async function createPortalSession(): Promise<HostedPageUrl> {
  const response = await apiRequest('POST', '/api/create-portal-session');
  return (await response.json()) as HostedPageUrl;
}
