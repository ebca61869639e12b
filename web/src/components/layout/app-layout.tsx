import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../ui/language-switch';
import { AppNav } from './app-nav';
import './app-translations';
import { AppUserMenu, type AppUser } from './app-user-menu';
import { PastDueBanner } from './past-due-banner';
import './app-layout.css';

type AppLayoutProps = {
  user: AppUser;
  onLogout: () => Promise<unknown>;
  children: ReactNode;
};

/** The frame of every signed-in page. It is handed the user and the logout action, so it knows no feature. */
export function AppLayout({ user, onLogout, children }: AppLayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <header className="app-header">
        <div className="container app-header__inner">
          <Link to="/dashboard" className="logo">
            {t('brand')}
          </Link>
          <AppNav isAdmin={user.isAdmin} />
          <div className="app-header__actions">
            <LanguageSwitch />
            <AppUserMenu user={user} onLogout={onLogout} />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="app-main">
        {user.subscriptionStatus === 'past_due' ? <PastDueBanner /> : null}
        {children}
      </main>
    </>
  );
}
