import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import type { EventCancelled, EventDetailsChanged, EventListed, EventVanished } from '../../catalog/events/catalog-event.js';

/** What a family plans around: when and where, what it costs, how and until when to register. */
export const WATCHED_FIELDS = ['startDate', 'endDate', 'city', 'state', 'cost', 'registrationLink', 'registrationDeadline'] as const;
export type WatchedField = (typeof WATCHED_FIELDS)[number];

export interface FieldChange {
  field: WatchedField;
  before: string | number | null;
  after: string | number | null;
}

/**
 * One document per catalog change that savers are alerted to: a change to a watched field (others, such as a
 * reworded description, are left out), a cancellation, or the event no longer listed by any of its sources; and
 * one per listing or change that adds colleges, for their followers. `_id` is the catalog event's id, so the alert for it
 * has a key that a replay or a rebuild gives again.
 */
export interface EventChangeDocument extends Document {
  eventId: string;
  occurredAt: Date;
  cancelled: boolean;
  /** "No longer listed by the organizer" (absent on documents written before: false). */
  vanished?: boolean;
  changes: FieldChange[];
  /** Colleges the change adds to the event's list (absent on documents written before: none), for their followers. */
  collegesAdded?: string[];
}

const CHANGES = 'notifications_event_changes';

export const eventChangesProjection: Projection = {
  name: 'notifications-event-changes',
  version: 3,
  handles: ['EventListed', 'EventDetailsChanged', 'EventCancelled', 'EventVanished'],
  collections: [CHANGES],
  async setUp(session: ReadStoreSession) {
    // `since`: a range on occurredAt, oldest first, ties by id.
    await session.collection(CHANGES).createIndex({ occurredAt: 1, _id: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    const operations = batch.flatMap((recorded): BulkOperation<EventChangeDocument>[] => {
      const document = changeOf(recorded);
      return document ? [{ replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true } }] : [];
    });
    if (operations.length > 0) await session.collection<EventChangeDocument>(CHANGES).bulkWrite(operations);
  },
};

/** The alert-worthy part of a catalog event, or null when it has none. */
export function changeOf(recorded: RecordedEvent): EventChangeDocument | null {
  const event = recorded as unknown as EventListed | EventDetailsChanged | EventCancelled | EventVanished;
  const occurredAt = new Date(event.data.occurredAt);
  if (event.type === 'EventListed') {
    // A new listing that already names colleges adds them, for their followers (savers have nothing to be told yet).
    const collegesAdded = addedColleges([], event.data.details.collegesAttending ?? []);
    return collegesAdded.length > 0 ? { _id: recorded.id, eventId: event.data.eventId, occurredAt, cancelled: false, changes: [], collegesAdded } : null;
  }
  if (event.type === 'EventCancelled') return { _id: recorded.id, eventId: event.data.eventId, occurredAt, cancelled: true, changes: [] };
  if (event.type === 'EventVanished') return { _id: recorded.id, eventId: event.data.eventId, occurredAt, cancelled: false, vanished: true, changes: [] };
  const { changes, previous } = event.data;
  const watched = WATCHED_FIELDS.filter((field) => field in changes).map(
    (field): FieldChange => ({ field, before: previous[field] ?? null, after: changes[field] ?? null }),
  );
  const collegesAdded = addedColleges(previous.collegesAttending ?? [], changes.collegesAttending ?? []);
  if (watched.length === 0 && collegesAdded.length === 0) return null;
  return {
    _id: recorded.id,
    eventId: event.data.eventId,
    occurredAt,
    cancelled: false,
    changes: watched,
    ...(collegesAdded.length > 0 ? { collegesAdded } : {}),
  };
}

/** The names in `after` that `before` did not have, letter case ignored. */
function addedColleges(before: readonly string[], after: readonly string[]): string[] {
  const had = new Set(before.map((name) => name.toLowerCase()));
  return after.filter((name) => !had.has(name.toLowerCase()));
}

@Injectable()
export class EventChangesQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Changes made at or after `since`, oldest first. */
  since(since: Date): Promise<EventChangeDocument[]> {
    return this.readStore.collection<EventChangeDocument>(CHANGES).find({ occurredAt: { $gte: since } }, { sort: { occurredAt: 1, _id: 1 } });
  }
}
