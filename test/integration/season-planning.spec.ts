import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { allowedGradYears, schoolYearEnd } from '../../src/platform/time/school-year.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits } from './accounts-support.js';
import { STUB_KEYS, adminEnv, dataDirWithListings, inDays, inMonths, signedInAdmin, today, userAt } from './catalog-support.js';

type Listed = Record<string, unknown> & { id: string; name?: string; isLocked: boolean; distanceMiles?: number | null; classFit?: number[] };

/** Three weeks ahead: the school year whose classes the tests name (`end`: the year it ends). */
const soon = inDays(21);
const end = schoolYearEnd(soon);
const { from, to } = allowedGradYears(today());

/** Listed before this week's update, so Basic sees the near ones unlocked. */
const SEEDED = {
  hartford: { name: 'Hartford U19 Showcase', city: 'Hartford', state: 'CT', zip: '06103', ageLevel: 'U19', startDate: soon, collegesAttending: ['Duke', 'Yale'] },
  providence: { name: 'Providence Clinic', city: 'Providence', state: 'RI', ageLevel: 'U14', startDate: inDays(22), gradYears: [end + 1], collegesAttending: ['Brown'] },
  lancaster: { name: 'Lancaster U16 Camp', city: 'Lancaster', state: 'PA', zip: '17601', ageLevel: 'U16', startDate: inDays(23), collegesAttending: ['duke'] },
  austin: { name: 'Austin College Camp', city: 'Austin', state: 'TX', ageLevel: 'College', startDate: inDays(24) },
  nowhere: { name: 'Somewhere All Ages', city: 'Atlantis', state: 'CT', ageLevel: 'All Ages', startDate: inDays(25) },
  // Locked for Basic (after three months) and for Pro (after twelve): stubs that no planning filter may reveal.
  laterBoston: { name: 'Later Boston Showcase', city: 'Boston', state: 'MA', zip: '02110', ageLevel: 'U19', startDate: inMonths(5), collegesAttending: ['Duke'] },
  farHartford: { name: 'Far Hartford Showcase', city: 'Hartford', state: 'CT', zip: '06103', ageLevel: 'U19', startDate: inMonths(13), collegesAttending: ['Harvard'] },
} as const;
type Seeded = keyof typeof SEEDED;

