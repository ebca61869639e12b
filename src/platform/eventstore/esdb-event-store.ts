import { randomUUID } from 'node:crypto';
import {
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
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
  CancelledError,
  DeadlineExceededError,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  NotLeaderError,
  START,
  StreamNotFoundError,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
  convertToCommandError,
  excludeSystemEvents,
  isCommandError,
  jsonEvent,
} from '@eventstore/db-client';
import { StoreUnavailableError } from '../store-unavailable.js';
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

/** Pauses between attempts to reopen a dropped live subscription: doubling from `first`, capped at `max`, then ±20 %. */
export interface BackoffMs {
  first: number;
  max: number;
}

const DEFAULT_RESUBSCRIBE_BACKOFF_MS: BackoffMs = { first: 250, max: 5_000 };
/** Each pause is the doubled-and-capped one times a random factor in [1 - JITTER, 1 + JITTER]. */
const RESUBSCRIBE_JITTER = 0.2;
/** Events per $all read while catching up: bounds memory, and each read is consumed whole. */
const READ_ALL_PAGE = 1000;
/** Events per backwards $all read while looking for the last non-system event. */
const HEAD_PAGE = 32;
/**
 * The stream whose custom metadata holds this store's identity. Metadata lives in the system stream `$$` + name as a
 * `$metadata` event: readAll, headPosition and every $all read here skip system events, so no reader ever sees it.
 */
export const IDENTITY_STREAM = 'fieldhockey-store-identity';
/**
 * EventStoreDB sets each event's time itself: an event appended with its original time (a copy from another store)
 * keeps it in this metadata field, which reads give back as `recordedAt` and take out of the metadata.
 */
export const RECORDED_AT_METADATA = 'recordedAt';

const UNKNOWN_POSITION = 2n ** 64n - 1n;

/** Whether the server answers: 'unavailable' after a call failed for want of it, 'connected' once one gets through. */
export type ConnectionState = 'connected' | 'unavailable';

export interface EsdbEventStoreOptions {
  /** Pauses between attempts to reopen the live $all subscription; default 250 ms doubling to 5 s, each ±20 %. */
  resubscribeBackoffMs?: BackoffMs;
  /**
   * Told when the connection state changes, and only then (never per retry), so the caller can log each change once.
   * The store starts as 'connected'. `error` is what made it 'unavailable' (a `StoreUnavailableError` for an outage, or
   * the error that dropped the live subscription). Its exceptions are ignored.
   */
  onConnectionState?: (state: ConnectionState, error?: unknown) => void;
  /** `false`: connect without the first round trip, so a store that is down now is retried later (tests use it). */
  ping?: boolean;
}

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

/**
 * The pause before reopening a dropped subscription for the `attempt`-th time in a row (1-based): `first` doubled per
 * attempt up to `max`, times a random factor in [0.8, 1.2] so that many readers dropped together do not all come back
 * at once. `random` returns a number in [0, 1), as Math.random does.
 */
export function resubscribeDelay(attempt: number, backoff: BackoffMs, random: () => number = Math.random): number {
  const base = Math.min(backoff.first * 2 ** Math.max(0, attempt - 1), backoff.max);
  return base * (1 - RESUBSCRIBE_JITTER + 2 * RESUBSCRIBE_JITTER * random());
}

/** gRPC status codes the classification below reads from errors the client did not convert. */
const GRPC_INTERNAL = 13;
/** Node's socket and resolver errors that mean "could not reach it", not "it said no". */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an error from the EventStoreDB client means the server could not be reached or could not answer in time (an
 * outage, a restart, a leader election, a dropped network), so that the same call may succeed later:
 *
 * - the client's `UnavailableError` (gRPC UNAVAILABLE: refused, reset, not ready), `DeadlineExceededError`,
 *   `TimeoutError` (gRPC ABORTED: the server's commit or prepare timeout, e.g. a cluster without quorum; with event
 *   ids a retry writes nothing twice), `NotLeaderError` (the client reconnects to the leader on the next call) and
 *   `CancelledError`, which it only makes for cancellations by the server (a node shutting down or changing role);
 * - the raw gRPC errors some calls pass through unconverted (the append asks for the server's features first and
 *   rejects with that call's error as is), converted as the client does; a cancellation by this client (`close()`
 *   disposing of it) converts to an `UnknownError` and is not one;
 * - gRPC INTERNAL "Received RST_STREAM", the HTTP/2 stream torn down under the call;
 * - Node's network errors (ECONNREFUSED and the like) and the client's "Failed to discover after N attempts" (no
 *   cluster node answered gossip), also as the `cause` of another error.
 *
 * Every other error keeps its meaning: a conflict, a missing stream, access denied, an invalid argument, a bug.
 */
