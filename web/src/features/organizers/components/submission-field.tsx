import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { organizersNamespace } from '../i18n';
import { en, type OrganizersErrorKey } from '../locales/en';

/** What the control inside a `SubmissionField` spreads on itself to be labelled and to announce its hint and error. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type SubmissionFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** A schema message (a key of the `errors` texts) or the server's own words. */
  error?: string;
  /** Where a read found the value: the text it stood in. */
  foundIn?: string;
  wide?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

const isErrorKey = (value: string): value is OrganizersErrorKey => Object.hasOwn(en.errors, value);

/** A labelled control with its error, then its hint and where a read found its value, each announced with it. */
export function SubmissionField({ id, label, hint, error, foundIn, wide, children }: SubmissionFieldProps) {
  const { t } = useTranslation(organizersNamespace);
  const ids = { error: `${id}-error`, hint: `${id}-hint`, found: `${id}-found` };
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null, foundIn ? ids.found : null].filter((value) => value !== null).join(' ');

  return (
    <div className={wide ? 'submission-field submission-field--wide' : 'submission-field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error ? (
        <p id={ids.error} className="submission-field__error">
          {isErrorKey(error) ? t(`errors.${error}`) : error}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hint} className="submission-field__hint">
          {hint}
        </p>
      ) : null}
      {foundIn ? (
        <p id={ids.found} className="submission-field__found">
          {t('submit.reader.foundIn', { text: foundIn })}
        </p>
      ) : null}
    </div>
  );
}
