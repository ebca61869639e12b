import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { KeyVault, keyVaultFile } from '../../src/platform/privacy/key-vault.js';
import { type ServerProcess, assertBuilt, startServer } from './server-process.js';
import { send } from './writers.js';

const ROUNDS = 8;
/** The kill lands this long after the deletion was asked for: across the password check and every step after it. */
const MAX_KILL_DELAY_MS = 400;
const PASSWORD = 'green turf at dawn';

const dataDir = mkdtempSync(join(tmpdir(), 'fh-crash-deletion-'));
let server: ServerProcess | undefined;

beforeAll(() => assertBuilt());
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function register(url: string, username: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify({ username, email: `${username}@deleted.example`, password: PASSWORD, ageConfirmed: true }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, cookie: response.headers.getSetCookie().find((line) => line.startsWith('sid='))!.split(';')[0] };
}

describe('an account deletion under kill -9', () => {
  it('is either not begun or finished at the next start: never half done', async () => {
    server = await startServer(dataDir);
    const outcomes: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const username = `gone_${round}_${Date.now().toString(36).slice(-4)}`;
      const user = await register(server.url, username);
      void send(server.url, user.cookie, { method: 'DELETE', path: '/api/user', body: { password: PASSWORD } }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_KILL_DELAY_MS));
      await server.kill();
      // What the kill left: a deletion recorded as pending is one the next start must finish.
      const left = KeyVault.open(keyVaultFile(dataDir));
      const cutShort = left.pendingSubjects().includes(user.id);
      left.close();
      server = await startServer(dataDir);

      const me = await fetch(`${server.url}/api/user`, { headers: { Cookie: user.cookie } });
      const vault = KeyVault.open(keyVaultFile(dataDir));
      try {
        expect(vault.pendingSubjects()).toEqual([]);
        if (me.status === 200) {
          // Not begun: the account is whole and its key still opens its data.
          expect(vault.state(user.id)).toEqual(expect.any(Buffer));
          outcomes.push('not begun');
        } else {
          // Finished: the key is gone and the username and address are free.
          expect(me.status).toBe(401);
          expect(vault.state(user.id)).toBe('erased');
          expect((await register(server.url, username)).id).not.toBe(user.id);
          outcomes.push(cutShort ? 'cut short, finished at restart' : 'finished');
        }
      } finally {
        vault.close();
      }
    }
    console.log(`deletion under kill -9, ${ROUNDS} rounds: ${outcomes.join(', ')}`);
    expect(outcomes).toHaveLength(ROUNDS);
  }, 240_000);
});
