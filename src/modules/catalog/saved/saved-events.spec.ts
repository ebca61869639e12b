import { describe, expect, it } from '@jest/globals';
import { MAX_SAVED_EVENTS, TooManySavedEventsError, decideSave, decideUnsave, evolveSavedEvents, initialSavedEventsState } from './saved-events.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const command = { userId: 'u1', eventId: 'e1', now };

describe('saved events', () => {
  it('given nothing saved, when saving, then EventSaved; saving again decides nothing', () => {
    const saved = decideSave(initialSavedEventsState, command);
    expect(saved).toEqual([{ type: 'EventSaved', data: { userId: 'u1', eventId: 'e1', occurredAt: now.toISOString() } }]);
    expect(decideSave(saved.reduce(evolveSavedEvents, initialSavedEventsState), command)).toEqual([]);
  });

  it('given a saved event, when unsaving, then EventUnsaved; unsaving what is not saved decides nothing', () => {
    const state = decideSave(initialSavedEventsState, command).reduce(evolveSavedEvents, initialSavedEventsState);
    expect(decideUnsave(state, command).map((event) => event.type)).toEqual(['EventUnsaved']);
    expect(decideUnsave(initialSavedEventsState, command)).toEqual([]);
  });

  it('given the most a user may save, when saving one more, then it is refused', () => {
    const full = new Set(Array.from({ length: MAX_SAVED_EVENTS }, (_, index) => `e${index + 10}`));
    expect(() => decideSave(full, command)).toThrow(TooManySavedEventsError);
  });
});
