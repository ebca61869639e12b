import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { USER_DELETED } from '../../../platform/privacy/personal-data.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type Document, READ_STORE, type ReadStore } from '../../../platform/readstore/read-store.js';
import { MAIL_SENT_TYPES } from './mail-ledger.js';

const SENT: ReadonlySet<string> = new Set(MAIL_SENT_TYPES);

/** One mail sent to a user, as their data export lists it: its kind and what the mail's event recorded. */
export interface MailSentDocument extends Document {
  userId: string;
  /** The log's position of the mail's event: the export lists mails in the order they were sent. */
  position: string;
  kind: string;
  details: Record<string, unknown>;
}

const MAILS_SENT = 'notifications_mails_sent';

/**
 * Every mail sent, by its user: a data export finds a user's mails here, at the cost of their own mails, instead of
 * reading the whole log. A deleted user's mails leave it with their account.
 */
export const mailsSentProjection: Projection = {
  name: 'notifications-mails-sent',
  version: 1,
  handles: [...MAIL_SENT_TYPES, USER_DELETED],
  collections: [MAILS_SENT],
  async setUp(session) {
    await session.collection(MAILS_SENT).createIndex({ userId: 1, position: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    const collection = session.collection<MailSentDocument>(MAILS_SENT);
    for (const event of batch) {
      const userId = event.data.userId;
      if (typeof userId !== 'string') continue;
      if (event.type === USER_DELETED) {
        await collection.bulkWrite([{ deleteMany: { filter: { userId } } }]);
        continue;
      }
      if (!SENT.has(event.type)) continue;
      const { userId: _owner, ...details } = event.data;
      const replacement: MailSentDocument = { _id: event.id, userId, position: event.position, kind: event.type.replace(/Sent$/, ''), details };
      await collection.bulkWrite([{ replaceOne: { filter: { _id: event.id }, replacement, upsert: true } }]);
    }
  },
};

@Injectable()
export class MailsSentQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** The mails sent to a user, oldest first, each as `{ kind, ...what was recorded }`. */
  async to(userId: string): Promise<Record<string, unknown>[]> {
    const documents = await this.readStore.collection<MailSentDocument>(MAILS_SENT).find({ userId }, { sort: { position: 1 } });
    return documents.map(({ kind, details }) => ({ kind, ...details }));
  }
}