export function isConnectionFailure(error: unknown): boolean {
  let current = error;
  // Errors are read by shape, not `instanceof Error`: Node's own socket errors may come from another realm (a VM
  // context, as under Jest).
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const converted = isRawGrpcError(current) ? convertToCommandError(current) : current;
    if (
      converted instanceof UnavailableError ||
      converted instanceof DeadlineExceededError ||
      converted instanceof TimeoutError ||
      converted instanceof NotLeaderError ||
      converted instanceof CancelledError
    ) {
      return true;
    }
    if (converted instanceof Error && isCommandError(converted)) {
      return converted.code === GRPC_INTERNAL && /RST_STREAM/.test(converted.message);
    }
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return true;
    if (typeof message === 'string' && /^Failed to discover after \d+ attempts/.test(message)) return true;
    current = cause;
  }
  return false;
}

/** A gRPC error as @grpc/grpc-js rejects with it (`code`, `details`, `metadata`), not yet converted by the client. */
function isRawGrpcError(error: object): error is Error {
  return !(error instanceof Error && isCommandError(error)) && typeof (error as { code?: unknown }).code === 'number' && 'details' in error;
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
 * - A server that cannot be reached makes every call reject with `StoreUnavailableError` (see `isConnectionFailure`),
 *   and makes the live `readAll` wait and resubscribe, for as long as it takes; `onConnectionState` tells each change.
 */
export class EsdbEventStore implements EventStore {
  private readonly lifetime = new AbortController();
  private readonly backoff: BackoffMs;
  private readonly onConnectionState: EsdbEventStoreOptions['onConnectionState'];
  private state: ConnectionState = 'connected';
  private storeId: Promise<string> | undefined;

  private constructor(
    private readonly client: EventStoreDBClient,
    options: EsdbEventStoreOptions,
  ) {
    this.backoff = checkedBackoff(options.resubscribeBackoffMs ?? DEFAULT_RESUBSCRIBE_BACKOFF_MS);
    this.onConnectionState = options.onConnectionState;
  }

  /**
   * `url` is an `esdb://` connection string (KurrentDB's `kurrentdb://` spelling is accepted too: same
   * protocol, but client v6 only parses the old scheme). Fails fast when the server cannot be reached, with a
   * `StoreUnavailableError`, unless `options.ping` is false.
   */
  static async connect(url: string, options: EsdbEventStoreOptions = {}): Promise<EsdbEventStore> {
    const store = new EsdbEventStore(EventStoreDBClient.connectionString(toEsdbScheme(url)), options);
    if (options.ping === false) return store;
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
            metadata: event.recordedAt
              ? { ...event.metadata, [RECORDED_AT_METADATA]: event.recordedAt.toISOString() }
              : (event.metadata ?? {}),
          }),
        ),
        { expectedRevision: toEsdbExpectedRevision(expected) },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        this.reachable();
        throw new WrongExpectedRevisionError(stream, expected, toActualRevision(error.actualVersion));
      }
      throw this.failure(error, `appending to stream ${stream}`);
    }
    this.reachable();
    // `throwOnAppendFailure=false` in the URL turns conflicts into results; the port always throws them.
    if (!appended.success) throw new WrongExpectedRevisionError(stream, expected, await this.currentRevision(stream));
    const { nextExpectedRevision, position } = appended;
    // A fresh write's reply carries the position of its last event: the server answers with the log position of the
    // batch's last prepare record as both commit and prepare, which is the position $all gives that event. The client
    // leaves it undefined when the server sent "no position" (-1): only for a batch it found already written (an
    // idempotent retry) whose last event it did not look up, which older servers never do. Then, and only then, the
    // stored event's position is read back.
    if (position && position.commit !== UNKNOWN_POSITION) return { nextExpectedRevision, position: encodePosition(position) };
    return { nextExpectedRevision, position: await this.positionOfWritten(stream, nextExpectedRevision) };
  }

  async retireStream(stream: string, expectedRevision: bigint): Promise<boolean> {
    this.assertOpen();
    try {
      // A soft delete: the name reads as no stream and may start again; the events go at the next scavenge.
      await this.client.deleteStream(stream, { expectedRevision });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError || error instanceof StreamNotFoundError) {
        this.reachable();
        return false;
      }
      throw this.failure(error, `retiring stream ${stream}`);
    }
    this.reachable();
    return true;
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
      page = await this.readToEnd(read);
    } catch (error) {
      if (error instanceof StreamNotFoundError) {
        this.reachable();
        return [];
      }
      throw this.failure(error, `reading stream ${stream}`);
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
      const page = await this.readAllPage(BACKWARDS, from, HEAD_PAGE, 'reading the head of $all');
      const found = page.find((event) => !isSystemEvent(event.type));
      if (found) return encodePosition(found.position);
      if (page.length < HEAD_PAGE) return START_POSITION;
      from = page[page.length - 1].position;
    }
  }

  async ping(): Promise<void> {
    this.assertOpen();
    await this.readAllPage(BACKWARDS, END, 1, 'pinging');
  }

  /**
   * A random id kept in the custom metadata of stream `IDENTITY_STREAM` (`{ storeId }`), written by the first call
   * that finds none, with expected revision no_stream so that of two instances starting together the first writer
   * wins and the other reads its id. It lives in the log, so a restored backup keeps it and another store (a copy
   * made through the port included: system events are not copied) has its own. Read once, then cached.
   */
  identity(): Promise<string> {
    try {
      this.assertOpen();
    } catch (error) {
      return Promise.reject(error);
    }
    this.storeId ??= this.readOrCreateIdentity().catch((error: unknown) => {
      this.storeId = undefined;
      throw error;
    });
    return this.storeId;
  }

  async close(): Promise<void> {
    if (this.lifetime.signal.aborted) return;
    this.lifetime.abort();
    await this.client.dispose();
  }

  private async readOrCreateIdentity(): Promise<string> {
    const found = await this.readIdentity();
    if (found) return found;
    try {
      await this.client.setStreamMetadata(
        IDENTITY_STREAM,
        { storeId: randomUUID() },
        { expectedRevision: NO_STREAM, requiresLeader: true },
      );
    } catch (error) {
      // Another instance wrote it first (or did in an earlier attempt of ours): theirs is the identity.
      if (!(error instanceof WrongExpectedVersionError)) throw this.failure(error, 'writing the store identity');
    }
    this.reachable();
    const written = await this.readIdentity();
    if (!written) throw new Error(`The metadata of stream ${IDENTITY_STREAM} exists but holds no storeId`);
    return written;
  }

  private async readIdentity(): Promise<string | undefined> {
    let metadata: Record<string | number, unknown> | undefined;
    try {
      ({ metadata } = await this.client.getStreamMetadata(IDENTITY_STREAM, { requiresLeader: true }));
    } catch (error) {
      throw this.failure(error, 'reading the store identity');
    }
    // The client ends a read cut short by dispose() quietly, which would read as "no identity yet".
    this.assertOpen();
    this.reachable();
    const storeId = metadata?.storeId;
    if (metadata && (typeof storeId !== 'string' || storeId === '')) {
      throw new Error(`The metadata of stream ${IDENTITY_STREAM} holds no storeId: ${JSON.stringify(metadata)}`);
    }
    return storeId as string | undefined;
  }

  /**
   * The position of a batch the server reported as written without one: the stored last event's, read back. The
   * batch is in the store either way, so a read-back that cannot reach the server says that rather than "not written";
   * the caller's retry with the same event ids writes nothing twice and reads the position again.
   */
  private async positionOfWritten(stream: string, revision: bigint): Promise<string> {
    let last: RecordedEvent | undefined;
    try {
      [last] = await this.readStream(stream, { fromRevision: revision, maxCount: 1 });
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      throw new StoreUnavailableError(
        'event store',
        `the events were appended to stream ${stream} (up to revision ${revision}), but their position could not be read back: ${messageOf(error.cause)}`,
        { cause: error.cause },
      );
    }
    if (!last) throw new Error(`Stream ${stream} has no event at revision ${revision}, which the server reported as written`);
    return last.position;
  }

  /** Reads $all page by page up to its head at call time: pages include their start, and system events. */
  private async *catchUp(from: string | undefined, stop: AbortSignal): AsyncGenerator<RecordedEvent> {
    if (stop.aborted) return;
    const page = async (direction: Direction, position: ReadPosition, maxCount: number) => {
      try {
        return await this.readAllPage(direction, position, maxCount, 'reading $all');
      } catch (error) {
        // Closing the store or aborting ends the iteration quietly, as it does for the live reader.
        if (stop.aborted) return undefined;
        throw error;
      }
    };
    const [head] = (await page(BACKWARDS, END, 1)) ?? [];
    if (!head) return;
    const until = encodePosition(head.position);
    let after = from || undefined;
    for (;;) {
      const events = await page(FORWARDS, after ? decodePosition(after) : START, READ_ALL_PAGE);
      if (!events) return;
      for (const event of events) {
        const position = encodePosition(event.position);
        if (after && position <= after) continue;
        if (position > until) return;
        after = position;
        if (isSystemEvent(event.type)) continue;
        yield toRecordedEvent(event);
        if (stop.aborted) return;
      }
      if (events.length < READ_ALL_PAGE) return;
    }
  }

  private async readAllPage(
    direction: Direction,
    fromPosition: ReadPosition,
    maxCount: number,
    doing: string,
  ): Promise<AllStreamRecordedEvent[]> {
    let page: AllStreamResolvedEvent[];
    try {
      page = await this.readToEnd(this.client.readAll({ direction, fromPosition, maxCount }));
    } catch (error) {
      throw this.failure(error, doing);
    }
    return page.flatMap((resolved) => (resolved.event ? [resolved.event] : []));
  }

  /**
   * Catches up then follows $all live. The client never resubscribes by itself, so a dropped subscription is reopened
   * from the last event handed out, after a pause that grows to a cap (`resubscribeDelay`), for as long as it takes:
   * an outage never ends this iteration, only `stop` or an event the port cannot represent does. The pause starts
   * over once a subscription is confirmed or delivers an event. Every drop makes the state 'unavailable' (reported
   * once), a confirmation or an event 'connected'.
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
        this.reachable();
      });
      let dropped: unknown;
      try {
        for await (const resolved of subscription) {
          failures = 0;
          this.reachable();
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
      this.unreachable(isConnectionFailure(dropped) ? unavailable(dropped, 'following $all') : dropped);
      failures += 1;
      await sleep(resubscribeDelay(failures, this.backoff), stop);
    }
  }

  private async currentRevision(stream: string): Promise<bigint | 'no_stream'> {
    const [last] = await this.readStream(stream, { direction: 'backwards', maxCount: 1 });
    return last ? last.revision : 'no_stream';
  }

  /**
   * Every item of a bounded read. Reads are never left half-consumed: the call would stay open with data buffered,
   * and the client's dispose() waits for every open call to finish. A read cut short by close() ends quietly in the
   * client, so it is told apart here.
   */
  private async readToEnd<E>(read: StreamingRead<E>): Promise<E[]> {
    const items: E[] = [];
    for await (const item of read) items.push(item);
    this.assertOpen();
    this.reachable();
    return items;
  }

  /** What a call that failed with `error` throws: closed after close(), `StoreUnavailableError` for an outage. */
  private failure(error: unknown, doing: string): unknown {
    if (this.lifetime.signal.aborted) return new EventStoreClosedError();
    if (!isConnectionFailure(error)) return error;
    const wrapped = unavailable(error, doing);
    this.unreachable(wrapped);
    return wrapped;
  }

  private reachable(): void {
    this.changeState('connected');
  }

  private unreachable(error: unknown): void {
    this.changeState('unavailable', error);
  }

  private changeState(state: ConnectionState, error?: unknown): void {
    if (this.state === state) return;
    this.state = state;
    try {
      this.onConnectionState?.(state, error);
    } catch {
      // The listener's failure is its own: the store goes on.
    }
  }

  private assertOpen(): void {
    if (this.lifetime.signal.aborted) throw new EventStoreClosedError();
  }
}

