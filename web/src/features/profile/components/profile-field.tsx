import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileNamespace } from '../i18n';
import { isProfileErrorKey } from '../locales/en';

type ProfileFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  type?: 'email' | 'password';
  autoComplete: string;
  hint?: string;
  /** A schema message (a key of the `errors` texts) or the server's own words. */
  error?: string;
};

/** A labelled input whose error and hint are announced with it (aria-describedby), error first. */
export function ProfileField({ id, label, registration, type = 'email', autoComplete, hint, error }: ProfileFieldProps) {
  const { t } = useTranslation(profileNamespace);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter((value) => value !== null).join(' ');

  return (
    <div className="profile-field">
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
        <p id={errorId} className="profile-field__error">
          {isProfileErrorKey(error) ? t(`errors.${error}`) : error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="profile-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
