import { calendarDateToUtc } from '../../../lib/calendar-date';
import { localDateFormat, utcDateFormat } from '../../../lib/date-format';
import type { Language } from '../../../lib/i18n';

// Calendar days (`yyyy-MM-dd`) name a day, not an instant: read and shown in UTC so no time zone shifts them.
function formatDay(day: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  const date = calendarDateToUtc(day);
  return date ? utcDateFormat(language, options).format(date) : day;
}

/** Cents as money in the admin's language: "$1,234.50" / "1234,50 US$". */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** "Nov 21" / "21 nov", for the growth chart's axis. */
export function formatMonthDay(day: string, language: Language): string {
  return formatDay(day, language, { month: 'short', day: 'numeric' });
}

export function formatInstant(instant: string, language: Language): string {
  return localDateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));
}
