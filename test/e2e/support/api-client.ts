import { expect } from '@jest/globals';

export interface ApiClient {
  /** The session cookie, to sign a browser context in as the same user. */
  cookie: { name: string; value: string };
  /** The signed-in user as the server answered the sign-in. */
  user: { id: string; username: string };
  /** A request as this user (JSON body, the CSRF header the SPA sends); fails the test unless it answers 2xx. */
  send<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/**
 * Signs in over plain HTTP (`/api/login`) or registers (`/api/register`), for setting up data from the test while
 * the browser is the user's.
 */
export async function signedInClient(baseUrl: string, path: '/api/login' | '/api/register', credentials: object): Promise<ApiClient> {
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(credentials) });
  expect({ path, status: response.status }).toEqual({ path, status: path === '/api/register' ? 201 : 200 });
  const [name, ...value] = (response.headers.get('set-cookie') ?? '').split(';')[0].split('=');
  const cookie = { name, value: value.join('=') };
  const user = (await response.json()) as { id: string; username: string };
  return {
    cookie,
    user,
    async send<T>(method: string, target: string, body?: unknown): Promise<T> {
      const answer = await fetch(`${baseUrl}${target}`, {
        method,
        headers: { ...headers, Cookie: `${cookie.name}=${cookie.value}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`${method} ${target} answered ${answer.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}
