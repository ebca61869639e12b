import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { catalogKeys } from '../api/catalog-keys';
import { saveEvent } from '../api/save-event';
import { unsaveEvent } from '../api/unsave-event';

type Toggle = { id: string; save: boolean };

/**
 * Saves or unsaves an event, then refreshes every list and detail that shows it (its isSaved and the saved
 * list). The mutation stays pending until they are fresh, so the button never shows the old state enabled.
 */
export function useToggleSaved() {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, save }: Toggle) => (save ? saveEvent(id) : unsaveEvent(id)),
    onSuccess: (_answer, { save }) => {
      toast.success(save ? t('toasts.saved') : t('toasts.unsaved'));
    },
    onError: (_error, { save }) => {
      toast.error(t('toasts.error'), { description: save ? t('toasts.saveFailed') : t('toasts.unsaveFailed') });
    },
    // Also after a failure: the refusal may mean the event changed (it became locked, say). A list still on its way
    // was asked before the change: it is cancelled and asked again (refreshing alone would wait for that answer).
    onSettled: async () => {
      await Promise.all([queryClient.cancelQueries({ queryKey: catalogKeys.events() }), queryClient.cancelQueries({ queryKey: catalogKeys.savedEvents() })]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.events() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.savedEvents() }),
      ]);
    },
  });
}
