/**
 * Calendar dates (`yyyy-MM-dd`): events happen on days, not instants, and access windows are counted in days,
 * so they are compared as strings (the format sorts chronologically) and moved with UTC arithmetic.
 */
export type CalendarDate = string;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real day in `yyyy-MM-dd` (so 2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Building a formatter costs far more than formatting: one per zone, reused (every request asks for today). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The day it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as yyyy-MM-dd.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

function toUtc(date: CalendarDate): Date {
  const match = isoDate.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const fromUtc = (date: Date): CalendarDate => date.toISOString().slice(0, 10);

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** Same day of the month `months` later; a day the target month lacks becomes its last (Nov 30 + 3 → Feb 28). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const utc = toUtc(date);
  const day = utc.getUTCDate();
  utc.setUTCDate(1);
  utc.setUTCMonth(utc.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(utc.getUTCFullYear(), utc.getUTCMonth() + 1, 0)).getUTCDate();
  utc.setUTCDate(Math.min(day, lastDay));
  return fromUtc(utc);
}

export const addYears = (date: CalendarDate, years: number): CalendarDate => addMonths(date, years * 12);
