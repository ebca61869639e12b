import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/current-user';
import { useUpdateEmail } from '../hooks/use-update-email';
import { profileNamespace } from '../i18n';
import { splitFieldMessage } from '../server-field-error';
import { ProfileField } from './profile-field';
import { emailSchema } from './profile-schemas';

/** The username is for good; the email can change (the server refuses one another account has). */
export function AccountCard({ user }: { user: Pick<CurrentUser, 'username' | 'email'> }) {
  const { t } = useTranslation(profileNamespace);
  const update = useUpdateEmail();
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: user.email },
  });

  const onSubmit = handleSubmit(({ email }) =>
    update.mutate(email, {
      onSuccess: (updated) => {
        reset({ email: updated.email });
        toast.success(t('toasts.emailUpdated'));
      },
      onError: (error) => {
        const { text } = splitFieldMessage(errorMessage(error));
        // A refused address (invalid, or taken: 409) is said under the field; anything else only in the toast.
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
          setError('email', { type: 'server', message: text });
        }
        toast.error(t('toasts.emailFailed'), { description: text });
      },
    }),
  );

  return (
    <section className="profile-card" aria-labelledby="account-title">
      <h2 id="account-title" className="profile-card__title">
        {t('account.title')}
      </h2>
      <div className="profile-form">
        <div className="profile-field">
          <label htmlFor="account-username">{t('account.username')}</label>
          <input
            id="account-username"
            type="text"
            value={user.username}
            readOnly
            autoComplete="username"
            aria-describedby="account-username-hint"
          />
          <p id="account-username-hint" className="profile-field__hint">
            {t('account.usernameHint')}
          </p>
        </div>
        <form className="profile-form" noValidate onSubmit={onSubmit}>
          <ProfileField
            id="account-email"
            type="email"
            label={t('account.email')}
            autoComplete="email"
            registration={register('email')}
            error={formState.errors.email?.message}
          />
          <div>
            <button type="submit" className="button button--primary" disabled={update.isPending} aria-busy={update.isPending}>
              {update.isPending ? t('account.saving') : t('account.save')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
