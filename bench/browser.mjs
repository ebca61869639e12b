// The events page at catalog scale in a phone's Chromium (QUALITY.md: 5,000 events, Pro, past events on, a phone
// viewport, 4x CPU): the real server (dist/) with 5,000 events over the past two years and the coming year, a Pro
// user signed in, and the built SPA in the system Chromium at 390x844 (3x pixels, mobile) with its CPU slowed 4x.
//   - /events?period=past: cards painted after the list's data arrived, DOM nodes, keystrokes in the search box,
//     a filter change, scrolling through the list;
//   - the same list as a calendar, and /saved with 240 saved events: DOM nodes and keystrokes.
// Input to next paint is the Event Timing API's duration (an interaction's longest entry, as INP counts it);
// entries under its 16 ms threshold are not reported, so an interaction without one took less.
/* global window, document, requestAnimationFrame, MutationObserver */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';
import { closeChromium } from '../dist/modules/ingestion/fetch/browser.js';
import { ADMIN, PRO, TIME_ZONE, addDays, eventsCsv, todayIn } from './catalog-events.mjs';

const root = join(import.meta.dirname, '..');
const EVENTS = 5_000;
/** Start dates from two years ago (the oldest a Pro user sees) through 364 days from now, about 4.6 a day. */
const FIRST_DAY = -729;
const DAYS = 1_094;
const SAVED = 240;
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const SCROLL_MS = 4_000;
const SCROLL_PX_PER_FRAME = 40;
/** Typed into a search box, then deleted: each key is one interaction, the list narrowing and growing back. */
const TYPED = 'syr';
const CARD = 'article.event-card';

/** The catalog as the admin's CSV import takes it: every day of the Pro window has events, two thirds of them past. */
const catalogCsv = (today) => eventsCsv(today, (n) => addDays(today, FIRST_DAY + Math.floor((n * DAYS) / EVENTS)));

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server on a free loopback port over its own data directory, once /api/health answers 200. */
async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SCRAPERS_SCHEDULE: 'off',
      NOTIFICATIONS_SCHEDULE: 'off',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      TIME_ZONE,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health (exit code ${child.exitCode})`);
    }
    await sleep(50);
  }
  return { url, stop };
}

/** A request as the SPA makes it: the parsed body, the session cookie it set (if any) and the response. */
async function call(url, path, { method = 'GET', cookie, json, csv } = {}) {
  const headers = { 'X-Requested-With': 'fetch' };
  if (cookie) headers.Cookie = cookie;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (csv !== undefined) headers['Content-Type'] = 'text/csv';
  const response = await fetch(`${url}${path}`, { method, headers, body: json !== undefined ? JSON.stringify(json) : csv });
  const text = await response.text();
  const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
  return { status: response.status, body: text ? JSON.parse(text) : null, text, cookie: sid?.split(';')[0], response };
}

async function ok(url, path, options) {
  const answer = await call(url, path, options);
  if (answer.status < 200 || answer.status > 299) throw new Error(`${options?.method ?? 'GET'} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
}

/** Imports the catalog as the admin and makes a Pro user: that user's cookie, and the ids of the events to save. */
async function catalogWithProUser(url) {
  const today = todayIn(TIME_ZONE);
  const admin = (await ok(url, '/api/login', { method: 'POST', json: ADMIN })).cookie;
  const imported = (await ok(url, '/api/admin/events/import', { method: 'POST', cookie: admin, csv: catalogCsv(today) })).body;
  if (imported.added !== EVENTS) throw new Error(`import added ${imported.added} of ${EVENTS}: ${JSON.stringify(imported.errors.slice(0, 3))}`);
  const registered = await ok(url, '/api/register', { method: 'POST', json: { ...PRO, ageConfirmed: true } });
  await ok(url, `/api/admin/users/${registered.body.id}/access`, { method: 'POST', cookie: admin, json: { planType: 'pro' } });
  const cookie = registered.cookie;
  const past = (await ok(url, `/api/events?startDate=${addDays(today, FIRST_DAY)}&endDate=${addDays(today, -1)}`, { cookie })).body;
  const upcoming = (await ok(url, '/api/events', { cookie })).body;
  const all = [...past, ...upcoming];
  if (all.length !== EVENTS || all.some((event) => event.isLocked)) throw new Error(`the Pro user sees ${all.length} of ${EVENTS} events, or some locked`);
  const every = Math.floor(all.length / SAVED);
  return { cookie, toSave: Array.from({ length: SAVED }, (_, n) => all[n * every].id) };
}

