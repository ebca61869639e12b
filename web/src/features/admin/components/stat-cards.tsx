import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { type AdminStats, statsQueryOptions } from '../api/get-stats';
import { adminNamespace } from '../i18n';
import { formatCount } from '../../../lib/number-format';
import { formatMoney } from './admin-format';
import { useLanguage } from '../../../lib/use-language';
import type { Language } from '../../../lib/i18n';

// The spec's four totals first, then what billing adds.
const statKeys = [
  'totalEvents',
  'totalUsers',
  'subscribers',
  'eventsThisWeek',
  'payingSubscribers',
  'revenueThisMonth',
] as const satisfies readonly (keyof AdminStats)[];

function formatStat(stats: AdminStats, key: (typeof statKeys)[number], language: Language): string {
  if (key === 'revenueThisMonth') return formatMoney(stats.revenueThisMonth.amount, stats.revenueThisMonth.currency, language);
  return formatCount(stats[key], language);
}

/** The site totals (spec: total events, total users, subscribers, events this week; paying subscribers, revenue). */
export function StatCards() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const stats = useQuery(statsQueryOptions());

  return (
    <section aria-labelledby="admin-stats-title" aria-busy={stats.isPending}>
      <h2 id="admin-stats-title" className="visually-hidden">
        {t('overview.statsTitle')}
      </h2>
      {stats.isError ? (
        <p className="admin-error" role="alert">
          {t('overview.statsError')}: {errorMessage(stats.error)}
        </p>
      ) : (
        <>
          {stats.isPending ? (
            <p className="visually-hidden" role="status">
              {t('overview.statsLoading')}
            </p>
          ) : null}
          <dl className="stat-grid">
            {statKeys.map((key) => (
              <div key={key} className="stat-card">
                <dt>{t(`overview.stats.${key}`)}</dt>
                <dd>{stats.data ? formatStat(stats.data, key, language) : <span className="admin-skeleton" />}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
