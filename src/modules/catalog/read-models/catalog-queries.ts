import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '../../../platform/readstore/read-store.js';
import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import { type EventStub, type Viewer, effectiveSampleId, isNewThisWeekFor, listingFloorFor, toStub, unlockerFor } from '../access/access-window.js';
import type { Coordinates } from '../../../platform/places/us-places.js';
import { type EventDetails, collegesOf, gradYearsOf, zipOf } from '../events/event-details.js';
import { classFitOf, fitsClass } from '../places/class-fit.js';
import { distanceFrom } from '../places/event-place.js';
import { type CatalogEventDocument, EVENT_LIST_VERSION, EVENTS, type EventListVersion, VERSION_ID } from './event-list.js';
import { SAVED, type SavedDocument } from './saved-list.js';

/** An unlocked event as the API answers it. */
export interface EventView extends EventDetails {
  id: string;
  isSample: boolean;
  isCancelled: boolean;
  /** "No longer listed by the organizer": every source stopped listing it (shown on its page and in /saved only). */
  isVanished: boolean;
  /** The sites it was found on (host names), one per site: the organizer's own and any calendar republishing it. */
  sources: string[];
  isLocked: false;
  isSaved: boolean;
  gradYears: number[];
  /** The list has the count; the event's page (`toEventView`) the names too. */
  collegesCount: number;
  location: Coordinates | null;
  /** Straight-line miles from the user's home; null without a home ZIP or when the place is unknown. */
  distanceMiles: number | null;
  /** The user's athletes' classes this event fits, ascending. */
  classFit: number[];
}

/** What of the signed-in user an event's per-user fields need: where home is and the athletes' classes. */
export interface Planner {
  home: Coordinates | null;
  gradYears: readonly number[];
}

export const NO_PLANNER: Planner = { home: null, gradYears: [] };

/** The per-user fields, last in an event's JSON: what the cached JSON of each event is completed with. */
function plannedJson(event: CatalogEventDocument, planner: Planner): string {
  if (planner.home === null && planner.gradYears.length === 0) return NOT_PLANNED;
  const fit = planner.gradYears.length === 0 ? '[]' : `[${classFitOf(event, planner.gradYears).join(',')}]`;
  return `,"distanceMiles":${String(distanceFrom(planner.home, event.location))},"classFit":${fit}}`;
}
const NOT_PLANNED = ',"distanceMiles":null,"classFit":[]}';

/** The host names of an event's sources whose key is a web address (keys of a page's unnamed events start with one too). */
export function sourceSites(document: Pick<CatalogEventDocument, 'sources'>): string[] {
  const hosts = (document.sources ?? []).flatMap((link) => {
    if (!URL.canParse(link.sourceKey)) return [];
    const url = new URL(link.sourceKey);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.host.replace(/^www\./, '')] : [];
  });
  return [...new Set(hosts)];
}

export type ListedEvent = EventView | EventStub;

export interface EventFilters {
  states?: string[];
  eventTypes?: string[];
  ageLevels?: string[];
  startDate?: CalendarDate;
  endDate?: CalendarDate;
  /** Pro only (the HTTP layer refuses them for others). */
  minCost?: number;
  maxCost?: number;
  isIndoor?: boolean;
  organizers?: string[];
  /** Pro planning filters: miles from home (with `home`), a class the event fits, colleges attending (any of them). */
  near?: number;
  gradYear?: number;
  colleges?: string[];
  /** Nearest first (with `home`), unknown places and locked stubs last, each in start-date order. */
  sort?: 'distance';
  /** Where the user's home is: for `near` and `sort`. */
  home?: Coordinates | null;
}

/** An unlocked event as its page has it: the list's fields, the colleges' names and the ZIP code. */
export function toEventView(
  document: CatalogEventDocument,
  isSaved: boolean,
  planner: Planner = NO_PLANNER,
): EventView & Required<Pick<EventDetails, 'collegesAttending' | 'zip'>> {
  return { ...listedFields(document, isSaved, planner), collegesAttending: collegesOf(document), zip: zipOf(document) };
}

