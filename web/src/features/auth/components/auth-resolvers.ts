import type { FieldValues, Resolver } from 'react-hook-form';
import type { LoginValues, RegisterValues } from './auth-schemas';

// The forms' validation (zod, a good half of the auth screen's JS) loads after the screen has rendered: nothing is
// validated before a first submit, so the screen does not wait for it on a slow phone. It is asked for when the
// visitor first focuses a field (preloadValidation), so by the time they submit it is there; a submit before it
// arrives simply waits for it.
const validation = () => Promise.all([import('@hookform/resolvers/zod'), import('./auth-schemas')]);

/**
 * A resolver that loads the real one on first use. A load that fails (the chunk did not arrive) is not kept: the
 * submit fails with the typed values still in the form, and the next submit asks again.
 */
export function deferred<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}

export const loginResolver = deferred<LoginValues>(async () => {
  const [{ zodResolver }, { loginSchema }] = await validation();
  return zodResolver(loginSchema);
});

export const registerResolver = deferred<RegisterValues>(async () => {
  const [{ zodResolver }, { registerSchema }] = await validation();
  return zodResolver(registerSchema);
});

export function preloadValidation(): void {
  void validation();
}
