import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import type { AgeLevel } from '../events/event-details.js';

/** The year in which the school year holding `date` ends (school years run July to June). */
export function schoolYearEnd(date: CalendarDate): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? year + 1 : year;
}

/** The grade an athlete of the class of `classYear` is in on `date` (12: a senior; 13 and up: out of high school). */
export const gradeOn = (classYear: number, date: CalendarDate): number => 12 - (classYear - schoolYearEnd(date));

/** The grades each age level is for (README and FAQ give this table). */
const LEVEL_GRADES: Record<AgeLevel, (grade: number) => boolean> = {
  U14: (grade) => grade <= 8,
  U16: (grade) => grade >= 7 && grade <= 10,
  U19: (grade) => grade >= 9 && grade <= 12,
  College: () => false,
  'All Ages': (grade) => grade <= 12,
};

export interface FitEvent {
  gradYears?: readonly number[];
  ageLevel: AgeLevel;
  startDate: CalendarDate;
}

/** Whether an event is for the class of `classYear`: by the classes it states, else by its age level on its start date. */
export function fitsClass(event: FitEvent, classYear: number): boolean {
  if (event.gradYears && event.gradYears.length > 0) return event.gradYears.includes(classYear);
  return LEVEL_GRADES[event.ageLevel](gradeOn(classYear, event.startDate));
}

/** Those of `classYears` (ascending) the event fits. */
export const classFitOf = (event: FitEvent, classYears: readonly number[]): number[] => classYears.filter((year) => fitsClass(event, year));

/** How many classes after this school year's seniors a family may name. */
const YEARS_AHEAD = 8;

/** The graduation years a user's athletes and the class filter may name: this school year's seniors to eight years later. */
export function allowedGradYears(today: CalendarDate): { from: number; to: number } {
  const from = schoolYearEnd(today);
  return { from, to: from + YEARS_AHEAD };
}
