import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { type Server, type Socket, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listenOnLoopback } from '../../src/platform/net/listen.js';
import { CRASH_ADMIN, CRAWLER_TOKEN, type ServerProcess, assertBuilt, startCrawler, startServer } from '../crash/server-process.js';
import { type FixtureSite, type Route, startFixtureSite } from '../support/fixture-site.js';
import { type Browser, browser, sessionCookie } from '../integration/accounts-support.js';

/**
 * Hostile organizer sites (issue 20): the product as deployed (`node dist/server.mjs`, its own process, so neither
 * the fixture sites nor Jest share its event loop) scrapes sites built to crash or freeze it, with real Chromium.
 * While each run goes on, the public health check and the event list keep answering (every answer a 200, none
 * slower than the bounds below); the run ends with a reason; the process is still up afterwards. Several hostile pages share one run: what is proved is that
 * none of them stalls the server, and one run per page would only multiply Chromium start-ups.
 */

/**
 * The issue's bound: every answer within 200 ms while a hostile run goes on. The crawl runs where production runs it,
 * in the crawler apart (`node dist/crawler.js`, a process of its own at a lower CPU priority, with its Chromium): the
 * server's process only sends the crawl and reads its result, so nothing of Chromium's DevTools traffic, the guard
 * proxy or the page readers shares its event loop, its heap or V8's helper threads. What is left is the host: two
 * cores shared by the server, the crawler, Chromium and this very test process, which serves the hostile sites (a
 * 50 MB page, a stream that never ends) and times the answers. The slowest answers are printed with a bare server's
 * at the same moment, so a failure tells a blocked server from a busy host.
 */
const ANSWER_BUDGET_MS = 200;
/**
 * An answer's time, less the time Linux kept the server's main thread waiting for a CPU while it was ready to run
 * (`/proc/<pid>/task/<pid>/schedstat`), is what the server itself took: every answer keeps that within the budget.
 * What the host takes (two cores shared with the test, the crawler and Chromium) is printed apart, and bounded by
 * this ceiling. (Chromium's session is niced below the server, `niceSession`; before it was, the server's thread
 * waited for a CPU up to 240 ms at a time while it ran 3 ms.)
 */
const ANSWER_CEILING_MS = 1_000;
const PAGE_TIMEOUT_SECONDS = 5;

interface RunLog {
  scraperId: string;
  status: string;
  errorMessage: string | null;
  warning: string | null;
  pagesVisited: number;
  pageFailures: { url: string; reason: string }[];
}

// ---------------------------------------------------------------------------------------------------------------
// Responses HTTP cannot express: a raw TCP server that answers whatever bytes a route says.

type RawRoute = (path: string, port: number) => string | Buffer;

