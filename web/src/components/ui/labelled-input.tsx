import type { UseFormRegisterReturn } from 'react-hook-form';

export type LabelledInputProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
  /** The error in words (the caller translates its schema's keys). */
  error?: string;
  /** The block class of the form it sits in (`auth-field`, `profile-field`): its `__error` and `__hint` style the texts. */
  block: string;
};

/** A labelled, required input whose error and hint are announced with it (aria-describedby), error first. */
export function LabelledInput({ id, label, registration, type = 'text', autoComplete, hint, error, block }: LabelledInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter((value) => value !== null).join(' ');

  return (
    <div className={block}>
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
        <p id={errorId} className={`${block}__error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={`${block}__hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
