import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast';
import { allowedGradYears, maxGradYears } from '../grad-years';
import { useSaveAthlete } from '../hooks/use-update-user';
import { profileNamespace } from '../i18n';
import { isProfileErrorKey } from '../locales/en';
import { serverFieldError } from '../server-field-error';
import { athleteSchema } from './profile-schemas';

type AthleteUser = Pick<CurrentUser, 'homeZip' | 'home' | 'gradYears'>;

const formValues = (user: AthleteUser) => ({ homeZip: user.homeZip ?? '', gradYears: user.gradYears ?? [] });

/**
 * Issue 24's "My athlete": the home ZIP code distances are measured from, and the graduation classes of up to four
 * athletes that events are matched to. Both optional: an empty ZIP and no class remove them.
 */
export function AthleteCard({ user }: { user: AthleteUser }) {
  const { t } = useTranslation(profileNamespace);
  const save = useSaveAthlete();
  // The range as of the day the page opened, as the server counts it (school years run July to June).
  const allowed = useMemo(() => allowedGradYears(new Date()), []);
  const range = { first: allowed[0], last: allowed[allowed.length - 1] };
  const { register, handleSubmit, formState, setError, reset, watch, setValue } = useForm({
    resolver: zodResolver(athleteSchema(allowed)),
    defaultValues: formValues(user),
  });
  const chosen = watch('gradYears');
  const zip = watch('homeZip');
  const open = allowed.filter((year) => !chosen.includes(year));
  const [picked, setPicked] = useState<number | null>(null);
  const pick = picked !== null && open.includes(picked) ? picked : (open[0] ?? null);
  const classes = useRef<HTMLFieldSetElement>(null);
  // A button that goes away takes the focus with it: it moves to the picker, or to the last class when it is full.
  const [refocus, setRefocus] = useState(false);

  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    const fieldset = classes.current;
    (fieldset?.querySelector<HTMLElement>('#athlete-class') ?? fieldset?.querySelector<HTMLElement>('li:last-child button'))?.focus();
  }, [refocus]);

  const setYears = (years: number[]) =>
    setValue(
      'gradYears',
      [...years].sort((a, b) => a - b),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );

  const message = (error: string | undefined) =>
    error && isProfileErrorKey(error) ? t(`errors.${error}`, range) : error;

  const onSubmit = handleSubmit((details) =>
    save.mutate(details, {
      onSuccess: (updated) => {
        reset(formValues(updated));
        toast.success(t('toasts.athleteSaved'));
      },
      onError: (error) => {
        const { field, text } = serverFieldError(error);
        if (error instanceof ApiError && error.status === 400 && (field === 'homeZip' || field === 'gradYears')) {
          setError(field, { type: 'server', message: text }, { shouldFocus: field === 'homeZip' });
        }
        toast.error(t('toasts.athleteFailed'), { description: text });
      },
    }),
  );

  const zipError = message(formState.errors.homeZip?.message);
  const yearsError = message(formState.errors.gradYears?.message);
  // The place is the saved ZIP's: shown while the field still holds that ZIP.
  const home = user.home && user.homeZip && zip.trim() === user.homeZip ? `${user.home.city}, ${user.home.state}` : null;
  const zipDescribedBy = [zipError ? 'athlete-zip-error' : null, 'athlete-zip-hint'].filter(Boolean).join(' ');

  return (
    <section className="profile-card" aria-labelledby="athlete-title">
      <h2 id="athlete-title" className="profile-card__title">
        {t('athlete.title')}
      </h2>
      <p className="profile-note">{t('athlete.what')}</p>
      <form className="profile-form" noValidate onSubmit={onSubmit}>
        <div className="profile-field athlete-zip">
          <label htmlFor="athlete-zip">{t('athlete.zip')}</label>
          <input
            id="athlete-zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            aria-invalid={zipError ? true : undefined}
            aria-describedby={zipDescribedBy}
            {...register('homeZip')}
          />
          {zipError ? (
            <p id="athlete-zip-error" className="profile-field__error">
              {zipError}
            </p>
          ) : null}
          <p id="athlete-zip-hint" className="profile-field__hint">
            {home ? <strong className="athlete-home">{t('athlete.home', { place: home })}</strong> : t('athlete.zipHint')}
          </p>
        </div>
        <fieldset
          ref={classes}
          className="athlete-classes"
          aria-describedby={[yearsError ? 'athlete-classes-error' : null, 'athlete-classes-hint'].filter(Boolean).join(' ')}
        >
          <legend>{t('athlete.classes')}</legend>
          <p id="athlete-classes-hint" className="profile-field__hint">
            {t('athlete.classesHint', range)}
          </p>
          {chosen.length > 0 ? (
            <ul className="athlete-classes__list">
              {chosen.map((year) => (
                <li key={year} className="athlete-class">
                  <span>{t('athlete.classOf', { year })}</span>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('athlete.removeNamed', { year })}
                    onClick={() => {
                      setYears(chosen.filter((other) => other !== year));
                      setRefocus(true);
                    }}
                  >
                    {t('athlete.remove')}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="profile-note">{t('athlete.none')}</p>
          )}
          {chosen.length < maxGradYears && pick !== null ? (
            <div className="athlete-classes__add">
              <div className="profile-field">
                <label htmlFor="athlete-class">{t('athlete.addClass')}</label>
                <select id="athlete-class" value={pick} onChange={(event) => setPicked(Number(event.target.value))}>
                  {open.map((year) => (
                    <option key={year} value={year}>
                      {t('athlete.classOf', { year })}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="button button--outline"
                onClick={() => {
                  setYears([...chosen, pick]);
                  if (chosen.length + 1 === maxGradYears) setRefocus(true);
                }}
              >
                {t('athlete.add')}
              </button>
            </div>
          ) : null}
          {yearsError ? (
            <p id="athlete-classes-error" className="profile-field__error" role="alert">
              {yearsError}
            </p>
          ) : null}
        </fieldset>
        <div>
          <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('athlete.saving') : t('athlete.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
