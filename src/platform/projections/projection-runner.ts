import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type { Logger } from 'pino';
import { type EventStore, type RecordedEvent, START_POSITION } from '../eventstore/event-store.js';
import type { Document, ReadStore } from '../readstore/read-store.js';
import { isStoreUnavailable } from '../store-unavailable.js';
import {
  type Projection,
  type ProjectionState,
  type ProjectionStatus,
  ProjectionTimeoutError,
} from './projection.js';

export const CHECKPOINTS = 'projection_checkpoints';

interface Checkpoint extends Document {
  position: string;
  version: number;
  /** The identity of the event store the position is in (`EventStore.identity()`); absent on older checkpoints. */
  store?: string;
}

/** A store that cannot be reached: since when, how many tries so far, and the last error. */
interface Outage {
  store: 'event store' | 'read store';
  since: Date;
  attempts: number;
  error: string;
}

interface Worker {
  projection: Projection;
  handles: ReadonlySet<string>;
  state: ProjectionState;
  /** Its checkpoint was read (and checked against the projection's version and the store) for this run. */
  prepared: boolean;
  position: string;
  lastRecordedAt: Date | null;
  error?: ProjectionStatus['error'];
  /** Events read since its last commit: those it handles, and the last one read. */
  batch: RecordedEvent[];
  read: RecordedEvent | null;
  /** Events skipped without a write since the checkpoint was last stored. */
  skipped: number;
  /** Its read store cannot be reached: its commit is being retried. */
  outage: Outage | null;
}

interface Waiter {
  position: string;
  only: ReadonlySet<string> | null;
  resolve: () => void;
}

export interface ProjectionRunnerOptions {
  /** Most events handed to one `handle` call (and one read-store transaction). */
  batchSize?: number;
  /** While catching up, what was read is committed at least this often (ms), whatever the batch's size. */
  batchMs?: number;
  /** Events skipped without a write before the checkpoint is stored anyway, so a restart need not rescan them. */
  checkpointEvery?: number;
  /** The pause before retrying a store that cannot be reached: doubles from `first` up to `max` (ms), with jitter. */
  retryMs?: { first: number; max: number };
}

const TICK = Symbol('tick');

/** Ends the reader's loop without recording anything: the runner is stopping. */
class Stopping extends Error {}

/**
 * Feeds every registered projection from one pass over the event store: one reader from the lowest checkpoint, each
 * event handed to the projections that have not seen it. A projection's batch (cut at `batchSize` events, or after
 * `batchMs` while catching up, or as soon as the reader waits at the head) and its checkpoint commit in one read-store
 * transaction, so a crash between them cannot leave one without the other.
 *
 * - A handler that throws stops its projection (never skipping the event); the others go on.
 * - A store that cannot be reached (`StoreUnavailableError`) is waited out: the reader resumes from the last event
 *   every projection committed, and a commit is retried as it was, after a pause that grows to `retryMs.max`, forever.
 *   Nothing is failed for it; `status()` says `retrying`, since when, and health reports the server degraded.
 * - A projection is `live` only once the reader has reached the head the store had when the pass began, and waits.
 * - Checkpoints name the event store they were taken in: one from another store rebuilds its read model.
 */