describe('Planning the season: distance, class fit, colleges (the real app over HTTP)', () => {
  let server: TestApp;
  let dataDir: string;
  let removeDataDir: () => void;
  let admin: Browser;
  let pro: Browser;
  let proCookie: string;
  let basic: Browser;
  let homeless: Browser;
  const seeded = {} as Record<Seeded, string>;
  const nameOf = (id: string) => (Object.keys(seeded) as Seeded[]).find((name) => seeded[name] === id) ?? id;

  async function list(client: Browser, query = ''): Promise<{ events: Listed[]; total: number }> {
    const response = await client.get(`/api/events${query}`).expect(200);
    const events = response.body as Listed[];
    return { events, total: Number(response.headers['x-total-count']) };
  }
  const namesIn = (events: Listed[]) => events.map((event) => nameOf(event.id));
  const seededOnly = (events: Listed[]) => events.filter((event) => Object.values(seeded).includes(event.id));

  beforeAll(async () => {
    const names = Object.keys(SEEDED) as Seeded[];
    const data = await dataDirWithListings(names.map((name) => SEEDED[name]));
    dataDir = data.dataDir;
    removeDataDir = data.remove;
    names.forEach((name, index) => {
      seeded[name] = data.ids[index];
    });
    server = await startTestApp({ dataDir, imports: [AccountsOptionsModule.override(generousLimits)], env: adminEnv });
    admin = await signedInAdmin(server.url);
    const proUser = await userAt(server.url, admin, 'pro');
    pro = proUser.client;
    proCookie = proUser.cookie;
    await pro.patch('/api/user', { homeZip: '02108', gradYears: [end + 5, end + 1] }).expect(200);
    basic = (await userAt(server.url, admin, 'basic')).client;
    await basic.patch('/api/user', { homeZip: '02108', gradYears: [end + 1] }).expect(200);
    homeless = (await userAt(server.url, admin, 'pro')).client;
  });
  afterAll(async () => {
    await server.close();
    removeDataDir();
  });

  describe('distance from home', () => {
    it('gives each unlocked event its miles from the home ZIP (Boston to Hartford about 90) and its place; an unknown place gives none', async () => {
      const { events } = await list(pro);
      const hartford = events.find((event) => event.id === seeded.hartford);
      expect(hartford?.distanceMiles).toBeGreaterThanOrEqual(85);
      expect(hartford?.distanceMiles).toBeLessThanOrEqual(100);
      expect(hartford).toMatchObject({ location: { lat: 41.767, lon: -72.676 }, collegesCount: 2, gradYears: [] });
      expect(hartford).not.toHaveProperty('collegesAttending');
      expect(events.find((event) => event.id === seeded.providence)?.distanceMiles).toBeLessThan(60);
      expect(events.find((event) => event.id === seeded.nowhere)).toMatchObject({ location: null, distanceMiles: null });
      const detail = (await pro.get(`/api/events/${seeded.hartford}`).expect(200)).body as Listed;
      expect(detail).toMatchObject({ distanceMiles: hartford?.distanceMiles, collegesAttending: ['Duke', 'Yale'], zip: '06103', collegesCount: 2 });
    });

    it('gives none without a home ZIP, and the same miles to Basic on the events Basic sees unlocked', async () => {
      const hartford = (await list(homeless)).events.find((event) => event.id === seeded.hartford);
      expect(hartford).toMatchObject({ distanceMiles: null, classFit: [] });
      const basicHartford = (await list(basic)).events.find((event) => event.id === seeded.hartford);
      expect(basicHartford?.distanceMiles).toBeGreaterThanOrEqual(85);
    });

    it('answers the miles on saved events too', async () => {
      await pro.post(`/api/saved-events/${seeded.lancaster}`).expect(200);
      const saved = (await pro.get('/api/saved-events').expect(200)).body as Listed[];
      expect(saved.find((event) => event.id === seeded.lancaster)?.distanceMiles).toBeGreaterThan(250);
    });
  });

  describe('class fit', () => {
    it('fits by the classes an event states, else by its age level for the grade on its date', async () => {
      const { events } = await list(pro);
      const fit = Object.fromEntries(seededOnly(events).filter((event) => !event.isLocked).map((event) => [nameOf(event.id), event.classFit]));
      expect(fit).toEqual({
        hartford: [end + 1], // U19: grade 11 fits, grade 7 does not
        providence: [end + 1], // a U14 clinic stating the class of end + 1: stated classes win over the age level
        lancaster: [end + 5], // U16: grade 7 fits, grade 11 does not
        austin: [], // College: no high-school class
        nowhere: [end + 1, end + 5], // All Ages
        laterBoston: [end + 1],
      });
    });
  });

  describe('Pro planning filters', () => {
    it('near: events within the miles from home, no unknown place, no locked stub; the count agrees', async () => {
      const { events, total } = await list(pro, '?near=100');
      expect(namesIn(seededOnly(events))).toEqual(['hartford', 'providence', 'laterBoston']);
      expect(events.every((event) => !event.isLocked && typeof event.distanceMiles === 'number' && event.distanceMiles <= 100)).toBe(true);
      expect(total).toBe(events.length);
    });

    it('sort=distance: nearest first, unknown places then locked stubs last; with limit and order', async () => {
      const { events, total } = await list(pro, '?sort=distance');
      expect(namesIn(seededOnly(events))).toEqual(['laterBoston', 'providence', 'hartford', 'lancaster', 'austin', 'nowhere', 'farHartford']);
      const miles = events.filter((event) => typeof event.distanceMiles === 'number').map((event) => event.distanceMiles as number);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      const stub = events.find((event) => event.id === seeded.farHartford);
      expect(Object.keys(stub ?? {}).sort()).toEqual(STUB_KEYS);
      const first = await list(pro, '?sort=distance&limit=2');
      expect(first.events.map((event) => event.id)).toEqual(events.slice(0, 2).map((event) => event.id));
      expect(first.total).toBe(total);
    });

    it('gradYear: the events that fit that class', async () => {
      const { events, total } = await list(pro, `?gradYear=${end + 5}`);
      expect(namesIn(seededOnly(events))).toEqual(['lancaster', 'nowhere']);
      expect(total).toBe(events.length);
    });

    it('college (repeatable, any letter case): events those colleges attend; never a locked one', async () => {
      expect(namesIn(seededOnly((await list(pro, '?college=DUKE')).events))).toEqual(['hartford', 'lancaster', 'laterBoston']);
      expect(namesIn(seededOnly((await list(pro, '?college=duke&college=Brown')).events))).toEqual(['hartford', 'providence', 'lancaster', 'laterBoston']);
      const harvard = await list(pro, '?college=Harvard');
      expect(harvard.events).toEqual([]);
      expect(harvard.total).toBe(0);
    });

    it.each([
      ['?near=75', 'near: Must be one of 50, 100, 250, 500 (miles from home)'],
      ['?sort=date', 'sort: Must be distance'],
      [`?gradYear=${from - 1}`, `gradYear: Must be a graduation year from ${from} to ${to}`],
      [`?gradYear=${to + 1}`, `gradYear: Must be a graduation year from ${from} to ${to}`],
      ['?gradYear=soon', 'gradYear: Must be a graduation year such as 2029'],
      [`?college=${'x'.repeat(101)}`, 'college.0: Each college name must be at most 100 characters'],
      [`?${Array.from({ length: 21 }, (_, index) => `college=C${index}`).join('&')}`, 'college: At most 20 colleges'],
    ])('refuses %# (%s) with 400 naming the parameter', async (query, message) => {
      expect((await pro.get(`/api/events${query}`).expect(400)).body).toEqual({ message });
    });

    it('asks for a home ZIP first for near and sort=distance', async () => {
      expect((await homeless.get('/api/events?near=500').expect(400)).body).toEqual({ message: 'near: Add your home ZIP code to your profile first' });
      expect((await homeless.get('/api/events?sort=distance').expect(400)).body).toEqual({ message: 'sort: Add your home ZIP code to your profile first' });
    });

    it.each(['?near=500', '?sort=distance', `?gradYear=${end + 1}`, '?college=Duke'])('refuses %s to Basic with 403', async (query) => {
      expect((await basic.get(`/api/events${query}`).expect(403)).body).toEqual({ message: 'Advanced filters are a Pro feature' });
    });

    it("keeps Basic's locked stubs bare: no distance, class or college on them", async () => {
      const stub = (await list(basic)).events.find((event) => event.id === seeded.laterBoston);
      expect(Object.keys(stub ?? {}).sort()).toEqual(STUB_KEYS);
    });
  });

  describe('GET /api/colleges', () => {
    it('lists the colleges of upcoming unlocked events, most events first (Pro, admins); 403 for Basic', async () => {
      const colleges = (await pro.get('/api/colleges').expect(200)).body as { name: string; events: number }[];
      expect(colleges.slice(0, 1)).toEqual([{ name: 'Duke', events: 3 }]);
      expect(colleges).toEqual(expect.arrayContaining([{ name: 'Yale', events: 1 }, { name: 'Brown', events: 1 }]));
      expect(colleges.map((college) => college.name)).not.toContain('Harvard');
      expect(((await admin.get('/api/colleges').expect(200)).body as { name: string }[]).map((college) => college.name)).toContain('Harvard');
      expect((await basic.get('/api/colleges').expect(403)).body).toEqual({ message: 'Colleges attending are a Pro feature' });
    });
  });

  describe('read model', () => {
    it('moves an event when an admin changes its place', async () => {
      await admin.patch(`/api/admin/events/${seeded.austin}`, { city: 'Worcester', state: 'MA' }).expect(200);
      const austin = (await pro.get(`/api/events/${seeded.austin}`).expect(200)).body as Listed;
      expect(austin.distanceMiles).toBeGreaterThan(30);
      expect(austin.distanceMiles).toBeLessThan(50);
      // A ZIP code of another state is a typo, not a move: the event stays at its city.
      await admin.patch(`/api/admin/events/${seeded.austin}`, { zip: '78701' }).expect(200);
      expect(((await pro.get(`/api/events/${seeded.austin}`).expect(200)).body as Listed).distanceMiles).toBe(austin.distanceMiles);
      // Back in Texas, the ZIP code places it.
      await admin.patch(`/api/admin/events/${seeded.austin}`, { city: 'Austin', state: 'TX' }).expect(200);
      expect(((await pro.get(`/api/events/${seeded.austin}`).expect(200)).body as Listed).distanceMiles).toBeGreaterThan(1500);
    });

    it('gives the same answers after a restart rebuilds the read models from the store', async () => {
      const queries = ['', '?sort=distance', '?near=250', `?gradYear=${end + 1}`, '?college=duke'];
      const before = await Promise.all(queries.map((query) => list(pro, query)));
      const detail = (await pro.get(`/api/events/${seeded.hartford}`).expect(200)).body as Listed;
      const colleges = (await pro.get('/api/colleges').expect(200)).body as unknown;
      await server.close();
      server = await startTestApp({ dataDir, imports: [AccountsOptionsModule.override(generousLimits)], env: adminEnv });
      pro = browser(server.url, proCookie);
      expect(await Promise.all(queries.map((query) => list(pro, query)))).toEqual(before);
      expect((await pro.get(`/api/events/${seeded.hartford}`).expect(200)).body).toEqual(detail);
      expect((await pro.get('/api/colleges').expect(200)).body).toEqual(colleges);
    }, 60_000);
  });
});
