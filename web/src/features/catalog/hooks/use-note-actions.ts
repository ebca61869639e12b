import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { catalogKeys } from '../api/catalog-keys';
import { deleteEventNote } from '../api/delete-event-note';
import type { EventNote } from '../api/get-event-note';
import { writeEventNote } from '../api/write-event-note';

/**
 * Writes and deletes a saved event's private note. The answer becomes the note query's data at once; the saved
 * list, which shows each note on /saved, is refreshed after. A failure says why in the server's words.
 */
export function useNoteActions(eventId: string) {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const refreshSavedList = () => queryClient.invalidateQueries({ queryKey: catalogKeys.savedEvents(), exact: true });
  const failed = (fallback: string) => (error: Error) => {
    toast.error(t('toasts.error'), { description: errorMessage(error) || fallback });
  };

  const save = useMutation({
    mutationFn: (text: string) => writeEventNote(eventId, text),
    onSuccess: async (note) => {
      queryClient.setQueryData(catalogKeys.note(eventId), note);
      await refreshSavedList();
      toast.success(t('notes.saved'));
    },
    onError: failed(t('notes.saveFailed')),
  });

  const remove = useMutation({
    mutationFn: () => deleteEventNote(eventId),
    onSuccess: async () => {
      queryClient.setQueryData<EventNote>(catalogKeys.note(eventId), { eventId, text: '', updatedAt: null });
      await refreshSavedList();
      toast.success(t('notes.deleted'));
    },
    onError: failed(t('notes.deleteFailed')),
  });

  return { save, remove };
}
