import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { formatCost, formatDayHeading, formatEventDate, formatEventDates } from './format';

describe('event dates', () => {
  const timezone = process.env.TZ;
  // West of UTC, where reading "2026-12-01" as a UTC instant and showing it in local time gives November 30.
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = timezone;
  });

  it('given a calendar date, when formatted, then it is the short month, day and year of that very day', () => {
    expect(formatEventDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(formatEventDate('2026-12-01', 'es')).toBe('1 dic 2026');
  });

  it('given no date or a date that does not exist, when formatted, then it is TBD', () => {
    for (const value of [null, undefined, '', 'next spring', '2026-02-30', '2026-13-01', '2026-12-01T00:00:00Z']) {
      expect(formatEventDate(value, 'en')).toBe('TBD');
      expect(formatEventDate(value, 'es')).toBe('Por confirmar');
    }
  });

  it('given a different end date, when the dates are formatted, then the end follows a dash', () => {
    expect(formatEventDates('2026-12-05', '2026-12-07', 'en')).toBe('Dec 5, 2026 – Dec 7, 2026');
    expect(formatEventDates('2026-12-05', '2026-12-07', 'es')).toBe('5 dic 2026 – 7 dic 2026');
  });

  it('given no end date, the same end date or an invalid one, when the dates are formatted, then only the start shows', () => {
    expect(formatEventDates('2026-12-05', null, 'en')).toBe('Dec 5, 2026');
    expect(formatEventDates('2026-12-05', '2026-12-05', 'en')).toBe('Dec 5, 2026');
    expect(formatEventDates('2026-12-05', 'soon', 'es')).toBe('5 dic 2026');
    expect(formatEventDates(null, '2026-12-05', 'en')).toBe('TBD');
  });

  it('given a day, when formatted as a calendar day heading, then it names the weekday of that very day', () => {
    expect(formatDayHeading('2026-12-05', 'en')).toBe('Saturday, December 5');
    expect(formatDayHeading('2026-12-05', 'es')).toBe('sábado, 5 de diciembre');
  });
});

describe('event cost', () => {
  it('given no cost, when formatted, then the reader is told to contact the organizer', () => {
    expect(formatCost(null, 'en')).toBe('Contact organizer');
    expect(formatCost(null, 'es')).toBe('Consultar al organizador');
  });

  it('given a cost of zero, when formatted, then it is free', () => {
    expect(formatCost(0, 'en')).toBe('Free');
    expect(formatCost(0, 'es')).toBe('Gratis');
  });

  it('given a price, when formatted, then it is US dollars with thousands separators in both languages', () => {
    expect(formatCost(1400, 'en')).toBe('$1,400');
    expect(formatCost(1400, 'es')).toBe('$1,400');
    expect(formatCost(75, 'en')).toBe('$75');
    expect(formatCost(49.5, 'en')).toBe('$49.50');
  });
});
