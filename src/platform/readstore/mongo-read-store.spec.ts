import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import {
  MongoClient,
  MongoInvalidArgumentError,
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoNotConnectedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';
import { startMongoWireStandIn, type MongoWireStandIn, type StandInOptions } from '../../../test/support/mongo-wire-stand-in.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { isConnectionFailure, MongoReadStore } from './mongo-read-store.js';
import { DuplicateKeyError } from './read-store.js';
import { describeReadStoreContract } from './read-store.contract.js';
import { closedPort } from '../../../test/support/closed-port.js';

const url = process.env.MONGODB_URL;

if (url) {
  const databases: string[] = [];

  describeReadStoreContract('MongoReadStore', async () => {
    const database = `readstore_contract_${randomUUID().replaceAll('-', '')}`;
    databases.push(database);
    return MongoReadStore.connect(url, database);
  });

  describe('MongoReadStore', () => {
    it('given a MongoDB server, when connected, then the store is durable', async () => {
      const database = `readstore_contract_${randomUUID().replaceAll('-', '')}`;
      databases.push(database);
      const store = await MongoReadStore.connect(url, database);
      try {
        expect(store.durable).toBe(true);
      } finally {
        await store.close();
      }
    });
  });

  afterAll(async () => {
    const client = await MongoClient.connect(url);
    try {
      for (const database of databases) await client.db(database).dropDatabase();
    } finally {
      await client.close();
    }
  });
} else {
  describe('MongoReadStore', () => {
    it('given no MONGODB_URL, when the adapter module loads, then it exports MongoReadStore', () => {
      console.log(
        'MongoDB read-store contract skipped: MONGODB_URL is not set (no MongoDB server can be installed on this machine)',
      );
      expect(typeof MongoReadStore.connect).toBe('function');
    });
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('isConnectionFailure', () => {
  it('given the real driver and nothing listening on the port, when it connects, then its server-selection error is a connection failure', async () => {
    const client = new MongoClient(`mongodb://127.0.0.1:${await closedPort()}/?serverSelectionTimeoutMS=200`);
    const error = await rejection(client.connect());
    await client.close();
    expect(error).toBeInstanceOf(MongoServerSelectionError);
    expect(isConnectionFailure(error)).toBe(true);
  });

  it('given a client that was closed, when it is used, then the driver refuses with errors that are connection failures', async () => {
    const client = new MongoClient(`mongodb://127.0.0.1:${await closedPort()}/?serverSelectionTimeoutMS=200`);
    await client.close();
    const error = await rejection(client.db('app').command({ ping: 1 }));
    expect(error).toBeInstanceOf(MongoNotConnectedError);
    expect(isConnectionFailure(error)).toBe(true);
  });

  it('given what the driver reports of outages, when classified, then each is a connection failure', () => {
    const labelled = (code: number, label: string) => {
      const error = new MongoServerError({ errmsg: 'WriteConflict error: this operation conflicted with another operation', code });
      error.addErrorLabel(label);
      return error;
    };
    const outages = [
      new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed'),
      new MongoNetworkTimeoutError('connection 3 to 127.0.0.1:27017 timed out'),
      new MongoTopologyClosedError(),
      new MongoServerError({ errmsg: 'not primary', code: 10107, codeName: 'NotWritablePrimary' }),
      new MongoServerError({ errmsg: 'The server is in quiesce mode and will shut down', code: 91, codeName: 'ShutdownInProgress' }),
      new MongoServerError({ errmsg: 'operation was interrupted', code: 11602, codeName: 'InterruptedDueToReplStateChange' }),
      // What withTransaction hands back once its own retries (120 s of them) are spent.
      labelled(112, 'TransientTransactionError'),
      labelled(50, 'UnknownTransactionCommitResult'),
    ];
    expect(outages.map(isConnectionFailure)).toEqual(outages.map(() => true));
  });

  it('given errors about the call itself, when classified, then none is a connection failure', () => {
    const duplicate = new MongoServerError({ errmsg: 'E11000 duplicate key error collection: app.users index: email_1 dup key: { email: "a@b.c" }', code: 11000 });
    const badUpdate = new MongoServerError({ errmsg: "Cannot apply $inc to a value of non-numeric type", code: 14, codeName: 'TypeMismatch' });
    const calls = [
      duplicate,
      badUpdate,
      new MongoInvalidArgumentError('Update document requires atomic operators'),
      new DuplicateKeyError('users', { email: 'a@b.c' }),
      new TypeError("Cannot read properties of undefined (reading 'name')"),
      'a string thrown',
      null,
    ];
    expect(calls.map(isConnectionFailure)).toEqual(calls.map(() => false));
  });
});

describe('MongoReadStore against servers that are not there or not a replica set', () => {
  let standIn: MongoWireStandIn | null = null;
  const stores: MongoReadStore[] = [];

  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    await standIn?.close();
    standIn = null;
  });

  async function serve(options: StandInOptions): Promise<string> {
    standIn = await startMongoWireStandIn(options);
    return standIn.url;
  }

  async function connected(options: StandInOptions): Promise<MongoReadStore> {
    const store = await MongoReadStore.connect(await serve(options), 'app');
    stores.push(store);
    return store;
  }

  it('given nothing listening, when connecting, then it fails as the read store being unavailable, with the driver error as the cause', async () => {
    const error = await rejection(MongoReadStore.connect(`mongodb://127.0.0.1:${await closedPort()}/?serverSelectionTimeoutMS=200`));
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as StoreUnavailableError).store).toBe('read store');
    expect((error as StoreUnavailableError).cause).toBeInstanceOf(MongoServerSelectionError);
  });

  it('given a standalone server, when connecting, then it refuses at once, saying a replica set is needed', async () => {
    const url = await serve({ kind: 'standalone', answer: () => ({ reply: { ok: 1 } }) });
    const error = await rejection(MongoReadStore.connect(url));
    expect(error).not.toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toMatch(/standalone server, not a replica set/);
    expect((error as Error).message).toMatch(/--replSet/);
  });

  it('given a replica set member or a mongos, when connecting, then it connects', async () => {
    await expect(connected({ kind: { replicaSet: 'rs0' }, answer: () => ({ reply: { ok: 1 } }) })).resolves.toBeInstanceOf(MongoReadStore);
    await stores.pop()?.close();
    await standIn?.close();
    await expect(connected({ kind: 'mongos', answer: () => ({ reply: { ok: 1 } }) })).resolves.toBeInstanceOf(MongoReadStore);
  });

  it('given a server that drops every query, when reading, then the driver retries once and the read fails as the store being unavailable', async () => {
    const store = await connected({ kind: { replicaSet: 'rs0' }, answer: (name) => (name === 'find' ? 'drop' : { reply: { ok: 1 } }) });
    const error = await rejection(store.collection('users').find({}, { sort: { createdAt: -1, _id: 1 } }));
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as StoreUnavailableError).cause).toBeInstanceOf(MongoNetworkError);
    expect(standIn?.commands.filter((name) => name === 'find')).toEqual(['find', 'find']);
  });

  it('given a primary shutting down, when a transaction reads, then the transaction fails as the store being unavailable', async () => {
    const shuttingDown = { ok: 0, errmsg: 'The server is in quiesce mode and will shut down', code: 91, codeName: 'ShutdownInProgress' };
    const store = await connected({ kind: { replicaSet: 'rs0' }, answer: (name) => ({ reply: name === 'find' ? shuttingDown : { ok: 1 } }) });
    const error = await rejection(store.withTransaction((session) => session.collection('users').findOne({ _id: 'u1' })));
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as StoreUnavailableError).cause).toMatchObject({ code: 91 });
  });

  it('given a handler that throws in a transaction, when it runs, then its own error comes back unchanged', async () => {
    const store = await connected({ kind: { replicaSet: 'rs0' }, answer: () => ({ reply: { ok: 1 } }) });
    const bug = new TypeError("Cannot read properties of undefined (reading 'name')");
    await expect(
      store.withTransaction(() => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });

  it('given a unique index the write breaks, when writing, then it is a duplicate key, not an outage', async () => {
    const duplicate = {
      ok: 1,
      n: 0,
      nModified: 0,
      writeErrors: [{ index: 0, code: 11000, errmsg: 'E11000 duplicate key error collection: app.users index: email_1 dup key: { email: "a@b.c" }', keyValue: { email: 'a@b.c' } }],
    };
    const store = await connected({ kind: { replicaSet: 'rs0' }, answer: (name) => ({ reply: name === 'update' ? duplicate : { ok: 1 } }) });
    const error = await rejection(store.collection('users').bulkWrite([{ updateOne: { filter: { _id: 'u2' }, update: { $set: { email: 'a@b.c' } } } }]));
    expect(error).toBeInstanceOf(DuplicateKeyError);
    expect((error as DuplicateKeyError).key).toEqual({ email: 'a@b.c' });
  });
});
