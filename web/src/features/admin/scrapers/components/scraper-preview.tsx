import { useMutation } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api';
import { formatCalendarDay } from '../../../../lib/date-format';
import { formatCount } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import { useVocabularyLabels } from '../../../../lib/use-vocabulary-labels';
import { evidenceFieldOf } from '../../api/evidence';
import { EvidenceNote, useDoubtText } from '../../components/evidence-note';
import { adminNamespace } from '../../i18n';
import { previewScraper } from '../api/preview-scraper';
import type { PreviewEvent, PreviewRequest, PreviewResult } from '../api/scraper';
import { PageReadings, RunNotes } from './page-readings';
import { isHttpUrl } from './scraper-form-schema';

/** The order a preview lists an event's fields in: what the catalog would show first comes first. */
const shownFields = [
  'eventType',
  'startDate',
  'endDate',
  'registrationDeadline',
  'city',
  'state',
  'cost',
  'ageLevel',
  'organizer',
  'isIndoor',
  'registrationLink',
  'description',
] as const;

type ShownField = (typeof shownFields)[number];

function useFieldText() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const vocabulary = useVocabularyLabels();
  return (field: ShownField, details: PreviewEvent['details']): string => {
    const value = details[field];
    if (value === null || value === '') return t('scrapers.preview.none');
    switch (field) {
      case 'startDate':
      case 'endDate':
      case 'registrationDeadline':
        return `${formatCalendarDay(String(value), language)} (${String(value)})`;
      case 'cost':
        return value === 0 ? t('scrapers.preview.free') : `$${String(value)}`;
      case 'isIndoor':
        return value ? t('scrapers.preview.yes') : t('scrapers.preview.no');
      case 'eventType':
        return vocabulary.eventType(String(value));
      case 'ageLevel':
        return vocabulary.ageLevel(String(value));
      default:
        return String(value);
    }
  };
}

function PreviewEventItem({ event }: { event: PreviewEvent }) {
  const { t } = useTranslation(adminNamespace);
  const fieldText = useFieldText();
  const evidence = event.evidence ?? {};
  const doubts = event.doubts ?? [];
  const doubtText = useDoubtText();
  return (
    <li className="scraper-preview__event">
      <h5>{event.details.name}</h5>
      <EvidenceNote evidence={evidence.name} />
      {/* What a run would do with it: list it, or keep it as a draft for the Review tab. */}
      {doubts.length === 0 ? (
        <p className="scraper-preview__verdict">{t('scrapers.preview.wouldBeListed')}</p>
      ) : (
        <p className="scraper-preview__verdict scraper-log__warning">
          {t('scrapers.preview.wouldBeDraft')} {doubts.map(doubtText).join('; ')}
        </p>
      )}
      {event.cancelled ? <p className="scraper-log__warning">{t('scrapers.preview.cancelled')}</p> : null}
      <dl className="scraper-preview__fields">
        {shownFields.map((field) => {
          const evidenced = evidenceFieldOf(field);
          return (
            <Fragment key={field}>
              <dt>{t(`scrapers.preview.fields.${field}`)}</dt>
              <dd>
                {fieldText(field, event.details)}
                {/* Dates and place share one piece of evidence: shown once, under the first of their fields. */}
                {evidenced && field !== 'endDate' && field !== 'state' ? <EvidenceNote evidence={evidence[evidenced]} /> : null}
              </dd>
            </Fragment>
          );
        })}
        {evidence.sport ? (
          <>
            <dt>{t('scrapers.preview.fields.sport')}</dt>
            <dd>
              <EvidenceNote evidence={evidence.sport} />
            </dd>
          </>
        ) : null}
        <dt>{t('scrapers.preview.sourceKey')}</dt>
        <dd>
          <code>{event.sourceKey}</code>
        </dd>
      </dl>
    </li>
  );
}

