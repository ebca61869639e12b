import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import type { EventStore, RecordedEvent } from '../eventstore/event-store.js';
import { SqliteEventStore } from '../eventstore/sqlite-event-store.js';
import { MemoryReadStore } from '../readstore/memory-read-store.js';
import type { Document, ReadStore, ReadStoreSession } from '../readstore/read-store.js';
import type { Projection } from './projection.js';
import { ProjectionTimeoutError } from './projection.js';
import { CHECKPOINTS, ProjectionRunner } from './projection-runner.js';

const silent = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'projections-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

interface Tally extends Document {
  count: number;
  total: number;
  lastType: string;
}

/** Counts `Scored` events per stream and sums their points; `$inc` makes double application visible. */
function tallyProjection(overrides: Partial<Projection> = {}): Projection {
  return {
    name: 'tally',
    version: 1,
    handles: ['Scored'],
    collections: ['tallies'],
    async handle(batch, { session }) {
      await session.collection<Tally>('tallies').bulkWrite(
        batch.map((event) => ({
          updateOne: {
            filter: { _id: event.stream },
            update: { $inc: { count: 1, total: Number(event.data.points) }, $set: { lastType: event.type } },
            upsert: true,
          },
        })),
      );
    },
    ...overrides,
  };
}

async function documents(store: ReadStoreSession, collection = 'tallies'): Promise<Document[]> {
  return store.collection(collection).find({}, { sort: { _id: 1 } });
}

/** Replays everything into a fresh read store: the documents every run must converge to. */
async function fullRebuild(eventStore: EventStore, projection: Projection): Promise<Document[]> {
  const fresh = new MemoryReadStore();
  const runner = new ProjectionRunner(eventStore, fresh, silent);
  runner.register(projection);
  await runner.start();
  await runner.stop();
  return documents(fresh);
}

