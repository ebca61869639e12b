import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { forgetCurrentUser, signOutHomeKey } from '../../../lib/current-user';
import { deleteAccount } from '../api/delete-account';
import { profileNamespace } from '../i18n';

/**
 * Deletes the signed-in user's account. Once the server agreed the browser is signed out as logging out signs it
 * out; its key tells the signed-in pages' guard to send the page to the landing page rather than to sign-in (a
 * navigation started from here would race the guard's own redirect).
 */
export function useDeleteAccount() {
  const { t } = useTranslation(profileNamespace);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: signOutHomeKey,
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast.success(t('toasts.accountDeleted'));
      forgetCurrentUser(queryClient);
    },
  });
}
