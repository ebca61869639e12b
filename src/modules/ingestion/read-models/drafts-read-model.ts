import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import type { EventDetails } from '../../catalog/events/event-details.js';
import type { EvidenceOf } from '../read/types.js';
import type { DraftEvent, DraftEventType, DraftOrigin, DraftStatus } from '../record/draft.js';

/** A draft as the admins' Review list shows it: what the source says, each value's evidence, and why it is not proven. */
export interface DraftDocument extends Document {
  scraperId: string;
  sourceKey: string;
  pageUrl: string;
  details: EventDetails;
  evidence: EvidenceOf;
  doubts: string[];
  /** Absent: a scraper's record. */
  origin?: DraftOrigin;
  /** The listing publishing changes (see `DraftProposed`). */
  listing?: { eventId: string; why: 'resent' | 'same' };
  status: DraftStatus;
  /** When the source last said something new about it. */
  proposedAt: Date;
}

export const DRAFTS = 'ingestion_drafts';

const HANDLED = ['DraftProposed', 'DraftPublished', 'DraftRejected', 'DraftProven', 'DraftWithdrawn'] as const satisfies readonly DraftEventType[];

export const draftsProjection: Projection = {
  name: 'ingestion-drafts',
  version: 1,
  handles: HANDLED,
  collections: [DRAFTS],
  async setUp(session: ReadStoreSession) {
    // The open drafts, the newest first, ties by id (DraftsQuery.open).
    await session.collection(DRAFTS).createIndex({ status: 1, proposedAt: -1, _id: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    const operations = batch.map((recorded) => operationFor(recorded as unknown as DraftEvent));
    if (operations.length > 0) await session.collection<DraftDocument>(DRAFTS).bulkWrite(operations);
  },
};

function operationFor(event: DraftEvent): BulkOperation<DraftDocument> {
  const _id = event.data.draftId;
  switch (event.type) {
    case 'DraftProposed': {
      const { draftId: _draftId, occurredAt, own: _own, ...proposal } = event.data;
      return { replaceOne: { filter: { _id }, replacement: { _id, ...proposal, status: 'open', proposedAt: new Date(occurredAt) }, upsert: true } };
    }
    case 'DraftPublished':
      return { updateOne: { filter: { _id }, update: { $set: { status: 'published', details: event.data.details } } } };
    case 'DraftRejected':
      return { updateOne: { filter: { _id }, update: { $set: { status: 'rejected' } } } };
    case 'DraftProven':
      return { updateOne: { filter: { _id }, update: { $set: { status: 'proven' } } } };
    // Off the open list; a run that finds the record again proposes it anew (replacing the document, open again).
    case 'DraftWithdrawn':
      return { updateOne: { filter: { _id }, update: { $set: { status: 'withdrawn' } } } };
  }
}

@Injectable()
export class DraftsQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Drafts waiting for an admin, the newest first. */
  open(limit = 500): Promise<DraftDocument[]> {
    return this.readStore.collection<DraftDocument>(DRAFTS).find({ status: 'open' }, { sort: { proposedAt: -1, _id: 1 }, limit });
  }

  /** One scraper's drafts waiting for an admin (in no order): those a good read of its source may find gone. */
  openOf(scraperId: string): Promise<DraftDocument[]> {
    return this.readStore.collection<DraftDocument>(DRAFTS).find({ status: 'open', scraperId });
  }

  findById(draftId: string): Promise<DraftDocument | null> {
    return this.readStore.collection<DraftDocument>(DRAFTS).findOne({ _id: draftId });
  }
}
