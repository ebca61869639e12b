import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/current-user';

/** Answers the updated user; 400 `email: …` for an invalid address, 409 when another account has it. */
export async function updateEmail(email: string): Promise<CurrentUser> {
  const response = await apiRequest('PATCH', '/api/user', { email });
  return (await response.json()) as CurrentUser;
}
