import { useTranslation } from 'react-i18next';
import './app-translations';

/** Announced as "Loading…" to screen readers; the ring itself is decoration. */
export function AppSpinner() {
  const { t } = useTranslation('app');
  return (
    <div className="app-spinner" role="status" aria-label={t('loading')}>
      <span className="app-spinner__ring" aria-hidden="true" />
    </div>
  );
}
