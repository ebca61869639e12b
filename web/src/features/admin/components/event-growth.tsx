import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { eventsByDayQueryOptions } from '../api/get-events-by-day';
import { adminNamespace } from '../i18n';
import { formatCount } from '../../../lib/number-format';
import { formatMonthDay } from './admin-format';
import { useLanguage } from '../../../lib/use-language';

// Its own chunk: recharts is by far the heaviest thing on the console and only this chart needs it.
const GrowthChart = lazy(async () => ({ default: (await import('./growth-chart')).GrowthChart }));

const chartPlaceholder = <div className="growth-chart__placeholder" />;

/** 'Event Growth (Last 30 Days)': how many events were listed each day, as a line and as a table. */
export function EventGrowth() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const byDay = useQuery(eventsByDayQueryOptions());
  const days = byDay.data ?? [];
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const formatDay = (day: string) => formatMonthDay(day, language);

  const body = () => {
    if (byDay.isPending) {
      return (
        <div className="growth-chart" role="status" aria-label={t('overview.chart.loading')}>
          {chartPlaceholder}
        </div>
      );
    }
    if (byDay.isError) {
      return (
        <p className="admin-error" role="alert">
          {t('overview.chart.error')}: {errorMessage(byDay.error)}
        </p>
      );
    }
    // Thirty zero days draw a flat line on the axis, which says less than the words do.
    if (total === 0) return <p className="admin-empty">{t('overview.chart.empty')}</p>;
    return (
      <>
        <div className="growth-chart" role="img" aria-label={t('overview.chart.summary', { count: total })}>
          <Suspense fallback={chartPlaceholder}>
            <GrowthChart days={days} formatDay={formatDay} countLabel={t('overview.chart.count')} />
          </Suspense>
        </div>
        <table className="visually-hidden">
          <caption>{t('overview.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.chart.date')}</th>
              <th scope="col">{t('overview.chart.count')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{formatCount(day.count, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  };

  return (
    <section className="admin-panel" aria-labelledby="admin-growth-title">
      <h2 id="admin-growth-title" className="admin-panel__title">
        {t('overview.chart.title')}
      </h2>
      {body()}
    </section>
  );
}
