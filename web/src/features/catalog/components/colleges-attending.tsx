import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserKey, useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast';
import {
  canFollowColleges,
  maxFollowedColleges,
  sameCollege,
  saveFollowedColleges,
  withFollowed,
  type PlanningUser,
} from '../api/planning-user';

type Follow = { name: string; follow: boolean };

/** Follows or unfollows a college: the user's list plus or minus the name, saved whole; the answer is the user. */
function useFollowCollege(followed: readonly string[]) {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, follow }: Follow) => saveFollowedColleges(withFollowed(followed, name, follow)),
    onSuccess: (user, { name, follow }) => {
      queryClient.setQueryData(currentUserKey, user);
      toast.success(follow ? t('detail.followed', { name }) : t('detail.unfollowed', { name }));
    },
    onError: () => {
      toast.error(t('toasts.error'), { description: t('detail.followFailed') });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

/** The colleges the organizer says will attend; Pro (and admins) can follow each, up to 20 in all. */
export function CollegesAttending({ colleges }: { colleges: readonly string[] }) {
  const { t } = useTranslation('catalog');
  const { data } = useCurrentUser();
  const user = data as PlanningUser | null | undefined;
  const canFollow = canFollowColleges(user);
  const followed = user?.followedColleges ?? [];
  const full = followed.length >= maxFollowedColleges;
  const fullId = useId();
  const follow = useFollowCollege(followed);
  return (
    <section className="event-detail__colleges" aria-labelledby="event-detail-colleges">
      <h2 id="event-detail-colleges">{t('detail.colleges')}</h2>
      {canFollow && full ? (
        <p id={fullId} className="event-detail__note">
          {t('detail.followFull', { count: maxFollowedColleges })}
        </p>
      ) : null}
      <ul className="college-list">
        {colleges.map((name) => {
          const following = followed.some((known) => sameCollege(known, name));
          return (
            <li key={name}>
              <span>{name}</span>
              {canFollow ? (
                <button
                  type="button"
                  className={following ? 'button button--primary college-list__follow' : 'button button--outline college-list__follow'}
                  disabled={follow.isPending || (full && !following)}
                  aria-describedby={full && !following ? fullId : undefined}
                  onClick={() => follow.mutate({ name, follow: !following })}
                >
                  {following ? t('detail.following') : t('detail.follow')}
                  <span className="visually-hidden"> {name}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
