import { describe, expect, it } from '@jest/globals';
import {
  EventNotSavedError,
  MAX_SAVED_EVENTS,
  type SavedEventsEvent,
  type SavedEventsState,
  TooManySavedEventsError,
  decideDeleteNote,
  decideSave,
  decideUnsave,
  decideWriteNote,
  evolveSavedEvents,
  initialSavedEventsState,
} from './saved-events.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const command = { userId: 'u1', eventId: 'e1', now };
const after = (state: SavedEventsState, events: SavedEventsEvent[]) => events.reduce(evolveSavedEvents, state);
const saved = after(initialSavedEventsState, decideSave(initialSavedEventsState, command));

describe('saved events', () => {
  it('given nothing saved, when saving, then EventSaved; saving again decides nothing', () => {
    const events = decideSave(initialSavedEventsState, command);
    expect(events).toEqual([{ type: 'EventSaved', data: { userId: 'u1', eventId: 'e1', occurredAt: now.toISOString() } }]);
    expect(decideSave(after(initialSavedEventsState, events), command)).toEqual([]);
  });

  it('given a saved event, when unsaving, then EventUnsaved; unsaving what is not saved decides nothing', () => {
    expect(decideUnsave(saved, command).map((event) => event.type)).toEqual(['EventUnsaved']);
    expect(decideUnsave(initialSavedEventsState, command)).toEqual([]);
  });

  it('given the most a user may save, when saving one more, then it is refused', () => {
    const full = { ...initialSavedEventsState, saved: new Set(Array.from({ length: MAX_SAVED_EVENTS }, (_, index) => `e${index + 10}`)) };
    expect(() => decideSave(full, command)).toThrow(TooManySavedEventsError);
  });
});

describe('private notes on saved events', () => {
  const write = (state: SavedEventsState, text: string) => decideWriteNote(state, { ...command, text });

  it('given a saved event, when writing a note, then SavedEventNoteWritten with the text', () => {
    expect(write(saved, 'Carpool with the Smiths')).toEqual([
      { type: 'SavedEventNoteWritten', data: { userId: 'u1', eventId: 'e1', text: 'Carpool with the Smiths', occurredAt: now.toISOString() } },
    ]);
  });

  it('given a note, when writing the same text again, then nothing; a different text replaces it', () => {
    const noted = after(saved, write(saved, 'Bring the indoor stick'));
    expect(write(noted, 'Bring the indoor stick')).toEqual([]);
    const changed = after(noted, write(noted, 'Bring both sticks'));
    expect(changed.notes.get('e1')).toBe('Bring both sticks');
  });

  it('given an event not saved, when writing or deleting a note, then it is refused', () => {
    expect(() => write(initialSavedEventsState, 'Hello')).toThrow(EventNotSavedError);
    expect(() => decideDeleteNote(initialSavedEventsState, command)).toThrow(EventNotSavedError);
  });

  it('given a note, when deleting it, then SavedEventNoteDeleted; deleting again decides nothing', () => {
    const noted = after(saved, write(saved, 'Ask about housing'));
    const deleted = decideDeleteNote(noted, command);
    expect(deleted.map((event) => event.type)).toEqual(['SavedEventNoteDeleted']);
    expect(decideDeleteNote(after(noted, deleted), command)).toEqual([]);
  });

  it('given a note, when the event is unsaved and saved again, then the note is still there', () => {
    const noted = after(saved, write(saved, 'Hotel booked'));
    const unsaved = after(noted, decideUnsave(noted, command));
    expect(() => write(unsaved, 'Hotel booked')).toThrow(EventNotSavedError);
    const savedAgain = after(unsaved, decideSave(unsaved, command));
    expect(savedAgain.notes.get('e1')).toBe('Hotel booked');
    expect(write(savedAgain, 'Hotel booked')).toEqual([]);
  });
});
