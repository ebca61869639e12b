import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { describeEventStoreContract } from '../eventstore/event-store.contract.js';
import { SqliteEventStore } from '../eventstore/sqlite-event-store.js';
import { KeyVault, isSealed } from './key-vault.js';
import { PersonalDataRules } from './personal-data.js';
import { sealStoredPersonalData } from './seal-stored.js';
import { ShreddingEventStore } from './shredding-event-store.js';

const dir = mkdtempSync(join(tmpdir(), 'shredding-event-store-'));
let files = 0;
const newFiles = () => {
  files += 1;
  return { events: join(dir, `events-${files}.sqlite`), keys: join(dir, `keys-${files}.sqlite`) };
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rules = new PersonalDataRules([
  {
    fields: [{ type: 'Registered', subject: 'userId', fields: { name: 'Deleted user', email: '' } }],
    streams: [{ prefix: 'names-', rename: (name, pseudonym) => `names-${pseudonym('name', name.slice('names-'.length))}` }],
  },
]);

function open(paths = newFiles()) {
  const inner = SqliteEventStore.open(paths.events);
  return { paths, inner, store: new ShreddingEventStore(inner, KeyVault.open(paths.keys), rules) };
}

// Everything the port promises still holds through the sealing store.
// Each case gets new files; reopening opens that case's files again.
let contractFiles = newFiles();
describeEventStoreContract('SQLite beneath the sealing store', async () => open((contractFiles = newFiles())).store, {
  reopen: async () => open(contractFiles).store,
});

describe('ShreddingEventStore', () => {
  const registered = (userId: string, name: string) => ({ type: 'Registered', data: { userId, name, email: `${name}@example.com`, plan: 'pro' } });

  it('given a personal field, when appended, then the log holds it sealed and readers get it back', async () => {
    const { paths, inner, store } = open();
    await store.appendToStream('user-1', [registered('u1', 'Ana')]);
    const [raw] = await inner.readStream('user-1');
    expect(isSealed(raw.data.name) && isSealed(raw.data.email)).toBe(true);
    expect(raw.data.plan).toBe('pro');
    expect((await store.readStream('user-1'))[0].data).toEqual({ userId: 'u1', name: 'Ana', email: 'Ana@example.com', plan: 'pro' });
    const all = [];
    for await (const event of store.readAll({ catchUpOnly: true })) all.push(event.data);
    expect(all).toEqual([{ userId: 'u1', name: 'Ana', email: 'Ana@example.com', plan: 'pro' }]);
    await store.close();
    expect(readFileSync(paths.events).toString('latin1')).not.toContain('Ana@example.com');
  });

  it('given an erased subject, when read, then its fields are the placeholders and other subjects are untouched', async () => {
    const { store } = open();
    await store.appendToStream('user-1', [registered('u1', 'Ana')]);
    await store.appendToStream('user-2', [registered('u2', 'Bea')]);
    store.vault.erase('u1', new Date());
    expect((await store.readStream('user-1'))[0].data).toEqual({ userId: 'u1', name: 'Deleted user', email: '', plan: 'pro' });
    expect((await store.readStream('user-2'))[0].data.name).toBe('Bea');
    // A late event for the erased subject stores the placeholders: no new key is ever made for it.
    await store.appendToStream('user-1', [registered('u1', 'Ana again')]);
    expect(store.vault.state('u1')).toBe('erased');
    expect((await store.inner.readStream('user-1'))[1].data.name).toBe('Deleted user');
    await store.close();
  });

  it('given events written in plain before sealing, when the store is opened, then they are sealed in place once and their streams renamed', async () => {
    const paths = newFiles();
    const plain = SqliteEventStore.open(paths.events);
    await plain.appendToStream('names-ana', [registered('u1', 'Ana')]);
    await plain.close();

    const { inner, store } = open(paths);
    expect(sealStoredPersonalData(inner, store, rules)).toBe(1);
    expect(sealStoredPersonalData(inner, store, rules)).toBe(0);
    const stream = `names-${store.vault.pseudonym('name', 'ana')}`;
    expect(await inner.readStream('names-ana')).toEqual([]);
    expect((await store.readStream(stream))[0].data.name).toBe('Ana');
    await store.close();
    expect(readFileSync(paths.events).toString('latin1')).not.toContain('Ana@example.com');
  });
});
