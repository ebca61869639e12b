import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '../../src/platform/eventstore/sqlite-event-store.js';
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.js';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../support/stripe-stand-in.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, uniqueName } from '../integration/accounts-support.js';
import { CALLER_KINDS, type Caller, type CallerKind, callersOf } from '../integration/callers-support.js';
import { CATALOG_ADMIN, adminEnv, inDays, listEvent } from '../integration/catalog-support.js';
import { jsonLdSite } from '../integration/scraper-fixtures.js';
import { Scratch, assertCommandsBuilt, pause, runCommand } from './ops-commands.js';

const scratch = new Scratch();
const apps = new Set<TestApp>();
const folder = (label: string) => scratch.folder(label);

beforeAll(() => assertCommandsBuilt());
afterAll(async () => {
  await Promise.all([...apps].map((app) => app.close()));
  await scratch.cleanUp();
});

/** Every stored event as the file holds it, in order, position aside (a copy numbers its own). */
function rowsOf(file: string): unknown[][] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT event_id, stream, revision, type, data, metadata, recorded_at FROM events ORDER BY position').raw().all() as unknown[][];
  } finally {
    db.close();
  }
}

function countOf(file: string): number {
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number } | undefined)?.n ?? 0;
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

/** A value of the store's own markers (store_meta), or null. */
function markerOf(file: string, name: string): string | null {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT value FROM store_meta WHERE name = ?').get(name) as { value: string } | undefined)?.value ?? null;
  } finally {
    db.close();
  }
}

/** The moment of the answer is no part of what the store holds: an export's time and a calendar's stamps are left out. */
const withoutNow = (key: string, value: unknown) => (key === 'exportedAt' ? undefined : value);

/** The session cookie a helper's browser sends (undefined when signed out). */
const cookieOf = (client: Browser) => client.get('/').get('Cookie') as string | undefined;