function checkedBackoff(backoff: BackoffMs): BackoffMs {
  const { first, max } = backoff;
  if (!(Number.isFinite(first) && Number.isFinite(max) && first > 0 && max >= first)) {
    throw new RangeError(`Invalid resubscribe backoff: first ${first} ms, max ${max} ms (want 0 < first <= max)`);
  }
  return { first, max };
}

function unavailable(cause: unknown, doing: string): StoreUnavailableError {
  return new StoreUnavailableError('event store', `${doing} failed: ${messageOf(cause)}`, { cause });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isSystemEvent(type: string): boolean {
  return type.startsWith('$');
}

function toRecordedEvent(event: EsdbRecordedEvent | AllStreamRecordedEvent): RecordedEvent {
  // Servers before 22.6 have no position for events read from a stream: they send -1, arriving as 2^64 - 1.
  if (!event.position || event.position.commit === UNKNOWN_POSITION) {
    throw new UnreadableEventError('EventStoreDB returned no event position: it needs server version 22.6 or later');
  }
  const metadata = event.metadata === undefined ? {} : toObject(event.metadata, `metadata of event ${event.id}`);
  const { [RECORDED_AT_METADATA]: original, ...rest } = metadata;
  const kept = typeof original === 'string' ? new Date(original) : undefined;
  const copied = kept !== undefined && !Number.isNaN(kept.getTime());
  return {
    id: event.id,
    stream: event.streamId,
    revision: event.revision,
    position: encodePosition(event.position),
    type: event.type,
    data: toObject(event.data, `data of event ${event.id} in ${event.streamId}`),
    metadata: copied ? rest : metadata,
    recordedAt: copied ? kept : event.created,
  };
}

function toObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)) {
    return value as Record<string, unknown>;
  }
  throw new UnreadableEventError(`The ${what} is not a JSON object`);
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
