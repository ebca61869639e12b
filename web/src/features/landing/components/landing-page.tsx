import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title">{t('landing.title')}</h1>
        <p className="hero__subtitle">{t('landing.subtitle')}</p>
        <Link to="/auth" className="button button--primary button--large">
          {t('landing.cta')}
        </Link>
      </div>
    </section>
  );
}