describe('ProjectionRunner', () => {
  let eventStore: SqliteEventStore;
  let readStore: MemoryReadStore;
  const runners: ProjectionRunner[] = [];
  const newRunner = (store: ReadStore = readStore, options = {}) => {
    const runner = new ProjectionRunner(eventStore, store, silent, options);
    runners.push(runner);
    return runner;
  };
  const score = (stream: string, points: number, type = 'Scored') =>
    eventStore.appendToStream(stream, [{ type, data: { points } }]);

  beforeEach(() => {
    eventStore = SqliteEventStore.open(join(dir, `events-${++files}.sqlite`));
    readStore = new MemoryReadStore();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await eventStore.close();
  });

  it('given stored events, when started, then it resolves after projecting them and other types only move the checkpoint', async () => {
    await score('team-a', 3);
    await score('team-a', 2);
    await score('team-b', 1);
    const last = await score('team-b', 0, 'Unrelated');
    const runner = newRunner();
    runner.register(tallyProjection());
    await runner.start();
    expect(await documents(readStore)).toEqual([
      { _id: 'team-a', count: 2, total: 5, lastType: 'Scored' },
      { _id: 'team-b', count: 1, total: 1, lastType: 'Scored' },
    ]);
    expect(runner.status()).toEqual([
      expect.objectContaining({ name: 'tally', state: 'live', checkpoint: last.position, lagMs: 0 }),
    ]);
  });

  it('given a running projection, when an event is appended, then whenProcessed resolves once its read model shows it', async () => {
    const runner = newRunner();
    runner.register(tallyProjection());
    await runner.start();
    const appended = await score('team-a', 7);
    await runner.whenProcessed(appended.position);
    expect(await documents(readStore)).toEqual([{ _id: 'team-a', count: 1, total: 7, lastType: 'Scored' }]);
  });

  it('given a live projection, when events are appended, then each is processed at once, not at the store\'s fallback poll', async () => {
    const runner = newRunner();
    runner.register(tallyProjection());
    await runner.start();
    // The SQLite store polls for other processes' appends every second; our own appends must not wait for it.
    for (let n = 1; n <= 5; n++) {
      const appended = await score('team-a', n);
      await runner.whenProcessed(appended.position, { timeoutMs: 250 });
    }
    expect(await documents(readStore)).toEqual([{ _id: 'team-a', count: 5, total: 15, lastType: 'Scored' }]);
  });

  it('given a projection stopped part way, when a new runner resumes on the same read store, then nothing is applied twice', async () => {
    for (let n = 0; n < 10; n++) await score('team-a', 1);
    const first = newRunner();
    first.register(tallyProjection());
    await first.start();
    await first.stop();
    for (let n = 0; n < 5; n++) await score('team-a', 1);
    const second = newRunner();
    second.register(tallyProjection());
    await second.start();
    expect(await documents(readStore)).toEqual([{ _id: 'team-a', count: 15, total: 15, lastType: 'Scored' }]);
  });

  it('given a crash between the handler writes and the checkpoint, when restarted, then the documents equal a full rebuild', async () => {
    for (let n = 1; n <= 20; n++) await score(`team-${n % 3}`, n);
    // The crash: the checkpoint write of the second batch fails after the handler wrote its documents.
    let checkpointWrites = 0;
    const crashing: ReadStore = Object.assign(Object.create(readStore) as ReadStore, {
      withTransaction: <R>(work: (session: ReadStoreSession) => Promise<R>) =>
        readStore.withTransaction((session) =>
          work({
            collection: <T extends Document>(name: string) => {
              const collection = session.collection<T>(name);
              if (name !== CHECKPOINTS) return collection;
              return Object.assign(Object.create(collection) as typeof collection, {
                bulkWrite: async (...args: Parameters<typeof collection.bulkWrite>) => {
                  if (++checkpointWrites === 2) throw new Error('power cut');
                  return collection.bulkWrite(...args);
                },
              });
            },
          }),
        ),
    });
    const crashed = newRunner(crashing, { batchSize: 7 });
    crashed.register(tallyProjection());
    await crashed.start();
    expect(crashed.status()[0]).toEqual(expect.objectContaining({ state: 'failed', error: expect.objectContaining({ message: 'power cut' }) }));
    await crashed.stop();

    const restarted = newRunner(readStore, { batchSize: 7 });
    restarted.register(tallyProjection());
    await restarted.start();
    expect(await documents(readStore)).toEqual(await fullRebuild(eventStore, tallyProjection()));
    expect((await documents(readStore)).reduce((sum, doc) => sum + (doc.count as number), 0)).toBe(20);
  });

  it('given a handler that throws on one event, then that projection stops there and reports it while the others go on', async () => {
    await score('team-a', 1);
    const poison = await score('team-a', -1);
    await score('team-a', 2);
    const runner = newRunner();
    runner.register(
      tallyProjection({
        name: 'picky',
        collections: ['picky'],
        async handle(batch) {
          if (batch.some((event: RecordedEvent) => Number(event.data.points) < 0)) throw new Error('negative points');
        },
      }),
    );
    runner.register(tallyProjection());
    await runner.start();
    const [picky, tally] = runner.status();
    expect(picky).toEqual(
      expect.objectContaining({
        state: 'failed',
        checkpoint: '',
        error: { message: 'negative points', position: expect.any(String), eventType: 'Scored' },
      }),
    );
    expect(String(picky.error?.position) <= poison.position).toBe(true);
    expect(tally.state).toBe('live');
    const later = await score('team-b', 4);
    await runner.whenProcessed(later.position);
    expect(await documents(readStore)).toHaveLength(2);
  });

  it('given a new projection version, when started, then its old documents are dropped and rebuilt', async () => {
    await score('team-a', 2);
    const v1 = newRunner();
    v1.register(tallyProjection());
    await v1.start();
    await v1.stop();
    await readStore.collection('tallies').bulkWrite([{ replaceOne: { filter: { _id: 'stale' }, replacement: { _id: 'stale' }, upsert: true } }]);

    const v2 = newRunner();
    v2.register(
      tallyProjection({
        version: 2,
        async handle(batch, { session }) {
          await session.collection('tallies').bulkWrite(
            batch.map((event) => ({
              updateOne: { filter: { _id: event.stream }, update: { $inc: { doubled: 2 * Number(event.data.points) } }, upsert: true },
            })),
          );
        },
      }),
    );
    await v2.start();
    expect(await documents(readStore)).toEqual([{ _id: 'team-a', doubled: 4 }]);
    expect(await readStore.collection(CHECKPOINTS).findOne({ _id: 'tally' })).toEqual(expect.objectContaining({ version: 2 }));
  });

  it('given damaged read models, when one projection is rebuilt, then it replays from the first event', async () => {
    await score('team-a', 2);
    await score('team-a', 3);
    const runner = newRunner();
    runner.register(tallyProjection());
    await runner.start();
    await readStore.collection('tallies').bulkWrite([{ updateOne: { filter: { _id: 'team-a' }, update: { $set: { total: 999 } } } }]);
    await runner.rebuild('tally');
    expect(await documents(readStore)).toEqual([{ _id: 'team-a', count: 2, total: 5, lastType: 'Scored' }]);
    const later = await score('team-a', 1);
    await runner.whenProcessed(later.position);
    expect((await documents(readStore))[0].total).toBe(6);
  });

  it('given a projection that cannot keep up, when waiting with a timeout, then it rejects naming the projection', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runner = newRunner();
    runner.register(tallyProjection({ handle: () => gate }));
    await runner.start();
    const appended = await score('team-a', 1);
    await expect(runner.whenProcessed(appended.position, { timeoutMs: 50 })).rejects.toThrow(ProjectionTimeoutError);
    await expect(runner.whenProcessed(appended.position, { timeoutMs: 50 })).rejects.toThrow('tally');
    release();
    await runner.whenProcessed(appended.position);
  });
});

