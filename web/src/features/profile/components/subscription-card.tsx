import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import type { SubscriptionSummary } from '../api/get-subscription';
import { formatInstantDay } from '../../../lib/date-format';
import { useBillingPortal } from '../hooks/use-billing-portal';
import { useSubscriptionSummary } from '../hooks/use-subscription-summary';
import { profileNamespace } from '../i18n';
import { CheckoutMessage } from './checkout-message';
import { CurrentPlan } from './current-plan';
import { PastDueAlert } from './past-due-alert';
import { UpgradeForm } from './upgrade-form';

/** Sample access, and when a subscription ended, when that was. */
function SampleAccess({ summary }: { summary: SubscriptionSummary }) {
  const { t } = useTranslation(profileNamespace);
  const language = useLanguage();
  const endedAt = summary.endedAt ?? summary.currentPeriodEnd;
  return (
    <>
      <div className="subscription-card__plan">
        <p className="subscription-card__level">{t('subscription.levels.sample')}</p>
      </div>
      {summary.status === 'cancelled' ? (
        <p className="subscription-card__date">
          {endedAt ? t('subscription.endedOn', { date: formatInstantDay(endedAt, language) }) : t('subscription.ended')}
        </p>
      ) : null}
      <UpgradeForm paymentsConfigured={summary.paymentsConfigured} />
    </>
  );
}

function SubscriptionDetails({ summary }: { summary: SubscriptionSummary }) {
  const { t } = useTranslation(profileNamespace);
  const portal = useBillingPortal();
  const pastDue = summary.status === 'past_due';
  return (
    <>
      {summary.paymentsConfigured ? null : <p className="profile-note">{t('subscription.paymentsUnavailable')}</p>}
      {pastDue ? <PastDueAlert portal={portal} paymentsConfigured={summary.paymentsConfigured} /> : null}
      {summary.accessLevel === 'sample' && !pastDue ? (
        <SampleAccess summary={summary} />
      ) : (
        <CurrentPlan summary={summary} portal={portal} />
      )}
    </>
  );
}

function SubscriptionSkeleton() {
  const { t } = useTranslation(profileNamespace);
  return (
    <div className="profile-skeleton">
      <p className="visually-hidden" role="status">
        {t('subscription.loading')}
      </p>
      <span className="profile-skeleton__line profile-skeleton__line--wide" />
      <span className="profile-skeleton__line" />
      <span className="profile-skeleton__block" />
    </div>
  );
}

/** Spec section 2: the status label, then either the upgrade flow (sample) or the plan and the billing portal. */
export function SubscriptionCard() {
  const { t } = useTranslation(profileNamespace);
  const { subscription, checkout } = useSubscriptionSummary();
  const summary = subscription.data;

  const body = () => {
    if (summary) return <SubscriptionDetails summary={summary} />;
    if (subscription.isError) {
      return (
        <p className="profile-error" role="alert">
          {t('subscription.error')}: {errorMessage(subscription.error)}
        </p>
      );
    }
    return <SubscriptionSkeleton />;
  };

  return (
    // The target of every "Upgrade" link on the profile.
    <section id="subscription" className="profile-card" aria-labelledby="subscription-title" aria-busy={subscription.isPending}>
      <h2 id="subscription-title" className="profile-card__title">
        {t('subscription.title')}
      </h2>
      <CheckoutMessage phase={checkout} />
      {body()}
    </section>
  );
}
