import { type CalendarDate, addDays } from '../../../platform/time/calendar-date.js';
import type { DigestFilters } from '../preferences/notification-preferences.js';

export interface DigestEvent {
  _id: string;
  name: string;
  eventType: string;
  state: string;
  ageLevel: string;
  startDate: CalendarDate;
  registrationDeadline: CalendarDate | null;
  isCancelled: boolean;
  /** No source lists it any more (absent on documents written before). */
  isVanished?: boolean;
  listedAt: Date;
}

export interface DigestContent<Event extends DigestEvent = DigestEvent> {
  /** Listed during the week, upcoming, matching the user's filters: by start date. */
  newEvents: Event[];
  /** The user's saved events whose registration closes within the next 14 days: soonest first. */
  closingSoon: Event[];
}

/** How far ahead the digest looks for saved events' registration deadlines. */
export const DEADLINE_HORIZON_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The digest goes out on Mondays of the server's calendar. */
export function isDigestDay(today: CalendarDate): boolean {
  return new Date(`${today}T00:00:00Z`).getUTCDay() === 1;
}

/**
 * The listings a digest covers: the week before `weekStart` (the most recent Monday 00:00 UTC, when Basic's
 * database is updated), so each listing is in exactly one digest and Basic can open every event it lists.
 */
export function digestWindow(weekStart: Date): { from: Date; to: Date } {
  return { from: new Date(weekStart.getTime() - 7 * DAY_MS), to: weekStart };
}

function matches(event: DigestEvent, filters: DigestFilters): boolean {
  const allows = (chosen: readonly string[], value: string) => chosen.length === 0 || chosen.includes(value);
  return allows(filters.states, event.state) && allows(filters.eventTypes, event.eventType) && allows(filters.ageLevels, event.ageLevel);
}

/**
 * What one user's digest says. `events` is the catalog; `isUnlocked` tells which events the user may see in full
 * (a digest never names a locked one). Both lists empty: there is nothing to say, and no mail.
 */
export function digestContent<Event extends DigestEvent>(input: {
  events: readonly Event[];
  savedIds: ReadonlySet<string>;
  isUnlocked: (event: Event) => boolean;
  filters: DigestFilters;
  today: CalendarDate;
  window: { from: Date; to: Date };
}): DigestContent<Event> {
  const { events, savedIds, isUnlocked, filters, today, window } = input;
  const horizon = addDays(today, DEADLINE_HORIZON_DAYS);
  const newEvents = events
    .filter((event) => event.listedAt >= window.from && event.listedAt < window.to)
    .filter((event) => !event.isCancelled && !event.isVanished && event.startDate >= today && matches(event, filters) && isUnlocked(event))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a._id.localeCompare(b._id));
  const closingSoon = events
    .filter((event) => savedIds.has(event._id) && !event.isCancelled && !event.isVanished)
    .filter((event) => event.registrationDeadline !== null && event.registrationDeadline >= today && event.registrationDeadline <= horizon)
    .filter(isUnlocked)
    .sort((a, b) => (a.registrationDeadline ?? '').localeCompare(b.registrationDeadline ?? '') || a._id.localeCompare(b._id));
  return { newEvents, closingSoon };
}

export const isEmptyDigest = (content: DigestContent): boolean => content.newEvents.length === 0 && content.closingSoon.length === 0;
