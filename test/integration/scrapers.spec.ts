import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { type FixtureSite, type Route, startFixtureSite } from '../support/fixture-site.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import type { Browser } from './accounts-support.js';
import { adminEnv, inDays, signedInAdmin } from './catalog-support.js';
import { hostileSite, icalFeed, jsonLdSite, labeledTextSite, scriptedSite, slashDate, tableSite, usDate } from './scraper-fixtures.js';

// Every test here crawls with real Chromium: beside the other crawling suites on a slow two-core host a run that
// takes 15 s alone has taken over 30 s. A generous limit; what is asserted is what the runs record, not their speed.
jest.setTimeout(90_000);

/**
 * Scrapers end to end over HTTP: the real app, real Chromium, fixture organizers' sites on 127.0.0.1. Each
 * scraper is added through the admin API and run with Run Now; what it found is read back from the catalog.
 */

interface ScraperView {
  id: string;
  name: string;
  isActive: boolean;
  schedule: string;
  lastRunStatus: 'success' | 'failure' | null;
  lastRunAt: string | null;
  lastRunError: string | null;
  running: unknown;
}
interface LogView {
  id: string;
  scraperId: string;
  scraperName: string;
  status: string;
  eventsFound: number;
  eventsAdded: number;
  eventsUpdated: number;
  eventsRejected: number;
  errorMessage: string | null;
}
interface CatalogEvent {
  id: string;
  name: string;
  eventType: string;
  startDate: string;
  endDate: string | null;
  registrationDeadline: string | null;
  city: string;
  state: string;
  cost: number | null;
  ageLevel: string;
  organizer: string | null;
  isIndoor: boolean | null;
  registrationLink: string | null;
  description: string | null;
  isCancelled: boolean;
}

const PAGE_TIMEOUT_SECONDS = '2';

/** Chromium processes started by this test process that are still alive. */
function chromiumChildren(): string[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .flatMap((match) => (match ? [{ pid: Number(match[1]), ppid: Number(match[2]), args: match[3] }] : []));
  const descendants = new Set<number>([process.pid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const row of table) {
      if (!descendants.has(row.pid) && descendants.has(row.ppid)) {
        descendants.add(row.pid);
        grown = true;
      }
    }
  }
  return table.filter((row) => row.pid !== process.pid && descendants.has(row.pid) && /chrom/i.test(row.args)).map((row) => `${row.pid} ${row.args}`);
}

async function addScraper(admin: Browser, body: Record<string, unknown>): Promise<ScraperView> {
  return (await admin.post('/api/admin/scrapers', { organizer: 'Fixture Hockey', ...body }).expect(201)).body as ScraperView;
}

async function eventsBy(admin: Browser, organizer: string): Promise<CatalogEvent[]> {
  const listed = (await admin.get('/api/events').expect(200)).body as CatalogEvent[];
  return listed.filter((event) => event.organizer === organizer).sort((a, b) => a.name.localeCompare(b.name));
}