function listedFields(document: CatalogEventDocument, isSaved: boolean, planner: Planner): EventView {
  return {
    id: document._id,
    name: document.name,
    description: document.description,
    eventType: document.eventType,
    startDate: document.startDate,
    endDate: document.endDate,
    registrationDeadline: document.registrationDeadline,
    city: document.city,
    state: document.state,
    cost: document.cost,
    ageLevel: document.ageLevel,
    organizer: document.organizer,
    isIndoor: document.isIndoor,
    registrationLink: document.registrationLink,
    gradYears: gradYearsOf(document),
    collegesCount: collegesOf(document).length,
    location: document.location ?? null,
    isSample: document.isSample,
    isCancelled: document.isCancelled,
    isVanished: document.isVanished ?? false,
    sources: sourceSites(document),
    isLocked: false,
    isSaved,
    distanceMiles: distanceFrom(planner.home, document.location),
    classFit: classFitOf(document, planner.gradYears),
  };
}

/** A card shows two lines of the description: the list carries about that much, the event's page the whole. */
export const LIST_DESCRIPTION_CHARS = 160;

/** What a cut description does not end on before its ellipsis. */
const TRAILING = new Set([' ', '\t', '\n', '\r', ',', ';', ':', '.', '-', '–', '—']);

/** The description cut for the list: whole words up to `LIST_DESCRIPTION_CHARS`, then an ellipsis. */
export function listDescription(description: string | null): string | null {
  if (description === null || description.length <= LIST_DESCRIPTION_CHARS) return description;
  const cut = description.slice(0, LIST_DESCRIPTION_CHARS);
  const lastSpace = cut.search(/\s\S*$/);
  const words = lastSpace > LIST_DESCRIPTION_CHARS / 2 ? cut.slice(0, lastSpace) : cut;
  let end = words.length;
  while (end > 0 && TRAILING.has(words.charAt(end - 1))) end -= 1;
  return `${words.slice(0, end)}…`;
}

/** An unlocked event as GET /api/events lists it: as the event's page has it, the description cut to two lines' worth. */
function toListedView(document: CatalogEventDocument): EventView {
  return { ...listedFields(document, false, NO_PLANNER), description: listDescription(document.description) };
}

const byStart = { startDate: 1, _id: 1 } as const;

/**
 * Filters on a field a stub does not show (age level, cost, indoor, organizer) would tell, by a locked event's
 * presence, what that field is: with any of them, locked events are left out of the answer.
 */
function filtersOnHiddenFields(filters: EventFilters): boolean {
  return (
    filters.ageLevels !== undefined ||
    filters.minCost !== undefined ||
    filters.maxCost !== undefined ||
    filters.isIndoor !== undefined ||
    filters.organizers !== undefined ||
    filters.near !== undefined ||
    filters.gradYear !== undefined ||
    filters.colleges !== undefined
  );
}

/** The event list as of one version of the read model, sorted by start date, for answering many queries from memory. */
interface Snapshot {
  version: string;
  events: readonly CatalogEventDocument[];
  byId: ReadonlyMap<string, CatalogEventDocument>;
  chosenSample: CatalogEventDocument | null;
}

function matchesFilters(event: CatalogEventDocument, from: CalendarDate, filters: EventFilters, includeCancelled: boolean): boolean {
  if (event.startDate < from || (filters.endDate !== undefined && event.startDate > filters.endDate)) return false;
  if (!includeCancelled && event.isCancelled) return false;
  // No longer listed by anyone: on its own page and in /saved only (admins find it in the Review list).
  if (event.isVanished) return false;
  if (filters.states && !filters.states.includes(event.state)) return false;
  if (filters.eventTypes && !filters.eventTypes.includes(event.eventType)) return false;
  if (filters.ageLevels && !filters.ageLevels.includes(event.ageLevel)) return false;
  if (filters.minCost !== undefined && (event.cost === null || event.cost < filters.minCost)) return false;
  if (filters.maxCost !== undefined && (event.cost === null || event.cost > filters.maxCost)) return false;
  if (filters.isIndoor !== undefined && event.isIndoor !== filters.isIndoor) return false;
  if (filters.organizers && (event.organizerLower === null || !filters.organizers.includes(event.organizerLower))) return false;
  if (filters.near !== undefined) {
    const miles = distanceFrom(filters.home ?? null, event.location);
    if (miles === null || miles > filters.near) return false;
  }
  if (filters.gradYear !== undefined && !fitsClass(event, filters.gradYear)) return false;
  const colleges = filters.colleges;
  if (colleges && !(event.collegesLower ?? []).some((name) => colleges.includes(name))) return false;
  return true;
}

