import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

/** Events of a user's saved-events stream, `catalog-saved-<userId>`. */
export interface EventSaved {
  type: 'EventSaved';
  data: { userId: string; eventId: string; occurredAt: string };
}
export interface EventUnsaved {
  type: 'EventUnsaved';
  data: { userId: string; eventId: string; occurredAt: string };
}
export type SavedEventsEvent = EventSaved | EventUnsaved;

export const savedEventsStream = (userId: string) => `catalog-saved-${userId}`;

/** More than any family plans a season around; keeps one user's stream and answers small. */
export const MAX_SAVED_EVENTS = 1000;

export type SavedEventsState = ReadonlySet<string>;
export const initialSavedEventsState: SavedEventsState = new Set();

export function evolveSavedEvents(state: SavedEventsState, recorded: SavedEventsEvent | RecordedEvent): SavedEventsState {
  const event = recorded as SavedEventsEvent;
  if (event.type === 'EventSaved') return new Set(state).add(event.data.eventId);
  if (event.type === 'EventUnsaved') {
    const next = new Set(state);
    next.delete(event.data.eventId);
    return next;
  }
  return state;
}

export class TooManySavedEventsError extends Error {
  override readonly name = 'TooManySavedEventsError';
  constructor() {
    super(`You can save at most ${MAX_SAVED_EVENTS.toLocaleString('en-US')} events`);
  }
}

/** Saving twice, or unsaving what is not saved, decides nothing: both calls are idempotent. */
export function decideSave(state: SavedEventsState, command: { userId: string; eventId: string; now: Date }): SavedEventsEvent[] {
  if (state.has(command.eventId)) return [];
  if (state.size >= MAX_SAVED_EVENTS) throw new TooManySavedEventsError();
  return [{ type: 'EventSaved', data: { userId: command.userId, eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}

export function decideUnsave(state: SavedEventsState, command: { userId: string; eventId: string; now: Date }): SavedEventsEvent[] {
  if (!state.has(command.eventId)) return [];
  return [{ type: 'EventUnsaved', data: { userId: command.userId, eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}
