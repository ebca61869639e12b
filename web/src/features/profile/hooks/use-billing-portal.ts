import { createPortalSession } from '../api/create-portal-session';
import { useHostedPage } from './use-hosted-page';

/** The buttons that open the billing portal; the one clicked says it is opening. */
export type PortalButtonKind = 'manage' | 'cancel' | 'updatePayment';

export function useBillingPortal() {
  return useHostedPage((_button: PortalButtonKind) => createPortalSession());
}
