import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { SqliteEventStore } from '../../src/platform/eventstore/sqlite-event-store.js';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js';
import { MemoryReadStore } from '../../src/platform/readstore/memory-read-store.js';
import { tallyProjection } from './tally-projection.mjs';

const ROUNDS = 8;
const CLIENTS = 4;
const dataDir = mkdtempSync(join(tmpdir(), 'fh-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'append-server.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`crash server exited with ${code}: ${errors}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const ready = /READY (\d+)/.exec(chunk.toString());
      if (ready) resolve({ child, url: `http://127.0.0.1:${ready[1]}` });
    });
  });
}

describe('kill -9 during a burst of appends', () => {
  it(`given ${ROUNDS} kills at random moments, then every acknowledged event survives and read models equal a full rebuild`, async () => {
    const acknowledged = new Map<string, string>();
    for (let round = 0; round < ROUNDS; round++) {
      const { child, url } = await startServer();
      let killed = false;
      const client = async (n: number) => {
        while (!killed) {
          const id = randomUUID();
          const stream = `tally-${n}`;
          const answer = await fetch(`${url}/?stream=${stream}&id=${id}`, { method: 'POST' }).catch(() => null);
          if (answer?.ok) acknowledged.set(id, stream);
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      killed = true;
      await Promise.all([exited, ...clients]);
    }
    expect(acknowledged.size).toBeGreaterThan(ROUNDS * 10);

    // The server comes back and serves read models rebuilt from what the kills left behind.
    const { child, url } = await startServer();
    const served = (await (await fetch(url)).json()) as { _id: string; count: number; ids: string[] }[];
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
    try {
      expect(store.integrityCheck()).toBe('ok');
      const stored = new Map<string, string>();
      for await (const event of store.readAll({ catchUpOnly: true })) stored.set(event.id, event.stream);
      const lost = [...acknowledged].filter(([id, stream]) => stored.get(id) !== stream);
      expect(lost).toEqual([]);

      const rebuilt = new MemoryReadStore();
      const runner = new ProjectionRunner(store, rebuilt, pino({ level: 'silent' }));
      runner.register(tallyProjection);
      await runner.start();
      await runner.stop();
      expect(served).toEqual(await rebuilt.collection('tallies').find({}, { sort: { _id: 1 } }));
      expect(served.reduce((sum, tally) => sum + tally.count, 0)).toBe(stored.size);
    } finally {
      await store.close();
    }
  }, 120_000);
});
