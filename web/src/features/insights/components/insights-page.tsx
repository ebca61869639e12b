import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppPageTitle } from '../../../components/layout/app-page-title';
import { StatGrid } from '../../../components/ui/stat-grid';
import { ApiError, errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { useLanguage } from '../../../lib/use-language';
import { useVocabularyLabels } from '../../../lib/use-vocabulary-labels';
import { insightsQueryOptions, type Insights } from '../api/get-insights';
import { topWithRest } from '../chart-data';
import { formatCount } from '../../../lib/number-format';
import { formatMonth } from '../../../lib/date-format';
import { formatShortMonth } from '../format';
import { insightsNamespace } from '../i18n';
import { ChartSection } from './chart-section';
import { UpcomingDeadlines } from './upcoming-deadlines';
import './insights.css';

/** The ranked state chart shows this many states, then one bar for all the others. */
const statesShown = 15;

function UpgradeCard() {
  const { t } = useTranslation(insightsNamespace);
  return (
    <section className="insights-upgrade" aria-labelledby="insights-upgrade-title">
      <h2 id="insights-upgrade-title">{t('upgrade.title')}</h2>
      <p>{t('upgrade.text')}</p>
      <Link to="/profile" className="button button--primary">
        {t('upgrade.action')}
      </Link>
    </section>
  );
}

const skeletonPanels = 4;

function InsightsSkeleton() {
  const { t } = useTranslation(insightsNamespace);
  return (
    <div className="insights-grid" role="status" aria-label={t('loading')} aria-busy="true">
      {Array.from({ length: skeletonPanels }, (_, index) => (
        <div key={index} className="insights-panel insights-panel--placeholder">
          <span className="insights-fake-line" />
          <span className="insights-chart__placeholder" />
        </div>
      ))}
    </div>
  );
}

function InsightsReport({ insights }: { insights: Insights }) {
  const { t } = useTranslation(insightsNamespace);
  const language = useLanguage();
  const labels = useVocabularyLabels();
  const count = (value: number) => formatCount(value, language);
  const stats = [
    { label: t('summary.total'), value: count(insights.total) },
    { label: t('summary.states'), value: count(insights.byState.length) },
    { label: t('summary.deadlines'), value: count(insights.upcomingDeadlines.length) },
  ];
  const states = topWithRest(
    insights.byState.map(({ state, count }) => ({ key: state, label: state, count })),
    statesShown,
    t('byState.rest'),
  );
  const months = insights.byMonth.map(({ month, count }) => ({ key: month, label: formatMonth(month, language), count }));
  const shortMonths = new Map(insights.byMonth.map(({ month }) => [month, formatShortMonth(month, language)]));
  const types = insights.byType.map(({ eventType, count }) => ({
    key: eventType,
    label: labels.eventType(eventType),
    count,
  }));
  const ages = insights.byAgeLevel.map(({ ageLevel, count }) => ({
    key: ageLevel,
    label: labels.ageLevel(ageLevel),
    count,
  }));
  const costs = insights.costs.map(({ bucket, count }) => ({ key: bucket, label: t(`costs.buckets.${bucket}`), count }));

  return (
    <>
      <section aria-labelledby="insights-summary">
        <h2 id="insights-summary" className="visually-hidden">
          {t('summary.title')}
        </h2>
        <p className="insights-intro">{t('intro')}</p>
        <StatGrid stats={stats} />
      </section>
      <div className="insights-grid">
        <ChartSection
          id="insights-by-month"
          title={t('byMonth.title')}
          column={t('byMonth.column')}
          bars={months}
          layout="columns"
          axisLabel={(bar) => shortMonths.get(bar.key) ?? bar.label}
          span="wide"
        />
        <ChartSection
          id="insights-by-state"
          title={t('byState.title')}
          column={t('byState.column')}
          bars={states}
          layout="ranked"
          labelWidth={112}
          span="tall"
        />
        <ChartSection id="insights-by-type" title={t('byType.title')} column={t('byType.column')} bars={types} layout="ranked" labelWidth={150} />
        <ChartSection id="insights-by-age" title={t('byAgeLevel.title')} column={t('byAgeLevel.column')} bars={ages} layout="ranked" labelWidth={130} />
        <ChartSection id="insights-costs" title={t('costs.title')} column={t('costs.column')} bars={costs} layout="ranked" labelWidth={170} />
        <UpcomingDeadlines deadlines={insights.upcomingDeadlines} />
      </div>
    </>
  );
}

/**
 * `/insights`: statistics of the upcoming events and the user's deadlines, a Pro feature. Anyone else gets the
 * way to Pro without asking the server, and so does a user whose plan lapsed since the page loaded (403).
 */
export function InsightsPage() {
  const { t } = useTranslation(insightsNamespace);
  const { data: user } = useCurrentUser();
  const isPro = user?.accessLevel === 'pro';
  const insights = useQuery({ ...insightsQueryOptions(), enabled: isPro });
  const refused = insights.error instanceof ApiError && insights.error.status === 403;

  let body;
  if (!isPro || refused) body = <UpgradeCard />;
  else if (insights.isPending) body = <InsightsSkeleton />;
  else if (insights.isError) {
    body = (
      <div className="insights-error" role="alert">
        <h2>{t('errorTitle')}</h2>
        <p>{errorMessage(insights.error) || t('unknownError')}</p>
      </div>
    );
  } else body = <InsightsReport insights={insights.data} />;

  return (
    <>
      <AppPageTitle title={t('title')} />
      <div className="container insights-page">{body}</div>
    </>
  );
}
