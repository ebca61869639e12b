import { apiRequest } from '../../../lib/api';

export async function deleteEventNote(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/saved-events/${encodeURIComponent(id)}/note`);
}
