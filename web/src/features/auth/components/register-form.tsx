import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { useRegister } from '../hooks/use-auth-mutations';
import { AuthField } from './auth-field';
import { registerResolver, preloadValidation } from './auth-resolvers';
import type { RegisterValues } from './auth-schemas';
import { AuthSubmitButton } from './auth-submit-button';

export function RegisterForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('auth');
  const signUp = useRegister();
  const language = useLanguage();
  const { register, handleSubmit, formState } = useForm<RegisterValues>({ resolver: registerResolver });
  const { errors } = formState;

  // confirmPassword only guards against typos: the server is sent the fields it knows, with the screen's language.
  const onSubmit = handleSubmit(({ username, email, password }) =>
    signUp.mutate(
      { username, email, password, language },
      { onError: (error) => toast.error(t('toasts.registrationFailed'), { description: errorMessage(error) }) },
    ),
  );

  return (
    <form className="auth-form" aria-labelledby={labelledBy} noValidate onFocus={preloadValidation} onSubmit={onSubmit}>
      <AuthField
        id="register-username"
        label={t('fields.username')}
        hint={t('hints.username')}
        autoComplete="username"
        registration={register('username')}
        error={errors.username?.message}
      />
      <AuthField
        id="register-email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <AuthField
        id="register-password"
        type="password"
        label={t('fields.password')}
        hint={t('hints.password')}
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <AuthField
        id="register-confirm-password"
        type="password"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <AuthSubmitButton
        pending={signUp.isPending}
        label={t('submit.register')}
        pendingLabel={t('submit.registerPending')}
      />
    </form>
  );
}
