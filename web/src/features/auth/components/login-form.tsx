import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { useLogin } from '../hooks/use-auth-mutations';
import { AuthField } from './auth-field';
import { loginResolver, preloadValidation } from './auth-resolvers';
import type { LoginValues } from './auth-schemas';
import { AuthSubmitButton } from './auth-submit-button';
import { ForgotPassword } from './forgot-password';

export function LoginForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginValues>({ resolver: loginResolver });
  const { errors } = formState;

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onError: (error) => toast.error(t('toasts.loginFailed'), { description: errorMessage(error) }),
    }),
  );

  return (
    <form className="auth-form" aria-labelledby={labelledBy} noValidate onFocus={preloadValidation} onSubmit={onSubmit}>
      <AuthField
        id="login-username"
        label={t('fields.username')}
        autoComplete="username"
        registration={register('username')}
        error={errors.username?.message}
      />
      <AuthField
        id="login-password"
        type="password"
        label={t('fields.password')}
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <ForgotPassword />
      <AuthSubmitButton pending={login.isPending} label={t('submit.login')} pendingLabel={t('submit.loginPending')} />
    </form>
  );
}
