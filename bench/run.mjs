// `npm run bench`: embedded-mode platform figures against the targets in QUALITY.md.
//   1. append + whenProcessed round trip (p50/p99)
//   2. full rebuild throughput over 100,000 synthetic events (events/s)
//   3. boot-to-ready of the real server (`node dist/main.js`) with those 100,000 events stored
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { SqliteEventStore } from '../dist/platform/eventstore/sqlite-event-store.js';
import { ProjectionRunner } from '../dist/platform/projections/projection-runner.js';
import { MemoryReadStore } from '../dist/platform/readstore/memory-read-store.js';

const root = join(import.meta.dirname, '..');
const silent = pino({ level: 'silent' });
const TOTAL_EVENTS = 100_000;
const ROUND_TRIPS = 2_000;
const TYPES = ['EventListed', 'EventDetailsChanged', 'EventSaved', 'EventUnsaved'];
const STATES = ['NJ', 'PA', 'NY', 'MD', 'VA', 'CT', 'MA', 'CA'];

/** Three read models shaped like the product's: one document per aggregate, per day, per type. */
const projections = [
  {
    name: 'bench-by-stream',
    version: 1,
    handles: TYPES,
    collections: ['bench_by_stream'],
    async handle(batch, { session }) {
      await session.collection('bench_by_stream').bulkWrite(
        batch.map((e) => ({
          updateOne: {
            filter: { _id: e.stream },
            update: { $set: { name: e.data.name, state: e.data.state, lastType: e.type }, $inc: { changes: 1 } },
            upsert: true,
          },
        })),
      );
    },
  },
  {
    name: 'bench-by-day',
    version: 1,
    handles: ['EventListed'],
    collections: ['bench_by_day'],
    async handle(batch, { session }) {
      await session.collection('bench_by_day').bulkWrite(
        batch.map((e) => ({
          updateOne: { filter: { _id: e.data.startDate }, update: { $inc: { count: 1 } }, upsert: true },
        })),
      );
    },
  },
  {
    name: 'bench-saved',
    version: 1,
    handles: ['EventSaved', 'EventUnsaved'],
    collections: ['bench_saved'],
    async handle(batch, { session }) {
      await session.collection('bench_saved').bulkWrite(
        batch.map((e) => ({
          updateOne: {
            filter: { _id: e.data.userId },
            update: e.type === 'EventSaved' ? { $addToSet: { events: e.stream } } : { $pull: { events: e.stream } },
            upsert: true,
          },
        })),
      );
    },
  },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(2)} ms`;
const results = [];
const report = (name, measured, target, ok) => {
  results.push({ name, measured, target, ok });
  console.log(`${ok ? 'PASS' : 'MISS'}  ${name}: ${measured} (target ${target})`);
};

async function roundTrip(dir) {
  const eventStore = SqliteEventStore.open(join(dir, 'round-trip.sqlite'));
  const runner = new ProjectionRunner(eventStore, new MemoryReadStore(), silent);
  for (const projection of projections) runner.register(projection);
  await runner.start();
  const timings = [];
  for (let n = 0; n < ROUND_TRIPS; n++) {
    const started = performance.now();
    const { position } = await eventStore.appendToStream(`catalog-event-${n % 200}`, [
      { id: randomUUID(), type: 'EventListed', data: { name: `Showcase ${n}`, state: 'NJ', startDate: '2027-06-14' } },
    ]);
    await runner.whenProcessed(position);
    timings.push(performance.now() - started);
  }
  await runner.stop();
  await eventStore.close();
  timings.sort((a, b) => a - b);
  const p99 = percentile(timings, 99);
  report('append + whenProcessed round trip p50', ms(percentile(timings, 50)), 'informational', true);
  report('append + whenProcessed round trip p99', ms(p99), '< 20 ms', p99 < 20);
}

async function seed(file) {
  const eventStore = SqliteEventStore.open(file);
  const perStream = 10;
  const streams = TOTAL_EVENTS / perStream;
  for (let s = 0; s < streams; s += 100) {
    // Appends of 100 streams share one call site but each stream is its own append, as commands would do.
    for (let k = s; k < s + 100; k++) {
      const day = String(1 + (k % 28)).padStart(2, '0');
      await eventStore.appendToStream(
        `catalog-event-${k}`,
        Array.from({ length: perStream }, (_, n) => ({
          type: n === 0 ? 'EventListed' : TYPES[1 + (n % 3)],
          data: {
            name: `Field Hockey Showcase ${k}`,
            state: STATES[k % STATES.length],
            startDate: `2027-0${1 + (k % 9)}-${day}`,
            userId: `user-${(k * 7 + n) % 500}`,
            description: 'Two days of games in front of college coaches, with a skills clinic on the first morning.',
          },
        })),
        { expectedRevision: 'no_stream' },
      );
    }
  }
  await eventStore.close();
}

async function rebuild(file) {
  const eventStore = SqliteEventStore.open(file);
  const runner = new ProjectionRunner(eventStore, new MemoryReadStore(), silent);
  for (const projection of projections) runner.register(projection);
  const started = performance.now();
  await runner.start();
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  await eventStore.close();
  const rate = TOTAL_EVENTS / seconds;
  report(
    `full rebuild of ${projections.length} read models over ${TOTAL_EVENTS.toLocaleString('en-US')} events`,
    `${Math.round(rate).toLocaleString('en-US')} events/s (${seconds.toFixed(2)} s)`,
    '>= 20,000 events/s',
    rate >= 20_000,
  );
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function boot(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (healthy) break;
      if (performance.now() - started > 60_000) throw new Error('server not ready after 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    report(
      `boot to ready (health 200) with ${TOTAL_EVENTS.toLocaleString('en-US')} stored events`,
      `${seconds.toFixed(2)} s`,
      '< 5 s',
      seconds < 5,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

const dir = mkdtempSync(join(tmpdir(), 'fh-bench-'));
try {
  console.log(`Platform benchmark, embedded mode (SQLite + in-memory read models), Node ${process.version}\n`);
  await roundTrip(dir);
  const dataDir = join(dir, 'data');
  const file = join(dataDir, 'events.sqlite');
  await seed(file);
  await rebuild(file);
  await boot(dataDir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const missed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - missed} met, ${missed} missed`);
