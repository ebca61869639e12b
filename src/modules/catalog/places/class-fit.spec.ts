import { describe, expect, it } from '@jest/globals';
import { allowedGradYears, schoolYearEnd } from '../../../platform/time/school-year.js';
import { classFitOf, fitsClass, gradeOn } from './class-fit.js';

describe('class fit', () => {
  it('given dates either side of July 1, when the school year is found, then it ends the next June', () => {
    expect(schoolYearEnd('2026-06-30')).toBe(2026);
    expect(schoolYearEnd('2026-07-01')).toBe(2027);
    expect(schoolYearEnd('2026-11-27')).toBe(2027);
  });

  it('given the class of 2029, when asked its grade in the fall of 2026 and the spring of 2027, then grade 10 both times', () => {
    expect(gradeOn(2029, '2026-10-01')).toBe(10);
    expect(gradeOn(2029, '2027-04-01')).toBe(10);
    expect(gradeOn(2029, '2027-07-01')).toBe(11);
  });

  it('given stated classes, when fitted, then only those classes fit whatever the age level', () => {
    expect(fitsClass({ gradYears: [2029, 2030], ageLevel: 'College', startDate: '2027-03-01' }, 2029)).toBe(true);
    expect(fitsClass({ gradYears: [2029, 2030], ageLevel: 'All Ages', startDate: '2027-03-01' }, 2031)).toBe(false);
  });

  it.each([
    ['U14', 2031, true], // grade 8
    ['U14', 2030, false], // grade 9
    ['U16', 2032, true], // grade 7
    ['U16', 2029, true], // grade 10
    ['U16', 2028, false], // grade 11
    ['U19', 2030, true], // grade 9
    ['U19', 2027, true], // grade 12
    ['U19', 2031, false], // grade 8
    ['College', 2027, false],
    ['All Ages', 2035, true],
    ['All Ages', 2026, false], // out of high school
  ] as const)('given no stated classes, an age level %s in the 2026-27 school year, when the class of %i is fitted, then %p', (ageLevel, year, fits) => {
    expect(fitsClass({ ageLevel, startDate: '2027-01-15' }, year)).toBe(fits);
  });

  it('given several classes, when fitted, then those that fit, in their order', () => {
    expect(classFitOf({ gradYears: [], ageLevel: 'U19', startDate: '2026-12-05' }, [2027, 2029, 2032])).toEqual([2027, 2029]);
  });

  it('given 2026-11-27, when the allowed years are asked, then from this school year seniors (2027) to eight years later (2035)', () => {
    expect(allowedGradYears('2026-11-27')).toEqual({ from: 2027, to: 2035 });
    expect(allowedGradYears('2027-07-01')).toEqual({ from: 2028, to: 2036 });
  });
});
