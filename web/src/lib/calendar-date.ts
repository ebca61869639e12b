// Event dates are calendar dates (`yyyy-MM-dd`) and months are `yyyy-MM`: plain strings that compare in order. They never go through a
// local-time Date, which would move them a day in timezones west of UTC.

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of the date, or null when it is not a real `yyyy-MM-dd` date (2026-02-30 is not). */
export function calendarDateToUtc(value: string | null | undefined): Date | null {
  const match = value ? calendarDatePattern.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Midnight UTC of the month's first day, for formatting a month heading. */
export function monthToUtc(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1));
}

export function isCalendarDate(value: string | null | undefined): value is string {
  return calendarDateToUtc(value) !== null;
}
