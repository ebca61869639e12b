import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api';
import { isCurrentUserKey } from '../../../../lib/current-user';
import { toast } from '../../../../lib/toast';
import type { EventDetails } from '../../events/api/admin-event';
import { adminNamespace } from '../../i18n';
import { type Draft, publishDraft, rejectDraft } from '../api/draft';

/** An admin's decision on a draft; `details`: the event as edited before publishing (null: as the source said it). */
export type DraftAction = { action: 'publish'; draft: Draft; details: EventDetails | null } | { action: 'reject'; draft: Draft; reason: string };

const send = (decision: DraftAction): Promise<unknown> =>
  decision.action === 'publish' ? publishDraft(decision.draft.id, decision.details) : rejectDraft(decision.draft.id, decision.reason);

/**
 * Decides a draft and says how it went in a toast. Publishing lists an event, so (as after any event change) every
 * query but the signed-in user's is refreshed, the drafts among them; also after a refusal (a 409: another admin
 * decided first, and the list should say so).
 */
export function useDraftAction() {
  const { t } = useTranslation(adminNamespace);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, decision) => {
      toast.success(t(`review.drafts.toasts.${decision.action === 'publish' ? 'published' : 'rejected'}`, { name: decision.draft.details.name }));
    },
    onError: (error, decision) => {
      toast.error(t(`review.drafts.toasts.${decision.action}Failed`), { description: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) }),
  });
}
