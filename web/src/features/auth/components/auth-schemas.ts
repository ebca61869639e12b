import { z } from '../../../lib/zod';
import type { AuthErrorKey } from '../auth-translations';

// Messages are translation keys, translated when shown, so switching language re-words errors already on screen.
const required = (key: AuthErrorKey) => z.string().min(1, key);

// Presence (and an email's shape) is all that is checked here: the server owns the username and password rules,
// shown as hints, and its answer is shown in the failure toast, so the two can never disagree.
export const loginSchema = z.object({
  username: required('usernameRequired'),
  password: required('passwordRequired'),
});

export const registerSchema = z
  .object({
    username: required('usernameRequired'),
    email: required('emailRequired').pipe(z.email('emailInvalid' satisfies AuthErrorKey)),
    password: required('passwordRequired'),
    confirmPassword: required('confirmPasswordRequired'),
    // The server refuses a sign-up without it: 13 or older (COPPA), or a parent or guardian signing up their athlete.
    ageConfirmed: z.boolean().refine((confirmed) => confirmed, 'ageNotConfirmed' satisfies AuthErrorKey),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'passwordMismatch' satisfies AuthErrorKey,
    path: ['confirmPassword'],
    // Say so as soon as both passwords are typed, even while another field is still empty.
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'confirmPassword'),
  });

export type LoginValues = z.input<typeof loginSchema>;
export type RegisterValues = z.input<typeof registerSchema>;
