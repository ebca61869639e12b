import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { type RecordedEvent, WrongExpectedRevisionError } from './event-store.js';
import { describeEventStoreContract } from './event-store.contract.js';
import { SqliteEventStore } from './sqlite-event-store.js';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-event-store-'));
let files = 0;
const newFile = () => join(dir, `events-${++files}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each case gets a new file; reopening opens that case's file again.
let current = '';
describeEventStoreContract('SQLite', async () => SqliteEventStore.open((current = newFile())), { reopen: async () => SqliteEventStore.open(current) });

describe('SqliteEventStore', () => {
  it('given a file, when opened, then it uses WAL and the events table has the unique keys', async () => {
    const file = newFile();
    const store = SqliteEventStore.open(file);
    await store.appendToStream('s-1', [{ type: 'A', data: {} }]);
    await store.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const indexes = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'events'").get() as { sql: string };
    expect(indexes.sql).toContain('UNIQUE (stream, revision)');
    expect(indexes.sql).toContain('UNIQUE (event_id)');
    db.close();
  });

  it('given appended events, when the store is reopened, then they are all there with the same positions', async () => {
    const file = newFile();
    const first = SqliteEventStore.open(file);
    const written = await first.appendToStream('s-1', [{ type: 'A', data: { n: 1 } }, { type: 'B', data: { n: 2 } }]);
    await first.close();
    const reopened = SqliteEventStore.open(file);
    const read = await reopened.readStream('s-1');
    expect(read.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await reopened.headPosition()).toBe(written.position);
    expect(reopened.integrityCheck()).toBe('ok');
    await reopened.close();
  });

  it('given two connections to one file, when both append at the same revision, then exactly one wins', async () => {
    const file = newFile();
    const one = SqliteEventStore.open(file);
    const two = SqliteEventStore.open(file);
    await one.appendToStream('shared', [{ type: 'Created', data: {} }], { expectedRevision: 'no_stream' });
    await one.appendToStream('shared', [{ type: 'ByOne', data: {} }], { expectedRevision: 0n });
    await expect(
      two.appendToStream('shared', [{ type: 'ByTwo', data: {} }], { expectedRevision: 0n }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect((await two.readStream('shared')).map((e) => e.type)).toEqual(['Created', 'ByOne']);
    await Promise.all([one.close(), two.close()]);
  });

  it('given more events than one page, when reading all, then every event arrives once in order', async () => {
    const store = SqliteEventStore.open(newFile());
    for (let batch = 0; batch < 5; batch++) {
      await store.appendToStream(
        `bulk-${batch}`,
        Array.from({ length: 500 }, (_, n) => ({ type: 'Bulk', data: { n: batch * 500 + n } })),
      );
    }
    const seen: number[] = [];
    for await (const e of store.readAll({ catchUpOnly: true })) seen.push(e.data.n as number);
    expect(seen).toEqual(Array.from({ length: 2500 }, (_, n) => n));
    await store.close();
  });

  it('given two readers replaying side by side, then they share the decoded events, which are frozen', async () => {
    const store = SqliteEventStore.open(newFile());
    await store.appendToStream('bulk', Array.from({ length: 2500 }, (_, n) => ({ type: 'Bulk', data: { n, tags: ['a'] } })));
    const first: RecordedEvent[] = [];
    const second: RecordedEvent[] = [];
    for await (const e of store.readAll({ catchUpOnly: true })) first.push(e);
    for await (const e of store.readAll({ catchUpOnly: true })) second.push(e);
    expect(second).toHaveLength(2500);
    // Full pages are shared; the last, partial page is read afresh since appends may still extend it.
    expect(second.slice(0, 2000).every((e, n) => e === first[n])).toBe(true);
    expect(second[2400]).not.toBe(first[2400]);
    expect(second[2400]).toEqual(first[2400]);
    expect(Object.isFrozen(first[0]) && Object.isFrozen(first[0].data) && Object.isFrozen(first[0].data.tags)).toBe(true);
    await store.close();
  });

  it('given a live reader, when the store closes, then the reader ends', async () => {
    const store = SqliteEventStore.open(newFile());
    const reading = (async () => {
      let count = 0;
      for await (const _ of store.readAll()) count++;
      return count;
    })();
    await store.appendToStream('s', [{ type: 'A', data: {} }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.close();
    await expect(reading).resolves.toBe(1);
  });

  it('given an empty batch, when appending, then it is refused', async () => {
    const store = SqliteEventStore.open(newFile());
    await expect(store.appendToStream('s', [])).rejects.toThrow('Nothing to append');
    expect(await store.headPosition()).toBe('');
    await store.close();
  });
});
