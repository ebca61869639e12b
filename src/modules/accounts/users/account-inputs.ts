import { z } from 'zod';
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

/** The account card's email and the language switch share `PATCH /api/user`: either or both, never neither. */
export const UpdateUserInput = z
  .strictObject({ email: email.optional(), language: language.optional() })
  .refine((input) => input.email !== undefined || input.language !== undefined, 'Nothing to change: send email or language');
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
