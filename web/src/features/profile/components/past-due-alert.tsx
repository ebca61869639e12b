import { useTranslation } from 'react-i18next';
import type { PortalButtonKind } from '../hooks/use-billing-portal';
import type { HostedPageAction } from '../hooks/use-hosted-page';
import { profileNamespace } from '../i18n';
import { PortalButton } from './portal-button';

type PastDueAlertProps = { portal: HostedPageAction<PortalButtonKind>; paymentsConfigured: boolean };

/** The payment provider is retrying a failed payment: the card is changed in the billing portal. */
export function PastDueAlert({ portal, paymentsConfigured }: PastDueAlertProps) {
  const { t } = useTranslation(profileNamespace);
  return (
    <div className="past-due-alert" role="alert">
      <p>{t('subscription.pastDue.message')}</p>
      <PortalButton kind="updatePayment" portal={portal} disabled={!paymentsConfigured} className="button button--danger">
        {t('subscription.pastDue.action')}
      </PortalButton>
    </div>
  );
}
