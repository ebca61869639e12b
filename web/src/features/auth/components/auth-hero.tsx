import { useTranslation } from 'react-i18next';

/** The large-screen side panel; the pitch is drawn in CSS (field lines on a turf gradient), no image to load. */
export function AuthHero() {
  const { t } = useTranslation('auth');
  return (
    <aside className="auth-hero" aria-labelledby="auth-hero-title">
      <div className="auth-hero__content">
        <h2 id="auth-hero-title">{t('hero.title')}</h2>
        <p>{t('hero.subtitle')}</p>
      </div>
    </aside>
  );
}
