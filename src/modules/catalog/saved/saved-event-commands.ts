import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { decideSave, decideUnsave, evolveSavedEvents, initialSavedEventsState, savedEventsStream } from './saved-events.js';

const fold = { evolve: evolveSavedEvents, initial: initialSavedEventsState };

/** Saves and unsaves, in the user's saved-events stream. Whether the event may be saved is the caller's check. */
@Injectable()
export class SavedEventCommands {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async save(userId: string, eventId: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    const { position } = await decideAndAppend(
      this.eventStore,
      savedEventsStream(userId),
      fold,
      (state) => ({ events: decideSave(state, { userId, eventId, now }), result: null }),
      context,
    );
    return position;
  }

  async unsave(userId: string, eventId: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    const { position } = await decideAndAppend(
      this.eventStore,
      savedEventsStream(userId),
      fold,
      (state) => ({ events: decideUnsave(state, { userId, eventId, now }), result: null }),
      context,
    );
    return position;
  }
}
