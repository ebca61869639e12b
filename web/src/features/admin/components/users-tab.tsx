import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { type AdminUser, usersQueryOptions } from '../api/get-users';
import { adminNamespace } from '../i18n';
import { formatInstantDay } from '../../../lib/date-format';
import { HistoryDialog, type HistorySubject } from './history-dialog';
import { AdminBadge, SubscriptionBadges } from './user-badges';
import { UserActions } from './user-actions';
import { useLanguage } from '../../../lib/use-language';
import { QueryList } from './query-list';
import { useUserName } from './use-user-name';

/** Every account, newest first, with its role and access and what an admin can change about them. */
export function UsersTab() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const users = useQuery(usersQueryOptions());
  const { data: me } = useCurrentUser();
  const [history, setHistory] = useState<HistorySubject | null>(null);
  const userName = useUserName();

  // Shown as the admin reads it: a deleted account's stand-in name in the admin's language.
  const shown = (user: AdminUser): AdminUser => ({ ...user, username: userName(user.username) });

  const body = () => (
    <QueryList query={users} loading={t('users.loading')} error={t('users.error')} empty={t('users.empty')}>
      {(items) => (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('users.columns.username')}</th>
                <th scope="col">{t('users.columns.email')}</th>
                <th scope="col">{t('users.columns.joined')}</th>
                <th scope="col">{t('users.columns.subscription')}</th>
                <th scope="col">{t('users.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map(shown).map((user) => (
                <tr key={user.id}>
                  <th scope="row">
                    <span className="admin-table__name">{user.username}</span>
                    {user.isAdmin ? <AdminBadge /> : null}
                  </th>
                  <td>{user.email}</td>
                  <td>
                    <time dateTime={user.createdAt}>{formatInstantDay(user.createdAt, language)}</time>
                  </td>
                  <td>
                    <SubscriptionBadges user={user} />
                  </td>
                  <td>
                    <UserActions
                      user={user}
                      isSelf={user.id === me?.id}
                      onShowHistory={() => setHistory({ kind: 'user', id: user.id, title: user.username })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryList>
  );

  return (
    <section className="admin-panel" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title" className="admin-panel__title">
        {t('users.title')}
      </h2>
      {body()}
      <HistoryDialog subject={history} onClose={() => setHistory(null)} />
    </section>
  );
}