/** JSON of an unlocked event up to its `isSaved` value (the per-user fields follow it), and of its stubs: made once per document version. */
interface Serialized {
  untilSaved: Buffer;
  stub: Buffer;
  /** The stub with `newThisWeek` (Basic, listed since the weekly update), made when first needed. */
  newStub: Buffer | null;
}

/**
 * One list answer for everyone who sees the catalog alike (same level, day and filters): its parts, and the
 * whole JSON for a user who saved none of its events (most users, most of the time).
 */
interface Answer {
  version: string;
  /** Per listed event: its id and JSON up to `isSaved`, or its stub (`untilSaved` null). */
  entries: Entry[];
  unsaved: Buffer;
  /** Per home and classes (most recently used last): each entry's per-user fields (see `plannedTails`). */
  planned: Map<string, readonly string[]>;
}

/**
 * Part of a list: its first `limit` events in start-date order, or with `order: 'latest'` the list reversed, latest
 * first, and cut to its first `limit` (how the past-events list shows them: the most recent first).
 */
export type ListPage = { limit?: number; order?: 'soonest' | 'latest' };

/** Distinct (level, week, day, filters) answers kept; filters users share repeat, odd ones fall out first. */
const KEPT_ANSWERS = 64;
/**
 * Homes and classes whose per-user fields an answer keeps: two, so a reload costs no distance per event, while the
 * cache stays bounded (64 answers of 5,000 events keep at most 640,000 short strings; measuring afresh costs a few ms).
 */
const KEPT_PLANNERS = 2;

/**
 * The catalog as each viewer may see it: every answer that carries events goes through here. The list is kept
 * in memory per version of the read model (the projection stamps one with each change) and each document's JSON
 * is made once, so a list of thousands of events costs a filter and a join, not a database sort and a stringify.
 */
@Injectable()
export class EventsQuery {
  private snapshot: Snapshot | null = null;
  private loading: { version: string; promise: Promise<Snapshot> } | null = null;
  private readonly serialized = new WeakMap<CatalogEventDocument, Serialized>();
  private readonly answers = new Map<string, Answer>();

  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get events() {
    return this.readStore.collection<CatalogEventDocument>(EVENTS);
  }

  private async current(): Promise<Snapshot> {
    const stamp = await this.readStore.collection<EventListVersion>(EVENT_LIST_VERSION).findOne({ _id: VERSION_ID });
    const version = stamp?.position ?? '';
    if (this.snapshot?.version === version) return this.snapshot;
    if (this.loading?.version !== version) {
      // Documents read after the stamp are at least that new: a later stamp only causes one more reload.
      const promise = this.events.find({}, { sort: byStart }).then((events) => {
        const snapshot: Snapshot = {
          version,
          events,
          byId: new Map(events.map((event) => [event._id, event])),
          chosenSample: events.find((event) => event.isSample) ?? null,
        };
        if (!this.snapshot || this.snapshot.version < version) this.snapshot = snapshot;
        return snapshot;
      });
      promise.finally(() => {
        if (this.loading?.promise === promise) this.loading = null;
      }).catch(() => undefined);
      this.loading = { version, promise };
    }
    return this.loading.promise;
  }

