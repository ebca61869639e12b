import { USER_DELETED } from '../../../platform/privacy/personal-data.js';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import type { BulkOperation, Document, ReadStoreSession } from '../../../platform/readstore/read-store.js';
import type { SavedEventsEvent } from '../saved/saved-events.js';

/** One document per (user, saved event). A removed event's saves stay; queries join with the event list. */
export interface SavedDocument extends Document {
  userId: string;
  eventId: string;
  savedAt: Date;
}

export const SAVED = 'catalog_saved';

export const savedKey = (userId: string, eventId: string) => `${userId}|${eventId}`;

export const savedListProjection: Projection = {
  name: 'catalog-saved-events',
  version: 2,
  handles: ['EventSaved', 'EventUnsaved', USER_DELETED],
  collections: [SAVED],
  async setUp(session: ReadStoreSession) {
    await session.collection(SAVED).createIndex({ userId: 1 });
    await session.collection(SAVED).createIndex({ eventId: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    await session.collection<SavedDocument>(SAVED).bulkWrite(batch.map(toOperation));
  },
};

function toOperation(recorded: RecordedEvent): BulkOperation<SavedDocument> {
  if (recorded.type === USER_DELETED) return { deleteMany: { filter: { userId: recorded.data.userId as string } } };
  const event = recorded as unknown as SavedEventsEvent;
  const { userId, eventId, occurredAt } = event.data;
  const _id = savedKey(userId, eventId);
  return event.type === 'EventSaved'
    ? { replaceOne: { filter: { _id }, replacement: { _id, userId, eventId, savedAt: new Date(occurredAt) }, upsert: true } }
    : { deleteOne: { filter: { _id } } };
}
