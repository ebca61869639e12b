import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** A Pro user's private calendar address, with the links that subscribe calendar apps to it. */
export type CalendarFeedLinks = {
  /** https://…/api/calendar/<secret>.ics */
  url: string;
  /** The same address as webcal://, which Apple Calendar (and others) open as a subscription. */
  webcalUrl: string;
  /** Google Calendar's "add by URL" page for it. */
  googleUrl: string;
};

/**
 * A feed that is on. The server keeps only a hash of its secret, so the links come with the answer that made
 * the address and never again: a feed read later has its date alone.
 */
export type CalendarFeed = Partial<CalendarFeedLinks> & {
  /** ISO 8601. */
  createdAt: string;
};

export type CalendarFeedAnswer = { feed: CalendarFeed | null };

/** 403 for anyone but Pro. */
export async function getCalendarFeed(): Promise<CalendarFeedAnswer> {
  const response = await apiRequest('GET', '/api/calendar-feed');
  return (await response.json()) as CalendarFeedAnswer;
}

export const calendarFeedQueryOptions = () => queryOptions({ queryKey: profileKeys.calendarFeed(), queryFn: getCalendarFeed });
