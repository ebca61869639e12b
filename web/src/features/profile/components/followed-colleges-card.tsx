import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { collegesQueryOptions } from '../api/followed-colleges';
import { useSaveFollowedColleges } from '../hooks/use-update-user';
import { profileNamespace } from '../i18n';
import { isProfileErrorKey } from '../locales/en';
import { serverFieldError } from '../server-field-error';
import { followCollegeSchema } from './profile-schemas';
import { UpgradeHint } from './upgrade-hint';

/** The colleges followed, each with its Unfollow button, and (Pro) the field that follows another. */
function FollowedColleges({ followed, canAdd }: { followed: string[]; canAdd: boolean }) {
  const { t } = useTranslation(profileNamespace);
  const save = useSaveFollowedColleges();
  // Suggestions are Pro's (GET /api/colleges): only the form that follows another uses them.
  const suggestions = useQuery({ ...collegesQueryOptions(), enabled: canAdd });
  const current = useRef(followed);
  current.current = followed;
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(followCollegeSchema(() => current.current)),
    defaultValues: { name: '' },
  });
  const failed = (error: Error) => {
    const { text } = serverFieldError(error);
    if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
      setError('name', { type: 'server', message: text });
    }
    toast.error(t('toasts.collegesFailed'), { description: text });
  };

  const onSubmit = handleSubmit(({ name }) =>
    save.mutate([...followed, name], {
      onSuccess: () => {
        reset({ name: '' });
        toast.success(t('toasts.collegeFollowed', { name }));
      },
      onError: failed,
    }),
  );

  const unfollow = (name: string) =>
    save.mutate(
      followed.filter((college) => college !== name),
      {
        onSuccess: () => {
          toast.success(t('toasts.collegeUnfollowed', { name }));
          // The button pressed is gone: the focus goes to the field that follows another, or without it (a plan
          // without Pro) to the card's title.
          (document.getElementById('follow-college') ?? document.getElementById('colleges-title'))?.focus();
        },
        onError: failed,
      },
    );

  const error = formState.errors.name?.message;
  const errorText = error && isProfileErrorKey(error) ? t(`errors.${error}`) : error;
  const options = (suggestions.data ?? []).filter(
    ({ name }) => !followed.some((college) => college.toLowerCase() === name.toLowerCase()),
  );

  return (
    <>
      {followed.length > 0 ? (
        <ul className="followed-colleges">
          {followed.map((name) => (
            <li key={name} className="followed-college">
              <span>{name}</span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('colleges.unfollowNamed', { name })}
                disabled={save.isPending}
                onClick={() => unfollow(name)}
              >
                {t('colleges.unfollow')}
              </button>
            </li>
          ))}
        </ul>
      ) : canAdd ? (
        <p className="profile-note">{t('colleges.none')}</p>
      ) : null}
      {canAdd ? (
      <form className="profile-form follow-college" noValidate onSubmit={onSubmit}>
        <div className="profile-field">
          <label htmlFor="follow-college">{t('colleges.follow')}</label>
          <div className="follow-college__row">
            <input
              id="follow-college"
              type="text"
              list="college-suggestions"
              autoComplete="off"
              maxLength={100}
              aria-invalid={errorText ? true : undefined}
              aria-describedby={[errorText ? 'follow-college-error' : null, 'follow-college-hint'].filter(Boolean).join(' ')}
              {...register('name')}
            />
            <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? t('colleges.pending') : t('colleges.submit')}
            </button>
          </div>
          <datalist id="college-suggestions">
            {options.map(({ name }) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          {errorText ? (
            <p id="follow-college-error" className="profile-field__error">
              {errorText}
            </p>
          ) : null}
          <p id="follow-college-hint" className="profile-field__hint">
            {t('colleges.followHint')}
          </p>
        </div>
      </form>
      ) : errorText ? (
        <p className="profile-field__error" role="alert">
          {errorText}
        </p>
      ) : null}
    </>
  );
}

/**
 * Pro (and admins): the colleges whose arrival at an upcoming event the change alerts mention. Others see it locked,
 * and after leaving Pro can still stop following the ones they followed.
 */
export function FollowedCollegesCard({ followed, canFollow }: { followed: string[]; canFollow: boolean }) {
  const { t } = useTranslation(profileNamespace);
  return (
    <section className="profile-card" aria-labelledby="colleges-title">
      <h2 id="colleges-title" className="profile-card__title" tabIndex={-1}>
        {t('colleges.title')}
      </h2>
      <p className="profile-note">{t('colleges.what')}</p>
      {canFollow ? (
        <FollowedColleges followed={followed} canAdd />
      ) : (
        <>
          <UpgradeHint text={t('notifications.includedInPro')} />
          {followed.length > 0 ? (
            <>
              <p className="profile-note">{t('colleges.stillFollowed')}</p>
              <FollowedColleges followed={followed} canAdd={false} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
