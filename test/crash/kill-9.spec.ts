import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogPersonalData } from '../../src/modules/catalog/personal-data.js';
import { SqliteEventStore } from '../../src/platform/eventstore/sqlite-event-store.js';
import { KeyVault, keyVaultFile } from '../../src/platform/privacy/key-vault.js';
import { PersonalDataRules } from '../../src/platform/privacy/personal-data.js';
import { ShreddingEventStore } from '../../src/platform/privacy/shredding-event-store.js';
import { ListingAdmin } from './listing-admin.js';
import { SavingUser, registerProUser } from './saving-user.js';
import { type ServerProcess, assertBuilt, startServer } from './server-process.js';
import { type Writer, drive, readJson } from './writers.js';

const KILLS = 20;
const LANES = 2;
const USERS_PER_LANE = 3;
const SEEDED_EVENTS = 8;
/** Each round writes for a random span up to this long before the kill. */
const MAX_WRITE_MS = 1000;
const SETTLED_WRITE_MS = 500;

const temporary: string[] = [];
const servers = new Set<ServerProcess>();

beforeAll(() => assertBuilt());
afterAll(async () => {
  await Promise.all([...servers].map((server) => server.kill()));
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

/** SQLite's own check of the file exactly as the kill left it (a copy, so that checking does not recover it for the server). */
function integrityOfCopy(dataDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'fh-crash-copy-'));
  temporary.push(copy);
  for (const file of ['events.sqlite', 'events.sqlite-wal']) {
    if (existsSync(join(dataDir, file))) copyFileSync(join(dataDir, file), join(copy, file));
  }
  const store = SqliteEventStore.open(join(copy, 'events.sqlite'));
  try {
    return store.integrityCheck();
  } finally {
    void store.close();
  }
}

/** Everything the read models answer the admin and each user, by request. */
async function readModels(url: string, admin: ListingAdmin, users: SavingUser[]): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const path of ['/api/events', '/api/admin/users', '/api/admin/stats', '/api/admin/events/by-day', '/api/admin/events/recent', '/api/stats/events-count']) {
    answers[`admin ${path}`] = await readJson(url, admin.cookie, path);
  }
  for (const [n, user] of users.entries()) {
    for (const path of ['/api/user', '/api/events', '/api/saved-events', '/api/insights', '/api/notification-preferences']) {
      answers[`user ${n} ${path}`] = await readJson(url, user.cookie, path);
    }
  }
  return answers;
}

interface LaneResult {
  /** `PRAGMA integrity_check` after each kill. */
  integrity: string[];
  /** The read models' answers built up write by write, and rebuilt from the store at a boot after. */
  live: Record<string, unknown>;
  restored: Record<string, unknown>;
  rebuilt: Record<string, unknown>;
  /** Read-model snapshot files on disk at the end. */
  snapshots: string[];
  /** Each user's and each catalog event's stream as stored, and as the acknowledged writes say it must be. */
  streams: { stream: string; stored: unknown[]; expected: unknown[] }[];
  catalogStreams: { stored: number; expected: number };
  acknowledged: number;
  unanswered: number;
  unansweredCommitted: number;
  bootsMs: number[];
}

/**
 * One server over its own DATA_DIR, its admin listing events and its Pro users saving them and writing notes,
 * killed `kills` times at random moments and restarted; after each restart every writer checks the server
 * still holds all it acknowledged.
 */
