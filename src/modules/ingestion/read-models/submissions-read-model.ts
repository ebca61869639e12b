import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import type { Channel, Language, SubmissionEvent, SubmissionEventType, SubmittedFile } from '../inbox/submission.js';

/** What an admin reads of a submission: who sent it and how, the original's summary, and what became of it. */
export interface SubmissionDocument extends Document {
  organizerId: string;
  channel: Channel;
  via: 'web' | 'smtp' | 'http';
  senderName: string;
  senderEmail: string;
  language: Language;
  subject: string | null;
  /** The mail's text, cut for the Review list (the whole original stays in the submission's stream). */
  text: string | null;
  link: string | null;
  files: SubmittedFile[];
  notes: string[];
  /** A raw mail or an uploaded file is kept (sealed) in the stream, for admins to download. */
  hasOriginal?: boolean;
  eventCount: number;
  status: 'received' | 'confirmed';
  draftIds: string[];
  answers: { draftId: string; outcome: 'published' | 'rejected'; eventId: string | null; reason: string | null; at: Date }[];
  receivedAt: Date;
  confirmedAt: Date | null;
}

export const SUBMISSIONS = 'ingestion_submissions';
/** How much of a mail's text the Review list shows. */
export const TEXT_SHOWN = 4_000;

const HANDLED = ['SubmissionReceived', 'SubmissionConfirmed', 'SubmissionAnswered'] as const satisfies readonly SubmissionEventType[];

export const submissionsProjection: Projection = {
  name: 'ingestion-submissions',
  version: 1,
  handles: HANDLED,
  collections: [SUBMISSIONS],
  async setUp(session: ReadStoreSession) {
    // The newest first, ties by id: all (the Review list's history) and one organizer's.
    await session.collection(SUBMISSIONS).createIndex({ organizerId: 1, receivedAt: -1, _id: 1 });
    await session.collection(SUBMISSIONS).createIndex({ receivedAt: -1, _id: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    const operations = batch.map((recorded) => operationFor(recorded as unknown as SubmissionEvent));
    if (operations.length > 0) await session.collection<SubmissionDocument>(SUBMISSIONS).bulkWrite(operations);
  },
};

function operationFor(event: SubmissionEvent): BulkOperation<SubmissionDocument> {
  const _id = event.data.submissionId;
  switch (event.type) {
    case 'SubmissionReceived': {
      const data = event.data;
      const replacement: SubmissionDocument = {
        _id,
        organizerId: data.organizerId,
        channel: data.channel,
        via: data.via,
        senderName: data.sender.name,
        senderEmail: data.sender.email,
        language: data.language,
        subject: data.subject,
        text: data.text === null ? null : data.text.slice(0, TEXT_SHOWN),
        link: data.link,
        files: data.files,
        notes: data.notes,
        hasOriginal: typeof data.original === 'string' && data.original !== '',
        eventCount: data.events.length,
        status: 'received',
        draftIds: [],
        answers: [],
        receivedAt: new Date(data.occurredAt),
        confirmedAt: null,
      };
      return { replaceOne: { filter: { _id }, replacement, upsert: true } };
    }
    case 'SubmissionConfirmed':
      return { updateOne: { filter: { _id }, update: { $set: { status: 'confirmed', draftIds: event.data.draftIds, confirmedAt: new Date(event.data.occurredAt) } } } };
    case 'SubmissionAnswered': {
      const { draftId, outcome, eventId, reason, occurredAt } = event.data;
      return { updateOne: { filter: { _id }, update: { $push: { answers: { draftId, outcome, eventId, reason, at: new Date(occurredAt) } } } } };
    }
  }
}

@Injectable()
export class SubmissionsQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  findById(submissionId: string): Promise<SubmissionDocument | null> {
    return this.readStore.collection<SubmissionDocument>(SUBMISSIONS).findOne({ _id: submissionId });
  }

  findMany(ids: readonly string[]): Promise<SubmissionDocument[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.readStore.collection<SubmissionDocument>(SUBMISSIONS).find({ _id: { $in: [...ids] } });
  }

  /** The newest first: all, or one organizer's (their history). */
  list(organizerId: string | null, limit = 200): Promise<SubmissionDocument[]> {
    return this.readStore.collection<SubmissionDocument>(SUBMISSIONS).find(organizerId ? { organizerId } : {}, { sort: { receivedAt: -1, _id: 1 }, limit });
  }
}
