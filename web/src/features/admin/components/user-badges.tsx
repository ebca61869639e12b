import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users';
import { adminNamespace } from '../i18n';

/** The subscription status ('trial' when the user never had one, as the spec labels it) and the plan, if any. */
export function SubscriptionBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation(adminNamespace);
  const status = user.subscriptionStatus ?? 'trial';
  return (
    <span className="admin-badges">
      <span className={`admin-badge admin-badge--${status}`}>{t(`users.status.${status}`)}</span>
      {user.planType ? <span className="admin-badge admin-badge--plan">{t(`users.plans.${user.planType}`)}</span> : null}
    </span>
  );
}

export function AdminBadge() {
  const { t } = useTranslation(adminNamespace);
  return <span className="admin-badge admin-badge--admin">{t('users.adminBadge')}</span>;
}