describe('scrapers over HTTP with real Chromium', () => {
  let server: TestApp;
  let site: FixtureSite;
  let admin: Browser;
  let allRoutes: Record<string, Route> = {};

  const showcase = { slug: 'summer-showcase', name: 'Summer Showcase', startDate: inDays(40), endDate: inDays(42), city: 'Philadelphia', region: 'PA', price: 295 };
  const events = [
    showcase,
    { slug: 'fall-clinic', name: 'Fall Skills Clinic U16', startDate: inDays(60), city: 'Baltimore', region: 'Maryland', price: '0' },
    { slug: 'college-prep-tournament', name: 'College Prep Tournament', startDate: inDays(70), endDate: inDays(71), city: 'Norfolk', region: 'VA', price: '1,200' },
    { slug: 'spring-id-camp', name: 'Spring ID Camp', startDate: inDays(90), city: 'Storrs', region: 'CT', price: 450, cancelled: true },
  ];

  beforeAll(async () => {
    allRoutes = {
      ...jsonLdSite(events),
      ...icalFeed({ start: inDays(30), endExclusive: inDays(33) }, { date: inDays(50) }),
      ...tableSite([
        { name: 'Mid-Atlantic Indoor Tournament', date: usDate(inDays(80)), location: 'Hershey, PA', cost: '$600' },
        { name: 'New England Classic', date: slashDate(inDays(85)), location: 'Worcester, Massachusetts', cost: 'TBD' },
        { name: 'Somewhere Cup', date: usDate(inDays(95)), location: 'Online', cost: '$100' },
      ]),
      ...labeledTextSite({ name: 'Summer Elite ID Camp', dates: `${usDate(inDays(100))} - ${usDate(inDays(102))}`, deadline: usDate(inDays(90)) }),
      ...scriptedSite({ name: 'Night Lights Showcase', date: usDate(inDays(45)) }),
      ...hostileSite(),
    };
    site = await startFixtureSite(allRoutes);
    server = await startTestApp({ env: { ...adminEnv, SCRAPER_PAGE_TIMEOUT_SECONDS: PAGE_TIMEOUT_SECONDS } });
    admin = await signedInAdmin(server.url);
  });

  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('finds JSON-LD events on detail pages it discovers from a listing, and lists them once each', async () => {
    const scraper = await addScraper(admin, { name: 'JSON-LD site', organizer: 'JSON-LD Org', startUrls: [`${site.url}/jsonld/events`] });
    expect(scraper).toMatchObject({ isActive: true, lastRunStatus: null, lastRunAt: null, running: null, schedule: '0 6 * * *' });

    const run = await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200);
    expect(run.body).toEqual({ eventsFound: 4, eventsAdded: 4, eventsUpdated: 0, eventsRejected: 0 });
    // Images are never fetched; pages that do not look like events are not visited.
    expect(site.requests.filter((path) => path.endsWith('.png'))).toEqual([]);
    expect(site.requests).not.toContain('/jsonld/about');

    const listed = await eventsBy(admin, 'JSON-LD Org');
    expect(listed.map((event) => event.name)).toEqual(['College Prep Tournament', 'Fall Skills Clinic U16', 'Spring ID Camp', 'Summer Showcase']);
    expect(listed.find((event) => event.name === 'Summer Showcase')).toMatchObject({
      eventType: 'Showcase',
      startDate: showcase.startDate,
      endDate: showcase.endDate,
      city: 'Philadelphia',
      state: 'PA',
      cost: 295,
      registrationLink: 'https://register.example/summer-showcase',
    });
    expect(listed.find((event) => event.name === 'Fall Skills Clinic U16')).toMatchObject({ eventType: 'Clinic', state: 'MD', cost: 0, ageLevel: 'U16' });
    expect(listed.find((event) => event.name === 'College Prep Tournament')).toMatchObject({ eventType: 'Tournament', state: 'VA', cost: 1200 });
    // The one the organizer marks cancelled is listed cancelled (admins see it; families who saved it see it marked).
    expect(listed.find((event) => event.name === 'Spring ID Camp')).toMatchObject({ eventType: 'ID Camp', isCancelled: true });
    expect(listed.filter((event) => event.isCancelled)).toHaveLength(1);

    const logs = (await admin.get('/api/admin/logs').expect(200)).body as LogView[];
    expect(logs[0]).toMatchObject({ scraperId: scraper.id, scraperName: 'JSON-LD site', status: 'success', eventsFound: 4, eventsAdded: 4, errorMessage: null });
    const [after] = ((await admin.get('/api/admin/scrapers').expect(200)).body as ScraperView[]).filter((each) => each.id === scraper.id);
    expect(after).toMatchObject({ lastRunStatus: 'success', running: null });
    expect(after.lastRunAt).not.toBeNull();
    expect(chromiumChildren()).toEqual([]);
  });

  it('updates instead of duplicating on a second run, never removes what disappeared, and refuses a run that finds far fewer', async () => {
    const scraper = await addScraper(admin, { name: 'Changing site', organizer: 'Changing Org', startUrls: [`${site.url}/jsonld/events`] });
    await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200);
    const before = await eventsBy(admin, 'Changing Org');
    expect(before).toHaveLength(4);

    // The organizer moves the showcase by a week and takes two of its four events off the site.
    const moved = { ...showcase, startDate: inDays(47), endDate: inDays(49) };
    site.setRoutes({ ...allRoutes, ...jsonLdSite([moved, events[1]]) });
    const second = await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200);
    expect(second.body).toEqual({ eventsFound: 2, eventsAdded: 0, eventsUpdated: 1, eventsRejected: 0 });
    const after = await eventsBy(admin, 'Changing Org');
    expect(after.map((event) => event.id).sort()).toEqual(before.map((event) => event.id).sort());
    expect(after.find((event) => event.name === 'Summer Showcase')).toMatchObject({ startDate: moved.startDate, endDate: moved.endDate });

    const history = (await admin.get(`/api/admin/history/events/${after.find((event) => event.name === 'Summer Showcase')?.id}`).expect(200)).body as {
      entries: { type: string; changes: { field: string; before: unknown; after: unknown }[] }[];
    };
    expect(history.entries[0]).toMatchObject({ type: 'EventDetailsChanged' });
    expect(history.entries[0].changes).toEqual(
      expect.arrayContaining([{ field: 'startDate', before: showcase.startDate, after: moved.startDate }]),
    );

    // The listing breaks and links nothing: less than half of the two found last time, so nothing changes.
    site.setRoutes({ ...allRoutes, ...jsonLdSite([]) });
    const third = await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(502);
    expect(third.body).toEqual({ message: 'The scraper run failed: Found 0 events, less than half of the 2 the last successful run found: nothing was changed' });
    expect(await eventsBy(admin, 'Changing Org')).toEqual(after);
    const logs = (await admin.get('/api/admin/logs?limit=1').expect(200)).body as LogView[];
    expect(logs).toEqual([expect.objectContaining({ scraperId: scraper.id, status: 'failure', eventsFound: 0, errorMessage: expect.stringContaining('less than half') })]);
    // Exactly half is not a shortfall: one of two is found and its change applied.
    site.setRoutes({ ...allRoutes, ...jsonLdSite([{ ...moved, price: 310 }]) });
    await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200, { eventsFound: 1, eventsAdded: 0, eventsUpdated: 1, eventsRejected: 0 });
    expect((await eventsBy(admin, 'Changing Org')).find((event) => event.name === 'Summer Showcase')).toMatchObject({ cost: 310 });
    site.setRoutes(allRoutes);
 
    // Four runs of Chromium, each in its crawl worker: on two busy cores they take more than the default 30 s.
  }, 90_000);

  it('reads an iCalendar feed: all-day and timed events, places and ages', async () => {
    const scraper = await addScraper(admin, { name: 'Feed', organizer: 'Feed Org', startUrls: [`${site.url}/feed/calendar.ics`] });
    const run = await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200);
    expect(run.body).toMatchObject({ eventsFound: 2, eventsAdded: 2 });
    const [log] = (await admin.get('/api/admin/logs?limit=1').expect(200)).body as (LogView & { pagesVisited: number })[];
    expect(log).toMatchObject({ scraperId: scraper.id, status: 'success', pagesVisited: 1 });
    const [camp, clinic] = await eventsBy(admin, 'Feed Org');
    expect(clinic).toMatchObject({ name: 'Winter Indoor Clinic', eventType: 'Clinic', startDate: inDays(30), endDate: inDays(32), city: 'Lancaster', state: 'PA', isIndoor: true });
    expect(camp).toMatchObject({ name: 'College ID Camp', eventType: 'ID Camp', startDate: inDays(50), endDate: null, city: 'Princeton', state: 'NJ', ageLevel: 'U19' });
  });

  it('reads a table of events whatever the order of its columns, and counts the row without a state as rejected', async () => {
    const scraper = await addScraper(admin, { name: 'Table', organizer: 'Table Org', startUrls: [`${site.url}/table/schedule`] });
    const run = await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200);
    expect(run.body).toEqual({ eventsFound: 2, eventsAdded: 2, eventsUpdated: 0, eventsRejected: 1 });
    const listed = await eventsBy(admin, 'Table Org');
    expect(listed).toEqual([
      expect.objectContaining({ name: 'Mid-Atlantic Indoor Tournament', eventType: 'Tournament', startDate: inDays(80), city: 'Hershey', state: 'PA', cost: 600, isIndoor: true }),
      expect.objectContaining({ name: 'New England Classic', eventType: 'Tournament', startDate: inDays(85), city: 'Worcester', state: 'MA', cost: null }),
    ]);
    const logs = (await admin.get('/api/admin/logs?limit=1').expect(200)).body as LogView[];
    expect(logs[0]).toMatchObject({ eventsRejected: 1 });
  });

  it('reads a labeled-text page and a page whose events JavaScript inserts after load', async () => {
    const labeled = await addScraper(admin, { name: 'Labeled', organizer: 'Labeled Org', startUrls: [`${site.url}/camps/summer-id-camp`] });
    await admin.post(`/api/admin/scrapers/${labeled.id}/run`, {}).expect(200);
    expect(await eventsBy(admin, 'Labeled Org')).toEqual([
      expect.objectContaining({
        name: 'Summer Elite ID Camp',
        eventType: 'ID Camp',
        startDate: inDays(100),
        endDate: inDays(102),
        registrationDeadline: inDays(90),
        city: 'Bryn Mawr',
        state: 'PA',
        cost: 1400,
        ageLevel: 'U19',
        registrationLink: 'https://register.example/summer-id-camp',
      }),
    ]);
    // The run's log keeps what each published value was read from, and where it stands on the page.
    const [log] = (await admin.get('/api/admin/logs?limit=1').expect(200)).body as { listings: { name: string; evidence: Record<string, { rule: string; text: string; region: string }> }[] }[];
    expect(log.listings).toEqual([expect.objectContaining({ name: 'Summer Elite ID Camp' })]);
    expect(log.listings[0].evidence.place).toEqual({ rule: 'labeled-text', text: 'Bryn Mawr College, Bryn Mawr, PA 19010', region: 'block' });
    expect(log.listings[0].evidence.cost).toEqual({ rule: 'labeled-text', text: '$1,400', region: 'block' });
    expect(log.listings[0].evidence.sport).toMatchObject({ rule: 'sport-page', region: 'main' });

    const scripted = await addScraper(admin, { name: 'Scripted', organizer: 'Scripted Org', startUrls: [`${site.url}/scripted/events`] });
    const run = await admin.post(`/api/admin/scrapers/${scripted.id}/run`, {}).expect(200);
    expect(run.body).toMatchObject({ eventsFound: 1, eventsAdded: 1 });
    expect(await eventsBy(admin, 'Scripted Org')).toEqual([expect.objectContaining({ name: 'Night Lights Showcase', city: 'Richmond', state: 'VA', cost: 0 })]);
  });

  it('fails a run with its reason when the page never finishes loading or redirects to a refused address', async () => {
    const slow = await addScraper(admin, { name: 'Slow', startUrls: [`${site.url}/slow`] });
    const timedOut = await admin.post(`/api/admin/scrapers/${slow.id}/run`, {}).expect(502);
    expect((timedOut.body as { message: string }).message).toMatch(/^The scraper run failed: .*\/slow.*Timed out after 2 s/);

    for (const [path, address] of [
      ['/to-metadata', '169.254.169.254'],
      ['/to-private', '10.0.0.1'],
    ]) {
      const redirected = await addScraper(admin, { name: `Redirect ${path}`, startUrls: [`${site.url}${path}`] });
      const refused = await admin.post(`/api/admin/scrapers/${redirected.id}/run`, {}).expect(502);
      expect((refused.body as { message: string }).message).toContain(address);
      expect((refused.body as { message: string }).message).toMatch(/refused/i);
      const [view] = ((await admin.get('/api/admin/scrapers').expect(200)).body as ScraperView[]).filter((each) => each.id === redirected.id);
      expect(view).toMatchObject({ lastRunStatus: 'failure', lastRunError: expect.stringContaining(address) });
    }
    expect(chromiumChildren()).toEqual([]);
  });

  it('runs a scraper once at a time, and runs all active ones in the background', async () => {
    const scraper = await addScraper(admin, { name: 'Busy', organizer: 'Busy Org', startUrls: [`${site.url}/jsonld/events`] });
    const [first, second] = await Promise.all([
      admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}),
      admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first.body, second.body]).toContainEqual({ message: 'This scraper is already running' });

    // Run All over two scrapers, not the dozen this file has added: each is a real crawl, and on a slow, busy host
    // the dozen one after another took longer than this test may wait.
    const keep = new Set([scraper.id, ...(await admin.get('/api/admin/scrapers').expect(200)).body.filter((each: ScraperView) => each.name === 'Table').map((each: ScraperView) => each.id)]);
    for (const each of (await admin.get('/api/admin/scrapers').expect(200)).body as ScraperView[]) {
      if (each.isActive && !keep.has(each.id)) await admin.patch(`/api/admin/scrapers/${each.id}`, { isActive: false }).expect(200);
    }
    const active = ((await admin.get('/api/admin/scrapers').expect(200)).body as ScraperView[]).filter((each) => each.isActive);
    expect(active.map((each) => each.name).sort()).toEqual(['Busy', 'Table']);
    const logsBefore = ((await admin.get('/api/admin/logs?limit=500').expect(200)).body as LogView[]).length;
    const all = await admin.post('/api/admin/scrapers/run-all', {}).expect(202);
    expect(all.body).toEqual({ message: `${active.length} scrapers running in background`, totalScrapers: active.length });
    // They run one after another; wait for all of them to have logged an end.
    const deadline = Date.now() + 120_000;
    let logs: LogView[] = [];
    while (Date.now() < deadline) {
      logs = (await admin.get('/api/admin/logs?limit=500').expect(200)).body as LogView[];
      if (logs.length === logsBefore + active.length && logs.every((log) => log.status !== 'running')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(logs).toHaveLength(logsBefore + active.length);
    expect(logs.filter((log) => log.status === 'running')).toEqual([]);
    expect(chromiumChildren()).toEqual([]);
  }, 150_000);

  it('keeps a history of each scraper’s edits and runs, and validates edits', async () => {
    const scraper = await addScraper(admin, { name: 'Audited', startUrls: [`${site.url}/camps/summer-id-camp`] });
    await admin.patch(`/api/admin/scrapers/${scraper.id}`, { schedule: 'whenever' }).expect(400, { message: 'schedule: Must be a cron expression such as 0 6 * * * (minute hour day month weekday)' });
    await admin.patch(`/api/admin/scrapers/${scraper.id}`, { strategy: 'selectors' }).expect(400, { message: 'selectors: Required when the strategy is selectors' });
    await admin.patch('/api/admin/scrapers/00000000-0000-4000-8000-000000000000', { name: 'x' }).expect(404, { message: 'Scraper not found' });
    const edited = await admin.patch(`/api/admin/scrapers/${scraper.id}`, { pageLimit: 5, isActive: false }).expect(200);
    expect(edited.body).toMatchObject({ pageLimit: 5, isActive: false });
    await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200);

    const history = (await admin.get(`/api/admin/history/scrapers/${scraper.id}`).expect(200)).body as {
      entries: { type: string; actor: { username: string | null }; changes: { field: string; before: unknown; after: unknown }[] }[];
    };
    expect(history.entries.map((entry) => entry.type)).toEqual([
      'ScraperRunCompleted',
      'ScraperRunStarted',
      'ScraperDeactivated',
      'ScraperReconfigured',
      'ScraperActivated',
      'ScraperConfigured',
    ]);
    expect(history.entries[1].changes).toEqual([{ field: 'trigger', before: null, after: 'manual' }]);
    expect(history.entries[3].changes).toEqual([{ field: 'pageLimit', before: 50, after: 5 }]);
    expect(history.entries[0].actor.username).toBe(adminEnv.ADMIN_USERNAME);
    // A real crawl: beside the other crawling suites on a slow two-core host it has taken over 30 s.
  }, 90_000);

  it('creates the default scrapers once', async () => {
    const first = await admin.post('/api/admin/scrapers/initialize', {}).expect(201);
    expect(first.body).toEqual({ count: 4 });
    await admin.post('/api/admin/scrapers/initialize', {}).expect(409, { message: 'Scrapers may already be initialized' });
    const names = ((await admin.get('/api/admin/scrapers').expect(200)).body as ScraperView[]).map((scraper) => scraper.name);
    expect(names).toEqual(expect.arrayContaining(['Lineup', 'Super Sixty', 'NXT', 'USA Field Hockey']));
    // Health lists every scraper with its last run.
    const health = (await admin.get('/api/admin/health').expect(200)).body as { scrapers: { ok: boolean; scrapers: { name: string; lastRunStatus: string | null }[] } };
    expect(health.scrapers.ok).toBe(true);
    expect(health.scrapers.scrapers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Lineup', lastRunStatus: null }),
        expect.objectContaining({ name: 'JSON-LD site', lastRunStatus: 'success' }),
        expect.objectContaining({ name: 'Slow', lastRunStatus: 'failure' }),
      ]),
    );
  });
});

