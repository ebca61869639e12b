import type { AccessLevel } from '../../../platform/http/access.js';
import { type CalendarDate, addMonths, addYears } from '../../../platform/time/calendar-date.js';

/** Who is looking: the level billing gives, and whether they manage the catalog (admins see everything). */
export interface Viewer {
  level: AccessLevel;
  isAdmin: boolean;
  /**
   * Basic's database is updated weekly: it unlocks only events listed before this instant (the most recent
   * Monday 00:00 UTC). null: no such limit (sample, Pro, admins).
   */
  listedBefore: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The most recent Monday 00:00 UTC at or before `now`: when Basic's weekly database update happens. */
export function mostRecentMondayUtc(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday 0 .. Saturday 6; days since Monday: Monday 0 .. Sunday 6.
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

export function viewerFor(level: AccessLevel, isAdmin: boolean, now: Date): Viewer {
  return { level, isAdmin, listedBefore: level === 'basic' && !isAdmin ? mostRecentMondayUtc(now) : null };
}

/** Start dates a level unlocks, both ends included (DESIGN.md "Access tiers"). Sample unlocks one event instead. */
export interface UnlockWindow {
  from: CalendarDate;
  to: CalendarDate;
}

export function unlockWindowFor(level: Exclude<AccessLevel, 'sample'>, today: CalendarDate): UnlockWindow {
  return level === 'basic' ? { from: today, to: addMonths(today, 3) } : { from: addYears(today, -2), to: addMonths(today, 12) };
}

/**
 * The earliest start date a viewer is shown at all: past events are listed for Pro (two years back) and for
 * admins (any), never for the others. null: no limit.
 */
export function listingFloorFor(viewer: Viewer, today: CalendarDate): CalendarDate | null {
  if (viewer.isAdmin) return null;
  return viewer.level === 'pro' ? addYears(today, -2) : today;
}

/**
 * Whether the viewer sees an event in full, as a test worked out once per request (a list asks it of thousands
 * of events). `sampleId` is the event a sample account sees (see `effectiveSampleId`).
 */
export function unlockerFor(
  viewer: Viewer,
  today: CalendarDate,
  sampleId: string | null,
): (id: string, startDate: CalendarDate, listedAt: Date) => boolean {
  if (viewer.isAdmin) return () => true;
  if (viewer.level === 'sample') return (id) => id === sampleId;
  const { from, to } = unlockWindowFor(viewer.level, today);
  const listedBefore = viewer.listedBefore?.getTime() ?? Number.POSITIVE_INFINITY;
  return (_id, startDate, listedAt) => startDate >= from && startDate <= to && listedAt.getTime() < listedBefore;
}

/** Listed after the viewer's last weekly update: locked for that reason, which the stub says (Pro has it). */
export function isNewThisWeekFor(viewer: Viewer, listedAt: Date): boolean {
  return !viewer.isAdmin && viewer.listedBefore !== null && listedAt.getTime() >= viewer.listedBefore.getTime();
}

/**
 * The sample a free account sees: the event an admin chose while it is upcoming and not cancelled, otherwise
 * the soonest upcoming one, so a free account always has something real to look at.
 */
export function effectiveSampleId(
  chosen: { id: string; startDate: CalendarDate; isCancelled: boolean } | null,
  soonestUpcoming: { id: string } | null,
  today: CalendarDate,
): string | null {
  if (chosen && !chosen.isCancelled && chosen.startDate >= today) return chosen.id;
  return soonestUpcoming?.id ?? null;
}

/** All a locked event shows: enough to tell that something is there, and when and where roughly. */
export interface EventStub {
  id: string;
  eventType: string;
  state: string;
  startDate: CalendarDate;
  isLocked: true;
  /** Only on Basic's stubs of events listed since the last weekly update: "New this week — included in Pro". */
  newThisWeek?: true;
}

export function toStub(event: { id: string; eventType: string; state: string; startDate: CalendarDate }, newThisWeek = false): EventStub {
  const stub: EventStub = { id: event.id, eventType: event.eventType, state: event.state, startDate: event.startDate, isLocked: true };
  return newThisWeek ? { ...stub, newThisWeek: true } : stub;
}
