import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import {
  type SavedEventsEvent,
  type SavedEventsState,
  decideDeleteNote,
  decideSave,
  decideUnsave,
  decideWriteNote,
  evolveSavedEvents,
  initialSavedEventsState,
  savedEventsStream,
} from './saved-events.js';

const fold = { evolve: evolveSavedEvents, initial: initialSavedEventsState };

/**
 * Saves, unsaves and private notes, in the user's saved-events stream. Whether the event may be saved, and
 * whether the user may keep notes, is the caller's check. Each resolves to the position appended at, or null.
 */
@Injectable()
export class SavedEventCommands {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  save(userId: string, eventId: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.decide(userId, (state) => decideSave(state, { userId, eventId, now }), context);
  }

  unsave(userId: string, eventId: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.decide(userId, (state) => decideUnsave(state, { userId, eventId, now }), context);
  }

  /** Throws `EventNotSavedError` when the event is not in the user's saved list. */
  writeNote(userId: string, eventId: string, text: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.decide(userId, (state) => decideWriteNote(state, { userId, eventId, text, now }), context);
  }

  /** Throws `EventNotSavedError` when the event is not in the user's saved list. */
  deleteNote(userId: string, eventId: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.decide(userId, (state) => decideDeleteNote(state, { userId, eventId, now }), context);
  }

  private async decide(userId: string, decide: (state: SavedEventsState) => SavedEventsEvent[], context: CommandContext) {
    const { position } = await decideAndAppend(
      this.eventStore,
      savedEventsStream(userId),
      fold,
      (state) => ({ events: decide(state), result: null }),
      context,
    );
    return position;
  }
}
