import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { useLanguage } from '../../../../lib/use-language';
import { formatInstant } from '../../components/admin-format';
import { adminNamespace } from '../../i18n';
import type { Scraper } from '../api/scraper';
import { useRunScraper } from '../hooks/use-scraper-mutations';
import { ActiveBadge, RunStatusBadge } from './scraper-badges';
import { ScraperProgress } from './scraper-progress';
import { dailyTime } from './schedule-text';

type ScraperCardProps = {
  scraper: Scraper;
  onEdit: () => void;
  onHistory: () => void;
};

/** One scraper: its state, its last run, its schedule, a run under way, and what an admin can do with it. */
export function ScraperCard({ scraper, onEdit, onHistory }: ScraperCardProps) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const run = useRunScraper();
  const [confirming, setConfirming] = useState(false);
  const titleId = `scraper-${scraper.id}-name`;
  const daily = dailyTime(scraper.schedule);
  const running = scraper.running !== null || run.isPending;

  return (
    <li className="scraper-card">
      <article aria-labelledby={titleId}>
        <div className="scraper-card__header">
          <div>
            <h3 id={titleId} className="scraper-card__name">
              {scraper.name}
            </h3>
            <p className="scraper-card__organizer">{t('scrapers.organizer', { organizer: scraper.organizer })}</p>
          </div>
          <span className="admin-badges">
            <ActiveBadge isActive={scraper.isActive} />
            <RunStatusBadge status={scraper.lastRunStatus} />
            {running ? <RunStatusBadge status="running" /> : null}
          </span>
        </div>
        <dl className="scraper-card__facts">
          <div>
            <dt>{t('scrapers.lastRun')}</dt>
            <dd>
              {scraper.lastRunAt ? (
                <time dateTime={scraper.lastRunAt}>{formatInstant(scraper.lastRunAt, language)}</time>
              ) : (
                t('common.empty')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('scrapers.schedule')}</dt>
            <dd>
              <code>{scraper.schedule}</code>
              {daily ? <span className="scraper-card__hint"> ({t('scrapers.daily', { time: daily })})</span> : null}
            </dd>
          </div>
          <div>
            <dt>{t('scrapers.strategy')}</dt>
            <dd>{t(`scrapers.strategies.${scraper.strategy}`, { defaultValue: scraper.strategy })}</dd>
          </div>
        </dl>
        {scraper.lastRunStatus === 'warning' && scraper.lastRunWarning ? (
          <p className="scraper-log__warning">{t('scrapers.lastRunWarning', { warning: scraper.lastRunWarning })}</p>
        ) : null}
        {scraper.running ? <ScraperProgress name={scraper.name} progress={scraper.running} /> : null}
        <div className="scraper-card__actions">
          <button
            type="button"
            className="button button--primary admin-button--small"
            aria-label={t('scrapers.actions.runNowNamed', { name: scraper.name })}
            disabled={running}
            onClick={() => setConfirming(true)}
          >
            {run.isPending ? t('scrapers.actions.running') : t('scrapers.actions.runNow')}
          </button>
          <button
            type="button"
            className="button button--outline admin-button--small"
            aria-label={t('scrapers.actions.editNamed', { name: scraper.name })}
            onClick={onEdit}
          >
            {t('scrapers.actions.edit')}
          </button>
          <button
            type="button"
            className="button button--ghost admin-button--small"
            aria-label={t('scrapers.actions.historyNamed', { name: scraper.name })}
            onClick={onHistory}
          >
            {t('scrapers.actions.history')}
          </button>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('scrapers.confirm.run.title', { name: scraper.name })}
        description={t('scrapers.confirm.run.description')}
        confirmLabel={t('scrapers.confirm.run.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => run.mutate(scraper)}
      />
    </li>
  );
}
