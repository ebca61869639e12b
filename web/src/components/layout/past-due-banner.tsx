import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import './app-translations';

/**
 * On every signed-in page while a payment is being retried, until the card is fixed. Not on the profile screen,
 * which says the same next to the button that fixes it.
 */
export function PastDueBanner() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  if (pathname === '/profile') return null;
  return (
    <div className="past-due-banner" role="alert">
      <div className="container past-due-banner__inner">
        <p>{t('pastDue.message')}</p>
        <Link to="/profile">{t('pastDue.action')}</Link>
      </div>
    </div>
  );
}
