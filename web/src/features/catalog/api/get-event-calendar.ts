import type { UnlockedEvent } from './catalog-event';
import { calendarFileName, fetchCalendarFile, type CalendarFile } from './calendar-file';

/** One event as an `.ics` file (Pro only: others get 403 with a message). */
export function getEventCalendar(event: Pick<UnlockedEvent, 'id' | 'name'>): Promise<CalendarFile> {
  return fetchCalendarFile(`/api/events/${encodeURIComponent(event.id)}/calendar`, calendarFileName(event.name));
}
