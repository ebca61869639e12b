import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalButtonKind } from '../hooks/use-billing-portal';
import type { HostedPageAction } from '../hooks/use-hosted-page';
import { profileNamespace } from '../i18n';

type PortalButtonProps = {
  kind: PortalButtonKind;
  portal: HostedPageAction<PortalButtonKind>;
  /** Payments are off on the server: the portal would answer 503. */
  disabled: boolean;
  className: string;
  children: ReactNode;
};

/** Every way into the billing portal (manage, cancel, fix a payment) is the same request: only the wording differs. */
export function PortalButton({ kind, portal, disabled, className, children }: PortalButtonProps) {
  const { t } = useTranslation(profileNamespace);
  return (
    <button
      type="button"
      className={className}
      disabled={disabled || portal.busy}
      aria-busy={portal.busyWith === kind}
      onClick={() => portal.open(kind)}
    >
      {portal.busyWith === kind ? t('subscription.openingPortal') : children}
    </button>
  );
}
