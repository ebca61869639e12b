import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

/** A private note on a saved event: `text` is '' and `updatedAt` null while there is none. */
export type EventNote = { eventId: string; text: string; updatedAt: string | null };

/** Pro only (403 otherwise); 404 when the event is not in the user's saved list. */
export async function getEventNote(id: string): Promise<EventNote> {
  const response = await apiRequest('GET', `/api/saved-events/${encodeURIComponent(id)}/note`);
  return (await response.json()) as EventNote;
}

export const eventNoteQueryOptions = (id: string) => queryOptions({ queryKey: catalogKeys.note(id), queryFn: () => getEventNote(id) });
