import { z } from '../../../lib/zod';
import type { ProfileErrorKey } from '../locales/en';

// Messages are translation keys, translated when shown, so switching language re-words errors already on screen.
const required = (key: ProfileErrorKey) => z.string().min(1, key);

/** Spec section 5: the code is sent trimmed and in upper case, and left out when empty. */
export const upgradeSchema = z.object({
  planType: z.enum(['basic', 'pro']),
  discountCode: z.string().transform((code) => code.trim().toUpperCase()),
});

/** Sign-up's rule: present and shaped like an address; the server has the last word (taken, too long). */
export const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'emailRequired' satisfies ProfileErrorKey)
    .pipe(z.email('emailInvalid' satisfies ProfileErrorKey)),
});

/** Sign-up's password rules (8 to 128 characters, typed twice the same); the server also refuses common ones. */
export const passwordSchema = z
  .object({
    currentPassword: required('currentPasswordRequired'),
    newPassword: required('newPasswordRequired')
      .min(8, 'newPasswordTooShort' satisfies ProfileErrorKey)
      .max(128, 'newPasswordTooLong' satisfies ProfileErrorKey),
    confirmPassword: required('confirmPasswordRequired'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'passwordMismatch' satisfies ProfileErrorKey,
    path: ['confirmPassword'],
    // Say so as soon as both new passwords are typed, even while the current one is still empty.
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === 'newPassword' || issue.path?.[0] === 'confirmPassword'),
  });

/** Deleting the account asks for the password; the server says whether it is the right one. */
export const deleteAccountSchema = z.object({
  password: required('passwordRequired'),
});
