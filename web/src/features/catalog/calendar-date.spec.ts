import { describe, expect, it } from '@jest/globals';
import { addDays, addYears } from './calendar-date';

describe('calendar arithmetic', () => {
  it('given a date, when days are added or taken, then months and years roll over on the calendar', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
  });

  it('given a date, when years are taken, then it is the same day, February 29 becoming February 28', () => {
    expect(addYears('2026-12-10', -2)).toBe('2024-12-10');
    expect(addYears('2028-02-29', -2)).toBe('2026-02-28');
    expect(addYears('2026-02-28', 2)).toBe('2028-02-28');
  });
});
