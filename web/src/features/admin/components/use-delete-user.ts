import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { adminKeys } from '../api/admin-keys';
import { deleteUser } from '../api/delete-user';
import type { AdminUser } from '../api/get-users';
import { adminNamespace } from '../i18n';

/**
 * Deletes a user's account for a reason kept in the audit trail, then refreshes what it shows in: the users list,
 * the totals and the audit history. Refusals are the caller's to show (a reason the server refuses sits under the
 * field).
 */
export function useDeleteUser() {
  const { t } = useTranslation(adminNamespace);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, reason }: { user: AdminUser; reason: string }) => deleteUser(user.id, reason),
    onSuccess: () => {
      toast.success(t('users.toasts.deleted'));
    },
    // Also after a refusal: a 404 means the list on screen is out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.histories() }),
      ]),
  });
}
