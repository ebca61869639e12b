import { apiRequest } from '../../../lib/api';

/** Turns the feed off: its address answers 404 from now on. */
export async function deleteCalendarFeed(): Promise<void> {
  const response = await apiRequest('DELETE', '/api/calendar-feed');
  // Nothing in it is used, but an unread answer stays open in the browser.
  await response.text();
}
