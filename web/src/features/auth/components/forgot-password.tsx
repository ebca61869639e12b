import { useTranslation } from 'react-i18next';
import { supportEmail } from '../../../lib/contact';

/** There is no self-service reset: support resets the password on request (spec section 2). */
export function ForgotPassword() {
  const { t } = useTranslation('auth');
  const href = `mailto:${supportEmail}?subject=${encodeURIComponent(t('forgotPassword.mailSubject'))}`;
  return (
    <p className="auth-form__forgot">
      {t('forgotPassword.question')} <a href={href}>{t('forgotPassword.link')}</a> {t('forgotPassword.rest')}
    </p>
  );
}
