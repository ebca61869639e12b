import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import request from 'supertest';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { AGE_REQUIRED } from '../../src/modules/accounts/users/account-inputs.js';
import { todayIn } from '../../src/platform/time/calendar-date.js';
import { allowedGradYears } from '../../src/platform/time/school-year.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { AdminOnly } from '../../src/platform/http/auth.js';
import { READ_STORE, type ReadStore } from '../../src/platform/readstore/read-store.js';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js';
import { SessionPruner } from '../../src/modules/accounts/sessions/session-pruner.js';
import { SessionsQuery } from '../../src/modules/accounts/sessions/sessions-read-model.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, sessionCookie, uniqueName } from './accounts-support.js';

/** Stands in for the admin console: a route behind the platform's AdminOnly guard. */
@Controller('api/fixture-admin')
@UseGuards(AdminOnly)
class AdminFixtureController {
  @Get()
  console() {
    return { ok: true };
  }
}

@Module({ controllers: [AdminFixtureController] })
class AdminFixtureModule {}

const ADMIN = { username: 'head-coach', password: 'Field-Hockey-Admin-2026' };
const PASSWORD = 'green turf at dawn';

describe('Accounts over HTTP (the real app, embedded mode)', () => {
  let server: TestApp;
  const open = (): Browser => browser(server.url);
  const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();

  /** A fresh browser signed up as a new user. */
  async function signedUp(overrides: { username?: string; email?: string; password?: string } = {}) {
    const client = open();
    const username = overrides.username ?? uniqueName('player');
    const body = { username, email: overrides.email ?? `${username}@example.com`, password: overrides.password ?? PASSWORD, ageConfirmed: true };
    const response = await client.post('/api/register', body).expect(201);
    return { client, username, email: body.email, password: body.password, user: response.body as Record<string, unknown>, cookie: sessionCookie(response) };
  }

  beforeAll(async () => {
    server = await startTestApp({
      imports: [AccountsOptionsModule.override(generousLimits), AdminFixtureModule],
      env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  describe('register, user, logout, login', () => {
    it('registers, answers the user signed in, and GET /api/user returns the same user', async () => {
      const { client, username, email, user } = await signedUp();
      expect(user).toEqual({
        id: expect.any(String),
        username,
        email,
        language: 'en',
        isAdmin: false,
        accessLevel: 'sample',
        subscriptionStatus: null,
        stripeSubscriptionId: null,
        planType: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        homeZip: null,
        home: null,
        gradYears: [],
        followedColleges: [],
      });
      expect((await client.get('/api/user').expect(200)).body).toEqual(user);
    });

    it('answers 401 {message: Not signed in} to GET /api/user without a session', async () => {
      expect((await open().get('/api/user').expect(401)).body).toEqual({ message: 'Not signed in' });
    });

    it('logs out (204), after which the user is signed out; logging out again is still 204', async () => {
      const { client } = await signedUp();
      const response = await client.post('/api/logout').expect(204);
      expect(response.headers['set-cookie']?.[0]).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
      await client.get('/api/user').expect(401);
      await client.post('/api/logout').expect(204);
      await open().post('/api/logout').expect(204);
    });

    it('logs in by username in any letter case (200) with the user', async () => {
      const { username, password, user } = await signedUp({ username: uniqueName('Mixed_Case') });
      const client = open();
      const response = await client.post('/api/login', { username: username.toUpperCase(), password }).expect(200);
      expect(response.body).toEqual(user);
      expect((await client.get('/api/user').expect(200)).body).toEqual(user);
    });

    it('issues a new session id at every login and ends the one the browser held', async () => {
      const { username, password } = await signedUp();
      const client = open();
      const first = sessionCookie(await client.post('/api/login', { username, password }).expect(200));
      const second = sessionCookie(await client.post('/api/login', { username, password }).expect(200));
      expect(second).not.toBe(first);
      await open().withCookie(first).get('/api/user').expect(401);
      await open().withCookie(second).get('/api/user').expect(200);
    });

    it('ignores and clears a cookie it never issued', async () => {
      const response = await open().withCookie('sid=forged-session-value').get('/api/user').expect(401);
      expect(response.headers['set-cookie']?.[0]).toMatch(/^sid=;/);
    });
  });

  describe('validation', () => {
    const register = (body: Record<string, unknown>) => open().post('/api/register', body);
    const base = () => ({ username: uniqueName('v'), email: `${uniqueName('v')}@example.com`, password: PASSWORD, ageConfirmed: true });

    it.each([
      ['username too short', { username: 'ab' }, 'username: Must be 3 to 32 characters'],
      ['username too long', { username: 'a'.repeat(33) }, 'username: Must be 3 to 32 characters'],
      ['username with a space', { username: 'ana lopez' }, 'username: Use only letters, digits, _ . or -'],
      ['username missing', { username: undefined }, 'username: Required'],
      ['email invalid', { email: 'ana.example.com' }, 'email: Enter a valid email address'],
      ['email missing', { email: undefined }, 'email: Required'],
      ['password too short', { password: 'k9#Tq2!' }, 'password: Must be at least 8 characters'],
      ['password too long', { password: 'k'.repeat(129) }, 'password: Must be at most 128 characters'],
      ['password too common', { password: 'Password123' }, 'password: This password is too common'],
      ['unknown field', { confirmPassword: PASSWORD }, 'Unknown field: confirmPassword'],
      ['no age confirmation', { ageConfirmed: undefined }, `ageConfirmed: ${AGE_REQUIRED}`],
      ['an age confirmation that is not yes', { ageConfirmed: false }, `ageConfirmed: ${AGE_REQUIRED}`],
    ])('refuses registration with %s (400 naming the field) and appends nothing', async (_case, change, message) => {
      const before = await head();
      const response = await register({ ...base(), ...change }).expect(400);
      expect(response.body).toEqual({ message });
      expect(await head()).toBe(before);
    });

    it('refuses a login body without a password or with extra fields', async () => {
      expect((await open().post('/api/login', { username: 'someone' }).expect(400)).body).toEqual({ message: 'password: Required' });
      expect((await open().post('/api/login', { username: 'someone', password: 'x', remember: true }).expect(400)).body).toEqual({
        message: 'Unknown field: remember',
      });
    });
  });

  describe('uniqueness', () => {
    it('refuses a username taken in any letter case with 409', async () => {
      const { username } = await signedUp({ username: uniqueName('Ana.Lopez') });
      const response = await open()
        .post('/api/register', { username: username.toUpperCase(), email: `${uniqueName('x')}@example.com`, password: PASSWORD, ageConfirmed: true })
        .expect(409);
      expect(response.body).toEqual({ message: 'Username already taken' });
    });

    it('refuses an email registered in any letter case with 409, and frees the username it tried', async () => {
      const { email } = await signedUp({ email: `${uniqueName('Ana')}@Example.COM` });
      const username = uniqueName('second');
      const response = await open().post('/api/register', { username, email: email.toLowerCase(), password: PASSWORD, ageConfirmed: true }).expect(409);
      expect(response.body).toEqual({ message: 'Email already registered' });
      await open().post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
    });

    it('lets exactly one of 50 parallel registrations of one username win', async () => {
      const username = uniqueName('race');
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          open().post('/api/register', { username: i % 2 ? username : username.toUpperCase(), email: `race-${i}-${username}@example.com`, password: PASSWORD, ageConfirmed: true }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      for (const response of responses.filter((r) => r.status === 409)) expect(response.body).toEqual({ message: 'Username already taken' });
      const users = server.app.get<symbol, ReadStore>(READ_STORE).collection('users');
      expect(await users.count({ usernameLower: username.toLowerCase() })).toBe(1);
    });
  });

  describe('enumeration-safe login', () => {
    it('answers an unknown username and a wrong password with the same status and body', async () => {
      const { username } = await signedUp();
      const unknown = await open().post('/api/login', { username: uniqueName('nobody'), password: PASSWORD }).expect(401);
      const wrong = await open().post('/api/login', { username, password: 'not the password' }).expect(401);
      expect(unknown.body).toEqual({ message: 'Invalid username or password' });
      expect(wrong.body).toEqual(unknown.body);
      expect(unknown.headers['set-cookie']).toBeUndefined();
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });
    // Their timing: login-hardening.spec.ts (medians of 200 tries each within 10%).
  });

  describe('cookie', () => {
    it('is sid, HttpOnly, SameSite=Lax, Path=/, not Secure over http, and lasts 30 days', async () => {
      const response = await open().post('/api/register', { username: uniqueName('c'), email: `${uniqueName('c')}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
      const cookie = response.headers['set-cookie']?.[0] ?? '';
      expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
      expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
      expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    });

    it('is __Host-sid, Secure, Path=/ and without Domain when PUBLIC_URL is https, and only that name is read there', async () => {
      const secure = await startTestApp({ imports: [AccountsOptionsModule.override(generousLimits)], env: { PUBLIC_URL: `https://${new URL(server.url).host}` } });
      try {
        const username = uniqueName('h');
        const response = await browser(secure.url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
        const cookie = response.headers['set-cookie']?.[0] ?? '';
        expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
        expect(cookie).toContain('Secure');
        expect(cookie).toContain('Path=/');
        expect(cookie).not.toMatch(/Domain=/i);
        const pair = cookie.split(';')[0];
        expect((await browser(secure.url, pair).get('/api/user').expect(200)).body.username).toBe(username);
        await browser(secure.url, pair.replace(/^__Host-sid=/, 'sid=')).get('/api/user').expect(401);
      } finally {
        await secure.close();
      }
    });

    it('never stores the cookie value: events hold only its SHA-256', async () => {
      const { cookie } = await signedUp();
      const token = cookie.replace(/^sid=/, '');
      const events = [];
      for await (const event of server.app.get<symbol, EventStore>(EVENT_STORE).readAll({ catchUpOnly: true })) events.push(event);
      expect(JSON.stringify(events.map((e) => [e.stream, e.data]))).not.toContain(token);
    });
  });

  describe('CSRF', () => {
    it('refuses a login without X-Requested-With: fetch or from another origin (403), appending nothing', async () => {
      const { username, password } = await signedUp();
      const before = await head();
      const bare = await request(server.url).post('/api/login').send({ username, password }).expect(403);
      expect(bare.body.message).toContain('X-Requested-With');
      expect(bare.headers['set-cookie']).toBeUndefined();
      await open().post('/api/login', { username, password }).set('Origin', 'https://evil.example').expect(403);
      await request(server.url).post('/api/register').send({ username: uniqueName('r'), email: 'r@example.com', password: PASSWORD, ageConfirmed: true }).expect(403);
      expect(await head()).toBe(before);
    });
  });

  describe('revocation', () => {
    it('logout revokes the session server-side: its cookie replayed elsewhere is 401; other sessions keep working', async () => {
      const { client, cookie, username, password } = await signedUp();
      const other = open();
      await other.post('/api/login', { username, password }).expect(200);
      await client.post('/api/logout').expect(204);
      await open().withCookie(cookie).get('/api/user').expect(401);
      await other.get('/api/user').expect(200);
    });

    it('a password change ends every session, this one too, and signs this browser in again under a new cookie', async () => {
      const { client, cookie, username, password } = await signedUp();
      const other = open();
      await other.post('/api/login', { username, password }).expect(200);
      const newPassword = 'blue turf at dusk';
      const changed = await client.post('/api/user/password', { currentPassword: password, newPassword }).expect(204);
      const renewed = sessionCookie(changed);
      expect(renewed).not.toBe(cookie);
      await client.get('/api/user').expect(200);
      await open().withCookie(renewed).get('/api/user').expect(200);
      await open().withCookie(cookie).get('/api/user').expect(401);
      await other.get('/api/user').expect(401);
      await open().post('/api/login', { username, password }).expect(401);
      await open().post('/api/login', { username, password: newPassword }).expect(200);
    });

    it('signs out everywhere: every session of the user ends, this one too, and its cookie is cleared; others are untouched', async () => {
      const { client, cookie, username, password } = await signedUp();
      const phone = open();
      const phoneCookie = sessionCookie(await phone.post('/api/login', { username, password }).expect(200));
      const stranger = await signedUp();
      const answer = await client.post('/api/user/logout-everywhere').expect(204);
      expect(answer.headers['set-cookie']?.[0]).toMatch(/^sid=;/);
      await client.get('/api/user').expect(401);
      await phone.get('/api/user').expect(401);
      await open().withCookie(cookie).get('/api/user').expect(401);
      await open().withCookie(phoneCookie).get('/api/user').expect(401);
      await stranger.client.get('/api/user').expect(200);
      await open().post('/api/login', { username, password }).expect(200);
      await open().post('/api/user/logout-everywhere').expect(401);
    });

    it('prunes sessions expired for good from the read model, ending them as expired, and keeps live ones', async () => {
      const { client, user } = await signedUp();
      const userId = user.id as string;
      const eventStore = server.app.get<symbol, EventStore>(EVENT_STORE);
      const day = 24 * 60 * 60 * 1000;
      const abandoned = { idle: 'a'.repeat(64), old: 'b'.repeat(64) };
      // Sessions of browsers that never came back: one idle for 8 days, one signed in 31 days ago and used since.
      await eventStore.appendToStream(`accounts-session-${abandoned.idle}`, [
        { type: 'SessionStarted', data: { userId, startedAt: new Date(Date.now() - 8 * day).toISOString() } },
      ], { expectedRevision: 'no_stream' });
      await eventStore.appendToStream(`accounts-session-${abandoned.old}`, [
        { type: 'SessionStarted', data: { userId, startedAt: new Date(Date.now() - 31 * day).toISOString() } },
        { type: 'SessionRefreshed', data: { userId, occurredAt: new Date(Date.now() - day).toISOString() } },
      ], { expectedRevision: 'no_stream' });
      const sessions = server.app.get(SessionsQuery);
      await server.app.get(ProjectionRunner).whenProcessed(await eventStore.headPosition());
      expect((await sessions.findByUser(userId)).length).toBe(3);

      const position = await server.app.get(SessionPruner).prune();
      expect(position).not.toBeNull();
      await server.app.get(ProjectionRunner).whenProcessed(position ?? '');
      expect(await sessions.findById(abandoned.idle)).toBeNull();
      expect(await sessions.findById(abandoned.old)).toBeNull();
      expect((await sessions.findByUser(userId)).length).toBe(1);
      const ended = await eventStore.readStream(`accounts-session-${abandoned.old}`);
      expect(ended.at(-1)).toEqual(expect.objectContaining({ type: 'SessionEnded', data: expect.objectContaining({ reason: 'expired' }) }));
      await client.get('/api/user').expect(200);
      expect(await server.app.get(SessionPruner).prune()).toBeNull();
    });
  });

  describe('account card', () => {
    it('changes the email (200 with the user), frees the old address and takes the new one', async () => {
      const { client, email, user } = await signedUp();
      const next = `${uniqueName('moved')}@example.com`;
      const response = await client.patch('/api/user', { email: `  ${next} ` }).expect(200);
      expect(response.body).toEqual({ ...user, email: next });
      expect((await client.get('/api/user').expect(200)).body.email).toBe(next);
      await open().post('/api/register', { username: uniqueName('taker'), email: next.toUpperCase(), password: PASSWORD, ageConfirmed: true }).expect(409);
      await open().post('/api/register', { username: uniqueName('taker'), email, password: PASSWORD, ageConfirmed: true }).expect(201);
    });

    it('changes only the letter case of its own email', async () => {
      const { client, email } = await signedUp();
      expect((await client.patch('/api/user', { email: email.toUpperCase() }).expect(200)).body.email).toBe(email.toUpperCase());
    });

    it("refuses another account's email (409), an invalid one (400) and a signed-out request (401)", async () => {
      const taken = await signedUp();
      const { client } = await signedUp();
      expect((await client.patch('/api/user', { email: taken.email.toUpperCase() }).expect(409)).body).toEqual({ message: 'Email already registered' });
      expect((await client.patch('/api/user', { email: 'nope' }).expect(400)).body).toEqual({ message: 'email: Enter a valid email address' });
      expect((await client.patch('/api/user', { email: 'a@b.co', username: 'x' }).expect(400)).body).toEqual({ message: 'Unknown field: username' });
      await open().patch('/api/user', { email: 'a@b.co' }).expect(401);
    });

    it('refuses a password change with a wrong current password or a weak new one (400 naming the field)', async () => {
      const { client, password } = await signedUp();
      expect((await client.post('/api/user/password', { currentPassword: 'wrong password', newPassword: 'k9#Tq2!v-long' }).expect(400)).body).toEqual({
        message: 'currentPassword: The current password is wrong',
      });
      expect((await client.post('/api/user/password', { currentPassword: password, newPassword: 'football1' }).expect(400)).body).toEqual({
        message: 'newPassword: This password is too common',
      });
      expect((await client.post('/api/user/password', { currentPassword: password, newPassword: 'short' }).expect(400)).body).toEqual({
        message: 'newPassword: Must be at least 8 characters',
      });
      await open().post('/api/user/password', { currentPassword: password, newPassword: 'k9#Tq2!v-long' }).expect(401);
    });
  });

  describe('My athlete (home ZIP, classes) and followed colleges', () => {
    const { from, to } = allowedGradYears(todayIn('UTC'));
    const stream = async (id: unknown) => server.app.get<symbol, EventStore>(EVENT_STORE).readStream(`accounts-user-${String(id)}`);

    async function proUser() {
      const signed = await signedUp();
      const admin = open();
      await admin.post('/api/login', ADMIN).expect(200);
      await admin.post(`/api/admin/users/${String(signed.user.id)}/access`, { planType: 'pro' }).expect(200);
      return signed;
    }

    it('sets the home ZIP (answered with its place) and the classes (ascending), records them, and clears them', async () => {
      const { client, user } = await signedUp();
      const set = (await client.patch('/api/user', { homeZip: ' 02108 ', gradYears: [from + 2, from] }).expect(200)).body as Record<string, unknown>;
      expect(set).toMatchObject({ homeZip: '02108', home: { city: 'Boston', state: 'MA', lat: expect.closeTo(42.36, 1), lon: expect.closeTo(-71.06, 1) }, gradYears: [from, from + 2], followedColleges: [] });
      expect((await client.get('/api/user').expect(200)).body).toEqual(set);
      expect((await stream(user.id)).map((event) => event.type)).toEqual(expect.arrayContaining(['UserHomeSet', 'UserAthletesSet']));
      const before = await head();
      await client.patch('/api/user', { homeZip: '02108', gradYears: [from, from + 2] }).expect(200);
      expect(await head()).toBe(before);
      const cleared = (await client.patch('/api/user', { homeZip: null, gradYears: [] }).expect(200)).body as Record<string, unknown>;
      expect(cleared).toMatchObject({ homeZip: null, home: null, gradYears: [] });
    });

    it.each([
      ['an unknown ZIP', { homeZip: '99999' }, 'homeZip: Not a US ZIP code we know'],
      ['a Puerto Rico ZIP', { homeZip: '00601' }, 'homeZip: Not a US ZIP code we know'],
      ['a 4-digit ZIP', { homeZip: '0210' }, 'homeZip: Must be a 5-digit ZIP code'],
      ['a Canadian postal code', { homeZip: 'H3Z' }, 'homeZip: Must be a 5-digit ZIP code'],
      ['a ZIP as a number', { homeZip: 2108 }, 'homeZip: Must be a 5-digit ZIP code, or null'],
      ['a class already graduated', { gradYears: [from - 1] }, `gradYears: Must be graduation years from ${from} to ${to}`],
      ['a class too far ahead', { gradYears: [to + 1] }, `gradYears: Must be graduation years from ${from} to ${to}`],
      ['five athletes', { gradYears: [from, from + 1, from + 2, from + 3, from + 4] }, 'gradYears: At most 4 athletes'],
      ['a year twice', { gradYears: [from, from] }, 'gradYears: Each year once'],
      ['a year that is no whole number', { gradYears: [from + 0.5] }, 'gradYears.0: Must be whole years such as 2029'],
    ])('refuses %s with 400 naming the field, changing nothing (the other fields of the request included)', async (_what, body, message) => {
      const { client } = await signedUp();
      const before = await head();
      expect((await client.patch('/api/user', { ...body, language: 'es' }).expect(400)).body).toEqual({ message });
      expect(await head()).toBe(before);
      expect((await client.get('/api/user').expect(200)).body).toMatchObject({ language: 'en', homeZip: null, gradYears: [] });
    });

    it('follows colleges for Pro (as entered, in order); 403 for other plans; oversized or repeated lists are 400s', async () => {
      const sample = await signedUp();
      const before = await head();
      expect((await sample.client.patch('/api/user', { followedColleges: ['Duke'], homeZip: '02108' }).expect(403)).body).toEqual({
        message: 'Following colleges is a Pro feature',
      });
      expect(await head()).toBe(before);
      const { client, user } = await proUser();
      const followed = (await client.patch('/api/user', { followedColleges: [' Duke ', 'UNC Chapel Hill'] }).expect(200)).body as Record<string, unknown>;
      expect(followed.followedColleges).toEqual(['Duke', 'UNC Chapel Hill']);
      expect((await stream(user.id)).at(-1)).toMatchObject({ type: 'UserCollegesFollowed', data: { colleges: ['Duke', 'UNC Chapel Hill'] } });
      const tooMany = Array.from({ length: 21 }, (_, index) => `College ${index}`);
      expect((await client.patch('/api/user', { followedColleges: tooMany }).expect(400)).body).toEqual({ message: 'followedColleges: Follow at most 20 colleges' });
      expect((await client.patch('/api/user', { followedColleges: ['x'.repeat(101)] }).expect(400)).body).toEqual({
        message: 'followedColleges.0: Each college name must be 1 to 100 characters',
      });
      expect((await client.patch('/api/user', { followedColleges: ['Duke', 'DUKE'] }).expect(400)).body).toEqual({ message: 'followedColleges: Each college once' });
      expect((await client.patch('/api/user', { followedColleges: ['Duke\r\nBcc: x@example.com'] }).expect(400)).body).toEqual({
        message: 'followedColleges.0: Each college name must be one line of plain text',
      });
      expect(((await client.get('/api/user').expect(200)).body as Record<string, unknown>).followedColleges).toEqual(['Duke', 'UNC Chapel Hill']);
    });

    it('lets a member who left Pro stop following colleges (all or some), never follow another', async () => {
      const { client, user } = await proUser();
      await client.patch('/api/user', { followedColleges: ['Duke', 'Yale', 'UNC Chapel Hill'] }).expect(200);
      const admin = open();
      await admin.post('/api/login', ADMIN).expect(200);
      await admin.post(`/api/admin/users/${String(user.id)}/access`, { planType: 'basic' }).expect(200);

      const before = await head();
      for (const body of [{ followedColleges: ['Duke', 'Princeton'] }, { followedColleges: ['Princeton'] }, { followedColleges: ['Duke', 'Yale', 'UNC Chapel Hill', 'Penn'] }]) {
        expect((await client.patch('/api/user', body).expect(403)).body).toEqual({ message: 'Following colleges is a Pro feature' });
      }
      expect(await head()).toBe(before);
      const some = (await client.patch('/api/user', { followedColleges: ['Yale'] }).expect(200)).body as Record<string, unknown>;
      expect(some).toMatchObject({ accessLevel: 'basic', followedColleges: ['Yale'] });
      await client.patch('/api/user', { followedColleges: [] }).expect(200);
      expect(((await client.get('/api/user').expect(200)).body as Record<string, unknown>).followedColleges).toEqual([]);
      expect((await stream(user.id)).at(-1)).toMatchObject({ type: 'UserCollegesFollowed', data: { colleges: [] } });
    });

    it('puts them in the account export, and erases them with the account', async () => {
      const { client, user, password } = await proUser();
      await client.patch('/api/user', { homeZip: '06103', gradYears: [from + 1], followedColleges: ['Yale'] }).expect(200);
      const exported = (await client.get('/api/user/export').expect(200)).body as { account: Record<string, unknown> };
      expect(exported.account).toMatchObject({ homeZip: '06103', gradYears: [from + 1], followedColleges: ['Yale'] });
      await client.delete('/api/user').send({ password }).expect(204);
      const events = await stream(user.id);
      expect(events.find((event) => event.type === 'UserHomeSet')?.data).toMatchObject({ homeZip: null });
      expect(events.find((event) => event.type === 'UserAthletesSet')?.data).toMatchObject({ gradYears: [] });
      expect(events.find((event) => event.type === 'UserCollegesFollowed')?.data).toMatchObject({ colleges: [] });
      expect(JSON.stringify(events.map((event) => event.data))).not.toContain('06103');
    });
  });

  describe('admins', () => {
    it('creates the ADMIN_USERNAME user at boot as an admin; AdminOnly lets only admins through', async () => {
      const admin = open();
      const response = await admin.post('/api/login', { username: ADMIN.username, password: ADMIN.password }).expect(200);
      expect(response.body).toEqual(expect.objectContaining({ username: ADMIN.username, isAdmin: true }));
      expect((await admin.get('/api/fixture-admin').expect(200)).body).toEqual({ ok: true });
      const { client } = await signedUp();
      expect((await client.get('/api/fixture-admin').expect(403)).body).toEqual({ message: 'Admins only' });
      expect((await open().get('/api/fixture-admin').expect(401)).body).toEqual({ message: 'Not signed in' });
    });
  });

  describe('events count and OpenAPI', () => {
    it('answers GET /api/stats/events-count with {count: 0} while no event is listed, without signing in', async () => {
      expect((await open().get('/api/stats/events-count').expect(200)).body).toEqual({ count: 0 });
    });

    it('documents every accounts route with a summary', async () => {
      const { body } = await open().get('/api/docs').expect(200);
      const routes: [string, string][] = [
        ['/api/register', 'post'],
        ['/api/login', 'post'],
        ['/api/logout', 'post'],
        ['/api/user', 'get'],
        ['/api/user', 'patch'],
        ['/api/user/password', 'post'],
        ['/api/stats/events-count', 'get'],
      ];
      for (const [path, method] of routes) expect(body.paths[path]?.[method]?.summary).toEqual(expect.any(String));
      expect(body.paths['/api/register'].post.requestBody.content['application/json'].schema).toEqual(
        expect.objectContaining({ required: ['username', 'email', 'password', 'ageConfirmed'], additionalProperties: false }),
      );
    });
  });
});
