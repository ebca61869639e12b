import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../../i18n';
import { en, type ScraperFormErrorKey } from '../../locales/en';

/** What the control inside a `ScraperField` spreads on itself to be labelled and to announce its hint and error. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type ScraperFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** A schema message (a key of the form's `errors` texts) or the server's own words. */
  error?: string;
  wide?: boolean;
  /** A checkbox: the box first, its label beside it. */
  check?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

const isErrorKey = (value: string): value is ScraperFormErrorKey => Object.hasOwn(en.scrapers.form.errors, value);

export function ScraperField({ id, label, hint, error, wide, check, children }: ScraperFieldProps) {
  const { t } = useTranslation(adminNamespace);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter((value) => value !== null).join(' ');
  const control = children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined });
  const classes = ['admin-field', wide ? 'scraper-form__wide' : null, check ? 'scraper-form__check' : null];

  return (
    <div className={classes.filter((name) => name !== null).join(' ')}>
      {check ? null : <label htmlFor={id}>{label}</label>}
      {check ? (
        <span className="scraper-form__check-row">
          {control}
          <label htmlFor={id}>{label}</label>
        </span>
      ) : (
        control
      )}
      {error ? (
        <p id={errorId} className="admin-field__error">
          {isErrorKey(error) ? t(`scrapers.form.errors.${error}`) : error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
