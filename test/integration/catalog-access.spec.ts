import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { addDays } from '../../src/platform/time/calendar-date.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits } from './accounts-support.js';
import {
  type Level,
  STUB_KEYS,
  adminEnv,
  dataDirWithListings,
  inDays,
  inMonths,
  inYears,
  listEvent,
  signedInAdmin,
  today,
  userAt,
} from './catalog-support.js';

type Listed = Record<string, unknown> & { id: string; isLocked: boolean };

/**
 * The access tiers of DESIGN.md over HTTP, for each level, at the edges of each window: what is unlocked,
 * what is a stub, what is not listed at all, and that no field of a locked event leaks anywhere.
 */
describe('Catalog access tiers (the real app over HTTP)', () => {
  let server: TestApp;
  let removeDataDir: () => void;
  let admin: Browser;
  const users = {} as Record<Level | 'admin', Browser>;
  /** Events at the edges of the windows, by name. */
  const at = {} as Record<string, string>;

  const ids = (events: Listed[]) => events.map((event) => event.id);
  const ours = (events: Listed[]) => events.filter((event) => Object.values(at).includes(event.id));
  const byId = (events: Listed[], id: string) => events.find((event) => event.id === id);
  const list = async (client: Browser, query = '') => (await client.get(`/api/events${query}`).expect(200)).body as Listed[];

  beforeAll(async () => {
    const edges: Record<string, string> = {
      sample: inDays(20),
      today: today(),
      in3Months: inMonths(3),
      after3Months: addDays(inMonths(3), 1),
      in12Months: inMonths(12),
      after12Months: addDays(inMonths(12), 1),
      yesterday: inDays(-1),
      twoYearsAgo: inYears(-2),
      beforeTwoYears: addDays(inYears(-2), -1),
    };
    // Listed before this week's update, so that only the date windows decide (Basic's weekly one: pro-catalog.spec.ts).
    const seeded = await dataDirWithListings(
      Object.entries(edges).map(([name, startDate]) => ({ name: `Edge ${name}`, startDate, ageLevel: name === 'in3Months' ? 'U16' : 'U19' })),
    );
    removeDataDir = seeded.remove;
    Object.keys(edges).forEach((name, index) => {
      at[name] = seeded.ids[index];
    });
    server = await startTestApp({ dataDir: seeded.dataDir, imports: [AccountsOptionsModule.override(generousLimits)], env: adminEnv });
    admin = await signedInAdmin(server.url);
    await admin.post(`/api/admin/events/${at.sample}/sample`).expect(200);
    for (const level of ['sample', 'basic', 'pro'] as const) users[level] = (await userAt(server.url, admin, level)).client;
    users.admin = admin;
  });
  afterAll(async () => {
    await server.close();
    removeDataDir();
  });

  it('tells each user their access level on GET /api/user', async () => {
    for (const level of ['sample', 'basic', 'pro'] as const) {
      const user = (await users[level].get('/api/user').expect(200)).body as Record<string, unknown>;
      expect(user.accessLevel).toBe(level);
      expect(user.planType).toBe(level === 'sample' ? null : level);
      expect(user.subscriptionStatus).toBe(level === 'sample' ? null : 'active');
    }
  });

  describe('GET /api/events without filters (upcoming only)', () => {
    it('sample: only the curated sample is unlocked; every other upcoming event is a stub; past events are not listed', async () => {
      const events = ours(await list(users.sample));
      expect(events.filter((event) => !event.isLocked).map((event) => event.id)).toEqual([at.sample]);
      expect(ids(events).sort()).toEqual(
        [at.sample, at.today, at.in3Months, at.after3Months, at.in12Months, at.after12Months].sort(),
      );
    });

    it('basic: start dates from today to today + 3 months are unlocked, later ones are stubs, past ones are not listed', async () => {
      const events = ours(await list(users.basic));
      const unlocked = events.filter((event) => !event.isLocked).map((event) => event.id);
      expect(unlocked.sort()).toEqual([at.sample, at.today, at.in3Months].sort());
      expect(byId(events, at.after3Months)?.isLocked).toBe(true);
      expect(byId(events, at.after12Months)?.isLocked).toBe(true);
      expect(byId(events, at.yesterday)).toBeUndefined();
    });

    it('pro: up to today + 12 months unlocked, the day after is a stub; no past events unless asked for', async () => {
      const events = ours(await list(users.pro));
      expect(events.filter((event) => event.isLocked).map((event) => event.id)).toEqual([at.after12Months]);
      expect(byId(events, at.yesterday)).toBeUndefined();
    });

    it('admin: everything upcoming unlocked', async () => {
      expect(ours(await list(users.admin)).every((event) => !event.isLocked)).toBe(true);
    });

    it('sorts by start date and marks isSaved per caller', async () => {
      const events = ours(await list(users.pro));
      const dates = events.map((event) => event.startDate as string);
      expect(dates).toEqual([...dates].sort());
      expect(events.every((event) => event.isLocked || event.isSaved === false)).toBe(true);
    });
  });

  describe('past events', () => {
    it('pro sees past events back to exactly two years when the date filter asks; not older ones', async () => {
      const events = ours(await list(users.pro, `?startDate=${inYears(-3)}`));
      expect(byId(events, at.yesterday)?.isLocked).toBe(false);
      expect(byId(events, at.twoYearsAgo)?.isLocked).toBe(false);
      expect(byId(events, at.beforeTwoYears)).toBeUndefined();
    });

    it('basic and sample asking for the past still get upcoming events only', async () => {
      for (const level of ['basic', 'sample'] as const) {
        const events = ours(await list(users[level], `?startDate=${inYears(-3)}`));
        expect(byId(events, at.yesterday)).toBeUndefined();
        expect(byId(events, at.twoYearsAgo)).toBeUndefined();
      }
    });

    it('admins see any past event', async () => {
      const events = ours(await list(users.admin, `?startDate=${inYears(-3)}`));
      expect(byId(events, at.beforeTwoYears)?.isLocked).toBe(false);
    });
  });

  describe('no locked field leaks', () => {
    it('a locked event is exactly a stub in the list, for sample and basic', async () => {
      for (const level of ['sample', 'basic'] as const) {
        const locked = (await list(users[level])).filter((event) => event.isLocked);
        expect(locked.length).toBeGreaterThan(0);
        for (const event of locked) expect(Object.keys(event).sort()).toEqual(STUB_KEYS);
      }
    });

    it('detail of a locked event is a 404 like a missing one, with nothing of the event in it', async () => {
      const locked = await users.basic.get(`/api/events/${at.after3Months}`).expect(404);
      expect(locked.body).toEqual({ message: 'Event not found' });
      expect((await users.basic.get('/api/events/00000000-0000-4000-8000-000000000000').expect(404)).body).toEqual(locked.body);
      await users.sample.get(`/api/events/${at.today}`).expect(404);
      expect((await users.sample.get(`/api/events/${at.sample}`).expect(200)).body).toMatchObject({ id: at.sample, name: 'Edge sample' });
    });

    it('filtering on a field stubs do not show (age level) leaves locked events out instead of revealing it', async () => {
      const u16 = ours(await list(users.sample, '?ageLevel=U16'));
      expect(u16).toEqual([]);
      const basicU16 = ours(await list(users.basic, '?ageLevel=U16'));
      expect(ids(basicU16)).toEqual([at.in3Months]);
    });

    it('filters on stub fields (state, type, dates) still list locked events as stubs only', async () => {
      const events = ours(await list(users.sample, `?state=PA&eventType=Showcase&startDate=${today()}&endDate=${inMonths(13)}`));
      expect(events.length).toBeGreaterThan(1);
      for (const event of events.filter((item) => item.isLocked)) expect(Object.keys(event).sort()).toEqual(STUB_KEYS);
    });

    it('saving a locked event is refused (403) and a missing one is 404', async () => {
      expect((await users.basic.post(`/api/saved-events/${at.after3Months}`).expect(403)).body).toEqual({ message: 'Upgrade to save this event' });
      await users.basic.post('/api/saved-events/00000000-0000-4000-8000-000000000000').expect(404);
    });

    it('a saved event the plan no longer unlocks comes back from GET /api/saved-events as a stub', async () => {
      const { client, id } = await userAt(server.url, admin, 'pro');
      await client.post(`/api/saved-events/${at.in12Months}`).expect(200);
      await admin.delete(`/api/admin/users/${id}/access`).expect(200);
      const saved = (await client.get('/api/saved-events').expect(200)).body as Listed[];
      expect(saved).toEqual([{ id: at.in12Months, eventType: 'Showcase', state: 'PA', startDate: inMonths(12), isLocked: true }]);
      await client.get(`/api/events/${at.in12Months}/calendar`).expect(403);
    });
  });

  describe('Pro-only filters', () => {
    it.each(['minCost=0', 'maxCost=300', 'isIndoor=true', 'organizer=Lineup'])('refuses %s for sample and basic with 403', async (query) => {
      for (const level of ['sample', 'basic'] as const) {
        expect((await users[level].get(`/api/events?${query}`).expect(403)).body).toEqual({ message: 'Advanced filters are a Pro feature' });
      }
    });

    it('filters by cost range, indoor and organizer for pro', async () => {
      const cheap = await listEvent(admin, { name: 'Cheap indoor clinic', cost: 40, isIndoor: true, organizer: 'NXT', eventType: 'Clinic', startDate: inDays(5) });
      const free = await listEvent(admin, { name: 'Free clinic', cost: 0, isIndoor: null, organizer: 'Super Sixty', startDate: inDays(6) });
      const contact = await listEvent(admin, { name: 'Ask us', cost: null, organizer: null, startDate: inDays(7) });
      const inRange = ids(await list(users.pro, '?minCost=0&maxCost=50'));
      expect(inRange).toEqual(expect.arrayContaining([cheap.id, free.id]));
      expect(inRange).not.toContain(contact.id);
      expect(inRange).not.toContain(at.today);
      expect(ids(await list(users.pro, '?isIndoor=true'))).toEqual([cheap.id]);
      const byOrganizer = ids(await list(users.pro, '?organizer=nxt,Super%20Sixty'));
      expect(byOrganizer.sort()).toEqual([cheap.id, free.id].sort());
    });
  });

  describe('query validation', () => {
    it.each([
      ['?state=XX', /^state: /],
      ['?eventType=Party', /^eventType: /],
      ['?ageLevel=U12', /^ageLevel: /],
      ['?startDate=2026-02-30', /^startDate: /],
      [`?startDate=${inDays(5)}&endDate=${inDays(4)}`, /^endDate: Must not be before the start date/],
      ['?color=red', /^Unknown field: color/],
    ])('%s → 400 naming the parameter', async (query, message) => {
      expect(((await users.pro.get(`/api/events${query}`).expect(400)).body as { message: string }).message).toMatch(message);
    });

    it('accepts state=all and empty parameters as no filter', async () => {
      expect(ours(await list(users.admin, '?state=all&eventType=&ageLevel='))).toHaveLength(ours(await list(users.admin)).length);
    });
  });

  describe('calendar files', () => {
    it('gives Pro an RFC 5545 file with the event as an all-day VEVENT, named after the event', async () => {
      const event = await listEvent(admin, {
        name: 'Winter Indoor Classic: U16 & U19',
        startDate: inDays(30),
        endDate: inDays(32),
        registrationDeadline: inDays(20),
        city: 'Lancaster',
      });
      const response = await users.pro.get(`/api/events/${event.id}/calendar`).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="winter-indoor-classic-u16-u19.ics"');
      const vevent = new ICAL.Component(ICAL.parse(response.text)).getFirstSubcomponent('vevent');
      expect(vevent?.getFirstPropertyValue('summary')).toBe('Winter Indoor Classic: U16 & U19');
      expect(String(vevent?.getFirstPropertyValue('dtstart'))).toBe(inDays(30));
      expect(String(vevent?.getFirstPropertyValue('dtend'))).toBe(inDays(33));
      expect(vevent?.getFirstPropertyValue('location')).toBe('Lancaster, PA');
      expect(vevent?.getFirstPropertyValue('uid')).toMatch(new RegExp(`^${event.id}@`));
      expect(String(vevent?.getFirstPropertyValue('description'))).toContain(inDays(20));
    });

    it('refuses other levels with 403 {message} and admins without Pro too', async () => {
      for (const client of [users.sample, users.basic, users.admin]) {
        expect((await client.get(`/api/events/${at.sample}/calendar`).expect(403)).body).toEqual({ message: 'Calendar export is a Pro feature' });
      }
      await users.pro.get(`/api/events/${at.after12Months}/calendar`).expect(404);
    });

    it('exports all saved upcoming events of a Pro user as one file', async () => {
      const { client } = await userAt(server.url, admin, 'pro');
      await client.get('/api/saved-events/calendar').expect(404);
      await client.post(`/api/saved-events/${at.today}`).expect(200);
      await client.post(`/api/saved-events/${at.in3Months}`).expect(200);
      await client.post(`/api/saved-events/${at.yesterday}`).expect(200);
      const response = await client.get('/api/saved-events/calendar').expect(200);
      const events = new ICAL.Component(ICAL.parse(response.text)).getAllSubcomponents('vevent');
      expect(events.map((vevent) => String(vevent.getFirstPropertyValue('dtstart'))).sort()).toEqual([today(), inMonths(3)].sort());
      await users.basic.get('/api/saved-events/calendar').expect(403);
    });
  });

  describe('anonymous callers', () => {
    it.each(['/api/events', `/api/events/${'0'.repeat(8)}`, '/api/saved-events', '/api/saved-events/calendar'])('GET %s → 401', async (path) => {
      await browser(server.url).get(path).expect(401);
    });
  });
});
