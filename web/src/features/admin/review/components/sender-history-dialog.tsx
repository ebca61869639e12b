import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../../../components/ui/dialog';
import { formatInstantDay } from '../../../../lib/date-format';
import { isOneOf } from '../../../../lib/is-one-of';
import { formatCount } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import { formatInstant } from '../../components/admin-format';
import { HistoryTimeline } from '../../components/history-timeline';
import { QueryList } from '../../components/query-list';
import { adminNamespace } from '../../i18n';
import { type SubmissionOrigin, submissionChannels } from '../api/draft';
import { type SubmissionAnswer, type SubmissionView, senderSubmissionsQueryOptions } from '../api/submissions';
import { LinkedText } from './linked-text';

/** "by e-mail, in Spanish", as the draft's origin says it. */
function useSentHow() {
  const { t } = useTranslation(adminNamespace);
  return ({ channel, language }: { channel: string; language: string }) =>
    t('review.drafts.origin.sentHow', {
      channel: isOneOf(submissionChannels, channel) ? t(`review.drafts.origin.channels.${channel}`) : channel,
      language: t(`review.drafts.origin.languages.${language === 'es' ? 'es' : 'en'}`),
    });
}

/** What an admin decided for one of the submission's drafts: the listing it became, or why it was rejected. */
function Answer({ answer }: { answer: SubmissionAnswer }) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const date = formatInstantDay(answer.at, language);
  if (answer.outcome === 'published') {
    return answer.eventId ? (
      <LinkedText text={t('review.drafts.senderHistory.answers.published', { date })} to={`/events/${encodeURIComponent(answer.eventId)}`} />
    ) : (
      t('review.drafts.senderHistory.answers.publishedNoListing', { date })
    );
  }
  // The reason is an admin's own words, shown as written.
  return answer.reason ? t('review.drafts.senderHistory.answers.rejected', { date, reason: answer.reason }) : t('review.drafts.senderHistory.answers.rejectedNoReason', { date });
}

type SubmissionRowProps = {
  submission: SubmissionView;
  /** The submission of the draft the dialog was opened from. */
  current: boolean;
  onTimeline: () => void;
};

/** One submission: when and how it came, whether its sender confirmed it, how many events it held, and the answers. */
function SubmissionRow({ submission, current, onTimeline }: SubmissionRowProps) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const sentHow = useSentHow();
  const received = formatInstant(submission.receivedAt, language);
  const titleId = `sender-submission-${submission.id}`;
  const confirmed = submission.status === 'confirmed';
  return (
    <li className="sender-submission" aria-labelledby={titleId}>
      <div className="sender-submission__header">
        <h3 id={titleId} className="sender-submission__title">
          {t('review.drafts.senderHistory.received', { date: received })}
        </h3>
        {current ? <span className="admin-badge admin-badge--plan">{t('review.drafts.senderHistory.current')}</span> : null}
      </div>
      <dl className="sender-submission__facts">
        <dt>{t('review.drafts.origin.channel')}</dt>
        <dd>{sentHow(submission)}</dd>
        <dt>{t('review.drafts.senderHistory.status')}</dt>
        <dd>
          <span className={`admin-badge ${confirmed ? 'admin-badge--active' : 'admin-badge--past_due'}`}>
            {t(`review.drafts.senderHistory.statuses.${confirmed ? 'confirmed' : 'received'}`)}
          </span>
          {confirmed && submission.confirmedAt ? (
            <>
              {' '}
              <time dateTime={submission.confirmedAt}>{formatInstant(submission.confirmedAt, language)}</time>
            </>
          ) : null}
        </dd>
        <dt>{t('review.drafts.senderHistory.events')}</dt>
        <dd>{formatCount(submission.eventCount, language)}</dd>
        {submission.subject ? (
          <>
            <dt>{t('review.drafts.origin.subject')}</dt>
            <dd>{submission.subject}</dd>
          </>
        ) : null}
        <dt>{t('review.drafts.senderHistory.answers.label')}</dt>
        <dd>
          {submission.answers.length === 0 ? (
            t(`review.drafts.senderHistory.answers.${confirmed ? 'none' : 'unconfirmed'}`)
          ) : (
            <ul className="sender-submission__answers">
              {submission.answers.map((answer) => (
                <li key={answer.draftId}>
                  <Answer answer={answer} />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <button
        type="button"
        id={`${titleId}-timeline`}
        className="button button--outline admin-button--small"
        aria-label={t('review.drafts.senderHistory.timelineNamed', { date: received })}
        onClick={onTimeline}
      >
        {t('review.drafts.senderHistory.timeline')}
      </button>
    </li>
  );
}

/**
 * Everything an organizer sent us, the newest first, with what admins decided; each submission opens its audit
 * timeline in place, and "Back" returns to the list where it was left.
 */
export function SenderHistoryDialog({ origin, onClose }: { origin: SubmissionOrigin; onClose: () => void }) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const submissions = useQuery(senderSubmissionsQueryOptions(origin.senderEmail));
  const [timelineOf, setTimelineOf] = useState<SubmissionView | null>(null);
  const left = useRef<string | null>(null);
  const back = useRef<HTMLButtonElement>(null);

  // The button that was pressed is gone once the view changes: the focus goes to the one that leads back.
  useEffect(() => {
    if (timelineOf) back.current?.focus();
    else if (left.current) document.getElementById(`sender-submission-${left.current}-timeline`)?.focus();
  }, [timelineOf]);

  const openTimeline = (submission: SubmissionView) => {
    left.current = submission.id;
    setTimelineOf(submission);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        timelineOf
          ? t('review.drafts.senderHistory.timelineTitle', { date: formatInstant(timelineOf.receivedAt, language) })
          : t('review.drafts.senderHistory.title', { name: origin.senderName })
      }
      description={timelineOf ? undefined : t('review.drafts.senderHistory.description', { email: origin.senderEmail })}
      size="wide"
    >
      {timelineOf ? (
        <>
          <p>
            <button ref={back} type="button" className="button button--outline admin-button--small" onClick={() => setTimelineOf(null)}>
              {t('review.drafts.senderHistory.back')}
            </button>
          </p>
          <HistoryTimeline key={timelineOf.id} stream="submissions" id={timelineOf.id} />
        </>
      ) : (
        <QueryList
          query={submissions}
          loading={t('review.drafts.senderHistory.loading')}
          error={t('review.drafts.senderHistory.error')}
          empty={t('review.drafts.senderHistory.empty')}
        >
          {(items) => (
            <ol className="sender-history">
              {items.map((submission) => (
                <SubmissionRow
                  key={submission.id}
                  submission={submission}
                  current={submission.id === origin.submissionId}
                  onTimeline={() => openTimeline(submission)}
                />
              ))}
            </ol>
          )}
        </QueryList>
      )}
      <div className="dialog__actions">
        <DialogClose>{t('common.close')}</DialogClose>
      </div>
    </Dialog>
  );
}
