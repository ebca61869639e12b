import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function LandingFinalCta() {
  const { t } = useTranslation('landing');
  return (
    <section className="final-cta" aria-labelledby="final-cta-title">
      <div className="container final-cta__inner">
        <h2 id="final-cta-title">{t('finalCta.title')}</h2>
        <p>{t('finalCta.text')}</p>
        <Link to="/auth" className="button button--inverse button--large">
          {t('finalCta.cta')}
        </Link>
      </div>
    </section>
  );
}
