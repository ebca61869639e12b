import { apiRequest } from '../../../lib/api';

/**
 * 204: the account and its personal data are gone, every session of the user has ended and this browser's cookie
 * is cleared; a paid subscription ends at once. 400 `password: …` for a wrong or missing password.
 */
export async function deleteAccount({ password }: { password: string }): Promise<void> {
  const response = await apiRequest('DELETE', '/api/user', { password });
  // Nothing in it is used, but an unread answer stays open in the browser.
  await response.text();
}
