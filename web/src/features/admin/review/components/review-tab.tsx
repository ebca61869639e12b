import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryDialog, type HistorySubject } from '../../components/history-dialog';
import { QueryList } from '../../components/query-list';
import { adminNamespace } from '../../i18n';
import { reviewQueryOptions } from '../api/get-review';
import { DraftsSection } from './drafts-section';
import { ReviewItemCard } from './review-item-card';
import './review.css';

/**
 * The admin console's Review tab: what a run should not decide alone (probable duplicates, sources that disagree on
 * dates, a doubt about the sport, events no source lists any more), the latest first, each with its answers; then the
 * drafts, records a run could not prove, to publish, edit and publish, or reject.
 */
export function ReviewTab() {
  const { t } = useTranslation(adminNamespace);
  const review = useQuery(reviewQueryOptions());
  const [history, setHistory] = useState<HistorySubject | null>(null);

  return (
    <section className="admin-panel" aria-labelledby="admin-review-title" aria-busy={review.isPending}>
      <h2 id="admin-review-title" className="admin-panel__title">
        {t('review.title')}
      </h2>
      <p className="review-intro">{t('review.intro')}</p>
      <QueryList query={review} loading={t('review.loading')} error={t('review.error')} empty={t('review.empty')}>
        {(items) => (
          <ol className="review-list">
            {items.map((item) => (
              <ReviewItemCard key={item.id} item={item} onHistory={setHistory} />
            ))}
          </ol>
        )}
      </QueryList>
      <DraftsSection onHistory={setHistory} />
      <HistoryDialog subject={history} onClose={() => setHistory(null)} />
    </section>
  );
}
