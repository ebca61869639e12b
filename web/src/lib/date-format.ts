import { calendarDateToUtc, monthToUtc } from './calendar-date';
import type { Language } from './i18n';

// Building an Intl.DateTimeFormat is costly and lists format hundreds of dates: one per language and options.
const formatters = new Map<string, Intl.DateTimeFormat>();

type DateFormatOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

function cachedFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * For calendar values (`yyyy-MM-dd` days, `yyyy-MM` months) taken as midnight UTC (see calendar-date.ts): they
 * are formatted in UTC, so the day or month shown is the one the server sent wherever the user is.
 */
export function utcDateFormat(language: Language, options: DateFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(language, { ...options, timeZone: 'UTC' });
}

/** For instants (a publication, a payment): the day and time where the user is. */
export function localDateFormat(language: Language, options: DateFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(language, options);
}

// Days are written out rather than through Intl: the first Intl.DateTimeFormat a page builds makes Chromium load its
// date data, 30 to 110 ms of main thread measured here, which under Lighthouse's 4x CPU became a long task of up to
// 430 ms on /blog, whose bylines are its only dates. date-format.spec.ts checks every day of a year against Intl.
const shortMonths: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/** "Nov 21, 2025" / "21 nov 2025", as Intl writes `{ month: 'short', day: 'numeric', year: 'numeric' }`. */
function dayText(year: number, monthIndex: number, day: number, language: Language): string {
  const month = shortMonths[language][monthIndex];
  return language === 'es' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** A calendar day (`yyyy-MM-dd`): "Nov 21, 2025" / "21 nov 2025"; a value that is not a real day is shown as sent. */
export function formatCalendarDay(day: string, language: Language): string {
  const date = calendarDateToUtc(day);
  return date ? dayText(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), language) : day;
}

/** The day an instant falls on where the user is: "Jul 15, 2026" / "15 jul 2026"; an invalid one is shown as sent. */
export function formatInstantDay(instant: string, language: Language): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : dayText(date.getFullYear(), date.getMonth(), date.getDate(), language);
}

/** A calendar month (`yyyy-MM`): "December 2026" / "diciembre de 2026". */
export function formatMonth(month: string, language: Language): string {
  return utcDateFormat(language, { month: 'long', year: 'numeric' }).format(monthToUtc(month));
}
