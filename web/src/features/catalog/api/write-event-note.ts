import { apiRequest } from '../../../lib/api';
import type { EventNote } from './get-event-note';

/** The longest note the server keeps, in characters. */
export const noteMaxLength = 5000;

/** Replaces the note (1..5000 characters, not only spaces: the server answers 400 otherwise). */
export async function writeEventNote(id: string, text: string): Promise<EventNote> {
  const response = await apiRequest('PUT', `/api/saved-events/${encodeURIComponent(id)}/note`, { text });
  return (await response.json()) as EventNote;
}
