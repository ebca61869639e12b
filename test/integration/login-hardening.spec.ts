import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule, DEFAULT_ACCOUNTS_OPTIONS } from '../../src/modules/accounts/accounts-options.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { type FuzzAnswer, type FuzzClient, fuzzClient } from '../support/fuzz-requests.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { browser, generousLimits, uniqueName } from './accounts-support.js';

const PASSWORD = 'green turf at dawn';
const TRIES = 200;

async function loginAnswer(client: FuzzClient, username: string, password: string): Promise<FuzzAnswer> {
  return client.send({ method: 'POST', path: '/api/login', body: { text: JSON.stringify({ username, password }), contentType: 'application/json' } });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
}

describe('Login hardening: nothing tells an unknown username from a wrong password', () => {
  let server: TestApp;
  let client: FuzzClient;
  let username: string;

  beforeAll(async () => {
    server = await startTestApp({ imports: [AccountsOptionsModule.override(generousLimits)] });
    client = fuzzClient(server.url);
    username = uniqueName('keeper');
    await browser(server.url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it('answers both with the same status, headers and body', async () => {
    // Every header counts: a cookie, an ETag or a length that differs would give the account away.
    const seen = async (name: string) => {
      const answer = await loginAnswer(client, name, 'not the password');
      const { date: _date, ...headers } = answer.headers;
      return { status: answer.status, headers, body: JSON.parse(answer.text) as unknown };
    };
    const unknown = await seen(uniqueName('nobody'));
    const wrong = await seen(username);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(wrong).toEqual(unknown);
  });

  it(`takes as long for both: medians of ${TRIES} interleaved tries each within 10%`, async () => {
    const durations: Record<'unknown' | 'wrong', number[]> = { unknown: [], wrong: [] };
    const timed = async (kind: 'unknown' | 'wrong', index: number) => {
      const started = performance.now();
      const answer = await loginAnswer(client, kind === 'unknown' ? `nobody-${index}-${username}` : username, `not the password ${index}`);
      durations[kind].push(performance.now() - started);
      expect(answer.status).toBe(401);
    };
    // Warm both paths first (JIT, the hash's thread pool, SQLite's page cache).
    for (let index = 0; index < 5; index += 1) await Promise.all([timed('unknown', -index), timed('wrong', -index)]);
    durations.unknown.length = 0;
    durations.wrong.length = 0;
    // Alternating which goes first cancels any advantage of going first or second.
    for (let index = 0; index < TRIES; index += 1) {
      const order = index % 2 ? (['unknown', 'wrong'] as const) : (['wrong', 'unknown'] as const);
      for (const kind of order) await timed(kind, index);
    }
    const ratio = median(durations.unknown) / median(durations.wrong);
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  }, 120_000);
});

describe('Password storage', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({ imports: [AccountsOptionsModule.override(generousLimits)] });
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores argon2id hashes with at least 19 MiB of memory and 2 passes (OWASP), at registration and at a change', async () => {
    const username = uniqueName('hashed');
    const client = browser(server.url);
    await client.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
    await client.post('/api/user/password', { currentPassword: PASSWORD, newPassword: 'blue turf at dusk' }).expect(204);
    const hashes: string[] = [];
    for await (const event of server.app.get<symbol, EventStore>(EVENT_STORE).readAll({ catchUpOnly: true })) {
      const data = event.data as { username?: string; passwordHash?: string };
      if (typeof data.passwordHash === 'string' && (data.username === undefined || data.username === username)) hashes.push(data.passwordHash);
    }
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const hash of hashes) {
      const [, algorithm, , parameters] = hash.split('$');
      const { m, t } = Object.fromEntries(parameters.split(',').map((pair) => pair.split('='))) as Record<string, string>;
      expect(algorithm).toBe('argon2id');
      expect(Number(m)).toBeGreaterThanOrEqual(19_456);
      expect(Number(t)).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('Login rate limit under a burst (the default limits)', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a burst of 500 logins from one address with 429 and Retry-After beyond its limit, never 5xx, appending nothing', async () => {
    const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();
    const before = await head();
    const attempts = Array.from({ length: 500 }, (_, index) =>
      fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify({ username: `burst-${index}`, password: PASSWORD }),
      }).then(async (response) => ({ status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() })),
    );
    const answers = await Promise.all(attempts);

    const count = (status: number) => answers.filter((answer) => answer.status === status).length;
    const admitted = DEFAULT_ACCOUNTS_OPTIONS.loginPerClient.points;
    expect({ 401: count(401), 429: count(429), other: answers.length - count(401) - count(429) }).toEqual({ 401: admitted, 429: 500 - admitted, other: 0 });
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body).toEqual({ message: 'Too many attempts, try again in 1 minute' });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(DEFAULT_ACCOUNTS_OPTIONS.loginPerClient.durationSeconds);
    }
    expect(await head()).toBe(before);
    await browser(server.url).get('/api/health').expect(200);
  });
});
