import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HistorySubject } from '../../components/history-dialog';
import { QueryList } from '../../components/query-list';
import { adminNamespace } from '../../i18n';
import { draftsQueryOptions } from '../api/draft';
import { DraftCard } from './draft-card';

/**
 * The Review tab's drafts: records a scraper found but could not prove and events organizers sent, newest first, kept off
 * the catalog until an admin decides. `onHistory` opens a draft's timeline in the tab's history dialog.
 */
export function DraftsSection({ onHistory }: { onHistory: (subject: HistorySubject) => void }) {
  const { t } = useTranslation(adminNamespace);
  const drafts = useQuery(draftsQueryOptions());
  return (
    <section className="review-drafts" aria-labelledby="admin-drafts-title" aria-busy={drafts.isPending}>
      <h3 id="admin-drafts-title" className="review-drafts__title">
        {t('review.drafts.title')}
      </h3>
      <p className="review-intro">{t('review.drafts.intro')}</p>
      <QueryList query={drafts} loading={t('review.drafts.loading')} error={t('review.drafts.error')} empty={t('review.drafts.empty')}>
        {(items) => (
          <ol className="review-list">
            {items.map((draft) => (
              <DraftCard key={draft.id} draft={draft} onHistory={onHistory} />
            ))}
          </ol>
        )}
      </QueryList>
    </section>
  );
}
