import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { useLanguage } from '../../../../lib/use-language';
import { formatInstant } from '../../components/admin-format';
import type { HistorySubject } from '../../components/history-dialog';
import { adminNamespace } from '../../i18n';
import type { ReviewEvent, ReviewItem } from '../api/review-item';
import { type ReviewAction, useReviewAction } from '../hooks/use-review-action';
import { ReviewEventPanel } from './review-event-panel';

/** The answers asked about before they are sent: a merge takes a listing away, a cancellation shows in the catalog. */
type Confirmed = Extract<ReviewAction, { action: 'merge' | 'confirmCancelled' }>;

type ReviewItemCardProps = {
  item: ReviewItem;
  onHistory: (subject: HistorySubject) => void;
};

/**
 * One open question: what it is, why the run asked, the event (and, for a probable duplicate, the other listing
 * beside it) and the answers that fit it. Keep apart and dismiss change nothing about the events: they are sent at
 * once. A merge and a cancellation are confirmed first.
 */
export function ReviewItemCard({ item, onHistory }: ReviewItemCardProps) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const answer = useReviewAction();
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const { event, other, kind } = item;
  const kindLabel = t(`review.kinds.${kind}`);
  const sides = { event: t('review.sides.event'), other: t('review.sides.other') };
  const history = (subject: ReviewEvent) => () => onHistory({ kind: 'event', id: subject.id, title: subject.name });
  const button = (label: string, name: string, onClick: () => void, variant = 'outline') => (
    <button
      type="button"
      className={`button button--${variant} admin-button--small`}
      aria-label={name}
      disabled={answer.isPending}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <li className="review-item">
      <article aria-label={t('review.itemLabel', { kind: kindLabel, name: event.name })}>
        <div className="review-item__header">
          <h3 className="review-item__title">
            <span className={`admin-badge review-kind review-kind--${kind}`}>{kindLabel}</span>
          </h3>
          <p className="review-item__flagged">
            {t('review.flagged')} <time dateTime={item.flaggedAt}>{formatInstant(item.flaggedAt, language)}</time>
          </p>
        </div>
        {/* The server words its notes in English. */}
        {item.note ? (
          <p className="review-item__note" lang="en">
            {item.note}
          </p>
        ) : null}
        {other ? (
          <>
            <p className="review-item__hint">{t('review.mergeHint')}</p>
            <div className="review-item__events review-item__events--pair">
              <ReviewEventPanel
                event={event}
                side={sides.event}
                onKeep={() => setConfirming({ action: 'merge', kept: event, merged: other })}
                onHistory={history(event)}
                disabled={answer.isPending}
              />
              <ReviewEventPanel
                event={other}
                side={sides.other}
                onKeep={() => setConfirming({ action: 'merge', kept: other, merged: event })}
                onHistory={history(other)}
                disabled={answer.isPending}
              />
            </div>
          </>
        ) : (
          <div className="review-item__events">
            <ReviewEventPanel event={event} onHistory={history(event)} disabled={answer.isPending} />
          </div>
        )}
        <div className="review-item__actions" role="group" aria-label={t('review.actionsFor', { kind: kindLabel, name: event.name })}>
          {other
            ? button(t('review.actions.keepApart'), t('review.actions.keepApartNamed', { name: event.name }), () =>
                answer.mutate({ action: 'keepApart', event, other }),
              )
            : null}
          {kind === 'vanished'
            ? button(
                t('review.actions.confirmCancelled'),
                t('review.actions.confirmCancelledNamed', { name: event.name }),
                () => setConfirming({ action: 'confirmCancelled', event }),
                'danger',
              )
            : button(t('review.actions.dismiss'), t('review.actions.dismissNamed', { kind: kindLabel, name: event.name }), () =>
                answer.mutate({ action: 'dismiss', event, kind }),
              )}
        </div>
      </article>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          {...(confirming.action === 'merge'
            ? {
                title: t('review.confirm.merge.title'),
                description: t('review.confirm.merge.description', {
                  kept: confirming.kept.name,
                  keptSide: confirming.kept === event ? sides.event : sides.other,
                  merged: confirming.merged.name,
                  mergedSide: confirming.merged === event ? sides.event : sides.other,
                }),
                confirmLabel: t('review.confirm.merge.confirm'),
              }
            : {
                title: t('review.confirm.confirmCancelled.title'),
                description: t('review.confirm.confirmCancelled.description', { name: confirming.event.name }),
                confirmLabel: t('review.confirm.confirmCancelled.confirm'),
              })}
          cancelLabel={t('common.cancel')}
          destructive
          onConfirm={() => answer.mutate(confirming)}
        />
      ) : null}
    </li>
  );
}
