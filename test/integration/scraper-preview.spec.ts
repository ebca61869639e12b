import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import type { Browser } from './accounts-support.js';
import { adminEnv, inDays, signedInAdmin } from './catalog-support.js';
import { jsonLdSite } from './scraper-fixtures.js';

// Chromium takes seconds to start on a busy machine: the tests that launch it get two minutes.

/**
 * The preview and runs that tell the truth, over HTTP against the real app with real Chromium and a fixture site on
 * 127.0.0.1: a preview answers what a run would list and records nothing; a run that reads pages and finds no event
 * ends with a warning, and its log keeps how each page was read.
 */

interface PreviewAnswer {
  events: { sourceKey: string; cancelled: boolean; details: Record<string, unknown> }[];
  rejected: { url: string; name: string | null; reason: string }[];
  pages: { url: string; kind: string; strategy: string | null; found: number; rejected: number }[];
  failures: { url: string; reason: string }[];
  pagesVisited: number;
  eventsFound: number;
  eventsRejected: number;
  warning: string | null;
  error: string | null;
}

const html = (title: string, body: string) => ({
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`,
});

describe('scraper preview and warning runs over HTTP with real Chromium', () => {
  let server: TestApp;
  let site: FixtureSite;
  let admin: Browser;
  const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();

  const events = [
    { slug: 'summer-showcase', name: 'Summer Showcase', startDate: inDays(40), endDate: inDays(42), city: 'Philadelphia', region: 'PA', price: 295 },
    { slug: 'fall-clinic', name: 'Fall Skills Clinic U16', startDate: inDays(60), city: 'Baltimore', region: 'Maryland', price: '0' },
    { slug: 'spring-id-camp', name: 'Spring ID Camp', startDate: inDays(90), city: 'Storrs', region: 'CT', price: 450, cancelled: true },
  ];

  beforeAll(async () => {
    site = await startFixtureSite({
      ...jsonLdSite(events),
      '/quiet': html('Club news', '<h1>Club news</h1><p>Our teams had a great season. Thanks to every family who volunteered.</p>'),
      '/quiet/contact': html('Contact', '<h1>Contact</h1><p>Write to the club secretary.</p>'),
      '/slow': { hang: true },
    });
    server = await startTestApp({ env: { ...adminEnv, SCRAPER_PAGE_TIMEOUT_SECONDS: '2' } });
    admin = await signedInAdmin(server.url);
  });

  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('answers the events a run would list, field by field, and how each page was read, appending no event and listing nothing', async () => {
    const headBefore = await head();
    const catalogBefore = (await admin.get('/api/events').expect(200)).body as unknown[];
    const logsBefore = (await admin.get('/api/admin/logs').expect(200)).body as unknown[];

    const answer = (await admin.post('/api/admin/scrapers/preview', { startUrls: [`${site.url}/jsonld/events`], organizer: 'Preview Org' }).expect(200))
      .body as PreviewAnswer;

    expect(answer.error).toBeNull();
    expect(answer.warning).toBeNull();
    expect(answer.eventsFound).toBe(3);
    expect(answer.events.map((event) => event.details.name).sort()).toEqual(['Fall Skills Clinic U16', 'Spring ID Camp', 'Summer Showcase']);
    const showcase = answer.events.find((event) => event.details.name === 'Summer Showcase');
    expect(showcase).toEqual({
      sourceKey: expect.any(String),
      cancelled: false,
      details: expect.objectContaining({
        eventType: 'Showcase',
        startDate: events[0].startDate,
        endDate: events[0].endDate,
        city: 'Philadelphia',
        state: 'PA',
        cost: 295,
        organizer: 'Preview Org',
      }),
      // Each value with the text it was read from; doubts, when any, say why a run would keep it as a draft.
      evidence: expect.objectContaining({ cost: expect.objectContaining({ region: 'data' }) }),
      doubts: expect.any(Array),
    });
    expect(answer.events.find((event) => event.details.name === 'Spring ID Camp')?.cancelled).toBe(true);
    // The listing links the detail pages; each detail page was read from its JSON-LD.
    const detailPages = answer.pages.filter((page) => page.url.includes('/jsonld/events/'));
    expect(detailPages).toHaveLength(3);
    for (const page of detailPages) expect(page).toMatchObject({ kind: 'page', strategy: 'json-ld', found: 1, rejected: 0 });
    expect(answer.pages.find((page) => page.url.endsWith('/jsonld/events'))).toMatchObject({ kind: 'page' });
    expect(answer.pagesVisited).toBe(answer.pages.length);

    // Nothing recorded: no event appended anywhere, the catalog and the logs as they were.
    expect(await head()).toBe(headBefore);
    expect((await admin.get('/api/events').expect(200)).body).toEqual(catalogBefore);
    expect((await admin.get('/api/admin/logs').expect(200)).body).toEqual(logsBefore);
  }, 120_000);

  it('refuses bad input with the field named, and start URLs the scrapers may not reach before starting a browser', async () => {
    const headBefore = await head();
    const refuse = async (body: object, message: string) => expect((await admin.post('/api/admin/scrapers/preview', body).expect(400)).body).toEqual({ message });

    await refuse({}, 'startUrls: Required');
    await refuse({ startUrls: [] }, 'startUrls: Give at least one start URL');
    await refuse({ startUrls: ['ftp://example.com/events'] }, 'startUrls.0: Must be an http:// or https:// link');
    await refuse({ startUrls: Array.from({ length: 11 }, (_, index) => `${site.url}/page-${index}`) }, 'startUrls: At most 10 start URLs');
    await refuse({ startUrls: [`${site.url}/quiet`], isActive: true }, 'Unknown field: isActive');
    await refuse({ startUrls: [`${site.url}/quiet`], strategy: 'selectors' }, 'selectors: Required when the strategy is selectors');
    await refuse({ startUrls: [`${site.url}/quiet`], pageLimit: 501 }, 'pageLimit: Must be at most 500');
    // Tests allow 127.0.0.1 only: another host is refused by name, without DNS and without Chromium.
    const started = Date.now();
    await refuse({ startUrls: [`${site.url}/quiet`, 'https://organizer.example.org/events'] }, 'startUrls.1: Refused: organizer.example.org is not among the hosts scrapers may reach');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await head()).toBe(headBefore);
  });

  it('says why when no start URL can be read, and runs one preview at a time', async () => {
    const unreadable = (await admin.post('/api/admin/scrapers/preview', { startUrls: [`${site.url}/missing`] }).expect(200)).body as PreviewAnswer;
    expect(unreadable).toMatchObject({ events: [], pages: [], error: `${site.url}/missing: HTTP 404` });

    // The first reads a page that never answers (2 s page timeout here); the second arrives meanwhile.
    const first = admin.post('/api/admin/scrapers/preview', { startUrls: [`${site.url}/slow`] }).then((response) => response);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await admin.post('/api/admin/scrapers/preview', { startUrls: [`${site.url}/quiet`] }).expect(409);
    expect(second.body).toEqual({ message: 'A preview is already running: try again when it is done' });
    const firstAnswer = (await first).body as PreviewAnswer;
    expect(firstAnswer.error).toMatch(/slow: Timed out after 2 s/);
    // Once it is over, the next is made.
    const quiet = (await admin.post('/api/admin/scrapers/preview', { startUrls: [`${site.url}/quiet`] }).expect(200)).body as PreviewAnswer;
    expect(quiet).toMatchObject({ events: [], warning: 'No events found on 1 page', error: null });
    expect(quiet.pages).toEqual([{ url: `${site.url}/quiet`, kind: 'page', strategy: null, found: 0, rejected: 0 }]);
  }, 120_000);

  it('ends a run that reads pages and finds no event with a warning, in the run answer, the log, the scraper and its history', async () => {
    const scraper = (
      await admin
        .post('/api/admin/scrapers', { name: 'Quiet club', organizer: 'Quiet Club', startUrls: [`${site.url}/quiet`, `${site.url}/quiet/contact`] })
        .expect(201)
    ).body as { id: string };

    const run = await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200);
    expect(run.body).toEqual({ eventsFound: 0, eventsAdded: 0, eventsUpdated: 0, eventsRejected: 0, warning: 'No events found on 2 pages' });

    const [log] = (await admin.get('/api/admin/logs?limit=1').expect(200)).body as Record<string, unknown>[];
    expect(log).toMatchObject({ scraperId: scraper.id, status: 'warning', warning: 'No events found on 2 pages', errorMessage: null, pagesVisited: 2, pagesOmitted: 0 });
    expect((log.pages as PreviewAnswer['pages']).map((page) => [page.url, page.strategy, page.found]).sort()).toEqual([
      [`${site.url}/quiet`, null, 0],
      [`${site.url}/quiet/contact`, null, 0],
    ]);
    const [listed] = ((await admin.get('/api/admin/scrapers').expect(200)).body as Record<string, unknown>[]).filter((each) => each.id === scraper.id);
    expect(listed).toMatchObject({ lastRunStatus: 'warning', lastRunWarning: 'No events found on 2 pages', lastRunError: null });
    const history = (await admin.get(`/api/admin/history/scrapers/${scraper.id}`).expect(200)).body as { entries: { type: string; changes: { field: string; after: unknown }[] }[] };
    expect(history.entries[0].type).toBe('ScraperRunCompleted');
    expect(history.entries[0].changes).toContainEqual(expect.objectContaining({ field: 'warning', after: 'No events found on 2 pages' }));

    // A run that lists events is a plain success again, its pages read by their reader.
    await admin.patch(`/api/admin/scrapers/${scraper.id}`, { startUrls: [`${site.url}/jsonld/events`] }).expect(200);
    const second = await admin.post(`/api/admin/scrapers/${scraper.id}/run`, {}).expect(200);
    expect(second.body).toEqual({ eventsFound: 3, eventsAdded: 3, eventsUpdated: 0, eventsRejected: 0 });
    const [next] = (await admin.get('/api/admin/logs?limit=1').expect(200)).body as Record<string, unknown>[];
    expect(next).toMatchObject({ status: 'success', warning: null });
    expect((next.pages as PreviewAnswer['pages']).filter((page) => page.strategy === 'json-ld')).toHaveLength(3);
  }, 120_000);
});

describe('a preview whose admin goes away', () => {
  let server: TestApp;
  let site: FixtureSite;
  let admin: Browser;

  beforeAll(async () => {
    site = await startFixtureSite({ '/slow': { hang: true }, '/quiet': html('Club news', '<h1>Club news</h1><p>No events this season.</p>') });
    // Pages get the production 30 s (a preview caps them at 20 s): a preview left to itself would hold the one slot that long.
    server = await startTestApp({ env: { ...adminEnv, SCRAPER_PAGE_TIMEOUT_SECONDS: '30' } });
    admin = await signedInAdmin(server.url);
  });

  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('stops when the request is closed, freeing the slot for the next preview long before the page would time out', async () => {
    const abandoned = admin.post('/api/admin/scrapers/preview', { startUrls: [`${site.url}/slow`] });
    abandoned.catch(() => undefined);
    // Once the browser asked for the page, the admin closes the form.
    const deadline = Date.now() + 60_000;
    while (!site.requests.includes('/slow') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(site.requests).toContain('/slow');
    const closedAt = Date.now();
    abandoned.abort();

    let answer = await admin.post('/api/admin/scrapers/preview', { startUrls: [`${site.url}/quiet`] });
    while (answer.status === 409 && Date.now() - closedAt < 12_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await admin.post('/api/admin/scrapers/preview', { startUrls: [`${site.url}/quiet`] });
    }
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ warning: 'No events found on 1 page', error: null });
  }, 120_000);
});
