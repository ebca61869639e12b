import { apiRequest } from '../../../lib/api';

export type SavedState = { eventId: string; isSaved: boolean };

/** Idempotent: saving a saved event changes nothing. A locked event is refused (403). */
export async function saveEvent(id: string): Promise<SavedState> {
  const response = await apiRequest('POST', `/api/saved-events/${encodeURIComponent(id)}`);
  return (await response.json()) as SavedState;
}
