import { apiRequest } from '../../../lib/api';

export type PasswordChange = { currentPassword: string; newPassword: string };

/** 204; 400 `currentPassword: …` or `newPassword: …`; 429 after too many wrong current passwords. */
export async function changePassword(change: PasswordChange): Promise<void> {
  await apiRequest('POST', '/api/user/password', change);
}
