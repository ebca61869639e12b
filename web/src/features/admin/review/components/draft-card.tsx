import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../../../components/ui/dialog';
import { formatCalendarDay } from '../../../../lib/date-format';
import { useLanguage } from '../../../../lib/use-language';
import { useVocabularyLabels } from '../../../../lib/use-vocabulary-labels';
import { z } from '../../../../lib/zod';
import { evidenceFieldOf } from '../../api/evidence';
import { formatInstant } from '../../components/admin-format';
import { EvidenceNote, useDoubtText } from '../../components/evidence-note';
import type { HistorySubject } from '../../components/history-dialog';
import type { EventDetails } from '../../events/api/admin-event';
import { EventForm } from '../../events/components/event-form';
import { eventFormValues } from '../../events/components/event-form-schema';
import { adminNamespace } from '../../i18n';
import { type Draft, submissionOf } from '../api/draft';
import { useDraftAction } from '../hooks/use-draft-action';
import { ListingNote } from './listing-note';
import { SubmissionOriginNote } from './submission-origin';

/** The fields a draft shows, each with its evidence: those a family reads first come first. */
const shownFields = ['eventType', 'startDate', 'endDate', 'registrationDeadline', 'city', 'state', 'cost', 'ageLevel', 'organizer', 'registrationLink'] as const;
type ShownField = (typeof shownFields)[number];

const rejectSchema = z.object({ reason: z.string().trim().min(1, 'reasonRequired').max(500, 'reasonTooLong') });

function useValueText() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const vocabulary = useVocabularyLabels();
  return (field: ShownField, details: EventDetails): string => {
    const value = details[field];
    if (value === null || value === undefined || value === '') return t('review.drafts.none');
    if (field === 'startDate' || field === 'endDate' || field === 'registrationDeadline') return formatCalendarDay(String(value), language);
    if (field === 'cost') return value === 0 ? t('review.drafts.free') : `$${String(value)}`;
    if (field === 'eventType') return vocabulary.eventType(String(value));
    if (field === 'ageLevel') return vocabulary.ageLevel(String(value));
    return String(value);
  };
}

