import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api';
import { useLanguage } from '../../../../lib/use-language';
import { formatInstant } from '../../components/admin-format';
import { adminNamespace } from '../../i18n';
import { logsQueryOptions } from '../api/get-logs';
import { RunStatusBadge } from './scraper-badges';
import { shorten } from './schedule-text';
import './scrapers.css';

/** The spec's 10 latest runs, each error cut to 50 characters (the whole text on hover). */
const recentLimit = 10;
const errorLength = 50;

/** The overview's 'Recent Scraper Activity': the latest runs at a glance; the Logs tab has the details. */
export function RecentActivity() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const logs = useQuery(logsQueryOptions(recentLimit));

  const body = () => {
    if (logs.isPending) {
      return (
        <p className="admin-loading" role="status">
          {t('overview.activity.loading')}
        </p>
      );
    }
    if (logs.isError) {
      return (
        <p className="admin-error" role="alert">
          {t('overview.activity.error')}: {errorMessage(logs.error)}
        </p>
      );
    }
    if (logs.data.length === 0) return <p className="admin-empty">{t('overview.activity.empty')}</p>;
    return (
      <ol className="scraper-logs">
        {logs.data.slice(0, recentLimit).map((log) => (
          <li key={log.id} className="scraper-log">
            <div className="scraper-log__header">
              <span className="scraper-log__name">{log.scraperName}</span>
              <RunStatusBadge status={log.status} />
              <time className="scraper-log__time" dateTime={log.executedAt}>
                {formatInstant(log.executedAt, language)}
              </time>
            </div>
            {log.errorMessage ? (
              <p className="scraper-log__error" title={log.errorMessage}>
                {shorten(log.errorMessage, errorLength)}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    );
  };

  return (
    <section className="admin-panel" aria-labelledby="admin-activity-title" aria-busy={logs.isPending}>
      <h2 id="admin-activity-title" className="admin-panel__title">
        {t('overview.activity.title')}
      </h2>
      {body()}
    </section>
  );
}