  /**
   * The events list as JSON (UTF-8): sorted by start date, upcoming only unless the filter's start date reaches back
   * (Pro, within two years; admins, any), each unlocked in full or locked as a stub; `page` may reverse and cut it.
   * With the number of events in the whole list.
   */
  async listJson(
    viewer: Viewer,
    filters: EventFilters,
    today: CalendarDate,
    savedIds: ReadonlySet<string>,
    page: ListPage = {},
    planner: Planner = NO_PLANNER,
  ): Promise<{ json: Buffer; total: number }> {
    const snapshot = await this.current();
    // Home matters to the answer only with the filters that measure from it.
    const measured = filters.near !== undefined || filters.sort !== undefined;
    const key = JSON.stringify([viewer.level, viewer.isAdmin, viewer.listedBefore, today, { ...filters, home: measured ? filters.home : undefined }]);
    // A Map keeps insertion order: re-inserting on every use makes the first key the least recently used.
    let answer = this.answers.get(key);
    this.answers.delete(key);
    if (answer?.version !== snapshot.version) answer = this.answer(snapshot, viewer, filters, today);
    if (this.answers.size >= KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, answer);
    const total = answer.entries.length;
    const whole = page.order !== 'latest' && (page.limit === undefined || page.limit >= total);
    const planned = planner.home !== null || planner.gradYears.length > 0;
    if (whole && !planned && !answer.entries.some((entry) => entry.untilSaved !== null && savedIds.has(entry.id))) return { json: answer.unsaved, total };
    const tails = planned ? this.plannedTails(answer, planner) : null;
    let indexes = answer.entries.map((_, index) => index);
    if (page.order === 'latest') indexes = indexes.slice(page.limit === undefined ? 0 : Math.max(0, total - page.limit)).reverse();
    else if (page.limit !== undefined) indexes = indexes.slice(0, page.limit);
    const json = jsonArray(
      indexes.map((index) => answer.entries[index]),
      (entry) => savedIds.has(entry.id),
      (position) => (tails ? tails[indexes[position]] : NOT_PLANNED),
    );
    return { json, total };
  }

  /**
   * Each entry's per-user fields for one home and set of classes, kept with the answer: a user who reloads the list (or
   * shares a home ZIP and classes with another) costs a copy of cached bytes, not a distance per event.
   */
  private plannedTails(answer: Answer, planner: Planner): readonly string[] {
    const key = JSON.stringify([planner.home, planner.gradYears]);
    let tails = answer.planned.get(key);
    answer.planned.delete(key);
    tails ??= answer.entries.map((entry) => (entry.untilSaved === null ? '' : plannedJson(entry.event, planner)));
    if (answer.planned.size >= KEPT_PLANNERS) answer.planned.delete(answer.planned.keys().next().value as string);
    answer.planned.set(key, tails);
    return tails;
  }

  private answer(snapshot: Snapshot, viewer: Viewer, filters: EventFilters, today: CalendarDate): Answer {
    const floor = listingFloorFor(viewer, today);
    const asked = filters.startDate ?? today;
    const from = floor === null ? asked : asked > floor ? asked : floor;
    const unlocked = unlockerFor(viewer, today, this.sampleIdIn(snapshot, viewer, today));
    const hideLocked = filtersOnHiddenFields(filters);
    const criteria = {
      ...filters,
      organizers: filters.organizers?.map((name) => name.toLowerCase()),
      colleges: filters.colleges?.map((name) => name.trim().toLowerCase()),
    };
    let entries: Answer['entries'] = [];
    for (const event of snapshot.events) {
      if (!matchesFilters(event, from, criteria, viewer.isAdmin)) continue;
      const serialized = this.serialize(event);
      if (unlocked(event._id, event.startDate, event.listedAt)) entries.push({ id: event._id, event, untilSaved: serialized.untilSaved, stub: serialized.stub });
      else if (!hideLocked) entries.push({ id: event._id, event, untilSaved: null, stub: this.stubJson(event, serialized, viewer) });
    }
    if (filters.sort === 'distance') entries = byDistance(entries, filters.home ?? null);
    const unsaved = jsonArray(entries, () => false, () => NOT_PLANNED);
    return { version: snapshot.version, entries, unsaved, planned: new Map() };
  }

  private serialize(event: CatalogEventDocument): Serialized {
    let serialized = this.serialized.get(event);
    if (!serialized) {
      const full = JSON.stringify(toListedView(event));
      const savedField = `"isSaved":false${NOT_PLANNED}`;
      serialized = {
        untilSaved: Buffer.from(`${full.slice(0, -savedField.length)}"isSaved":`),
        stub: Buffer.from(JSON.stringify(stubOf(event))),
        newStub: null,
      };
      this.serialized.set(event, serialized);
    }
    return serialized;
  }

