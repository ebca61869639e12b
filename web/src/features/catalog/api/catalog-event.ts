// The two shapes an event comes in (DESIGN.md "Access tiers"), and the vocabulary the catalog screens use.

export { ageLevels, eventTypes, organizers, usStates } from '../../../lib/event-vocabulary';
import type { EventDetails } from '../../../lib/event-vocabulary';

export type { AgeLevel, EventType, Organizer, UsState } from '../../../lib/event-vocabulary';
export { isOneOf } from '../../../lib/is-one-of';

/** An event the viewer may see in full. Dates are calendar dates, `yyyy-MM-dd`. */
export type UnlockedEvent = EventDetails & {
  id: string;
  isSample: boolean;
  isCancelled: boolean;
  /** "No longer listed by the organizer": every site that listed it stopped (only its page and /saved still show it). */
  isVanished: boolean;
  /** The host names of the sites it was found on ("lvfhclub.org"); empty for an event an admin entered. */
  sources: string[];
  isLocked: false;
  isSaved: boolean;
  // Issue 24's planning fields: optional here, so an answer from a server without them reads as unknown.
  /** Graduation classes the organizer states, ascending. */
  gradYears?: number[];
  /** How many colleges the organizer says will attend. */
  collegesCount?: number;
  /** Where the place is (3 decimals); null: not known. */
  location?: { lat: number; lon: number } | null;
  /** Straight-line whole miles from the user's home ZIP; null: no home ZIP, or the place is not known. */
  distanceMiles?: number | null;
  /** The user's athletes' classes this event fits, ascending. */
  classFit?: number[];
};

/** The detail answer (`GET /api/events/:id`) also names the colleges and the venue's ZIP code. */
export type EventInFull = UnlockedEvent & {
  collegesAttending?: string[];
  zip?: string | null;
};

/** All the server tells about an event outside the viewer's plan: that it exists, what, where and when. */
export type LockedEvent = {
  id: string;
  eventType: string;
  state: string;
  startDate: string;
  isLocked: true;
  /** Listed since the most recent Monday: Basic sees such events from the next weekly update on (Pro at once). */
  newThisWeek?: true;
};

export type CatalogEvent = UnlockedEvent | LockedEvent;
