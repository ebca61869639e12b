import { randomUUID } from 'node:crypto';
import {
  type AllStreamRecordedEvent,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  type CurrentRevision,
  type Direction,
  type Position,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  type ResolvedEvent,
  type StreamingRead,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  EventStoreClosedError,
  START_POSITION,
  WrongExpectedRevisionError,
  padPosition,
} from './event-store.js';

/** A dropped live subscription is retried this many times in a row before readAll gives up loudly. */
const MAX_RESUBSCRIBE_ATTEMPTS = 8;
const RESUBSCRIBE_BACKOFF_MS = 250;
const MAX_RESUBSCRIBE_BACKOFF_MS = 5_000;
/** Events per $all read while catching up: bounds memory, and each read is consumed whole. */
const READ_ALL_PAGE = 1000;
/** Events per backwards $all read while looking for the last non-system event. */
const HEAD_PAGE = 32;

const UNKNOWN_POSITION = 2n ** 64n - 1n;

/** `commit-prepare`, both padded: EventStoreDB orders $all by commit, then prepare position. */
export function encodePosition({ commit, prepare }: Position): string {
  return `${padPosition(commit)}-${padPosition(prepare)}`;
}

export function decodePosition(position: string): Position {
  const match = /^(\d{20})-(\d{20})$/.exec(position);
  if (!match) throw new RangeError(`Not an EventStoreDB position: "${position}"`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

export function toEsdbScheme(url: string): string {
  return url.replace(/^(?:kurrentdb|kurrent)(\+discover)?:\/\//i, 'esdb$1://');
}

/** The port spells its expected revisions like the client's constants; this keeps the two pinned together. */
export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  return expected;
}

/** The server reports a missing stream as 'no_stream' or, on some paths, as revision -1. */
export function toActualRevision(actual: CurrentRevision): bigint | 'no_stream' {
  return actual === 'no_stream' || actual < 0n ? 'no_stream' : actual;
}

/** Thrown for an event the port cannot represent; never mistaken for a dropped subscription. */
class UnreadableEventError extends Error {
  override readonly name = 'UnreadableEventError';
}

/**
 * The production event store over EventStoreDB / KurrentDB (gRPC client v6).
 *
 * - An empty batch is refused, as by the SQLite adapter: an append result cannot describe a missing stream.
 * - Retries are idempotent through EventStoreDB's own event-id check, which it guarantees for every expected
 *   revision except 'any' (there it is best effort, bounded by the server's id cache).
 * - Positions need a server of version 22.6 or later, which returns them on stream reads.
 */
export class EsdbEventStore implements EventStore {
  private readonly lifetime = new AbortController();

  private constructor(private readonly client: EventStoreDBClient) {}

  /**
   * `url` is an `esdb://` connection string (KurrentDB's `kurrentdb://` spelling is accepted too: same
   * protocol, but client v6 only parses the old scheme). Fails fast when the server cannot be reached.
   */
  static async connect(url: string): Promise<EsdbEventStore> {
    const store = new EsdbEventStore(EventStoreDBClient.connectionString(toEsdbScheme(url)));
    try {
      await store.ping();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  async appendToStream(
    stream: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    this.assertOpen();
    if (events.length === 0) throw new RangeError(`Nothing to append to stream ${stream}`);
    const expected = options.expectedRevision ?? 'any';
    let appended: EsdbAppendResult;
    try {
      appended = await this.client.appendToStream(
        stream,
        events.map((event) =>
          jsonEvent({
            id: event.id ?? randomUUID(),
            type: event.type,
            data: event.data,
            metadata: event.metadata ?? {},
          }),
        ),
        { expectedRevision: toEsdbExpectedRevision(expected) },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(stream, expected, toActualRevision(error.actualVersion));
      }
      throw error;
    }
    // `throwOnAppendFailure=false` in the URL turns conflicts into results; the port always throws them.
    if (!appended.success) throw new WrongExpectedRevisionError(stream, expected, await this.currentRevision(stream));
    const { nextExpectedRevision } = appended;
    // The position is read back rather than taken from the reply: an idempotent retry's reply has none, and
    // the stored event's own position is by definition the one $all readers and headPosition() will show.
    const [last] = await this.readStream(stream, { fromRevision: nextExpectedRevision, maxCount: 1 });
    return { nextExpectedRevision, position: last.position };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const backwards = options.direction === 'backwards';
    const read = this.client.readStream(stream, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : START),
      maxCount: options.maxCount,
      // Read-your-writes for the append that may have just happened, also on a cluster.
      requiresLeader: true,
    });
    let page: ResolvedEvent[];
    try {
      page = await readToEnd(read);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return page.flatMap((resolved) => (resolved.event ? [toRecordedEvent(resolved.event)] : []));
  }

  async *readAll(options: ReadAllOptions = {}): AsyncGenerator<RecordedEvent> {
    const stop = options.signal ? AbortSignal.any([this.lifetime.signal, options.signal]) : this.lifetime.signal;
    if (options.catchUpOnly) yield* this.catchUp(options.from, stop);
    else yield* this.follow(options.from, stop);
  }

  async headPosition(): Promise<string> {
    this.assertOpen();
    // System events ($metadata, $stats...) may sit on top of $all; the head is the last one readers see.
    let from: ReadPosition = END;
    for (;;) {
      const page = await this.readAllPage(BACKWARDS, from, HEAD_PAGE);
      const found = page.find((event) => !isSystemEvent(event.type));
      if (found) return encodePosition(found.position);
      if (page.length < HEAD_PAGE) return START_POSITION;
      from = page[page.length - 1].position;
    }
  }

  async ping(): Promise<void> {
    this.assertOpen();
    await this.readAllPage(BACKWARDS, END, 1);
  }

  async close(): Promise<void> {
    if (this.lifetime.signal.aborted) return;
    this.lifetime.abort();
    await this.client.dispose();
  }

  /** Reads $all page by page up to its head at call time: pages include their start, and system events. */
  private async *catchUp(from: string | undefined, stop: AbortSignal): AsyncGenerator<RecordedEvent> {
    if (stop.aborted) return;
    const [head] = await this.readAllPage(BACKWARDS, END, 1);
    if (!head) return;
    const until = encodePosition(head.position);
    let after = from || undefined;
    for (;;) {
      const page = await this.readAllPage(FORWARDS, after ? decodePosition(after) : START, READ_ALL_PAGE);
      for (const event of page) {
        const position = encodePosition(event.position);
        if (after && position <= after) continue;
        if (position > until) return;
        after = position;
        if (isSystemEvent(event.type)) continue;
        yield toRecordedEvent(event);
        if (stop.aborted) return;
      }
      if (page.length < READ_ALL_PAGE) return;
    }
  }

  private async readAllPage(
    direction: Direction,
    fromPosition: ReadPosition,
    maxCount: number,
  ): Promise<AllStreamRecordedEvent[]> {
    const page = await readToEnd(this.client.readAll({ direction, fromPosition, maxCount }));
    return page.flatMap((resolved) => (resolved.event ? [resolved.event] : []));
  }

  /**
   * Catches up then follows $all live. The client never resubscribes by itself, so a dropped subscription
   * is reopened from the last event handed out, after a growing pause.
   */
  private async *follow(from: string | undefined, stop: AbortSignal): AsyncGenerator<RecordedEvent> {
    let after = from || undefined;
    let failures = 0;
    while (!stop.aborted) {
      const subscription = this.client.subscribeToAll({
        fromPosition: after ? decodePosition(after) : START,
        filter: excludeSystemEvents(),
      });
      const release = () => {
        // A subscription whose call never started has nothing to cancel; its error reaches the loop below.
        subscription.unsubscribe().catch(() => undefined);
        subscription.destroy();
      };
      stop.addEventListener('abort', release, { once: true });
      subscription.once('confirmation', () => {
        failures = 0;
      });
      let dropped: unknown;
      try {
        for await (const resolved of subscription) {
          if (!resolved.event) continue;
          const recorded = toRecordedEvent(resolved.event);
          after = recorded.position;
          yield recorded;
          if (stop.aborted) return;
        }
        dropped = new Error('EventStoreDB ended the $all subscription');
      } catch (error) {
        if (stop.aborted) return;
        if (error instanceof UnreadableEventError) throw error;
        dropped = error;
      } finally {
        stop.removeEventListener('abort', release);
        release();
      }
      if (stop.aborted) return;
      failures += 1;
      if (failures > MAX_RESUBSCRIBE_ATTEMPTS) throw dropped;
      await sleep(Math.min(RESUBSCRIBE_BACKOFF_MS * 2 ** (failures - 1), MAX_RESUBSCRIBE_BACKOFF_MS), stop);
    }
  }

  private async currentRevision(stream: string): Promise<bigint | 'no_stream'> {
    const [last] = await this.readStream(stream, { direction: 'backwards', maxCount: 1 });
    return last ? last.revision : 'no_stream';
  }

  private assertOpen(): void {
    if (this.lifetime.signal.aborted) throw new EventStoreClosedError();
  }
}

function isSystemEvent(type: string): boolean {
  return type.startsWith('$');
}

function toRecordedEvent(event: EsdbRecordedEvent | AllStreamRecordedEvent): RecordedEvent {
  // Servers before 22.6 have no position for events read from a stream: they send -1, arriving as 2^64 - 1.
  if (!event.position || event.position.commit === UNKNOWN_POSITION) {
    throw new UnreadableEventError('EventStoreDB returned no event position: it needs server version 22.6 or later');
  }
  return {
    id: event.id,
    stream: event.streamId,
    revision: event.revision,
    position: encodePosition(event.position),
    type: event.type,
    data: toObject(event.data, `data of event ${event.id} in ${event.streamId}`),
    metadata: event.metadata === undefined ? {} : toObject(event.metadata, `metadata of event ${event.id}`),
    recordedAt: event.created,
  };
}

function toObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)) {
    return value as Record<string, unknown>;
  }
  throw new UnreadableEventError(`The ${what} is not a JSON object`);
}

/**
 * Every item of a bounded read. Reads are never left half-consumed: the call would stay open with data
 * buffered, and the client's dispose() waits for every open call to finish.
 */
async function readToEnd<E>(read: StreamingRead<E>): Promise<E[]> {
  const items: E[] = [];
  for await (const item of read) items.push(item);
  return items;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
