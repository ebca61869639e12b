import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type HistoryChange, type HistoryPage, fieldsSet, readHistory } from '../../../platform/eventsourcing/history.js';
import { DRAFT_ID, type DraftEvent, type DraftProposed, type DraftState, draftStream, evolveDraft, initialDraftState } from './draft.js';

/** What a proposal says, field by field, as the timeline shows it. */
function proposalValues(data: Omit<DraftProposed['data'], 'draftId' | 'occurredAt'>): Record<string, unknown> {
  return { ...data.details, doubts: data.doubts, pageUrl: data.pageUrl };
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What each event of a draft's stream says, for the admin's audit timeline: what the source said, and who decided what.
 * `before`: the draft as it stood before the event. A first proposal sets its values; a later one (the source said
 * something new) shows what changed; one after a withdrawal (the source shows the record again) also says it is back
 * (`withdrawal`: the reason it had left → null), as a listing's return does.
 */
export function describeDraftEvent(recorded: RecordedEvent, before: DraftState = initialDraftState): HistoryChange[] {
  const event = recorded as unknown as DraftEvent;
  switch (event.type) {
    case 'DraftProposed': {
      const values = proposalValues(event.data);
      if (before.status === 'none') return fieldsSet(values);
      const previous = proposalValues(before);
      const changed = Object.entries(values)
        .filter(([field, after]) => !sameValue(previous[field], after))
        .map(([field, after]) => ({ field, before: previous[field] ?? null, after }));
      return before.status === 'withdrawn' ? [{ field: 'withdrawal', before: before.withdrawnFor ?? null, after: null }, ...changed] : changed;
    }
    case 'DraftPublished':
      return fieldsSet({ eventId: event.data.eventId, editedFields: event.data.editedFields });
    case 'DraftRejected':
      return fieldsSet({ reason: event.data.reason });
    case 'DraftProven':
      return fieldsSet({ eventId: event.data.eventId });
    case 'DraftWithdrawn':
      return fieldsSet({ withdrawal: event.data.reason });
    default:
      return [];
  }
}

/** A draft's stream, newest first. */
@Injectable()
export class DraftHistory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** Null for an id that names no draft. */
  async page(draftId: string, page: number): Promise<HistoryPage | null> {
    if (!DRAFT_ID.test(draftId)) return null;
    // A proposal is told against the one before it: the draft as each event found it. A draft's stream is short (an
    // event when its source says something new, and one decision), so it is folded whole.
    const stream = draftStream(draftId);
    const stateBefore = new Map<bigint, DraftState>();
    let state = initialDraftState;
    for (const event of await this.eventStore.readStream(stream)) {
      stateBefore.set(event.revision, state);
      state = evolveDraft(state, event);
    }
    return readHistory(this.eventStore, stream, (event) => describeDraftEvent(event, stateBefore.get(event.revision)), page);
  }
}
