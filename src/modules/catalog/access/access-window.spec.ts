import { describe, expect, it } from '@jest/globals';
import {
  type Viewer,
  effectiveSampleId,
  isNewThisWeekFor,
  listingFloorFor,
  mostRecentMondayUtc,
  toStub,
  unlockWindowFor,
  unlockerFor,
  viewerFor,
} from './access-window.js';

const today = '2026-11-21';
const longAgo = new Date('2026-01-01T00:00:00.000Z');
const event = (startDate: string, id = 'e1', listedAt = longAgo) => ({ id, startDate, listedAt });
const isUnlocked = (viewer: Viewer, { id, startDate, listedAt }: { id: string; startDate: string; listedAt: Date }, day: string, sampleId: string | null) =>
  unlockerFor(viewer, day, sampleId)(id, startDate, listedAt);
const sample = { level: 'sample', isAdmin: false, listedBefore: null } as const;
const basic = { level: 'basic', isAdmin: false, listedBefore: null } as const;
const pro = { level: 'pro', isAdmin: false, listedBefore: null } as const;
const admin = { level: 'sample', isAdmin: true, listedBefore: null } as const;

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

describe('weekly database updates on Basic', () => {
  // Saturday 2026-11-21 in New York is still Saturday in UTC; the week's update was Monday 2026-11-16 00:00 UTC.
  const saturday = new Date('2026-11-21T15:00:00.000Z');
  const monday = new Date('2026-11-16T00:00:00.000Z');

  it('given any moment, then the last update is the most recent Monday 00:00 UTC at or before it', () => {
    expect(mostRecentMondayUtc(saturday)).toEqual(monday);
    expect(mostRecentMondayUtc(monday)).toEqual(monday);
    expect(mostRecentMondayUtc(new Date('2026-11-15T23:59:59.999Z'))).toEqual(new Date('2026-11-09T00:00:00.000Z'));
    expect(mostRecentMondayUtc(new Date('2026-11-22T23:00:00.000Z'))).toEqual(monday);
    // Sunday evening in New York is already Monday in UTC: the update follows UTC.
    expect(mostRecentMondayUtc(new Date('2026-11-23T01:00:00.000Z'))).toEqual(new Date('2026-11-23T00:00:00.000Z'));
  });

  it('given each level, then only Basic is limited to what was listed before the update', () => {
    expect(viewerFor('basic', false, saturday)).toEqual({ level: 'basic', isAdmin: false, listedBefore: monday });
    expect(viewerFor('pro', false, saturday)).toEqual({ level: 'pro', isAdmin: false, listedBefore: null });
    expect(viewerFor('sample', false, saturday)).toEqual({ level: 'sample', isAdmin: false, listedBefore: null });
    expect(viewerFor('basic', true, saturday).listedBefore).toBeNull();
  });

  it('given basic, when an event in the window was listed after the update, then it is locked and new this week', () => {
    const weekly = viewerFor('basic', false, saturday);
    const listedBeforeMonday = new Date(monday.getTime() - 1);
    expect(isUnlocked(weekly, event('2026-12-01', 'old', listedBeforeMonday), today, null)).toBe(true);
    expect(isUnlocked(weekly, event('2026-12-01', 'new', monday), today, null)).toBe(false);
    expect(isNewThisWeekFor(weekly, monday)).toBe(true);
    expect(isNewThisWeekFor(weekly, listedBeforeMonday)).toBe(false);
  });

  it('given pro, sample or an admin, then an event listed a moment ago is as open as any other', () => {
    const justNow = new Date(saturday.getTime() - 1000);
    expect(isUnlocked(viewerFor('pro', false, saturday), event('2026-12-01', 'e1', justNow), today, null)).toBe(true);
    expect(isUnlocked(viewerFor('sample', false, saturday), event('2026-12-01', 's', justNow), today, 's')).toBe(true);
    expect(isUnlocked(viewerFor('basic', true, saturday), event('2026-12-01', 'e1', justNow), today, null)).toBe(true);
    expect(isNewThisWeekFor(viewerFor('pro', false, saturday), justNow)).toBe(false);
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

  it('given an event new this week, when redacted, then the stub also says so, and only then', () => {
    const full = { id: 'e1', name: 'Secret Showcase', eventType: 'Showcase', state: 'PA', startDate: '2027-06-01' };
    expect(toStub(full, true)).toEqual({ id: 'e1', eventType: 'Showcase', state: 'PA', startDate: '2027-06-01', isLocked: true, newThisWeek: true });
    expect(Object.keys(toStub(full, false))).not.toContain('newThisWeek');
  });
});
