import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { BATCH_BYTES, CopyError, copyEvents, digestOf } from './copy-events.js';
import type { EventStore, NewEvent } from './event-store.js';
import { EsdbEventStore } from './esdb-event-store.js';
import { SqliteEventStore } from './sqlite-event-store.js';

const dir = mkdtempSync(join(tmpdir(), 'copy-events-'));
let files = 0;
const sqlite = async () => SqliteEventStore.open(join(dir, `events-${++files}.sqlite`));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Three interleaved streams with sealed-looking data, ids, metadata and times of their own. */
async function filled(store: EventStore): Promise<void> {
  const recordedAt = new Date('2025-06-01T12:00:00.000Z');
  for (let n = 0; n < 30; n++) {
    await store.appendToStream(`copy-${n % 3}`, [
      { id: randomUUID(), type: 'Noted', data: { n, note: { sealed: `v1.${n}` } }, metadata: { actorId: 'a' }, recordedAt: new Date(recordedAt.getTime() + n) },
    ]);
  }
}

/**
 * A SQLite store that refuses an append above `limit` bytes of data and metadata, as EventStoreDB refuses one above its
 * maximum append size (1 MiB by default), and keeps the size of each append it took.
 */
function withAppendLimit(store: SqliteEventStore, limit: number): { store: EventStore; appended: number[] } {
  const appended: number[] = [];
  const sizeOf = (events: readonly NewEvent[]) =>
    events.reduce((sum, event) => sum + Buffer.byteLength(JSON.stringify(event.data)) + Buffer.byteLength(JSON.stringify(event.metadata ?? {})), 0);
  const limited = Object.create(store) as SqliteEventStore;
  limited.appendToStream = async (stream, events, options) => {
    const size = sizeOf(events);
    if (size > limit) throw new Error(`Maximum Append Size of ${limit} Exceeded.`);
    appended.push(size);
    return store.appendToStream(stream, events, options);
  };
  return { store: limited, appended };
}

/**
 * The copy between stores, in process: SQLite to SQLite here, and SQLite to EventStoreDB and back where a server is
 * (`EVENTSTORE_URL`), as the contract suite runs there. The process tests (test/crash/events-copy.spec.ts) run the command.
 */
describe('copyEvents', () => {
  it('given a filled store, when copied twice, then the second run finds everything there and both digests match', async () => {
    const [from, to] = [await sqlite(), await sqlite()];
    await filled(from);
    expect(await copyEvents(from, to)).toMatchObject({ copied: 30, present: 0 });
    expect(await copyEvents(from, to)).toMatchObject({ copied: 0, present: 30 });
    expect(await digestOf(to)).toEqual(await digestOf(from));
    await Promise.all([from.close(), to.close()]);
  });

  it('given a target whose stream holds other events, when copied, then it stops with a CopyError and doubles nothing', async () => {
    const [from, to] = [await sqlite(), await sqlite()];
    await filled(from);
    await to.appendToStream('copy-1', [{ type: 'Other', data: {} }]);
    await expect(copyEvents(from, to)).rejects.toThrow(CopyError);
    expect((await to.readStream('copy-1')).map((event) => event.type)).toEqual(['Other']);
    await Promise.all([from.close(), to.close()]);
  });

  it('given large events in one stream, when copied to a store with a maximum append size, then each append stays under half a MiB', async () => {
    const [from, real] = [await sqlite(), await sqlite()];
    const text = 'x'.repeat(100 * 1024);
    for (let n = 0; n < 40; n++) await from.appendToStream('large', [{ type: 'Large', data: { n, text } }]);
    const to = withAppendLimit(real, 1024 * 1024);
    expect(await copyEvents(from, to.store)).toMatchObject({ copied: 40 });
    expect(Math.max(...to.appended)).toBeLessThanOrEqual(BATCH_BYTES);
    expect(to.appended.length).toBeLessThan(20);
    expect(await digestOf(real)).toEqual(await digestOf(from));
    await Promise.all([from.close(), real.close()]);
  });

  it('given an event larger than the target takes, when copied, then it goes alone and the CopyError names it', async () => {
    const [from, real] = [await sqlite(), await sqlite()];
    await from.appendToStream('small', [{ type: 'Small', data: { n: 1 } }]);
    const id = randomUUID();
    await from.appendToStream('huge', [{ id, type: 'Huge', data: { text: 'x'.repeat(1200 * 1024) } }]);
    const to = withAppendLimit(real, 1024 * 1024);
    await expect(copyEvents(from, to.store)).rejects.toThrow(new RegExp(`^The target refused event ${id} of stream huge \\(\\d+ bytes of data and metadata, appended alone\\): Maximum Append Size`));
    expect(await real.readStream('small')).toHaveLength(1);
    await Promise.all([from.close(), real.close()]);
  });
});

const url = process.env.EVENTSTORE_URL;
if (url) {
  describe('copyEvents through EventStoreDB', () => {
    it('given a SQLite store, when copied to EventStoreDB and back, then the events, their ids, metadata and times are the same', async () => {
      // A server that holds other data: this run's streams are told apart by a prefix, and compared by stream.
      const prefix = `copy-${randomUUID()}`;
      const [from, back] = [await sqlite(), await sqlite()];
      for (let n = 0; n < 12; n++) {
        await from.appendToStream(`${prefix}-${n % 2}`, [{ id: randomUUID(), type: 'Noted', data: { n }, metadata: { actorId: 'a' }, recordedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, n)) }]);
      }
      const esdb = await EsdbEventStore.connect(url);
      try {
        await copyEvents(from, esdb);
        const onServer = [...(await esdb.readStream(`${prefix}-0`)), ...(await esdb.readStream(`${prefix}-1`))];
        const original = [...(await from.readStream(`${prefix}-0`)), ...(await from.readStream(`${prefix}-1`))];
        const shape = (events: typeof original) => events.map(({ id, stream, revision, type, data, metadata, recordedAt }) => ({ id, stream, revision, type, data, metadata, recordedAt }));
        expect(shape(onServer)).toEqual(shape(original));
        for (const stream of [`${prefix}-0`, `${prefix}-1`]) {
          const events = await esdb.readStream(stream);
          await back.appendToStream(stream, events.map(({ id, type, data, metadata, recordedAt }) => ({ id, type, data, metadata, recordedAt })));
        }
        expect(shape([...(await back.readStream(`${prefix}-0`)), ...(await back.readStream(`${prefix}-1`))])).toEqual(shape(original));
      } finally {
        await Promise.all([esdb.close(), from.close(), back.close()]);
      }
    });
  });
} else {
  process.stdout.write('events:copy through EventStoreDB contract skipped: EVENTSTORE_URL is not set (no EventStoreDB server can be installed on this machine)\n');
}
