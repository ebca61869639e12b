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

/**
 * The "My athlete" card: a home ZIP code (5 digits, or empty to remove it) and up to four classes within `allowed`
 * (a class saved years ago may have left the range: it has to go before the card saves again).
 */
export const athleteSchema = (allowed: readonly number[]) =>
  z.object({
    homeZip: z
      .string()
      .trim()
      .refine((zip) => zip === '' || /^\d{5}$/.test(zip), 'zipInvalid' satisfies ProfileErrorKey)
      .transform((zip) => zip || null),
    gradYears: z
      .array(z.number())
      .max(4, 'gradYearsTooMany' satisfies ProfileErrorKey)
      .refine((years) => years.every((year) => allowed.includes(year)), 'gradYearsRange' satisfies ProfileErrorKey)
      .transform((years) => [...new Set(years)].sort((a, b) => a - b)),
  });

/**
 * Following one more college: a name of 1 to 100 characters, not one already followed, and 20 at most. `followed`
 * is asked when the form is checked (the form keeps the schema it started with while the list changes).
 */
export const followCollegeSchema = (followedNow: () => readonly string[]) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, 'collegeRequired' satisfies ProfileErrorKey)
      .max(100, 'collegeTooLong' satisfies ProfileErrorKey)
      .refine(
        (name) => !followedNow().some((college) => college.trim().toLowerCase() === name.toLowerCase()),
        'collegeFollowed' satisfies ProfileErrorKey,
      )
      .refine(() => followedNow().length < 20, 'collegesFull' satisfies ProfileErrorKey),
  });
