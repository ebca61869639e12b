import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { watchBrowserLaunches } from '../../src/modules/ingestion/fetch/browser.js';
import { crawl } from '../../src/modules/ingestion/fetch/crawler.js';
import { CrawlError, type CrawlHandlers, type CrawlOptions, type CrawlReport } from '../../src/modules/ingestion/fetch/types.js';
import type { DocumentSnapshot, FeedSnapshot, PageSnapshot } from '../../src/modules/ingestion/read/types.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { pdfOf } from '../support/pdf.js';

// Every test here crawls with real Chromium: beside the other crawling suites on a slow two-core host a run that
// takes 15 s alone has taken over 30 s. A generous limit; what is asserted is what the runs record, not their speed.
jest.setTimeout(90_000);

// Real Chromium against fixture sites on 127.0.0.1 (the one host allow-listed). Every other address in these pages is
// refused before any connection: IP literals are judged without DNS and `localhost` by name.

const html = (body: string, head = ''): string => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const calendar = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:1@test', 'SUMMARY:Fall ID Camp', 'DTSTART:20261010', 'END:VEVENT', 'END:VCALENDAR', ''].join(
  '\r\n',
);

function options(startUrls: string[], overrides: Partial<CrawlOptions> = {}): CrawlOptions {
  return {
    startUrls,
    pageLimit: 20,
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    allowedPrivateHosts: ['127.0.0.1'],
    // Chromium runs niced below everything else (as below the server in production): in the parallel test pass a
    // page with frames, sockets and scripts can take seconds. The timeout tests below set their own 2 s.
    pageTimeoutMs: 6_000,
    runTimeoutMs: 30_000,
    concurrency: 2,
    userAgent: 'FieldHockeyEventsBot/1.0 (+https://example.org/bot)',
    ...overrides,
  };
}

type Result = { report: CrawlReport; pages: PageSnapshot[]; feeds: FeedSnapshot[]; progress: number[] };

async function run(crawlOptions: CrawlOptions, handlers: Partial<CrawlHandlers> = {}): Promise<Result> {
  const pages: PageSnapshot[] = [];
  const feeds: FeedSnapshot[] = [];
  const progress: number[] = [];
  const report = await crawl(crawlOptions, {
    onPage: (page) => {
      pages.push(page);
      return handlers.onPage?.(page);
    },
    onFeed: (feed) => {
      feeds.push(feed);
      return handlers.onFeed?.(feed);
    },
    // Documents (PDF) are fetched only by a crawl that reads them, as the product's does.
    ...(handlers.onDocument ? { onDocument: handlers.onDocument } : {}),
    onProgress: ({ pagesVisited }) => progress.push(pagesVisited),
  });
  return { report, pages, feeds, progress };
}

async function crawlError(crawlOptions: CrawlOptions, handlers: Partial<CrawlHandlers> = {}): Promise<CrawlError> {
  try {
    await run(crawlOptions, handlers);
  } catch (error) {
    expect(error).toBeInstanceOf(CrawlError);
    return error as CrawlError;
  }
  throw new Error('The crawl did not fail');
}

/** Paths of the pages captured, in the order they were given to onPage. */
const pathsOf = (pages: readonly PageSnapshot[]): string[] => pages.map((page) => new URL(page.url).pathname);
/** What the site was asked for, less the favicon Chromium itself asks for. */
const asked = (site: FixtureSite): string[] => site.requests.filter((request) => request !== '/favicon.ico');
const count = (requests: readonly string[], path: string): number => requests.filter((request) => request === path).length;

// Every Chromium a crawl starts must be gone (its whole process group, zombies aside) with its profile once it returns.
const launched: { pid: number | undefined; userDataDir: string }[] = [];
let unwatch: () => void;
beforeAll(() => {
  unwatch = watchBrowserLaunches((browser) => launched.push(browser));
});
afterAll(() => unwatch());
afterEach(() => {
  const rows = execFileSync('ps', ['-eo', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, pid, pgid, stat, args]) => ({ pid: Number(pid), pgid: Number(pgid), stat, args }));
  for (const browser of launched.splice(0)) {
    const left = rows.filter(
      (row) => !row.stat.startsWith('Z') && (row.pgid === browser.pid || row.pid === browser.pid || row.args.includes(browser.userDataDir)),
    );
    expect(left.map((row) => `${row.pid} ${row.args.slice(0, 120)}`)).toEqual([]);
    expect(existsSync(browser.userDataDir)).toBe(false);
  }
});

