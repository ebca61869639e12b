import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { useCurrentUser } from '../../../lib/current-user';
import '../auth-translations';
import { AuthHero } from './auth-hero';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './auth-page.css';

type Mode = 'login' | 'register';

const headingId = 'auth-heading';

function AuthHeader() {
  const { t } = useTranslation();
  return (
    <header className="auth-header">
      <Link to="/" className="logo">
        {t('brand')}
      </Link>
      <LanguageSwitch />
    </header>
  );
}

/** Login and sign-up on one screen; a signed-in visitor has nothing to do here and goes to the dashboard. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const { data: user } = useCurrentUser();
  const [mode, setMode] = useState<Mode>('login');
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  // After a switch the old form is gone with the focus: put it on the new heading so the change is announced.
  useEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [mode]);

  if (user) return <Navigate to="/dashboard" replace />;

  const switchTo = (next: Mode) => {
    switched.current = true;
    setMode(next);
  };

  return (
    <div className="auth-screen">
      <div className="auth-screen__panel">
        <AuthHeader />
        <main id="main" className="auth-main">
          <h1 id={headingId} ref={heading} tabIndex={-1}>
            {t(`heading.${mode}`)}
          </h1>
          <p className="auth-main__intro">{t(`intro.${mode}`)}</p>
          {mode === 'login' ? <LoginForm labelledBy={headingId} /> : <RegisterForm labelledBy={headingId} />}
          <p className="auth-main__switch">
            {mode === 'login' ? t('switchMode.toRegisterQuestion') : t('switchMode.toLoginQuestion')}{' '}
            <button
              type="button"
              className="auth-link-button"
              onClick={() => switchTo(mode === 'login' ? 'register' : 'login')}
            >
              {mode === 'login' ? t('switchMode.toRegister') : t('switchMode.toLogin')}
            </button>
          </p>
        </main>
      </div>
      <AuthHero />
    </div>
  );
}
