import { USER_DELETED } from '../../../platform/privacy/personal-data.js';
import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import { SESSION_EVENT_TYPES, type SessionEvent, sessionIdOfStream } from './session.js';

/** One document per session that has not ended, keyed by session id (the SHA-256 of the cookie value). */
export interface SessionDocument extends Document {
  userId: string;
  startedAt: Date;
  lastSeenAt: Date;
}

const SESSIONS = 'sessions';

/** Rebuilt from the event store at every boot in embedded mode, so sessions survive a restart in both modes. */
export const sessionsProjection: Projection = {
  name: 'accounts-sessions',
  version: 3,
  handles: [...SESSION_EVENT_TYPES, USER_DELETED],
  collections: [SESSIONS],
  async setUp(session: ReadStoreSession) {
    await session.collection(SESSIONS).createIndex({ userId: 1 });
    await session.collection(SESSIONS).createIndex({ lastSeenAt: 1 });
    await session.collection(SESSIONS).createIndex({ startedAt: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    await session.collection<SessionDocument>(SESSIONS).bulkWrite(batch.map(toOperation));
  },
};

function toOperation(recorded: RecordedEvent): BulkOperation<SessionDocument> {
  // A deleted account's sessions all end with it.
  if (recorded.type === USER_DELETED) return { deleteMany: { filter: { userId: recorded.data.userId as string } } };
  const _id = sessionIdOfStream(recorded.stream);
  const event = recorded as unknown as SessionEvent;
  switch (event.type) {
    case 'SessionStarted': {
      const startedAt = new Date(event.data.startedAt);
      return { replaceOne: { filter: { _id }, replacement: { _id, userId: event.data.userId, startedAt, lastSeenAt: startedAt }, upsert: true } };
    }
    case 'SessionRefreshed':
      return { updateOne: { filter: { _id }, update: { $set: { lastSeenAt: new Date(event.data.occurredAt) } } } };
    case 'SessionEnded':
      return { deleteOne: { filter: { _id } } };
  }
}

@Injectable()
export class SessionsQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** A session that has not ended (it may have expired: the caller checks the clock). */
  findById(sessionId: string): Promise<SessionDocument | null> {
    return this.readStore.collection<SessionDocument>(SESSIONS).findOne({ _id: sessionId });
  }

  findByUser(userId: string): Promise<SessionDocument[]> {
    return this.readStore.collection<SessionDocument>(SESSIONS).find({ userId });
  }

  /** Sessions idle since `idleBefore` or started before `startedBefore`: expired, though nobody ended them yet. */
  expiredBy(idleBefore: Date, startedBefore: Date): Promise<SessionDocument[]> {
    return this.readStore
      .collection<SessionDocument>(SESSIONS)
      .find({ $or: [{ lastSeenAt: { $lte: idleBefore } }, { startedAt: { $lte: startedBefore } }] });
  }
}
