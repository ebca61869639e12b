import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryList } from '../../components/query-list';
import { adminNamespace } from '../../i18n';
import { logsQueryOptions } from '../api/get-logs';
import { LogHeader } from './log-header';
import { shorten } from './schedule-text';
import './scrapers.css';

/** The spec's 10 latest runs, each error cut to 50 characters (the whole text on hover). */
const recentLimit = 10;
const errorLength = 50;

/** The overview's 'Recent Scraper Activity': the latest runs at a glance; the Logs tab has the details. */
export function RecentActivity() {
  const { t } = useTranslation(adminNamespace);
  const logs = useQuery(logsQueryOptions(recentLimit));

  const body = () => (
    <QueryList query={logs} loading={t('overview.activity.loading')} error={t('overview.activity.error')} empty={t('overview.activity.empty')}>
      {(items) => (
        <ol className="scraper-logs">
          {items.slice(0, recentLimit).map((log) => (
            <li key={log.id} className="scraper-log">
              <LogHeader log={log} />
              {log.errorMessage ? (
                <p className="scraper-log__error" title={log.errorMessage}>
                  {shorten(log.errorMessage, errorLength)}
                </p>
              ) : null}
              {log.warning ? (
                <p className="scraper-log__warning" title={log.warning}>
                  {shorten(log.warning, errorLength)}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </QueryList>
  );

  return (
    <section className="admin-panel" aria-labelledby="admin-activity-title" aria-busy={logs.isPending}>
      <h2 id="admin-activity-title" className="admin-panel__title">
        {t('overview.activity.title')}
      </h2>
      {body()}
    </section>
  );
}