/** What a preview found: a summary, the events field by field, what was rejected and why, how each page was read. */
export function PreviewReport({ result }: { result: PreviewResult }) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  if (result.error) {
    return (
      <p role="alert" className="scraper-log__error">
        {t('scrapers.preview.siteFailed', { reason: result.error })}
      </p>
    );
  }
  const count = (value: number) => formatCount(value, language);
  // Of what a run would find, those with doubts would wait on the Review tab as drafts, not be listed.
  const drafts = result.events.filter((event) => (event.doubts ?? []).length > 0).length;
  const parts = {
    events: t('scrapers.preview.events', { count: result.eventsFound - drafts }),
    drafts: t('scrapers.preview.drafts', { count: drafts }),
    rejected: t('scrapers.preview.rejectedCount', { count: result.eventsRejected }),
    pages: t('scrapers.preview.pagesCount', { count: result.pagesVisited }),
  };
  return (
    <div className="scraper-preview__report">
      <p className="scraper-preview__summary" role="status">
        {drafts > 0 ? t('scrapers.preview.summaryWithDrafts', parts) : t('scrapers.preview.summary', parts)}
      </p>
      {result.warning ? <p className="scraper-log__warning">{result.warning}</p> : null}
      {result.events.length > 0 ? (
        <section aria-label={t('scrapers.preview.eventsTitle')}>
          <h4 className="scraper-notes__title">{t('scrapers.preview.eventsTitle')}</h4>
          {result.events.length < result.eventsFound ? (
            <p className="scraper-card__hint">{t('scrapers.preview.shownOnly', { shown: count(result.events.length), total: count(result.eventsFound) })}</p>
          ) : null}
          <ul className="scraper-preview__events">
            {result.events.map((event) => (
              <PreviewEventItem key={event.sourceKey} event={event} />
            ))}
          </ul>
        </section>
      ) : null}
      <RunNotes title={t('scrapers.notes.rejected')} notes={result.rejected} />
      <PageReadings pages={result.pages} omitted={Math.max(0, result.pagesVisited - result.pages.length)} />
      <RunNotes title={t('scrapers.notes.failures')} notes={result.failures} />
    </div>
  );
}

type ScraperPreviewProps = {
  /** The form's settings as they stand: its start URLs (perhaps none yet), strategy, selectors and organizer. */
  settings: () => PreviewRequest;
};

/**
 * The scraper form's Preview: reads the form's start URLs (or one pasted link instead) with the form's strategy and
 * selectors, and shows what a run would list, without anything written.
 */
export function ScraperPreview({ settings }: ScraperPreviewProps) {
  const { t } = useTranslation(adminNamespace);
  const id = useId();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<'noUrls' | 'badUrl' | null>(null);
  const pending = useRef<AbortController | null>(null);
  const preview = useMutation({
    mutationFn: (request: PreviewRequest) => {
      pending.current = new AbortController();
      return previewScraper(request, pending.current.signal);
    },
  });
  // Closing the form stops a preview under way: the server frees its one preview slot at once.
  useEffect(() => () => pending.current?.abort(), []);

  const start = () => {
    const request = settings();
    const link = pasted.trim();
    const startUrls = link === '' ? request.startUrls : [link];
    if (startUrls.length === 0) return setProblem('noUrls');
    if (!startUrls.every((url) => url.length <= 2048 && isHttpUrl(url))) return setProblem('badUrl');
    setProblem(null);
    preview.mutate({ ...request, startUrls: startUrls.slice(0, 10) });
  };

  const urlId = `${id}-url`;
  const problemId = `${id}-problem`;
  return (
    <section className="scraper-preview scraper-form__wide" aria-labelledby={`${id}-title`} aria-busy={preview.isPending}>
      <h3 id={`${id}-title`} className="scraper-preview__title">
        {t('scrapers.preview.title')}
      </h3>
      <p className="admin-field__hint">{t('scrapers.preview.hint')}</p>
      <div className="scraper-preview__row">
        <div className="admin-field">
          <label htmlFor={urlId}>{t('scrapers.preview.url')}</label>
          <input
            id={urlId}
            type="url"
            placeholder="https://"
            spellCheck={false}
            value={pasted}
            aria-invalid={problem === 'badUrl' ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setPasted(event.target.value)}
            onKeyDown={(event) => {
              // Enter previews this link instead of submitting the scraper form.
              if (event.key === 'Enter') {
                event.preventDefault();
                start();
              }
            }}
          />
        </div>
        <button type="button" className="button button--outline" disabled={preview.isPending} onClick={start}>
          {preview.isPending ? t('scrapers.preview.running') : t('scrapers.preview.run')}
        </button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="admin-field__error">
          {t(`scrapers.preview.${problem}`)}
        </p>
      ) : null}
      {preview.isError ? (
        <p role="alert" className="scraper-log__error">
          {t('scrapers.preview.failed')}: {errorMessage(preview.error)}
        </p>
      ) : null}
      {preview.isSuccess && !preview.isPending ? <PreviewReport result={preview.data} /> : null}
    </section>
  );
}
