import { calendarDateToUtc } from '../../lib/calendar-date';
import { localDateFormat, utcDateFormat } from '../../lib/date-format';
import type { Language } from '../../lib/i18n';

const dayOptions: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** The day an instant falls on where the user is: "Jul 15, 2026" / "15 jul 2026". */
export function formatInstantDay(instant: string, language: Language): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : localDateFormat(language, dayOptions).format(date);
}

/** A calendar day (`yyyy-MM-dd`) names a day, not an instant: read and shown in UTC so no time zone moves it. */
export function formatCalendarDay(day: string, language: Language): string {
  const date = calendarDateToUtc(day);
  return date ? utcDateFormat(language, dayOptions).format(date) : day;
}
