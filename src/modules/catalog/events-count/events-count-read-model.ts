import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, READ_STORE, type ReadStore } from '../../../platform/readstore/read-store.js';

const LISTED = 'catalog_listed_events';

/**
 * One document per listed event, keyed by its stream (`catalog-event-<id>`): counting documents rather than
 * keeping a counter makes a replayed `EventListed` or `EventRemoved` change nothing.
 */
export const eventsCountProjection: Projection = {
  name: 'catalog-events-count',
  version: 1,
  handles: ['EventListed', 'EventRemoved'],
  collections: [LISTED],
  async handle(batch: readonly RecordedEvent[], { session }) {
    await session.collection(LISTED).bulkWrite(batch.map(toOperation));
  },
};

function toOperation(event: RecordedEvent): BulkOperation {
  const _id = event.stream;
  return event.type === 'EventListed'
    ? { replaceOne: { filter: { _id }, replacement: { _id }, upsert: true } }
    : { deleteOne: { filter: { _id } } };
}

@Injectable()
export class EventsCountQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  count(): Promise<number> {
    return this.readStore.collection(LISTED).count();
  }
}
