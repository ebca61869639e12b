import { describe, expect, it } from '@jest/globals';
import { costBucketOf, costBuckets, insightsWindow, monthsFrom, upcomingDeadlines } from './insights.js';

describe('insights: months', () => {
  it('given counts for some months, then the 12 months from the current one come back, zeros included, in order', () => {
    const months = monthsFrom('2026-05-14', [
      { _id: '2026-07', count: 3 },
      { _id: '2026-05', count: 1 },
      { _id: '2027-04', count: 2 },
    ]);
    expect(months).toEqual([
      { month: '2026-05', count: 1 },
      { month: '2026-06', count: 0 },
      { month: '2026-07', count: 3 },
      { month: '2026-08', count: 0 },
      { month: '2026-09', count: 0 },
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 0 },
      { month: '2026-12', count: 0 },
      { month: '2027-01', count: 0 },
      { month: '2027-02', count: 0 },
      { month: '2027-03', count: 0 },
      { month: '2027-04', count: 2 },
    ]);
  });

  it('given the last day of a month, then the months still start with it and never skip a short month', () => {
    expect(monthsFrom('2027-01-31', []).map((entry) => entry.month)).toEqual([
      '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11', '2027-12',
    ]);
  });

  it('given today, then the counted window runs to the last day of the 12th month, the last one byMonth shows', () => {
    expect(insightsWindow('2026-05-14')).toEqual({ from: '2026-05-14', to: '2027-04-30' });
    expect(insightsWindow('2028-02-29')).toEqual({ from: '2028-02-29', to: '2029-01-31' });
    expect(insightsWindow('2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-11-30' });
    for (const today of ['2026-05-14', '2028-02-29', '2026-12-31', '2027-01-01']) {
      const months = monthsFrom(today, []).map((entry) => entry.month);
      expect(months.at(-1)).toBe(insightsWindow(today).to.slice(0, 7));
    }
  });
});

describe('insights: costs', () => {
  it.each([
    [0, 'free'],
    [null, 'contact'],
    [0.5, 'under100'],
    [99.99, 'under100'],
    [100, '100to249'],
    [249.99, '100to249'],
    [250, '250to499'],
    [499, '250to499'],
    [500, '500plus'],
    [1400, '500plus'],
  ] as const)('given a cost of %s, then it falls in %s', (cost, bucket) => {
    expect(costBucketOf(cost)).toBe(bucket);
  });

  it('given counts per cost, then all six buckets come back in their order, summed, empty ones as 0', () => {
    expect(
      costBuckets([
        { _id: 95, count: 2 },
        { _id: null, count: 4 },
        { _id: 75, count: 1 },
        { _id: 795, count: 1 },
      ]),
    ).toEqual([
      { bucket: 'free', count: 0 },
      { bucket: 'contact', count: 4 },
      { bucket: 'under100', count: 3 },
      { bucket: '100to249', count: 0 },
      { bucket: '250to499', count: 0 },
      { bucket: '500plus', count: 1 },
    ]);
  });
});

describe('insights: upcoming deadlines', () => {
  const saved = (id: string, registrationDeadline: string | null, isCancelled = false) => ({ id, name: `Event ${id}`, registrationDeadline, isCancelled });

  it('given saved events, then those still open (today included) come soonest first with the days left', () => {
    expect(upcomingDeadlines([saved('later', '2026-06-01'), saved('today', '2026-05-14'), saved('past', '2026-05-13'), saved('none', null)], '2026-05-14')).toEqual([
      { id: 'today', name: 'Event today', registrationDeadline: '2026-05-14', daysLeft: 0 },
      { id: 'later', name: 'Event later', registrationDeadline: '2026-06-01', daysLeft: 18 },
    ]);
  });

  it('given a cancelled event, then its deadline is left out', () => {
    expect(upcomingDeadlines([saved('cancelled', '2026-06-01', true)], '2026-05-14')).toEqual([]);
  });

  it('given a deadline across a daylight saving change, then the days left are whole calendar days', () => {
    expect(upcomingDeadlines([saved('spring', '2027-03-15')], '2027-03-13')[0].daysLeft).toBe(2);
  });
});
