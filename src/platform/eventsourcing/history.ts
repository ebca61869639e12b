import type { EventStore, RecordedEvent } from '../eventstore/event-store.js';
import { SYSTEM_ACTOR } from './command-context.js';

/** One field a domain event set or changed. `before` is null for a value set for the first time. */
export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A domain event as an audit timeline shows it: what, when, who, and the fields it touched. */
export interface HistoryEntry {
  revision: number;
  type: string;
  /** ISO 8601: the event's own `occurredAt`, else when the store recorded it. */
  occurredAt: string;
  /** The acting user's id from the event's metadata (`system` for what the server did on its own). */
  actorId: string;
  changes: HistoryChange[];
}

export interface HistoryPage<Entry = HistoryEntry> {
  entries: Entry[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export const HISTORY_PAGE_SIZE = 50;

/**
 * What a module tells about each of its events: the fields it touched, leaving out what must never be shown
 * (a password hash). The module that owns the events owns this; the admin console only lays them out.
 */
export type DescribeChanges = (event: RecordedEvent) => HistoryChange[];

/** The history of a stream nothing was ever recorded in, for a subject that exists. */
export function emptyHistory(page: number, pageSize = HISTORY_PAGE_SIZE): HistoryPage {
  return { entries: [], page, pageSize, total: 0, totalPages: 0 };
}

/** Fields set by an event that had no value before (a registration, a listing). */
export function fieldsSet(values: Record<string, unknown>): HistoryChange[] {
  return Object.entries(values).map(([field, after]) => ({ field, before: null, after }));
}

/**
 * One page of a stream's events, newest first, read backwards from the stream's end so a long history costs
 * a page, not the whole stream. Null when the stream does not exist.
 */
export async function readHistory(
  eventStore: EventStore,
  stream: string,
  describe: DescribeChanges,
  page: number,
  pageSize = HISTORY_PAGE_SIZE,
): Promise<HistoryPage | null> {
  // The newest page comes with the stream's last revision; a later page starts that many revisions back.
  const newest = await eventStore.readStream(stream, { direction: 'backwards', maxCount: page === 1 ? pageSize : 1 });
  if (newest.length === 0) return null;
  const total = Number(newest[0].revision) + 1;
  const from = newest[0].revision - BigInt((page - 1) * pageSize);
  const events =
    page === 1 ? newest : from < 0n ? [] : await eventStore.readStream(stream, { direction: 'backwards', fromRevision: from, maxCount: pageSize });
  return {
    entries: events.map((event) => toEntry(event, describe)),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

function toEntry(event: RecordedEvent, describe: DescribeChanges): HistoryEntry {
  const occurredAt = typeof event.data.occurredAt === 'string' ? event.data.occurredAt : event.recordedAt.toISOString();
  const actorId = typeof event.metadata.actorId === 'string' ? event.metadata.actorId : SYSTEM_ACTOR;
  return { revision: Number(event.revision), type: event.type, occurredAt, actorId, changes: describe(event) };
}