const rawHtml = (body: string) =>
  `HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

const rawRoutes: Record<string, RawRoute> = {
  '/raw/bad-reason': () => 'HTTP/1.1 200 \x01\r\nContent-Type: text/html\r\nContent-Length: 14\r\n\r\n<h1>Camp</h1>\n',
  '/raw/status-000': () => 'HTTP/1.1 000 OK\r\nContent-Type: text/html\r\nContent-Length: 14\r\n\r\n<h1>Camp</h1>\n',
  '/raw/status-999': () => 'HTTP/1.1 999 Whatever\r\nContent-Type: text/html\r\nContent-Length: 14\r\n\r\n<h1>Camp</h1>\n',
  '/raw/no-status': () => 'HTTP/1.1\r\n\r\n',
  '/raw/garbage': () => Buffer.from([0x00, 0xff, 0x0d, 0x0a, 0x0d, 0x0a, 0x41]),
  '/raw/header-cr': () => 'HTTP/1.1 200 OK\r\nX-Note: a\rSet-Cookie: injected=1\r\nContent-Type: text/html\r\nContent-Length: 14\r\n\r\n<h1>Camp</h1>\n',
  '/raw/header-nul': () => 'HTTP/1.1 200 OK\r\nX-Note: a\x00b\r\nContent-Type: text/html\x01\r\nContent-Length: 14\r\n\r\n<h1>Camp</h1>\n',
  '/raw/header-bytes': () =>
    Buffer.concat([Buffer.from('HTTP/1.1 200 OK\r\nX-Note: '), Buffer.from([0xff, 0xfe, 0x7f]), Buffer.from('\r\nContent-Length: 14\r\n\r\n<h1>Camp</h1>\n')]),
  '/raw/header-name': () => 'HTTP/1.1 200 OK\r\nX Bad Name: 1\r\n: empty\r\nContent-Length: 14\r\n\r\n<h1>Camp</h1>\n',
  '/raw/location-crlf': () => 'HTTP/1.1 302 Found\r\nLocation: /raw/landing%0d%0aSet-Cookie:%20injected=1\r\nContent-Length: 0\r\n\r\n',
  '/raw/location-raw-cr': () => 'HTTP/1.1 302 Found\r\nLocation: /raw/landing\rSet-Cookie: injected=1\r\nContent-Length: 0\r\n\r\n',
  '/raw/length-lies': () => 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 99999999\r\nContent-Length: 3\r\n\r\n<h1>',
  '/raw/chunked-bad': () => 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n<h1>Camp</h1>\r\n0\r\n\r\n',
  // Endless redirects: each hop to a new address (a loop detector keyed on the address never fires), page and feed.
  '/raw/redirect': (path) => `HTTP/1.1 302 Found\r\nLocation: /raw/redirect?n=${Number(new URL(path, 'http://x').searchParams.get('n') ?? 0) + 1}\r\nContent-Length: 0\r\n\r\n`,
  '/raw/self-redirect': () => 'HTTP/1.1 301 Moved\r\nLocation: /raw/self-redirect\r\nContent-Length: 0\r\n\r\n',
  '/raw/redirect.ics': (path) => `HTTP/1.1 302 Found\r\nLocation: /raw/redirect.ics?n=${Number(new URL(path, 'http://x').searchParams.get('n') ?? 0) + 1}\r\nContent-Length: 0\r\n\r\n`,
  // The same broken answers for a feed, which the server fetches itself (not through Chromium).
  '/raw/bad-reason.ics': () => 'HTTP/1.1 200 \x01\r\nContent-Type: text/calendar\r\nContent-Length: 16\r\n\r\nBEGIN:VCALENDAR\n',
  '/raw/status-000.ics': () => 'HTTP/1.1 000 OK\r\nContent-Type: text/calendar\r\nContent-Length: 16\r\n\r\nBEGIN:VCALENDAR\n',
  '/raw/header-cr.ics': () => 'HTTP/1.1 200 OK\r\nX-Note: a\rb\r\nContent-Type: text/calendar\r\nContent-Length: 16\r\n\r\nBEGIN:VCALENDAR\n',
  '/raw/landing': () => rawHtml('<h1>Landing</h1>'),
  // A page that is fine itself, and pulls every broken answer above in as frames, scripts, styles and fetches,
  // and navigates to them: every one of them passes through the guard proxy.
  '/raw/embeds': () => {
    const broken = Object.keys(rawRoutes).filter((path) => path !== '/raw/embeds' && path !== '/raw/landing');
    return rawHtml(`<!doctype html><html><head><title>Embeds</title>
      ${broken.map((path) => `<link rel="stylesheet" href="${path}?css">`).join('')}</head><body><h1>Summer camp</h1>
      ${broken.map((path) => `<iframe src="${path}?frame"></iframe><script src="${path}?script"></script>`).join('')}
      <script>
        for (const path of ${JSON.stringify(broken)}) fetch(path + '?fetch').catch(() => null);
        setTimeout(() => { location.href = '/raw/bad-reason?navigated'; }, 200);
      </script></body></html>`);
  },
};

/** Answers each request with its route's raw bytes and closes; unknown paths get a raw 404. */
async function startRawSite(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let port = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => null);
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      const target = head.split(' ')[1] ?? '/';
      head = '';
      requests.push(target);
      const route = rawRoutes[target.split('?')[0]];
      socket.end(route ? route(target, port) : 'HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
  });
  port = await listenOnLoopback(server as unknown as http.Server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Pages too big, too long, too deep, too busy.

const html = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;

/** 50 MB of event-like paragraphs (1 KB each: a DOM Chromium can build, text the reader would chew on). */
function hugePage(): Buffer {
  const paragraph = `<p>Summer Field Hockey Camp, July 7, 2027, Philadelphia, PA. Ages 12-14. Cost $295. ${'x'.repeat(900)}</p>\n`;
  const count = Math.ceil((50 * 1024 * 1024) / paragraph.length);
  return Buffer.from(html('Huge', `<h1>Huge camp list</h1>${paragraph.repeat(count)}`));
}

/** A page that never ends: a paragraph every 10 ms (as fast as the reader takes them) until the client hangs up. */
const streamsForever: Route = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.write('<!doctype html><html><head><title>Forever</title></head><body><h1>Forever Camp</h1>');
  const timer = setInterval(() => {
    if (!response.writableNeedDrain) response.write('<p>Field hockey clinic, July 7, 2027, Baltimore, MD.</p>\n'.repeat(50));
  }, 10);
  response.on('close', () => clearInterval(timer));
};

/** JSON-LD 100,000 levels deep, as arrays and as objects (the second one shaped like an Event to be walked). */
function deepJsonLdPage(): string {
  const depth = 100_000;
  const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const objects = `${'{"@type":"SportsEvent","name":"Deep Camp","startDate":"2027-07-07","location":'.repeat(depth)}{}${'}'.repeat(depth)}`;
  const graph = `{"@context":"https://schema.org","@graph":${'['.repeat(depth)}{"@type":"SportsEvent","name":"Deepest Camp"}${']'.repeat(depth)}}`;
  return html(
    'Deep Camp',
    '<h1>Deep Camp</h1><p>July 7, 2027, Princeton, NJ</p>',
    [arrays, objects, graph].map((data) => `<script type="application/ld+json">${data}</script>`).join(''),
  );
}

/** Popups, dialogs and WebSockets: to the site itself, to the server that runs the scraper, and to a refused address. */
function popupsPage(appUrl: string): string {
  const appWs = appUrl.replace(/^http/, 'ws');
  return html(
    'Popups',
    `<h1>Popup Camp</h1><p>July 7, 2027, Richmond, VA</p>
     <script>
       for (let i = 0; i < 50; i++) window.open('/hostile/popups?child=' + i, '_blank');
       for (const target of ['ws://' + location.host + '/socket', '${appWs}/api/health', 'ws://169.254.169.254/', 'ws://10.0.0.1/']) {
         for (let i = 0; i < 20; i++) { try { new WebSocket(target); } catch (e) {} }
       }
       setInterval(() => { try { window.open('/hostile/popups?again', '_blank'); } catch (e) {} }, 20);
       alert('Welcome'); confirm('Stay?'); prompt('Name?');
       window.onbeforeunload = () => 'Are you sure?';
       document.body.onclick = () => window.open('about:blank');
     </script>`,
  );
}

/**
 * An iCalendar feed of a million lines (3.5 MB: 500,000 folded lines of one description and 500,000 unknown
 * properties). It is over the 2 MB feed cap, so the crawler stops reading it there and records why; nothing parses it.
 */
function millionLineFeed(): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hostile//EN', 'BEGIN:VEVENT', 'UID:million@hostile.example', 'DTSTART;VALUE=DATE:20270707', 'SUMMARY:Million Line Camp', 'DESCRIPTION:Ages'];
  for (let i = 0; i < 500_000; i++) lines.push(' 1');
  for (let i = 0; i < 500_000; i++) lines.push('X:1');
  lines.push('END:VEVENT', 'END:VCALENDAR', '');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The strings that made patterns backtrack (issue 20), in every field of every format the reader knows.
// Runs of digits, dashes and commas are 20,000 long, not more: the reader caps values well below that, so a longer
// run proves nothing more and only makes pages Chromium must render bigger. "$" + 100,000 digits is kept whole.

const REDOS: Record<string, string> = {
  agesSpaces: `Ages${' '.repeat(4000)}`,
  agesNbsp: `Ages${'\u00a0'.repeat(4000)}`,
  agesTabs: `Ages${' \t\n'.repeat(1400)}!`,
  digits: '1'.repeat(20_000),
  dashes: '-'.repeat(20_000),
  commas: ','.repeat(20_000),
  digitsDashesCommas: '1-,'.repeat(7000),
  classOf: `Class of ${'2027 '.repeat(5000)}`,
  dollars: `$${'9'.repeat(100_000)}`,
};
const hostileValues = Object.entries(REDOS);
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function redosJsonLd(): string {
  const events = hostileValues.map(([, value]) => ({
    '@type': 'SportsEvent',
    name: value,
    description: value,
    startDate: value,
    endDate: value,
    eventStatus: value,
    typicalAgeRange: value,
    url: value,
    location: { '@type': 'Place', name: value, address: { '@type': 'PostalAddress', streetAddress: value, addressLocality: value, addressRegion: value, postalCode: value } },
    offers: { '@type': 'Offer', price: value, priceCurrency: value, url: value, validThrough: value },
    organizer: { '@type': 'Organization', name: value },
    audience: { '@type': 'Audience', audienceType: value },
  }));
  return html('JSON-LD camps', '<h1>Camps</h1>', `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': events }).replaceAll('<', '\\u003c')}</script>`);
}

