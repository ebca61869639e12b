import { uuidFromKey } from '../../../platform/eventsourcing/ids.js';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import {
  DETAIL_FIELDS,
  type EventChanges,
  type EventDetails,
  changedFields,
  detailValue,
  inconsistencyOf,
  isEmptyValue,
  sameValue,
} from './event-details.js';

/**
 * Where an event came from: entered by an admin (one by one or by CSV), or found by a scraper. `own`: the scraper
 * reads the organizer's own site (the page names no other organizer), not a calendar that republishes the event;
 * absent on events listed before sources were told apart, which were all taken as the organizer's.
 */
/** Who listed an event: an admin, a CSV import, a scraper's source record, or an organizer's submission an admin approved. */
export type EventSource =
  | { kind: 'admin' }
  | { kind: 'import' }
  | { kind: 'scraper'; scraperId: string; sourceKey: string; own?: boolean }
  | { kind: 'organizer'; submissionId: string };

/** A scraper's record that is this event: one per source (several once found on several sites), a new key after a move. */
export interface SourceLink {
  scraperId: string;
  sourceKey: string;
  own: boolean;
}

/** What the admins' Review list asks about an event. */
export const REVIEW_KINDS = ['duplicate', 'dates-differ', 'not-field-hockey'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Events of `catalog-event-<id>`. Dates are ISO 8601 instants; the event's own dates are `yyyy-MM-dd`. */
export interface EventListed {
  type: 'EventListed';
  data: { eventId: string; details: EventDetails; source: EventSource; occurredAt: string };
}
export interface EventDetailsChanged {
  type: 'EventDetailsChanged';
  /**
   * `changes` holds the new values of the fields that changed, `previous` their old ones. `by: 'admin'`: an admin's
   * edit (absent: a scraper's update, or an edit made before edits were told apart). `sourceValues`, on an admin's edit
   * of an event a scraper listed: what its sources gave for the edited fields then (both dates when either is edited);
   * the admin's value holds until a source gives another. Absent (an event an admin entered, or an edit recorded before
   * this was kept): the admin's value holds for good.
   */
  data: {
    eventId: string;
    changes: Partial<EventDetails>;
    previous: Partial<EventDetails>;
    by?: 'admin';
    sourceValues?: Partial<EventDetails>;
    occurredAt: string;
  };
}
/** One more scraper record is this event (another site lists it, or its source shows it under a new key after a move). */
export interface EventSourceLinked {
  type: 'EventSourceLinked';
  data: { eventId: string; source: SourceLink; occurredAt: string };
}
/** Every source that listed it read it no more, in two good runs each: "No longer listed by the organizer". */
export interface EventVanished {
  type: 'EventVanished';
  data: { eventId: string; occurredAt: string };
}
/** A source lists a vanished event again. */
export interface EventReturned {
  type: 'EventReturned';
  data: { eventId: string; occurredAt: string };
}
/** An admin merged this listing into another (its duplicate): it is no longer listed, its sources and saves go there. */
export interface EventMergedInto {
  type: 'EventMergedInto';
  data: { eventId: string; intoEventId: string; occurredAt: string };
}
/** The other side of a merge: this listing takes the sources of the one merged into it. */
export interface EventMergeReceived {
  type: 'EventMergeReceived';
  data: { eventId: string; mergedEventId: string; sources: SourceLink[]; occurredAt: string };
}
/** An admin said these two listings are different events: they are never merged or flagged as duplicates again. */
export interface EventsKeptApart {
  type: 'EventsKeptApart';
  data: { eventId: string; otherEventId: string; occurredAt: string };
}
/** Something a machine should not decide alone, for the admins' Review list (`otherEventId`: the probable duplicate). */
export interface EventFlaggedForReview {
  type: 'EventFlaggedForReview';
  data: { eventId: string; kind: ReviewKind; otherEventId: string | null; note: string; occurredAt: string };
}
/** An admin looked at a Review item and left the event as it is. */
export interface EventReviewDismissed {
  type: 'EventReviewDismissed';
  data: { eventId: string; kind: ReviewKind; occurredAt: string };
}
export interface EventCancelled {
  type: 'EventCancelled';
  data: { eventId: string; occurredAt: string };
}
export interface EventRemoved {
  type: 'EventRemoved';
  data: { eventId: string; occurredAt: string };
}
export type CatalogEventEvent =
  | EventListed
  | EventDetailsChanged
  | EventCancelled
  | EventRemoved
  | EventSourceLinked
  | EventVanished
  | EventReturned
  | EventMergedInto
  | EventMergeReceived
  | EventsKeptApart
  | EventFlaggedForReview
  | EventReviewDismissed;

export const eventStream = (eventId: string) => `catalog-event-${eventId}`;

export interface LiveEventState {
  status: 'listed' | 'cancelled';
  details: EventDetails;
  source: EventSource;
  /** The scraper records that are this event (empty for one an admin entered and no scraper found). */
  sources: SourceLink[];
  /** Fields an admin set (on an event an admin entered: every field given) or edited: held against the scrapers. */
  adminFields: (keyof EventDetails)[];
  /**
   * For a held field of an event a scraper listed, what its sources gave when the admin set it (the baseline; both
   * dates when either is held): the hold ends when a source gives another value. A held field without one (every field
   * of an event an admin entered by hand, an edit recorded before baselines were kept) holds for good.
   */
  baselines: Partial<EventDetails>;
  /** What the scraper sources last gave for each field (their listing, then each scraper's change); empty for an event an admin entered. */
  sourceValues: Partial<EventDetails>;
  vanished: boolean;
  keptApartFrom: string[];
  /** Review flags still open (`kind|otherEventId`, with their note), and those an admin dismissed (`kind|note`). */
  openFlags: { key: string; note: string }[];
  dismissedFlags: string[];
}

const flagKey = (kind: ReviewKind, otherEventId: string | null) => `${kind}|${otherEventId ?? ''}`;

export type EventState = { status: 'unlisted' } | LiveEventState | { status: 'removed' } | { status: 'merged'; intoEventId: string };

export const initialEventState: EventState = { status: 'unlisted' };

/** A scraper source as a link (events listed before sources were told apart were the organizer's own). */
export const linkOf = (source: EventSource): SourceLink | null =>
  source.kind === 'scraper' ? { scraperId: source.scraperId, sourceKey: source.sourceKey, own: source.own ?? true } : null;

const sameLink = (a: SourceLink, b: SourceLink) => a.scraperId === b.scraperId && a.sourceKey === b.sourceKey;

/** `links` with `added`, one per scraper and key: a link given again replaces the one before, at the end. */
export function withLinks(links: readonly SourceLink[], added: readonly SourceLink[]): SourceLink[] {
  let result = [...links];
  for (const link of added) result = [...result.filter((each) => !sameLink(each, link)), link];
  return result;
}

const isLive = (state: EventState): state is LiveEventState => state.status === 'listed' || state.status === 'cancelled';

const DATES: readonly (keyof EventDetails)[] = ['startDate', 'endDate'];
const isDate = (field: keyof EventDetails) => DATES.includes(field);
/** The fields a change of `fields` is about: dates travel together, so a change of either is about both. */
const withBothDates = (fields: readonly (keyof EventDetails)[]): (keyof EventDetails)[] =>
  fields.some(isDate) ? [...new Set([...fields, ...DATES])] : [...fields];
const without = <T extends object>(values: T, fields: readonly (keyof T)[]): T =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !fields.includes(field as keyof T))) as T;

