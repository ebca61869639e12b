import { describe, expect, it } from '@jest/globals';
import { allowedGradYears, seniorsClass } from './grad-years';

// Local dates at noon: the school year is the user's, as their calendar shows the day.
const day = (text: string) => new Date(`${text}T12:00:00`);

describe('graduation classes', () => {
  it('given a day from July to December, when the seniors are asked, then they graduate next June', () => {
    expect(seniorsClass(day('2026-07-01'))).toBe(2027);
    expect(seniorsClass(day('2026-11-27'))).toBe(2027);
    expect(seniorsClass(day('2026-12-31'))).toBe(2027);
  });

  it('given a day from January to June, when the seniors are asked, then they graduate this June', () => {
    expect(seniorsClass(day('2027-01-01'))).toBe(2027);
    expect(seniorsClass(day('2027-06-30'))).toBe(2027);
  });

  it('given 2026-11-27, when the allowed classes are asked, then they run from 2027 to 2035', () => {
    expect(allowedGradYears(day('2026-11-27'))).toEqual([2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });

  it('given the first of July, when the allowed classes are asked, then the range has moved on a year', () => {
    expect(allowedGradYears(day('2027-06-30'))[0]).toBe(2027);
    expect(allowedGradYears(day('2027-07-01'))).toEqual([2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
  });
});