async function crashLane(kills: number): Promise<LaneResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-crash-'));
  temporary.push(dataDir);
  const bootsMs: number[] = [];
  // Read-model snapshots every second: kills land before, during and after their writes.
  const boot = async (env: Record<string, string> = { READ_MODEL_SNAPSHOT_SECONDS: '1' }) => {
    const started = await startServer(dataDir, env);
    servers.add(started);
    bootsMs.push(started.bootMs);
    return started;
  };
  const kill = async (server: ServerProcess) => {
    await server.kill();
    servers.delete(server);
  };

  let server = await boot();
  const admin = await ListingAdmin.signIn(server.url);
  await admin.seed(server.url, SEEDED_EVENTS);
  const users: SavingUser[] = [];
  for (let n = 0; n < USERS_PER_LANE; n++) users.push(await registerProUser(server.url, admin, 'crash-user', n));
  const writers: Writer[] = [admin, ...users];

  const integrity: string[] = [];
  for (let round = 1; round <= kills; round++) {
    let stopped = false;
    const writing = drive(server.url, writers, () => stopped);
    await Promise.race([writing, new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * MAX_WRITE_MS))]);
    stopped = true;
    await kill(server);
    await writing;
    integrity.push(integrityOfCopy(dataDir));
    server = await boot();
    for (const writer of writers) await writer.reconcile(server.url);
  }

  // In embedded mode the read models live in memory: a boot loads their last snapshots and replays what came after,
  // or replays the whole store without them. What the server answers after writes it projected one by one must equal
  // both what the next boot restores (from snapshots a kill may have cut short) and what a full replay rebuilds.
  let settled = false;
  const writing = drive(server.url, writers, () => settled);
  await new Promise((resolve) => setTimeout(resolve, SETTLED_WRITE_MS));
  settled = true;
  await writing;
  const live = await readModels(server.url, admin, users);
  await kill(server);
  server = await boot();
  const restored = await readModels(server.url, admin, users);
  for (const writer of writers) await writer.reconcile(server.url);
  await kill(server);
  const snapshots = existsSync(join(dataDir, 'read-models')) ? readdirSync(join(dataDir, 'read-models')).filter((name) => name.endsWith('.snapshot')) : [];
  server = await boot({ READ_MODEL_SNAPSHOTS: 'off' });
  const rebuilt = await readModels(server.url, admin, users);
  await kill(server);

  // Notes are stored sealed with their writer's key: the log is read as the app reads it, through the key vault.
  const sqlite = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
  const store = new ShreddingEventStore(sqlite, KeyVault.open(keyVaultFile(dataDir)), new PersonalDataRules([catalogPersonalData]));
  try {
    integrity.push(sqlite.integrityCheck());
    const streams: LaneResult['streams'] = [];
    for (const user of users) {
      const stream = `catalog-saved-${user.id}`;
      streams.push({ stream, stored: (await store.readStream(stream)).map(SavingUser.changeOf), expected: user.changes });
    }
    for (const [eventId, facts] of admin.expectedStreams()) {
      const stream = `catalog-event-${eventId}`;
      streams.push({ stream, stored: (await store.readStream(stream)).map(ListingAdmin.factOf), expected: facts });
    }
    const catalog = new Set<string>();
    for await (const event of store.readAll({ catchUpOnly: true })) if (event.stream.startsWith('catalog-event-')) catalog.add(event.stream);
    return {
      integrity,
      live,
      restored,
      rebuilt,
      snapshots,
      streams,
      catalogStreams: { stored: catalog.size, expected: admin.expectedStreams().size },
      acknowledged: writers.reduce((sum, writer) => sum + writer.acknowledgedCount, 0),
      unanswered: writers.reduce((sum, writer) => sum + writer.unansweredCount, 0),
      unansweredCommitted: writers.reduce((sum, writer) => sum + writer.unansweredCommitted, 0),
      bootsMs,
    };
  } finally {
    await store.close();
  }
}

describe('kill -9 of the server while several clients write', () => {
  it(`given ${KILLS} kills at random moments and a restart after each, then every acknowledged write is there, the SQLite file is intact and the read models, restored from snapshots or rebuilt, equal what was answered live`, async () => {
    // Two servers side by side, each over its own data: a boot is mostly one core loading modules, and CI has two.
    // Settled, so that a lane that fails does not leave the other booting servers after the test.
    const settled = await Promise.allSettled(Array.from({ length: LANES }, () => crashLane(KILLS / LANES)));
    const failed = settled.find((lane) => lane.status === 'rejected');
    if (failed) throw failed.reason;
    const lanes = settled.map((lane) => (lane as PromiseFulfilledResult<LaneResult>).value);

    for (const lane of lanes) {
      expect(lane.integrity).toEqual(lane.integrity.map(() => 'ok'));
      expect(lane.snapshots.length).toBeGreaterThan(5);
      expect(lane.restored).toEqual(lane.live);
      expect(lane.rebuilt).toEqual(lane.live);
      for (const { stream, stored, expected } of lane.streams) expect({ stream, stored }).toEqual({ stream, stored: expected });
      expect(lane.catalogStreams.stored).toBe(lane.catalogStreams.expected);
    }
    const total = (key: 'acknowledged' | 'unanswered' | 'unansweredCommitted') => lanes.reduce((sum, lane) => sum + lane[key], 0);
    const acknowledged = total('acknowledged');
    const boots = lanes.flatMap((lane) => lane.bootsMs).sort((a, b) => a - b);
    console.log(
      `${KILLS} kills: ${acknowledged} writes acknowledged, ${total('unanswered')} in flight at a kill (${total('unansweredCommitted')} of them committed); ` +
        `${boots.length} boots to listening, median ${Math.round(boots[boots.length >> 1])} ms, max ${Math.round(boots[boots.length - 1])} ms`,
    );
    expect(acknowledged).toBeGreaterThan(KILLS * 10);
  }, 240_000);
});