function RejectDialog({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation(adminNamespace);
  const decide = useDraftAction();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });
  const error = formState.errors.reason?.message;
  const id = `reject-${draft.id}`;
  const onSubmit = handleSubmit(({ reason }) => decide.mutate({ action: 'reject', draft, reason }, { onSuccess: onClose }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('review.drafts.reject.title', { name: draft.details.name })}
      description={t(submissionOf(draft) ? 'review.drafts.reject.descriptionSubmission' : 'review.drafts.reject.description')}
    >
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor={`${id}-reason`}>{t('review.drafts.reject.reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('reason')}
          />
          {error ? (
            <p id={`${id}-error`} className="admin-field__error">
              {t(`review.drafts.reject.errors.${error === 'reasonTooLong' ? 'reasonTooLong' : 'reasonRequired'}`)}
            </p>
          ) : null}
        </div>
        <div className="dialog__actions">
          <DialogClose>{t('common.cancel')}</DialogClose>
          <button type="submit" className="button button--danger" disabled={decide.isPending}>
            {t('review.drafts.reject.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function EditDialog({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation(adminNamespace);
  const decide = useDraftAction();
  const values = eventFormValues({ ...draft.details, id: draft.id, isSample: false, isCancelled: false });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('review.drafts.edit.title', { name: draft.details.name })} size="wide">
      <EventForm
        event={null}
        onDone={onClose}
        submit={{
          values,
          label: t('review.drafts.edit.submit'),
          pending: decide.isPending,
          send: (details, onError) => decide.mutate({ action: 'publish', draft, details }, { onSuccess: onClose, onError }),
        }}
      />
    </Dialog>
  );
}

/**
 * One draft: the listing publishing it changes (if it is one already), what its source says, field by field with the
 * evidence, why it is not proven, the admin's three decisions, and its history (`onHistory`: the Review tab opens the
 * timeline).
 */
export function DraftCard({ draft, onHistory }: { draft: Draft; onHistory: (subject: HistorySubject) => void }) {
  const doubtText = useDoubtText();
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const valueText = useValueText();
  const decide = useDraftAction();
  const [open, setOpen] = useState<'edit' | 'reject' | null>(null);
  const { details } = draft;
  const submission = submissionOf(draft);
  // Answers from before the server said it lack the field: a new listing, as null says.
  const listing = draft.listing ?? null;
  const name = details.name;
  const dates = details.endDate && details.endDate !== details.startDate
    ? t('review.drafts.dateRange', { start: formatCalendarDay(details.startDate, language), end: formatCalendarDay(details.endDate, language) })
    : formatCalendarDay(details.startDate, language);
  // A submission nothing could be read from has no date or place yet: the line says what there is.
  const summary = [details.startDate ? dates : '', [details.city, details.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');

  return (
    <li className="review-item">
      <article aria-label={t('review.drafts.itemLabel', { name })}>
        <div className="review-item__header">
          <h4 className="review-item__title">
            <span className="admin-badge review-kind review-kind--draft">{t('review.drafts.badge')}</span> {name}
          </h4>
          <p className="review-item__flagged">
            {submission ? t('review.drafts.origin.received') : t('review.drafts.proposed')} <time dateTime={draft.proposedAt}>{formatInstant(draft.proposedAt, language)}</time>
          </p>
        </div>
        {listing ? <ListingNote listing={listing} /> : null}
        {summary ? <p className="draft__summary">{summary}</p> : null}
        {submission ? (
          <SubmissionOriginNote origin={submission} />
        ) : (
          <p className="draft__page">
            {t('review.drafts.foundBy', { scraper: draft.scraperName ?? draft.scraperId })}{' '}
            {draft.pageUrl ? (
              <a href={draft.pageUrl} target="_blank" rel="noopener noreferrer">
                {draft.pageUrl}
              </a>
            ) : null}
          </p>
        )}
        {/* An organizer's event is a draft because every submission is reviewed, doubts or none. */}
        {submission && draft.doubts.length === 0 ? null : (
          <div className="review-item__note">
            <p>{t('review.drafts.doubts')}</p>
            <ul>
              {draft.doubts.map((doubt) => (
                <li key={doubt}>{doubtText(doubt)}</li>
              ))}
            </ul>
          </div>
        )}
        <dl className="draft__fields">
          <dt>{t('review.drafts.fields.name')}</dt>
          <dd>
            {name}
            <EvidenceNote evidence={draft.evidence.name} />
          </dd>
          {shownFields.map((field) => {
            const evidenced = evidenceFieldOf(field);
            return (
              <Fragment key={field}>
                <dt>{t(`review.drafts.fields.${field}`)}</dt>
                <dd>
                  {valueText(field, details)}
                  {/* Dates and place share one piece of evidence: shown once, under the first of their fields. */}
                  {evidenced && field !== 'endDate' && field !== 'state' ? <EvidenceNote evidence={draft.evidence[evidenced]} /> : null}
                </dd>
              </Fragment>
            );
          })}
          {draft.evidence.sport ? (
            <>
              <dt>{t('review.drafts.fields.sport')}</dt>
              <dd>
                <EvidenceNote evidence={draft.evidence.sport} />
              </dd>
            </>
          ) : null}
        </dl>
        <div className="review-item__actions" role="group" aria-label={t('review.drafts.actionsFor', { name })}>
          <button
            type="button"
            className="button button--primary admin-button--small"
            aria-label={t('review.drafts.actions.publishNamed', { name })}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ action: 'publish', draft, details: null })}
          >
            {t('review.drafts.actions.publish')}
          </button>
          <button
            type="button"
            className="button button--outline admin-button--small"
            aria-label={t('review.drafts.actions.editNamed', { name })}
            disabled={decide.isPending}
            onClick={() => setOpen('edit')}
          >
            {t('review.drafts.actions.edit')}
          </button>
          <button
            type="button"
            className="button button--danger admin-button--small"
            aria-label={t('review.drafts.actions.rejectNamed', { name })}
            disabled={decide.isPending}
            onClick={() => setOpen('reject')}
          >
            {t('review.drafts.actions.reject')}
          </button>
          <button
            type="button"
            className="button button--outline admin-button--small"
            aria-label={t('review.drafts.actions.historyNamed', { name })}
            onClick={() => onHistory({ kind: 'draft', id: draft.id, title: name })}
          >
            {t('review.drafts.actions.history')}
          </button>
        </div>
      </article>
      {open === 'edit' ? <EditDialog draft={draft} onClose={() => setOpen(null)} /> : null}
      {open === 'reject' ? <RejectDialog draft={draft} onClose={() => setOpen(null)} /> : null}
    </li>
  );
}
