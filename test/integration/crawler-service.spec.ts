import { jest } from '@jest/globals';
import http from 'node:http';
import { listenOnLoopback } from '../../src/platform/net/listen.js';
import { type Collection, collectInWorker } from '../../src/modules/ingestion/runs/collect.js';
import { loadCrawlerConfig } from '../../src/modules/ingestion/runs/crawler-config.js';
import { type CrawlerService, startCrawlerService } from '../../src/modules/ingestion/runs/crawler-service.js';
import { collectRemotely } from '../../src/modules/ingestion/runs/remote-collect.js';
import { CrawlError, type CrawlOptions } from '../../src/modules/ingestion/fetch/types.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { pdfOf } from '../support/pdf.js';
import { jsonLdSite } from './scraper-fixtures.js';

// The crawler apart (issue 35): the server sends a crawl over HTTP to `node dist/crawler.js` and takes back what it
// found. Real Chromium crawls fixture sites on 127.0.0.1 through the real service; the answers a crawler gone wrong
// could send come from a plain HTTP server standing in for it at the network edge.
jest.setTimeout(120_000);

const TOKEN = 'crawler-test-token-of-at-least-32-characters';
const brochure = pdfOf([
  [
    'Lakeside Field Hockey Club',
    '2027 Summer Skills Camp',
    'Dates: July 12-15, 2027, 9:00 am to 3:00 pm',
    'Location: Memorial Park Turf, 210 Park Avenue, Easton, PA 18042',
    'Camp fee: $225',
  ],
]);
const settings = { strategy: 'auto' as const, selectors: null, organizer: 'Fixture Hockey', today: '2026-11-25' };

function options(startUrls: string[], overrides: Partial<CrawlOptions> = {}): CrawlOptions {
  return {
    startUrls,
    pageLimit: 10,
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    allowedPrivateHosts: ['127.0.0.1'],
    onlyHosts: ['127.0.0.1'],
    pageTimeoutMs: 6_000,
    runTimeoutMs: 60_000,
    concurrency: 2,
    userAgent: 'FieldHockeyEventsBot/1.0 (+https://example.org/bot)',
    ...overrides,
  };
}

const byKey = <T>(key: (item: T) => string) => (a: T, b: T) => key(a).localeCompare(key(b));

function inOrder(collection: Collection): Collection {
  return {
    events: [...collection.events].sort(byKey((event) => event.sourceKey)),
    rejected: [...collection.rejected].sort(byKey((rejection) => `${rejection.url} ${rejection.reason}`)),
    pages: [...collection.pages].sort(byKey((page) => page.url)),
    report: { ...collection.report, failures: [...collection.report.failures].sort(byKey((failure) => failure.url)) },
  };
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; message: string }> {
  const response = await fetch(new URL('/crawls', url), { method: 'POST', headers, body });
  const answer = (await response.json()) as { message: string };
  return { status: response.status, message: answer.message };
}

