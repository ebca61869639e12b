import type { CalendarDate } from './calendar-date.js';

/** The year in which the school year holding `date` ends (school years run July to June). */
export function schoolYearEnd(date: CalendarDate): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? year + 1 : year;
}

/** How many classes after this school year's seniors a family may name. */
const YEARS_AHEAD = 8;

/** The graduation years an athlete's class may be on `today`: this school year's seniors to eight years later. */
export function allowedGradYears(today: CalendarDate): { from: number; to: number } {
  const from = schoolYearEnd(today);
  return { from, to: from + YEARS_AHEAD };
}
