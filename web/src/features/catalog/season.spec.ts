import { describe, expect, it } from '@jest/globals';
import { aLockedEvent, aSavedEvent } from './catalog-fixtures';
import { formatMiles, nightsAway, seasonSummary } from './season';

describe('the season summary', () => {
  const todayDate = '2026-11-27';

  it('given saved events, when summed up, then it counts fees, miles there and back, nights away and conflicts', () => {
    const hartford = aSavedEvent({ id: 'a', startDate: '2026-12-05', endDate: '2026-12-07', cost: 250, distanceMiles: 90, conflictsWith: [{ id: 'b', name: 'B' }] });
    const overlap = aSavedEvent({ id: 'b', startDate: '2026-12-06', endDate: null, cost: null, distanceMiles: 312, conflictsWith: [{ id: 'a', name: 'A' }] });
    const unknownPlace = aSavedEvent({ id: 'c', startDate: '2027-01-10', endDate: '2027-01-11', cost: 0, distanceMiles: null });
    const oldServer = aSavedEvent({ id: 'd', startDate: '2027-01-20', cost: 99.5 });
    const summary = seasonSummary([unknownPlace, oldServer, overlap, hartford], todayDate);

    expect(summary.months.map(({ month, events }) => [month, events.map((event) => event.id)])).toEqual([
      ['2026-12', ['a', 'b']],
      ['2027-01', ['c', 'd']],
    ]);
    expect(summary).toMatchObject({
      events: 4,
      fees: 349.5,
      unknownFees: 1,
      miles: 2 * 90 + 2 * 312,
      unknownMiles: 2,
      nights: 2 + 1,
      conflicts: 1,
    });
  });

  it('given past, cancelled and locked saved events, when summed up, then only the season ahead counts', () => {
    const summary = seasonSummary(
      [
        aSavedEvent({ id: 'past', startDate: '2026-11-01', cost: 500, distanceMiles: 10 }),
        aSavedEvent({ id: 'off', startDate: '2026-12-01', cost: 500, distanceMiles: 10, isCancelled: true }),
        aLockedEvent({ id: 'stub', startDate: '2027-08-01' }),
        aSavedEvent({ id: 'today', startDate: todayDate, cost: 100, distanceMiles: 5 }),
      ],
      todayDate,
    );
    expect(summary).toMatchObject({ events: 1, fees: 100, unknownFees: 0, miles: 10, unknownMiles: 0, nights: 0, conflicts: 0 });
    expect(summary.months).toEqual([{ month: '2026-11', events: [expect.objectContaining({ id: 'today' })] }]);
  });

  it('counts the nights between the start and the end, none for a one-day or badly dated event', () => {
    expect(nightsAway({ startDate: '2026-12-30', endDate: '2027-01-02' })).toBe(3);
    expect(nightsAway({ startDate: '2027-03-13', endDate: '2027-03-15' })).toBe(2);
    expect(nightsAway({ startDate: '2026-12-05', endDate: null })).toBe(0);
    expect(nightsAway({ startDate: '2026-12-05', endDate: '2026-12-04' })).toBe(0);
  });

  it('writes miles as each language writes numbers', () => {
    expect(formatMiles(1204, 'en')).toBe('1,204');
    expect(formatMiles(312, 'es')).toBe('312');
  });
});
