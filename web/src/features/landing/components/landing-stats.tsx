import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventsCountQueryOptions } from '../../../lib/events-count';
import { formatCount } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

export function LandingStats() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const { data } = useQuery(eventsCountQueryOptions());
  // The spec shows 0 while the count loads and when it cannot be fetched: the band never shows an error.
  const eventsCount = formatCount(data ?? 0, language);
  const stats = [
    { label: t('stats.events'), value: eventsCount },
    { label: t('stats.states'), value: t('stats.statesValue') },
    { label: t('stats.organizers'), value: t('stats.organizersValue') },
  ];
  return (
    <section className="stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          {t('stats.title')}
        </h2>
        <dl className="stats__list">
          {stats.map((stat) => (
            <div key={stat.label} className="stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
