import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
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
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <PublicFooter />
    </>
  );
}