/**
 * Saves events through POST /api/saved-events/{id} until the server's per-user write limit answers 429; with
 * `waitForLimit`, waits out each limit (Retry-After) until all are saved. Answers the ids still to save.
 */
async function saveEvents(url, cookie, ids, { waitForLimit }) {
  const left = [...ids];
  while (left.length > 0) {
    const answer = await call(url, `/api/saved-events/${left[0]}`, { method: 'POST', cookie });
    if (answer.status === 429) {
      if (!waitForLimit) break;
      await sleep((Number(answer.response.headers.get('retry-after')) || 5) * 1000 + 250);
      continue;
    }
    if (answer.status !== 200) throw new Error(`POST /api/saved-events/${left[0]}: ${answer.status} ${answer.text.slice(0, 300)}`);
    left.shift();
  }
  return left;
}

// Headless and offline, as the browser tests run it (test/e2e/support/browser.ts).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/**
 * Runs in the page before its own scripts: Event Timing and long-task entries as they come, and when the first
 * event card was inserted and the first frame after that was painted (the next frame's rAF runs once it has been).
 */
function instrument(cardSelector) {
  const bench = { events: [], firstInputs: 0, longTasks: [], firstCardAt: null, firstCardPaintedAt: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.events.push({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => (bench.firstInputs += list.getEntries().length)).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const cards = new MutationObserver(() => {
    if (!document.querySelector(cardSelector)) return;
    cards.disconnect();
    bench.firstCardAt = performance.now();
    requestAnimationFrame(() => requestAnimationFrame(() => (bench.firstCardPaintedAt = performance.now())));
  });
  cards.observe(document, { childList: true, subtree: true });
}

/** A signed-in phone tab in its own browser context, instrumented, its CPU slowed down. */
async function phonePage(browser, url, sid) {
  const context = await browser.createBrowserContext();
  const [name, value] = sid.split('=');
  await context.setCookie({ name, value, domain: new URL(url).hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.setViewport(PHONE);
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  await page.evaluateOnNewDocument(instrument, CARD);
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

/** Opens `path` and waits until its cards are on screen and nothing is loading any more. */
async function open(page, url, path) {
  await page.goto(`${url}${path}`, { waitUntil: 'load' });
  await page.waitForSelector(CARD);
  await page.waitForFunction(() => window.__bench.firstCardPaintedAt !== null && !document.querySelector('[aria-busy="true"]'));
  await page.waitForNetworkIdle({ idleTime: 500 });
}

const domNodes = (page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** Lets the page settle: two frames, then a quiet moment for Event Timing to deliver its entries. */
async function settle(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForNetworkIdle({ idleTime: 300 });
  await sleep(300);
}

/**
 * Does `act` and answers its interactions' input-to-next-paint: per interaction, its longest Event Timing entry
 * (0 when every entry stayed under the 16 ms threshold). With `statusOtherThan`, also how long until the result
 * count said something else, nothing was loading and the frame after that was painted.
 */
async function interactions(page, act, { statusOtherThan } = {}) {
  const started = await page.evaluate(() => performance.now());
  const updated =
    statusOtherThan === undefined
      ? null
      : page.evaluate(
          (before, since) =>
            new Promise((resolve) => {
              const check = () => {
                const changed = document.querySelector('[role="status"]')?.textContent !== before && !document.querySelector('[aria-busy="true"]');
                if (changed) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - since)));
                else requestAnimationFrame(check);
              };
              check();
            }),
          statusOtherThan,
          started,
        );
  await act();
  const until = await updated;
  await settle(page);
  const entries = await page.evaluate(
    (since) => window.__bench.events.filter((entry) => entry.interactionId > 0 && entry.startTime >= since),
    started,
  );
  const longest = new Map();
  for (const entry of entries) longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
  return { worst: Math.max(0, ...longest.values()), counted: longest.size, updated: until };
}

/** Types TYPED into the focused field and deletes it again, one key at a time: the worst input to next paint. */
async function keystrokes(page) {
  let worst = 0;
  const keys = [...TYPED, ...Array.from(TYPED, () => 'Backspace')];
  for (const key of keys) worst = Math.max(worst, (await interactions(page, () => page.keyboard.press(key))).worst);
  if ((await page.evaluate(() => window.__bench.firstInputs)) === 0) throw new Error('Event Timing saw no input at all: the measurement is broken');
  return { worst, keys: keys.length };
}

/** Scrolls the page down SCROLL_PX_PER_FRAME per frame for SCROLL_MS: frames per second, the longest frame and long task. */
function scroll(page) {
  return page.evaluate(
    (duration, step) =>
      new Promise((resolve) => {
        const frames = [];
        const tick = (now) => {
          frames.push(now);
          if (now - frames[0] < duration) {
            window.scrollBy(0, step);
            requestAnimationFrame(tick);
            return;
          }
          const gaps = frames.slice(1).map((time, n) => time - frames[n]);
          const longTasks = window.__bench.longTasks.filter((task) => task.startTime >= frames[0]);
          resolve({
            fps: ((frames.length - 1) * 1000) / (now - frames[0]),
            longestFrame: Math.max(...gaps),
            longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
            longTasks: longTasks.length,
            scrolled: window.scrollY,
          });
        };
        requestAnimationFrame(tick);
      }),
    SCROLL_MS,
    SCROLL_PX_PER_FRAME,
  );
}

const ms = (value) => `${Math.round(value)} ms`;
const inp = ({ worst }) => (worst === 0 ? 'under 16 ms' : ms(worst));
const nodes = (count) => `${count.toLocaleString('en-US')} elements`;

/** The list of past events: first cards, DOM size, keystrokes, a filter, scrolling. */
async function eventsList(browser, url, cookie, report) {
  const { page, problems, close } = await phonePage(browser, url, cookie);
  try {
    await open(page, url, '/events?period=past');
    const load = await page.evaluate(() => {
      const list = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/events');
      return {
        responseEnd: list?.responseEnd,
        bytes: list?.encodedBodySize,
        firstCardPaintedAt: window.__bench.firstCardPaintedAt,
        cards: document.querySelectorAll('article.event-card').length,
        count: document.querySelector('[role="status"]')?.textContent ?? '',
      };
    });
    if (load.responseEnd === undefined) throw new Error('no /api/events request in the page: the measurement is broken');
    const firstCards = load.firstCardPaintedAt - load.responseEnd;
    report(
      `/events, past events (${load.count.trim() || 'count not shown'}): first cards painted after their data's response end`,
      `${ms(firstCards)} (${ms(load.firstCardPaintedAt)} after navigation, ${(load.bytes / 1e3).toFixed(1)} kB on the wire, ${load.cards.toLocaleString('en-US')} cards in the DOM)`,
      '<= 1,000 ms',
      firstCards <= 1_000,
    );
    // The page shows the list's first screen and asks the whole list once the user reaches for more (a scroll):
    // the figures below are over the whole list.
    await page.evaluate(() => window.scrollBy(0, 1));
    await page.waitForFunction(() => !document.querySelector('.events-page__more') && !document.querySelector('[aria-busy="true"]'), { timeout: 60_000 });
    await page.waitForNetworkIdle({ idleTime: 500 });
    const whole = await page.evaluate(() => ({
      bytes: performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/events').at(-1)?.encodedBodySize ?? 0,
      count: document.querySelector('[role="status"]')?.textContent ?? '',
    }));
    report(`  the whole list, once scrolled (${whole.count.trim()})`, `${(whole.bytes / 1e6).toFixed(2)} MB on the wire`, 'informational', true);
    const count = await domNodes(page);
    report('  DOM nodes once the whole list shows', nodes(count), '<= 3,000', count <= 3_000);

    await page.focus('#events-search');
    const typed = await keystrokes(page);
    report(`  keystroke in search, input to next paint (worst of ${typed.keys})`, inp(typed), '<= 100 ms', typed.worst <= 100);

    await interactions(page, () => page.click('button[aria-controls="event-filters"]'));
    const countBefore = await page.$eval('[role="status"]', (status) => status.textContent);
    const filter = await interactions(
      page,
      () => page.click('#event-filters input[type="checkbox"]'),
      { statusOtherThan: countBefore },
    );
    report('  filter change (an event type), input to next paint', inp(filter), '<= 100 ms', filter.worst <= 100);
    report('    until the narrowed list is painted', ms(filter.updated), 'informational', true);
    const narrowed = await page.$eval('[role="status"]', (status) => status.textContent);
    await interactions(page, () => page.click('#event-filters input[type="checkbox"]'), { statusOtherThan: narrowed });

    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    const scrolling = await scroll(page);
    report(
      `  scrolling ${SCROLL_MS / 1000} s (${Math.round(scrolling.scrolled).toLocaleString('en-US')} px): frame rate`,
      `${scrolling.fps.toFixed(1)} fps average, longest frame ${ms(scrolling.longestFrame)}`,
      '~60 fps (informational)',
      true,
    );
    report(`  scrolling: longest task`, `${ms(scrolling.longestTask)} (${scrolling.longTasks} long tasks)`, 'none over 50 ms', scrolling.longestTask <= 50);
    if (problems.length > 0) throw new Error(`/events threw in the page: ${problems.join('; ')}`);
  } finally {
    await close();
  }
}

/** The same events as a calendar (the month of yesterday): DOM size and keystrokes. */
async function eventsCalendar(browser, url, cookie, report) {
  const { page, problems, close } = await phonePage(browser, url, cookie);
  try {
    await open(page, url, '/events?period=past&view=calendar');
    const cards = await page.$$eval(CARD, (found) => found.length);
    const count = await domNodes(page);
    report(`/events, past events as a calendar (${cards} cards in the DOM): DOM nodes`, nodes(count), '<= 3,000', count <= 3_000);
    await page.focus('#events-search');
    const typed = await keystrokes(page);
    report(`  keystroke in search, input to next paint (worst of ${typed.keys})`, inp(typed), '<= 100 ms', typed.worst <= 100);
    if (problems.length > 0) throw new Error(`the calendar threw in the page: ${problems.join('; ')}`);
  } finally {
    await close();
  }
}

/** /saved with SAVED events: DOM size, and keystrokes in the note editor that opens over the list. */
async function savedList(browser, url, cookie, report) {
  const { page, problems, close } = await phonePage(browser, url, cookie);
  try {
    await open(page, url, '/saved');
    const cards = await page.$$eval(CARD, (found) => found.length);
    const count = await domNodes(page);
    report(`/saved with ${SAVED} saved events (${cards} cards in the DOM): DOM nodes`, nodes(count), '<= 3,000', count <= 3_000);
    await interactions(page, () => page.click('.saved-note__action'));
    await page.waitForSelector('[role="dialog"] textarea');
    await page.focus('[role="dialog"] textarea');
    const typed = await keystrokes(page);
    report(`  keystroke in a note over the list, input to next paint (worst of ${typed.keys})`, inp(typed), '<= 100 ms', typed.worst <= 100);
    if (problems.length > 0) throw new Error(`/saved threw in the page: ${problems.join('; ')}`);
  } finally {
    await close();
  }
}

/** `npm run bench`'s browser section: its own server and Chromium, both gone when it returns. */
export async function eventsPageInBrowser({ report }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-bench-browser-'));
  const server = await startServer(dataDir);
  const userDataDir = mkdtempSync(join(tmpdir(), 'fh-bench-chromium-'));
  let browser;
  try {
    const { cookie, toSave } = await catalogWithProUser(server.url);
    // The server takes 120 writes a minute from one user: the first saves now, the rest once that minute is over.
    const unsaved = await saveEvents(server.url, cookie, toSave, { waitForLimit: false });
    browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumArgs, userDataDir });
    await eventsList(browser, server.url, cookie, report);
    await eventsCalendar(browser, server.url, cookie, report);
    await saveEvents(server.url, cookie, unsaved, { waitForLimit: true });
    const saved = (await ok(server.url, '/api/saved-events', { cookie })).body.length;
    if (saved !== SAVED) throw new Error(`the Pro user has ${saved} saved events, not ${SAVED}`);
    await savedList(browser, server.url, cookie, report);
  } finally {
    if (browser) await closeChromium(browser, userDataDir);
    rmSync(userDataDir, { recursive: true, force: true });
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
