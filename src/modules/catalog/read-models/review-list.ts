import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import type { CatalogEventEvent, ReviewKind } from '../events/catalog-event.js';

/** What the admins' Review list holds: the kinds a run flags, and the events every source stopped listing. */
export type ReviewItemKind = ReviewKind | 'vanished';

/**
 * One open question about an event for an admin: a probable duplicate (`otherEventId`), sources that disagree on its
 * dates, a listed event a run no longer takes for field hockey, or an event no source lists any more. An item leaves
 * the list when it is answered (merged, kept apart, cancelled, dismissed) or settles by itself (the event returns).
 */
export interface ReviewItemDocument extends Document {
  kind: ReviewItemKind;
  eventId: string;
  otherEventId: string | null;
  note: string;
  flaggedAt: Date;
}

export const REVIEW = 'catalog_review';

const itemId = (kind: ReviewItemKind, eventId: string, otherEventId: string | null) => [kind, eventId, otherEventId ?? ''].join('|');

export const reviewListProjection: Projection = {
  name: 'catalog-review-list',
  version: 1,
  handles: ['EventFlaggedForReview', 'EventVanished', 'EventReturned', 'EventCancelled', 'EventRemoved', 'EventMergedInto', 'EventsKeptApart', 'EventReviewDismissed'],
  collections: [REVIEW],
  async setUp(session: ReadStoreSession) {
    await session.collection(REVIEW).createIndex({ eventId: 1 });
    await session.collection(REVIEW).createIndex({ otherEventId: 1 });
    // The list: the latest flagged first, ties by id (ReviewQuery.list).
    await session.collection(REVIEW).createIndex({ flaggedAt: -1, _id: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    const operations = batch.flatMap((recorded) => operationsFor(recorded as unknown as CatalogEventEvent));
    if (operations.length > 0) await session.collection<ReviewItemDocument>(REVIEW).bulkWrite(operations);
  },
};

function operationsFor(event: CatalogEventEvent): BulkOperation<ReviewItemDocument>[] {
  const at = new Date(event.data.occurredAt);
  switch (event.type) {
    case 'EventFlaggedForReview': {
      const { eventId, kind, otherEventId, note } = event.data;
      const _id = itemId(kind, eventId, otherEventId);
      return [{ replaceOne: { filter: { _id }, replacement: { _id, kind, eventId, otherEventId, note, flaggedAt: at }, upsert: true } }];
    }
    case 'EventVanished': {
      const _id = itemId('vanished', event.data.eventId, null);
      const replacement = { _id, kind: 'vanished' as const, eventId: event.data.eventId, otherEventId: null, note: '', flaggedAt: at };
      return [{ replaceOne: { filter: { _id }, replacement, upsert: true } }];
    }
    case 'EventReturned':
    case 'EventCancelled':
      return [{ deleteOne: { filter: { _id: itemId('vanished', event.data.eventId, null) } } }];
    case 'EventRemoved':
    case 'EventMergedInto':
      // Nothing is left to ask about this listing, nor about it as another's duplicate.
      return [{ deleteMany: { filter: { eventId: event.data.eventId } } }, { deleteMany: { filter: { otherEventId: event.data.eventId } } }];
    case 'EventsKeptApart':
      return [{ deleteOne: { filter: { _id: itemId('duplicate', event.data.eventId, event.data.otherEventId) } } }];
    case 'EventReviewDismissed':
      return [{ deleteMany: { filter: { eventId: event.data.eventId, kind: event.data.kind } } }];
    default:
      return [];
  }
}

@Injectable()
export class ReviewQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Open items, the latest first. */
  list(limit = 500): Promise<ReviewItemDocument[]> {
    return this.readStore.collection<ReviewItemDocument>(REVIEW).find({}, { sort: { flaggedAt: -1, _id: 1 }, limit });
  }

  /** The open items about this event (as flagged, or as another's probable duplicate). */
  async about(eventId: string): Promise<ReviewItemDocument[]> {
    const items = this.readStore.collection<ReviewItemDocument>(REVIEW);
    return [...(await items.find({ eventId })), ...(await items.find({ otherEventId: eventId }))];
  }
}
