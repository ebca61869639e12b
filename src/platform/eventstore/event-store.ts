/**
 * The event store port. Two adapters implement it: SQLite (embedded default) and EventStoreDB.
 * Both number stream revisions from 0 and expose global positions as zero-padded strings, which
 * compare lexicographically in the order the store committed them.
 */

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export type EventData = Record<string, unknown>;
export type EventMetadata = Record<string, unknown>;

/** An event to append. Give `id` (a UUID) when a retry is possible, so a retried append writes nothing twice. */
export interface NewEvent<Type extends string = string, Data extends EventData = EventData> {
  id?: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
  /** When the event was first recorded: only a copy between stores gives it (the app never does); default now. */
  recordedAt?: Date;
}

/** Read-only: an adapter may hand the same (frozen) instance to several readers. */
export interface RecordedEvent<Type extends string = string, Data extends EventData = EventData> {
  id: string;
  stream: string;
  /** 0-based revision within its stream. */
  revision: bigint;
  /** Global position, zero-padded so that string order is store order. */
  position: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream: pass it as `expectedRevision` for the next append. */
  nextExpectedRevision: bigint;
  /** Global position of the last appended event. */
  position: string;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive revision to start from; defaults to the start (forwards) or the end (backwards). */
  fromRevision?: bigint;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: the first event yielded is the one after this position. Omit to read from the beginning. */
  from?: string;
  /** Ends the iteration (live tail included) when aborted. */
  signal?: AbortSignal;
  /** Stop when the head at the time of the call is reached instead of following new appends. */
  catchUpOnly?: boolean;
}

/**
 * The port's failures: `WrongExpectedRevisionError` for a conflict, `EventStoreClosedError` after `close()`, and
 * `StoreUnavailableError` (platform/store-unavailable.ts) when the server cannot be reached; anything else is a bug.
 */
export interface EventStore {
  appendToStream(
    stream: string,
    events: readonly NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;

  /** Events of one stream; a stream that does not exist gives an empty list. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;

  /** Every non-system event in commit order: first catching up, then following new appends live. */
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;

  /** Position of the last event in the store, or `START_POSITION` when it is empty. */
  headPosition(): Promise<string>;

  /**
   * Takes a stream's name off its events, when the stream is still at `expectedRevision` (else false, and nothing
   * changes): reading the name finds nothing from then on and a new stream may start under it, while every event
   * stays in the log at its position under a name that says nothing. For a stream named after something personal
   * (a reservation of an e-mail address), so that once released nothing links the value to who held it.
   * The embedded store renames the stream in place and zeroes the old bytes; EventStoreDB deletes it softly (its
   * events go at the next scavenge).
   */
  retireStream(stream: string, expectedRevision: bigint): Promise<boolean>;

  /** A cheap round trip for health checks. */
  ping(): Promise<void>;

  /**
   * This store's identity: the same for as long as the store lives (a restored backup of it included), different for
   * another store. Read models record it with their checkpoints, so that moving to another store rebuilds them
   * instead of resuming from a position that means nothing there.
   */
  identity(): Promise<string>;

  close(): Promise<void>;
}

/** Sorts before every real position: "nothing read yet". */
export const START_POSITION = '';

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';

  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** Current last revision, or 'no_stream'. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(
      `Wrong expected revision on stream ${stream}: expected ${String(expected)}, actual ${String(actual)}`,
    );
  }
}

export class EventStoreClosedError extends Error {
  override readonly name = 'EventStoreClosedError';
  constructor() {
    super('The event store is closed');
  }
}

export const EVENT_STORE = Symbol('EVENT_STORE');

/** Zero-pads a non-negative integer to 20 digits (enough for any unsigned 64-bit value). */
export function padPosition(value: bigint | number): string {
  return BigInt(value).toString().padStart(20, '0');
}

export function comparePositions(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
