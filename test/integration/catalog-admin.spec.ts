import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { EventsQuery } from '../../src/modules/catalog/read-models/catalog-queries.js';
import { CatalogListings } from '../../src/modules/catalog/read-models/listings.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits } from './accounts-support.js';
import { adminEnv, eventInput, inDays, inMonths, listEvent, signedInAdmin, userAt } from './catalog-support.js';

type EventBody = Record<string, unknown> & { id: string };

describe('Catalog management and saved events (the real app over HTTP)', () => {
  let server: TestApp;
  let admin: Browser;
  const store = () => server.app.get<symbol, EventStore>(EVENT_STORE);
  const head = () => store().headPosition();

  beforeAll(async () => {
    server = await startTestApp({ imports: [AccountsOptionsModule.override(generousLimits)], env: adminEnv });
    admin = await signedInAdmin(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('admin routes are for admins', () => {
    const routes: [string, string][] = [
      ['post', '/api/admin/events'],
      ['get', '/api/admin/events/export'],
      ['post', '/api/admin/events/import'],
      ['post', '/api/admin/events/00000000-0000-4000-8000-000000000000/sample'],
    ];
    it.each(routes)('%s %s: 401 signed out, 403 for a Pro user', async (method, path) => {
      const anonymous = browser(server.url);
      const { client } = await userAt(server.url, admin, 'pro');
      const call = (who: Browser) => (method === 'get' ? who.get(path) : who.post(path, {}));
      await call(anonymous).expect(401);
      expect((await call(client).expect(403)).body).toEqual({ message: 'Admins only' });
    });
  });

  describe('POST /api/admin/events', () => {
    it('lists an event and answers it in full (201); it appears in the list and the count', async () => {
      const countBefore = ((await browser(server.url).get('/api/stats/events-count').expect(200)).body as { count: number }).count;
      const created = await listEvent(admin, { name: 'Lineup Spring Showcase', state: 'nj', cost: 0 });
      expect(created).toMatchObject({ name: 'Lineup Spring Showcase', state: 'NJ', cost: 0, isLocked: false, isSaved: false, isSample: false, isCancelled: false });
      const listed = (await admin.get('/api/events').expect(200)).body as EventBody[];
      expect(listed.map((event) => event.id)).toContain(created.id);
      expect((await browser(server.url).get('/api/stats/events-count').expect(200)).body).toEqual({ count: countBefore + 1 });
    });

    it.each([
      [{ endDate: '2000-01-01' }, 'endDate: Must not be before the start date'],
      [{ registrationDeadline: inDays(40) }, 'registrationDeadline: Must not be after the start date'],
      [{ state: 'ZZ' }, 'state: Must be a 2-letter US state code such as PA'],
      [{ eventType: 'Party' }, 'eventType: Must be one of Showcase, Clinic, ID Camp, Tournament, Recruiting Event'],
      [{ registrationLink: 'javascript:alert(1)' }, 'registrationLink: Must be an http:// or https:// link'],
      [{ startDate: '07/04/2027' }, 'startDate: Use the yyyy-MM-dd format (a real day)'],
      [{ name: '' }, 'name: Required'],
      [{ cost: -5 }, 'cost: Must be 0 (free) or more'],
      [{ isSample: true }, 'Unknown field: isSample'],
    ])('refuses %j with 400 naming the field, appending nothing', async (overrides, message) => {
      const before = await head();
      const response = await admin.post('/api/admin/events', eventInput({ startDate: inDays(30), ...overrides })).expect(400);
      expect(response.body).toEqual({ message });
      expect(await head()).toBe(before);
    });
  });

  describe('classes, colleges attending and ZIP (issue 24)', () => {
    it('lists and changes them; the admin answer has them; an event entered without them reads as unknown', async () => {
      const created = await listEvent(admin, { gradYears: [2030, 2029], collegesAttending: ['Duke', ' UNC '], zip: '06103', city: 'Hartford', state: 'CT' });
      expect(created).toMatchObject({ gradYears: [2029, 2030], collegesAttending: ['Duke', 'UNC'], zip: '06103' });
      const changed = (await admin.patch(`/api/admin/events/${created.id}`, { collegesAttending: ['Duke', 'UNC', 'Yale'], zip: null }).expect(200)).body as EventBody;
      expect(changed).toMatchObject({ gradYears: [2029, 2030], collegesAttending: ['Duke', 'UNC', 'Yale'], zip: null });
      const history = await store().readStream(`catalog-event-${created.id}`);
      expect(history[1].data).toMatchObject({ changes: { collegesAttending: ['Duke', 'UNC', 'Yale'], zip: null }, previous: { collegesAttending: ['Duke', 'UNC'], zip: '06103' } });
      const before = await head();
      await admin.patch(`/api/admin/events/${created.id}`, { collegesAttending: ['Duke', 'UNC', 'Yale'] }).expect(200);
      expect(await head()).toBe(before);
      const plain = await listEvent(admin);
      expect(plain).toMatchObject({ gradYears: [], collegesAttending: [], zip: null });
    });

    it.each([
      ['a year before 2000', { gradYears: [1999] }, /^gradYears/],
      ['years as text', { gradYears: '2029' }, /^gradYears/],
      ['13 years', { gradYears: Array.from({ length: 13 }, (_, index) => 2020 + index) }, /^gradYears: At most 12/],
      ['a 101-character college', { collegesAttending: ['x'.repeat(101)] }, /^collegesAttending/],
      ['201 colleges', { collegesAttending: Array.from({ length: 201 }, (_, index) => `College ${index}`) }, /^collegesAttending: At most 200/],
      ['a 4-digit ZIP', { zip: '6103' }, /^zip/],
    ])('refuses %s with 400 naming the field, appending nothing', async (_what, overrides, message) => {
      const before = await head();
      const response = await admin.post('/api/admin/events', eventInput(overrides)).expect(400);
      expect((response.body as { message: string }).message).toMatch(message);
      expect(await head()).toBe(before);
    });
  });

  describe('PATCH, cancel, sample, DELETE', () => {
    it('changes fields and records the old values beside the new ones', async () => {
      const event = await listEvent(admin, { cost: 300, city: 'Princeton', state: 'NJ' });
      const changed = (await admin.patch(`/api/admin/events/${event.id}`, { cost: 350, city: 'Trenton' }).expect(200)).body as EventBody;
      expect(changed).toMatchObject({ cost: 350, city: 'Trenton', state: 'NJ' });
      const listed = ((await admin.get('/api/events').expect(200)).body as EventBody[]).find((item) => item.id === event.id);
      expect(listed).toMatchObject({ cost: 350, city: 'Trenton' });
      const history = await store().readStream(`catalog-event-${event.id}`);
      expect(history.map((recorded) => recorded.type)).toEqual(['EventListed', 'EventDetailsChanged']);
      expect(history[1].data).toMatchObject({ changes: { cost: 350, city: 'Trenton' }, previous: { cost: 300, city: 'Princeton' } });
    });

    it('checks the merged event: a change that puts the end before the start is a 400 and appends nothing', async () => {
      const event = await listEvent(admin, { startDate: inDays(20), endDate: inDays(22) });
      const before = await head();
      expect((await admin.patch(`/api/admin/events/${event.id}`, { startDate: inDays(25) }).expect(400)).body).toEqual({
        message: 'endDate: Must not be before the start date',
      });
      expect(await head()).toBe(before);
    });

    it('a PATCH that changes nothing appends nothing; an empty one is a 400; a missing event a 404', async () => {
      const event = await listEvent(admin, { cost: 120 });
      const before = await head();
      await admin.patch(`/api/admin/events/${event.id}`, { cost: 120 }).expect(200);
      expect(await head()).toBe(before);
      expect((await admin.patch(`/api/admin/events/${event.id}`, {}).expect(400)).body).toEqual({ message: 'Nothing to change' });
      await admin.patch('/api/admin/events/00000000-0000-4000-8000-000000000000', { cost: 1 }).expect(404);
      await admin.patch('/api/admin/events/not-an-id', { cost: 1 }).expect(404);
    });

    it('a cancelled event leaves the list but stays, marked, in the saved list of those who saved it', async () => {
      const { client } = await userAt(server.url, admin, 'pro');
      const event = await listEvent(admin, { startDate: inDays(12) });
      await client.post(`/api/saved-events/${event.id}`).expect(200);
      expect((await admin.post(`/api/admin/events/${event.id}/cancel`).expect(200)).body).toMatchObject({ isCancelled: true });
      expect(((await client.get('/api/events').expect(200)).body as EventBody[]).map((item) => item.id)).not.toContain(event.id);
      expect((await client.get('/api/saved-events').expect(200)).body).toEqual([expect.objectContaining({ id: event.id, isCancelled: true })]);
      await admin.post(`/api/admin/events/${event.id}/sample`).expect(400);
    });

    it('marks the curated sample; choosing another moves the mark', async () => {
      const first = await listEvent(admin, { startDate: inDays(8) });
      const second = await listEvent(admin, { startDate: inDays(9) });
      await admin.post(`/api/admin/events/${first.id}/sample`).expect(200);
      expect((await admin.post(`/api/admin/events/${second.id}/sample`).expect(200)).body).toMatchObject({ isSample: true });
      const all = (await admin.get('/api/events').expect(200)).body as EventBody[];
      expect(all.filter((event) => event.isSample).map((event) => event.id)).toEqual([second.id]);
      const { client } = await userAt(server.url, admin, 'sample');
      const unlocked = ((await client.get('/api/events').expect(200)).body as EventBody[]).filter((event) => !event.isLocked);
      expect(unlocked.map((event) => event.id)).toEqual([second.id]);
    });

    it('removes an event (204): gone from detail and list; removing again is a 404', async () => {
      const event = await listEvent(admin);
      await admin.delete(`/api/admin/events/${event.id}`).expect(204);
      await admin.get(`/api/events/${event.id}`).expect(404);
      await admin.delete(`/api/admin/events/${event.id}`).expect(404);
    });
  });

  describe('saved events', () => {
    it('save and unsave are idempotent, recorded in the user stream, and shown with isSaved', async () => {
      const { client, id } = await userAt(server.url, admin, 'pro');
      const event = await listEvent(admin, { startDate: inDays(15) });
      expect((await client.post(`/api/saved-events/${event.id}`).expect(200)).body).toEqual({ eventId: event.id, isSaved: true });
      await client.post(`/api/saved-events/${event.id}`).expect(200);
      expect(((await client.get(`/api/events/${event.id}`).expect(200)).body as EventBody).isSaved).toBe(true);
      expect(((await client.get('/api/saved-events').expect(200)).body as EventBody[]).map((item) => item.id)).toEqual([event.id]);
      expect((await client.delete(`/api/saved-events/${event.id}`).expect(200)).body).toEqual({ eventId: event.id, isSaved: false });
      await client.delete(`/api/saved-events/${event.id}`).expect(200);
      expect((await client.get('/api/saved-events').expect(200)).body).toEqual([]);
      const stream = await store().readStream(`catalog-saved-${id}`);
      expect(stream.map((recorded) => recorded.type)).toEqual(['EventSaved', 'EventUnsaved']);
    });

    it("one user's saves never show in another's list", async () => {
      const first = await userAt(server.url, admin, 'pro');
      const second = await userAt(server.url, admin, 'pro');
      const event = await listEvent(admin, { startDate: inDays(16) });
      const listed = async (client: Browser) =>
        ((await client.get('/api/events').expect(200)).body as EventBody[]).find((item) => item.id === event.id)?.isSaved;
      expect([await listed(first.client), await listed(second.client)]).toEqual([false, false]);
      await first.client.post(`/api/saved-events/${event.id}`).expect(200);
      expect([await listed(first.client), await listed(second.client)]).toEqual([true, false]);
      expect((await second.client.get('/api/saved-events').expect(200)).body).toEqual([]);
      expect(((await second.client.get(`/api/events/${event.id}`).expect(200)).body as EventBody).isSaved).toBe(false);
    });
  });

  describe('granted access', () => {
    it('grants a plan until a day or until revoked; refuses a past day (400), an unknown user (404) and non-admins (403)', async () => {
      const { client, id } = await userAt(server.url, admin, 'sample');
      const until = inDays(30);
      expect((await admin.post(`/api/admin/users/${id}/access`, { planType: 'basic', until }).expect(200)).body).toMatchObject({ level: 'basic' });
      expect(((await client.get('/api/user').expect(200)).body as { accessLevel: string }).accessLevel).toBe('basic');
      expect((await admin.post(`/api/admin/users/${id}/access`, { planType: 'pro', until: inDays(-1) }).expect(400)).body).toEqual({
        message: 'until: Must not be in the past',
      });
      await admin.post(`/api/admin/users/${id}/access`, { planType: 'gold' }).expect(400);
      await admin.post('/api/admin/users/nobody/access', { planType: 'pro' }).expect(404);
      await client.post(`/api/admin/users/${id}/access`, { planType: 'pro' }).expect(403);
      expect((await admin.delete(`/api/admin/users/${id}/access`).expect(200)).body).toMatchObject({ level: 'sample' });
      const stream = await store().readStream(`billing-customer-${id}`);
      expect(stream.map((recorded) => [recorded.type, recorded.metadata.actorId])).toEqual([
        ['AccessGranted', expect.any(String)],
        ['AccessRevoked', expect.any(String)],
      ]);
    });
  });

  describe('read models for the admin console', () => {
    it('keeps recent events newest first and every listing with its time, removed events included', async () => {
      const since = new Date();
      const older = await listEvent(admin, { name: 'Listed first' });
      const newer = await listEvent(admin, { name: 'Listed second' });
      await admin.delete(`/api/admin/events/${older.id}`).expect(204);
      const recent = await server.app.get(EventsQuery).recent(1);
      expect(recent.map((event) => event._id)).toEqual([newer.id]);
      const listedSince = await server.app.get(CatalogListings).listedSince(since);
      expect(listedSince).toHaveLength(2);
      expect(listedSince.every((at) => at >= since)).toBe(true);
    });
  });

  it('documents the catalog routes at /api/docs, with the list filters as query parameters', async () => {
    const { body } = await browser(server.url).get('/api/docs').expect(200);
    const paths = body.paths as Record<string, Record<string, { summary?: string; parameters?: { name: string }[] }>>;
    for (const [path, method] of [
      ['/api/events', 'get'],
      ['/api/events/{id}', 'get'],
      ['/api/events/{id}/calendar', 'get'],
      ['/api/saved-events', 'get'],
      ['/api/saved-events/{id}', 'post'],
      ['/api/saved-events/{id}', 'delete'],
      ['/api/saved-events/{id}/note', 'get'],
      ['/api/saved-events/{id}/note', 'put'],
      ['/api/saved-events/{id}/note', 'delete'],
      ['/api/calendar-feed', 'get'],
      ['/api/calendar-feed', 'post'],
      ['/api/calendar-feed', 'delete'],
      ['/api/calendar/{token}.ics', 'get'],
      ['/api/insights', 'get'],
      ['/api/admin/events', 'post'],
      ['/api/admin/events/import', 'post'],
      ['/api/admin/events/export', 'get'],
      ['/api/admin/users/{id}/access', 'post'],
    ]) {
      expect(paths[path]?.[method]?.summary).toEqual(expect.any(String));
    }
    expect(paths['/api/events'].get.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['state', 'eventType', 'ageLevel', 'startDate', 'endDate', 'minCost', 'maxCost', 'isIndoor', 'organizer']),
    );
  });

  describe('CSV import and export', () => {
    const header = 'id,name,description,eventType,startDate,endDate,registrationDeadline,city,state,cost,ageLevel,organizer,isIndoor,registrationLink';

    it('imports good rows, reports bad ones by row number, and a second import of the same file updates nothing', async () => {
      const csv = [
        header,
        `,CSV Clinic One,,Clinic,${inDays(40)},,,Baltimore,MD,$95,U14,NXT,indoor,https://example.org/nxt/one`,
        `,CSV Camp Two,"Three days, two nights",ID Camp,${inDays(50)},${inDays(52)},${inDays(45)},Durham,NC,"$1,400",College,,outdoor,`,
        `,CSV Bad State,,Clinic,${inDays(41)},,,Nowhere,ZZ,,U14,,,`,
        `,CSV Bad Dates,,Clinic,${inDays(41)},${inDays(39)},,Dover,DE,,U14,,,`,
      ].join('\r\n');
      const first = await admin.postText('/api/admin/events/import', csv, 'text/csv').expect(200);
      expect(first.body).toEqual({
        added: 2,
        updated: 0,
        unchanged: 0,
        rejected: 2,
        errors: [
          { row: 4, message: expect.stringMatching(/^state: /) },
          { row: 5, message: 'endDate: Must not be before the start date' },
        ],
      });
      const listed = (await admin.get('/api/events').expect(200)).body as EventBody[];
      expect(listed.find((event) => event.name === 'CSV Camp Two')).toMatchObject({ cost: 1400, isIndoor: false, city: 'Durham', endDate: inDays(52) });
      const again = await admin.postText('/api/admin/events/import', csv, 'text/csv').expect(200);
      expect(again.body).toMatchObject({ added: 0, updated: 0, unchanged: 2, rejected: 2 });
    });

    it('exports every event as CSV that imports back unchanged', async () => {
      await listEvent(admin, { name: '=cmd|"/c calc"!A1', description: 'Line one\nline two, with "quotes"', startDate: inMonths(2) });
      const exported = await admin.get('/api/admin/events/export').expect(200);
      expect(exported.headers['content-type']).toMatch(/^text\/csv/);
      expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="events-\d{4}-\d\d-\d\d\.csv"$/);
      // A byte-order mark first, so Excel reads the accents right.
      expect(exported.text.split('\r\n')[0]).toBe(`\uFEFF${header},gradYears,collegesAttending,zip`);
      expect(exported.text).toContain("'=cmd");
      const total = ((await admin.get('/api/events?startDate=2000-01-01').expect(200)).body as EventBody[]).length;
      const reimport = await admin.postText('/api/admin/events/import', exported.text, 'text/csv').expect(200);
      expect(reimport.body).toEqual({ added: 0, updated: 0, unchanged: total, rejected: 0, errors: [] });
    });

    it('reads and writes the classes (";"-separated), the colleges (";"-separated) and the ZIP, round trip included', async () => {
      const name = 'CSV Season Columns';
      const csv = [`${header},gradYears,collegesAttending,zip`, `,${name},,Showcase,${inDays(60)},,,Hartford,CT,,U19,,,,2030;2029,Duke; Yale,06103`].join('\r\n');
      expect((await admin.postText('/api/admin/events/import', csv, 'text/csv').expect(200)).body).toMatchObject({ added: 1, rejected: 0 });
      const listed = ((await admin.get('/api/events').expect(200)).body as EventBody[]).find((event) => event.name === name);
      expect(listed).toBeDefined();
      expect((await admin.get(`/api/events/${listed?.id}`).expect(200)).body).toMatchObject({ gradYears: [2029, 2030], collegesAttending: ['Duke', 'Yale'], zip: '06103' });
      const exported = await admin.get('/api/admin/events/export').expect(200);
      const line = exported.text.split('\r\n').find((row) => row.includes(name));
      expect(line).toMatch(/,2029; 2030,Duke; Yale,06103$/);
      const bad = [`${header},gradYears`, `,CSV Bad Year,,Clinic,${inDays(41)},,,Dover,DE,,U14,,,,2029;1850`].join('\r\n');
      expect((await admin.postText('/api/admin/events/import', bad, 'text/csv').expect(200)).body).toMatchObject({ rejected: 1, errors: [{ row: 2, message: expect.stringMatching(/^gradYears/) }] });
    });

    it('refuses a file with unknown columns (400), more than 5,000 rows (413), or not sent as text/csv (415)', async () => {
      expect(((await admin.postText('/api/admin/events/import', 'name,colour\nx,y', 'text/csv').expect(400)).body as { message: string }).message).toMatch(/colour/);
      const row = `,Many,,Clinic,${inDays(40)},,,Baltimore,MD,,U14,,,`;
      const big = [header, ...Array.from({ length: 5001 }, () => row)].join('\n');
      expect((await admin.postText('/api/admin/events/import', big, 'text/csv').expect(413)).body).toEqual({ message: 'At most 5,000 rows per import' });
      await admin.post('/api/admin/events/import', { csv: 'x' }).expect(415);
    });
  });
});
