import { useTranslation } from 'react-i18next';
import { AppPageTitle } from '../../../components/layout/app-page-title';
import '../../../components/layout/app-translations';
import { useCurrentUser } from '../../../lib/current-user';
import '../i18n';
import { AccountCard } from './account-card';
import { AthleteCard } from './athlete-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { FollowedCollegesCard } from './followed-colleges-card';
import { NotificationsCard } from './notifications-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { SubscriptionCard } from './subscription-card';
import { YourDataCard } from './your-data-card';
import './profile.css';

/**
 * Spec section 2's subscription, account and change-password cards, with the season planning (my athlete, followed
 * colleges), the mails and the calendar feed between, then signing out everywhere, and last the user's data:
 * download it, or delete the account.
 */
export function ProfilePage() {
  const { t } = useTranslation('app');
  // The guard renders signed-in pages only once the user is loaded.
  const { data: user } = useCurrentUser();
  return (
    <>
      <AppPageTitle title={t('pages.profile')} />
      <div className="container profile">
        <SubscriptionCard />
        {user ? (
          <>
            <AthleteCard key={`athlete-${user.id}`} user={user} />
            <FollowedCollegesCard followed={user.followedColleges ?? []} canFollow={user.accessLevel === 'pro' || user.isAdmin} />
            <NotificationsCard email={user.email} />
            <CalendarFeedCard isPro={user.accessLevel === 'pro'} />
            <AccountCard key={user.id} user={user} />
            <PasswordCard username={user.username} />
            <SessionsCard />
            <YourDataCard username={user.username} />
          </>
        ) : null}
      </div>
    </>
  );
}
