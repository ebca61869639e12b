import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type HistoryChange, type HistoryPage, fieldsSet, readHistory } from '../../../platform/eventsourcing/history.js';
import { SUBMISSION_ID, type SubmissionEvent, submissionStream } from './submission.js';

/** What each event of a submission's stream says, for the admin's audit timeline (the original itself is not shown). */
export function describeSubmissionEvent(recorded: RecordedEvent): HistoryChange[] {
  const event = recorded as unknown as SubmissionEvent;
  switch (event.type) {
    case 'SubmissionReceived': {
      const { channel, via, sender, language, subject, link, files, events, notes } = event.data;
      return fieldsSet({ channel, via, senderName: sender.name, senderEmail: sender.email, language, subject, link, files: files.map((file) => file.name), events: events.map((each) => each.details.name), notes });
    }
    case 'SubmissionConfirmed':
      return fieldsSet({ drafts: event.data.draftIds });
    case 'SubmissionAnswered':
      return fieldsSet({ outcome: event.data.outcome, eventId: event.data.eventId, reason: event.data.reason });
    default:
      return [];
  }
}

/** A submission's stream, newest first. */
@Injectable()
export class SubmissionHistory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** Null for an id that names no submission. */
  async page(submissionId: string, page: number): Promise<HistoryPage | null> {
    if (!SUBMISSION_ID.test(submissionId)) return null;
    return readHistory(this.eventStore, submissionStream(submissionId), describeSubmissionEvent, page);
  }
}
