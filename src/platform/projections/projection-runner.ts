import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type { Logger } from 'pino';
import { type EventStore, type RecordedEvent, START_POSITION } from '../eventstore/event-store.js';
import type { Document, ReadStore } from '../readstore/read-store.js';
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
}

interface Worker {
  projection: Projection;
  handles: ReadonlySet<string>;
  state: ProjectionState;
  position: string;
  lastRecordedAt: Date | null;
  error?: ProjectionStatus['error'];
  abort: AbortController;
  done: Promise<void>;
}

interface Waiter {
  position: string;
  only: ReadonlySet<string> | null;
  resolve: () => void;
}

export interface ProjectionRunnerOptions {
  /** Most events handed to one `handle` call (and one read-store transaction). */
  batchSize?: number;
  /** Events skipped without a write before the checkpoint is stored anyway, so a restart need not rescan them. */
  checkpointEvery?: number;
}

const TICK = Symbol('tick');

/**
 * Feeds each registered projection from its own checkpoint. A batch's writes and the checkpoint that
 * follows them commit in one read-store transaction, so a crash between them cannot leave one without
 * the other. A handler that throws stops its projection (never skipping the event); the others go on.
 */
export class ProjectionRunner {
  private readonly workers = new Map<string, Worker>();
  private readonly waiters = new Set<Waiter>();
  private readonly batchSize: number;
  private readonly checkpointEvery: number;
  private started = false;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly log: Pick<Logger, 'info' | 'error'>,
    options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.checkpointEvery = options.checkpointEvery ?? 1000;
  }

  register(projection: Projection): void {
    if (this.workers.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    const worker = this.newWorker(projection);
    this.workers.set(projection.name, worker);
    if (this.started) this.launch(worker);
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
    for (const worker of this.workers.values()) this.launch(worker);
    await this.whenProcessed(await this.eventStore.headPosition(), { timeoutMs: Number.POSITIVE_INFINITY });
  }

  async stop(): Promise<void> {
    this.started = false;
    const workers = [...this.workers.values()];
    for (const worker of workers) worker.abort.abort();
    await Promise.all(workers.map((worker) => worker.done));
    for (const worker of workers) if (worker.state !== 'failed') worker.state = 'stopped';
    this.settleWaiters();
  }

  /**
   * Resolves once every running projection (or those named) has processed `position`. A failed projection
   * will not get there: it is left out, and health reports it.
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
    worker.abort.abort();
    await worker.done;
    await this.reset(worker.projection);
    const fresh = this.newWorker(worker.projection);
    this.workers.set(name, fresh);
    if (this.started) {
      this.launch(fresh);
      await this.whenProcessed(await this.eventStore.headPosition(), {
        projections: [name],
        timeoutMs: Number.POSITIVE_INFINITY,
      });
    }
  }

  status(): ProjectionStatus[] {
    return [...this.workers.values()].map((worker) => ({
      name: worker.projection.name,
      version: worker.projection.version,
      state: worker.state,
      checkpoint: worker.position,
      lagMs:
        worker.state === 'live' || !worker.lastRecordedAt ? 0 : Math.max(0, Date.now() - worker.lastRecordedAt.getTime()),
      ...(worker.error ? { error: worker.error } : {}),
    }));
  }

  private newWorker(projection: Projection): Worker {
    return {
      projection,
      handles: new Set(projection.handles),
      state: 'stopped',
      position: START_POSITION,
      lastRecordedAt: null,
      abort: new AbortController(),
      done: Promise.resolve(),
    };
  }

  private launch(worker: Worker): void {
    worker.state = 'starting';
    worker.done = this.run(worker).catch((error: unknown) => this.fail(worker, error, null));
  }

  private async run(worker: Worker): Promise<void> {
    const { projection } = worker;
    const checkpoints = this.readStore.collection<Checkpoint>(CHECKPOINTS);
    let checkpoint = await checkpoints.findOne({ _id: projection.name });
    if (checkpoint && checkpoint.version !== projection.version) {
      this.log.info({ projection: projection.name, from: checkpoint.version, to: projection.version }, 'projection version changed: rebuilding');
      await this.reset(projection);
      checkpoint = null;
    }
    if (projection.setUp) await projection.setUp(this.readStore);
    worker.position = checkpoint?.position ?? START_POSITION;
    worker.state = 'catching-up';
    this.settleWaiters();

    const events = this.eventStore.readAll({ from: worker.position, signal: worker.abort.signal })[Symbol.asyncIterator]();
    let batch: RecordedEvent[] = [];
    let read: RecordedEvent | null = null;
    let skippedSinceStored = 0;
    let pending = events.next();
    // The next event, or TICK when a macrotask passes first. An event the store already holds resolves before the
    // next macrotask; when the tick comes first, the store is waiting for new appends. One timer per macrotask wakes
    // whichever wait is under way then: a race per event against a shared timer would leave one reaction per event
    // on it, and a replay from a store that never makes the loop wait (SQLite reads synchronously) would keep them
    // all, millions of them, until it ended.
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
    try {
      for (;;) {
        // When the tick wins, what was read is committed now rather than held back until the next append.
        let next = await nextOrTick();
        wake = null;
        if (next === TICK) {
          if (read) {
            const store = batch.length > 0 || skippedSinceStored >= this.checkpointEvery;
            await this.commit(worker, batch, read, store);
            if (store) skippedSinceStored = 0;
            batch = [];
            read = null;
          }
          worker.state = 'live';
          this.settleWaiters();
          next = await pending;
        }
        if (next.done) {
          if (read) await this.commit(worker, batch, read, true);
          return;
        }
        pending = events.next();
        const current = next.value;
        read = current;
        if (worker.handles.has(current.type)) batch.push(current);
        else skippedSinceStored += 1;
        if (batch.length >= this.batchSize) {
          await this.commit(worker, batch, current, true);
          skippedSinceStored = 0;
          batch = [];
          read = null;
        }
      }
    } finally {
      // Ends a live read that may be waiting for the next append, so `done` settles promptly.
      worker.abort.abort();
      await events.return?.(undefined);
    }
  }

  private async commit(worker: Worker, batch: RecordedEvent[], last: RecordedEvent, store: boolean): Promise<void> {
    if (store) {
      const { projection } = worker;
      try {
        await this.readStore.withTransaction(async (session) => {
          if (batch.length > 0) await projection.handle(batch, { session });
          await session.collection<Checkpoint>(CHECKPOINTS).bulkWrite([
            {
              updateOne: {
                filter: { _id: projection.name },
                update: { $set: { position: last.position, version: projection.version } },
                upsert: true,
              },
            },
          ]);
        });
      } catch (error) {
        this.fail(worker, error, batch[0] ?? last);
        throw new StoppedProjection();
      }
    }
    worker.position = last.position;
    worker.lastRecordedAt = last.recordedAt;
    this.settleWaiters();
  }

  private fail(worker: Worker, error: unknown, at: RecordedEvent | null): void {
    if (error instanceof StoppedProjection) return;
    const message = error instanceof Error ? error.message : String(error);
    worker.state = 'failed';
    worker.error = { message, position: at?.position ?? worker.position, eventType: at?.type ?? '' };
    this.log.error(
      { projection: worker.projection.name, position: worker.error.position, eventType: worker.error.eventType, err: error },
      'projection failed and stopped',
    );
    this.settleWaiters();
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

/** Thrown through the read loop after a failure has been recorded, to end it without recording it twice. */
class StoppedProjection extends Error {}
