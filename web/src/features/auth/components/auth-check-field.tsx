import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isAuthErrorKey } from '../auth-translations';

type AuthCheckFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The schema's message, a key of the `errors` texts. */
  error?: string;
};

/** A required checkbox with its label beside it; its error is announced with it (aria-describedby). */
export function AuthCheckField({ id, label, registration, error }: AuthCheckFieldProps) {
  const { t } = useTranslation('auth');
  const errorId = `${id}-error`;
  return (
    <div className="auth-field auth-field--check">
      <span className="auth-field__check-row">
        <input
          id={id}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      {error ? (
        <p id={errorId} className="auth-field__error">
          {isAuthErrorKey(error) ? t(`errors.${error}`) : error}
        </p>
      ) : null}
    </div>
  );
}
