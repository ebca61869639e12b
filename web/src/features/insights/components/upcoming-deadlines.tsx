import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../lib/use-language';
import type { UpcomingDeadline } from '../api/get-insights';
import { formatCalendarDay } from '../../../lib/date-format';
import { insightsNamespace } from '../i18n';

/** 'Your upcoming deadlines': the user's saved events whose registration closes soonest, each linking to it. */
export function UpcomingDeadlines({ deadlines }: { deadlines: readonly UpcomingDeadline[] }) {
  const { t } = useTranslation(insightsNamespace);
  const language = useLanguage();
  return (
    <section className="insights-panel insights-panel--wide" aria-labelledby="insights-deadlines">
      <h2 id="insights-deadlines">{t('deadlines.title')}</h2>
      {deadlines.length === 0 ? (
        <p className="insights-empty">{t('deadlines.empty')}</p>
      ) : (
        <ul className="deadline-list">
          {deadlines.map((deadline) => (
            <li key={deadline.id} className="deadline-list__item">
              <Link to={`/events/${encodeURIComponent(deadline.id)}`} className="deadline-list__name">
                {deadline.name}
              </Link>
              <span className="deadline-list__date">
                {t('deadlines.closes', { date: formatCalendarDay(deadline.registrationDeadline, language) })}
              </span>
              <span className="deadline-list__days">
                {deadline.daysLeft === 0 ? t('deadlines.today') : t('deadlines.daysLeft', { count: deadline.daysLeft })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
