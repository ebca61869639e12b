import { USER_DELETED } from '../../../platform/privacy/personal-data.js';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Access, AccessResolver } from '../../../platform/http/access.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import { todayIn } from '../../../platform/time/calendar-date.js';
import { Clock } from '../../../platform/time/clock.js';
import { BILLING_EVENT_TYPES, type BillingEvent, type InvoicePaid, evolveCustomer, initialCustomer } from '../customer/customer.js';
import { type BillingFacts, type SubscriptionSummary, billingStatusOf } from './access-level.js';

/** One document per user billing ever recorded something for; the level depends on the day, so it is worked out on read. */
export interface AccessDocument extends Document, BillingFacts {}

/** One document per paid invoice: the console's revenue. */
export interface InvoiceDocument extends Document {
  userId: string;
  amount: number;
  currency: string;
  paidAt: string;
}

const ACCESS = 'billing_access';
const INVOICES = 'billing_invoices';
const DAY_MS = 24 * 60 * 60 * 1000;

export const accessProjection: Projection = {
  name: 'billing-access',
  version: 3,
  handles: [...BILLING_EVENT_TYPES, USER_DELETED],
  collections: [ACCESS, INVOICES],
  async setUp(session: ReadStoreSession) {
    await session.collection(ACCESS).createIndex({ stripeCustomerId: 1 });
    await session.collection(INVOICES).createIndex({ paidAt: -1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    const access = session.collection<AccessDocument>(ACCESS);
    // A batch often holds several events of one customer (a checkout's webhooks): each document is read and written once.
    const byUser = new Map<string, BillingEvent[]>();
    for (const event of batch as unknown as readonly BillingEvent[]) byUser.set(event.data.userId, [...(byUser.get(event.data.userId) ?? []), event]);
    for (const [userId, events] of byUser) {
      // A deleted account's access goes (and with it its Stripe customer id); its invoices stay, as the law requires.
      if (events.some((event) => (event.type as string) === USER_DELETED)) {
        await access.bulkWrite([{ deleteOne: { filter: { _id: userId } } }]);
        continue;
      }
      const stored = await access.findOne({ _id: userId });
      const state = events.reduce(evolveCustomer, { ...initialCustomer, ...(stored ?? {}) });
      const { stripeCustomerId, grant, subscriptions } = state;
      await access.bulkWrite([{ replaceOne: { filter: { _id: userId }, replacement: { _id: userId, stripeCustomerId, grant, subscriptions }, upsert: true } }]);
    }
    const invoices = (batch as readonly RecordedEvent[]).filter((event): event is RecordedEvent & InvoicePaid => event.type === 'InvoicePaid');
    if (invoices.length > 0) {
      await session.collection<InvoiceDocument>(INVOICES).bulkWrite(
        invoices.map(({ data }) => {
          const replacement = { _id: data.invoiceId, userId: data.userId, amount: data.amount, currency: data.currency, paidAt: data.paidAt };
          return { replaceOne: { filter: { _id: data.invoiceId }, replacement, upsert: true } };
        }),
      );
    }
  },
};

/** The platform's `AccessResolver` (what every request's user may see) and billing's queries. */
@Injectable()
export class AccessQuery implements AccessResolver {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async accessOf(userId: string): Promise<Access> {
    return (await this.statusOf(userId)).access;
  }

  async summaryOf(userId: string): Promise<SubscriptionSummary> {
    return (await this.statusOf(userId)).summary;
  }

  /** The user a Stripe customer was made for (by this app), or null for a customer made elsewhere. */
  async userIdOfCustomer(stripeCustomerId: string): Promise<string | null> {
    const document = await this.readStore.collection<AccessDocument>(ACCESS).findOne({ stripeCustomerId });
    return document?._id ?? null;
  }

  /** Every user's billing facts that has any (the retention job's round). */
  allFacts(): Promise<AccessDocument[]> {
    return this.readStore.collection<AccessDocument>(ACCESS).find({});
  }

  /** Users whose Stripe subscription gives them a plan today: active, past due while retried, or cancelling inside the paid period. */
  async countPayingSubscribers(): Promise<number> {
    const documents = await this.readStore.collection<AccessDocument>(ACCESS).find({ 'subscriptions.0': { $exists: true } });
    const now = this.clock.now();
    const today = this.clock.today();
    // Granted access is not paid for: a subscriber an admin also granted a better plan still counts.
    return documents.filter((document) => billingStatusOf({ ...document, grant: null }, now, today).summary.source === 'subscription').length;
  }

  /** Invoices paid this calendar month (the server's time zone), in cents. */
  async revenueThisMonth(): Promise<{ amount: number; currency: string }> {
    const now = this.clock.now();
    const month = todayIn(this.config.timeZone, now).slice(0, 7);
    const since = new Date(now.getTime() - 32 * DAY_MS).toISOString();
    const invoices = await this.readStore.collection<InvoiceDocument>(INVOICES).find({ paidAt: { $gte: since } });
    const amount = invoices
      .filter((invoice) => invoice.currency === 'usd' && todayIn(this.config.timeZone, new Date(invoice.paidAt)).slice(0, 7) === month)
      .reduce((sum, invoice) => sum + invoice.amount, 0);
    return { amount, currency: 'usd' };
  }

  private async statusOf(userId: string) {
    const document = await this.readStore.collection<AccessDocument>(ACCESS).findOne({ _id: userId });
    return billingStatusOf(document, this.clock.now(), this.clock.today());
  }
}
