import { z } from 'zod';
import { placeOfZip } from '../../../platform/places/us-places.js';
import { isCommonPassword } from '../passwords/common-passwords.js';
import { LANGUAGES } from './language.js';

/** `Required` for a missing field, `Must be text` for another type: the 400 message then reads "email: Required". */
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text') });

/** ASCII only, so two usernames that look alike are alike: uniqueness ignores letter case. */
export const username = text()
  .min(3, 'Must be 3 to 32 characters')
  .max(32, 'Must be 3 to 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Use only letters, digits, _ . or -');

/** Stored as entered (trimmed); unique ignoring letter case. 254 is the longest address SMTP carries. */
export const email = text()
  .trim()
  .max(254, 'Must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const password = text()
  .min(8, 'Must be at least 8 characters')
  .max(128, 'Must be at most 128 characters')
  .refine((value) => !isCommonPassword(value), 'This password is too common');

export const language = z.enum(LANGUAGES, { error: (issue) => (issue.input === undefined ? 'Required' : 'Must be en or es') });

/** What sign-up asks a person to confirm (the Privacy Policy: no child under 13 signs up on their own). */
export const AGE_REQUIRED = 'Confirm that you are 13 or older, or a parent or guardian signing up for your athlete';

/**
 * `language` is the one the visitor was reading the site in; without it the account reads English. `ageConfirmed`
 * must be `true`: the person is 13 or older, or a parent or guardian.
 */
export const RegisterInput = z.strictObject({ username, email, password, language: language.optional(), ageConfirmed: z.literal(true, { error: AGE_REQUIRED }) });
export type RegisterInput = z.infer<typeof RegisterInput>;

/**
 * Sign-in applies no registration rule (an account made under older rules must still sign in); the bounds
 * only keep absurd input from reaching the hasher.
 */
export const LoginInput = z.strictObject({
  username: text().min(1, 'Required').max(128, 'Must be at most 128 characters'),
  password: text().min(1, 'Required').max(1024, 'Must be at most 1024 characters'),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const UNKNOWN_ZIP = 'Not a US ZIP code we know';
export const MAX_ATHLETES = 4;
export const MAX_FOLLOWED_COLLEGES = 20;

/** A home ZIP code: one of the 50 states' or DC's, or null to clear it. */
export const homeZip = z
  .union([z.null(), z.string().trim().regex(/^\d{5}$/, 'Must be a 5-digit ZIP code')], { error: 'Must be a 5-digit ZIP code, or null' })
  .refine((zip) => zip === null || placeOfZip(zip) !== null, UNKNOWN_ZIP);

/** The athletes' graduation years, ascending (the allowed range depends on the day: the HTTP layer checks it). */
export const gradYears = z
  .array(z.number({ error: 'Must be graduation years such as 2029' }).int('Must be whole years such as 2029'), {
    error: 'Must be a list of graduation years such as [2029], or [] to clear',
  })
  .max(MAX_ATHLETES, `At most ${MAX_ATHLETES} athletes`)
  .refine((years) => new Set(years).size === years.length, 'Each year once')
  .transform((years) => [...years].sort((a, b) => a - b));

export const followedColleges = z
  .array(
    text()
      .trim()
      .min(1, 'Each college name must be 1 to 100 characters')
      .max(100, 'Each college name must be 1 to 100 characters')
      .regex(/^[^\p{Cc}\u2028\u2029]*$/u, 'Each college name must be one line of plain text'),
    { error: 'Must be a list of college names, or [] to clear' },
  )
  .max(MAX_FOLLOWED_COLLEGES, `Follow at most ${MAX_FOLLOWED_COLLEGES} colleges`)
  .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, 'Each college once');

/** The account card, the language switch and the "My athlete" card share `PATCH /api/user`: any of them, never none. */
export const UpdateUserInput = z
  .strictObject({
    email: email.optional(),
    language: language.optional(),
    homeZip: homeZip.optional(),
    gradYears: gradYears.optional(),
    followedColleges: followedColleges.optional(),
  })
  .refine(
    (input) => Object.values(input).some((value) => value !== undefined),
    'Nothing to change: send email, language, homeZip, gradYears or followedColleges',
  );
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;

/** Deleting one's account asks for the password again. */
export const DeleteAccountInput = z.strictObject({ password: text().min(1, 'Required').max(1024, 'Must be at most 1024 characters') });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** An admin deletes an account with a reason for the audit trail (the form asks for no personal data in it). */
export const AdminDeleteAccountInput = z.strictObject({
  reason: text().trim().min(3, 'Must be 3 to 500 characters').max(500, 'Must be 3 to 500 characters'),
});
export type AdminDeleteAccountInput = z.infer<typeof AdminDeleteAccountInput>;

export const ChangePasswordInput = z.strictObject({
  currentPassword: text().min(1, 'Required').max(1024, 'Must be at most 1024 characters'),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;
