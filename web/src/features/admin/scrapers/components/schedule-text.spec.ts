import { describe, expect, it } from '@jest/globals';
import { dailyTime, shorten } from './schedule-text';

describe('dailyTime', () => {
  it.each([
    ['0 6 * * *', '06:00'],
    ['30 18 * * *', '18:30'],
    ['  5 7   * * * ', '07:05'],
    ['0 0 6 * * *', '06:00'],
  ])('reads the daily schedule "%s" as %s', (schedule, time) => {
    expect(dailyTime(schedule)).toBe(time);
  });

  it.each(['*/30 * * * *', '0 6 * * 1', '0 6 1 * *', '0 6,18 * * *', '0 24 * * *', '60 6 * * *', '15 0 6 * * *', '0 6 * *', ''])(
    'gives no daily time for "%s"',
    (schedule) => {
      expect(dailyTime(schedule)).toBeNull();
    },
  );
});

describe('shorten', () => {
  it('keeps a text of at most the length as it is', () => {
    expect(shorten('x'.repeat(50), 50)).toBe('x'.repeat(50));
  });

  it('cuts a longer text to the length and adds an ellipsis', () => {
    expect(shorten('y'.repeat(51), 50)).toBe(`${'y'.repeat(50)}…`);
  });

  it('never cuts a character in half', () => {
    expect(shorten('🏑'.repeat(3), 2)).toBe('🏑🏑…');
  });
});
