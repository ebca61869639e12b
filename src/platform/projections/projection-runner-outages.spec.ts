import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextMacrotask, setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { closedPort } from '../../../test/support/closed-port.js';
import { EsdbEventStore } from '../eventstore/esdb-event-store.js';
import type { AppendResult, EventStore, NewEvent, ReadAllOptions, RecordedEvent } from '../eventstore/event-store.js';
import { SqliteEventStore } from '../eventstore/sqlite-event-store.js';
import { HealthRegistry } from '../health/health-registry.js';
import { HealthController } from '../health/health.controller.js';
import { MemoryReadStore } from '../readstore/memory-read-store.js';
import type { Document, ReadStore, ReadStoreSession } from '../readstore/read-store.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

// Issue 23: a store outage is waited out (never taken for a bug), one pass feeds every projection with batches cut by
// count and time, `live` means at the head, and checkpoints name the store they came from.

const silent = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'projection-outages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newSqlite = () => SqliteEventStore.open(join(dir, `events-${++files}.sqlite`));
const fastRetries = { retryMs: { first: 5, max: 20 } };

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

interface Tally extends Document {
  count: number;
  total: number;
}

/** Counts and sums `Scored` points per stream: `$inc` shows an event applied twice. */
function tally(name = 'tally'): Projection {
  return {
    name,
    version: 1,
    handles: ['Scored'],
    collections: [`${name}_teams`],
    async handle(batch, { session }) {
      await session.collection<Tally>(`${name}_teams`).bulkWrite(
        batch.map((event) => ({
          updateOne: { filter: { _id: event.stream }, update: { $inc: { count: 1, total: Number(event.data.points) } }, upsert: true },
        })),
      );
    },
  };
}

/** One document per event id, counting its applications: an event applied twice says 2. */
function ledger(): Projection {
  return {
    name: 'ledger',
    version: 1,
    handles: ['Scored', 'Noted'],
    collections: ['ledger_entries'],
    async handle(batch, { session }) {
      await session.collection('ledger_entries').bulkWrite(
        batch.map((event) => ({ updateOne: { filter: { _id: event.id }, update: { $inc: { applied: 1 }, $set: { position: event.position } }, upsert: true } })),
      );
    },
  };
}

async function documents(store: ReadStoreSession, collection: string): Promise<Document[]> {
  return store.collection(collection).find({}, { sort: { _id: 1 } });
}

/** Everything replayed into a fresh read store: what every run must converge to. */
async function fullRebuild(eventStore: EventStore, projections: Projection[]): Promise<Record<string, Document[]>> {
  const fresh = new MemoryReadStore();
  const runner = new ProjectionRunner(eventStore, fresh, silent);
  for (const projection of projections) runner.register(projection);
  await runner.start();
  await runner.stop();
  return Object.fromEntries(await Promise.all(projections.flatMap((p) => p.collections.map(async (c) => [c, await documents(fresh, c)] as const))));
}

async function all(readStore: ReadStore, projections: Projection[]): Promise<Record<string, Document[]>> {
  return Object.fromEntries(await Promise.all(projections.flatMap((p) => p.collections.map(async (c) => [c, await documents(readStore, c)] as const))));
}

const outage = (store: 'event store' | 'read store') => new StoreUnavailableError(store, 'connection refused (injected)');

/**
 * The embedded store with faults injected at its port: while `down`, every call and every read under way fails as
 * an unreachable server's would (a live read waiting for appends is dropped at once).
 */
class FlakyEventStore implements EventStore {
  private down = false;
  private readonly dropped = new Set<(error: Error) => void>();

  constructor(readonly inner: SqliteEventStore) {}

  goDown(): void {
    this.down = true;
    for (const drop of this.dropped) drop(outage('event store'));
  }

  heal(): void {
    this.down = false;
  }

  private check(): void {
    if (this.down) throw outage('event store');
  }

  async appendToStream(stream: string, events: readonly NewEvent[]): Promise<AppendResult> {
    return this.inner.appendToStream(stream, events);
  }

  async readStream(stream: string) {
    this.check();
    return this.inner.readStream(stream);
  }

  readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    const inner = this.inner.readAll(options)[Symbol.asyncIterator]();
    return {
      [Symbol.asyncIterator]: () => ({
        next: () => {
          if (this.down) return Promise.reject(outage('event store'));
          return new Promise<IteratorResult<RecordedEvent>>((resolve, reject) => {
            const drop = (error: Error) => reject(error);
            this.dropped.add(drop);
            inner.next().then(
              (step) => {
                this.dropped.delete(drop);
                if (this.down) reject(outage('event store'));
                else resolve(step);
              },
              (error: unknown) => {
                this.dropped.delete(drop);
                reject(error);
              },
            );
          });
        },
        return: async () => {
          await inner.return?.(undefined);
          return { done: true, value: undefined };
        },
      }),
    };
  }

  async headPosition(): Promise<string> {
    this.check();
    return this.inner.headPosition();
  }

  async retireStream(stream: string, expectedRevision: bigint): Promise<boolean> {
    this.check();
    return this.inner.retireStream(stream, expectedRevision);
  }

  async ping(): Promise<void> {
    this.check();
  }

  async identity(): Promise<string> {
    this.check();
    return this.inner.identity();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** The memory read store whose transactions fail as an unreachable server's would while `down`. */
class FlakyReadStore implements ReadStore {
  readonly durable = false;
  down = false;
  transactions = 0;

  constructor(readonly inner = new MemoryReadStore()) {}

  collection<T extends Document = Document>(name: string) {
    return this.inner.collection<T>(name);
  }

  async withTransaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    if (this.down) throw outage('read store');
    this.transactions += 1;
    return this.inner.withTransaction(work);
  }

  async ping(): Promise<void> {
    if (this.down) throw outage('read store');
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

describe('ProjectionRunner through store outages', () => {
  it('waits out an event store that drops its reads and a read store that refuses commits, then resumes every projection with nothing skipped or applied twice', async () => {
    const sqlite = newSqlite();
    const eventStore = new FlakyEventStore(sqlite);
    const readStore = new FlakyReadStore();
    closing.push(() => sqlite.close());
    const projections = [tally(), ledger()];
    const runner = new ProjectionRunner(eventStore, readStore, silent, fastRetries);
    for (const projection of projections) runner.register(projection);
    closing.push(() => runner.stop());
    for (let n = 0; n < 30; n += 1) await sqlite.appendToStream(`team-${n % 3}`, [{ type: 'Scored', data: { points: n } }]);
    await runner.start();

    // The event store goes away while the projections are live, for longer than many retries.
    eventStore.goDown();
    for (let n = 0; n < 40; n += 1) await sqlite.appendToStream(`team-${n % 4}`, [{ type: n % 5 === 0 ? 'Noted' : 'Scored', data: { points: n } }]);
    await until(() => runner.status().every((status) => status.state === 'retrying' && (status.retrying?.attempts ?? 0) >= 10), 'retries under way');
    const during = runner.status();
    expect(during.map(({ name, state, retrying }) => ({ name, state, store: retrying?.store, since: typeof retrying?.since }))).toEqual([
      { name: 'tally', state: 'retrying', store: 'event store', since: 'string' },
      { name: 'ledger', state: 'retrying', store: 'event store', since: 'string' },
    ]);
    // Health says degraded, with the details for admins only.
    const health = new HealthController(eventStore, readStore, runner, new HealthRegistry());
    const statusCodes: number[] = [];
    const response = { status: (code: number) => statusCodes.push(code) } as never;
    const publicAnswer = await health.health(response);
    const adminAnswer = await health.details(response);
    expect({ publicAnswer, statusCodes, projections: adminAnswer.projections.map((p) => p.state) }).toEqual({
      publicAnswer: { status: 'degraded' },
      statusCodes: [503, 503],
      projections: ['retrying', 'retrying'],
    });

    // It comes back, and then the read store refuses every commit for a while.
    readStore.down = true;
    eventStore.heal();
    await until(() => runner.status().some((status) => status.retrying?.store === 'read store'), 'the read store outage to show');
    const stuck = await sqlite.appendToStream('team-9', [{ type: 'Scored', data: { points: 1000 } }]);
    await expect(runner.whenProcessed(stuck.position, { timeoutMs: 100 })).rejects.toThrow('did not reach');
    readStore.down = false;

    await runner.whenProcessed(stuck.position, { timeoutMs: 10_000 });
    await until(() => runner.status().every((status) => status.state === 'live'), 'live again');
    expect(runner.status().map(({ name, state, error, retrying }) => ({ name, state, error, retrying }))).toEqual([
      { name: 'tally', state: 'live', error: undefined, retrying: undefined },
      { name: 'ledger', state: 'live', error: undefined, retrying: undefined },
    ]);
    expect(await all(readStore, projections)).toEqual(await fullRebuild(sqlite, projections));
    const entries = await documents(readStore, 'ledger_entries');
    expect({ events: entries.length, appliedTwice: entries.filter((entry) => entry.applied !== 1).length }).toEqual({ events: 71, appliedTwice: 0 });
  });

  it('still fails a projection whose handler throws, naming the event, while an outage is only waited out', async () => {
    const sqlite = newSqlite();
    closing.push(() => sqlite.close());
    const readStore = new FlakyReadStore();
    const broken: Projection = {
      ...tally('broken'),
      async handle(batch) {
        const bad = batch.find((event) => Number(event.data.points) < 0);
        if (bad) throw new Error(`negative points in ${bad.stream}`);
      },
    };
    await sqlite.appendToStream('team-a', [{ type: 'Scored', data: { points: 1 } }]);
    const poison = await sqlite.appendToStream('team-b', [{ type: 'Scored', data: { points: -1 } }]);
    const runner = new ProjectionRunner(sqlite, readStore, silent, fastRetries);
    runner.register(broken);
    runner.register(tally());
    closing.push(() => runner.stop());
    readStore.down = true;
    const started = runner.start();
    // The pass waits on the first commit it cannot make: the read store is the same for all.
    await until(() => runner.status().some((status) => status.retrying?.store === 'read store'), 'a commit waiting for the read store');
    readStore.down = false;
    await started;

    const [failed, fine] = runner.status();
    expect(failed).toEqual(
      expect.objectContaining({ state: 'failed', error: { message: 'negative points in team-b', position: expect.any(String), eventType: 'Scored' } }),
    );
    expect(String(failed.error?.position) <= poison.position).toBe(true);
    expect(fine.state).toBe('live');
  });
});

/** The embedded store read the way a gRPC stream hands events over: in chunks of 32, a macrotask apart. */
class ChunkedEventStore implements EventStore {
  constructor(readonly inner: SqliteEventStore) {}
  appendToStream(stream: string, events: readonly NewEvent[]) {
    return this.inner.appendToStream(stream, events);
  }
  readStream(stream: string) {
    return this.inner.readStream(stream);
  }
  async *readAll(options: ReadAllOptions = {}): AsyncGenerator<RecordedEvent> {
    let sent = 0;
    for await (const event of this.inner.readAll(options)) {
      if (sent > 0 && sent % 32 === 0) await nextMacrotask();
      sent += 1;
      yield event;
    }
  }
  headPosition() {
    return this.inner.headPosition();
  }
  retireStream(stream: string, expectedRevision: bigint) {
    return this.inner.retireStream(stream, expectedRevision);
  }
  ping() {
    return this.inner.ping();
  }
  identity() {
    return this.inner.identity();
  }
  close() {
    return this.inner.close();
  }
}

describe('ProjectionRunner: one pass, batches by count and time, live at the head', () => {
  it('replays a store that hands events over in small chunks in batches of the configured size, one reader for every projection, and is live only at the head', async () => {
    const sqlite = newSqlite();
    closing.push(() => sqlite.close());
    for (let n = 0; n < 2_000; n += 100) {
      await sqlite.appendToStream(`team-${n}`, Array.from({ length: 100 }, (_, k) => ({ type: 'Scored', data: { points: n + k } })));
    }
    const head = await sqlite.headPosition();
    const eventStore = new ChunkedEventStore(sqlite);
    let readers = 0;
    const readAll = eventStore.readAll.bind(eventStore);
    eventStore.readAll = (options) => {
      readers += 1;
      return readAll(options);
    };
    const readStore = new FlakyReadStore();
    // Each batch notes what the runner said of its projection while it was being handled.
    const seen: { last: string; state: string | undefined }[] = [];
    let runner: ProjectionRunner | null = null;
    const watched = (projection: Projection): Projection => ({
      ...projection,
      async handle(batch, context) {
        seen.push({ last: batch[batch.length - 1].position, state: runner?.status().find((status) => status.name === projection.name)?.state });
        await projection.handle(batch, context);
      },
    });
    const projections = [watched(tally('first')), watched(tally('second')), watched(ledger())];
    runner = new ProjectionRunner(eventStore, readStore, silent, { batchSize: 500, batchMs: 60_000 });
    for (const projection of projections) runner.register(projection);
    closing.push(() => runner.stop());
    await runner.start();

    // 2,000 events in batches of 500: four transactions per projection, where committing every chunk made 63.
    expect({ readers, transactions: readStore.transactions }).toEqual({ readers: 1, transactions: 12 });
    expect(seen.filter((batch) => batch.state !== 'catching-up')).toEqual([]);
    expect(seen.filter((batch) => batch.last === head)).toHaveLength(3);
    expect(runner.status().map((status) => status.state)).toEqual(['live', 'live', 'live']);
    expect(await all(readStore, projections)).toEqual(await fullRebuild(sqlite, [tally('first'), tally('second'), ledger()]));
  });

  it('commits a replay batch once it is `batchMs` old, whatever its size', async () => {
    const sqlite = newSqlite();
    closing.push(() => sqlite.close());
    await sqlite.appendToStream('team-a', Array.from({ length: 300 }, (_, k) => ({ type: 'Scored', data: { points: k } })));
    const slow = new ChunkedEventStore(sqlite);
    const readAll = slow.readAll.bind(slow);
    // 10 ms between chunks of 32: a batch 25 ms old is committed at the next chunk.
    slow.readAll = async function* (options) {
      let sent = 0;
      for await (const event of readAll(options)) {
        if (sent > 0 && sent % 32 === 0) await sleep(10);
        sent += 1;
        yield event;
      }
    };
    const readStore = new FlakyReadStore();
    const runner = new ProjectionRunner(slow, readStore, silent, { batchSize: 10_000, batchMs: 25 });
    runner.register(tally());
    closing.push(() => runner.stop());
    await runner.start();
    expect(readStore.transactions).toBeGreaterThan(1);
    expect(readStore.transactions).toBeLessThan(10);
    expect(await documents(readStore, 'tally_teams')).toEqual([{ _id: 'team-a', count: 300, total: (299 * 300) / 2 }]);
  });
});

describe('ProjectionRunner: checkpoints name their event store', () => {
  it('rebuilds a read model whose checkpoint came from another store instead of resuming at a position that means nothing there', async () => {
    const first = newSqlite();
    const second = newSqlite();
    closing.push(() => first.close(), () => second.close());
    for (let n = 0; n < 10; n += 1) await first.appendToStream('team-a', [{ type: 'Scored', data: { points: 1 } }]);
    for (let n = 0; n < 5; n += 1) await second.appendToStream('team-b', [{ type: 'Scored', data: { points: 2 } }]);
    const readStore = new MemoryReadStore();
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push((JSON.parse(line) as { msg: string }).msg) });

    const before = new ProjectionRunner(first, readStore, log);
    before.register(tally());
    await before.start();
    await before.stop();
    const after = new ProjectionRunner(second, readStore, log);
    after.register(tally());
    closing.push(() => after.stop());
    await after.start();

    expect(warnings).toEqual(['read model was built from another event store: rebuilding it from this one']);
    expect(await documents(readStore, 'tally_teams')).toEqual([{ _id: 'team-b', count: 5, total: 10 }]);
    const checkpoint = await readStore.collection('projection_checkpoints').findOne({ _id: 'tally' });
    expect(checkpoint).toEqual(expect.objectContaining({ store: await second.identity(), position: await second.headPosition() }));
  });
});

describe('ProjectionRunner over the real EventStoreDB client, the server unreachable', () => {
  it('keeps retrying far past the old limit of 8 attempts, reports the outage, fails nothing, and stops promptly', async () => {
    const port = await closedPort();
    const eventStore = await EsdbEventStore.connect(`esdb://127.0.0.1:${port}?tls=false`, { ping: false, resubscribeBackoffMs: { first: 5, max: 20 } });
    closing.push(() => eventStore.close());
    const runner = new ProjectionRunner(eventStore, new MemoryReadStore(), silent, fastRetries);
    runner.register(tally());
    runner.register(ledger());
    void runner.start();
    await until(() => runner.status().every((status) => (status.retrying?.attempts ?? 0) > 20), 'more than 20 tries', 20_000);
    expect(runner.status().map(({ state, retrying, error }) => ({ state, store: retrying?.store, error }))).toEqual([
      { state: 'retrying', store: 'event store', error: undefined },
      { state: 'retrying', store: 'event store', error: undefined },
    ]);
    const stopping = Date.now();
    await runner.stop();
    expect(Date.now() - stopping).toBeLessThan(2_000);
    expect(runner.status().map((status) => status.state)).toEqual(['stopped', 'stopped']);
  }, 30_000);
});
