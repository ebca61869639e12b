import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Access, AccessResolver } from '../../../platform/http/access.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, type Document, READ_STORE, type ReadStore } from '../../../platform/readstore/read-store.js';
import { Clock } from '../../../platform/time/clock.js';
import { accessOf } from './access-level.js';
import type { GrantEvent, GrantState } from './granted-access.js';

/** One document per user who ever had access granted; the level itself depends on the day, so it is worked out on read. */
export interface AccessDocument extends Document {
  grant: GrantState;
}

const ACCESS = 'billing_access';

export const accessProjection: Projection = {
  name: 'billing-access',
  version: 1,
  handles: ['AccessGranted', 'AccessRevoked'],
  collections: [ACCESS],
  async handle(batch: readonly RecordedEvent[], { session }) {
    await session.collection<AccessDocument>(ACCESS).bulkWrite(batch.map(toOperation));
  },
};

function toOperation(recorded: RecordedEvent): BulkOperation<AccessDocument> {
  const event = recorded as unknown as GrantEvent;
  const _id = event.data.userId;
  const grant: GrantState = event.type === 'AccessGranted' ? { planType: event.data.planType, until: event.data.until } : null;
  return { replaceOne: { filter: { _id }, replacement: { _id, grant }, upsert: true } };
}

/** The platform's `AccessResolver`: what every request's user may see. */
@Injectable()
export class AccessQuery implements AccessResolver {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly clock: Clock,
  ) {}

  async accessOf(userId: string): Promise<Access> {
    const document = await this.readStore.collection<AccessDocument>(ACCESS).findOne({ _id: userId });
    return accessOf(document?.grant ?? null, this.clock.today());
  }

  /**
   * Users with an active paid subscription: the admin console's subscribers. Granted access is not paid, and
   * paid subscriptions only exist once Stripe feeds them (the billing issue), so until then there are none.
   */
  countPaidSubscribers(): Promise<number> {
    return Promise.resolve(0);
  }
}
