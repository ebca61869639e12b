import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isAuthErrorKey } from '../auth-translations';

type AuthFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
  /** The schema's message: a key of the `errors` texts. */
  error?: string;
};

/** A labelled input whose hint and error are announced with it (aria-describedby), error first. */
export function AuthField({ id, label, registration, type = 'text', autoComplete, hint, error }: AuthFieldProps) {
  const { t } = useTranslation('auth');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter((value) => value !== null).join(' ');
  const errorText = error && isAuthErrorKey(error) ? t(`errors.${error}`) : error;

  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
      {error ? (
        <p id={errorId} className="auth-field__error">
          {errorText}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
