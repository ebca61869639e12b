import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { highest, type Bar } from '../chart-data';
import { formatCount } from '../../../lib/number-format';
import { insightsNamespace } from '../i18n';
import type { ChartLayout } from './insights-bar-chart';

// Its own chunk: recharts is by far the heaviest part of the page and the numbers read fine without it.
const InsightsBarChart = lazy(async () => ({ default: (await import('./insights-bar-chart')).InsightsBarChart }));

type ChartSectionProps = {
  id: string;
  title: string;
  /** The table's heading for what the bars count (State, Month, ...). */
  column: string;
  bars: Bar[];
  layout: ChartLayout;
  /** How the chart labels a bar when it differs from the table (a short month on the axis). */
  axisLabel?: (bar: Bar) => string;
  labelWidth?: number;
  /** Where the panel sits in the page's grid. */
  span?: 'wide' | 'tall';
};

const rowHeight = 30;
const columnsHeight = 260;

/**
 * One chart with its text alternative: the drawing is an image summarised in words, and a visually hidden table
 * gives screen readers every number. Nothing counted: one sentence instead of an empty chart.
 */
export function ChartSection({ id, title, column, bars, layout, axisLabel, labelWidth, span }: ChartSectionProps) {
  const { t } = useTranslation(insightsNamespace);
  const language = useLanguage();
  const top = highest(bars);
  const height = layout === 'ranked' ? bars.length * rowHeight + 40 : columnsHeight;
  const placeholder = <div className="insights-chart__placeholder" style={{ height }} />;
  const chartBars = axisLabel ? bars.map((bar) => ({ ...bar, label: axisLabel(bar) })) : bars;
  return (
    <section className={span ? `insights-panel insights-panel--${span}` : 'insights-panel'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {top ? (
        <>
          <div
            className="insights-chart"
            role="img"
            aria-label={t('chart.summary', { title, label: top.label, count: formatCount(top.count, language) })}
            style={{ height }}
          >
            <Suspense fallback={placeholder}>
              <InsightsBarChart bars={chartBars} layout={layout} height={height} countLabel={t('chart.count')} labelWidth={labelWidth} />
            </Suspense>
          </div>
          <table className="visually-hidden">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col">{t('chart.count')}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.key}>
                  <th scope="row">{bar.label}</th>
                  <td>{formatCount(bar.count, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="insights-empty">{t('chart.empty')}</p>
      )}
    </section>
  );
}
