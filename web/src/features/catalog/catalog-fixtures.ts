// Events as the server answers them, for the catalog's component tests. Dates are relative to today so the
// tests mean the same thing whenever they run.
import type { LockedEvent, UnlockedEvent } from './api/catalog-event';
import type { SavedUnlockedEvent } from './api/get-saved-events';
import { today } from './calendar-date';

/** The calendar date `days` from today (negative: in the past), `yyyy-MM-dd`. */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return today(date);
}

let sequence = 0;

export function anEvent(overrides: Partial<UnlockedEvent> = {}): UnlockedEvent {
  sequence += 1;
  return {
    id: `event-${sequence}`,
    name: `Summer Showcase ${sequence}`,
    description: 'Two days of games in front of college coaches.',
    eventType: 'Showcase',
    startDate: inDays(10),
    endDate: null,
    registrationDeadline: null,
    city: 'Philadelphia',
    state: 'PA',
    cost: 250,
    ageLevel: 'U19',
    organizer: 'Lineup',
    isIndoor: null,
    registrationLink: null,
    isSample: false,
    isCancelled: false,
    isVanished: false,
    sources: [],
    isLocked: false,
    isSaved: false,
    ...overrides,
  };
}

export function aLockedEvent(overrides: Partial<LockedEvent> = {}): LockedEvent {
  sequence += 1;
  return { id: `locked-${sequence}`, eventType: 'Clinic', state: 'NJ', startDate: inDays(20), isLocked: true, ...overrides };
}

/** A saved, unlocked event as `GET /api/saved-events` answers it: no note and no conflicts unless told. */
export function aSavedEvent(overrides: Partial<SavedUnlockedEvent> = {}): SavedUnlockedEvent {
  return { ...anEvent({ isSaved: true }), note: null, conflictsWith: [], ...overrides };
}
