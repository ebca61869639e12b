import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { HistoryDialog, type HistorySubject } from '../../components/history-dialog';
import { QueryList } from '../../components/query-list';
import { adminNamespace } from '../../i18n';
import { scrapersQueryOptions } from '../api/get-scrapers';
import {
  runScraperKey,
  useInitializeScrapers,
  useRefreshWhenRunsFinish,
  useRunAllScrapers,
} from '../hooks/use-scraper-mutations';
import { ScraperCard } from './scraper-card';
import { ScraperFormDialog, type ScraperFormTarget } from './scraper-form-dialog';
import './scrapers.css';

type Confirming = 'initialize' | 'runAll';

function LoadingCards() {
  return (
    <ul className="scraper-list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="scraper-card scraper-card--skeleton" />
      ))}
    </ul>
  );
}

/**
 * The admin console's Scrapers tab: every scraper with its last run and a run under way (the list polls while one
 * is), run one or all, the one-time initialization, and the form to add or change one.
 */
export function ScrapersTab() {
  const { t } = useTranslation(adminNamespace);
  const runsStarting = useIsMutating({ mutationKey: runScraperKey });
  const scrapers = useQuery(scrapersQueryOptions({ runStarting: runsStarting > 0 }));
  useRefreshWhenRunsFinish(scrapers.data?.filter((scraper) => scraper.running !== null).map((scraper) => scraper.id));
  const initialize = useInitializeScrapers();
  const runAll = useRunAllScrapers();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [formTarget, setFormTarget] = useState<ScraperFormTarget | null>(null);
  const [history, setHistory] = useState<HistorySubject | null>(null);

  const loading = (
    <>
      <p className="visually-hidden" role="status">
        {t('scrapers.loading')}
      </p>
      <LoadingCards />
    </>
  );
  const body = () => (
    <QueryList query={scrapers} loading={loading} error={t('scrapers.error')} empty={t('scrapers.empty')}>
      {(items) => (
        <ul className="scraper-list">
          {items.map((scraper) => (
            <ScraperCard
              key={scraper.id}
              scraper={scraper}
              onEdit={() => setFormTarget({ scraper })}
              onHistory={() => setHistory({ kind: 'scraper', id: scraper.id, title: scraper.name })}
            />
          ))}
        </ul>
      )}
    </QueryList>
  );

  return (
    <section className="admin-panel" aria-labelledby="admin-scrapers-title" aria-busy={scrapers.isPending}>
      <div className="scrapers__header">
        <h2 id="admin-scrapers-title" className="admin-panel__title">
          {t('scrapers.title')}
        </h2>
        <div className="scrapers__toolbar">
          {scrapers.data && scrapers.data.length > 0 ? (
            <button type="button" className="button button--primary" disabled={runAll.isPending} onClick={() => setConfirming('runAll')}>
              {t('scrapers.runAll')}
            </button>
          ) : null}
          {scrapers.data?.length === 0 ? (
            <button
              type="button"
              className="button button--primary"
              disabled={initialize.isPending}
              onClick={() => setConfirming('initialize')}
            >
              {t('scrapers.initialize')}
            </button>
          ) : null}
          <button type="button" className="button button--outline" onClick={() => setFormTarget({ scraper: null })}>
            {t('scrapers.add')}
          </button>
        </div>
      </div>
      {body()}
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={t(`scrapers.confirm.${confirming}.title`)}
          description={t(`scrapers.confirm.${confirming}.description`)}
          confirmLabel={t(`scrapers.confirm.${confirming}.confirm`)}
          cancelLabel={t('common.cancel')}
          onConfirm={() => (confirming === 'runAll' ? runAll.mutate() : initialize.mutate())}
        />
      ) : null}
      <ScraperFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <HistoryDialog subject={history} onClose={() => setHistory(null)} />
    </section>
  );
}
