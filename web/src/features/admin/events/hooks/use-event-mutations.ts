import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api';
import { isCurrentUserKey } from '../../../../lib/current-user';
import type { EventDetails } from '../api/admin-event';
import { cancelEvent, createEvent, deleteEvent, importEvents, markSample, updateEvent } from '../api/event-commands';
import { adminEventsNamespace } from '../i18n';

/**
 * A change to the catalog moves the overview's stats and growth chart, and everything the catalog screens cached
 * (lists, details, counts: never stale on their own), so every query but the signed-in user's is refreshed: the
 * ones on screen now, the others when their screen opens again.
 */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
}

export type SaveEvent = { id: null; details: EventDetails } | { id: string; details: Partial<EventDetails> };

/** Adds or changes an event; failures are left to the form, which may show them under a field. */
export function useSaveEvent() {
  const { t } = useTranslation(adminEventsNamespace);
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (save: SaveEvent) => (save.id === null ? createEvent(save.details) : updateEvent(save.id, save.details)),
    onSuccess: async (_event, save) => {
      toast.success(save.id === null ? t('toasts.created') : t('toasts.updated'));
      await refresh();
    },
  });
}

export function useDeleteEvent() {
  const { t } = useTranslation(adminEventsNamespace);
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => toast.success(t('toasts.deleted')),
    onError: (error) => toast.error(t('toasts.deleteFailed'), { description: errorMessage(error) }),
    // Also after a failure: a 404 means someone else removed it, and the list should say so.
    onSettled: refresh,
  });
}

export function useCancelEvent() {
  const { t } = useTranslation(adminEventsNamespace);
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: () => toast.success(t('toasts.cancelled')),
    onError: (error) => toast.error(t('toasts.cancelFailed'), { description: errorMessage(error) }),
    onSettled: refresh,
  });
}

export function useMarkSample() {
  const { t } = useTranslation(adminEventsNamespace);
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: markSample,
    onSuccess: () => toast.success(t('toasts.sampleUpdated')),
    onError: (error) => toast.error(t('toasts.sampleFailed'), { description: errorMessage(error) }),
    onSettled: refresh,
  });
}

export function useImportEvents() {
  const { t } = useTranslation(adminEventsNamespace);
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (file: File) => importEvents(await file.text()),
    onSuccess: async () => {
      toast.success(t('toasts.importFinished'));
      await refresh();
    },
    onError: (error) => toast.error(t('toasts.importFailed'), { description: errorMessage(error) }),
  });
}
