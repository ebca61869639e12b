import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCalendarDay } from '../../../../lib/date-format';
import { useLanguage } from '../../../../lib/use-language';
import { useVocabularyLabels } from '../../../../lib/use-vocabulary-labels';
import { adminNamespace } from '../../i18n';
import { scrapersQueryOptions } from '../../scrapers/api/get-scrapers';
import type { ReviewEvent, SourceLink } from '../api/review-item';

/** A source key is usually the page's address (with a fragment for one of its events): linked when it is one. */
function webAddress(sourceKey: string): string | null {
  try {
    const url = new URL(sourceKey);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function Source({ source }: { source: SourceLink }) {
  const { t } = useTranslation(adminNamespace);
  const href = webAddress(source.sourceKey);
  // The scraper by its name, as the Scrapers tab lists it; its id while the list loads, or for one since deleted.
  const scrapers = useQuery(scrapersQueryOptions());
  const name = scrapers.data?.find((scraper) => scraper.id === source.scraperId)?.name;
  return (
    <li className="review-source">
      {name ? (
        <span className="review-source__scraper" title={source.scraperId}>
          {name}
        </span>
      ) : (
        <code className="review-source__scraper">{source.scraperId}</code>
      )}
      <span className="review-source__key">
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {source.sourceKey}
          </a>
        ) : (
          source.sourceKey
        )}
      </span>
      <span className={`admin-badge review-source__origin${source.own ? ' review-source__origin--own' : ''}`}>
        {source.own ? t('review.sources.own') : t('review.sources.republished')}
      </span>
    </li>
  );
}

type ReviewEventPanelProps = {
  event: ReviewEvent;
  /** Which of two listings this is ("Flagged listing", "Possible duplicate"); none when the item is about one event. */
  side?: string;
  /** Offered on each side of a probable duplicate: keep this listing and merge the other into it. */
  onKeep?: () => void;
  onHistory: () => void;
  disabled: boolean;
};

/** One event of a Review item: what tells it apart from another listing, and the sites it was found on. */
export function ReviewEventPanel({ event, side, onKeep, onHistory, disabled }: ReviewEventPanelProps) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const labels = useVocabularyLabels();
  const nameId = useId();
  const dates =
    event.endDate && event.endDate !== event.startDate
      ? `${formatCalendarDay(event.startDate, language)} – ${formatCalendarDay(event.endDate, language)}`
      : formatCalendarDay(event.startDate, language);
  const facts = [
    { label: t('review.facts.dates'), value: dates },
    { label: t('review.facts.location'), value: `${event.city}, ${event.state}` },
    { label: t('review.facts.organizer'), value: event.organizer ?? t('common.empty') },
    { label: t('review.facts.ageLevel'), value: labels.ageLevel(event.ageLevel) },
  ];

  return (
    <section className="review-event" aria-labelledby={nameId}>
      {side ? <p className="review-event__side">{side}</p> : null}
      <h4 id={nameId} className="review-event__name">
        <Link to={`/events/${encodeURIComponent(event.id)}`}>{event.name}</Link>
      </h4>
      {event.isCancelled || event.isVanished ? (
        <span className="admin-badges">
          {event.isCancelled ? <span className="admin-badge admin-badge--cancelled">{t('review.badges.cancelled')}</span> : null}
          {event.isVanished ? <span className="admin-badge review-badge--vanished">{t('review.badges.vanished')}</span> : null}
        </span>
      ) : null}
      <dl className="review-event__facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('review.facts.sources')}</dt>
          <dd>
            {event.sources.length > 0 ? (
              <ul className="review-sources">
                {event.sources.map((source) => (
                  <Source key={`${source.scraperId} ${source.sourceKey}`} source={source} />
                ))}
              </ul>
            ) : (
              t('review.sources.none')
            )}
          </dd>
        </div>
      </dl>
      <div className="review-event__actions">
        {onKeep ? (
          <button
            type="button"
            className="button button--primary admin-button--small"
            aria-label={t('review.actions.keepNamed', { name: event.name, side })}
            disabled={disabled}
            onClick={onKeep}
          >
            {t('review.actions.keep')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost admin-button--small"
          aria-label={t('review.actions.historyNamed', { name: event.name })}
          onClick={onHistory}
        >
          {t('review.actions.history')}
        </button>
      </div>
    </section>
  );
}
