import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { currentUserKey, useCurrentUser } from '../../../lib/current-user';
import { adminKeys } from '../api/admin-keys';
import type { AdminUser } from '../api/get-users';
import { grantAccess, type AccessGrant } from '../api/grant-access';
import { grantAdminRole } from '../api/grant-admin-role';
import { revokeAccess } from '../api/revoke-access';
import { revokeAdminRole } from '../api/revoke-admin-role';
import { adminNamespace } from '../i18n';

export type UserChange =
  | { action: 'makeAdmin' | 'removeAdmin' | 'revokeAccess'; user: AdminUser }
  | { action: 'grantAccess'; user: AdminUser; grant: AccessGrant };

function send(change: UserChange): Promise<unknown> {
  switch (change.action) {
    case 'makeAdmin':
      return grantAdminRole(change.user.id);
    case 'removeAdmin':
      return revokeAdminRole(change.user.id);
    case 'grantAccess':
      return grantAccess(change.user.id, change.grant);
    case 'revokeAccess':
      return revokeAccess(change.user.id);
  }
}

const succeeded = {
  makeAdmin: 'madeAdmin',
  removeAdmin: 'removedAdmin',
  grantAccess: 'grantedAccess',
  revokeAccess: 'revokedAccess',
} as const;

/**
 * Changes a user's role or access, says how it went in a toast, then refreshes what the change shows in: the users
 * list, the totals (subscribers), the audit history and, when admins change themselves, their own access.
 */
export function useUserChange() {
  const { t } = useTranslation(adminNamespace);
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, { action, user }) => {
      toast.success(t(`users.toasts.${succeeded[action]}`, { username: user.username }));
    },
    onError: (error, { action }) => {
      toast.error(t(`users.toasts.${action}Failed`), { description: errorMessage(error) });
    },
    // Also after a refusal: a 409 or 404 usually means the list on screen is out of date.
    onSettled: (_answer, _error, { user }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.histories() }),
        user.id === me?.id ? queryClient.invalidateQueries({ queryKey: currentUserKey }) : undefined,
      ]),
  });
}
