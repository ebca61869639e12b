import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../src/platform/readstore/read-store.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits } from './accounts-support.js';
import { STUB_KEYS, adminEnv, dataDirWithListings, inDays, inMonths, listEvent, signedInAdmin, today, userAt } from './catalog-support.js';

// http: over https the session cookie is Secure and the test client, on plain http, would not send it back.
const PUBLIC_URL = 'http://fieldhockey.test';

type User = Awaited<ReturnType<typeof userAt>>;
type Listed = Record<string, unknown> & { id: string; isLocked: boolean };
type SavedItem = Listed & { name?: string; note?: string | null; conflictsWith?: { id: string; name: string }[] };
type Feed = { url: string; webcalUrl: string; googleUrl: string; createdAt: string };

/**
 * Listed before this week's update, so Basic sees them like Pro: the insights count exactly these (the
 * insights tests run first, before any test lists more). Indexes are used below by name.
 */
const SEEDED = {
  freeShowcase: { name: 'Free PA Showcase', state: 'PA', eventType: 'Showcase', ageLevel: 'U19', cost: 0, startDate: inDays(3), registrationDeadline: today() },
  contactClinic: { name: 'Ask-us PA Clinic', state: 'PA', eventType: 'Clinic', ageLevel: 'U16', cost: null, startDate: inDays(40) },
  cheapTournament: { name: 'NJ Tournament', state: 'NJ', eventType: 'Tournament', ageLevel: 'U19', cost: 95, startDate: inMonths(2), registrationDeadline: inDays(20) },
  midShowcase: { name: 'NJ Summer Showcase', state: 'NJ', eventType: 'Showcase', ageLevel: 'U19', cost: 250, startDate: inMonths(5) },
  dearCamp: { name: 'MD College Camp', state: 'MD', eventType: 'ID Camp', ageLevel: 'College', cost: 600, startDate: inMonths(11) },
  closedTournament: { name: 'PA Club Tournament', state: 'PA', eventType: 'Tournament', ageLevel: 'U16', cost: 100, startDate: inMonths(1), registrationDeadline: inDays(-1) },
  cheapClinic: { name: 'VA Intro Clinic', state: 'VA', eventType: 'Clinic', ageLevel: 'All Ages', cost: 60, startDate: inDays(10) },
  sameDayClinic: { name: 'DE Goalie Clinic', state: 'DE', eventType: 'Clinic', ageLevel: 'U14', cost: 500, startDate: inDays(10) },
  cancelled: { name: 'Cancelled PA Clinic', state: 'PA', eventType: 'Clinic', ageLevel: 'U14', cost: 150, startDate: inDays(12), registrationDeadline: inDays(8) },
  past: { name: 'Past PA Clinic', state: 'PA', eventType: 'Clinic', ageLevel: 'U14', cost: 150, startDate: inDays(-1) },
  // The same day next year is in the 13th month, which byMonth does not show: not counted either.
  thirteenthMonth: { name: 'Far PA Clinic', state: 'PA', eventType: 'Clinic', ageLevel: 'U14', cost: 150, startDate: inMonths(12) },
} as const;
type Seeded = keyof typeof SEEDED;

