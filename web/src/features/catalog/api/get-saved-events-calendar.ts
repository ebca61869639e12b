import { calendarFileName, fetchCalendarFile, type CalendarFile } from './calendar-file';

/** Every saved upcoming event in one `.ics` file (Pro only: others get 403 with a message). */
export function getSavedEventsCalendar(): Promise<CalendarFile> {
  return fetchCalendarFile('/api/saved-events/calendar', calendarFileName('Saved events'));
}