describe('scheduled scraper runs', () => {
  let server: TestApp;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite(labeledTextSite({ name: 'Scheduled Camp', dates: usDate(inDays(20)), deadline: usDate(inDays(10)) }));
    server = await startTestApp({ env: { ...adminEnv, SCRAPERS_SCHEDULE: 'on' } });
  });

  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('runs each active scraper on its cron, and follows edits without a restart', async () => {
    const admin = await signedInAdmin(server.url);
    const scraper = await addScraper(admin, { name: 'Every few seconds', startUrls: [`${site.url}/camps/summer-id-camp`], schedule: '*/2 * * * * *' });
    const runsOf = async () => ((await admin.get('/api/admin/logs?limit=500').expect(200)).body as LogView[]).filter((log) => log.scraperId === scraper.id);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await runsOf()).filter((log) => log.status === 'success').length < 1) await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await runsOf()).filter((log) => log.status === 'success').length).toBeGreaterThanOrEqual(1);

    // Once a year from now on: no more runs start.
    await admin.patch(`/api/admin/scrapers/${scraper.id}`, { schedule: '0 0 1 1 *' }).expect(200);
    while ((await runsOf()).some((log) => log.status === 'running')) await new Promise((resolve) => setTimeout(resolve, 250));
    const settled = (await runsOf()).length;
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(await runsOf()).toHaveLength(settled);
    const [view] = ((await admin.get('/api/admin/scrapers').expect(200)).body as (ScraperView & { nextRunAt: string })[]).filter((each) => each.id === scraper.id);
    expect(new Date(view.nextRunAt).getUTCMonth()).toBe(0);
  }, 40_000);
});