describe('Pro features of the catalog (the real app over HTTP)', () => {
  let server: TestApp;
  let removeDataDir: () => void;
  let admin: Browser;
  const seeded = {} as Record<Seeded, string>;
  const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();
  const put = (user: User, path: string, body: object) =>
    request(server.url).put(path).set('Cookie', user.cookie).set('X-Requested-With', 'fetch').send(body);
  const savedList = async (user: User) => (await user.client.get('/api/saved-events').expect(200)).body as SavedItem[];

  beforeAll(async () => {
    const names = Object.keys(SEEDED) as Seeded[];
    const data = await dataDirWithListings(names.map((name) => SEEDED[name]));
    removeDataDir = data.remove;
    names.forEach((name, index) => {
      seeded[name] = data.ids[index];
    });
    server = await startTestApp({ dataDir: data.dataDir, imports: [AccountsOptionsModule.override(generousLimits)], env: { ...adminEnv, PUBLIC_URL } });
    admin = await signedInAdmin(server.url);
    await admin.post(`/api/admin/events/${seeded.cancelled}/cancel`).expect(200);
  });
  afterAll(async () => {
    await server.close();
    removeDataDir();
  });

  describe('GET /api/insights', () => {
    it('counts the upcoming, not cancelled events of this month and the 11 after it by state, month, type, age level and cost, and lists the user’s open deadlines', async () => {
      const pro = await userAt(server.url, admin, 'pro');
      for (const name of ['freeShowcase', 'cheapTournament', 'midShowcase', 'closedTournament', 'cancelled'] as const) {
        await pro.client.post(`/api/saved-events/${seeded[name]}`).expect(200);
      }
      const insights = (await pro.client.get('/api/insights').expect(200)).body as Record<string, unknown>;

      const counted: Seeded[] = ['freeShowcase', 'contactClinic', 'cheapTournament', 'midShowcase', 'dearCamp', 'closedTournament', 'cheapClinic', 'sameDayClinic'];
      const months = new Map<string, number>();
      for (const name of counted) months.set(SEEDED[name].startDate.slice(0, 7), (months.get(SEEDED[name].startDate.slice(0, 7)) ?? 0) + 1);
      const twelveMonths = Array.from({ length: 12 }, (_, index) => monthAfter(today(), index));
      expect(insights).toEqual({
        total: 8,
        byState: [
          { state: 'PA', count: 3 },
          { state: 'NJ', count: 2 },
          { state: 'DE', count: 1 },
          { state: 'MD', count: 1 },
          { state: 'VA', count: 1 },
        ],
        byMonth: twelveMonths.map((month) => ({ month, count: months.get(month) ?? 0 })),
        byType: [
          { eventType: 'Clinic', count: 3 },
          { eventType: 'Showcase', count: 2 },
          { eventType: 'Tournament', count: 2 },
          { eventType: 'ID Camp', count: 1 },
        ],
        byAgeLevel: [
          { ageLevel: 'U19', count: 3 },
          { ageLevel: 'U16', count: 2 },
          { ageLevel: 'All Ages', count: 1 },
          { ageLevel: 'College', count: 1 },
          { ageLevel: 'U14', count: 1 },
        ],
        costs: [
          { bucket: 'free', count: 1 },
          { bucket: 'contact', count: 1 },
          { bucket: 'under100', count: 2 },
          { bucket: '100to249', count: 1 },
          { bucket: '250to499', count: 1 },
          { bucket: '500plus', count: 2 },
        ],
        upcomingDeadlines: [
          { id: seeded.freeShowcase, name: 'Free PA Showcase', registrationDeadline: today(), daysLeft: 0 },
          { id: seeded.cheapTournament, name: 'NJ Tournament', registrationDeadline: inDays(20), daysLeft: 20 },
        ],
      });
      expect((insights.byMonth as { count: number }[]).reduce((sum, month) => sum + month.count, 0)).toBe(8);
    });

    it('refuses Basic and sample with 403 and signed-out callers with 401', async () => {
      for (const level of ['basic', 'sample'] as const) {
        const { client } = await userAt(server.url, admin, level);
        expect((await client.get('/api/insights').expect(403)).body).toEqual({ message: 'Insights are a Pro feature' });
      }
      await browser(server.url).get('/api/insights').expect(401);
    });
  });

  describe('weekly database updates on Basic', () => {
    let fresh: { id: string };
    let basic: User;

    beforeAll(async () => {
      fresh = await listEvent(admin, { name: 'Listed this week', state: 'DE', eventType: 'Clinic', startDate: inDays(15) });
      basic = await userAt(server.url, admin, 'basic');
    });

    it('shows Basic an event listed this week as a stub that says so; one listed before the update in full', async () => {
      const events = (await basic.client.get('/api/events').expect(200)).body as Listed[];
      expect(events.find((event) => event.id === fresh.id)).toEqual({
        id: fresh.id,
        eventType: 'Clinic',
        state: 'DE',
        startDate: inDays(15),
        isLocked: true,
        newThisWeek: true,
      });
      expect(events.find((event) => event.id === seeded.cheapClinic)).toMatchObject({ isLocked: false, name: 'VA Intro Clinic' });
      const stubs = events.filter((event) => event.isLocked && !event.newThisWeek);
      expect(stubs.length).toBeGreaterThan(0);
      for (const stub of stubs) expect(Object.keys(stub).sort()).toEqual(STUB_KEYS);
    });

    it('keeps its detail a 404 and its saving a 403 for Basic, while Pro sees and saves it at once', async () => {
      expect((await basic.client.get(`/api/events/${fresh.id}`).expect(404)).body).toEqual({ message: 'Event not found' });
      expect((await basic.client.post(`/api/saved-events/${fresh.id}`).expect(403)).body).toEqual({ message: 'Upgrade to save this event' });
      const pro = await userAt(server.url, admin, 'pro');
      const events = (await pro.client.get('/api/events').expect(200)).body as Listed[];
      expect(events.find((event) => event.id === fresh.id)).toMatchObject({ isLocked: false, name: 'Listed this week' });
      await pro.client.get(`/api/events/${fresh.id}`).expect(200);
      await pro.client.post(`/api/saved-events/${fresh.id}`).expect(200);
    });

    it('never marks stubs for sample, whose single event is the sample', async () => {
      const sample = await userAt(server.url, admin, 'sample');
      const events = (await sample.client.get('/api/events').expect(200)).body as Listed[];
      expect(events.find((event) => event.id === fresh.id)).toEqual({ id: fresh.id, eventType: 'Clinic', state: 'DE', startDate: inDays(15), isLocked: true });
    });
  });

  describe('private notes on saved events', () => {
    let event: { id: string };
    let owner: User;
    let other: User;
    const notePath = () => `/api/saved-events/${event.id}/note`;

    beforeAll(async () => {
      event = await listEvent(admin, { name: 'Noted Showcase', startDate: inDays(30) });
      owner = await userAt(server.url, admin, 'pro');
      other = await userAt(server.url, admin, 'pro');
      await owner.client.post(`/api/saved-events/${event.id}`).expect(200);
    });

    it('starts empty, keeps what the owner writes, shows it in the saved list, and deletes it (204)', async () => {
      expect((await owner.client.get(notePath()).expect(200)).body).toEqual({ eventId: event.id, text: '', updatedAt: null });
      const written = (await put(owner, notePath(), { text: 'Carpool with the Smiths; bring the indoor stick' }).expect(200)).body as Record<string, string>;
      expect(written).toEqual({ eventId: event.id, text: 'Carpool with the Smiths; bring the indoor stick', updatedAt: expect.any(String) });
      expect(Date.parse(written.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect((await owner.client.get(notePath()).expect(200)).body).toEqual(written);
      expect((await savedList(owner)).find((item) => item.id === event.id)?.note).toBe('Carpool with the Smiths; bring the indoor stick');

      await owner.client.delete(notePath()).expect(204);
      expect((await owner.client.get(notePath()).expect(200)).body).toEqual({ eventId: event.id, text: '', updatedAt: null });
      expect((await savedList(owner)).find((item) => item.id === event.id)?.note).toBeNull();
    });

    it('appends nothing for the same text again, a second delete, or text that is too long, blank or comes with unknown fields', async () => {
      await put(owner, notePath(), { text: 'Hotel booked' }).expect(200);
      const before = await head();
      await put(owner, notePath(), { text: 'Hotel booked' }).expect(200);
      expect((await put(owner, notePath(), { text: 'x'.repeat(5001) }).expect(400)).body).toEqual({ message: 'text: Must be at most 5000 characters' });
      expect((await put(owner, notePath(), { text: '   ' }).expect(400)).body).toEqual({ message: 'text: Required' });
      expect((await put(owner, notePath(), {}).expect(400)).body).toEqual({ message: 'text: Required' });
      expect((await put(owner, notePath(), { text: 'ok', shared: true }).expect(400)).body).toEqual({ message: 'Unknown field: shared' });
      expect(await head()).toBe(before);
      expect(((await owner.client.get(notePath()).expect(200)).body as { text: string }).text).toBe('Hotel booked');

      await put(owner, notePath(), { text: 'y'.repeat(5000) }).expect(200);
      await owner.client.delete(notePath()).expect(204);
      const afterDelete = await head();
      await owner.client.delete(notePath()).expect(204);
      expect(await head()).toBe(afterDelete);
    });

    it('keeps a note through unsaving and saving again; without the event saved every note route is a 404', async () => {
      await put(owner, notePath(), { text: 'Ask about housing' }).expect(200);
      await owner.client.delete(`/api/saved-events/${event.id}`).expect(200);
      for (const answer of [
        await owner.client.get(notePath()).expect(404),
        await put(owner, notePath(), { text: 'Anything' }).expect(404),
        await owner.client.delete(notePath()).expect(404),
      ]) {
        expect(answer.body).toEqual({ message: 'Event not saved' });
      }
      await owner.client.post(`/api/saved-events/${event.id}`).expect(200);
      expect(((await owner.client.get(notePath()).expect(200)).body as { text: string }).text).toBe('Ask about housing');
    });

    it('never shows or changes one user’s note for another, even on the same event', async () => {
      await put(owner, notePath(), { text: 'Only mine' }).expect(200);
      expect((await other.client.get(notePath()).expect(404)).body).toEqual({ message: 'Event not saved' });
      await put(other, notePath(), { text: 'Trying to write' }).expect(404);
      await other.client.delete(notePath()).expect(404);

      await other.client.post(`/api/saved-events/${event.id}`).expect(200);
      expect((await other.client.get(notePath()).expect(200)).body).toEqual({ eventId: event.id, text: '', updatedAt: null });
      await put(other, notePath(), { text: 'Theirs' }).expect(200);
      await other.client.delete(notePath()).expect(204);
      expect(((await owner.client.get(notePath()).expect(200)).body as { text: string }).text).toBe('Only mine');
      expect((await savedList(other)).find((item) => item.id === event.id)?.note).toBeNull();
    });

    it('refuses Basic and sample with 403 on every note route, before reading the body, and signed-out callers with 401', async () => {
      for (const level of ['basic', 'sample'] as const) {
        const user = await userAt(server.url, admin, level);
        const path = `/api/saved-events/${seeded.freeShowcase}/note`;
        const refused = { message: 'Notes are a Pro feature' };
        expect((await user.client.get(path).expect(403)).body).toEqual(refused);
        expect((await put(user, path, { text: 'x'.repeat(6000) }).expect(403)).body).toEqual(refused);
        expect((await user.client.delete(path).expect(403)).body).toEqual(refused);
      }
      await browser(server.url).get(notePath()).expect(401);
    });
  });

  describe('conflicts in the saved list', () => {
    it('marks each unlocked saved event with the others on any of its days, by name; cancelled ones conflict with nothing', async () => {
      const camp = await listEvent(admin, { name: 'Overnight Camp', startDate: inDays(50), endDate: inDays(52) });
      const clinic = await listEvent(admin, { name: 'Goalkeeper Clinic', startDate: inDays(52) });
      const dayAfter = await listEvent(admin, { name: 'Day After Showcase', startDate: inDays(53) });
      const called = await listEvent(admin, { name: 'Called-off Clinic', startDate: inDays(51) });
      const pro = await userAt(server.url, admin, 'pro');
      for (const item of [camp, clinic, dayAfter, called]) await pro.client.post(`/api/saved-events/${item.id}`).expect(200);
      await admin.post(`/api/admin/events/${called.id}/cancel`).expect(200);
      const saved = await savedList(pro);
      expect(saved.map((item) => [item.name, item.conflictsWith, item.note])).toEqual([
        ['Overnight Camp', [{ id: clinic.id, name: 'Goalkeeper Clinic' }], null],
        ['Called-off Clinic', [], null],
        ['Goalkeeper Clinic', [{ id: camp.id, name: 'Overnight Camp' }], null],
        ['Day After Showcase', [], null],
      ]);
    });

    it('gives Basic conflicts too (not notes), and leaves locked saved events as bare stubs', async () => {
      const basic = await userAt(server.url, admin, 'basic');
      for (const name of ['cheapClinic', 'sameDayClinic', 'freeShowcase'] as const) await basic.client.post(`/api/saved-events/${seeded[name]}`).expect(200);
      const pro = await userAt(server.url, admin, 'pro');
      await pro.client.post(`/api/saved-events/${seeded.dearCamp}`).expect(200);
      await admin.post(`/api/admin/users/${pro.id}/access`, { planType: 'basic' }).expect(200);

      const [first, second] = [seeded.cheapClinic, seeded.sameDayClinic].sort();
      const names: Record<string, string> = { [seeded.cheapClinic]: 'VA Intro Clinic', [seeded.sameDayClinic]: 'DE Goalie Clinic' };
      expect((await savedList(basic)).map((item) => [item.id, item.conflictsWith, item.note])).toEqual([
        [seeded.freeShowcase, [], null],
        [first, [{ id: second, name: names[second] }], null],
        [second, [{ id: first, name: names[first] }], null],
      ]);
      expect(await savedList(pro)).toEqual([{ id: seeded.dearCamp, eventType: 'ID Camp', state: 'MD', startDate: inMonths(11), isLocked: true }]);
    });
  });

  describe('calendar feed', () => {
    let pro: User;
    let feed: Feed;
    const pathOf = (url: string) => new URL(url).pathname;
    const fetchFeed = (url: string) => request(server.url).get(pathOf(url));
    const summaries = (ics: string) =>
      new ICAL.Component(ICAL.parse(ics) as unknown[]).getAllSubcomponents('vevent').map((vevent) => String(vevent.getFirstPropertyValue('summary')));
    const issued: string[] = [];
    const issue = async (user: User) => {
      const answer = (await user.client.post('/api/calendar-feed').expect(200)).body as { feed: Feed };
      issued.push(pathOf(answer.feed.url).split('/').pop()!.replace('.ics', ''));
      return answer.feed;
    };

    beforeAll(async () => {
      pro = await userAt(server.url, admin, 'pro');
      for (const name of ['freeShowcase', 'midShowcase', 'cancelled', 'past'] as const) await pro.client.post(`/api/saved-events/${seeded[name]}`).expect(200);
    });

    it('is off at first; turning it on gives a secret address with webcal and Google Calendar links, shown that once', async () => {
      expect((await pro.client.get('/api/calendar-feed').expect(200)).body).toEqual({ feed: null });
      feed = await issue(pro);
      expect(feed.url).toMatch(/^http:\/\/fieldhockey\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(feed.webcalUrl).toBe(feed.url.replace('http://', 'webcal://'));
      expect(feed.googleUrl).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.webcalUrl)}`);
      expect(Date.parse(feed.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect((await pro.client.get('/api/calendar-feed').expect(200)).body).toEqual({ feed: { createdAt: feed.createdAt } });
    });

    it('never stores a feed token: the event log and the read model hold only its SHA-256', async () => {
      const token = pathOf(feed.url).split('/').pop()!.replace('.ics', '');
      const stored: unknown[] = [];
      for await (const event of server.app.get<symbol, EventStore>(EVENT_STORE).readAll({ catchUpOnly: true })) stored.push([event.stream, event.data]);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(JSON.stringify(stored)).toContain(createHash('sha256').update(token).digest('hex'));
      const documents = await server.app.get<symbol, ReadStore>(READ_STORE).collection('catalog_calendar_feeds').find({});
      expect(JSON.stringify(documents)).not.toContain(token);
    });

    it('keeps serving an address issued before tokens were hashed (its event holds the token in the clear) until a new one replaces it', async () => {
      const early = await userAt(server.url, admin, 'pro');
      await early.client.post(`/api/saved-events/${seeded.freeShowcase}`).expect(200);
      const token = randomBytes(32).toString('base64url');
      const occurredAt = new Date(Date.now() - 90 * 24 * 60 * 60 * 1000).toISOString();
      const { position } = await server.app
        .get<symbol, EventStore>(EVENT_STORE)
        .appendToStream(`catalog-calendar-feed-${early.id}`, [{ type: 'CalendarFeedTokenIssued', data: { userId: early.id, token, occurredAt } }]);
      await server.app.get(ProjectionRunner).whenProcessed(position);

      expect(summaries((await request(server.url).get(`/api/calendar/${token}.ics`).expect(200)).text)).toEqual(['Free PA Showcase']);
      expect((await early.client.get('/api/calendar-feed').expect(200)).body).toEqual({ feed: { createdAt: occurredAt } });
      const renewed = await issue(early);
      await request(server.url).get(`/api/calendar/${token}.ics`).expect(404);
      await fetchFeed(renewed.url).expect(200);
    });

    it('serves the saved upcoming events without a cookie, as an inline, uncached text/calendar, a cancelled one marked', async () => {
      const response = await fetchFeed(feed.url).expect(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(summaries(response.text).sort()).toEqual(['Cancelled PA Clinic', 'Free PA Showcase', 'NJ Summer Showcase']);
      expect(response.text).toContain('STATUS:CANCELLED\r\n');
    });

    it('follows the saved list: an unsaved event leaves the feed, and a feed with nothing saved is an empty calendar', async () => {
      await pro.client.delete(`/api/saved-events/${seeded.midShowcase}`).expect(200);
      expect(summaries((await fetchFeed(feed.url).expect(200)).text).sort()).toEqual(['Cancelled PA Clinic', 'Free PA Showcase']);

      const empty = await userAt(server.url, admin, 'pro');
      const emptyFeed = await issue(empty);
      const response = await fetchFeed(emptyFeed.url).expect(200);
      expect(response.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(summaries(response.text)).toEqual([]);
    });

    it('kills the old address when a new one is made, and never serves one user’s events at another’s address', async () => {
      const renewed = await issue(pro);
      expect(renewed.url).not.toBe(feed.url);
      expect((await fetchFeed(feed.url).expect(404)).body).toEqual({ message: 'Calendar feed not found' });
      expect(summaries((await fetchFeed(renewed.url).expect(200)).text)).toContain('Free PA Showcase');

      const other = await userAt(server.url, admin, 'pro');
      await other.client.post(`/api/saved-events/${seeded.dearCamp}`).expect(200);
      const otherFeed = await issue(other);
      expect(summaries((await fetchFeed(otherFeed.url).expect(200)).text)).toEqual(['MD College Camp']);
      feed = renewed;
    });

    it('answers 404 for unknown or malformed tokens', async () => {
      for (const token of ['A'.repeat(43), 'short', 'not a token', `${'B'.repeat(43)}x`]) {
        expect((await request(server.url).get(`/api/calendar/${encodeURIComponent(token)}.ics`).expect(404)).body).toEqual({ message: 'Calendar feed not found' });
      }
    });

    it('stops answering once turned off (204), and after a downgrade', async () => {
      const leaving = await userAt(server.url, admin, 'pro');
      await leaving.client.post(`/api/saved-events/${seeded.freeShowcase}`).expect(200);
      const leavingFeed = await issue(leaving);
      await fetchFeed(leavingFeed.url).expect(200);
      await admin.delete(`/api/admin/users/${leaving.id}/access`).expect(200);
      expect((await fetchFeed(leavingFeed.url).expect(404)).body).toEqual({ message: 'Calendar feed not found' });
      expect((await leaving.client.get('/api/calendar-feed').expect(403)).body).toEqual({ message: 'The calendar feed is a Pro feature' });

      await pro.client.delete('/api/calendar-feed').expect(204);
      await pro.client.delete('/api/calendar-feed').expect(204);
      expect((await pro.client.get('/api/calendar-feed').expect(200)).body).toEqual({ feed: null });
      await fetchFeed(feed.url).expect(404);
    });

    it('refuses Basic and sample with 403 and signed-out callers with 401', async () => {
      for (const level of ['basic', 'sample'] as const) {
        const { client } = await userAt(server.url, admin, level);
        const refused = { message: 'The calendar feed is a Pro feature' };
        expect((await client.get('/api/calendar-feed').expect(403)).body).toEqual(refused);
        expect((await client.post('/api/calendar-feed').expect(403)).body).toEqual(refused);
        expect((await client.delete('/api/calendar-feed').expect(403)).body).toEqual(refused);
      }
      await browser(server.url).get('/api/calendar-feed').expect(401);
    });

    it('never writes a feed token to the logs', () => {
      expect(issued.length).toBeGreaterThanOrEqual(4);
      const logs = JSON.stringify(server.logs);
      for (const token of issued) expect(logs).not.toContain(token);
      expect(logs).toContain('GET /api/calendar/[redacted].ics 200');
      expect(logs).toContain('GET /api/calendar/[redacted].ics 404');
    });
  });
});

/** `yyyy-MM` of the month `months` after today's. */
function monthAfter(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
