import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { decideListing, eventStream, initialEventState } from '../../src/modules/catalog/events/catalog-event.js';
import type { EventDetails } from '../../src/modules/catalog/events/event-details.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { SqliteEventStore } from '../../src/platform/eventstore/sqlite-event-store.js';
import { addDays } from '../../src/platform/time/calendar-date.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, sessionCookie, uniqueName } from './accounts-support.js';
import { adminEnv, eventInput, listEvent, signedInAdmin, today, userAt } from './catalog-support.js';

type DayCount = { date: string; count: number };
type Stats = { totalEvents: number; totalUsers: number; subscribers: number; payingSubscribers: number; revenueThisMonth: { amount: number; currency: string }; eventsThisWeek: number };
type AdminUser = { id: string; username: string; email: string; createdAt: string; isAdmin: boolean; subscriptionStatus: string | null; planType: string | null };
type Entry = { revision: number; type: string; occurredAt: string; actor: { id: string; username: string | null }; changes: { field: string; before: unknown; after: unknown }[] };
type Page = { entries: Entry[]; page: number; pageSize: number; total: number; totalPages: number };

/**
 * Listings written before the server starts, as if made on earlier days: `daysAgo` counts calendar days in the
 * server's time zone (New York), each listed at 17:00 UTC, which is the same day there. Today's are listed a
 * second ago when 17:00 UTC is still ahead, so that no seeded listing is newer than the ones the tests make.
 */
const SEEDED_DAYS_AGO = [0, 0, 6, 6, 7, 29, 30, 45];

async function seedListings(dataDir: string): Promise<string[]> {
  const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
  const ids: string[] = [];
  try {
    for (const daysAgo of SEEDED_DAYS_AGO) {
      const eventId = randomUUID();
      const now = new Date(Math.min(Date.parse(`${addDays(today(), -daysAgo)}T17:00:00.000Z`), Date.now() - 1000));
      const details = eventInput({ name: `Seeded ${daysAgo} days ago ${ids.length}` }) as unknown as EventDetails;
      const { events } = decideListing(initialEventState, { eventId, details, source: { kind: 'admin' }, now });
      await store.appendToStream(eventStream(eventId), events, { expectedRevision: 'no_stream' });
      ids.push(eventId);
    }
  } finally {
    await store.close();
  }
  return ids;
}

