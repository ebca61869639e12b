// What the catalog reads of issue 24's fields on the signed-in user (`GET /api/user`), and following a college.
import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/current-user';

/** The signed-in user as the catalog's planning reads it: the account's "My athlete" fields are on CurrentUser. */
export type PlanningUser = CurrentUser;

/** The server's limit on followed colleges. */
export const maxFollowedColleges = 20;

export function hasHome(user: PlanningUser | null | undefined): boolean {
  return Boolean(user?.homeZip ?? user?.home);
}

/** Following colleges is Pro's, and admins'. */
export function canFollowColleges(user: PlanningUser | null | undefined): boolean {
  return user?.accessLevel === 'pro' || user?.isAdmin === true;
}

/** The same name, whatever its case and spaces: how the server matches colleges. */
export function sameCollege(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The followed list with `name` added (at the end) or removed. */
export function withFollowed(followed: readonly string[], name: string, follow: boolean): string[] {
  const others = followed.filter((known) => !sameCollege(known, name));
  return follow ? [...others, name.trim()] : others;
}

/** Saves the followed colleges; answers the updated user. */
export async function saveFollowedColleges(followedColleges: string[]): Promise<PlanningUser> {
  const response = await apiRequest('PATCH', '/api/user', { followedColleges });
  return (await response.json()) as PlanningUser;
}

/** A college named on upcoming unlocked events (`GET /api/colleges`, Pro and admins), most events first. */
export type CollegeSuggestion = { name: string; events: number };

export async function getColleges(): Promise<CollegeSuggestion[]> {
  const response = await apiRequest('GET', '/api/colleges');
  return (await response.json()) as CollegeSuggestion[];
}
