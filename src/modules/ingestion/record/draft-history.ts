import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type HistoryChange, type HistoryPage, fieldsSet, readHistory } from '../../../platform/eventsourcing/history.js';
import { DRAFT_ID, type DraftEvent, draftStream } from './draft.js';

/** What each event of a draft's stream says, for the admin's audit timeline: what the source said, and who decided what. */
export function describeDraftEvent(recorded: RecordedEvent): HistoryChange[] {
  const event = recorded as unknown as DraftEvent;
  switch (event.type) {
    case 'DraftProposed':
      return fieldsSet({ ...event.data.details, doubts: event.data.doubts, pageUrl: event.data.pageUrl });
    case 'DraftPublished':
      return fieldsSet({ eventId: event.data.eventId, editedFields: event.data.editedFields });
    case 'DraftRejected':
      return fieldsSet({ reason: event.data.reason });
    case 'DraftProven':
      return fieldsSet({ eventId: event.data.eventId });
    default:
      return [];
  }
}

/** A draft's stream, newest first. */
@Injectable()
export class DraftHistory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** Null for an id that names no draft. */
  page(draftId: string, page: number): Promise<HistoryPage | null> {
    if (!DRAFT_ID.test(draftId)) return Promise.resolve(null);
    return readHistory(this.eventStore, draftStream(draftId), describeDraftEvent, page);
  }
}
