import { USER_DELETED } from '../../../platform/privacy/personal-data.js';
import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import type { SavedEventNoteDeleted, SavedEventNoteWritten } from '../saved/saved-events.js';
import { savedKey } from './saved-list.js';

/**
 * One document per (user, event) with a note. Apart from `catalog_saved` so that a note outlives unsaving
 * (saving again brings it back); only its owner's requests ever read it.
 */
export interface NoteDocument extends Document {
  userId: string;
  eventId: string;
  text: string;
  updatedAt: Date;
}

export const NOTES = 'catalog_notes';

export const savedNotesProjection: Projection = {
  name: 'catalog-saved-notes',
  version: 2,
  handles: ['SavedEventNoteWritten', 'SavedEventNoteDeleted', USER_DELETED],
  collections: [NOTES],
  async setUp(session: ReadStoreSession) {
    await session.collection(NOTES).createIndex({ userId: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    await session.collection<NoteDocument>(NOTES).bulkWrite(batch.map(toOperation));
  },
};

function toOperation(recorded: RecordedEvent): BulkOperation<NoteDocument> {
  if (recorded.type === USER_DELETED) return { deleteMany: { filter: { userId: recorded.data.userId as string } } };
  const event = recorded as unknown as SavedEventNoteWritten | SavedEventNoteDeleted;
  const { userId, eventId, occurredAt } = event.data;
  const _id = savedKey(userId, eventId);
  return event.type === 'SavedEventNoteWritten'
    ? { replaceOne: { filter: { _id }, replacement: { _id, userId, eventId, text: event.data.text, updatedAt: new Date(occurredAt) }, upsert: true } }
    : { deleteOne: { filter: { _id } } };
}

@Injectable()
export class SavedNotesQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get notes() {
    return this.readStore.collection<NoteDocument>(NOTES);
  }

  async noteOf(userId: string, eventId: string): Promise<{ text: string; updatedAt: Date } | null> {
    const note = await this.notes.findOne({ _id: savedKey(userId, eventId) });
    return note && { text: note.text, updatedAt: note.updatedAt };
  }

  /** The user's notes by event id. */
  async notesOf(userId: string): Promise<Map<string, string>> {
    const notes = await this.notes.find({ userId });
    return new Map(notes.map((note) => [note.eventId, note.text]));
  }
}
