import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type HistoryChange, type HistoryPage, fieldsSet, readHistory } from '../../../platform/eventsourcing/history.js';
import { type BillingEvent, customerStream } from '../customer/customer.js';
import type { SubscriptionView } from '../subscriptions/subscription-record.js';

type ShownFields = Pick<SubscriptionView, 'subscriptionId' | 'planType' | 'status' | 'currentPeriodEnd' | 'endedAt'> & { cancelAtPeriodEnd: boolean };

function shown(view: SubscriptionView | null): ShownFields | null {
  if (!view) return null;
  const { subscriptionId, planType, status, currentPeriodEnd, endedAt, cancelAt } = view;
  return { subscriptionId, planType, status, currentPeriodEnd, endedAt, cancelAtPeriodEnd: cancelAt !== null && status !== 'cancelled' };
}

/** The subscription's fields that differ between before and after (all of them for a subscription seen first). */
function subscriptionChanges(previous: SubscriptionView | null, next: SubscriptionView | null): HistoryChange[] {
  const before = shown(previous);
  const after = shown(next);
  if (!after) return [];
  return (Object.keys(after) as (keyof ShownFields)[])
    .filter((field) => before?.[field] !== after[field])
    .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] }));
}

/** What each event of a customer's stream changed, for the admin's audit timeline. */
export function describeBillingEvent(recorded: RecordedEvent): HistoryChange[] {
  const event = recorded as unknown as BillingEvent;
  switch (event.type) {
    case 'StripeCustomerCreated':
      return fieldsSet({ stripeCustomerId: event.data.stripeCustomerId });
    case 'AccessGranted':
      return fieldsSet({ planType: event.data.planType, until: event.data.until });
    case 'AccessRevoked':
      return [];
    case 'InvoicePaid':
      return [
        ...fieldsSet({ invoiceId: event.data.invoiceId, amount: event.data.amount, currency: event.data.currency }),
        ...subscriptionChanges(event.data.previous, event.data.subscription),
      ];
    default:
      return subscriptionChanges(event.data.previous, event.data.subscription);
  }
}

/** A customer's stream (granted access, the Stripe customer, subscriptions, invoices), newest first. */
@Injectable()
export class SubscriptionHistory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** Null when nothing was ever recorded for this user; the caller knows whether the user exists. */
  page(userId: string, page: number): Promise<HistoryPage | null> {
    return readHistory(this.eventStore, customerStream(userId), describeBillingEvent, page);
  }
}
