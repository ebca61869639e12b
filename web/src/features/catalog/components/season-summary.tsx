import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMonth } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import type { SavedEvent } from '../api/get-saved-events';
import { today } from '../calendar-date';
import { formatCost, formatEventDates } from '../format';
import { formatMiles, seasonSummary } from '../season';
import { ProHint } from './pro-hint';

type SeasonSummaryProps = {
  events: readonly SavedEvent[];
  isPro: boolean;
  /** Without a home ZIP code there are no distances: the summary says where to add it. */
  hasHome: boolean;
};

/** Issue 24's season summary on /saved (Pro): the saved upcoming events by month, and what the season adds up to. */
export function SeasonSummary({ events, isPro, hasHome }: SeasonSummaryProps) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  if (!isPro) {
    return (
      <section className="season-summary" aria-labelledby="season-summary-title">
        <h2 id="season-summary-title">{t('summary.title')}</h2>
        <ProHint />
      </section>
    );
  }
  const summary = seasonSummary(events, today());
  const miles = (value: number) => t('summary.milesValue', { miles: formatMiles(value, language) });
  return (
    <section className="season-summary" aria-labelledby="season-summary-title">
      <h2 id="season-summary-title">{t('summary.title')}</h2>
      {summary.events === 0 ? (
        <p>{t('summary.empty')}</p>
      ) : (
        <>
          <p className="season-summary__text">{t('summary.text')}</p>
          {hasHome ? null : (
            <p>
              <Link to="/profile">{t('filters.addHome')}</Link>
            </p>
          )}
          {summary.months.map(({ month, events: monthEvents }) => (
            <section key={month} className="season-summary__month" aria-labelledby={`season-${month}`}>
              <h3 id={`season-${month}`}>{formatMonth(month, language)}</h3>
              <ul>
                {monthEvents.map((event) => (
                  <li key={event.id}>
                    <Link to={`/events/${encodeURIComponent(event.id)}`}>{event.name}</Link>
                    <span>
                      {formatEventDates(event.startDate, event.endDate, language)} ·{' '}
                      {typeof event.distanceMiles === 'number'
                        ? t('card.distance', { miles: formatMiles(event.distanceMiles, language) })
                        : t('summary.distanceUnknown')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <h3>{t('summary.totals')}</h3>
          <dl className="season-summary__totals">
            <div>
              <dt>{t('summary.events')}</dt>
              <dd>{summary.events}</dd>
            </div>
            <div>
              <dt>{t('summary.fees')}</dt>
              <dd>
                {summary.fees === 0 ? '$0' : formatCost(summary.fees, language)}
                {summary.unknownFees > 0 ? <small>{t('summary.feesUnknown', { count: summary.unknownFees })}</small> : null}
              </dd>
            </div>
            <div>
              <dt>{t('summary.miles')}</dt>
              <dd>
                {miles(summary.miles)}
                {summary.unknownMiles > 0 ? <small>{t('summary.milesUnknown', { count: summary.unknownMiles })}</small> : null}
              </dd>
            </div>
            <div>
              <dt>{t('summary.nights')}</dt>
              <dd>{summary.nights}</dd>
            </div>
            <div>
              <dt>{t('summary.conflicts')}</dt>
              <dd>{summary.conflicts}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
