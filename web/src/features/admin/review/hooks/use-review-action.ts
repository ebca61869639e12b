import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api';
import { isCurrentUserKey } from '../../../../lib/current-user';
import { adminNamespace } from '../../i18n';
import { confirmCancelled, dismissReview, keepApart, mergeEvents } from '../api/review-commands';
import type { DismissibleKind, ReviewEvent } from '../api/review-item';

/** An admin's answer to a Review item. `merge` keeps `kept` and merges `merged` into it. */
export type ReviewAction =
  | { action: 'merge'; merged: ReviewEvent; kept: ReviewEvent }
  | { action: 'keepApart'; event: ReviewEvent; other: ReviewEvent }
  | { action: 'confirmCancelled'; event: ReviewEvent }
  | { action: 'dismiss'; event: ReviewEvent; kind: DismissibleKind };

function send(answer: ReviewAction): Promise<unknown> {
  switch (answer.action) {
    case 'merge':
      return mergeEvents(answer.merged.id, answer.kept.id);
    case 'keepApart':
      return keepApart(answer.event.id, answer.other.id);
    case 'confirmCancelled':
      return confirmCancelled(answer.event.id);
    case 'dismiss':
      return dismissReview(answer.event.id, answer.kind);
  }
}

const succeeded = {
  merge: 'merged',
  keepApart: 'keptApart',
  confirmCancelled: 'cancelled',
  dismiss: 'dismissed',
} as const;

/** The event the toast names: the one kept after a merge. */
const named = (answer: ReviewAction) => (answer.action === 'merge' ? answer.kept : answer.event);

/**
 * Answers a Review item and says how it went in a toast. An answer is a change to the events concerned (a merge
 * moves sources and saves, a cancellation shows in the catalog): as after an admin's own event change, every query
 * but the signed-in user's is refreshed, the Review list among them. Also after a refusal: a 404 or 409 usually
 * means someone else answered the item first, and the list should say so.
 */
export function useReviewAction() {
  const { t } = useTranslation(adminNamespace);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, answer) => {
      toast.success(t(`review.toasts.${succeeded[answer.action]}`, { name: named(answer).name }));
    },
    onError: (error, { action }) => {
      toast.error(t(`review.toasts.${action}Failed`), { description: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) }),
  });
}