export class ProjectionRunner {
  private readonly workers = new Map<string, Worker>();
  private readonly waiters = new Set<Waiter>();
  private readonly batchSize: number;
  private readonly batchMs: number;
  private readonly checkpointEvery: number;
  private readonly retryMs: { first: number; max: number };
  private started = false;
  private reader: { abort: AbortController; done: Promise<void> } | null = null;
  private identity: string | null = null;
  /** The event store cannot be reached: the reader is waiting to try again. */
  private readerOutage: Outage | null = null;
  /** The head when the reader's current pass began: a projection that has processed it is live. */
  private passHead: string | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly log: Pick<Logger, 'info' | 'warn' | 'error'>,
    options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.batchMs = options.batchMs ?? 50;
    this.checkpointEvery = options.checkpointEvery ?? 1000;
    this.retryMs = options.retryMs ?? { first: 250, max: 10_000 };
  }

  register(projection: Projection): void {
    if (this.workers.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    this.workers.set(projection.name, this.newWorker(projection));
    // The pass under way is past the new projection's start: a new one starts from the lowest checkpoint.
    if (this.started) void this.restartReader();
  }

  /** The registered projections, in the order they were registered. */
  projections(): Projection[] {
    return [...this.workers.values()].map((worker) => worker.projection);
  }

  /** Every read-model collection the registered projections own. */
  collections(): string[] {
    return [...this.workers.values()].flatMap((worker) => [...worker.projection.collections]);
  }

  /** Starts every projection; resolves once they have all caught up with the head at the time of the call. */
  async start(): Promise<void> {
    this.started = true;
    const abort = this.launch();
    await this.catchUp(abort.signal);
  }

  /** Resolves once the named projections (all by default) have processed the head, or the runner stopped. */
  private async catchUp(signal: AbortSignal, projections?: string[]): Promise<void> {
    let head: string;
    try {
      head = await this.untilAvailable(() => this.eventStore.headPosition(), signal, null);
    } catch (error) {
      if (error instanceof Stopping) return;
      throw error;
    }
    await this.whenProcessed(head, { projections, timeoutMs: Number.POSITIVE_INFINITY });
  }

  async stop(): Promise<void> {
    this.started = false;
    await this.stopReader();
    for (const worker of this.workers.values()) {
      if (worker.state !== 'failed') worker.state = 'stopped';
      worker.prepared = false;
    }
    this.settleWaiters();
  }

  /**
   * Resolves once every running projection (or those named) has processed `position`. A failed projection
   * will not get there: it is left out, and health reports it. One waiting for a store is waited for.
   */
  whenProcessed(position: string, options: { timeoutMs?: number; projections?: string[] } = {}): Promise<void> {
    const timeoutMs = options.timeoutMs ?? 5000;
    const waiter: Waiter = { position, only: options.projections ? new Set(options.projections) : null, resolve: () => {} };
    if (this.reached(waiter)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            this.waiters.delete(waiter);
            reject(new ProjectionTimeoutError(position, this.lagging(waiter)));
          }, timeoutMs)
        : undefined;
      waiter.resolve = () => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve();
      };
      this.waiters.add(waiter);
    });
  }

  /** Drops one projection's read models and checkpoint and replays it from the first event. */
  async rebuild(name: string): Promise<void> {
    const worker = this.workers.get(name);
    if (!worker) throw new Error(`No projection named ${name}`);
    await this.stopReader();
    await this.reset(worker.projection);
    this.workers.set(name, this.newWorker(worker.projection));
    if (this.started) await this.catchUp(this.launch().signal, [name]);
  }

  status(): ProjectionStatus[] {
    return [...this.workers.values()].map((worker) => {
      const outage = worker.state === 'failed' || worker.state === 'stopped' ? null : (worker.outage ?? this.readerOutage);
      return {
        name: worker.projection.name,
        version: worker.projection.version,
        state: outage ? 'retrying' : worker.state,
        checkpoint: worker.position,
        lagMs:
          worker.state === 'live' && !outage ? 0 : worker.lastRecordedAt ? Math.max(0, Date.now() - worker.lastRecordedAt.getTime()) : 0,
        ...(outage
          ? { retrying: { store: outage.store, since: outage.since.toISOString(), attempts: outage.attempts, error: outage.error } }
          : {}),
        ...(worker.error ? { error: worker.error } : {}),
      };
    });
  }

  private newWorker(projection: Projection): Worker {
    return {
      projection,
      handles: new Set(projection.handles),
      state: 'stopped',
      prepared: false,
      position: START_POSITION,
      lastRecordedAt: null,
      batch: [],
      read: null,
      skipped: 0,
      outage: null,
    };
  }

  /** Starts the reader's pass; the abort controller that ends it. */
  private launch(): AbortController {
    const abort = new AbortController();
    for (const worker of this.workers.values()) if (worker.state !== 'failed') worker.state = worker.prepared ? 'catching-up' : 'starting';
    const done = this.read(abort.signal).catch((error: unknown) => {
      if (!(error instanceof Stopping) && !abort.signal.aborted) this.failAll(error);
    });
    this.reader = { abort, done };
    return abort;
  }

  private async stopReader(): Promise<void> {
    const reader = this.reader;
    this.reader = null;
    if (!reader) return;
    reader.abort.abort();
    await reader.done;
    this.readerOutage = null;
    this.passHead = null;
    for (const worker of this.workers.values()) this.dropUncommitted(worker);
  }

  private async restartReader(): Promise<void> {
    await this.stopReader();
    if (this.started) this.launch();
  }

  /** The pass: prepares the projections, then reads from the lowest checkpoint, again after every outage. */
  private async read(signal: AbortSignal): Promise<void> {
    const identity = await this.untilAvailable(() => this.eventStore.identity(), signal, 'event store');
    this.identity = identity;
    for (const worker of this.workers.values()) {
      if (worker.prepared || worker.state === 'failed') continue;
      try {
        await this.untilAvailable(() => this.prepare(worker, identity), signal, 'read store');
      } catch (error) {
        if (error instanceof Stopping) throw error;
        // Its set-up failed (not for an outage): it stops there, the others go on.
        this.fail(worker, error, null);
      }
    }
    this.settleWaiters();
    for (;;) {
      const head = await this.untilAvailable(() => this.eventStore.headPosition(), signal, 'event store');
      try {
        await this.pump(head, signal);
        return;
      } catch (error) {
        if (signal.aborted || error instanceof Stopping) throw new Stopping();
        if (!isStoreUnavailable(error)) throw error;
        // What was read but not committed is read again from the lowest checkpoint.
        for (const worker of this.workers.values()) this.dropUncommitted(worker);
        await this.pause('event store', error, signal, (outage) => (this.readerOutage = outage), () => this.readerOutage);
      }
    }
  }

  /** Reads its checkpoint: another projection version or another event store's position start it over. */
  private async prepare(worker: Worker, identity: string): Promise<void> {
    const { projection } = worker;
    const checkpoints = this.readStore.collection<Checkpoint>(CHECKPOINTS);
    let checkpoint = await checkpoints.findOne({ _id: projection.name });
    if (checkpoint && checkpoint.version !== projection.version) {
      this.log.info({ projection: projection.name, from: checkpoint.version, to: projection.version }, 'projection version changed: rebuilding');
      await this.reset(projection);
      checkpoint = null;
    } else if (checkpoint?.store !== undefined && checkpoint.store !== identity) {
      this.log.warn(
        { projection: projection.name, checkpointStore: checkpoint.store, eventStore: identity },
        'read model was built from another event store: rebuilding it from this one',
      );
      await this.reset(projection);
      checkpoint = null;
    } else if (checkpoint && checkpoint.store === undefined) {
      // Taken before checkpoints named their store: it is this one's (the app never had another).
      await checkpoints.bulkWrite([{ updateOne: { filter: { _id: projection.name }, update: { $set: { store: identity } } } }]);
    }
    if (projection.setUp) await projection.setUp(this.readStore);
    worker.position = checkpoint?.position ?? START_POSITION;
    worker.state = 'catching-up';
    worker.prepared = true;
  }

  /**
   * One read from the lowest checkpoint to the end (a live read ends only when stopped). Throws what the read throws;
   * a commit waits out its own outages.
   */
  private async pump(head: string, signal: AbortSignal): Promise<void> {
    const active = () => [...this.workers.values()].filter((worker) => worker.state !== 'failed' && worker.prepared);
    const from = active().reduce<string | null>((lowest, worker) => (lowest === null || worker.position < lowest ? worker.position : lowest), null);
    if (from === null) return;
    let atHead = from >= head;
    this.passHead = head;
    const events = this.eventStore.readAll({ from, signal })[Symbol.asyncIterator]();
    let pending = events.next();
    let oldestUncommitted: number | null = null;
    // The next event, or TICK when a macrotask passes first. An event the store already holds resolves before the
    // next macrotask; when the tick comes first, the store is waiting for new appends (or for its next chunk). One
    // timer per macrotask wakes whichever wait is under way then: a race per event against a shared timer would leave
    // one reaction per event on it, and a replay from a store that never makes the loop wait (SQLite reads
    // synchronously) would keep them all, millions of them, until it ended.
    let wake: ((value: typeof TICK) => void) | null = null;
    let timer = false;
    const nextOrTick = (): Promise<IteratorResult<RecordedEvent> | typeof TICK> =>
      new Promise((resolve, reject) => {
        wake = resolve;
        pending.then(resolve, reject);
        if (!timer) {
          timer = true;
          void nextMacrotask().then(() => {
            timer = false;
            wake?.(TICK);
          });
        }
      });
    const commitAll = async (settle = true) => {
      for (const worker of active()) await this.commit(worker, worker.batch.length > 0 || worker.skipped >= this.checkpointEvery, signal, settle);
      oldestUncommitted = null;
    };
    try {
      for (;;) {
        let next = await nextOrTick();
        wake = null;
        if (next === TICK) {
          // Waiting at the head: what was read is committed now rather than held back until the next append. Waiting
          // for the next chunk of a replay: only once the batch is old enough, so a replay over the network does not
          // commit every chunk on its own.
          if (atHead) {
            // Live before anyone waiting on these positions hears of them.
            await commitAll(false);
            this.markLive();
            this.settleWaiters();
          } else if (oldestUncommitted !== null && Date.now() - oldestUncommitted >= this.batchMs) await commitAll();
          next = await pending;
        }
        if (next.done) {
          await commitAll();
          return;
        }
        pending = events.next();
        if (this.readerOutage) this.recovered('event store', () => this.readerOutage, () => (this.readerOutage = null));
        const event = next.value;
        oldestUncommitted ??= Date.now();
        // Per event: the workers themselves, not a filtered copy (a replay hands over millions of events).
        for (const worker of this.workers.values()) {
          if (worker.state === 'failed' || !worker.prepared || event.position <= worker.position) continue;
          worker.read = event;
          if (worker.handles.has(event.type)) worker.batch.push(event);
          else worker.skipped += 1;
          if (worker.batch.length >= this.batchSize) await this.commit(worker, true, signal);
        }
        if (!atHead && event.position >= head) atHead = true;
        else if (!atHead && Date.now() - oldestUncommitted >= this.batchMs) await commitAll();
      }
    } finally {
      await events.return?.(undefined);
    }
  }

  private markLive(): void {
    for (const worker of this.workers.values()) {
      if (worker.prepared && (worker.state === 'catching-up' || worker.state === 'starting')) worker.state = 'live';
    }
  }

  /**
   * Commits what the worker read since its last commit: its batch and checkpoint in one transaction when `store`, else
   * only its position in memory. A read store that cannot be reached is retried until it can; anything else a handler
   * or the store throws fails this projection (the others go on).
   */
  private async commit(worker: Worker, store: boolean, signal: AbortSignal, settle = true): Promise<void> {
    const last = worker.read;
    if (!last) return;
    const batch = worker.batch;
    if (store) {
      for (;;) {
        try {
          await this.transaction(worker, batch, last);
          break;
        } catch (error) {
          if (signal.aborted) throw new Stopping();
          if (!isStoreUnavailable(error)) {
            this.fail(worker, error, batch[0] ?? last);
            this.dropUncommitted(worker);
            return;
          }
          await this.pause('read store', error, signal, (outage) => (worker.outage = outage), () => worker.outage);
        }
      }
      this.recovered('read store', () => worker.outage, () => (worker.outage = null), worker.projection.name);
      worker.skipped = 0;
    }
    worker.position = last.position;
    worker.lastRecordedAt = last.recordedAt;
    worker.batch = [];
    worker.read = null;
    // At the head the pass began with: from here on it follows new events as they come.
    if (this.passHead !== null && worker.position >= this.passHead && worker.state === 'catching-up') worker.state = 'live';
    if (settle) this.settleWaiters();
  }

  private async transaction(worker: Worker, batch: readonly RecordedEvent[], last: RecordedEvent): Promise<void> {
    const { projection } = worker;
    await this.readStore.withTransaction(async (session) => {
      if (batch.length > 0) await projection.handle(batch, { session });
      await session.collection<Checkpoint>(CHECKPOINTS).bulkWrite([
        {
          updateOne: {
            filter: { _id: projection.name },
            update: { $set: { position: last.position, version: projection.version, ...(this.identity ? { store: this.identity } : {}) } },
            upsert: true,
          },
        },
      ]);
    });
  }

  private dropUncommitted(worker: Worker): void {
    worker.batch = [];
    worker.read = null;
  }

  /**
   * `work` until it does not fail for an unreachable store (then it is retried after a pause); anything else it
   * throws is thrown. `store` null: retried silently (a caller waiting on the reader, which reports the outage).
   */
  private async untilAvailable<R>(work: () => Promise<R>, signal: AbortSignal, store: Outage['store'] | null): Promise<R> {
    let quietAttempts = 0;
    for (;;) {
      if (signal.aborted) throw new Stopping();
      try {
        const result = await work();
        if (store) this.recovered(store, () => this.readerOutage, () => (this.readerOutage = null));
        return result;
      } catch (error) {
        if (signal.aborted) throw new Stopping();
        if (!isStoreUnavailable(error)) throw error;
        if (store) await this.pause(store, error, signal, (outage) => (this.readerOutage = outage), () => this.readerOutage);
        else await this.sleep(this.backoff((quietAttempts += 1)), signal);
      }
    }
  }

  /** Records an outage (logged when it begins, not at every try) and waits before the next try. */
  private async pause(
    store: Outage['store'],
    error: unknown,
    signal: AbortSignal,
    set: (outage: Outage) => void,
    get: () => Outage | null,
  ): Promise<void> {
    const previous = get();
    const message = error instanceof Error ? error.message : String(error);
    const outage: Outage = { store, since: previous?.since ?? new Date(), attempts: (previous?.attempts ?? 0) + 1, error: message };
    set(outage);
    if (!previous) this.log.warn({ store, err: error }, `${store} unavailable: read models wait and retry until it is back`);
    this.settleWaiters();
    await this.sleep(this.backoff(outage.attempts), signal);
  }

  private recovered(store: Outage['store'], get: () => Outage | null, clear: () => void, projection?: string): void {
    const outage = get();
    if (!outage) return;
    clear();
    this.log.info(
      { store, projection, since: outage.since.toISOString(), attempts: outage.attempts },
      `${store} available again: read models resume`,
    );
  }

  /** The pause before try `attempt` + 1: doubling from `first` up to `max`, each within 20% either way (jitter). */
  private backoff(attempt: number): number {
    const base = Math.min(this.retryMs.first * 2 ** Math.min(attempt - 1, 30), this.retryMs.max);
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  private sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(new Stopping());
        return;
      }
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      const stop = () => {
        clearTimeout(timer);
        reject(new Stopping());
      };
      signal.addEventListener('abort', stop, { once: true });
    });
  }

  private fail(worker: Worker, error: unknown, at: RecordedEvent | null): void {
    const message = error instanceof Error ? error.message : String(error);
    worker.state = 'failed';
    worker.outage = null;
    worker.error = { message, position: at?.position ?? worker.position, eventType: at?.type ?? '' };
    this.log.error(
      { projection: worker.projection.name, position: worker.error.position, eventType: worker.error.eventType, err: error },
      'projection failed and stopped',
    );
    this.settleWaiters();
  }

  /** The reader itself failed for something other than an outage (an event the port cannot read): all stop there. */
  private failAll(error: unknown): void {
    for (const worker of this.workers.values()) if (worker.state !== 'failed' && worker.state !== 'stopped') this.fail(worker, error, null);
  }

  private async reset(projection: Projection): Promise<void> {
    for (const name of projection.collections) await this.readStore.collection(name).drop();
    await this.readStore.collection(CHECKPOINTS).bulkWrite([{ deleteOne: { filter: { _id: projection.name } } }]);
  }

  private lagging(waiter: Waiter): string[] {
    return [...this.workers.values()]
      .filter((w) => (waiter.only ? waiter.only.has(w.projection.name) : true))
      .filter((w) => w.state !== 'failed' && w.state !== 'stopped' && w.position < waiter.position)
      .map((w) => w.projection.name);
  }

  private reached(waiter: Waiter): boolean {
    return this.lagging(waiter).length === 0;
  }

  private settleWaiters(): void {
    for (const waiter of [...this.waiters]) if (this.reached(waiter)) waiter.resolve();
  }
}
