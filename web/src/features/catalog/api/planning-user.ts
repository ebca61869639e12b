// What the catalog reads of issue 24's fields on the signed-in user (`GET /api/user`), and following a college.
// Optional here, so a server without them reads as "no home, nothing followed".
import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/current-user';

export type PlanningUser = CurrentUser & {
  homeZip?: string | null;
  /** The home ZIP's place and location (3 decimals): the map's home marker. */
  home?: { city: string; state: string; lat: number; lon: number } | null;
  gradYears?: number[];
  /** As entered, in the order followed. */
  followedColleges?: string[];
};

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
