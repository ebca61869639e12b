import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../ui/language-switch';

export function PublicHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="logo">
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.main')} className="site-nav">
          <Link to="/blog">{t('nav.blog')}</Link>
          {/* A router link (not a bare #hash) so it also works from the legal pages; the layout scrolls to it. */}
          <Link to={{ pathname: '/', hash: '#organizers' }}>{t('nav.forOrganizers')}</Link>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch />
          <Link to="/auth" className="button button--ghost">
            {t('nav.login')}
          </Link>
          <Link to="/auth" className="button button--primary site-header__secondary">
            {t('nav.sampleEvent')}
          </Link>
          <Link to="/auth" className="button button--dark site-header__secondary">
            {t('nav.start')}
          </Link>
        </div>
      </div>
    </header>
  );
}
