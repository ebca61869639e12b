import { apiRequest } from '../../../lib/api';

/** The kinds of mail a link can unsubscribe from, as the server names them. */
export type MailKind = 'deadlineReminders' | 'eventReminders' | 'changeAlerts' | 'weeklyDigest';

/**
 * Turns off the kind of mail the signed token (from a mail's link) stands for; no sign-in needed. Answers which
 * kind; 400 `This unsubscribe link is not valid` for a token the server did not sign. Doing it twice is harmless.
 */
export async function unsubscribe(token: string): Promise<{ kind: MailKind }> {
  const response = await apiRequest('POST', '/api/unsubscribe', { token });
  return (await response.json()) as { kind: MailKind };
}
