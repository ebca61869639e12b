import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/use-language';
import { formatCount } from '../../../../lib/number-format';
import { adminNamespace } from '../../i18n';
import type { RunProgress } from '../api/scraper';

/** How far a run under way has got: pages visited out of the scraper's page limit, and the events found so far. */
export function ScraperProgress({ name, progress }: { name: string; progress: RunProgress }) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const limit = Math.max(progress.pageLimit, 1);
  const visited = Math.min(progress.pagesVisited, limit);
  const pages = t('scrapers.progress.pages', {
    visited: formatCount(visited, language),
    limit: formatCount(progress.pageLimit, language),
  });
  return (
    <div className="scraper-progress">
      <div
        className="scraper-progress__track"
        role="progressbar"
        aria-label={t('scrapers.progress.label', { name })}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={visited}
        aria-valuetext={pages}
      >
        <div className="scraper-progress__bar" style={{ width: `${(visited / limit) * 100}%` }} />
      </div>
      <p className="scraper-progress__text">
        <span>{pages}</span>
        <span aria-hidden="true"> · </span>
        <span>{t('scrapers.progress.found', { count: progress.eventsFound })}</span>
      </p>
    </div>
  );
}