function redosMicrodata(): string {
  const cards = hostileValues.map(([, raw]) => {
    const value = escapeHtml(raw);
    return `<div itemscope itemtype="https://schema.org/SportsEvent">
      <h2 itemprop="name">${value}</h2><p itemprop="description">${value}</p>
      <time itemprop="startDate" datetime="${value}">${value}</time><time itemprop="endDate" datetime="${value}">${value}</time>
      <meta itemprop="typicalAgeRange" content="${value}">
      <div itemprop="location" itemscope itemtype="https://schema.org/Place"><span itemprop="name">${value}</span>
        <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="addressLocality">${value}</span><span itemprop="addressRegion">${value}</span></div></div>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="${value}">${value}</span></div>
    </div>`;
  });
  return html('Microdata camps', `<h1>Camps</h1>${cards.join('')}`);
}

function redosLabeledText(): string {
  const labels = ['Event', 'Dates', 'Date(s)', 'Time', 'Location', 'Venue', 'Address', 'Cost', 'Price', 'Ages', 'Grades', 'Class of', 'Level', 'Registration deadline', 'Registration ends', 'Camp Type'];
  const sections = hostileValues.map(
    ([key, raw]) => `<section><h2>${key} Camp</h2>${labels.map((label) => `<p><strong>${label}:</strong> ${escapeHtml(raw)}</p>`).join('')}<p>${escapeHtml(raw)}</p></section>`,
  );
  return html('Labeled camps', `<h1>Camps</h1>${sections.join('')}`);
}

