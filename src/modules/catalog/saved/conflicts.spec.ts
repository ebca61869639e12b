import { describe, expect, it } from '@jest/globals';
import { type Scheduled, conflictsAmong } from './conflicts.js';

const event = (id: string, startDate: string, endDate: string | null = null, isCancelled = false): Scheduled => ({
  id,
  name: `Event ${id}`,
  startDate,
  endDate,
  isCancelled,
});
const ids = (conflicts: Map<string, { id: string }[]>, id: string) => conflicts.get(id)?.map((other) => other.id);

describe('conflicts among saved events', () => {
  it('given two one-day events on the same day, then each conflicts with the other, named', () => {
    const conflicts = conflictsAmong([event('a', '2026-06-06'), event('b', '2026-06-06')]);
    expect(conflicts.get('a')).toEqual([{ id: 'b', name: 'Event b' }]);
    expect(conflicts.get('b')).toEqual([{ id: 'a', name: 'Event a' }]);
  });

  it('given ranges that touch on one day, then they conflict; ranges on consecutive days do not', () => {
    const touching = conflictsAmong([event('a', '2026-06-05', '2026-06-07'), event('b', '2026-06-07', '2026-06-08')]);
    expect(ids(touching, 'a')).toEqual(['b']);
    const consecutive = conflictsAmong([event('a', '2026-06-05', '2026-06-06'), event('b', '2026-06-07', '2026-06-08')]);
    expect(ids(consecutive, 'a')).toEqual([]);
    expect(ids(consecutive, 'b')).toEqual([]);
  });

  it('given a multi-day event holding a one-day event inside it, then they conflict, across a month end too', () => {
    const conflicts = conflictsAmong([event('camp', '2026-06-29', '2026-07-03'), event('clinic', '2026-07-01')]);
    expect(ids(conflicts, 'camp')).toEqual(['clinic']);
    expect(ids(conflicts, 'clinic')).toEqual(['camp']);
  });

  it('given a one-day event (end null), then only its start day counts', () => {
    const conflicts = conflictsAmong([event('a', '2026-06-06', null), event('b', '2026-06-07', '2026-06-09'), event('c', '2026-06-01', '2026-06-06')]);
    expect(ids(conflicts, 'a')).toEqual(['c']);
    expect(ids(conflicts, 'b')).toEqual([]);
  });

  it('given a cancelled event, then it conflicts with nothing and nothing conflicts with it', () => {
    const conflicts = conflictsAmong([event('a', '2026-06-06'), event('cancelled', '2026-06-06', null, true)]);
    expect(ids(conflicts, 'a')).toEqual([]);
    expect(conflicts.has('cancelled')).toBe(false);
  });

  it('given three overlapping events, then each lists the two others by start date, whatever the input order', () => {
    const conflicts = conflictsAmong([event('late', '2026-06-07'), event('long', '2026-06-01', '2026-06-10'), event('mid', '2026-06-05', '2026-06-07')]);
    expect(ids(conflicts, 'long')).toEqual(['mid', 'late']);
    expect(ids(conflicts, 'mid')).toEqual(['long', 'late']);
    expect(ids(conflicts, 'late')).toEqual(['long', 'mid']);
  });

  it('given a long event that outlasts later ones, then it still conflicts with each of them and not with the one after', () => {
    const conflicts = conflictsAmong([event('long', '2026-06-01', '2026-06-20'), event('x', '2026-06-03'), event('y', '2026-06-18'), event('z', '2026-06-21')]);
    expect(ids(conflicts, 'long')).toEqual(['x', 'y']);
    expect(ids(conflicts, 'y')).toEqual(['long']);
    expect(ids(conflicts, 'z')).toEqual([]);
  });

  it('given no events, then no conflicts', () => {
    expect(conflictsAmong([]).size).toBe(0);
  });
});
