import { USER_DELETED } from '../../../platform/privacy/personal-data.js';
import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import { type CalendarFeedEvent, feedTokenHash, issuedTokenHash } from '../calendar/calendar-feed.js';

/** One document per user whose calendar feed is on (`_id` is the user id); looked up by the token's hash when fetched. */
export interface CalendarFeedDocument extends Document {
  tokenHash: string;
  createdAt: Date;
}

export const CALENDAR_FEEDS = 'catalog_calendar_feeds';

export const calendarFeedsProjection: Projection = {
  name: 'catalog-calendar-feeds',
  // 2: tokens kept as their SHA-256 only, those issued in the clear before included.
  // 3: a deleted account's feed goes.
  version: 3,
  handles: ['CalendarFeedTokenIssued', 'CalendarFeedRevoked', USER_DELETED],
  collections: [CALENDAR_FEEDS],
  async setUp(session: ReadStoreSession) {
    await session.collection(CALENDAR_FEEDS).createIndex({ tokenHash: 1 }, { unique: true });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    await session.collection<CalendarFeedDocument>(CALENDAR_FEEDS).bulkWrite(batch.map(toOperation));
  },
};

function toOperation(recorded: RecordedEvent): BulkOperation<CalendarFeedDocument> {
  const event = recorded as unknown as CalendarFeedEvent;
  const _id = event.data.userId;
  // A token whose owner is deleted reads as null: that feed opens nothing.
  const erased = event.type === 'CalendarFeedTokenIssued' && ('tokenHash' in event.data ? event.data.tokenHash === null : event.data.token === null);
  return event.type === 'CalendarFeedTokenIssued' && !erased
    ? {
        replaceOne: {
          filter: { _id },
          replacement: { _id, tokenHash: issuedTokenHash(event.data), createdAt: new Date(event.data.occurredAt) },
          upsert: true,
        },
      }
    : { deleteOne: { filter: { _id } } };
}

@Injectable()
export class CalendarFeedsQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get feeds() {
    return this.readStore.collection<CalendarFeedDocument>(CALENDAR_FEEDS);
  }

  /** When the user's feed address was made, or null when the feed is off (the address itself is not kept). */
  async feedOf(userId: string): Promise<{ createdAt: Date } | null> {
    const feed = await this.feeds.findOne({ _id: userId });
    return feed && { createdAt: feed.createdAt };
  }

  /** Whose feed this token opens: null for an unknown, replaced or revoked token. */
  async ownerOf(token: string): Promise<string | null> {
    return (await this.feeds.findOne({ tokenHash: feedTokenHash(token) }))?._id ?? null;
  }
}
