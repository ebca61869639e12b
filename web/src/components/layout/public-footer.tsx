import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { organizerEmail } from '../../lib/contact';

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div className="site-footer__company">
            <h2 className="site-footer__brand">{t('brand')}</h2>
            <p>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.company')}>
            <h2 className="site-footer__heading">{t('footer.company')}</h2>
            <ul>
              <li>
                <Link to={{ pathname: '/', hash: '#organizers' }}>{t('footer.forOrganizers')}</Link>
              </li>
              <li>
                <a href={`mailto:${organizerEmail}`}>{t('footer.contact')}</a>
              </li>
            </ul>
          </nav>
          <nav aria-label={t('footer.resources')}>
            <h2 className="site-footer__heading">{t('footer.resources')}</h2>
            <ul>
              <li>
                <Link to="/blog">{t('footer.blog')}</Link>
              </li>
              <li>
                <Link to="/auth">{t('footer.login')}</Link>
              </li>
              <li>
                <Link to="/auth">{t('footer.signup')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={t('footer.legal')}>
            <h2 className="site-footer__heading">{t('footer.legal')}</h2>
            <ul>
              <li>
                <Link to="/terms">{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to="/privacy">{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to="/refund">{t('footer.refund')}</Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
