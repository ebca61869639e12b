import { describe, expect, it } from '@jest/globals';
import { formatCalendarDay, formatInstantDay, formatMonth } from './date-format';
import { formatCount } from './number-format';

// Every day of a leap year, at an hour where the user's day may differ from UTC's.
const days = Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(2028, 0, 1 + index, 23, 30)));
const dayOptions = { month: 'short', day: 'numeric', year: 'numeric' } as const;

describe('day formats, written out without Intl', () => {
  it.each(['en', 'es'] as const)('given every day of a year in %s, then a calendar day reads exactly as Intl writes it', (language) => {
    const intl = new Intl.DateTimeFormat(language, { ...dayOptions, timeZone: 'UTC' });
    for (const day of days) expect(formatCalendarDay(day.toISOString().slice(0, 10), language)).toBe(intl.format(day));
  });

  it.each(['en', 'es'] as const)('given every day of a year in %s, then an instant reads as Intl writes its local day', (language) => {
    const intl = new Intl.DateTimeFormat(language, dayOptions);
    for (const day of days) expect(formatInstantDay(day.toISOString(), language)).toBe(intl.format(day));
  });
});

describe('shared formats', () => {
  it('given a calendar day, then it is shown as that very day in the language, and as sent when it is no day', () => {
    expect(formatCalendarDay('2025-11-21', 'en')).toBe('Nov 21, 2025');
    expect(formatCalendarDay('2025-11-21', 'es')).toBe('21 nov 2025');
    expect(formatCalendarDay('2025-02-30', 'en')).toBe('2025-02-30');
  });

  it('given an instant, then it is shown as the day it falls on where the user is, and as sent when invalid', () => {
    const noon = new Date(2026, 6, 15, 12).toISOString();
    expect(formatInstantDay(noon, 'en')).toBe('Jul 15, 2026');
    expect(formatInstantDay(noon, 'es')).toBe('15 jul 2026');
    expect(formatInstantDay('not a date', 'en')).toBe('not a date');
  });

  it('given a month, when formatted as a calendar heading, then it is the full month and year in the language', () => {
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatMonth('2027-01', 'es')).toBe('enero de 2027');
  });

  it('given a count, then thousands are grouped as each language does', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'es')).toBe('1234');
    expect(formatCount(12345, 'es')).toBe('12.345');
  });

  it.each(['en', 'es'] as const)('given counts of every size in %s, then each reads exactly as Intl writes it', (language) => {
    const intl = new Intl.NumberFormat(language);
    const counts = [0, 7, 42, 999, 1000, 1001, 9999, 10_000, 12_345, 99_999, 100_000, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER];
    for (const count of [...counts, ...counts.slice(1).map((value) => -value), 2.5]) expect(formatCount(count, language)).toBe(intl.format(count));
  });
});
