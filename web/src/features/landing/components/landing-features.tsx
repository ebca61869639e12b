import { useTranslation } from 'react-i18next';
import { FeatureIcon, type FeatureIconName } from './feature-icon';

const features: readonly FeatureIconName[] = ['saveTime', 'deadlines', 'filters'];

export function LandingFeatures() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title" className="landing-section__title">
          {t('features.title')}
        </h2>
        <ul className="features__list">
          {features.map((feature) => (
            <li key={feature} className="features__item">
              <span className="features__icon-wrap">
                <FeatureIcon name={feature} />
              </span>
              <h3>{t(`features.${feature}.title`)}</h3>
              <p>{t(`features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
