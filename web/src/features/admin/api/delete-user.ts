import { apiRequest } from '../../../lib/api';

/**
 * 204: the account and its personal data are deleted and a paid subscription is cancelled at once; `reason` stays
 * in the audit trail. 400 `reason: …`; 400 for an admin (their role is revoked first); 404 for an unknown user.
 */
export async function deleteUser(userId: string, reason: string): Promise<void> {
  const response = await apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(userId)}`, { reason });
  // Nothing in it is used, but an unread answer stays open in the browser.
  await response.text();
}