describe('ProjectionRunner over a store that never makes the loop wait', () => {
  it('given a replay of 200,000 events that SQLite-like reads hand over without a macrotask, then it keeps nothing per event until it ends', async () => {
    // SQLite reads synchronously: a replay's reads all resolve in microtasks and no timer fires until it ends. What
    // the runner leaves behind per event would then stay alive for the whole replay (it once kept a closure and a
    // promise per event and projection: gigabytes at a million events).
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const total = 200_000;
    const events: RecordedEvent[] = Array.from({ length: total }, (_, n) => ({
      id: `event-${n}`,
      stream: `team-${n % 50}`,
      revision: 0n,
      position: String(n + 1).padStart(20, '0'),
      type: 'Scored',
      data: { points: 1 },
      metadata: {},
      recordedAt: new Date(0),
    }));
    const head = events[total - 1].position;
    const store = {
      async *readAll(options: { from?: string } = {}) {
        for (const event of events) if (!options.from || event.position > options.from) yield event;
        // Then waits for appends that never come, as a live read does.
        await new Promise(() => {});
      },
      headPosition: async () => head,
      identity: async () => 'a store of 200,000 events',
    } as unknown as EventStore;
    let heapAtLastBatch = 0;
    const projection: Projection = {
      name: 'counting',
      version: 1,
      handles: ['Scored'],
      collections: [],
      async handle(batch) {
        if (batch[batch.length - 1].position === head) {
          collectGarbage();
          heapAtLastBatch = process.memoryUsage().heapUsed;
        }
      },
    };
    const runner = new ProjectionRunner(store, new MemoryReadStore(), silent, { batchSize: 1_000 });
    runner.register(projection);
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = runner.start();
    await started;
    const grownMb = (heapAtLastBatch - heapBefore) / 1e6;
    expect({ grownMb: Math.max(0, Math.round(grownMb)), under: grownMb < 15 }).toEqual({ grownMb: Math.max(0, Math.round(grownMb)), under: true });
    void runner.stop();
  });
});
