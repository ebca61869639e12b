import { ApiError, apiRequest } from '../../../lib/api';

/** The signed-in user as `GET /api/user`, login and register answer it (spec section 3). */
export type User = {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  subscriptionStatus: string | null;
  stripeSubscriptionId: string | null;
  planType: string | null;
  createdAt: string;
};

export type Credentials = { username: string; password: string };
export type Registration = Credentials & { email: string };

/** One key factory for the feature: everything else in the cache is "other data" that sign-in refreshes. */
export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};

export function isAuthKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === authKeys.all[0];
}

async function readUser(response: Response): Promise<User> {
  return (await response.json()) as User;
}

/** A 401 is the normal answer for a visitor, so it means "nobody is signed in", not a failure. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await readUser(await apiRequest('GET', '/api/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function login(credentials: Credentials): Promise<User> {
  return readUser(await apiRequest('POST', '/api/login', credentials));
}

export async function register(registration: Registration): Promise<User> {
  return readUser(await apiRequest('POST', '/api/register', registration));
}

export async function logout(): Promise<void> {
  const response = await apiRequest('POST', '/api/logout');
  // Nothing in it is used, but an unread answer stays open in the browser and is aborted by the next page load.
  await response.text();
}
