import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, uniqueName } from './accounts-support.js';
import { adminEnv, inDays, listEvent, signedInAdmin, userAt } from './catalog-support.js';

const PUBLIC_URL = 'http://fieldhockey.test';

interface Member {
  client: Browser;
  id: string;
}

type SavedItem = { id: string; isLocked: boolean; note?: string | null };
type Note = { eventId: string; text: string; updatedAt: string | null };
type Preferences = Record<string, unknown>;

/**
 * Two Pro users, A and B, each with saves, notes, a calendar feed, a profile and mail preferences: whatever B sends
 * (A's event ids, A's old feed address, guessed addresses, A's unsubscribe link), B reads and changes only B's own.
 */
describe('Ownership: one user never reads or changes what is another’s', () => {
  let server: TestApp;
  let admin: Browser;
  let a: Member;
  let b: Member;
  /** Saved by A only, by both, by B only. */
  let onlyA: { id: string; name: string };
  let both: { id: string; name: string };
  let onlyB: { id: string; name: string };
  const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();
  const savedOf = async (member: Member) => (await member.client.get('/api/saved-events').expect(200)).body as SavedItem[];
  const noteOf = async (member: Member, eventId: string) => (await member.client.get(`/api/saved-events/${eventId}/note`).expect(200)).body as Note;
  const userOf = async (member: Member) => (await member.client.get('/api/user').expect(200)).body as Record<string, unknown>;
  const preferencesOf = async (member: Member) => (await member.client.get('/api/notification-preferences').expect(200)).body as Preferences;
  const feedUrlOf = async (member: Member) => ((await member.client.post('/api/calendar-feed').expect(200)).body as { feed: { url: string } }).feed.url;
  const feedPath = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    server = await startTestApp({ env: { ...adminEnv, PUBLIC_URL }, imports: [AccountsOptionsModule.override(generousLimits)] });
    admin = await signedInAdmin(server.url);
    // The registration closing in 7 days makes today's deadline reminder, whose mail carries an unsubscribe link.
    [onlyA, both, onlyB] = await Promise.all([
      listEvent(admin, { name: 'Ownership showcase saved by A', startDate: inDays(12), registrationDeadline: inDays(7) }),
      listEvent(admin, { name: 'Ownership clinic saved by both', startDate: inDays(20) }),
      listEvent(admin, { name: 'Ownership camp saved by B', startDate: inDays(30) }),
    ]).then((events) => events.map(({ id, name }) => ({ id, name: name as string })));
    [a, b] = await Promise.all([userAt(server.url, admin, 'pro'), userAt(server.url, admin, 'pro')]);
    for (const event of [onlyA, both]) await a.client.post(`/api/saved-events/${event.id}`).expect(200);
    for (const event of [both, onlyB]) await b.client.post(`/api/saved-events/${event.id}`).expect(200);
    await a.client.put(`/api/saved-events/${onlyA.id}/note`, { text: 'A private: coach Rivera asked for film' }).expect(200);
    await a.client.put(`/api/saved-events/${both.id}/note`, { text: 'A private: carpool with the Smiths' }).expect(200);
  });
  afterAll(() => server.close());

  describe('saved events', () => {
    it('shows each user only their own saves, in the saved list and as isSaved in the catalog', async () => {
      expect((await savedOf(a)).map((item) => item.id)).toEqual([onlyA.id, both.id]);
      expect((await savedOf(b)).map((item) => item.id)).toEqual([both.id, onlyB.id]);
      const catalog = (await b.client.get('/api/events').expect(200)).body as { id: string; isSaved: boolean }[];
      expect(catalog.filter((event) => [onlyA.id, both.id, onlyB.id].includes(event.id)).map((event) => [event.id, event.isSaved])).toEqual([
        [onlyA.id, false],
        [both.id, true],
        [onlyB.id, true],
      ]);
      expect(((await b.client.get(`/api/events/${onlyA.id}`).expect(200)).body as { isSaved: boolean }).isSaved).toBe(false);
    });

    it('lets B unsave A’s event id without touching A’s saves or notes (nothing is recorded)', async () => {
      const before = await head();
      expect((await b.client.delete(`/api/saved-events/${onlyA.id}`).expect(200)).body).toEqual({ eventId: onlyA.id, isSaved: false });
      expect(await head()).toBe(before);
      expect((await savedOf(a)).map((item) => [item.id, item.note])).toEqual([
        [onlyA.id, 'A private: coach Rivera asked for film'],
        [both.id, 'A private: carpool with the Smiths'],
      ]);
    });
  });

  describe('notes', () => {
    it('answers B on A’s saved event with B’s own state (not saved: 404), and leaves A’s note as it was', async () => {
      const aNote = await noteOf(a, onlyA.id);
      const before = await head();
      const notSaved = { message: 'Event not saved' };
      expect((await b.client.get(`/api/saved-events/${onlyA.id}/note`).expect(404)).body).toEqual(notSaved);
      expect((await b.client.put(`/api/saved-events/${onlyA.id}/note`, { text: 'B overwrites' }).expect(404)).body).toEqual(notSaved);
      expect((await b.client.delete(`/api/saved-events/${onlyA.id}/note`).expect(404)).body).toEqual(notSaved);
      expect(await head()).toBe(before);
      expect(await noteOf(a, onlyA.id)).toEqual(aNote);
    });

    it('keeps two notes on an event both saved: B starts with none, writes and deletes only B’s, never sees A’s', async () => {
      const aNote = await noteOf(a, both.id);
      expect(await noteOf(b, both.id)).toEqual({ eventId: both.id, text: '', updatedAt: null });
      await b.client.put(`/api/saved-events/${both.id}/note`, { text: 'B private: bring two sticks' }).expect(200);
      expect((await noteOf(b, both.id)).text).toBe('B private: bring two sticks');
      expect(await noteOf(a, both.id)).toEqual(aNote);
      expect((await savedOf(b)).find((item) => item.id === both.id)?.note).toBe('B private: bring two sticks');
      expect((await savedOf(a)).find((item) => item.id === both.id)?.note).toBe(aNote.text);

      await b.client.delete(`/api/saved-events/${both.id}/note`).expect(204);
      expect((await noteOf(b, both.id)).text).toBe('');
      expect(await noteOf(a, both.id)).toEqual(aNote);
      const everythingB = JSON.stringify([(await savedOf(b)), (await b.client.get('/api/events').expect(200)).body, (await b.client.get('/api/insights').expect(200)).body]);
      expect(everythingB).not.toContain('A private');
    });
  });

  describe('calendar feed', () => {
    it('serves at B’s address B’s saved events only, and at A’s address A’s', async () => {
      const [aFeed, bFeed] = [await feedUrlOf(a), await feedUrlOf(b)];
      expect(aFeed).not.toBe(bFeed);
      // The address is shown once, when made: reading the feed back says only that it is on.
      expect((await b.client.get('/api/calendar-feed').expect(200)).body).toEqual({ feed: { createdAt: expect.any(String) } });
      const bCalendar = (await browser(server.url).get(feedPath(bFeed)).expect(200)).text;
      expect(bCalendar).toContain(onlyB.name);
      expect(bCalendar).toContain(both.name);
      expect(bCalendar).not.toContain(onlyA.name);
      const aCalendar = (await browser(server.url).get(feedPath(aFeed)).expect(200)).text;
      expect(aCalendar).toContain(onlyA.name);
      expect(aCalendar).not.toContain(onlyB.name);
    });

    it('stops A’s old address when A asks for a new one, without touching B’s; B turning B’s off leaves A’s on', async () => {
      const old = await feedUrlOf(a);
      const bFeed = await feedUrlOf(b);
      const renewed = await feedUrlOf(a);
      expect(renewed).not.toBe(old);
      expect((await browser(server.url).get(feedPath(old)).expect(404)).body).toEqual({ message: 'Calendar feed not found' });
      await browser(server.url).get(feedPath(renewed)).expect(200);
      await browser(server.url).get(feedPath(bFeed)).expect(200);

      await b.client.delete('/api/calendar-feed').expect(204);
      await browser(server.url).get(feedPath(bFeed)).expect(404);
      expect((await a.client.get('/api/calendar-feed').expect(200)).body).toEqual({ feed: { createdAt: expect.any(String) } });
      await browser(server.url).get(feedPath(renewed)).expect(200);
    });

    it('answers 404 to guessed addresses: random tokens, A’s token one character off, in other letter case or cut short', async () => {
      const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(feedPath(await feedUrlOf(a)))![1];
      const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
      const guesses = [
        ...Array.from({ length: 10 }, () => randomBytes(32).toString('base64url')),
        flip(token, 0),
        flip(token, token.length - 1),
        token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
        token.slice(0, -1),
        `${token}A`,
        '',
        '..',
      ];
      for (const guess of guesses) {
        const answer = await browser(server.url).get(`/api/calendar/${encodeURIComponent(guess)}.ics`);
        expect({ guess, status: answer.status }).toEqual({ guess, status: 404 });
      }
      await browser(server.url).get(`/api/calendar/${token}.ics`).expect(200);
    });
  });

  describe('profile and mail preferences', () => {
    it('changes only the caller’s own profile; another account’s email cannot be taken and no id can be named', async () => {
      const aBefore = await userOf(a);
      const email = `${uniqueName('b-new')}@example.com`;
      const changed = (await b.client.patch('/api/user', { email, language: 'es' }).expect(200)).body as Record<string, unknown>;
      expect(changed).toEqual(expect.objectContaining({ id: b.id, email, language: 'es' }));
      expect(await userOf(a)).toEqual(aBefore);

      const before = await head();
      await b.client.patch('/api/user', { email: aBefore.email }).expect(409);
      expect((await b.client.patch('/api/user', { id: a.id, language: 'en' }).expect(400)).body).toEqual({ message: 'Unknown field: id' });
      expect(await head()).toBe(before);
      expect(await userOf(a)).toEqual(aBefore);
      expect(await userOf(b)).toEqual(expect.objectContaining({ id: b.id, email, language: 'es' }));
    });

    it('keeps notification preferences per user', async () => {
      const bBefore = await preferencesOf(b);
      expect(bBefore).toEqual(expect.objectContaining({ weeklyDigest: false, eventReminders: true }));
      await a.client.patch('/api/notification-preferences', { weeklyDigest: true, digestFilters: { states: ['PA'], eventTypes: [], ageLevels: [] } }).expect(200);
      expect(await preferencesOf(b)).toEqual(bBefore);
      await b.client.patch('/api/notification-preferences', { eventReminders: false }).expect(200);
      expect(await preferencesOf(a)).toEqual(expect.objectContaining({ weeklyDigest: true, eventReminders: true, digestFilters: { states: ['PA'], eventTypes: [], ageLevels: [] } }));
      expect(await preferencesOf(b)).toEqual({ ...bBefore, eventReminders: false });
    });

    it('switches off A’s mail with A’s unsubscribe link whoever sends it, never B’s; the link edited to name B is refused', async () => {
      await admin.post('/api/admin/notifications/run').expect(200);
      const aEmail = (await userOf(a)).email;
      const outbox = join(server.dataDir, 'outbox');
      const mails = await Promise.all((existsSync(outbox) ? readdirSync(outbox) : []).map((file) => PostalMime.parse(readFileSync(join(outbox, file)))));
      const reminder = mails.find((mail) => mail.to?.[0]?.address === aEmail && mail.subject?.includes(onlyA.name));
      const link = reminder?.headers.find((header) => header.key === 'list-unsubscribe')?.value ?? '';
      const token = new URL(/^<(.+)>$/.exec(link)![1]).searchParams.get('token')!;

      const [claims, signature] = token.split('.');
      const asB = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), u: b.id })).toString('base64url')}.${signature}`;
      const before = await head();
      expect((await b.client.post('/api/unsubscribe', { token: asB }).expect(400)).body).toEqual({ message: 'This unsubscribe link is not valid' });
      expect(await head()).toBe(before);

      const bBefore = await preferencesOf(b);
      expect((await b.client.post('/api/unsubscribe', { token }).expect(200)).body).toEqual({ kind: 'deadlineReminders' });
      expect(await preferencesOf(a)).toEqual(expect.objectContaining({ deadlineReminders: false }));
      expect(await preferencesOf(b)).toEqual(bBefore);
      expect(bBefore).toEqual(expect.objectContaining({ deadlineReminders: true }));
    });
  });

  it('refuses B the admin histories and user list that would show A’s account, plan or saves', async () => {
    for (const path of [`/api/admin/history/users/${a.id}`, `/api/admin/history/subscriptions/${a.id}`, `/api/admin/history/events/${onlyA.id}`, '/api/admin/users']) {
      const answer = await b.client.get(path);
      expect({ path, status: answer.status, body: answer.body as unknown }).toEqual({ path, status: 403, body: { message: 'Admins only' } });
    }
  });
});
