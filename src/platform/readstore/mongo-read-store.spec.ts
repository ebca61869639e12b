import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { MongoClient } from 'mongodb';
import { MongoReadStore } from './mongo-read-store.js';
import { describeReadStoreContract } from './read-store.contract.js';

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
