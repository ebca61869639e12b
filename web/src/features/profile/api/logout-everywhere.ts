import { apiRequest } from '../../../lib/api';

/** 204: every session of the user has ended, this browser's too (its cookie is cleared). */
export async function logoutEverywhere(): Promise<void> {
  const response = await apiRequest('POST', '/api/user/logout-everywhere');
  // Nothing in it is used, but an unread answer stays open in the browser.
  await response.text();
}
