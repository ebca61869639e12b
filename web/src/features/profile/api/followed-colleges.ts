import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/current-user';
import { profileKeys } from './profile-keys';

/** A college named on upcoming unlocked events, with how many (`GET /api/colleges`, Pro and admins). */
export type CollegeSuggestion = { name: string; events: number };

export async function getColleges(): Promise<CollegeSuggestion[]> {
  const response = await apiRequest('GET', '/api/colleges');
  return (await response.json()) as CollegeSuggestion[];
}

export const collegesQueryOptions = () => queryOptions({ queryKey: profileKeys.colleges(), queryFn: getColleges });

/** Replaces the whole list (Pro and admins; others get a 403); answers the updated user. */
export async function updateFollowedColleges(followedColleges: string[]): Promise<CurrentUser> {
  const response = await apiRequest('PATCH', '/api/user', { followedColleges });
  return (await response.json()) as CurrentUser;
}
