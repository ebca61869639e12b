import { describe, expect, it } from '@jest/globals';
import { type Viewer, effectiveSampleId, listingFloorFor, toStub, unlockWindowFor, unlockerFor } from './access-window.js';

const today = '2026-11-21';
const event = (startDate: string, id = 'e1') => ({ id, startDate });
const isUnlocked = (viewer: Viewer, { id, startDate }: { id: string; startDate: string }, day: string, sampleId: string | null) =>
  unlockerFor(viewer, day, sampleId)(id, startDate);
const sample = { level: 'sample', isAdmin: false } as const;
const basic = { level: 'basic', isAdmin: false } as const;
const pro = { level: 'pro', isAdmin: false } as const;
const admin = { level: 'sample', isAdmin: true } as const;

describe('access windows (DESIGN.md "Access tiers")', () => {
  it('given basic, then the window runs from today to today + 3 months, both days included', () => {
    expect(unlockWindowFor('basic', today)).toEqual({ from: '2026-11-21', to: '2027-02-21' });
    expect(isUnlocked(basic, event('2026-11-21'), today, null)).toBe(true);
    expect(isUnlocked(basic, event('2027-02-21'), today, null)).toBe(true);
    expect(isUnlocked(basic, event('2027-02-22'), today, null)).toBe(false);
    expect(isUnlocked(basic, event('2026-11-20'), today, null)).toBe(false);
  });

  it('given pro, then the window runs from today − 2 years to today + 12 months, both days included', () => {
    expect(unlockWindowFor('pro', today)).toEqual({ from: '2024-11-21', to: '2027-11-21' });
    expect(isUnlocked(pro, event('2024-11-21'), today, null)).toBe(true);
    expect(isUnlocked(pro, event('2024-11-20'), today, null)).toBe(false);
    expect(isUnlocked(pro, event('2027-11-21'), today, null)).toBe(true);
    expect(isUnlocked(pro, event('2027-11-22'), today, null)).toBe(false);
  });

  it('given a month-end today, when adding months, then the window ends on the last day the target month has', () => {
    expect(unlockWindowFor('basic', '2026-11-30').to).toBe('2027-02-28');
    expect(unlockWindowFor('pro', '2028-02-29').from).toBe('2026-02-28');
  });

  it('given sample, then only the sample event is unlocked, whatever its date', () => {
    expect(isUnlocked(sample, event('2026-12-01', 's'), today, 's')).toBe(true);
    expect(isUnlocked(sample, event('2026-11-21', 'other'), today, 's')).toBe(false);
    expect(isUnlocked(sample, event('2026-11-21', 'other'), today, null)).toBe(false);
  });

  it('given an admin, then every event is unlocked, past or future', () => {
    expect(isUnlocked(admin, event('2001-01-01'), today, null)).toBe(true);
    expect(isUnlocked(admin, event('2099-01-01'), today, null)).toBe(true);
  });

  it('given each viewer, then past events are listed back to two years for pro, without limit for admins, not at all for others', () => {
    expect(listingFloorFor(sample, today)).toBe(today);
    expect(listingFloorFor(basic, today)).toBe(today);
    expect(listingFloorFor(pro, today)).toBe('2024-11-21');
    expect(listingFloorFor(admin, today)).toBeNull();
  });
});

describe('the sample a free account sees', () => {
  it('given a chosen upcoming sample, then it is the one', () => {
    expect(effectiveSampleId({ id: 'chosen', startDate: '2026-12-01', isCancelled: false }, { id: 'soonest' }, today)).toBe('chosen');
    expect(effectiveSampleId({ id: 'chosen', startDate: today, isCancelled: false }, { id: 'soonest' }, today)).toBe('chosen');
  });

  it('given a chosen sample that is past or cancelled, or none, then the soonest upcoming event stands in', () => {
    expect(effectiveSampleId({ id: 'chosen', startDate: '2026-11-20', isCancelled: false }, { id: 'soonest' }, today)).toBe('soonest');
    expect(effectiveSampleId({ id: 'chosen', startDate: '2026-12-01', isCancelled: true }, { id: 'soonest' }, today)).toBe('soonest');
    expect(effectiveSampleId(null, { id: 'soonest' }, today)).toBe('soonest');
    expect(effectiveSampleId(null, null, today)).toBeNull();
  });
});

describe('stubs', () => {
  it('given a full event, when redacted, then only id, type, state, start date and isLocked remain', () => {
    const full = { id: 'e1', name: 'Secret Showcase', eventType: 'Showcase', state: 'PA', startDate: '2027-06-01', cost: 300, city: 'Lancaster', organizer: 'Lineup' };
    expect(toStub(full)).toEqual({ id: 'e1', eventType: 'Showcase', state: 'PA', startDate: '2027-06-01', isLocked: true });
  });
});
