import { describe, expect, it } from '@jest/globals';
import { listingsByDay } from './listings-by-day.js';

const zone = 'America/New_York';

describe('listingsByDay', () => {
  it('given no listings, when counting 30 days, then 30 zero days ending today, oldest first', () => {
    const days = listingsByDay([], '2026-03-10', zone, 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-02-09', count: 0 });
    expect(days[29]).toEqual({ date: '2026-03-10', count: 0 });
    expect(days.every((day) => day.count === 0)).toBe(true);
  });

  it('given listings on two days, when counting, then each lands on its day and the others stay zero', () => {
    const listed = [new Date('2026-03-10T15:00:00Z'), new Date('2026-03-10T16:00:00Z'), new Date('2026-03-08T12:00:00Z')];
    const days = listingsByDay(listed, '2026-03-10', zone, 7);
    expect(days).toEqual([
      { date: '2026-03-04', count: 0 },
      { date: '2026-03-05', count: 0 },
      { date: '2026-03-06', count: 0 },
      { date: '2026-03-07', count: 0 },
      { date: '2026-03-08', count: 1 },
      { date: '2026-03-09', count: 0 },
      { date: '2026-03-10', count: 2 },
    ]);
  });

  it('given a listing late in the evening in New York, when counting, then it counts on the New York day, not the UTC one', () => {
    const days = listingsByDay([new Date('2026-03-11T03:30:00Z')], '2026-03-11', zone, 2);
    expect(days).toEqual([
      { date: '2026-03-10', count: 1 },
      { date: '2026-03-11', count: 0 },
    ]);
  });

  it('given listings just outside the span, when counting, then they are left out', () => {
    const days = listingsByDay([new Date('2026-03-03T17:00:00Z'), new Date('2026-03-11T17:00:00Z')], '2026-03-10', zone, 7);
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(0);
  });
});
