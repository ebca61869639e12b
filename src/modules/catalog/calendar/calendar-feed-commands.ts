import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { calendarFeedStream, decideIssueToken, decideRevoke, evolveCalendarFeed, initialCalendarFeedState, newFeedToken } from './calendar-feed.js';

const fold = { evolve: evolveCalendarFeed, initial: initialCalendarFeedState };

/** Issues and revokes calendar feed tokens. Whether the user may have a feed (Pro) is the caller's check. */
@Injectable()
export class CalendarFeedCommands {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /**
   * A new secret address, replacing any earlier one. Resolves to the token, which is stored only hashed (so
   * this answer is the one time it is known), and the position appended at.
   */
  async issue(userId: string, context: CommandContext): Promise<{ token: string; position: string | null }> {
    const token = newFeedToken();
    const now = new Date();
    const { position } = await decideAndAppend(
      this.eventStore,
      calendarFeedStream(userId),
      fold,
      (state) => ({ events: decideIssueToken(state, { userId, token, now }), result: null }),
      context,
    );
    return { token, position };
  }

  /** Turns the feed off; null when it was off already. */
  async revoke(userId: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    const { position } = await decideAndAppend(
      this.eventStore,
      calendarFeedStream(userId),
      fold,
      (state) => ({ events: decideRevoke(state, { userId, now }), result: null }),
      context,
    );
    return position;
  }
}
