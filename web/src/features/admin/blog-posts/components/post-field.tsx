import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminBlogNamespace } from '../i18n';
import { type BlogFormErrorKey, en } from '../locales/en';

/** What the control inside a `PostField` spreads on itself to be labelled and to announce its hint and error. */
export type PostFieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type PostFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** A schema message (a key of the `errors` texts) or the server's own words. */
  error?: string;
  wide?: boolean;
  /** A switch or checkbox: the control first, its label beside it. */
  inline?: boolean;
  children: (control: PostFieldControlProps) => ReactNode;
};

const isErrorKey = (value: string): value is BlogFormErrorKey => Object.hasOwn(en.errors, value);

export function PostField({ id, label, hint, error, wide, inline, children }: PostFieldProps) {
  const { t } = useTranslation(adminBlogNamespace);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter((value) => value !== null).join(' ');
  const control = children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined });
  const classes = ['admin-field', wide ? 'post-form__wide' : null];

  return (
    <div className={classes.filter((name) => name !== null).join(' ')}>
      {inline ? (
        <span className="post-form__inline">
          {control}
          <label htmlFor={id}>{label}</label>
        </span>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {control}
        </>
      )}
      {error ? (
        <p id={errorId} className="admin-field__error">
          {isErrorKey(error) ? t(`errors.${error}`) : error}
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
