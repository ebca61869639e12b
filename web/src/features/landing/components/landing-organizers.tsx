import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { organizerEmail } from '../../../lib/contact';

function mailto(subject: string): string {
  return `mailto:${organizerEmail}?subject=${encodeURIComponent(subject)}`;
}

export function LandingOrganizers() {
  const { t } = useTranslation('landing');
  return (
    <section id="organizers" className="landing-section organizers" aria-labelledby="organizers-title">
      <div className="container organizers__inner">
        <h2 id="organizers-title" className="landing-section__title">
          {t('organizers.title')}
        </h2>
        <p className="landing-section__subtitle">{t('organizers.text')}</p>
        <div className="organizers__actions">
          <Link to="/organizers/submit" className="button button--primary button--large">
            {t('organizers.submitOnline')}
          </Link>
          <a href={mailto(t('organizers.submitSubject'))} className="button button--outline button--large">
            {t('organizers.submit')}
          </a>
          <a href={mailto(t('organizers.contactSubject'))} className="button button--outline button--large">
            {t('organizers.contact')}
          </a>
        </div>
        <p className="organizers__note">
          {t('organizers.emailNote', { email: organizerEmail })}
        </p>
      </div>
    </section>
  );
}
