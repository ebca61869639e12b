import { useTranslation } from 'react-i18next';
import { supportEmail } from '../../../lib/contact';
import { useLanguage } from '../../../lib/use-language';
import type { SubscriptionSummary } from '../api/get-subscription';
import { formatCalendarDay, formatInstantDay } from '../../../lib/date-format';
import type { PortalButtonKind } from '../hooks/use-billing-portal';
import type { HostedPageAction } from '../hooks/use-hosted-page';
import { profileNamespace } from '../i18n';
import { PortalButton } from './portal-button';

type CurrentPlanProps = { summary: SubscriptionSummary; portal: HostedPageAction<PortalButtonKind> };

/** Granted access is active for as long as it lasts; otherwise the subscription's own status. */
function statusOf(summary: SubscriptionSummary) {
  return summary.source === 'granted' ? 'active' : (summary.status ?? 'active');
}

function useDateLine(summary: SubscriptionSummary): string | null {
  const { t } = useTranslation(profileNamespace);
  const language = useLanguage();
  if (summary.source === 'granted' && summary.grant) {
    const { until } = summary.grant;
    return until
      ? t('subscription.grantedUntil', { date: formatCalendarDay(until, language) })
      : t('subscription.grantedIndefinitely');
  }
  if (!summary.currentPeriodEnd) return null;
  const date = formatInstantDay(summary.currentPeriodEnd, language);
  if (summary.cancelAtPeriodEnd) return t('subscription.endsOn', { date });
  return summary.status === 'active' ? t('subscription.renewsOn', { date }) : null;
}

/**
 * A plan in force: what it is, its status, until when, and the way to the billing portal (spec: manage and
 * cancel both open it). Access an admin granted has no billing account to manage: the team changes it.
 */
export function CurrentPlan({ summary, portal }: CurrentPlanProps) {
  const { t } = useTranslation(profileNamespace);
  const dateLine = useDateLine(summary);
  const status = statusOf(summary);
  return (
    <>
      <div className="subscription-card__plan">
        <p className="subscription-card__level">{t(`subscription.levels.${summary.accessLevel}`)}</p>
        <span className={`profile-badge profile-badge--${status}`}>{t(`subscription.status.${status}`)}</span>
      </div>
      {dateLine ? <p className="subscription-card__date">{dateLine}</p> : null}
      {summary.hasBillingAccount ? (
        <div className="subscription-card__actions">
          <PortalButton kind="manage" portal={portal} disabled={!summary.paymentsConfigured} className="button button--primary">
            {t('subscription.manage')}
          </PortalButton>
          <PortalButton kind="cancel" portal={portal} disabled={!summary.paymentsConfigured} className="button button--outline">
            {t('subscription.cancel')}
          </PortalButton>
        </div>
      ) : (
        <p className="profile-note">
          {t('subscription.grantedNote')} <a href={`mailto:${supportEmail}`}>{t('subscription.contactUs')}</a>
        </p>
      )}
    </>
  );
}