function redosTable(): string {
  const columns = ['Event', 'Dates', 'Location', 'Cost', 'Ages', 'Grades', 'Deadline'];
  const rows = hostileValues.map(([, raw]) => `<tr>${columns.map(() => `<td>${escapeHtml(raw)}</td>`).join('')}</tr>`);
  return html(
    'Table camps',
    `<h1>Schedule</h1><table><thead><tr>${columns.map((column) => `<th>${column}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>
     <table><tr>${hostileValues.map(([, raw]) => `<th>${escapeHtml(raw)}</th>`).join('')}</tr><tr>${hostileValues.map(([, raw]) => `<td>${escapeHtml(raw)}</td>`).join('')}</tr></table>`,
  );
}

function redosFeed(): string {
  const text = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll(',', '\\,').replaceAll(';', '\\;');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hostile//EN'];
  for (const [key, value] of hostileValues) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${key}@hostile.example`,
      `DTSTART;VALUE=DATE:${value.replace(/\s/g, '')}`,
      `DTEND:${value.replace(/\s/g, '')}`,
      `SUMMARY:${text(value)}`,
      `DESCRIPTION:${text(value)}`,
      `LOCATION:${text(value)}`,
      `CATEGORIES:${text(value)}`,
      `URL:${value.replace(/\s/g, '')}`,
      `X-COST:${text(value)}`,
      'END:VEVENT',
      // The same event with a valid date, so the other fields are read rather than the event dropped at once.
      'BEGIN:VEVENT',
      `UID:${key}-dated@hostile.example`,
      'DTSTART;VALUE=DATE:20270707',
      `SUMMARY:${text(value)}`,
      `DESCRIPTION:${text(value)}`,
      `LOCATION:${text(value)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

// ---------------------------------------------------------------------------------------------------------------

/** A thread's time on a CPU and waiting for one (runnable, not scheduled), in ns, as Linux counts them. */
function schedstat(pid: number): { ran: number; waited: number } {
  const [ran, waited] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { ran, waited };
}

/** GETs a path on a kept-alive connection and says how long the answer took, its body read. */
function timedGet(agent: http.Agent, base: string, path: string, cookie = ''): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { agent, headers: cookie ? { cookie } : {} }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.once('error', reject);
  });
}

/**
 * A bare `node:http` server in a process of its own, timed beside the server: when both answer late at the same
 * moment the machine was busy (Chromium and whatever else runs on it), when only the server does its event loop was
 * blocked. Failures show both, so a reader can tell which.
 */
async function startControl(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', "require('http').createServer((q, s) => s.end('{}')).listen(0, '127.0.0.1', function () { console.log(this.address().port); })"], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) => child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Chromium processes started under `root` (by default this test process: the server and crawler included) still alive. */
function chromiumDescendants(root = process.pid): string[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^(\d+)\s+(\d+)\s+(.*)$/.exec(line.trim()))
    .flatMap((match) => (match ? [{ pid: Number(match[1]), ppid: Number(match[2]), args: match[3] }] : []));
  const descendants = new Set<number>([root]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const row of table) {
      if (!descendants.has(row.pid) && descendants.has(row.ppid)) {
        descendants.add(row.pid);
        grown = true;
      }
    }
  }
  return table.filter((row) => row.pid !== root && descendants.has(row.pid) && /chrom/i.test(row.args)).map((row) => `${row.pid} ${row.args.slice(0, 120)}`);
}

interface Timing {
  path: string;
  status: number;
  ms: number;
  /** When it was asked, in ms from the run's start. */
  at: number;
  /** How long the bare control server took to answer at the same moment. */
  controlMs: number;
  /** What the server's main thread did meanwhile, by the kernel's account: ms on a CPU, ms runnable but not given one. */
  ranMs: number;
  waitedMs: number;
}

describe('hostile organizer sites', () => {
  let dataDir: string;
  let server: ServerProcess;
  let crawler: ServerProcess;
  let admin: Browser;
  let raw: Awaited<ReturnType<typeof startRawSite>>;
  let site: FixtureSite;
  let control: Awaited<ReturnType<typeof startControl>>;
  let cookie: string;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const controlAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    assertBuilt();
    raw = await startRawSite();
    site = await startFixtureSite();
    dataDir = mkdtempSync(join(tmpdir(), 'fh-hostile-'));
    // A production crawler that accepts rendering without the sandbox where it cannot run (CI runs as root, where
    // Chromium refuses it); it still sandboxes where the host allows. The refusal itself: fetch/browser.spec.ts.
    crawler = await startCrawler({ SCRAPER_ALLOW_NO_SANDBOX: 'true' });
    server = await startServer(dataDir, {
      CRAWLER_URL: crawler.url,
      CRAWLER_TOKEN,
      SCRAPER_ONLY_HOSTS: '127.0.0.1',
      SCRAPER_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
      SCRAPER_PAGE_TIMEOUT_SECONDS: String(PAGE_TIMEOUT_SECONDS),
      // The server's requirement is sent with each crawl and the stricter of the two applies: it accepts it as well.
      SCRAPER_ALLOW_NO_SANDBOX: 'true',
    });
    // Built once before any run: building them while a run goes on would only slow this process, not the server.
    const huge = hugePage();
    const feed = millionLineFeed();
    const routes: Record<string, Route> = {
      '/hostile/huge': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(huge.length) });
        response.end(huge);
      },
      '/hostile/forever': streamsForever,
      '/hostile/deep-jsonld': { body: deepJsonLdPage() },
      '/hostile/popups': { body: popupsPage(server.url) },
      '/hostile/million.ics': { headers: { 'content-type': 'text/calendar; charset=utf-8' }, body: feed },
      '/redos/jsonld': { body: redosJsonLd() },
      '/redos/microdata': { body: redosMicrodata() },
      '/redos/labeled': { body: redosLabeledText() },
      '/redos/table': { body: redosTable() },
      '/redos/feed.ics': { headers: { 'content-type': 'text/calendar; charset=utf-8' }, body: redosFeed() },
    };
    site.setRoutes(routes);
    control = await startControl();
    cookie = sessionCookie(await browser(server.url).post('/api/login', CRASH_ADMIN).expect(200));
    admin = browser(server.url, cookie);
  }, 90_000);

  afterAll(async () => {
    agent.destroy();
    controlAgent.destroy();
    control?.child.kill();
    await server?.kill();
    await crawler?.kill();
    await site?.close();
    await raw?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Adds a scraper for these addresses and runs it; while the run goes on, asks for the health check and the event
   * list one after the other and times each answer. Resolves with the run's log and every timing.
   */
  async function runWhilePolling(name: string, startUrls: string[], pageLimit: number) {
    const created = await admin.post('/api/admin/scrapers', { name, organizer: 'Hostile Org', startUrls, pageLimit }).expect(201);
    const scraperId = (created.body as { id: string }).id;
    // The first answer on a fresh connection pays for the TCP handshake and the route's first (unoptimised) run:
    // one warm-up request each, before the run starts, so what is timed below is the server under the run's load.
    await timedGet(agent, server.url, '/api/health');
    await timedGet(agent, server.url, '/api/events', cookie);
    await timedGet(controlAgent, control.url, '/');

    const started = performance.now();
    let done = false;
    const run = admin
      .post(`/api/admin/scrapers/${scraperId}/run`, {})
      .then((response) => response.status)
      .finally(() => (done = true));
    const timings: Timing[] = [];
    // Where Chromium runs during the run: looked at about once a second (a `ps` each time, cheap beside the crawl).
    const rendering = { server: new Set<string>(), crawler: new Set<string>() };
    let lookedAt = 0;
    while (!done) {
      if (performance.now() - lookedAt > 1_000) {
        lookedAt = performance.now();
        for (const each of chromiumDescendants(server.pid)) rendering.server.add(each);
        for (const each of chromiumDescendants(crawler.pid)) rendering.crawler.add(each);
      }
      for (const path of ['/api/health', '/api/events']) {
        const at = Math.round(performance.now() - started);
        const before = schedstat(server.pid);
        const [answer, bare] = await Promise.all([timedGet(agent, server.url, path, cookie), timedGet(controlAgent, control.url, '/')]);
        const after = schedstat(server.pid);
        timings.push({ path, ...answer, at, controlMs: Math.round(bare.ms), ranMs: Math.round((after.ran - before.ran) / 1e6), waitedMs: Math.round((after.waited - before.waited) / 1e6) });
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const runStatus = await run;
    const logs = (await admin.get('/api/admin/logs?limit=5').expect(200)).body as RunLog[];
    const log = logs.find((each) => each.scraperId === scraperId);
    const seconds = Math.round(performance.now() - started) / 1000;
    const slowest = Math.max(...timings.map((timing) => timing.ms));
    process.stdout.write(`hostile run ${name}: ${seconds} s, ${timings.length} answers, slowest ${slowest.toFixed(1)} ms, ${log?.status}: ${log?.errorMessage ?? log?.warning}\n`);
    return { runStatus, log, timings, rendering };
  }

  function expectResponsive(timings: Timing[]) {
    expect(timings.length).toBeGreaterThan(4);
    expect(timings.filter((timing) => timing.status !== 200).map(({ path, status }) => `${path} ${status}`)).toEqual([]);
    // The slow answers are listed with when they came and how a bare server on this host did then.
    const describe = (timing: Timing) => `${timing.path} ${Math.round(timing.ms)} ms, ${timing.at} ms into the run (bare server then: ${timing.controlMs} ms; the server's thread ran ${timing.ranMs} ms, waited for a CPU ${timing.waitedMs} ms)`;
    const overBudget = timings.filter((timing) => timing.ms >= ANSWER_BUDGET_MS);
    if (overBudget.length > 0) process.stdout.write(`over ${ANSWER_BUDGET_MS} ms: ${overBudget.map(describe).join('; ')}\n`);
    expect(timings.filter((timing) => timing.ms - timing.waitedMs >= ANSWER_BUDGET_MS).map(describe)).toEqual([]);
    expect(timings.filter((timing) => timing.ms >= ANSWER_CEILING_MS).map(describe)).toEqual([]);
  }

  function expectEndedWithReason(log: RunLog | undefined) {
    expect(log).toBeDefined();
    expect(['failure', 'warning']).toContain(log?.status);
    expect(`${log?.errorMessage ?? ''}${log?.warning ?? ''}`.length).toBeGreaterThan(0);
    // The crawler's answer, however hostile the pages, is a crawl's result the server takes.
    expect(log?.errorMessage ?? '').not.toMatch(/crawler/i);
  }

  async function expectServerUp() {
    expect(server.running()).toBe(true);
    expect((await timedGet(agent, server.url, '/api/health')).status).toBe(200);
  }

  it('survives broken status lines, injected headers and endless redirects, through Chromium and its own fetch', async () => {
    const paths = ['/raw/embeds', ...['bad-reason', 'status-000', 'header-cr', 'header-nul', 'location-crlf', 'redirect', 'self-redirect'].map((path) => `/raw/${path}`), '/raw/bad-reason.ics', '/raw/status-000.ics', '/raw/header-cr.ics', '/raw/redirect.ics'];
    const { log, timings } = await runWhilePolling('Broken HTTP', paths.map((path) => `${raw.url}${path}`), 16);
    expectResponsive(timings);
    expectEndedWithReason(log);
    // Chromium did ask for the broken answers (the page's frames, scripts and fetches went through the proxy).
    expect(raw.requests.some((path) => path.startsWith('/raw/bad-reason?'))).toBe(true);
    expect(raw.requests.filter((path) => path.startsWith('/raw/redirect?')).length).toBeGreaterThan(3);
    await expectServerUp();
  }, 150_000);

  it('survives a 50 MB page, a page that never ends, JSON-LD 100,000 levels deep, popups and WebSockets, and a million-line feed', async () => {
    const paths = ['/hostile/huge', '/hostile/forever', '/hostile/deep-jsonld', '/hostile/popups', '/hostile/million.ics'];
    const { log, timings, rendering } = await runWhilePolling('Big and busy', paths.map((path) => `${site.url}${path}`), 6);
    expectResponsive(timings);
    // Chromium ran under the crawler, never under the server.
    expect(rendering.crawler.size).toBeGreaterThan(0);
    expect([...rendering.server]).toEqual([]);
    // The run ends (what its pages held may end as drafts: then it is no warning), and the page that never ends fails
    // alone, for taking too long, with its reason in the log.
    expect(['success', 'failure', 'warning']).toContain(log?.status);
    expect(log?.pageFailures).toEqual(expect.arrayContaining([expect.objectContaining({ url: expect.stringContaining('/hostile/forever'), reason: expect.stringMatching(/\S/) })]));
    // WebSockets never reach the refused addresses, the scraper's own server or the site (the crawler allows none).
    expect(site.requests.filter((path) => path.startsWith('/socket'))).toEqual([]);
    await expectServerUp();
  }, 150_000);

  it('survives the strings that made patterns backtrack, in every field of JSON-LD, microdata, labels, tables and feeds', async () => {
    const paths = ['/redos/jsonld', '/redos/microdata', '/redos/labeled', '/redos/table', '/redos/feed.ics'];
    const { log, timings } = await runWhilePolling('Backtracking bait', paths.map((path) => `${site.url}${path}`), 6);
    expectResponsive(timings);
    expectEndedWithReason(log);
    await expectServerUp();
    // Chromium ends with each run: nothing is left behind by pages built to keep it busy.
    const deadline = Date.now() + 10_000;
    while (chromiumDescendants().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(chromiumDescendants()).toEqual([]);
  }, 150_000);
});