describe('a run the server did not live to finish', () => {
  it('is recorded as failed at the next start, so the scraper can run again', async () => {
    const first = await startTestApp({ env: adminEnv });
    const admin = await signedInAdmin(first.url);
    const scraper = await addScraper(admin, { name: 'Interrupted', startUrls: ['http://127.0.0.1:9/events'] });
    const eventStore = first.app.get<EventStore>(EVENT_STORE);
    await eventStore.appendToStream(
      `ingestion-scraper-${scraper.id}`,
      [{ type: 'ScraperRunStarted', data: { scraperId: scraper.id, runId: 'run-before-crash', trigger: 'schedule', occurredAt: new Date().toISOString() }, metadata: {} }],
      { expectedRevision: 'any' },
    );
    const dataDir = first.dataDir;
    await first.app.close();

    const second = await startTestApp({ env: adminEnv, dataDir });
    try {
      const again = await signedInAdmin(second.url);
      const [view] = ((await again.get('/api/admin/scrapers').expect(200)).body as ScraperView[]).filter((each) => each.id === scraper.id);
      expect(view).toMatchObject({ lastRunStatus: 'failure', lastRunError: 'The server stopped during the run', running: null });
      const logs = (await again.get('/api/admin/logs').expect(200)).body as LogView[];
      expect(logs[0]).toMatchObject({ id: 'run-before-crash', status: 'failure', errorMessage: 'The server stopped during the run' });
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
