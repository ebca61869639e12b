import { formatCalendarDay, utcDateFormat } from '../../lib/date-format';
import type { Language } from '../../lib/i18n';
import { calendarDateToUtc } from './calendar-date';
import { en } from './locales/en';
import { es } from './locales/es';

// Pure functions of the value and the language, so they are tested in both languages without rendering.
const texts = { en: en.format, es: es.format } satisfies Record<Language, typeof en.format>;

/** "Dec 5, 2026" / "5 dic 2026"; "TBD" / "Por confirmar" when missing or not a real date. */
export function formatEventDate(value: string | null | undefined, language: Language): string {
  return value && calendarDateToUtc(value) ? formatCalendarDay(value, language) : texts[language].tbd;
}

/** The start date, and " – end" only when there is a different, real end date. */
export function formatEventDates(start: string | null | undefined, end: string | null | undefined, language: Language): string {
  const from = formatEventDate(start, language);
  if (!end || end === start || !calendarDateToUtc(end) || !calendarDateToUtc(start)) return from;
  return `${from} – ${formatEventDate(end, language)}`;
}

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * null: ask the organizer; 0: free; otherwise US dollars as "$1,400" in both languages (the events are in the
 * USA and priced in dollars).
 */
export function formatCost(cost: number | null | undefined, language: Language): string {
  if (cost === null || cost === undefined) return texts[language].contactOrganizer;
  if (cost === 0) return texts[language].free;
  return `$${(Number.isInteger(cost) ? wholeDollars : dollarsAndCents).format(cost)}`;
}


/** A calendar day heading: "Saturday, December 5" / "sábado, 5 de diciembre". */
export function formatDayHeading(value: string, language: Language): string {
  const date = calendarDateToUtc(value);
  return date ? utcDateFormat(language, { weekday: 'long', month: 'long', day: 'numeric' }).format(date) : texts[language].tbd;
}
