import { apiRequest } from '../../../lib/api';
import type { CalendarFeedAnswer } from './get-calendar-feed';

/** A new secret address; the previous one, if any, stops working at once. */
export async function createCalendarFeed(): Promise<CalendarFeedAnswer> {
  const response = await apiRequest('POST', '/api/calendar-feed');
  return (await response.json()) as CalendarFeedAnswer;
}
