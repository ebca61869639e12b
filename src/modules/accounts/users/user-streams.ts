import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { type Loaded, appendDecided, loadStream } from '../../../platform/eventsourcing/streams.js';
import { type UserEvent, type UserState, evolveUser, initialUserState, userStream } from './user.js';

/** Loads a user's state from its stream and appends what a decider decided, at the revision it was loaded at. */
@Injectable()
export class UserStreams {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  load(userId: string): Promise<Loaded<UserState>> {
    return loadStream(this.eventStore, userStream(userId), evolveUser, initialUserState);
  }

  /** Resolves to the appended position. Give it at least one event: deciders' "nothing to do" stops before. */
  append(
    userId: string,
    events: UserEvent[],
    expectedRevision: bigint | 'no_stream',
    context: CommandContext,
  ): Promise<string> {
    return appendDecided(this.eventStore, userStream(userId), events, expectedRevision, context);
  }
}
