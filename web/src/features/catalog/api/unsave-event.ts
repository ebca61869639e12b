import { apiRequest } from '../../../lib/api';
import type { SavedState } from './save-event';

export async function unsaveEvent(id: string): Promise<SavedState> {
  const response = await apiRequest('DELETE', `/api/saved-events/${encodeURIComponent(id)}`);
  return (await response.json()) as SavedState;
}
