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
        </nav>
        <LanguageSwitch />
        <Link to="/auth" className="button button--primary">
          {t('nav.login')}
        </Link>
      </div>
    </header>
  );
}
