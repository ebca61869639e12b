import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { ApiError, errorMessage } from '../../../lib/api';
import type { AdminUser } from '../api/get-users';
import { adminNamespace } from '../i18n';
import { deleteUserSchema, isDeleteUserErrorKey } from './delete-user-schema';
import { useDeleteUser } from './use-delete-user';

type DeleteUserDialogProps = { user: AdminUser; onClose: () => void };

/** The server names a reason it refuses (`"reason: Must be at most 500 characters"`): shown under the field. */
function reasonProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^reason: (.+)$/s.exec(errorMessage(error));
  return match ? match[1] : null;
}

/**
 * Deletes a user's account for good, for a reason kept in the audit trail; closes once the server agreed. Mounted
 * only while open, so every opening starts with an empty reason.
 */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation(adminNamespace);
  const remove = useDeleteUser();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(deleteUserSchema),
    defaultValues: { reason: '' },
  });
  const reasonError = formState.errors.reason?.message;
  const idPrefix = `delete-user-${user.id}`;

  const onSubmit = handleSubmit(({ reason }) =>
    remove.mutate(
      { user, reason },
      {
        onSuccess: onClose,
        onError: (error) => {
          const problem = reasonProblem(error);
          if (problem) setError('reason', { type: 'server', message: problem }, { shouldFocus: true });
          else toast.error(t('users.toasts.deleteFailed'), { description: errorMessage(error) });
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.delete.title', { username: user.username })}
      description={t('users.delete.description')}
    >
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor={`${idPrefix}-reason`}>{t('users.delete.reason')}</label>
          <textarea
            id={`${idPrefix}-reason`}
            rows={3}
            maxLength={500}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${idPrefix}-reason-error` : undefined}
            {...register('reason')}
          />
          {reasonError ? (
            <p id={`${idPrefix}-reason-error`} className="admin-field__error">
              {isDeleteUserErrorKey(reasonError) ? t(`users.delete.errors.${reasonError}`) : reasonError}
            </p>
          ) : null}
        </div>
        <div className="dialog__actions">
          <DialogClose>{t('common.cancel')}</DialogClose>
          <button type="submit" className="button button--danger" disabled={remove.isPending} aria-busy={remove.isPending}>
            {remove.isPending ? t('users.delete.pending') : t('users.delete.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
