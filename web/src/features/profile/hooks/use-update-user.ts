import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserKey, isCurrentUserKey, type CurrentUser } from '../../../lib/current-user';
import { profileKeys } from '../api/profile-keys';
import { type AthleteDetails, updateAthlete } from '../api/update-athlete';
import { updateFollowedColleges } from '../api/followed-colleges';

/**
 * The answer replaces the cached user. Distances and class fit are in the events' answers, so the other screens'
 * cached lists are refreshed when they open again; the profile's own queries do not depend on them.
 */
export function useSaveAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: AthleteDetails) => updateAthlete(details),
    onSuccess: async (user: CurrentUser) => {
      queryClient.setQueryData(currentUserKey, user);
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) => !isCurrentUserKey(queryKey) && queryKey[0] !== profileKeys.all[0],
      });
    },
  });
}

/** Follows or unfollows by sending the whole new list; the answer replaces the cached user. */
export function useSaveFollowedColleges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (colleges: string[]) => updateFollowedColleges(colleges),
    onSuccess: (user: CurrentUser) => queryClient.setQueryData(currentUserKey, user),
  });
}