  private stubJson(event: CatalogEventDocument, serialized: Serialized, viewer: Viewer): Buffer {
    if (!isNewThisWeekFor(viewer, event.listedAt)) return serialized.stub;
    serialized.newStub ??= Buffer.from(JSON.stringify(stubOf(event, true)));
    return serialized.newStub;
  }

  /** The event in full when the viewer may see it; null when it is missing or locked (both answer 404). */
  async unlocked(viewer: Viewer, eventId: string, today: CalendarDate): Promise<CatalogEventDocument | null> {
    const snapshot = await this.current();
    const event = snapshot.byId.get(eventId);
    if (!event) return null;
    return unlockerFor(viewer, today, this.sampleIdIn(snapshot, viewer, today))(event._id, event.startDate, event.listedAt) ? event : null;
  }

  /** These events as the viewer sees them (missing ones left out), sorted by start date: the saved list. */
  async views(viewer: Viewer, eventIds: readonly string[], today: CalendarDate, planner: Planner = NO_PLANNER): Promise<ListedEvent[]> {
    if (eventIds.length === 0) return [];
    const snapshot = await this.current();
    const unlocked = unlockerFor(viewer, today, this.sampleIdIn(snapshot, viewer, today));
    const wanted = new Set(eventIds);
    return snapshot.events
      .filter((event) => wanted.has(event._id))
      .map((event) =>
        unlocked(event._id, event.startDate, event.listedAt) ? toEventView(event, true, planner) : stubOf(event, isNewThisWeekFor(viewer, event.listedAt)),
      );
  }

  async findById(eventId: string): Promise<CatalogEventDocument | null> {
    return (await this.current()).byId.get(eventId) ?? null;
  }

  /** The event a sample account sees today (see `effectiveSampleId`). */
  private sampleIdOf(snapshot: Snapshot, today: CalendarDate): string | null {
    const chosen = snapshot.chosenSample;
    const soonest = snapshot.events.find((event) => !event.isCancelled && !event.isVanished && event.startDate >= today) ?? null;
    return effectiveSampleId(
      // A sample no source lists any more is no sample: its dates may not hold.
      chosen && { id: chosen._id, startDate: chosen.startDate, isCancelled: chosen.isCancelled || chosen.isVanished },
      soonest && { id: soonest._id },
      today,
    );
  }

  private sampleIdIn(snapshot: Snapshot, viewer: Viewer, today: CalendarDate): string | null {
    return viewer.level === 'sample' && !viewer.isAdmin ? this.sampleIdOf(snapshot, today) : null;
  }

  /**
   * Colleges named on upcoming events the viewer sees unlocked (not cancelled, still listed), with how many events each,
   * most events first, then by name: the college filter's suggestions and the follow box. Names that differ only in
   * letter case are one college, spelled as on its soonest event.
   */
  async colleges(viewer: Viewer, today: CalendarDate): Promise<{ name: string; events: number }[]> {
    const snapshot = await this.current();
    const unlocked = unlockerFor(viewer, today, this.sampleIdIn(snapshot, viewer, today));
    const counts = new Map<string, { name: string; events: number }>();
    for (const event of snapshot.events) {
      if (event.startDate < today || event.isCancelled || event.isVanished || !unlocked(event._id, event.startDate, event.listedAt)) continue;
      for (const name of collegesOf(event)) {
        const key = name.toLowerCase();
        const count = counts.get(key);
        if (count) count.events += 1;
        else counts.set(key, { name, events: 1 });
      }
    }
    return [...counts.values()].sort((a, b) => b.events - a.events || a.name.localeCompare(b.name, 'en'));
  }

  /** Upcoming, not cancelled: what the landing page and the dashboard count. */
  async countUpcoming(today: CalendarDate): Promise<number> {
    return (await this.current()).events.filter((event) => !event.isCancelled && !event.isVanished && event.startDate >= today).length;
  }

