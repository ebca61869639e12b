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
/** The owner's private note on a saved event, replacing any earlier one. */
export interface SavedEventNoteWritten {
  type: 'SavedEventNoteWritten';
  data: { userId: string; eventId: string; text: string; occurredAt: string };
}
export interface SavedEventNoteDeleted {
  type: 'SavedEventNoteDeleted';
  data: { userId: string; eventId: string; occurredAt: string };
}
export type SavedEventsEvent = EventSaved | EventUnsaved | SavedEventNoteWritten | SavedEventNoteDeleted;

export const savedEventsStream = (userId: string) => `catalog-saved-${userId}`;

/** More than any family plans a season around; keeps one user's stream and answers small. */
export const MAX_SAVED_EVENTS = 1000;

/** A page of planning (who drives, what to pack, what the coach said), not a diary. */
export const MAX_NOTE_LENGTH = 5000;

export interface SavedEventsState {
  saved: ReadonlySet<string>;
  /**
   * Notes by event id. A note outlives unsaving, so that saving the event again brings it back: the family
   * wrote it, and unsaving is often a slip.
   */
  notes: ReadonlyMap<string, string>;
}
export const initialSavedEventsState: SavedEventsState = { saved: new Set(), notes: new Map() };

export function evolveSavedEvents(state: SavedEventsState, recorded: SavedEventsEvent | RecordedEvent): SavedEventsState {
  const event = recorded as SavedEventsEvent;
  switch (event.type) {
    case 'EventSaved':
      return { ...state, saved: new Set(state.saved).add(event.data.eventId) };
    case 'EventUnsaved': {
      const saved = new Set(state.saved);
      saved.delete(event.data.eventId);
      return { ...state, saved };
    }
    case 'SavedEventNoteWritten':
      return { ...state, notes: new Map(state.notes).set(event.data.eventId, event.data.text) };
    case 'SavedEventNoteDeleted': {
      const notes = new Map(state.notes);
      notes.delete(event.data.eventId);
      return { ...state, notes };
    }
    default:
      return state;
  }
}

export class TooManySavedEventsError extends Error {
  override readonly name = 'TooManySavedEventsError';
  constructor() {
    super(`You can save at most ${MAX_SAVED_EVENTS.toLocaleString('en-US')} events`);
  }
}

/** Notes belong to saved events: the HTTP layer answers 404 `Event not saved`. */
export class EventNotSavedError extends Error {
  override readonly name = 'EventNotSavedError';
  constructor() {
    super('Event not saved');
  }
}

type Command = { userId: string; eventId: string; now: Date };

/** Saving twice, or unsaving what is not saved, decides nothing: both calls are idempotent. */
export function decideSave(state: SavedEventsState, command: Command): SavedEventsEvent[] {
  if (state.saved.has(command.eventId)) return [];
  if (state.saved.size >= MAX_SAVED_EVENTS) throw new TooManySavedEventsError();
  return [{ type: 'EventSaved', data: { userId: command.userId, eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}

export function decideUnsave(state: SavedEventsState, command: Command): SavedEventsEvent[] {
  if (!state.saved.has(command.eventId)) return [];
  return [{ type: 'EventUnsaved', data: { userId: command.userId, eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}

/** `text` is validated at the edge (1 to MAX_NOTE_LENGTH characters); the same text again decides nothing. */
export function decideWriteNote(state: SavedEventsState, command: Command & { text: string }): SavedEventsEvent[] {
  if (!state.saved.has(command.eventId)) throw new EventNotSavedError();
  if (state.notes.get(command.eventId) === command.text) return [];
  return [
    {
      type: 'SavedEventNoteWritten',
      data: { userId: command.userId, eventId: command.eventId, text: command.text, occurredAt: command.now.toISOString() },
    },
  ];
}

/** Deleting a note that is not there decides nothing. */
export function decideDeleteNote(state: SavedEventsState, command: Command): SavedEventsEvent[] {
  if (!state.saved.has(command.eventId)) throw new EventNotSavedError();
  if (!state.notes.has(command.eventId)) return [];
  return [{ type: 'SavedEventNoteDeleted', data: { userId: command.userId, eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}
