import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type HistoryChange, type HistoryPage, fieldsSet, readHistory } from '../../../platform/eventsourcing/history.js';
import { type GrantEvent, customerStream } from './granted-access.js';

/** What each event of a customer's stream changed, for the admin's audit timeline. */
export function describeBillingEvent(recorded: RecordedEvent): HistoryChange[] {
  const event = recorded as unknown as GrantEvent;
  return event.type === 'AccessGranted' ? fieldsSet({ planType: event.data.planType, until: event.data.until }) : [];
}

/** A customer's stream (granted access now; Stripe's subscription events join it), newest first. */
@Injectable()
export class SubscriptionHistory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** Null when nothing was ever recorded for this user; the caller knows whether the user exists. */
  page(userId: string, page: number): Promise<HistoryPage | null> {
    return readHistory(this.eventStore, customerStream(userId), describeBillingEvent, page);
  }
}
