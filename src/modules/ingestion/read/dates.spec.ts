import { describe, expect, it } from '@jest/globals';
import { parseDate, parseDateRange } from './dates.js';

const TODAY = '2026-05-01';

describe('reading the dates of an event', () => {
  it.each([
    // One day, every way it is written.
    ['2026-06-14', '2026-06-14', null],
    ['6/14/2026', '2026-06-14', null],
    ['6/14/26', '2026-06-14', null],
    ['06/14/2026', '2026-06-14', null],
    ['June 14, 2026', '2026-06-14', null],
    ['Saturday, June 14, 2026', '2026-06-14', null],
    ['Sat, Jun 14 2026', '2026-06-14', null],
    ['June 14th, 2026', '2026-06-14', null],
    ['Sept. 5, 2026', '2026-09-05', null],
    ['September 5th 2026', '2026-09-05', null],
    ['14 June 2026', '2026-06-14', null],
    ['June 14, 2026 9:00am - 3:00pm', '2026-06-14', null],
    ['June 14, 2026 from 9am to 3pm', '2026-06-14', null],
    // ISO datetimes: the date as written, never shifted to another time zone.
    ['2026-07-07T09:00:00-04:00', '2026-07-07', null],
    ['2026-07-07T23:30:00Z', '2026-07-07', null],
    ['2026-07-07T00:30:00+09:00', '2026-07-07', null],
    ['2026-07-07T09:00', '2026-07-07', null],
    // Ranges in one month.
    ['June 14-16, 2026', '2026-06-14', '2026-06-16'],
    ['June 14 – 16, 2026', '2026-06-14', '2026-06-16'],
    ['Jul 7 - 15, 2026', '2026-07-07', '2026-07-15'],
    ['Jul 7–Jul 15, 2026', '2026-07-07', '2026-07-15'],
    ['July 7 to 15, 2026', '2026-07-07', '2026-07-15'],
    ['July 7 through July 9, 2026', '2026-07-07', '2026-07-09'],
    ['July 7 thru 9, 2026', '2026-07-07', '2026-07-09'],
    ['June 14th — 16th, 2026', '2026-06-14', '2026-06-16'],
    ['June 14 & 15, 2026', '2026-06-14', '2026-06-15'],
    ['14-16 June 2026', '2026-06-14', '2026-06-16'],
    ['Friday, June 12 - Sunday, June 14, 2026', '2026-06-12', '2026-06-14'],
    ['6/14/2026 - 6/16/2026', '2026-06-14', '2026-06-16'],
    ['2026-06-14 to 2026-06-16', '2026-06-14', '2026-06-16'],
    ['June 14, 2026 - June 14, 2026', '2026-06-14', null],
    // Across months and years.
    ['June 14 – July 2, 2026', '2026-06-14', '2026-07-02'],
    ['June 28 - July 2 2026', '2026-06-28', '2026-07-02'],
    ['Dec 28, 2026 – Jan 3, 2027', '2026-12-28', '2027-01-03'],
    ['December 28 - January 3, 2027', '2026-12-28', '2027-01-03'],
    ['12/28/2026 - 1/3/2027', '2026-12-28', '2027-01-03'],
    ['12/28 - 1/3/2027', '2026-12-28', '2027-01-03'],
    ['December 28, 2026 - January 3', '2026-12-28', '2027-01-03'],
    // Days without play, or kept in reserve, are no part of the event's span.
    ['Sunday, January 10, 2027 - Sunday, March 7, 2027 (no games 2/14)', '2027-01-10', '2027-03-07'],
    ['Saturday, June 5, 2027 (rain date June 6)', '2027-06-05', null],
    ['Tuesdays, Jan 12 - Feb 23, 2027; no practice Feb 16', '2027-01-12', '2027-02-23'],
    // Days listed one by one are one event's days, from the first to the last.
    ['Saturdays, April 10, 17, 24 and May 1, 2027, 9:00–10:30 AM', '2027-04-10', '2027-05-01'],
    ['Saturdays: Jan 9, Jan 16, Jan 23, 2027', '2027-01-09', '2027-01-23'],
    ['June 7, 14 and 21, 2027', '2027-06-07', '2027-06-21'],
    ['Oct. 3, 10, 17, 24, 31 & Nov. 7, 2027', '2027-10-03', '2027-11-07'],
    ['June 14, 2027, 9 am', '2027-06-14', null],
    // Where listed days go on past a line's end or a semicolon, the last day is not known: the first only.
    ['Tuesdays, September 14, 21, 28\nOctober 5, 12, 19', '2026-09-14', null],
    ['Session 1: Oct 3, 10, 17; Session 2: Oct 24, 31, Nov 7', '2026-10-03', null],
    ['Saturdays, Sept. 18, 25, Oct. 2, 9', '2026-09-18', null],
    ['Sundays 1/10/27, 1/17, 1/24, 1/31, 2/7 and 2/14', '2027-01-10', '2027-02-14'],
    ['Sundays 1/10/27, 1/17/27, 1/24/27', '2027-01-10', null],
    ['Sat 1/16/27 – Sun 1/17/27', '2027-01-16', '2027-01-17'],
    ['1/16/27 (register by 1/4/27)', '2027-01-16', null],
    ['Sundays, January 10, 17, 24 and 31. Registration closes January 5.', '2027-01-10', '2027-01-31'],
  ])('%s → %s … %s', (text, startDate, endDate) => {
    expect(parseDateRange(text, TODAY)).toEqual({ startDate, endDate });
  });

  it.each([
    // Without a year: the next such dates not over on today (2026-05-01).
    ['June 14-16', TODAY, '2026-06-14', '2026-06-16'],
    ['June 14', TODAY, '2026-06-14', null],
    ['May 1', TODAY, '2026-05-01', null],
    ['April 30', TODAY, '2027-04-30', null],
    ['January 10 - 12', TODAY, '2027-01-10', '2027-01-12'],
    ['6/14', TODAY, '2026-06-14', null],
    ['Dec 28 - Jan 3', TODAY, '2026-12-28', '2027-01-03'],
    ['Sundays, January 10, 17, 24 and 31', TODAY, '2027-01-10', '2027-01-31'],
    // An event under way today keeps its year.
    ['June 14-16', '2026-06-15', '2026-06-14', '2026-06-16'],
    ['Dec 28 - Jan 3', '2027-01-02', '2026-12-28', '2027-01-03'],
    ['Dec 28 - Jan 3', '2027-01-04', '2027-12-28', '2028-01-03'],
    // February 29 only in a leap year.
    ['Feb 29', TODAY, '2028-02-29', null],
  ])('%s on %s → %s … %s', (text, today, startDate, endDate) => {
    expect(parseDateRange(text, today)).toEqual({ startDate, endDate });
  });

  it.each([
    [null],
    [''],
    ['TBD'],
    ['Dates to be announced'],
    ['Summer 2026'],
    ['June 2026'],
    ['February 30, 2026'],
    ['2026-02-30'],
    ['13/14/2026'],
    ['Feb 29, 2027'],
    ['Feb 27 - 30, 2026'],
    ['April 31'],
  ])('%s → not a date', (text) => {
    expect(parseDateRange(text, TODAY)).toBeNull();
  });

  it('given an end before the start, both with years, when read, then both are kept (the catalog rejects the event)', () => {
    expect(parseDateRange('June 16, 2026 - June 14, 2026', TODAY)).toEqual({ startDate: '2026-06-16', endDate: '2026-06-14' });
  });
});

describe('reading one day (a registration deadline)', () => {
  it.each([
    ['June 1, 2026', undefined, '2026-06-01'],
    ['6/1/26', undefined, '2026-06-01'],
    ['Register by Monday, June 1st, 2026', undefined, '2026-06-01'],
    ['June 1', undefined, '2026-06-01'],
    ['June 1 - June 5, 2026', undefined, '2026-06-01'],
    ['Dec 28 - Jan 3, 2027', '2027-01-10', '2026-12-28'],
    ['1-3 June 2026', undefined, '2026-06-01'],
    // Without a year, the last such day on or before the event's start.
    ['June 1', '2026-06-14', '2026-06-01'],
    ['December 15', '2027-01-10', '2026-12-15'],
    ['June 20', '2026-06-14', '2025-06-20'],
    ['TBD', '2026-06-14', null],
    ['February 30, 2026', undefined, null],
  ])('%s (before %s) → %s', (text, notAfter, expected) => {
    expect(parseDate(text, TODAY, notAfter)).toBe(expected);
  });
});
