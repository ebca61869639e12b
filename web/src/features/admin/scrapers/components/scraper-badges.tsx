import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../../i18n';
import type { LogStatus, Scraper } from '../api/scraper';

// Badges are words in a colour, so they read the same to everyone (the colour only repeats what the word says).

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation(adminNamespace);
  return isActive ? (
    <span className="admin-badge admin-badge--active">{t('scrapers.active')}</span>
  ) : (
    <span className="admin-badge admin-badge--inactive">{t('scrapers.inactive')}</span>
  );
}

/** The outcome of a run, or of a scraper's last finished run ('Never run' when there was none). */
export function RunStatusBadge({ status }: { status: LogStatus | Scraper['lastRunStatus'] }) {
  const { t } = useTranslation(adminNamespace);
  const shown = status ?? 'never';
  return <span className={`admin-badge admin-badge--run-${shown}`}>{t(`scrapers.status.${shown}`)}</span>;
}
