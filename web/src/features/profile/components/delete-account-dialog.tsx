import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { ApiError, errorMessage } from '../../../lib/api';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { profileNamespace } from '../i18n';
import { splitFieldMessage } from '../server-field-error';
import { ProfileField } from './profile-field';
import { deleteAccountSchema } from './profile-schemas';

type DeleteAccountDialogProps = { username: string; onClose: () => void };

/**
 * Says what deleting the account does and asks for the password before doing it. Mounted only while open, so
 * every opening starts with an empty password.
 */
export function DeleteAccountDialog({ username, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation(profileNamespace);
  const remove = useDeleteAccount();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const passwordError = formState.errors.password?.message;

  const onSubmit = handleSubmit(({ password }) =>
    remove.mutate(
      { password },
      {
        onError: (error) => {
          const { field, text } = splitFieldMessage(errorMessage(error));
          if (error instanceof ApiError && error.status === 400 && field === 'password') {
            setError('password', { type: 'server', message: text }, { shouldFocus: true });
          } else {
            toast.error(t('toasts.deleteAccountFailed'), { description: text });
          }
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('yourData.confirm.title')}
      description={t('yourData.confirm.description')}
    >
      <form className="profile-form delete-account-form" noValidate onSubmit={onSubmit}>
        {/* Lets password managers offer the password of the right account. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <ProfileField
          id="delete-account-password"
          type="password"
          label={t('yourData.confirm.password')}
          autoComplete="current-password"
          registration={register('password')}
          error={passwordError}
        />
        <div className="dialog__actions">
          <DialogClose>{t('yourData.cancel')}</DialogClose>
          <button type="submit" className="button button--danger" disabled={remove.isPending} aria-busy={remove.isPending}>
            {remove.isPending ? t('yourData.confirm.pending') : t('yourData.confirm.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