export function evolveEvent(state: EventState, recorded: CatalogEventEvent | RecordedEvent): EventState {
  const event = recorded as CatalogEventEvent;
  switch (event.type) {
    case 'EventListed': {
      const { details, source } = event.data;
      const link = linkOf(source);
      const scraped = source.kind === 'scraper';
      const adminFields = scraped ? [] : DETAIL_FIELDS.filter((field) => !isEmptyValue(details[field]));
      return {
        status: 'listed',
        details,
        source,
        sources: link ? [link] : [],
        adminFields,
        baselines: {},
        sourceValues: scraped ? details : {},
        vanished: false,
        keptApartFrom: [],
        openFlags: [],
        dismissedFlags: [],
      };
    }
    case 'EventDetailsChanged': {
      if (!isLive(state)) return state;
      const details = { ...state.details, ...event.data.changes };
      const changed = withBothDates(Object.keys(event.data.changes) as (keyof EventDetails)[]);
      if (event.data.by === 'admin') {
        // A new hold, with what the sources gave then (none recorded: it holds for good).
        const adminFields = [...new Set([...state.adminFields, ...(Object.keys(event.data.changes) as (keyof EventDetails)[])])];
        return { ...state, details, adminFields, baselines: { ...without(state.baselines, changed), ...event.data.sourceValues } };
      }
      // A source's own value: what later admin edits are measured against; a held field it changed is the sources' again
      // (a hold without a baseline stays: a re-import of an event an admin entered changes it as before, no scraper does).
      // Dates are applied as a pair: the date left out of `changes` is the source's too.
      const given = Object.fromEntries(changed.map((field) => [field, details[field]]));
      const sourceValues = state.source.kind === 'scraper' ? { ...state.sourceValues, ...given } : state.sourceValues;
      const released = changed.filter((field) => field in state.baselines);
      return {
        ...state,
        details,
        sourceValues,
        adminFields: state.adminFields.filter((field) => !released.includes(field)),
        baselines: without(state.baselines, released),
      };
    }
    case 'EventCancelled':
      return state.status === 'listed' ? { ...state, status: 'cancelled', vanished: false } : state;
    case 'EventRemoved':
      return { status: 'removed' };
    case 'EventSourceLinked':
      return isLive(state) ? { ...state, sources: withLinks(state.sources, [event.data.source]) } : state;
    case 'EventVanished':
      return isLive(state) ? { ...state, vanished: true } : state;
    case 'EventReturned':
      return isLive(state) ? { ...state, vanished: false } : state;
    case 'EventMergedInto':
      return { status: 'merged', intoEventId: event.data.intoEventId };
    case 'EventMergeReceived':
      return isLive(state) ? { ...state, sources: withLinks(state.sources, event.data.sources) } : state;
    case 'EventsKeptApart': {
      if (!isLive(state)) return state;
      const openFlags = state.openFlags.filter((flag) => flag.key !== flagKey('duplicate', event.data.otherEventId));
      return { ...state, keptApartFrom: [...new Set([...state.keptApartFrom, event.data.otherEventId])], openFlags };
    }
    case 'EventFlaggedForReview': {
      if (!isLive(state)) return state;
      const key = flagKey(event.data.kind, event.data.otherEventId);
      return { ...state, openFlags: [...state.openFlags.filter((flag) => flag.key !== key), { key, note: event.data.note }] };
    }
    case 'EventReviewDismissed': {
      if (!isLive(state)) return state;
      const dismissed = state.openFlags.filter((flag) => flag.key.startsWith(`${event.data.kind}|`));
      return {
        ...state,
        openFlags: state.openFlags.filter((flag) => !dismissed.includes(flag)),
        dismissedFlags: [...state.dismissedFlags, ...dismissed.map((flag) => `${event.data.kind}|${flag.note}`)],
      };
    }
    default:
      return state;
  }
}