  /** Listed or cancelled, past and upcoming (removed events are gone): the admin console's total. */
  async countListed(): Promise<number> {
    return (await this.current()).events.length;
  }

  /** The latest listed first: the admin console's recent events. */
  recent(limit: number): Promise<CatalogEventDocument[]> {
    return this.events.find({}, { sort: { listedAt: -1, _id: 1 }, limit });
  }

  /** Every listed or cancelled event, by start date: the CSV export. */
  async all(): Promise<readonly CatalogEventDocument[]> {
    return (await this.current()).events;
  }
}

/** A listed event in an answer: its JSON up to `isSaved` (unlocked), or its stub's JSON (`untilSaved` null). */
interface Entry {
  id: string;
  event: CatalogEventDocument;
  untilSaved: Buffer | null;
  stub: Buffer;
}

/**
 * The JSON array of these entries, each unlocked one completed with its `isSaved` value and its per-user fields (`tail`,
 * by position): the cached bytes are copied into one buffer, never decoded and joined as strings. Tails are ASCII
 * (numbers, keys, brackets), a byte a character.
 */
function jsonArray(entries: readonly Entry[], isSaved: (entry: Entry) => boolean, tail: (position: number) => string): Buffer {
  const saved = entries.map((entry) => entry.untilSaved !== null && isSaved(entry));
  const tails = entries.map((entry, position) => (entry.untilSaved === null ? '' : tail(position)));
  let length = 2 + Math.max(0, entries.length - 1);
  entries.forEach((entry, position) => {
    length += entry.untilSaved === null ? entry.stub.length : entry.untilSaved.length + (saved[position] ? 4 : 5) + tails[position].length;
  });
  const json = Buffer.allocUnsafe(length);
  let at = json.write('[', 0, 'latin1');
  entries.forEach((entry, position) => {
    if (position > 0) at += json.write(',', at, 'latin1');
    if (entry.untilSaved === null) {
      at += entry.stub.copy(json, at);
      return;
    }
    at += entry.untilSaved.copy(json, at);
    at += json.write(saved[position] ? 'true' : 'false', at, 'latin1');
    at += json.write(tails[position], at, 'latin1');
  });
  json.write(']', at, 'latin1');
  return json;
}

/**
 * Nearest first; events whose place is unknown, then locked stubs (whose place a stub does not tell), last. The sort
 * is stable: each group stays in start-date order.
 */
function byDistance(entries: Answer['entries'], home: Coordinates | null): Answer['entries'] {
  const keyed = entries.map((entry) => {
    const miles = entry.untilSaved === null ? null : distanceFrom(home, entry.event.location);
    return { entry, rank: entry.untilSaved === null ? 2 : miles === null ? 1 : 0, miles: miles ?? 0 };
  });
  keyed.sort((a, b) => a.rank - b.rank || a.miles - b.miles);
  return keyed.map(({ entry }) => entry);
}

const stubOf = (event: CatalogEventDocument, newThisWeek = false): EventStub =>
  toStub({ id: event._id, eventType: event.eventType, state: event.state, startDate: event.startDate }, newThisWeek);

@Injectable()
export class SavedEventsQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async savedIds(userId: string): Promise<Set<string>> {
    const saved = await this.readStore.collection<SavedDocument>(SAVED).find({ userId });
    return new Set(saved.map((document) => document.eventId));
  }

  /** Who saved this event, and when: the people a change to it concerns. */
  async saversOf(eventId: string): Promise<{ userId: string; savedAt: Date }[]> {
    const saved = await this.readStore.collection<SavedDocument>(SAVED).find({ eventId }, { sort: { userId: 1 } });
    return saved.map(({ userId, savedAt }) => ({ userId, savedAt }));
  }

  /** Every save of every user, by user: what reminders go through. */
  async allSaved(): Promise<{ userId: string; eventId: string; savedAt: Date }[]> {
    const saved = await this.readStore.collection<SavedDocument>(SAVED).find({}, { sort: { userId: 1, eventId: 1 } });
    return saved.map(({ userId, eventId, savedAt }) => ({ userId, eventId, savedAt }));
  }
}
