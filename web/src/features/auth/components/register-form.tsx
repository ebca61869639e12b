import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { useRegister } from '../hooks/use-auth-mutations';
import { AuthCheckField } from './auth-check-field';
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
  // The schema lets a submit through only with the age box ticked, so the confirmation sent is always `true`.
  const onSubmit = handleSubmit(({ username, email, password }) =>
    signUp.mutate(
      { username, email, password, language, ageConfirmed: true },
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
      <AuthCheckField
        id="register-age-confirmed"
        label={t('fields.ageConfirmed')}
        registration={register('ageConfirmed')}
        error={errors.ageConfirmed?.message}
      />
      <AuthSubmitButton
        pending={signUp.isPending}
        label={t('submit.register')}
        pendingLabel={t('submit.registerPending')}
      />
    </form>
  );
}
