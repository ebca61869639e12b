import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { usersQueryOptions } from '../api/get-users';
import { adminNamespace } from '../i18n';
import { formatInstantDay } from './admin-format';
import { HistoryDialog, type HistorySubject } from './history-dialog';
import { AdminBadge, SubscriptionBadges } from './user-badges';
import { UserActions } from './user-actions';
import { useLanguage } from '../../../lib/use-language';

/** Every account, newest first, with its role and access and what an admin can change about them. */
export function UsersTab() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const users = useQuery(usersQueryOptions());
  const { data: me } = useCurrentUser();
  const [history, setHistory] = useState<HistorySubject | null>(null);

  const body = () => {
    if (users.isPending) {
      return (
        <p className="admin-loading" role="status">
          {t('users.loading')}
        </p>
      );
    }
    if (users.isError) {
      return (
        <p className="admin-error" role="alert">
          {t('users.error')}: {errorMessage(users.error)}
        </p>
      );
    }
    if (users.data.length === 0) return <p className="admin-empty">{t('users.empty')}</p>;
    return (
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
            {users.data.map((user) => (
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
    );
  };

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
