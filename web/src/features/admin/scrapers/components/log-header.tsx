import { useLanguage } from '../../../../lib/use-language';
import { formatInstant } from '../../components/admin-format';
import type { ScraperLog } from '../api/scraper';
import { RunStatusBadge } from './scraper-badges';

/** A run's scraper, outcome and start time: the first line of a log entry, in the Logs tab and on the overview. */
export function LogHeader({ log }: { log: ScraperLog }) {
  const language = useLanguage();
  return (
    <div className="scraper-log__header">
      <span className="scraper-log__name">{log.scraperName}</span>
      <RunStatusBadge status={log.status} />
      <time className="scraper-log__time" dateTime={log.executedAt}>
        {formatInstant(log.executedAt, language)}
      </time>
    </div>
  );
}
