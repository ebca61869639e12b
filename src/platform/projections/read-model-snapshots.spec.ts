import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { SqliteEventStore } from '../eventstore/sqlite-event-store.js';
import { KeyVault } from '../privacy/key-vault.js';
import { MemoryReadStore } from '../readstore/memory-read-store.js';
import type { Document, ReadStoreSession } from '../readstore/read-store.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';
import { ReadModelSnapshots, type RestoreReport } from './read-model-snapshots.js';

const silent = pino({ level: 'silent' });
const root = mkdtempSync(join(tmpdir(), 'snapshots-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
/** The key vault snapshots are encrypted with: one for the suite, as one DATA_DIR has one. */
const vault = KeyVault.open(join(root, 'personal-keys.sqlite'));
afterAll(() => vault.close());

/**
 * Two collections, one with a unique index, Dates and nested values: per player a tally of points, per team the
 * players seen. `$inc` makes an event applied twice (or missed) visible in the documents.
 */
function scoring(handled: { count: number } = { count: 0 }, version = 1): Projection {
  return {
    name: 'scoring',
    version,
    handles: ['Scored'],
    collections: ['players', 'teams'],
    async setUp(session) {
      await (session as MemoryReadStore).collection('players').createIndex({ number: 1 }, { unique: true });
    },
    async handle(batch, { session }) {
      handled.count += batch.length;
      await session.collection('players').bulkWrite(
        batch.map((event) => ({
          updateOne: {
            filter: { _id: String(event.data.player) },
            update: {
              $inc: { points: Number(event.data.points) },
              $set: { number: Number(event.data.player), last: { at: new Date(event.recordedAt), type: event.type } },
            },
            upsert: true,
          },
        })),
      );
      await session.collection('teams').bulkWrite(
        batch.map((event) => ({
          updateOne: { filter: { _id: String(event.data.team) }, update: { $addToSet: { players: Number(event.data.player) } }, upsert: true },
        })),
      );
    },
  };
}

function scored(count: number, offset = 0) {
  return Array.from({ length: count }, (_, k) => ({
    type: 'Scored',
    data: { player: (offset + k) % 97, team: (offset + k) % 7, points: 1 + ((offset + k) % 3) },
  }));
}

async function append(store: SqliteEventStore, count: number, offset = 0): Promise<void> {
  for (let from = 0; from < count; from += 500) {
    await store.appendToStream(`game-${offset + from}`, scored(Math.min(500, count - from), offset + from));
  }
}

async function contents(store: ReadStoreSession): Promise<Record<string, Document[]>> {
  return {
    players: await store.collection('players').find({}, { sort: { _id: 1 } }),
    teams: await store.collection('teams').find({}, { sort: { _id: 1 } }),
  };
}

/** One boot: restore what fits, replay the rest, hand back the read models, the report and how many events replayed. */
async function boot(eventStore: SqliteEventStore, snapshotDir: string, projection: (handled: { count: number }) => Projection = scoring, keys: KeyVault = vault) {
  const readStore = new MemoryReadStore();
  const runner = new ProjectionRunner(eventStore, readStore, silent);
  const handled = { count: 0 };
  runner.register(projection(handled));
  const snapshots = new ReadModelSnapshots(snapshotDir, readStore, eventStore, keys, silent);
  const report: RestoreReport = await snapshots.restore(runner.projections());
  await runner.start();
  return { readStore, runner, snapshots, report, handled };
}

/** The read models a replay of every event gives. */
async function fullReplay(eventStore: SqliteEventStore): Promise<Record<string, Document[]>> {
  // Its own DATA_DIR: its own key vault too (a boot destroys the snapshot keys no file of its folder names).
  const { readStore, runner } = await boot(eventStore, join(root, `none-${(dirs += 1)}`), scoring, KeyVault.open(':memory:'));
  await runner.stop();
  return contents(readStore);
}

function fresh() {
  const dir = join(root, `case-${(dirs += 1)}`);
  return { dir, snapshotDir: join(dir, 'read-models'), store: SqliteEventStore.open(join(dir, 'events.sqlite')) };
}

describe('read-model snapshots', () => {
  it('resumes from a snapshot: only the events after it replay, and the read models equal a full replay', async () => {
    const { store, snapshotDir } = fresh();
    await append(store, 3_000);
    const first = await boot(store, snapshotDir);
    expect(first.report).toEqual({ restored: [], ignored: [] });
    expect(first.handled.count).toBe(3_000);
    await first.runner.stop();
    expect(await first.snapshots.save(first.runner.projections())).toEqual(['scoring']);
    // Unchanged since: nothing is written again.
    expect(await first.snapshots.save(first.runner.projections())).toEqual([]);

    await append(store, 700, 3_000);
    const second = await boot(store, snapshotDir);
    expect(second.report.restored).toEqual([{ projection: 'scoring', position: expect.any(String), documents: 97 + 7 }]);
    expect(second.handled.count).toBe(700);
    expect(await contents(second.readStore)).toEqual(await fullReplay(store));
    // The unique index came back with the documents: a second player with a taken number is refused.
    await expect(second.readStore.collection('players').bulkWrite([{ replaceOne: { filter: { _id: 'x' }, replacement: { _id: 'x', number: 5 }, upsert: true } }])).rejects.toThrow(/Duplicate key/);
    await second.runner.stop();
    await store.close();
  });

  it('captures a consistent state while events keep arriving, and a crash mid-save leaves the last whole snapshot', async () => {
    const { store, snapshotDir } = fresh();
    await append(store, 1_000);
    const running = await boot(store, snapshotDir);
    // Appends and saves interleave: every snapshot must be a state the replay went through.
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([append(store, 400, 1_000 + round * 400), running.snapshots.save(running.runner.projections())]);
    }
    await running.runner.whenProcessed(await store.headPosition());
    await running.runner.stop();
    // A save a crash cut short leaves its temporary file; it is removed, and the snapshot before it counts.
    writeFileSync(join(snapshotDir, `scoring.snapshot.${process.pid}.tmp`), 'half a snapshot');
    const again = await boot(store, snapshotDir);
    expect(again.report.restored).toHaveLength(1);
    expect(again.handled.count).toBeLessThan(3_000);
    expect(await contents(again.readStore)).toEqual(await fullReplay(store));
    expect(readdirSync(snapshotDir)).toEqual(['scoring.snapshot']);
    await again.runner.stop();
    await store.close();
  });

  it('ignores a snapshot of another projection version, another store, an older backup of the store, or a damaged file', async () => {
    const { dir, store, snapshotDir } = fresh();
    await append(store, 1_000);
    // A copy of the store as it is now (its write-ahead log holds the latest commits), as a backup would be.
    copyFileSync(join(dir, 'events.sqlite'), join(dir, 'older.sqlite'));
    copyFileSync(join(dir, 'events.sqlite-wal'), join(dir, 'older.sqlite-wal'));
    await append(store, 500, 1_000);
    const made = await boot(store, snapshotDir);
    await made.runner.stop();
    await made.snapshots.save(made.runner.projections());
    const file = join(snapshotDir, 'scoring.snapshot');
    const good = readFileSync(file);

    // A new version of the projection rebuilds.
    const upgraded = await boot(store, snapshotDir, (handled) => scoring(handled, 2));
    expect(upgraded.report.ignored).toEqual([{ projection: 'scoring', reason: 'made by version 1 of the projection, now 2' }]);
    expect(upgraded.handled.count).toBe(1_500);
    await upgraded.runner.stop();

    // A store that never held these events (its own id).
    const other = SqliteEventStore.open(join(dir, 'other.sqlite'));
    await append(other, 1_500);
    const foreign = await boot(other, snapshotDir);
    expect(foreign.report.ignored).toEqual([{ projection: 'scoring', reason: 'made from another event store' }]);
    expect(await contents(foreign.readStore)).toEqual(await fullReplay(other));
    await foreign.runner.stop();
    await other.close();

    // The store put back to an older copy: the snapshot is ahead of it...
    const older = SqliteEventStore.open(join(dir, 'older.sqlite'));
    const behind = await boot(older, snapshotDir);
    expect(behind.report.ignored).toEqual([{ projection: 'scoring', reason: expect.stringMatching(/^built up to position \d+, past the store's last event \d+$/) }]);
    await behind.runner.stop();
    // ...and once that copy has other events past the same position, the event there is not the one it was built from.
    await older.appendToStream('other-game', scored(600, 5));
    const diverged = await boot(older, snapshotDir);
    expect(diverged.report.ignored).toEqual([{ projection: 'scoring', reason: expect.stringMatching(/^the store's event at position \d+ is not the one it was built from$/) }]);
    expect(await contents(diverged.readStore)).toEqual(await fullReplay(older));
    await diverged.runner.stop();
    await older.close();

    // Damaged: cut short, or one byte changed.
    writeFileSync(file, good.subarray(0, good.length - 10));
    expect((await boot(store, snapshotDir)).report.ignored).toEqual([{ projection: 'scoring', reason: 'damaged: the file ends early' }]);
    const flipped = Buffer.from(good);
    flipped[Math.floor(flipped.length / 2)] ^= 0x01;
    writeFileSync(file, flipped);
    const damaged = await boot(store, snapshotDir);
    expect(damaged.report.ignored).toEqual([{ projection: 'scoring', reason: expect.stringMatching(/^damaged: /) }]);
    expect(await contents(damaged.readStore)).toEqual(await fullReplay(store));
    await damaged.runner.stop();
    writeFileSync(file, good);
    const whole = await boot(store, snapshotDir);
    expect(whole.report.restored).toHaveLength(1);
    expect(whole.handled.count).toBe(0);
    await whole.runner.stop();
    await store.close();
  });

  it('keeps the documents encrypted, and a newer snapshot makes an older copy unreadable (its key destroyed)', async () => {
    const { store, snapshotDir } = fresh();
    await append(store, 300);
    const named = (handled: { count: number }): Projection => ({
      ...scoring(handled),
      async handle(batch, context) {
        await scoring(handled).handle(batch, context);
        await context.session.collection('teams').bulkWrite(batch.map((event) => ({ updateOne: { filter: { _id: String(event.data.team) }, update: { $set: { coach: `Coach Marker-${String(event.data.team)}` } }, upsert: true } })));
      },
    });
    const first = await boot(store, snapshotDir, named);
    await first.runner.stop();
    await first.snapshots.save(first.runner.projections());
    const file = join(snapshotDir, 'scoring.snapshot');
    const older = readFileSync(file);
    expect(older.includes('Coach Marker-')).toBe(false);
    expect(vault.subjectsStartingWith('read-model-snapshot:scoring:')).toHaveLength(1);

    await append(store, 10, 300);
    const second = await boot(store, snapshotDir, named);
    expect(second.report.restored).toHaveLength(1);
    expect((await second.readStore.collection('teams').findOne({ _id: '3' }))?.coach).toBe('Coach Marker-3');
    await second.runner.stop();
    await second.snapshots.save(second.runner.projections());
    // One key: the older snapshot's is gone, so what is left of it reads as nothing.
    expect(vault.subjectsStartingWith('read-model-snapshot:scoring:')).toHaveLength(1);
    writeFileSync(file, older);
    const third = await boot(store, snapshotDir, named);
    expect(third.report.ignored).toEqual([{ projection: 'scoring', reason: 'damaged: its key is gone from the key vault' }]);
    expect(await contents(third.readStore)).toEqual(await contents(second.readStore));
    await third.runner.stop();
    await store.close();
  });
});
