import { join } from 'node:path';
import type { AppConfig } from './config/config.js';
import type { EventStore } from './eventstore/event-store.js';
import { SqliteEventStore } from './eventstore/sqlite-event-store.js';
import { KeyVault, keyVaultFile } from './privacy/key-vault.js';
import { PersonalDataRules } from './privacy/personal-data.js';
import { sealStoredPersonalData } from './privacy/seal-stored.js';
import { ShreddingEventStore } from './privacy/shredding-event-store.js';
import type { Logger } from './logging/logger.js';
import { ReadModelSnapshots } from './projections/read-model-snapshots.js';
import { MemoryReadStore } from './readstore/memory-read-store.js';
import type { ReadStore } from './readstore/read-store.js';

/**
 * The adapter the configuration names, beneath the store that seals personal data (`privacy/`); its keys live in
 * `DATA_DIR` in both modes. The production adapters are imported only when configured, so the embedded default never
 * loads their drivers. The embedded store's events written before sealing are sealed in place on first open.
 */
export async function openEventStore(
  config: AppConfig,
  rules: PersonalDataRules = new PersonalDataRules([]),
  logger?: Pick<Logger, 'info' | 'warn'>,
): Promise<ShreddingEventStore> {
  const vault = KeyVault.open(keyVaultFile(config.dataDir));
  if (config.eventStoreUrl) {
    const { EsdbEventStore } = await import('./eventstore/esdb-event-store.js');
    // The live subscription waits out an outage by itself; the log hears when it begins and when it ends.
    const store = await EsdbEventStore.connect(config.eventStoreUrl, {
      onConnectionState: (state, error) =>
        state === 'unavailable'
          ? logger?.warn({ err: error }, 'EventStoreDB unavailable: the $all subscription retries until it is back')
          : logger?.info('EventStoreDB reachable again: the $all subscription resumed'),
    });
    return new ShreddingEventStore(store, vault, rules);
  }
  const sqlite = SqliteEventStore.open(join(config.dataDir, 'events.sqlite'));
  const store = new ShreddingEventStore(sqlite, vault, rules);
  sealStoredPersonalData(sqlite, store, rules);
  return store;
}

export async function openReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.mongodbUrl) {
    const { MongoReadStore } = await import('./readstore/mongo-read-store.js');
    return MongoReadStore.connect(config.mongodbUrl);
  }
  return new MemoryReadStore();
}

/**
 * Snapshots of the in-memory read models, in `DATA_DIR/read-models`, when both stores are the embedded ones (and
 * snapshots are on): MongoDB keeps its read models itself, and a snapshot must name the SQLite store it came from.
 */
export function readModelSnapshotsFor(config: AppConfig, eventStore: EventStore, readStore: ReadStore, logger: Logger): ReadModelSnapshots | null {
  if (!config.readModelSnapshots || !(readStore instanceof MemoryReadStore) || !(eventStore instanceof ShreddingEventStore)) return null;
  if (!(eventStore.inner instanceof SqliteEventStore)) return null;
  // Their documents are encrypted under keys kept in the vault beside the personal keys.
  return new ReadModelSnapshots(join(config.dataDir, 'read-models'), readStore, eventStore.inner, eventStore.vault, logger);
}
