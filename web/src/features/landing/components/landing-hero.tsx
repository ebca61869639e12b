import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className="hero__subtitle">{t('hero.subtitle')}</p>
        <Link to="/auth" className="button button--primary button--large">
          {t('hero.cta')}
        </Link>
        <p className="hero__badge">
          <span className="hero__badge-icon" aria-hidden="true">
            ★★★★★
          </span>
          {t('hero.trustBadge')}
        </p>
      </div>
    </section>
  );
}
