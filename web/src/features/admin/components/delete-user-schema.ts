import { z } from '../../../lib/zod';
import { en, type AdminTranslation } from '../locales/en';

export type DeleteUserErrorKey = keyof AdminTranslation['users']['delete']['errors'];

export function isDeleteUserErrorKey(value: string): value is DeleteUserErrorKey {
  return Object.hasOwn(en.users.delete.errors, value);
}

// Messages are translation keys, translated when shown. The server checks the same 3 to 500 characters.
export const deleteUserSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'reasonRequired' satisfies DeleteUserErrorKey)
    .min(3, 'reasonTooShort' satisfies DeleteUserErrorKey)
    .max(500, 'reasonTooLong' satisfies DeleteUserErrorKey),
});
