import { describe, expect, it } from '@jest/globals';
import { addDays, addMonths, addYears, isCalendarDate, todayIn } from './calendar-date.js';

describe('calendar dates', () => {
  it('given strings, then only real days in yyyy-MM-dd are calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('07/04/2026')).toBe(false);
  });

  it('given an instant, then today is the day in the time zone asked for', () => {
    const lateEvening = new Date('2026-11-22T03:30:00Z');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-21');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-22');
  });

  it('given dates, then days, months and years move across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21');
    expect(addYears('2028-02-29', -2)).toBe('2026-02-28');
  });
});
