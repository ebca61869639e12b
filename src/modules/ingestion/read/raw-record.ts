import type { YearHint } from './page-year.js';
import type { Doubt, EvidenceOf } from './types.js';

/**
 * An event as a strategy found it on a page or feed: the strings as written (trimmed), not yet understood.
 * `record.ts` normalizes it into a listed event or a rejection.
 */
export interface RawRecord {
  /** The page (or feed) it was found on. */
  pageUrl: string;
  name: string | null;
  /** The dates as written: one day or a range ("June 14-16, 2026"), or the start when `endDate` is given apart. */
  dates: string | null;
  /** The end as written, when the source gives it apart from the start (JSON-LD, iCal). */
  endDate: string | null;
  /** The location as written ("Venue, City, ST 12345"). */
  location: string | null;
  /** A state given apart from the location (a table's State column). */
  state: string | null;
  cost: string | null;
  /** Ages, grades or level, with their label ("Grades 6-8", "Ages 10-13", "U16"). */
  ages: string | null;
  /** An event type given as such (a Type column or label). */
  type: string | null;
  registrationDeadline: string | null;
  /** The event's description, plain text. */
  description: string | null;
  /** Any other text of the record, read only to classify it (type, age level, indoor). */
  text: string | null;
  /** The registration link as found (maybe relative to the page). */
  registrationLink: string | null;
  /** Its block's registration buttons with their words, when several ("Register for Week 1", "… Week 2"): a session's own. */
  registrationLinks?: readonly { text: string; href: string }[];
  /** The event's own page (maybe relative): the registration link when there is no other. */
  eventUrl: string | null;
  cancelled: boolean;
  /** The key the source's identifiers give (JSON-LD `@id`/`url`, iCal `UID`), when they do. */
  identifier: string | null;
  /**
   * The sport (or category, keywords) the source gives the event as such: JSON-LD `sport`, `keywords`, `category`,
   * iCal `CATEGORIES`, a table's Sport column, a "Sport:" label, the card's classes ("sport-lacrosse").
   */
  sport: string | null;
  /** The headings the record is listed under on its page, nearest first, one a line ("Field Hockey Camps"). */
  section: string | null;
  /** What its page (or feed) says it is about: its title, the sport filter chosen, a feed's calendar name; one a line. */
  pageTopic: string | null;
  /** The organizer the source names for the event (JSON-LD `organizer`, an "Organizer:" label, iCal `ORGANIZER;CN=`). */
  organizer: string | null;
  /** The colleges a "Colleges attending" list (or the like) of the event's part of the page names, one a line. */
  colleges: string | null;
  /** The evidence of the values a reader found (see `Evidence`); a value without any is its reader's, in the event's own block. */
  evidence: EvidenceOf;
  /** What a reader doubts of what it read (a year it had to guess, an event told only in sentences): see `resolve/proof.ts`. */
  doubts: Doubt[];
  /** Where its page gives the year of dates written without one (see `page-year.ts`). */
  yearHint: YearHint | null;
}

/** A record with nothing but its page: strategies fill in what they find. */
export function rawRecord(pageUrl: string, found: Partial<Omit<RawRecord, 'pageUrl'>>): RawRecord {
  const record: RawRecord = {
    pageUrl,
    name: null,
    dates: null,
    endDate: null,
    location: null,
    state: null,
    cost: null,
    ages: null,
    type: null,
    registrationDeadline: null,
    description: null,
    text: null,
    registrationLink: null,
    eventUrl: null,
    cancelled: false,
    identifier: null,
    sport: null,
    section: null,
    pageTopic: null,
    organizer: null,
    colleges: null,
    evidence: {},
    doubts: [],
    yearHint: null,
  };
  for (const [field, value] of Object.entries(found) as [keyof typeof found, unknown][]) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      (record as unknown as Record<string, unknown>)[field] = trimmed === '' ? null : trimmed;
    } else (record as unknown as Record<string, unknown>)[field] = value;
  }
  return record;
}
