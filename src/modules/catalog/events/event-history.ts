import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type HistoryChange, type HistoryPage, fieldsSet, readHistory } from '../../../platform/eventsourcing/history.js';
import { type CatalogEventEvent, EVENT_ID, eventStream } from './catalog-event.js';
import type { EventDetails } from './event-details.js';

/** What each event of an event's stream changed, for the admin's audit timeline. */
export function describeCatalogEvent(recorded: RecordedEvent): HistoryChange[] {
  const event = recorded as unknown as CatalogEventEvent;
  switch (event.type) {
    case 'EventListed':
      return fieldsSet({ ...event.data.details, source: event.data.source.kind });
    case 'EventDetailsChanged':
      return Object.entries(event.data.changes).map(([field, after]) => ({
        field,
        before: event.data.previous[field as keyof EventDetails] ?? null,
        after,
      }));
    case 'EventCancelled':
      return [{ field: 'isCancelled', before: false, after: true }];
    case 'EventRemoved':
      return [];
    case 'EventSourceLinked':
      return [{ field: 'source', before: null, after: `${event.data.source.sourceKey} (${event.data.source.own ? 'organizer' : 'republished'})` }];
    case 'EventVanished':
      return [{ field: 'isVanished', before: false, after: true }];
    case 'EventReturned':
      return [{ field: 'isVanished', before: true, after: false }];
    case 'EventMergedInto':
      return [{ field: 'mergedInto', before: null, after: event.data.intoEventId }];
    case 'EventMergeReceived':
      return [{ field: 'merged', before: null, after: event.data.mergedEventId }];
    case 'EventsKeptApart':
      return [{ field: 'keptApartFrom', before: null, after: event.data.otherEventId }];
    case 'EventFlaggedForReview':
      return [{ field: 'review', before: null, after: `${event.data.kind}: ${event.data.note}` }];
    case 'EventReviewDismissed':
      return [{ field: 'review', before: event.data.kind, after: null }];
    default:
      return [];
  }
}

/** An event's stream, newest first, removed events included: their history is the point of an audit. */
@Injectable()
export class EventHistory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** Null for an id that names no event. */
  page(eventId: string, page: number): Promise<HistoryPage | null> {
    if (!EVENT_ID.test(eventId)) return Promise.resolve(null);
    return readHistory(this.eventStore, eventStream(eventId), describeCatalogEvent, page);
  }
}
