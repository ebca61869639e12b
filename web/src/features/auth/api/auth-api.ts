import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/current-user';
import type { Language } from '../../../lib/i18n';

export type Credentials = { username: string; password: string };
/**
 * `language` is the one the visitor is reading the site in: the account (and its mail) starts in it.
 * `ageConfirmed`: the visitor ticked that they are 13 or older, or a parent or guardian; the server requires it.
 */
export type Registration = Credentials & { email: string; language: Language; ageConfirmed: true };

async function readUser(response: Response): Promise<CurrentUser> {
  return (await response.json()) as CurrentUser;
}

export async function login(credentials: Credentials): Promise<CurrentUser> {
  return readUser(await apiRequest('POST', '/api/login', credentials));
}

export async function register(registration: Registration): Promise<CurrentUser> {
  return readUser(await apiRequest('POST', '/api/register', registration));
}

export async function logout(): Promise<void> {
  const response = await apiRequest('POST', '/api/logout');
  // Nothing in it is used, but an unread answer stays open in the browser and is aborted by the next page load.
  await response.text();
}
