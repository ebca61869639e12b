import { useTranslation } from 'react-i18next';
import type { CheckoutPhase } from '../hooks/use-subscription-summary';
import { profileNamespace } from '../i18n';

/** How the return from checkout went. One live region from "being activated" to "active", so the change is announced. */
export function CheckoutMessage({ phase }: { phase: CheckoutPhase }) {
  const { t } = useTranslation(profileNamespace);
  if (!phase) return null;
  return (
    <p className={`checkout-message checkout-message--${phase.step}`} role="status">
      {phase.step === 'activated'
        ? t('subscription.checkout.activated', { plan: t(`upgrade.plans.${phase.plan}.name`) })
        : t(`subscription.checkout.${phase.step}`)}
    </p>
  );
}