describe('Admin console (the real app over HTTP)', () => {
  let dataDir: string;
  let seeded: string[];
  let server: TestApp;
  let admin: Browser;
  let adminId: string;
  const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fh-admin-'));
    seeded = await seedListings(dataDir);
    server = await startTestApp({ dataDir, imports: [AccountsOptionsModule.override(generousLimits)], env: adminEnv });
    admin = await signedInAdmin(server.url);
    adminId = ((await admin.get('/api/user').expect(200)).body as { id: string }).id;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('overview: stats and events by day', () => {
    let byDay: DayCount[];
    let stats: Stats;

    beforeAll(async () => {
      // Known sequence: the seeded listings, then one listed now and one of six days ago removed.
      await listEvent(admin, { name: 'Listed during the test' });
      await admin.delete(`/api/admin/events/${seeded[2]}`).expect(204);
      await userAt(server.url, admin, 'pro');
      await userAt(server.url, admin, 'sample');
      byDay = (await admin.get('/api/admin/events/by-day').expect(200)).body as DayCount[];
      stats = (await admin.get('/api/admin/stats').expect(200)).body as Stats;
    });

    it('gives the last 30 days, oldest first, ending today, with zero days included', () => {
      expect(byDay).toHaveLength(30);
      expect(byDay[0].date).toBe(addDays(today(), -29));
      expect(byDay[29].date).toBe(today());
      expect(byDay.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => addDays(today(), index - 29)));
    });

    it('counts each day’s listings (removed events were still listed that day); 30 and more days ago fall outside', () => {
      const counts = Object.fromEntries(byDay.filter((day) => day.count > 0).map((day) => [day.date, day.count]));
      expect(counts).toEqual({
        [today()]: 3,
        [addDays(today(), -6)]: 2,
        [addDays(today(), -7)]: 1,
        [addDays(today(), -29)]: 1,
      });
    });

    it('counts events listed and not removed, every user, no paid subscriber for granted access, and this week as today and the 6 days before', () => {
      expect(stats).toEqual({
        totalEvents: SEEDED_DAYS_AGO.length + 1 - 1,
        totalUsers: 3,
        subscribers: 0,
        payingSubscribers: 0,
        revenueThisMonth: { amount: 0, currency: 'usd' },
        eventsThisWeek: 5,
      });
    });
  });

  describe('GET /api/admin/events/recent', () => {
    it('answers the latest listed first, in full with when each was listed, as many as asked', async () => {
      const newest = await listEvent(admin, { name: 'The newest listing', city: 'Lancaster', organizer: 'NXT' });
      const recent = (await admin.get('/api/admin/events/recent?limit=3').expect(200)).body as (Record<string, unknown> & { listedAt: string })[];
      expect(recent).toHaveLength(3);
      expect(recent[0]).toEqual(expect.objectContaining({ id: newest.id, name: 'The newest listing', city: 'Lancaster', state: 'PA', organizer: 'NXT', eventType: 'Showcase', startDate: newest.startDate }));
      const listedAt = recent.map((event) => event.listedAt);
      expect([...listedAt].sort().reverse()).toEqual(listedAt);
      expect(recent.map((event) => event.id)).not.toContain(seeded[2]);
    });

    it('refuses a limit outside 1 to 100 with a 400 naming it', async () => {
      expect((await admin.get('/api/admin/events/recent?limit=0').expect(400)).body).toEqual({ message: 'limit: Must be at least 1' });
      await admin.get('/api/admin/events/recent?limit=101').expect(400);
      await admin.get('/api/admin/events/recent?limit=ten').expect(400);
    });
  });

  describe('users and the admin role', () => {
    it('lists every user newest first with subscription status, plan and role, and never a password', async () => {
      const { id } = await userAt(server.url, admin, 'basic');
      const response = await admin.get('/api/admin/users').expect(200);
      const users = response.body as AdminUser[];
      expect(users[0]).toEqual({
        id,
        username: expect.any(String),
        email: expect.stringContaining('@example.com'),
        createdAt: expect.any(String),
        isAdmin: false,
        subscriptionStatus: 'active',
        planType: 'basic',
        accessLevel: 'basic',
      });
      expect(users.find((user) => user.id === adminId)).toEqual(expect.objectContaining({ isAdmin: true, subscriptionStatus: null, planType: null }));
      const created = users.map((user) => user.createdAt);
      expect([...created].sort().reverse()).toEqual(created);
      expect(response.text).not.toMatch(/argon2|password/i);
    });

    it('grants the role (the new admin gets into the console) and revokes it (they are out again)', async () => {
      const { client, id } = await userAt(server.url, admin, 'sample');
      await client.get('/api/admin/stats').expect(403);
      expect((await admin.post(`/api/admin/users/${id}/admin`).expect(200)).body).toEqual(expect.objectContaining({ id, isAdmin: true }));
      await client.get('/api/admin/stats').expect(200);
      const before = await head();
      await admin.post(`/api/admin/users/${id}/admin`).expect(200);
      expect(await head()).toBe(before);
      expect((await admin.delete(`/api/admin/users/${id}/admin`).expect(200)).body).toEqual(expect.objectContaining({ id, isAdmin: false }));
      await client.get('/api/admin/stats').expect(403);
    });

    it('refuses an admin revoking their own role (409) and appends nothing', async () => {
      const before = await head();
      const response = await admin.delete(`/api/admin/users/${adminId}/admin`).expect(409);
      expect(response.body).toEqual({ message: 'You cannot remove your own admin role' });
      expect(await head()).toBe(before);
    });

    it('never leaves the site without an admin when the last two revoke each other at once', async () => {
      const { client: other, id: otherId } = await userAt(server.url, admin, 'sample');
      await admin.post(`/api/admin/users/${otherId}/admin`).expect(200);
      const [first, second] = await Promise.all([admin.delete(`/api/admin/users/${otherId}/admin`), other.delete(`/api/admin/users/${adminId}/admin`)]);
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      // The loser either got in before the winner's change (and is refused as the last admin) or after it (no longer an admin).
      expect([403, 409]).toContain(statuses[1]);
      if (statuses[1] === 409) expect([first.body, second.body]).toContainEqual({ message: 'The last admin cannot be removed' });
      const users = (await (first.status === 200 ? admin : other).get('/api/admin/users').expect(200)).body as AdminUser[];
      expect(users.filter((user) => user.isAdmin)).toHaveLength(1);
      // Back to the one admin this suite signs in as.
      if (first.status !== 200) await other.post(`/api/admin/users/${adminId}/admin`).expect(200);
    });

    it('answers 404 for a user that does not exist or an id that is not one', async () => {
      expect((await admin.post(`/api/admin/users/${randomUUID()}/admin`).expect(404)).body).toEqual({ message: 'User not found' });
      await admin.delete('/api/admin/users/not-a-user/admin').expect(404);
    });
  });

  describe('audit history', () => {
    it('gives a user’s account events newest first, with who did what and the fields before and after, never the password', async () => {
      const username = uniqueName('history');
      const registered = await browser(server.url)
        .post('/api/register', { username, email: `${username}@example.com`, password: 'green turf at dawn', ageConfirmed: true })
        .expect(201);
      const id = (registered.body as { id: string }).id;
      const user = browser(server.url, sessionCookie(registered));
      await user.patch('/api/user', { email: `${username}@example.org` }).expect(200);
      await user.post('/api/user/password', { currentPassword: 'green turf at dawn', newPassword: 'blue turf at dusk' }).expect(204);
      await admin.post(`/api/admin/users/${id}/admin`).expect(200);

      const response = await admin.get(`/api/admin/history/users/${id}`).expect(200);
      const page = response.body as Page;
      expect(page).toEqual(expect.objectContaining({ page: 1, pageSize: 50, total: 4, totalPages: 1 }));
      expect(page.entries.map((entry) => [entry.revision, entry.type, entry.actor.username])).toEqual([
        [3, 'AdminRoleGranted', 'catalog-admin'],
        [2, 'UserPasswordChanged', username],
        [1, 'UserEmailChanged', username],
        [0, 'UserRegistered', username],
      ]);
      expect(page.entries[2].changes).toEqual([{ field: 'email', before: `${username}@example.com`, after: `${username}@example.org` }]);
      expect(page.entries[0].changes).toEqual([{ field: 'isAdmin', before: false, after: true }]);
      expect(page.entries[1].changes).toEqual([]);
      expect(Date.parse(page.entries[0].occurredAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(response.text).not.toMatch(/argon2|passwordHash/);
    });

    it('gives an event’s stream only, newest first, 50 a page, removed events included', async () => {
      const event = await listEvent(admin, { name: 'History Clinic', cost: 100 });
      const other = await listEvent(admin, { name: 'Someone else' });
      for (let cost = 101; cost <= 159; cost++) await admin.patch(`/api/admin/events/${event.id}`, { cost }).expect(200);
      await admin.patch(`/api/admin/events/${other.id}`, { city: 'Elsewhere' }).expect(200);
      await admin.post(`/api/admin/events/${event.id}/cancel`).expect(200);
      await admin.delete(`/api/admin/events/${event.id}`).expect(204);

      const first = (await admin.get(`/api/admin/history/events/${event.id}`).expect(200)).body as Page;
      expect(first).toEqual(expect.objectContaining({ page: 1, pageSize: 50, total: 62, totalPages: 2 }));
      expect(first.entries).toHaveLength(50);
      expect(first.entries.map((entry) => entry.revision)).toEqual(Array.from({ length: 50 }, (_, index) => 61 - index));
      expect(first.entries.slice(0, 3).map((entry) => entry.type)).toEqual(['EventRemoved', 'EventCancelled', 'EventDetailsChanged']);
      expect(first.entries[1].changes).toEqual([{ field: 'isCancelled', before: false, after: true }]);
      expect(first.entries[2].changes).toEqual([{ field: 'cost', before: 158, after: 159 }]);
      expect(first.entries.every((entry) => entry.actor.username === 'catalog-admin')).toBe(true);

      const second = (await admin.get(`/api/admin/history/events/${event.id}?page=2`).expect(200)).body as Page;
      expect(second.entries.map((entry) => entry.revision)).toEqual(Array.from({ length: 12 }, (_, index) => 11 - index));
      const listed = second.entries[11];
      expect(listed.type).toBe('EventListed');
      expect(listed.changes).toEqual(expect.arrayContaining([{ field: 'name', before: null, after: 'History Clinic' }, { field: 'source', before: null, after: 'admin' }]));
      expect(JSON.stringify([first, second])).not.toContain('Elsewhere');

      expect(((await admin.get(`/api/admin/history/events/${event.id}?page=3`).expect(200)).body as Page).entries).toEqual([]);
      await admin.get(`/api/admin/history/events/${event.id}?page=0`).expect(400);
    });

    it('gives a user’s granted access as their subscription history; a user with none has an empty one', async () => {
      const { id } = await userAt(server.url, admin, 'pro');
      await admin.delete(`/api/admin/users/${id}/access`).expect(200);
      const page = (await admin.get(`/api/admin/history/subscriptions/${id}`).expect(200)).body as Page;
      expect(page.entries.map((entry) => [entry.type, entry.actor.username])).toEqual([
        ['AccessRevoked', 'catalog-admin'],
        ['AccessGranted', 'catalog-admin'],
      ]);
      expect(page.entries[1].changes).toEqual([{ field: 'planType', before: null, after: 'pro' }, { field: 'until', before: null, after: null }]);
      const { id: none } = await userAt(server.url, admin, 'sample');
      expect((await admin.get(`/api/admin/history/subscriptions/${none}`).expect(200)).body).toEqual({ entries: [], page: 1, pageSize: 50, total: 0, totalPages: 0 });
    });

    it('reaches no other stream: unknown ids, ids of the wrong kind and stream-like names are 404', async () => {
      const event = await listEvent(admin);
      await admin.get(`/api/admin/history/users/${event.id}`).expect(404);
      await admin.get(`/api/admin/history/events/${adminId}`).expect(404);
      await admin.get('/api/admin/history/events/catalog-sample').expect(404);
      await admin.get(`/api/admin/history/users/${encodeURIComponent(`x/../../events/${event.id}`)}`).expect(404);
      await admin.get(`/api/admin/history/subscriptions/${randomUUID()}`).expect(404);
      await admin.get('/api/admin/history/subscriptions/..').expect(404);
    });
  });
});
