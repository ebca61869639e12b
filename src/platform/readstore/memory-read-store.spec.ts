import { describe, expect, it } from '@jest/globals';
import { MemoryReadStore } from './memory-read-store.js';
import { DuplicateKeyError, type Document } from './read-store.js';
import { describeReadStoreContract } from './read-store.contract.js';

describeReadStoreContract('MemoryReadStore', () => Promise.resolve(new MemoryReadStore()));

type Counter = Document & { n: number };

describe('MemoryReadStore', () => {
  it('given a memory store, when asked whether it survives restarts, then it says no', () => {
    expect(new MemoryReadStore().durable).toBe(false);
  });

  it('given stored documents, when read, then they come back frozen, dates included', async () => {
    const store = new MemoryReadStore();
    const events = store.collection('events');
    await events.bulkWrite([
      {
        replaceOne: {
          filter: { _id: 'e1' },
          replacement: { _id: 'e1', organizer: { name: 'Keystone' }, startDate: new Date('2026-03-14T15:00:00Z') },
          upsert: true,
        },
      },
    ]);
    const [found] = await events.find();
    expect(Object.isFrozen(found)).toBe(true);
    expect(Object.isFrozen(found.organizer)).toBe(true);
    const startDate = found.startDate as Date;
    expect(() => startDate.setUTCDate(1)).toThrow(TypeError);
    expect(new Date(startDate).getUTCDate()).toBe(14);
  });

  it('given a batch outside a transaction whose last operation fails, when written, then none of it is applied', async () => {
    const store = new MemoryReadStore();
    const users = store.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.bulkWrite([{ replaceOne: { filter: { _id: 'u1' }, replacement: { _id: 'u1', email: 'a' }, upsert: true } }]);
    const batch = users.bulkWrite([
      { replaceOne: { filter: { _id: 'u2' }, replacement: { _id: 'u2', email: 'b' }, upsert: true } },
      { replaceOne: { filter: { _id: 'u3' }, replacement: { _id: 'u3', email: 'a' }, upsert: true } },
    ]);
    await expect(batch).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await users.count()).toBe(1);
  });

  it('given a write outside a running transaction on a collection it wrote, when it commits, then its work reruns', async () => {
    const store = new MemoryReadStore();
    const counters = store.collection<Counter>('counters');
    await counters.bulkWrite([{ replaceOne: { filter: { _id: 'c' }, replacement: { _id: 'c', n: 0 }, upsert: true } }]);
    let attempts = 0;
    await store.withTransaction(async (session) => {
      attempts += 1;
      const inside = session.collection<Counter>('counters');
      const current = await inside.findOne({ _id: 'c' });
      await inside.bulkWrite([{ replaceOne: { filter: { _id: 'c' }, replacement: { _id: 'c', n: (current?.n ?? 0) + 1 } } }]);
      if (attempts === 1) await counters.bulkWrite([{ updateOne: { filter: { _id: 'c' }, update: { $inc: { n: 10 } } } }]);
    });
    expect(attempts).toBe(2);
    expect((await counters.findOne({ _id: 'c' }))?.n).toBe(11);
  });

  it('given writes outside that never stop, when a transaction keeps conflicting, then it gives up', async () => {
    const store = new MemoryReadStore();
    const counters = store.collection<Counter>('counters');
    let attempts = 0;
    const attempt = store.withTransaction(async (session) => {
      attempts += 1;
      await session.collection('counters').bulkWrite([{ updateOne: { filter: { _id: 'c' }, update: { $inc: { n: 1 } }, upsert: true } }]);
      await counters.bulkWrite([{ updateOne: { filter: { _id: 'other' }, update: { $inc: { n: 1 } }, upsert: true } }]);
    });
    await expect(attempt).rejects.toThrow('Transaction abandoned after 10 attempts');
    expect(attempts).toBe(10);
    expect(await counters.findOne({ _id: 'c' })).toBeNull();
  });

  it('given a collection dropped during a transaction that wrote to it, when it commits, then its work reruns', async () => {
    const store = new MemoryReadStore();
    let attempts = 0;
    await store.withTransaction(async (session) => {
      attempts += 1;
      await session.collection('pages').bulkWrite([{ updateOne: { filter: { _id: 'p' }, update: { $inc: { n: 1 } }, upsert: true } }]);
      if (attempts === 1) await store.collection('pages').drop();
    });
    expect(attempts).toBe(2);
    expect(await store.collection('pages').find()).toEqual([{ _id: 'p', n: 1 }]);
  });

  it('given two transactions, when started together, then the second starts after the first ends', async () => {
    const store = new MemoryReadStore();
    const steps: string[] = [];
    const first = store.withTransaction(async () => {
      steps.push('first started');
      await new Promise((resolve) => setTimeout(resolve, 10));
      steps.push('first ended');
    });
    const second = store.withTransaction(async () => {
      steps.push('second started');
    });
    await Promise.all([first, second]);
    expect(steps).toEqual(['first started', 'first ended', 'second started']);
  });

  it('given a failed transaction, when the next one runs, then it is not blocked', async () => {
    const store = new MemoryReadStore();
    const failed = store.withTransaction(() => Promise.reject(new Error('boom')));
    const next = store.withTransaction(() => Promise.resolve('ran'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });

  it('given an index name taken by other keys, when creating the index, then it rejects', async () => {
    const events = new MemoryReadStore().collection('events');
    await events.createIndex({ state: 1 }, { name: 'by_state' });
    await expect(events.createIndex({ kind: 1 }, { name: 'by_state' })).rejects.toThrow('conflicts');
    await expect(events.createIndex({ state: 1 }, { name: 'by_state', unique: true })).rejects.toThrow('conflicts');
  });

  it('given unique dates, when two documents share an instant, then they collide and a same-text string does not', async () => {
    const sessions = new MemoryReadStore().collection('sessions');
    await sessions.createIndex({ startsAt: 1 }, { unique: true });
    const at = new Date('2026-03-14T15:00:00Z');
    await sessions.bulkWrite([
      { replaceOne: { filter: { _id: 's1' }, replacement: { _id: 's1', startsAt: at }, upsert: true } },
      { replaceOne: { filter: { _id: 's2' }, replacement: { _id: 's2', startsAt: at.toISOString() }, upsert: true } },
    ]);
    await expect(
      sessions.bulkWrite([{ replaceOne: { filter: { _id: 's3' }, replacement: { _id: 's3', startsAt: new Date(at) }, upsert: true } }]),
    ).rejects.toBeInstanceOf(DuplicateKeyError);
  });
});
