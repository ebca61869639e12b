import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCalendarFeed } from '../api/create-calendar-feed';
import { deleteCalendarFeed } from '../api/delete-calendar-feed';
import { calendarFeedQueryOptions, type CalendarFeedAnswer } from '../api/get-calendar-feed';
import { profileKeys } from '../api/profile-keys';

/** The Pro user's feed, and the actions that create, replace or turn it off; each answer replaces the cached one. */
export function useCalendarFeed(enabled: boolean) {
  const queryClient = useQueryClient();
  const store = (answer: CalendarFeedAnswer) => queryClient.setQueryData(profileKeys.calendarFeed(), answer);
  const feed = useQuery({ ...calendarFeedQueryOptions(), enabled });
  const create = useMutation({ mutationFn: createCalendarFeed, onSuccess: store });
  const turnOff = useMutation({ mutationFn: deleteCalendarFeed, onSuccess: () => store({ feed: null }) });
  return { feed, create, turnOff };
}