/** Why a command on an event cannot be done: the HTTP layer turns each into its status. */
export class EventCommandError extends Error {
  override readonly name = 'EventCommandError';
  constructor(
    readonly reason: 'not_found' | 'invalid' | 'removed',
    message: string,
    /** For `invalid`: the field to name. */
    readonly field?: string,
  ) {
    super(message);
  }
}

const notFound = () => new EventCommandError('not_found', 'Event not found');

export type ListOutcome = 'added' | 'updated' | 'unchanged';

/**
 * Lists an event, or (same id listed before: a re-import, a scraper's second run) changes it to match.
 * An event an admin removed stays removed.
 */
export function decideListing(
  state: EventState,
  command: { eventId: string; details: EventDetails; source: EventSource; now: Date },
): { events: CatalogEventEvent[]; result: ListOutcome } {
  const problem = inconsistencyOf(command.details);
  if (problem) throw new EventCommandError('invalid', problem.message, problem.field);
  if (state.status === 'removed') throw new EventCommandError('removed', 'This event was removed and cannot be listed again');
  if (state.status === 'merged') throw new EventCommandError('removed', 'This event was merged into another and cannot be listed again');
  const occurredAt = command.now.toISOString();
  if (state.status === 'unlisted') {
    return {
      events: [{ type: 'EventListed', data: { eventId: command.eventId, details: command.details, source: command.source, occurredAt } }],
      result: 'added',
    };
  }
  const changed = decideChange(state, { eventId: command.eventId, changes: command.details, now: command.now });
  return { events: changed, result: changed.length > 0 ? 'updated' : 'unchanged' };
}