describe('crawl', () => {
  let site: FixtureSite;
  afterEach(async () => {
    await site?.close();
  });

  it('follows same-host event links breadth first, reads feeds, honours robots.txt and refuses private addresses', async () => {
    site = await startFixtureSite();
    const localhost = `http://localhost:${site.port}`;
    site.setRoutes({
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /events/private\n' },
      '/': {
        body: html(
          `<h1>Club</h1>
          <img src="/logo.png" alt="">
          <p class="decorated">Welcome</p>
          <a href="/events">Events</a>
          <a href="/camps#summer">Summer camps</a>
          <a href="/camps">Camps again</a>
          <a href="/about">About us</a>
          <a href="/news/flyer.pdf">Camp flyer</a>
          <a href="mailto:camps@club.example">Email the camps</a>
          <a href="${localhost}/events/elsewhere">Events on another host</a>
          <a href="/events/private">Private events</a>
          <a href="/events/missing">Old events</a>
          <a href="/events/moved">Moved events</a>
          <a href="/events/internal">Internal events</a>
          <a href="/calendar/club.ics">Subscribe</a>
          <script>
            setTimeout(() => {
              const note = document.createElement('p');
              note.textContent = 'Inserted by script';
              const link = document.createElement('a');
              link.href = '/showcase';
              link.textContent = 'Showcase';
              document.body.append(note, link);
            }, 200);
          </script>`,
          `<style>
            @font-face { font-family: Club; src: url(/club.woff2) format('woff2'); }
            body { font-family: Club, sans-serif; background: url(/background.png); }
          </style>`,
        ),
      },
      '/events': { body: html('<h1>Events</h1><a href="/events/fall-clinic">Fall clinic</a><a href="/">Home</a><a href="/events">Events</a>') },
      '/camps': { body: html('<h1>Camps</h1><a href="/events">All events</a>') },
      '/showcase': { body: html('<h1>Showcase</h1>') },
      '/events/fall-clinic': {
        body: html(
          `<h1>Fall clinic</h1>
          <link rel="stylesheet" href="${localhost}/sub/style.css">
          <script src="${localhost}/sub/script.js"></script>
          <iframe src="${localhost}/sub/frame"></iframe>
          <iframe src="http://10.0.0.1/frame"></iframe>
          <script>
            try {
              new WebSocket('ws://localhost:${site.port}/sub/socket');
              new WebSocket('ws://127.0.0.1:${site.port}/sub/allowed-socket');
            } catch {}
            const xhr = new XMLHttpRequest();
            xhr.open('GET', '${localhost}/sub/xhr');
            xhr.send();
            fetch('${localhost}/secret').then(
              () => document.body.setAttribute('data-secret', 'read'),
              () => document.body.setAttribute('data-secret', 'refused'),
            );
          </script>`,
        ),
      },
      '/events/moved': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' }, body: '' },
      '/events/internal': { status: 302, headers: { location: 'http://10.0.0.1/' }, body: '' },
      '/calendar/club.ics': { headers: { 'content-type': 'text/calendar' }, body: calendar },
      '/about': { body: html('<h1>About</h1>') },
    });

    const { report, pages, feeds, progress } = await run(options([`${site.url}/`]));

    expect(pathsOf(pages)[0]).toBe('/');
    expect(new Set(pathsOf(pages))).toEqual(new Set(['/', '/events', '/camps', '/showcase', '/events/fall-clinic']));
    expect(pages).toHaveLength(5);

    const home = pages.find((page) => new URL(page.url).pathname === '/');
    expect(home?.html).toContain('Inserted by script');
    const clinic = pages.find((page) => new URL(page.url).pathname === '/events/fall-clinic');
    expect(clinic?.html).toContain('data-secret="refused"');

    expect(feeds).toEqual([{ url: `${site.url}/calendar/club.ics`, text: calendar }]);

    expect(report.failures).toEqual(
      expect.arrayContaining([
        { url: `${site.url}/events/private`, reason: 'Disallowed by robots.txt' },
        { url: `${site.url}/events/missing`, reason: 'HTTP 404' },
        {
          url: `${site.url}/events/moved`,
          reason: 'Refused http://169.254.169.254/latest/meta-data/: 169.254.169.254 is a link-local address',
        },
        { url: `${site.url}/events/internal`, reason: 'Refused http://10.0.0.1/: 10.0.0.1 is a private address' },
      ]),
    );
    expect(report.failures).toHaveLength(4);
    // Five pages, the feed, the 404 and the two redirects refused were visited.
    expect(report).toMatchObject({ pagesVisited: 9, feedsRead: 1 });
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const requests = site.requests;
    expect(count(requests, '/robots.txt')).toBe(1);
    // Pages get no WebSockets, not even to the allowed host the page came from (the proxy would tunnel that one).
    expect(count(requests, '/sub/allowed-socket')).toBe(0);
    for (const path of ['/', '/events', '/camps', '/showcase', '/events/fall-clinic', '/calendar/club.ics', '/events/moved']) {
      expect([path, count(requests, path)]).toEqual([path, 1]);
    }
    for (const path of [
      ...['/about', '/news/flyer.pdf', '/events/private', '/events/elsewhere', '/logo.png', '/background.png', '/club.woff2'],
      ...['/secret', '/sub/style.css', '/sub/script.js', '/sub/frame', '/sub/socket', '/sub/xhr'],
    ]) {
      expect([path, count(requests, path)]).toEqual([path, 0]);
    }
  });

  it('visits breadth first and stops at the page limit (feeds count)', async () => {
    site = await startFixtureSite({
      '/': { body: html('<a href="/events/a">A</a><a href="/events/b">B</a><a href="/events/c.ics">Feed</a><a href="/events/d">D</a>') },
      '/events/a': { body: html('<a href="/events/a/deep">Deeper events</a>') },
      '/events/b': { body: html('<p>B</p>') },
      '/events/c.ics': { headers: { 'content-type': 'text/calendar' }, body: calendar },
      '/events/d': { body: html('<p>D</p>') },
      '/events/a/deep': { body: html('<p>Deep</p>') },
    });

    const { report, pages, feeds } = await run(options([`${site.url}/`], { pageLimit: 4, concurrency: 1 }));

    expect(pathsOf(pages)).toEqual(['/', '/events/a', '/events/b']);
    expect(feeds.map((feed) => new URL(feed.url).pathname)).toEqual(['/events/c.ics']);
    expect(report).toEqual({ pagesVisited: 4, feedsRead: 1, failures: [] });
    expect(site.requests).not.toContain('/events/d');
    expect(site.requests).not.toContain('/events/a/deep');
  });

  it("follows a start page's stories (a blog or a paper's index) and the siblings of an event start page, but no story of a story", async () => {
    site = await startFixtureSite({
      '/news': {
        body: html(
          '<article><h2><a href="/2026/11/16/winter-lineup">Winter lineup</a></h2><p>Our plans…</p><a href="/2026/11/16/winter-lineup">Read more</a></article><article><h2><a href="/2026/11/02/board-vote">Board vote</a></h2></article><a href="/about">About us</a>',
        ),
      },
      '/2026/11/16/winter-lineup': { body: html('<article><p>The winter lineup.</p><h3><a href="/2026/10/01/older">Older post</a></h3></article>') },
      '/2026/11/02/board-vote': { body: html('<p>Votes.</p>') },
      '/2026/10/01/older': { body: html('<p>Older.</p>') },
      '/about': { body: html('<p>About.</p>') },
      '/r2/SpringFling': { body: html('<a href="/r2/WinterEscape">Winter Escape</a><a href="/r2/about">About</a>') },
      '/r2/WinterEscape': { body: html('<p>Winter.</p>') },
      '/r2/about': { body: html('<p>About.</p>') },
    });

    const stories = await run(options([`${site.url}/news`]));
    expect(pathsOf(stories.pages).sort()).toEqual(['/2026/11/02/board-vote', '/2026/11/16/winter-lineup', '/news']);
    const siblings = await run(options([`${site.url}/r2/SpringFling`]));
    expect(pathsOf(siblings.pages).sort()).toEqual(['/r2/SpringFling', '/r2/WinterEscape']);
  });

  it("follows a start page's content buttons (a club's home page), not its menus, its shop or a button's page's buttons", async () => {
    site = await startFixtureSite({
      '/': {
        body: html(
          '<header><nav><a href="/who-we-are" class="btn">Who we are</a></nav></header><main><h2>Winter</h2><p>Indoor skills all winter.</p><div class="sqs-block-button-container"><a href="/winter-2027" class="sqs-block-button-element">Learn more</a></div><a href="/cart" class="btn">Cart</a><a href="/u12-keepers">Learn more</a></main><footer><a href="/privacy" class="button">Privacy</a></footer>',
        ),
      },
      '/winter-2027': { body: html('<main><p>Winter.</p><a href="/winter-2027/faq" class="btn">FAQ</a></main>') },
      '/u12-keepers': { body: html('<p>Keepers.</p>') },
      '/winter-2027/faq': { body: html('<p>FAQ.</p>') },
      '/who-we-are': { body: html('<p>Us.</p>') },
      '/cart': { body: html('<p>Cart.</p>') },
      '/privacy': { body: html('<p>Privacy.</p>') },
    });
    const { pages } = await run(options([`${site.url}/`]));
    expect(pathsOf(pages).sort()).toEqual(['/', '/u12-keepers', '/winter-2027']);
  });

  it('keeps at most `concurrency` pages open at once', async () => {
    let open = 0;
    let most = 0;
    const slowPage = (_request: unknown, response: ServerResponse) => {
      open += 1;
      most = Math.max(most, open);
      setTimeout(() => {
        open -= 1;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html('<p>An event</p>'));
      }, 300);
    };
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    site = await startFixtureSite({
      '/': { body: html(names.map((name) => `<a href="/events/${name}">Event ${name}</a>`).join('')) },
      ...Object.fromEntries(names.map((name) => [`/events/${name}`, slowPage])),
    });

    const { pages } = await run(options([`${site.url}/`], { concurrency: 2 }));

    expect(pages).toHaveLength(names.length + 1);
    expect(most).toBe(2);
  });

  it('gives up on a page that never finishes loading; as the only start URL it fails the crawl', async () => {
    site = await startFixtureSite({
      '/slow': { body: html('<h1>Slow</h1><script src="/never.js"></script>') },
      '/never.js': { hang: true },
    });

    const started = Date.now();
    const error = await crawlError(options([`${site.url}/slow`], { pageTimeoutMs: 2_000 }));

    expect(error.message).toBe(`${site.url}/slow: Timed out after 2 s`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('lists a page that timed out among the failures and goes on with the others', async () => {
    site = await startFixtureSite({
      '/': { body: html('<a href="/events/slow">Slow events</a><a href="/events/fast">Fast events</a>') },
      '/events/slow': { hang: true },
      '/events/fast': { body: html('<h1>Fast</h1>') },
    });

    const { report, pages } = await run(options([`${site.url}/`], { pageTimeoutMs: 2_000 }));

    expect(pathsOf(pages).sort()).toEqual(['/', '/events/fast']);
    expect(report.failures).toEqual([{ url: `${site.url}/events/slow`, reason: 'Timed out after 2 s' }]);
  });

  it('refuses start URLs it must not read: a host not allow-listed (localhost), ftp:', async () => {
    site = await startFixtureSite({ '/': { body: html('<h1>Home</h1>') } });
    const localhostUrl = `http://localhost:${site.port}/`;

    const { report, pages } = await run(options([localhostUrl, `ftp://127.0.0.1:${site.port}/events.ics`, `${site.url}/`]));

    expect(pathsOf(pages)).toEqual(['/']);
    expect(report.failures).toHaveLength(2);
    expect(report.failures).toEqual(
      expect.arrayContaining([
        { url: localhostUrl, reason: 'Refused: localhost is a loopback address' },
        { url: `ftp://127.0.0.1:${site.port}/events.ics`, reason: 'Refused: ftp is not http or https' },
      ]),
    );
    expect(asked(site)).toEqual(['/robots.txt', '/']);

    const error = await crawlError(options([localhostUrl]));
    expect(error.message).toBe(`${localhostUrl}: Refused: localhost is a loopback address`);
    expect(asked(site)).toEqual(['/robots.txt', '/']);
  });

  it('refuses a start URL that redirects to the metadata address', async () => {
    site = await startFixtureSite({
      '/start': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' }, body: '' },
    });

    const error = await crawlError(options([`${site.url}/start`]));

    expect(error.message).toBe(
      `${site.url}/start: Refused http://169.254.169.254/latest/meta-data/: 169.254.169.254 is a link-local address`,
    );
  });

  it('reads a start URL that answers text/calendar as a feed, and a start URL ending .ics without rendering it', async () => {
    site = await startFixtureSite({
      '/calendar': { headers: { 'content-type': 'text/calendar; charset=utf-8' }, body: calendar },
      '/team.ics': { headers: { 'content-type': 'text/calendar' }, body: calendar },
    });

    const { report, pages, feeds } = await run(options([`${site.url}/calendar`, `${site.url}/team.ics`]));

    expect(pages).toEqual([]);
    expect(feeds).toEqual(
      expect.arrayContaining([
        { url: `${site.url}/calendar`, text: calendar },
        { url: `${site.url}/team.ics`, text: calendar },
      ]),
    );
    expect(report).toMatchObject({ feedsRead: 2, failures: [] });
    expect(count(site.requests, '/team.ics')).toBe(1);
  });

  it("reads the PDF brochures and flyers a site links about its events (its own host only), not its other PDFs, and a PDF start URL without rendering it", async () => {
    const brochure = pdfOf([['2027 Summer Skills Camp', 'July 12-15, 2027']]);
    const sendPdf = (bytes: Buffer) => (_request: unknown, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(bytes.length) });
      response.end(bytes);
    };
    site = await startFixtureSite({
      '/': {
        body: html(`<main>
          <a href="/files/summer-camp-2027.pdf">Summer camp brochure (PDF)</a>
          <a href="/files/Winter%20Flyer.pdf">Download the flyer</a>
          <a href="/files/bylaws.pdf">Club bylaws</a>
          <a href="/files/medical-waiver.pdf">Medical waiver</a>
          <a href="http://localhost:9/files/camp-brochure.pdf">Partner's brochure</a>
        </main>`),
      },
      '/files/summer-camp-2027.pdf': sendPdf(brochure),
      // Named a PDF, answered with a web page (a site's "not found" page under a 200).
      '/files/Winter%20Flyer.pdf': { body: html('<h1>Page not found</h1>') },
      '/files/bylaws.pdf': sendPdf(pdfOf([['Bylaws']])),
      '/files/medical-waiver.pdf': sendPdf(pdfOf([['Waiver']])),
      '/flyers/fall-clinic.pdf': sendPdf(brochure),
    });
    const documents: DocumentSnapshot[] = [];

    const { report, pages } = await run(options([`${site.url}/`, `${site.url}/flyers/fall-clinic.pdf`]), { onDocument: (document) => void documents.push(document) });

    expect(pathsOf(pages)).toEqual(['/']);
    expect(documents.map((document) => new URL(document.url).pathname).sort()).toEqual(['/files/summer-camp-2027.pdf', '/flyers/fall-clinic.pdf']);
    expect(Buffer.from(documents[0].bytes).equals(brochure)).toBe(true);
    expect(report.documentsRead).toBe(2);
    expect(report.failures).toEqual([{ url: `${site.url}/files/Winter%20Flyer.pdf`, reason: 'Not a PDF document' }]);
    expect(count(asked(site), '/files/bylaws.pdf') + count(asked(site), '/files/medical-waiver.pdf')).toBe(0);
  });

  it("reads a page with its frames' content where they stand (a registration widget), their links made absolute", async () => {
    site = await startFixtureSite({
      '/tournament': {
        body: html(`<main><h1>Winter Indoor Classic</h1><p>Divisions and fees:</p><iframe src="/widget/embed?org=7" title="Registration"></iframe><p>Sponsors</p>
          <iframe src="/widget/gone"></iframe><iframe src="http://localhost:9/map"></iframe></main>`),
      },
      '/widget/embed': {
        body: html(`<table><tr><th>Division</th><th>Dates</th><th>Fee</th></tr><tr><td>U14</td><td>Jan 16-17, 2027</td><td>$450 per team</td></tr></table>
          <a href="register/u14">Register</a><script>document.title = 'widget';</script>`),
      },
    });

    const { pages } = await run(options([`${site.url}/tournament`], { followLinks: false }));

    expect(pages).toHaveLength(1);
    const page = pages[0].html;
    expect(page).toContain('<td>Jan 16-17, 2027</td>');
    expect(page).toContain(`href="${site.url}/widget/register/u14"`);
    // In its place: after the text before the frame, before the text after it; no frame, no script left.
    expect(page.indexOf('Divisions and fees:')).toBeLessThan(page.indexOf('Jan 16-17, 2027'));
    expect(page.indexOf('Jan 16-17, 2027')).toBeLessThan(page.indexOf('Sponsors'));
    expect(page).not.toMatch(/<iframe|<script>document/);
    // A frame refused (another host) or missing (404) shows an error page, which is not the site's: left out.
    expect(page.match(/<div data-crawl-frame="\d+">/g)).toHaveLength(1);
    expect(page).not.toMatch(/refused|not found/i);
  });

  it('clicks a list\'s "Load more" (not a menu\'s) and reads the cards it adds', async () => {
    const more = [{ name: 'Spring Skills Clinic', date: 'March 6, 2027' }];
    site = await startFixtureSite({
      '/events': {
        body: html(`<nav><button onclick="document.body.dataset.menu = 'op' + 'ened'">View more</button></nav>
          <main><div id="cards"><article>Winter Clinic - January 9, 2027</article></div>
          <button id="more" class="load-more">Load more events</button></main>
          <script>
            document.getElementById('more').addEventListener('click', async () => {
              const cards = await (await fetch('/data/more.json')).json();
              for (const card of cards) document.getElementById('cards').insertAdjacentHTML('beforeend', '<article>' + card.name + ' - ' + card.date + '</article>');
              document.getElementById('more').remove();
            });
          </script>`),
      },
      '/data/more.json': { headers: { 'content-type': 'application/json' }, body: JSON.stringify(more) },
    });

    const { pages } = await run(options([`${site.url}/events`], { followLinks: false }));

    expect(pages[0].html).toContain('<article>Spring Skills Clinic - March 6, 2027</article>');
    expect(pages[0].html).not.toContain('data-menu="opened"');
    expect(count(asked(site), '/data/more.json')).toBe(1);
  });

  it('disallows everything on a site whose robots.txt cannot be read', async () => {
    site = await startFixtureSite({
      '/robots.txt': { status: 503, body: 'Down' },
      '/': { body: html('<h1>Home</h1>') },
    });

    const error = await crawlError(options([`${site.url}/`]));

    expect(error.message).toBe(`${site.url}/: robots.txt could not be read`);
    expect(asked(site)).toEqual(['/robots.txt']);
  });

  it('fails the crawl with the error of a handler that throws', async () => {
    site = await startFixtureSite({ '/': { body: html('<h1>Home</h1>') } });

    const error = await crawlError(options([`${site.url}/`]), {
      onPage: () => {
        throw new Error('The store is unavailable');
      },
    });

    expect(error.message).toBe('The store is unavailable');
  });

  it('stops when the run times out or is stopped, closing the browser', async () => {
    site = await startFixtureSite({ '/': { hang: true } });

    const timedOut = await crawlError(options([`${site.url}/`], { runTimeoutMs: 1_500, pageTimeoutMs: 10_000 }));
    expect(timedOut.message).toBe('The run timed out after 1.5 s');

    const controller = new AbortController();
    setTimeout(() => controller.abort(), 1_000);
    const stopped = await crawlError(options([`${site.url}/`], { pageTimeoutMs: 10_000, signal: controller.signal }));
    expect(stopped.message).toBe('The run was stopped');
  });

  it('fails the crawl when Chromium dies under it', async () => {
    site = await startFixtureSite({ '/': { hang: true } });
    const stopWatching = watchBrowserLaunches(({ pid }) => {
      setTimeout(() => {
        if (pid !== undefined) process.kill(-pid, 'SIGKILL');
      }, 500);
    });
    try {
      const error = await crawlError(options([`${site.url}/`], { pageTimeoutMs: 10_000 }));
      expect(error.message).toBe('Chromium stopped unexpectedly (it crashed or was killed)');
    } finally {
      stopWatching();
    }
  });
});
