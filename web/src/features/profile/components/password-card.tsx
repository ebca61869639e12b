import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { changePassword } from '../api/change-password';
import { profileNamespace } from '../i18n';
import { splitFieldMessage } from '../server-field-error';
import { ProfileField } from './profile-field';
import { passwordSchema } from './profile-schemas';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changing the password needs the current one; the server ends every session of the user and signs this browser in again. */
export function PasswordCard({ username }: { username: string }) {
  const { t } = useTranslation(profileNamespace);
  const change = useMutation({ mutationFn: changePassword });
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(passwordSchema),
    defaultValues: empty,
  });
  const { errors } = formState;

  // confirmPassword only guards against typos: the server is sent the two fields it knows.
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(empty);
          toast.success(t('toasts.passwordChanged'));
        },
        onError: (error) => {
          const { field, text } = splitFieldMessage(errorMessage(error));
          if (error instanceof ApiError && error.status === 400 && (field === 'currentPassword' || field === 'newPassword')) {
            setError(field, { type: 'server', message: text });
          }
          toast.error(t('toasts.passwordFailed'), { description: text });
        },
      },
    ),
  );

  return (
    <section className="profile-card" aria-labelledby="password-title">
      <h2 id="password-title" className="profile-card__title">
        {t('password.title')}
      </h2>
      <form className="profile-form" noValidate onSubmit={onSubmit}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <ProfileField
          id="password-current"
          type="password"
          label={t('password.current')}
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <ProfileField
          id="password-new"
          type="password"
          label={t('password.new')}
          hint={t('password.newHint')}
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword?.message}
        />
        <ProfileField
          id="password-confirm"
          type="password"
          label={t('password.confirm')}
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <div>
          <button type="submit" className="button button--primary" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? t('password.pending') : t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
