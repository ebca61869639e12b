import { z } from '../../../lib/zod';
import type { AdminTranslation } from '../locales/en';

export type GrantErrorKey = keyof AdminTranslation['users']['grant']['errors'];

export function isGrantErrorKey(value: string): value is GrantErrorKey {
  return value === 'untilInvalid' || value === 'untilPast';
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** Today where the admin is, as `yyyy-MM-dd`: the date input speaks in local days. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Messages are translation keys, translated when shown. The server checks the same (`until: Must not be in the
// past`); checking here as well spares the admin a round trip for the common slip.
export const grantAccessSchema = z.object({
  planType: z.enum(['basic', 'pro']),
  until: z
    .string()
    .refine((until) => until === '' || calendarDay.test(until), 'untilInvalid' satisfies GrantErrorKey)
    .refine((until) => until === '' || !calendarDay.test(until) || until >= localToday(), 'untilPast' satisfies GrantErrorKey),
});
