import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/current-user';

/** The "My athlete" card's answers: `null` and `[]` remove them. */
export type AthleteDetails = { homeZip: string | null; gradYears: number[] };

/** Answers the updated user; 400 `homeZip: …` or `gradYears: …` names what the server refused. */
export async function updateAthlete(details: AthleteDetails): Promise<CurrentUser> {
  const response = await apiRequest('PATCH', '/api/user', details);
  return (await response.json()) as CurrentUser;
}
