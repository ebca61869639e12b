import { join } from 'node:path';
import type { AppConfig } from './config/config.js';
import type { EventStore } from './eventstore/event-store.js';
import { SqliteEventStore } from './eventstore/sqlite-event-store.js';
import { MemoryReadStore } from './readstore/memory-read-store.js';
import type { ReadStore } from './readstore/read-store.js';

/** The production adapters are imported only when configured, so the embedded default never loads their drivers. */
export async function openEventStore(config: AppConfig): Promise<EventStore> {
  if (config.eventStoreUrl) {
    const { EsdbEventStore } = await import('./eventstore/esdb-event-store.js');
    return EsdbEventStore.connect(config.eventStoreUrl);
  }
  return SqliteEventStore.open(join(config.dataDir, 'events.sqlite'));
}

export async function openReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.mongodbUrl) {
    const { MongoReadStore } = await import('./readstore/mongo-read-store.js');
    return MongoReadStore.connect(config.mongodbUrl);
  }
  return new MemoryReadStore();
}
