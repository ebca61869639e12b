import type { Language } from '../../lib/i18n';

// Months (`yyyy-MM`) and dates (`yyyy-MM-dd`) are calendar values: formatted at midnight UTC in UTC, so the
// month or day shown is the one the server sent wherever the user is.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

function utc(value: string): Date {
  const [year, month, day = 1] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "December 2026" / "diciembre de 2026". */
export function formatMonth(month: string, language: Language): string {
  return dateFormat(language, { month: 'long', year: 'numeric' }).format(utc(month));
}

/** "Dec 2026" / "dic 2026": short enough for a chart's axis. */
export function formatShortMonth(month: string, language: Language): string {
  return dateFormat(language, { month: 'short', year: 'numeric' }).format(utc(month));
}

/** "Dec 5, 2026" / "5 dic 2026". */
export function formatDate(date: string, language: Language): string {
  return dateFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(utc(date));
}

/** "1,234" / "1234": Spanish groups thousands only from five digits. */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(language).format(count);
}
