import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <PublicFooter />
      {/* Footer links open the legal pages at their top, and /#organizers scrolls to its section. */}
      <ScrollRestoration />
    </>
  );
}
