// Event dates are calendar dates (`yyyy-MM-dd`) that compare in order as strings. They never go through a
// local-time Date, which would move them a day in timezones west of UTC.

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of the date, or null when it is not a real `yyyy-MM-dd` date (2026-02-30 is not). */
function calendarDateToUtc(value: string): Date | null {
  const match = calendarDatePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function isCalendarDate(value: string): boolean {
  return calendarDateToUtc(value) !== null;
}

/** "Dec 5, 2026" / "5 dic 2026"; the text as sent when it is not a real date. */
export function formatShortDate(value: string, language: string): string {
  const date = calendarDateToUtc(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}
