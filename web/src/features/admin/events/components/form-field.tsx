import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminEventsNamespace } from '../i18n';
import { en, type EventFormErrorKey } from '../locales/en';

/** What the control inside a `FormField` spreads on itself to be labelled and to announce its hint and error. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FormFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** A schema message (a key of the `errors` texts) or the server's own words. */
  error?: string;
  wide?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

const isErrorKey = (value: string): value is EventFormErrorKey => Object.hasOwn(en.errors, value);

export function FormField({ id, label, hint, error, wide, children }: FormFieldProps) {
  const { t } = useTranslation(adminEventsNamespace);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter((value) => value !== null).join(' ');

  return (
    <div className={wide ? 'event-form__field event-form__field--wide' : 'event-form__field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error ? (
        <p id={errorId} className="event-form__error">
          {isErrorKey(error) ? t(`errors.${error}`) : error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="event-form__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
