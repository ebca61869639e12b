import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import { schoolYearEnd } from '../../../platform/time/school-year.js';
import type { AgeLevel } from '../events/event-details.js';

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
