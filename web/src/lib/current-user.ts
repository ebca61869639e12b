import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api';
import type { Language } from './i18n';

/** What the server unlocks for the user (DESIGN.md "Access tiers"): the one value Pro-only UI is gated on. */
export type AccessLevel = 'sample' | 'basic' | 'pro';

/** The signed-in user as `GET /api/user`, login and register answer it (spec section 3). */
export type CurrentUser = {
  id: string;
  username: string;
  email: string;
  /** What the site and the user's mail are written in; the EN/ES switch changes it while signed in. */
  language: Language;
  isAdmin: boolean;
  accessLevel: AccessLevel;
  subscriptionStatus: 'active' | 'cancelled' | 'past_due' | null;
  stripeSubscriptionId: string | null;
  planType: 'basic' | 'pro' | null;
  createdAt: string;
  /**
   * The "My athlete" card's answers (issue 24): optional here because not every answer a test or an older server
   * gives carries them; absent reads as not set (null, []).
   */
  homeZip?: string | null;
  /** The place of `homeZip`, for "Home: Boston, MA", and its location (3 decimals) for the map's home marker. */
  home?: { city: string; state: string; lat: number; lon: number } | null;
  /** The graduation years of the user's athletes, ascending. */
  gradYears?: number[];
  /** Pro: the colleges the user follows, as entered, in the order followed. */
  followedColleges?: string[];
};

/**
 * Shared by the guard, the layout, auth and every feature that adapts to the plan, so it lives here rather than
 * in one feature. Its key is apart from every feature's: signing in refreshes everything but the user.
 */
export const currentUserKey = ['current-user'] as const;

export function isCurrentUserKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === currentUserKey[0];
}

/** A 401 is the normal answer for a visitor, so it means "nobody is signed in", not a failure. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const response = await apiRequest('GET', '/api/user');
    return (await response.json()) as CurrentUser;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The key of a mutation that signs the user out from inside a page and leaves for the landing page, as logging
 * out does (deleting the account). The signed-in pages' guard redirects when the user turns null: while such a
 * mutation is under way or has succeeded, it sends the page home instead of to sign-in.
 */
export const signOutHomeKey = ['sign-out-home'] as const;

/**
 * Signed out (logout, sign-out everywhere, a deleted account): the user becomes `null` and nothing of theirs stays
 * cached. Where the page goes next is the caller's call.
 */
export function forgetCurrentUser(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserKey, null);
  queryClient.removeQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: currentUserKey, queryFn: fetchCurrentUser });

/** The current user: `undefined` while loading, `null` when signed out. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** Saves the language the signed-in user reads the site and their mail in; answers the updated user. */
export async function saveLanguage(language: Language): Promise<CurrentUser> {
  const response = await apiRequest('PATCH', '/api/user', { language });
  return (await response.json()) as CurrentUser;
}