describe('the crawler apart', () => {
  let site: FixtureSite;
  let crawler: CrawlerService;

  beforeAll(async () => {
    site = await startFixtureSite({
      ...jsonLdSite([
        { slug: 'winter-id-camp', name: 'Winter Field Hockey ID Camp', startDate: '2027-01-16', city: 'Lancaster', region: 'PA', price: 150 },
        { slug: 'spring-showcase', name: 'Spring Field Hockey Showcase', startDate: '2027-04-10', endDate: '2027-04-11', city: 'Towson', region: 'MD', price: 225 },
      ]),
      '/slow': { hang: true },
      // A club that tells its camp only in the brochure its camps page links.
      '/camps': { body: '<!doctype html><html><head><title>Camps</title></head><body><main><h1>Camps</h1><p>Our summer camp is back.</p><a href="/files/summer-camp-brochure.pdf">Camp brochure (PDF)</a></main></body></html>' },
      '/files/summer-camp-brochure.pdf': (_request, response) => response.writeHead(200, { 'content-type': 'application/pdf' }).end(brochure),
    });
    crawler = await startCrawlerService({
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      requireSandbox: false,
      maxCrawls: 1,
    });
  });

  afterAll(async () => {
    await crawler?.close();
    await site?.close();
  });

  it('given a crawl sent to it, then it answers what a crawl in the server itself finds, with its progress', async () => {
    const progress: number[] = [];
    const remote = await collectRemotely({ url: crawler.url, token: TOKEN }, options([`${site.url}/jsonld/events`]), settings, ({ pagesVisited }) => progress.push(pagesVisited));
    const local = await collectInWorker(options([`${site.url}/jsonld/events`]), settings);
    expect(remote.events.map((event) => event.details.name).sort()).toEqual(['Spring Field Hockey Showcase', 'Winter Field Hockey ID Camp']);
    // Two pages are read at once: the order they come in may differ, not what is found.
    expect(inOrder(remote)).toEqual(inOrder(local));
    expect(progress.length).toBeGreaterThan(0);
  });

  it('given a camp told only in a PDF brochure the site links, then the crawler apart and the server itself read it from the document', async () => {
    const remote = await collectRemotely({ url: crawler.url, token: TOKEN }, options([`${site.url}/camps`]), settings);
    const local = await collectInWorker(options([`${site.url}/camps`]), settings);
    for (const collection of [remote, local]) {
      expect(collection.events.map((event) => event.details)).toEqual([
        expect.objectContaining({ name: '2027 Summer Skills Camp', startDate: '2027-07-12', endDate: '2027-07-15', city: 'Easton', state: 'PA', cost: 225 }),
      ]);
      expect(collection.events[0].pageUrl).toBe(`${site.url}/files/summer-camp-brochure.pdf`);
      expect(collection.pages).toContainEqual(expect.objectContaining({ url: `${site.url}/files/summer-camp-brochure.pdf`, kind: 'document', found: 1 }));
      expect(collection.report.documentsRead).toBe(1);
    }
  });

  it('given no token, a wrong one, or a malformed request, then it refuses with a 4xx and a message and crawls nothing', async () => {
    const before = site.requests.length;
    const body = JSON.stringify({ options: { ...options([`${site.url}/jsonld/events`]) }, settings });
    expect(await post(crawler.url, body, { 'content-type': 'application/json' })).toEqual({ status: 401, message: expect.stringContaining('crawler token') });
    expect((await post(crawler.url, body, { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    const authorized = { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` };
    expect(await post(crawler.url, '{"options":', authorized)).toEqual({ status: 400, message: 'The crawl request is not JSON' });
    const malformed = await post(crawler.url, JSON.stringify({ options: { ...options([]) }, settings }), authorized);
    expect(malformed.status).toBe(400);
    expect(malformed.message).toMatch(/^The crawl request is malformed: options\.startUrls: /);
    expect((await post(crawler.url, 'x'.repeat(300 * 1024), authorized)).status).toBe(413);
    expect((await post(crawler.url, body, { ...authorized, 'content-type': 'text/plain' })).status).toBe(415);
    expect((await fetch(new URL('/crawls', crawler.url))).status).toBe(405);
    expect((await fetch(new URL('/health', crawler.url))).status).toBe(200);
    expect(site.requests.length).toBe(before);
  });

  it('given the server stops the run, then the crawl there ends and the crawler takes the next one', async () => {
    const stop = new AbortController();
    const stopped = collectRemotely({ url: crawler.url, token: TOKEN }, options([`${site.url}/slow`], { pageTimeoutMs: 60_000, signal: stop.signal }), settings);
    // Once the crawler asked the site for the page, the run is stopped.
    while (!site.requests.includes('/slow')) await new Promise((resolve) => setTimeout(resolve, 50));
    stop.abort();
    await expect(stopped).rejects.toThrow(new CrawlError('The run was stopped'));
    // With one crawl at a time, the next is taken only once the stopped one has closed its Chromium.
    let next;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      try {
        next = await collectRemotely({ url: crawler.url, token: TOKEN }, options([`${site.url}/jsonld/events`]), settings);
        break;
      } catch (error) {
        if (!String(error).includes('busy')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    expect(next?.events).toHaveLength(2);
  });

  it('given the crawler is not there, then the run fails saying so', async () => {
    const server = http.createServer();
    const port = await listenOnLoopback(server);
    await new Promise((resolve) => server.close(resolve));
    await expect(collectRemotely({ url: `http://127.0.0.1:${port}`, token: TOKEN }, options([`${site.url}/jsonld/events`]), settings)).rejects.toThrow(
      /^The crawler could not be reached \(fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/,
    );
  });
});

describe('a crawler gone wrong, as the server reads it', () => {
  let answer: (response: http.ServerResponse) => void = () => undefined;
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => answer(response));
    });
    url = `http://127.0.0.1:${await listenOnLoopback(server)}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const ndjson = (lines: string[]) => (response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/x-ndjson' });
    response.end(lines.map((line) => `${line}\n`).join(''));
  };
  const collect = () => collectRemotely({ url, token: TOKEN }, options(['http://127.0.0.1:9/']), settings);
  const goodEvent = {
    sourceKey: 'k',
    details: {
      name: 'Winter Clinic',
      description: null,
      eventType: 'Clinic',
      startDate: '2027-01-09',
      endDate: null,
      registrationDeadline: null,
      city: 'Towson',
      state: 'MD',
      cost: 40,
      ageLevel: 'U14',
      organizer: 'Org',
      isIndoor: null,
      registrationLink: null,
    },
    cancelled: false,
    namedOrganizer: null,
    pageUrl: 'http://127.0.0.1:9/',
    evidence: { name: { rule: 'json-ld', text: 'Winter Clinic', region: 'main' } },
    doubts: [],
  };
  const done = (events: unknown[]) => JSON.stringify({ type: 'done', collection: { events, rejected: [], pages: [], report: { pagesVisited: 1, feedsRead: 0, failures: [] } } });

  it('given a well-formed answer, then it is taken', async () => {
    answer = ndjson([JSON.stringify({ type: 'progress', pagesVisited: 1, eventsFound: 1 }), done([goodEvent])]);
    expect((await collect()).events[0].details.name).toBe('Winter Clinic');
  });

  it.each([
    ['a line that is not JSON', ['<html>'], 'The crawler answered something that is not a crawl’s result (not JSON)'],
    ['an event in no state', [done([{ ...goodEvent, details: { ...goodEvent.details, state: 'ZZ' } }])], 'The crawler answered something that is not a crawl’s result (collection.events.0.details.state:'],
    ['a field no crawl has', [done([{ ...goodEvent, script: '<script>' }])], 'The crawler answered something that is not a crawl’s result (collection.events.0:'],
    ['an answer cut before its end', [JSON.stringify({ type: 'progress', pagesVisited: 1, eventsFound: 0 })], 'The crawler stopped unexpectedly, before the crawl ended'],
    ['a failure', [JSON.stringify({ type: 'failed', message: 'Chromium could not start: no sandbox' })], 'Chromium could not start: no sandbox'],
  ])('given %s, then the run fails with why and lists nothing', async (_case, lines, message) => {
    answer = ndjson(lines);
    const failure = await collect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CrawlError);
    expect((failure as Error).message.startsWith(message)).toBe(true);
  });

  it('given a refusal, then the run fails with its status and message, control characters out', async () => {
    answer = (response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 401, message: 'A crawl needs the crawler token\u001b[31m' }));
    };
    await expect(collect()).rejects.toThrow('The crawler refused the crawl (HTTP 401: A crawl needs the crawler token [31m)');
  });
});

describe('the crawler’s settings', () => {
  it('given no token, a short one, or a bad port, then it refuses to start, naming the variable only', () => {
    expect(() => loadCrawlerConfig({})).toThrow(/^Invalid configuration: CRAWLER_TOKEN is required/);
    expect(() => loadCrawlerConfig({ CRAWLER_TOKEN: 'short' })).toThrow('Invalid configuration: CRAWLER_TOKEN must be at least 32 characters');
    expect(() => loadCrawlerConfig({ CRAWLER_TOKEN: TOKEN, CRAWLER_PORT: 'x' })).toThrow('Invalid configuration: CRAWLER_PORT must be a port number');
  });

  it('given production, then it renders only with the sandbox unless SCRAPER_ALLOW_NO_SANDBOX=true, and listens on loopback by default', () => {
    expect(loadCrawlerConfig({ CRAWLER_TOKEN: TOKEN, NODE_ENV: 'production' })).toMatchObject({ requireSandbox: true, host: '127.0.0.1', port: 3100, maxCrawls: 2 });
    expect(loadCrawlerConfig({ CRAWLER_TOKEN: TOKEN, NODE_ENV: 'production', SCRAPER_ALLOW_NO_SANDBOX: 'true' }).requireSandbox).toBe(false);
    expect(loadCrawlerConfig({ CRAWLER_TOKEN: TOKEN }).requireSandbox).toBe(false);
  });
});
