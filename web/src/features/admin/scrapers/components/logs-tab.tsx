import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/use-language';
import { formatCalendarDay } from '../../../../lib/date-format';
import { formatCount } from '../../../../lib/number-format';
import { EvidenceNote } from '../../components/evidence-note';
import { QueryList } from '../../components/query-list';
import { adminNamespace } from '../../i18n';
import { logsQueryOptions } from '../api/get-logs';
import type { RunListing, ScraperLog } from '../api/scraper';
import { useRefreshWhenRunsFinish } from '../hooks/use-scraper-mutations';
import { LogHeader } from './log-header';
import { PageReadings, RunNotes } from './page-readings';
import './scrapers.css';

const runningIds = (logs: ScraperLog[] | undefined) => logs?.filter((log) => log.status === 'running').map((log) => log.id);

/** Found and Added always; Updated, Drafted and Rejected only when some were (spec: Updated only if above 0). */
function LogCounts({ log }: { log: ScraperLog }) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const counts = [
    ['found', log.eventsFound],
    ['added', log.eventsAdded],
    ...(log.eventsUpdated > 0 ? [['updated', log.eventsUpdated] as const] : []),
    ...((log.eventsDrafted ?? 0) > 0 ? [['drafted', log.eventsDrafted ?? 0] as const] : []),
    ...(log.eventsRejected > 0 ? [['rejected', log.eventsRejected] as const] : []),
  ] as const;
  return (
    <dl className="scraper-log__counts">
      {counts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`logs.${key}`)}</dt>
          <dd>{formatCount(value, language)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The evidence behind what families read: for each event the run listed, where each published value was read. */
const evidenced = ['name', 'dates', 'place', 'cost', 'ages', 'type', 'registrationDeadline', 'registrationLink', 'sport'] as const;

function ListingsEvidence({ listings }: { listings: readonly RunListing[] }) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  if (listings.length === 0) return null;
  return (
    <section className="scraper-log__listings" aria-label={t('logs.listings.title')}>
      <h3 className="scraper-notes__title">{t('logs.listings.title')}</h3>
      <ul>
        {listings.map((listing) => (
          <li key={listing.eventId}>
            <strong>{listing.name}</strong> · {formatCalendarDay(listing.startDate, language)}
            <dl className="scraper-log__evidence">
              {evidenced.map((field) =>
                listing.evidence[field] ? (
                  <Fragment key={field}>
                    <dt>{t(`logs.listings.fields.${field}`)}</dt>
                    <dd>
                      <EvidenceNote evidence={listing.evidence[field]} />
                    </dd>
                  </Fragment>
                ) : null,
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a finished run read page by page, what it rejected and what it could not read: folded away until asked for. */
function LogDetails({ log }: { log: ScraperLog }) {
  const { t } = useTranslation(adminNamespace);
  const pages = log.pages ?? [];
  const rejections = log.rejections ?? [];
  const failures = log.pageFailures ?? [];
  const listings = log.listings ?? [];
  if (pages.length === 0 && rejections.length === 0 && failures.length === 0 && listings.length === 0) return null;
  return (
    <details className="scraper-log__details">
      <summary>{t('logs.details')}</summary>
      <ListingsEvidence listings={listings} />
      <PageReadings pages={pages} omitted={log.pagesOmitted ?? 0} />
      <RunNotes title={t('scrapers.notes.rejected')} notes={rejections} level="h3" />
      <RunNotes title={t('scrapers.notes.failures')} notes={failures} level="h3" />
    </details>
  );
}

/** The admin console's Logs tab: the latest runs, newest first, refreshed every 2 seconds while one is running. */
export function LogsTab() {
  const { t } = useTranslation(adminNamespace);
  const logs = useQuery(logsQueryOptions());
  useRefreshWhenRunsFinish(runningIds(logs.data));

  const body = () => (
    <QueryList query={logs} loading={t('logs.loading')} error={t('logs.error')} empty={t('logs.empty')}>
      {(items) => (
        <ol className="scraper-logs">
          {items.map((log) => (
            <li key={log.id} className="scraper-log">
              <LogHeader log={log} />
              <LogCounts log={log} />
              {log.errorMessage ? <p className="scraper-log__error">{log.errorMessage}</p> : null}
              {log.warning ? <p className="scraper-log__warning">{log.warning}</p> : null}
              <LogDetails log={log} />
            </li>
          ))}
        </ol>
      )}
    </QueryList>
  );

  return (
    <section className="admin-panel" aria-labelledby="admin-logs-title" aria-busy={logs.isPending}>
      <h2 id="admin-logs-title" className="admin-panel__title">
        {t('logs.title')}
      </h2>
      {body()}
    </section>
  );
}
