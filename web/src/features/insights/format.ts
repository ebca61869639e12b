import { calendarDateToUtc, monthToUtc } from '../../lib/calendar-date';
import { utcDateFormat } from '../../lib/date-format';
import type { Language } from '../../lib/i18n';

/** "December 2026" / "diciembre de 2026". */
export function formatMonth(month: string, language: Language): string {
  return utcDateFormat(language, { month: 'long', year: 'numeric' }).format(monthToUtc(month));
}

/** "Dec 2026" / "dic 2026": short enough for a chart's axis. */
export function formatShortMonth(month: string, language: Language): string {
  return utcDateFormat(language, { month: 'short', year: 'numeric' }).format(monthToUtc(month));
}

/** "Dec 5, 2026" / "5 dic 2026"; a value that is not a real date is shown as sent. */
export function formatDate(date: string, language: Language): string {
  const day = calendarDateToUtc(date);
  return day ? utcDateFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(day) : date;
}

/** "1,234" / "1234": Spanish groups thousands only from five digits. */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(language).format(count);
}
