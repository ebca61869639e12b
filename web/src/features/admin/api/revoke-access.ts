import { apiRequest } from '../../../lib/api';
import type { AccessChange } from './access-change';

/** Back to sample access. */
export async function revokeAccess(userId: string): Promise<AccessChange> {
  const response = await apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(userId)}/access`);
  return (await response.json()) as AccessChange;
}
