import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PricingTable } from './pricing-table';

const plans = ['basic', 'pro'] as const;

export function LandingPricing() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="pricing-title">
      <div className="container">
        <h2 id="pricing-title" className="landing-section__title">
          {t('pricing.title')}
        </h2>
        <p className="landing-section__subtitle">{t('pricing.subtitle')}</p>
        <div className="pricing__cards">
          {plans.map((plan) => (
            <article key={plan} className={`pricing-card pricing-card--${plan}`} aria-labelledby={`plan-${plan}`}>
              {plan === 'pro' && <p className="pricing-card__badge">{t('pricing.pro.badge')}</p>}
              <h3 id={`plan-${plan}`}>{t(`pricing.${plan}.name`)}</h3>
              <p className="pricing-card__price">
                <span className="pricing-card__amount">{t(`pricing.${plan}.price`)}</span>
                {t('pricing.perMonth')}
              </p>
              <p className="pricing-card__description">{t(`pricing.${plan}.description`)}</p>
              <ul className="pricing-card__highlights">
                {t(`pricing.${plan}.highlights`, { returnObjects: true }).map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
              <Link to="/auth" className={`button button--large ${plan === 'pro' ? 'button--primary' : 'button--outline'}`}>
                {t(`pricing.${plan}.cta`)}
              </Link>
            </article>
          ))}
        </div>
        <PricingTable />
      </div>
    </section>
  );
}
