import { uuidFromKey } from '../../../platform/eventsourcing/ids.js';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type EventChanges, type EventDetails, changedFields, inconsistencyOf } from './event-details.js';

/** Where an event came from: entered by an admin (one by one or by CSV), or found by a scraper. */
export type EventSource = { kind: 'admin' } | { kind: 'import' } | { kind: 'scraper'; scraperId: string; sourceKey: string };

/** Events of `catalog-event-<id>`. Dates are ISO 8601 instants; the event's own dates are `yyyy-MM-dd`. */
export interface EventListed {
  type: 'EventListed';
  data: { eventId: string; details: EventDetails; source: EventSource; occurredAt: string };
}
export interface EventDetailsChanged {
  type: 'EventDetailsChanged';
  /** `changes` holds the new values of the fields that changed, `previous` their old ones. */
  data: { eventId: string; changes: Partial<EventDetails>; previous: Partial<EventDetails>; occurredAt: string };
}
export interface EventCancelled {
  type: 'EventCancelled';
  data: { eventId: string; occurredAt: string };
}
export interface EventRemoved {
  type: 'EventRemoved';
  data: { eventId: string; occurredAt: string };
}
export type CatalogEventEvent = EventListed | EventDetailsChanged | EventCancelled | EventRemoved;

export const eventStream = (eventId: string) => `catalog-event-${eventId}`;

export type EventState =
  | { status: 'unlisted' }
  | { status: 'listed' | 'cancelled'; details: EventDetails; source: EventSource }
  | { status: 'removed' };

export const initialEventState: EventState = { status: 'unlisted' };

export function evolveEvent(state: EventState, recorded: CatalogEventEvent | RecordedEvent): EventState {
  const event = recorded as CatalogEventEvent;
  switch (event.type) {
    case 'EventListed':
      return { status: 'listed', details: event.data.details, source: event.data.source };
    case 'EventDetailsChanged':
      return state.status === 'listed' || state.status === 'cancelled' ? { ...state, details: { ...state.details, ...event.data.changes } } : state;
    case 'EventCancelled':
      return state.status === 'listed' ? { ...state, status: 'cancelled' } : state;
    case 'EventRemoved':
      return { status: 'removed' };
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

/** Records the fields that differ, after checking the merged event still holds together; nothing when none differ. */
export function decideChange(state: EventState, command: { eventId: string; changes: EventChanges; now: Date }): CatalogEventEvent[] {
  if (state.status !== 'listed' && state.status !== 'cancelled') throw notFound();
  const { changes, previous } = changedFields(state.details, command.changes);
  if (Object.keys(changes).length === 0) return [];
  const problem = inconsistencyOf({ ...state.details, ...changes });
  if (problem) throw new EventCommandError('invalid', problem.message, problem.field);
  return [{ type: 'EventDetailsChanged', data: { eventId: command.eventId, changes, previous, occurredAt: command.now.toISOString() } }];
}

export function decideCancel(state: EventState, command: { eventId: string; now: Date }): CatalogEventEvent[] {
  if (state.status === 'cancelled') return [];
  if (state.status !== 'listed') throw notFound();
  return [{ type: 'EventCancelled', data: { eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}

export function decideRemove(state: EventState, command: { eventId: string; now: Date }): CatalogEventEvent[] {
  if (state.status !== 'listed' && state.status !== 'cancelled') throw notFound();
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