describe('npm run events:copy', () => {
  let stripe: StripeStandIn;
  let site: FixtureSite;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    site = await startFixtureSite(jsonLdSite([{ slug: 'copy-showcase', name: 'Copy Showcase', startDate: inDays(40), city: 'Philadelphia', region: 'PA', price: 295 }]));
  });
  afterAll(async () => {
    await stripe?.close();
    await site?.close();
  });

  it('given a store made by the full app (users, saves, notes, billing, blog, scrapers), when copied SQLite to SQLite, then a server on the copy answers every read like the original', async () => {
    const env = { ...adminEnv, ...stripeEnv(stripe), SCRAPER_PAGE_TIMEOUT_SECONDS: '5' };
    const original = folder('copy-original');
    let app: TestApp = await startTestApp({ env, dataDir: original });
    apps.add(app);
    const callers = await callersOf(app.url, stripe);
    const admin = callers.admin.client;
    const [first, second] = [await listEvent(admin, { name: 'Copy Clinic' }), await listEvent(admin, { name: 'Copy Camp', eventType: 'ID Camp' })];
    for (const kind of ['pro', 'past_due'] as const) {
      await callers[kind].client.post(`/api/saved-events/${first.id}`).expect(200);
      await callers[kind].client.put(`/api/saved-events/${first.id}/note`, { text: `Carpool with the Smiths (${kind})` }).expect(200);
    }
    await callers.pro.client.post(`/api/saved-events/${second.id}`).expect(200);
    const feed = ((await callers.pro.client.post('/api/calendar-feed').expect(200)).body as { feed: { url: string } }).feed.url;
    await admin
      .post('/api/admin/blog-posts', { title: 'Copied post', slug: 'copied-post', excerpt: 'What moves.', content: '<p>Everything.</p>', isPublished: true })
      .expect(201);
    const scraper = (await admin.post('/api/admin/scrapers', { name: 'Copy site', organizer: 'Copy Org', startUrls: [`${site.url}/jsonld/events`] }).expect(201)).body as { id: string };
    await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200);
    const userId = callers.pro.id!;
    // A member the test signs in as on the copy, with a password it knows.
    const member = { username: uniqueName('copied'), password: 'sticks on the turf' };
    const memberId = (
      (await browser(app.url).post('/api/register', { ...member, email: `${member.username}@example.com`, ageConfirmed: true }).expect(201)).body as { id: string }
    ).id;
    await app.close();
    apps.delete(app);

    const copy = folder('copy-target');
    const copied = await runCommand('events-copy', ['--from', join(original, 'events.sqlite'), '--to', join(copy, 'events.sqlite')]).done;
    expect(copied).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Copied: both sides hold \d+ events, checksum [0-9a-f]{64}\n$/) });
    // The rule the README states: the keys go with the sealed events.
    copyFileSync(join(original, 'personal-keys.sqlite'), join(copy, 'personal-keys.sqlite'));
    expect(rowsOf(join(copy, 'events.sqlite'))).toEqual(rowsOf(join(original, 'events.sqlite')));
    // The copy is known to be sealed already: its first start does not seal (and rename) it again.
    expect(markerOf(join(copy, 'events.sqlite'), 'personal-data-sealed')).toBe(markerOf(join(original, 'events.sqlite'), 'personal-data-sealed'));
    expect(markerOf(join(copy, 'events.sqlite'), 'personal-data-sealed')).not.toBeNull();

    const feedPath = new URL(feed).pathname;
    const paths = [
      '/api/health',
      '/api/user',
      '/api/user/export',
      '/api/stats/events-count',
      '/api/events',
      `/api/events/${first.id}`,
      `/api/events/${first.id}/calendar`,
      '/api/saved-events',
      '/api/saved-events/calendar',
      `/api/saved-events/${first.id}/note`,
      '/api/calendar-feed',
      feedPath,
      '/api/insights',
      '/api/notification-preferences',
      '/api/subscription',
      '/api/blog-posts',
      '/api/blog-posts/copied-post',
      '/sitemap.xml',
      '/api/admin/events/export',
      '/api/admin/stats',
      '/api/admin/events/by-day',
      '/api/admin/events/recent',
      '/api/admin/users',
      `/api/admin/history/users/${userId}`,
      `/api/admin/history/events/${first.id}`,
      `/api/admin/history/subscriptions/${callers.cancelled.id}`,
      `/api/admin/history/scrapers/${scraper.id}`,
      '/api/admin/scrapers',
      '/api/admin/logs',
      '/api/admin/review',
      '/api/admin/blog-posts',
    ];
    const cookies = Object.fromEntries(CALLER_KINDS.map((kind) => [kind, cookieOf((callers[kind] as Caller).client)])) as Record<CallerKind, string | undefined>;
    const readEverything = async (dataDir: string) => {
      app = await startTestApp({ env, dataDir });
      apps.add(app);
      const answers: Record<string, unknown> = {};
      try {
        for (const kind of CALLER_KINDS) {
          for (const path of paths) {
            const response = await fetch(`${app.url}${path}`, { headers: cookies[kind] ? { Cookie: cookies[kind] } : {}, redirect: 'manual' });
            const text = await response.text();
            const json = (response.headers.get('content-type') ?? '').includes('json');
            answers[`${kind} GET ${path}`] = { status: response.status, body: json ? JSON.parse(text, withoutNow) : text.replace(/^DTSTAMP:\d{8}T\d{6}Z$/gm, 'DTSTAMP:(now)') };
          }
        }
      } finally {
        await app.close();
        apps.delete(app);
      }
      return answers;
    };
    const expected = await readEverything(original);
    const answered = await readEverything(copy);
    expect(answered).toEqual(expected);
    // The reads are real ones: the sealed notes open with the copied keys, the scraper's run and the billing are there.
    const summary = JSON.stringify(expected);
    for (const seen of ['Carpool with the Smiths (pro)', 'Copy Showcase', 'Copied post', 'past_due', 'BEGIN:VCALENDAR']) expect(summary).toContain(seen);

    // Signing in and the uniqueness of usernames and addresses hold on the copy, after its first start (they go
    // through the reservations' streams, which must keep their names).
    app = await startTestApp({ env, dataDir: copy });
    apps.add(app);
    try {
      const signedIn = async (credentials: { username: string; password: string }) =>
        ((await browser(app.url).post('/api/login', credentials).expect(200)).body as { id: string }).id;
      expect(await signedIn(member)).toBe(memberId);
      expect(await signedIn(CATALOG_ADMIN)).toBe(callers.admin.id);
      const again = { password: member.password, ageConfirmed: true };
      expect((await browser(app.url).post('/api/register', { ...again, username: member.username.toUpperCase(), email: 'someone-else@example.com' }).expect(409)).body).toEqual({
        message: 'Username already taken',
      });
      expect((await browser(app.url).post('/api/register', { ...again, username: uniqueName('other'), email: `${member.username}@example.com` }).expect(409)).body).toEqual({
        message: 'Email already registered',
      });
    } finally {
      await app.close();
      apps.delete(app);
    }
  }, 120_000);

  it('given a copy killed with -9 half-way, when run again, then it goes on from there and nothing is doubled or missing', async () => {
    const source = join(folder('copy-killed-source'), 'events.sqlite');
    await SqliteEventStore.open(source).close();
    // 3,000 events over 300 interleaved streams, written in one transaction so the fixture is quick to make.
    const db = new Database(source);
    const insert = db.prepare('INSERT INTO events (stream, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (let n = 0; n < 3000; n++) {
        const at = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
        insert.run(`stream-${n % 300}`, Math.floor(n / 300), `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, 'Counted', JSON.stringify({ n }), JSON.stringify({ actorId: 'copy' }), at);
      }
    })();
    db.close();
    const target = join(folder('copy-killed-target'), 'events.sqlite');

    const run = runCommand('events-copy', ['--from', source, '--to', target]);
    while (countOf(target) < 300) await pause(2);
    run.child.kill('SIGKILL');
    expect((await run.done).code).toBeNull();
    const before = countOf(target);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(3000);

    const again = await runCommand('events-copy', ['--from', source, '--to', target]).done;
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('both sides hold 3000 events') });
    const [, present] = /(\d+) copied, (\d+) already there; comparing/.exec(again.stderr)!.slice(1).map(Number);
    expect(present).toBe(before);
    expect(rowsOf(target)).toEqual(rowsOf(source));

    // Once more: nothing to copy, nothing written.
    const third = await runCommand('events-copy', ['--from', source, '--to', target]).done;
    expect(third).toMatchObject({ code: 0, stderr: expect.stringContaining('0 copied, 3000 already there') });
    expect(countOf(target)).toBe(3000);
  }, 120_000);

  it('given a target that holds another store\'s events, when copied into, then it is refused with exit code 2 and the target is left as it was', async () => {
    const storeOf = async (prefix: string) => {
      const file = join(folder(`copy-${prefix}`), 'events.sqlite');
      const store = SqliteEventStore.open(file);
      for (let n = 0; n < 6; n++) await store.appendToStream(`${prefix}-${n % 2}`, [{ type: 'Counted', data: { n } }]);
      await store.close();
      return file;
    };
    const [source, other] = [await storeOf('mine'), await storeOf('theirs')];
    const before = rowsOf(other);

    const refused = await runCommand('events-copy', ['--from', source, '--to', other]).done;
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`the target ${other} holds events and is not a copy of ${source}`);
    expect(refused.stdout).toBe('');
    expect(rowsOf(other)).toEqual(before);

    // An earlier copy is the same store's log: copying on into it is no refusal.
    const copy = join(folder('copy-earlier'), 'events.sqlite');
    expect((await runCommand('events-copy', ['--from', source, '--to', copy]).done).code).toBe(0);
    expect(await runCommand('events-copy', ['--from', source, '--to', copy]).done).toMatchObject({ code: 0, stderr: expect.stringContaining('0 copied, 6 already there') });
  }, 60_000);
});
