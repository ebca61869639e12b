// Event dates are calendar dates (`yyyy-MM-dd`) and months are `yyyy-MM`: plain strings that compare in order.
// They never go through a local-time Date, which would move them a day in timezones west of UTC.

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Midnight UTC of the date, or null when it is not a real `yyyy-MM-dd` date (2026-02-30 is not). */
export function calendarDateToUtc(value: string | null | undefined): Date | null {
  const match = value ? calendarDatePattern.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function isCalendarDate(value: string | null | undefined): value is string {
  return calendarDateToUtc(value) !== null;
}

export function isMonth(value: string | null | undefined): value is string {
  return value ? monthPattern.test(value) : false;
}

/** Today where the user is: what "upcoming" means on their screen. */
export function today(now = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function monthOf(calendarDate: string): string {
  return calendarDate.slice(0, 7);
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Midnight UTC of the month's first day, for formatting a month heading. */
export function monthToUtc(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1));
}