/**
 * A scraper's record of this event, read in a run: links the record when it is new to the event, brings it back when it
 * had vanished, and changes the fields the merge rule lets this source change (see `sourceChanges`). Returns what
 * changed; an event removed or merged by an admin stays so (`removed`).
 */
export function decideSourceReading(
  state: EventState,
  command: { eventId: string; link: SourceLink; details: EventDetails; now: Date },
): { events: CatalogEventEvent[]; result: ListOutcome } {
  if (state.status === 'removed' || state.status === 'merged') throw new EventCommandError('removed', 'This event was removed');
  if (!isLive(state)) throw notFound();
  const occurredAt = command.now.toISOString();
  const events: CatalogEventEvent[] = [];
  if (!state.sources.some((each) => sameLink(each, command.link) && each.own === command.link.own)) {
    events.push({ type: 'EventSourceLinked', data: { eventId: command.eventId, source: command.link, occurredAt } });
  }
  if (state.vanished) events.push({ type: 'EventReturned', data: { eventId: command.eventId, occurredAt } });
  const changes = sourceChanges(state, command.link, command.details);
  const changed = decideChange(state, { eventId: command.eventId, changes, now: command.now });
  events.push(...changed);
  return { events, result: changed.length > 0 || events.length > 0 ? 'updated' : 'unchanged' };
}

/**
 * What a source may change of an event, the merge rule: an admin's value (entered or edited) beats every scraper while
 * the sources' own value stays what it was when the admin set it: once a source that is not outranked gives another
 * (non-empty) value, that value is applied and the field follows its sources again. An event an admin entered by hand
 * has no such baseline: its fields stay the admin's. The organizer's own site beats a calendar that republishes the
 * event, which then only fills what is still empty; otherwise the most recent complete value wins (a source that leaves
 * a field empty never empties it). Dates travel together: a start date without its end date would be another event, so
 * they are held, compared with their baseline and released as a pair.
 */
export function sourceChanges(state: LiveEventState, link: SourceLink, details: EventDetails): EventChanges {
  const outranked = !link.own && state.sources.some((each) => each.own && each.scraperId !== link.scraperId);
  // The source's own value moved on from the one the admin's edit was made against.
  const movedOn = (field: keyof EventDetails) => {
    if (outranked || !(field in state.baselines)) return false;
    const value = detailValue(details, field) ?? null;
    return !isEmptyValue(value) && !sameValue(value, state.baselines[field]);
  };
  const changes: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) {
    if (state.adminFields.includes(field) && !movedOn(field)) continue;
    if (field === 'startDate' || field === 'endDate') continue;
    const value = details[field];
    if (isEmptyValue(value)) continue;
    if (outranked && !isEmptyValue(state.details[field])) continue;
    changes[field] = value;
  }
  const datesMovedOn =
    !outranked &&
    'startDate' in state.baselines &&
    (!sameValue(details.startDate, state.baselines.startDate) || !sameValue(details.endDate ?? null, state.baselines.endDate ?? null));
  const datesAdminSet = (state.adminFields.includes('startDate') || state.adminFields.includes('endDate')) && !datesMovedOn;
  if (!datesAdminSet && !outranked) {
    changes.startDate = details.startDate;
    changes.endDate = details.endDate;
  }
  return changes as EventChanges;
}

