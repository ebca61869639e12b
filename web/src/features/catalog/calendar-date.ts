// Event dates are calendar dates (`yyyy-MM-dd`) and months are `yyyy-MM`: plain strings that compare in order.
// They never go through a local-time Date, which would move them a day in timezones west of UTC.

export { calendarDateToUtc, isCalendarDate, monthToUtc } from '../../lib/calendar-date';

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
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

/** The calendar date `count` days after `date` (negative: before), counted on the calendar, not in hours. */
export function addDays(date: string, count: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + count));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The same day `count` years later (negative: earlier); February 29 becomes February 28 in other years. */
export function addYears(date: string, count: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = year + count;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${pad(target, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}
