import { useTranslation } from 'react-i18next';
import '../i18n';
import { LandingFaq } from './landing-faq';
import { LandingFeatures } from './landing-features';
import { LandingFinalCta } from './landing-final-cta';
import { LandingHero } from './landing-hero';
import { LandingOrganizers } from './landing-organizers';
import { LandingPricing } from './landing-pricing';
import { LandingStats } from './landing-stats';
import './landing.css';

/** The spec's sections 2 to 8 in order; the sticky header (1) and the footer (9) come from the public layout. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <LandingHero />
      <LandingStats />
      <LandingFeatures />
      <LandingPricing />
      <LandingOrganizers />
      <LandingFaq />
      <LandingFinalCta />
    </>
  );
}