/** Every source that listed the event has stopped: it is marked, once, unless cancelled already. */
export function decideVanish(state: EventState, command: { eventId: string; now: Date }): CatalogEventEvent[] {
  if (!isLive(state) || state.vanished || state.status === 'cancelled') return [];
  return [{ type: 'EventVanished', data: { eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}

/** A Review item for the event, unless the pair was kept apart by an admin, it is open already, or was dismissed as it is. */
export function decideFlag(
  state: EventState,
  command: { eventId: string; kind: ReviewKind; otherEventId: string | null; note: string; now: Date },
): CatalogEventEvent[] {
  if (!isLive(state)) return [];
  if (command.otherEventId !== null && state.keptApartFrom.includes(command.otherEventId)) return [];
  const { eventId, kind, otherEventId, note } = command;
  // Already asked, or answered by an admin for this very note (the same disagreement): not again on every run.
  if (state.openFlags.some((flag) => flag.key === flagKey(kind, otherEventId) && flag.note === note)) return [];
  if (state.dismissedFlags.includes(`${kind}|${note}`)) return [];
  return [{ type: 'EventFlaggedForReview', data: { eventId, kind, otherEventId, note, occurredAt: command.now.toISOString() } }];
}

/**
 * Records the fields that differ, after checking the merged event still holds together; nothing when none differ.
 * An admin's edit of an event a scraper listed keeps what its sources gave for those fields (the baseline of the hold).
 */
export function decideChange(state: EventState, command: { eventId: string; changes: EventChanges; now: Date; by?: 'admin' }): CatalogEventEvent[] {
  if (!isLive(state)) throw notFound();
  const { changes, previous } = changedFields(state.details, command.changes);
  if (Object.keys(changes).length === 0) return [];
  const problem = inconsistencyOf({ ...state.details, ...changes });
  if (problem) throw new EventCommandError('invalid', problem.message, problem.field);
  const admin = command.by === 'admin';
  const by = admin ? { by: 'admin' as const } : {};
  const baseline =
    admin && state.source.kind === 'scraper'
      ? { sourceValues: Object.fromEntries(withBothDates(Object.keys(changes) as (keyof EventDetails)[]).map((field) => [field, detailValue(state.sourceValues, field) ?? null])) }
      : {};
  return [{ type: 'EventDetailsChanged', data: { eventId: command.eventId, changes, previous, ...by, ...baseline, occurredAt: command.now.toISOString() } }];
}

export function decideCancel(state: EventState, command: { eventId: string; now: Date }): CatalogEventEvent[] {
  if (state.status === 'cancelled') return [];
  if (state.status !== 'listed') throw notFound();
  return [{ type: 'EventCancelled', data: { eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}

/** An admin merges `eventId` (a duplicate) into `intoEventId`: the duplicate's side of it. */
export function decideMergeInto(state: EventState, other: EventState, command: { eventId: string; intoEventId: string; now: Date }): CatalogEventEvent[] {
  if (command.eventId === command.intoEventId) throw new EventCommandError('invalid', 'An event cannot be merged into itself');
  if (!isLive(state) || !isLive(other)) throw notFound();
  if (state.keptApartFrom.includes(command.intoEventId)) throw new EventCommandError('invalid', 'These events were kept apart');
  return [{ type: 'EventMergedInto', data: { eventId: command.eventId, intoEventId: command.intoEventId, occurredAt: command.now.toISOString() } }];
}

export function decideRemove(state: EventState, command: { eventId: string; now: Date }): CatalogEventEvent[] {
  if (!isLive(state)) throw notFound();
  return [{ type: 'EventRemoved', data: { eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}

/** Events' ids are UUIDs; ids derived from a natural key are UUID-shaped too, so every id looks alike. */
export const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A stable id from a key (a CSV row's name, date and place; a scraper's source key): the same key always
 * names the same event, so importing or scraping twice updates rather than duplicates.
 */
export const eventIdFromKey = (key: string): string => uuidFromKey(key);

/** The natural key of an event entered without an id: what makes two rows "the same event". */
export function naturalKeyOf(details: Pick<EventDetails, 'name' | 'startDate' | 'city' | 'state'>): string {
  return ['event', details.name, details.startDate, details.city, details.state].map((part) => part.trim().toLowerCase()).join('|');
}
