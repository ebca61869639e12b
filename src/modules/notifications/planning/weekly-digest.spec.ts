import { describe, expect, it } from '@jest/globals';
import type { DigestFilters } from '../preferences/notification-preferences.js';
import { type DigestEvent, digestContent, digestWindow, isDigestDay, isEmptyDigest } from './weekly-digest.js';

const monday = '2026-03-16';
const weekStart = new Date('2026-03-16T00:00:00Z');
const window = digestWindow(weekStart);
const anyFilters: DigestFilters = { states: [], eventTypes: [], ageLevels: [] };

let counter = 0;
function event(overrides: Partial<DigestEvent> = {}): DigestEvent {
  counter += 1;
  return {
    _id: `event-${String(counter).padStart(3, '0')}`,
    name: `Event ${counter}`,
    eventType: 'Showcase',
    state: 'PA',
    ageLevel: 'U19',
    startDate: '2026-04-18',
    registrationDeadline: null,
    isCancelled: false,
    listedAt: new Date('2026-03-12T15:00:00Z'),
    ...overrides,
  };
}

const content = (events: DigestEvent[], options: { saved?: string[]; locked?: string[]; filters?: DigestFilters } = {}) =>
  digestContent({
    events,
    savedIds: new Set(options.saved ?? []),
    isUnlocked: (candidate) => !(options.locked ?? []).includes(candidate._id),
    filters: options.filters ?? anyFilters,
    today: monday,
    window,
  });

describe('the weekly digest', () => {
  it('given the server calendar, then only Mondays are digest days', () => {
    expect(isDigestDay('2026-03-16')).toBe(true);
    expect(isDigestDay('2026-03-15')).toBe(false);
    expect(isDigestDay('2026-03-17')).toBe(false);
  });

  it('given the most recent Monday 00:00 UTC, then the digest covers the week before it, that Monday excluded', () => {
    const inWeek = event({ listedAt: new Date('2026-03-09T00:00:00Z') });
    const lastSecond = event({ listedAt: new Date('2026-03-15T23:59:59Z') });
    const before = event({ listedAt: new Date('2026-03-08T23:59:59Z') });
    const after = event({ listedAt: new Date('2026-03-16T00:00:00Z') });
    expect(content([inWeek, lastSecond, before, after]).newEvents.map((one) => one._id)).toEqual([inWeek._id, lastSecond._id].sort());
  });

  it('given filters, then only new events of those states, types and age levels are listed; empty filters list all', () => {
    const pa = event({ state: 'PA', eventType: 'Clinic', ageLevel: 'U16' });
    const nj = event({ state: 'NJ', eventType: 'Clinic', ageLevel: 'U16' });
    const paCamp = event({ state: 'PA', eventType: 'ID Camp', ageLevel: 'U16' });
    const paCollege = event({ state: 'PA', eventType: 'Clinic', ageLevel: 'College' });
    const filters = { states: ['PA', 'MD'], eventTypes: ['Clinic'], ageLevels: ['U16', 'U19'] };
    expect(content([pa, nj, paCamp, paCollege], { filters }).newEvents).toEqual([pa]);
    expect(content([pa, nj, paCamp, paCollege]).newEvents).toHaveLength(4);
  });

  it('given new events that are past, cancelled or locked for the user, then they are left out', () => {
    const fine = event();
    const past = event({ startDate: '2026-03-15' });
    const cancelled = event({ isCancelled: true });
    const locked = event();
    expect(content([fine, past, cancelled, locked], { locked: [locked._id] }).newEvents).toEqual([fine]);
  });

  it('given saved events, then those whose registration closes within 14 days are listed soonest first, whatever the filters', () => {
    const old = new Date('2026-01-05T12:00:00Z');
    const inTwoWeeks = event({ registrationDeadline: '2026-03-30', listedAt: old, state: 'CA' });
    const today = event({ registrationDeadline: '2026-03-16', listedAt: old, state: 'CA' });
    const inFifteenDays = event({ registrationDeadline: '2026-03-31', listedAt: old });
    const closed = event({ registrationDeadline: '2026-03-15', listedAt: old });
    const notSaved = event({ registrationDeadline: '2026-03-20', listedAt: old });
    const cancelled = event({ registrationDeadline: '2026-03-20', listedAt: old, isCancelled: true });
    const locked = event({ registrationDeadline: '2026-03-20', listedAt: old });
    const saved = [inTwoWeeks, today, inFifteenDays, closed, cancelled, locked].map((one) => one._id);
    const result = content([inTwoWeeks, today, inFifteenDays, closed, notSaved, cancelled, locked], {
      saved,
      locked: [locked._id],
      filters: { states: ['PA'], eventTypes: [], ageLevels: [] },
    });
    expect(result.closingSoon).toEqual([today, inTwoWeeks]);
    expect(result.newEvents).toEqual([]);
  });

  it('given nothing new and no deadline coming, then the digest is empty (and no mail goes out)', () => {
    const old = event({ listedAt: new Date('2026-01-05T12:00:00Z'), registrationDeadline: '2026-05-01' });
    const result = content([old], { saved: [old._id] });
    expect(result).toEqual({ newEvents: [], closingSoon: [] });
    expect(isEmptyDigest(result)).toBe(true);
    expect(isEmptyDigest(content([event()]))).toBe(false);
  });
});
