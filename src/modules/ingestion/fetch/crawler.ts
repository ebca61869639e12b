import { TimeoutError, type Frame, type HTTPRequest, type HTTPResponse, type Page } from 'puppeteer-core';
import { launchCrawlBrowser, type CrawlBrowser } from './browser.js';
import { refusedHeader, proxyErrorHeader, startGuardProxy, type GuardProxy } from './guard-proxy.js';
import { FetchFailedError, formatSeconds, guardedGet } from './guarded-fetch.js';
import { documentUrl, feedUrl, isPdfPath, isSiblingPage, looksLikeEventLink, normalizeUrl } from './links.js';
import { RobotsRules } from './robots.js';
import { CrawlError, type CrawlFailure, type CrawlHandlers, type CrawlOptions, type CrawlReport, type PageFollowUp } from './types.js';
import { checkHost, checkOnlyHosts, parseCrawlableUrl, portOf, RefusedUrlError } from './url-guard.js';

/** After `load`, how long the network must stay quiet for content that scripts add late, and how long to wait for it. */
const networkIdleMs = 500;
const networkIdleTimeoutMs = 3_000;
/** Reading the DOM and links once the page has loaded (a page busy in a script loop gives up after this). */
const snapshotTimeoutMs = 10_000;
/** Real organizers' calendars are a few hundred kilobytes; a larger feed is cut (and its last event with it). */
const maxFeedBytes = 2 * 1024 * 1024;
/** A camp's brochure or a clinic's flyer is a few hundred kilobytes to a few megabytes (its pictures); more is cut off. */
const maxDocumentBytes = 10 * 1024 * 1024;
const maxLinksPerPage = 5_000;
const maxQueued = 10_000;
/**
 * Run in every frame before its scripts: `new WebSocket(...)` throws, and `window.open(...)` opens nothing (a popup is
 * a page of its own, without this script: closed at once, it could still load and open sockets under a busy host).
 * Neither can be put back.
 */
const NO_WEBSOCKETS = `(() => {
  const refused = function WebSocket() { throw new DOMException('WebSockets are off while the page is read', 'SecurityError'); };
  for (const name of ['WebSocket', 'WebSocketStream']) {
    try { Object.defineProperty(globalThis, name, { value: refused, writable: false, configurable: false }); } catch {}
  }
  try { Object.defineProperty(globalThis, 'open', { value: function open() { return null; }, writable: false, configurable: false }); } catch {}
})();`;

/** Requests for these are aborted: the crawler reads text. */
const skippedResourceTypes = new Set(['image', 'font', 'media', 'texttrack', 'ping', 'cspviolationreport']);

/** A start URL's crawl: the hosts it may follow links on, and its own address (whose sibling pages are followed). */
type Root = { hosts: Set<string>; start: URL };
type Item = { url: URL; kind: 'page' | 'feed' | 'document'; root: Root; start: boolean };
/** `story`: the link opens a post or story of a list of them (a blog's or a paper's index), which may tell events in sentences. */
/** `button`: a button of the page's own content (not its menus), which on a start page leads to what the site offers. */
type Link = { href: string; text: string; isEventPage?: boolean; story?: boolean; button?: boolean };

/** The most story links followed from one start page: a news index's latest posts, never its whole archive. */
const maxStoriesPerStart = 12;
/** The most content buttons followed from one start page. */
const maxButtonsPerStart = 12;

/**
 * The most of a page's HTML taken from the browser. Cut in the page, not after: every character that crosses the
 * DevTools pipe is parsed and copied on the server's main thread, so a 50 MB page taken whole would block it.
 */
const maxPageChars = 1_500_000;

/** What a page's copy for the readers goes without: scripts (JSON-LD aside), styles, frames, media. */
const NOT_CONTENT = 'script:not([type="application/ld+json"]), style, noscript, template, svg, iframe, object, embed, video, audio, canvas, link:not([itemprop]):not([property])';

/**
 * The page's content as the readers need it, serialized and cut in the page: a copy of the document without its
 * scripts (JSON-LD aside), styles, frames and media, which real site builders fill with megabytes the readers never
 * look at (the rendered content they produced is in the document already).
 */
const htmlScript = `(() => {
  const root = document.documentElement.cloneNode(true);
  // A frame read with the page (see readFrames) keeps its place: its content is put there.
  for (const frame of root.querySelectorAll('iframe[data-crawl-frame]')) {
    const holder = document.createElement('div');
    holder.setAttribute('data-crawl-frame', frame.getAttribute('data-crawl-frame'));
    frame.replaceWith(holder);
  }
  for (const element of root.querySelectorAll('${NOT_CONTENT}')) element.remove();
  return ('<!doctype html>' + root.outerHTML).slice(0, ${maxPageChars});
})()`;

/**
 * The frames of a page read with it, where a user sees them: a registration platform's widget (its divisions, dates
 * and fees), an embedded calendar. At most this many (the page's own, not frames of frames), each cut.
 */
const maxFramesRead = 4;
const maxFrameChars = 300_000;
/** A frame's content, serialized like a page's, its links made absolute (they are the frame's, not the page's). */
const frameScript = `(() => {
  if (!document.body) return '';
  const body = document.body.cloneNode(true);
  for (const element of body.querySelectorAll('${NOT_CONTENT}')) element.remove();
  for (const anchor of body.querySelectorAll('a[href]')) {
    try { anchor.setAttribute('href', new URL(anchor.getAttribute('href'), document.baseURI).href); } catch {}
  }
  return body.innerHTML.slice(0, ${maxFrameChars});
})()`;

/**
 * Clicks a list's "Load more" once, when it has one of its own content (a button, or a link that leads nowhere else:
 * "Load more events", "Show more"), not a menu's: true when it clicked. Events calendars and site builders add the
 * next cards this way rather than with a page of their own.
 */
const loadMoreScript = `(() => {
  const words = /^(?:load|show|view|see)\\s+more(?:\\s+(?:events|programs|camps|clinics|sessions|posts|results|items))?\\s*(?:[+\u203a\u00bb\u2193\u2026]|\\.\\.\\.)?$/i;
  for (const element of document.querySelectorAll('button, a, [role="button"]')) {
    const text = (element.textContent || '').replace(/\\s+/g, ' ').trim();
    if (!words.test(text) || element.disabled || element.closest('nav, header, footer, [role="navigation"]')) continue;
    const href = element.tagName === 'A' ? element.getAttribute('href') || '' : '';
    if (href !== '' && !href.startsWith('#') && !/^javascript:/i.test(href)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    element.click();
    return true;
  }
  return false;
})()`;
/** The most times a list's "Load more" is clicked on one page. */
const maxLoadMoreClicks = 3;

/** Every link of the page (absolute, as the browser resolved it) with its text. */
const linksScript = `(() => {
  const found = [];
  for (const anchor of document.querySelectorAll('a[href], area[href]')) {
    if (found.length >= ${maxLinksPerPage}) break;
    const href = String(anchor.href);
    const text = (anchor.textContent || anchor.getAttribute('alt') || '').replace(/\\s+/g, ' ').trim().slice(0, 200);
    // A post's title or its "Read more", also where the theme marks no article: its address names a news item.
    const newsPath = /\\/(?:news|news_article|blog|posts?|stories|story|articles?|press)(?:[\\/_-]|$)/i.test(anchor.pathname || '');
    const moreText = /^(?:read more|continue reading|full story|read the full story)\\b/i.test(text);
    const story = (anchor.rel || '').split(/\\s+/).includes('bookmark') || anchor.closest('article h1, article h2, article h3, article h4, .entry-title, .post-title, .news-title') !== null || (moreText && anchor.closest('article, .post, .news-item, .entry') !== null) || (newsPath && (moreText || anchor.closest('h1, h2, h3, h4, h5') !== null));
    // A button in the page's own content ("Learn more", a site builder's button block), not its menus: a club's
    // home page leads to its programs this way, whatever their addresses say.
    const button = !story && anchor.closest('nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"]') === null && (anchor.getAttribute('role') === 'button' || /(?:^|[\\s_-])(?:btn|button|cta)(?:$|[\\s_-])/i.test(String(anchor.className) + ' ' + String(anchor.parentElement ? anchor.parentElement.className : '')) || /^(?:learn more|more info(?:rmation)?|details|view details|find out more|see details)$/i.test(text));
    found.push(story ? { href, text, story } : button ? { href, text, button } : { href, text });
  }
  return found;
})()`;

/** Where a button leads that holds no event: a cart, an account, a shop, a donation, a contact form. */
const SITE_CHORE = /\/(?:cart|checkout|account|login|sign-?in|donate|donation|shop|store|contact|search|privacy|terms|subscribe|newsletter)(?:[/.?#]|$)/i;

/** Handler errors end the crawl: they are carried to the top wrapped in this, to be told from a page's own failure. */
class HandlerFailed extends Error {
  constructor(readonly original: unknown) {
    super('A crawl handler failed');
  }
}

function firstLine(text: string): string {
  return text.split('\n')[0].trim();
}

function describeRunTimeout(ms: number): string {
  const minutes = ms / 60_000;
  if (Number.isInteger(minutes)) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return formatSeconds(ms);
}

/** 'Refused: reason' when the URL refused is the one being read, else 'Refused <url>: reason' (a redirect, a frame). */
function refusalReason(itemUrl: string, error: RefusedUrlError): string {
  return error.url === itemUrl ? `Refused: ${error.reason}` : error.message;
}

/** Refusal checks for the whole crawl: one DNS answer per host name, shared by pages and request interception. */
class Guard {
  private readonly hosts = new Map<string, Promise<string | null>>();

  constructor(
    private readonly allowedPrivateHosts: readonly string[],
    private readonly onlyHosts: readonly string[] = [],
  ) {}

  /** The RefusedUrlError `url` gets, or null when it may be requested. */
  async refusal(url: string): Promise<RefusedUrlError | null> {
    let parsed: URL;
    try {
      parsed = parseCrawlableUrl(url);
      checkOnlyHosts(url, this.onlyHosts);
    } catch (error) {
      if (error instanceof RefusedUrlError) return error;
      throw error;
    }
    // A host's verdict is its port's too: an allow-list may give a private host one port only.
    const key = `${parsed.hostname}:${portOf(parsed)}`;
    let verdict = this.hosts.get(key);
    if (!verdict) {
      verdict = checkHost(url, parsed.hostname, this.allowedPrivateHosts, undefined, portOf(parsed)).then(
        () => null,
        (error: unknown) => (error instanceof RefusedUrlError ? error.reason : firstLine(String(error))),
      );
      this.hosts.set(key, verdict);
    }
    const reason = await verdict;
    return reason === null ? null : new RefusedUrlError(url, reason);
  }
}

/**
 * Crawls from `options.startUrls` with one headless Chromium behind a guard proxy: renders pages (JavaScript run,
 * images/fonts/media skipped), follows same-host links that look like event pages breadth first, reads iCalendar feeds
 * from Node, honours robots.txt, and never lets a request reach a refused address. Pages and feeds that cannot be read
 * are listed in the report; the crawl as a whole fails (CrawlError) when the browser cannot start or dies, the run times
 * out or is stopped, a handler throws, or no start URL could be read. Chromium, its profile and the proxy are always
 * gone when this returns or throws.
 */
export async function crawl(options: CrawlOptions, handlers: CrawlHandlers): Promise<CrawlReport> {
  if (options.startUrls.length === 0) throw new CrawlError('No start URL to crawl');
  if (options.signal?.aborted) throw new CrawlError('The run was stopped');

  const stop = new AbortController();
  let stopError: CrawlError | undefined;
  let rejectStopped: (error: CrawlError) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    rejectStopped = reject;
  });
  stopped.catch(() => undefined);
  const fail = (error: CrawlError): void => {
    if (stopError) return;
    stopError = error;
    stop.abort(error);
    rejectStopped(error);
  };
  const runTimer = setTimeout(
    () => fail(new CrawlError(`The run timed out after ${describeRunTimeout(options.runTimeoutMs)}`)),
    options.runTimeoutMs,
  );
  const onAbort = (): void => fail(new CrawlError('The run was stopped'));
  options.signal?.addEventListener('abort', onAbort, { once: true });

  let over = false;
  let proxy: GuardProxy | undefined;
  let session: CrawlBrowser | undefined;
  let work: Promise<void> | undefined;
  const proxyRefusals = new Map<string, string>();
  const proxyErrors = new Map<string, string>();
  try {
    proxy = await startGuardProxy({
      allowedPrivateHosts: options.allowedPrivateHosts,
      onlyPermitted: true,
      connectTimeoutMs: options.pageTimeoutMs,
      onRefused: ({ host, port, reason }) => proxyRefusals.set(`${host}:${port}`, reason),
      onFailed: ({ host, port, reason }) => proxyErrors.set(`${host}:${port}`, reason),
    });
    try {
      // Not raced with a stop: a stop during the launch waits for it (a second or so) so the browser is always closed.
      session = await launchCrawlBrowser({
        chromiumPath: options.chromiumPath,
        requireSandbox: options.requireSandbox ?? false,
        proxyUrl: proxy.url,
        protocolTimeoutMs: Math.max(options.pageTimeoutMs, 10_000) + snapshotTimeoutMs,
      });
    } catch (error) {
      throw new CrawlError(`Chromium could not start: ${firstLine(error instanceof Error ? error.message : String(error))}`, {
        cause: error,
      });
    }
    if (stopError) throw stopError;
    session.browser.on('disconnected', () => {
      if (!over) fail(new CrawlError('Chromium stopped unexpectedly (it crashed or was killed)'));
    });

    const crawler = new Crawler(options, handlers, session, proxy, stop.signal, proxyRefusals, proxyErrors);
    work = crawler.run();
    try {
      await Promise.race([work, stopped]);
    } catch (error) {
      if (error instanceof HandlerFailed) {
        const original = error.original;
        fail(new CrawlError(firstLine(original instanceof Error ? original.message : String(original)), { cause: original }));
      } else if (!(error instanceof CrawlError)) {
        fail(new CrawlError(`The crawl failed: ${firstLine(error instanceof Error ? error.message : String(error))}`, { cause: error }));
      }
      throw stopError;
    }
    if (stopError) throw stopError;
    return crawler.finish();
  } catch (error) {
    if (error instanceof CrawlError) throw error;
    throw new CrawlError(`The crawl failed: ${firstLine(error instanceof Error ? error.message : String(error))}`, { cause: error });
  } finally {
    over = true;
    clearTimeout(runTimer);
    options.signal?.removeEventListener('abort', onAbort);
    if (!stop.signal.aborted) stop.abort(new CrawlError('The crawl is over'));
    await session?.close();
    await proxy?.close();
    // Closing the browser ends whatever pages were still open: wait for the workers to notice (bounded).
    if (work) await settleWithin(work, 5_000);
  }
}

async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * The content of the page's own frames (`maxFramesRead` at most), by the mark each frame's element is given, so
 * that `htmlScript` keeps their places. A frame that does not answer in time, or is gone, is left out.
 */
async function readFrames(page: Page, failed: ReadonlySet<Frame>): Promise<Map<string, string>> {
  const contents = new Map<string, string>();
  const frames = page
    .mainFrame()
    .childFrames()
    .filter((frame) => /^https?:/i.test(frame.url()) && !failed.has(frame))
    .slice(0, maxFramesRead);
  for (const [index, frame] of frames.entries()) {
    try {
      const element = await frame.frameElement();
      if (!element) continue;
      await element.evaluate((node: { setAttribute(name: string, value: string): void }, mark: string) => node.setAttribute('data-crawl-frame', mark), String(index));
      const taken: unknown = await withTimeout(frame.evaluate(frameScript), 3_000);
      if (typeof taken === 'string' && taken.trim() !== '') contents.set(String(index), taken.slice(0, maxFrameChars));
    } catch {
      // Detached or navigating: the page is read without it.
    }
  }
  return contents;
}

/** The page's HTML with each frame's content where the frame was (`readFrames`, `htmlScript`). */
function withFrames(html: string, frames: ReadonlyMap<string, string>): string {
  if (frames.size === 0) return html;
  return html.replace(/<div data-crawl-frame="(\d+)"><\/div>/g, (_whole, mark: string) => {
    const content = frames.get(mark);
    return content === undefined ? '' : `<div data-crawl-frame="${mark}">${content}</div>`;
  });
}

class Crawler {
  private readonly queue: Item[] = [];
  private readonly seen = new Set<string>();
  private readonly failures: CrawlFailure[] = [];
  private readonly startFailures = new Map<string, string>();
  private readonly guard: Guard;
  private readonly robots: RobotsRules;
  private readonly firstStartUrl: string;
  /** The first start URL as the crawler keys it (normalized), to find its failure. */
  private firstStartKey: string | undefined;
  /** Pages and feeds started (the page limit counts these) and finished (what progress reports). */
  private attempted = 0;
  private visited = 0;
  private feedsRead = 0;
  private documentsRead = 0;
  private startsRead = 0;
  private active = 0;
  private wake: (() => void) | undefined;

  constructor(
    private readonly options: CrawlOptions,
    private readonly handlers: CrawlHandlers,
    private readonly session: CrawlBrowser,
    private readonly proxy: GuardProxy,
    private readonly signal: AbortSignal,
    private readonly proxyRefusals: ReadonlyMap<string, string>,
    private readonly proxyErrors: ReadonlyMap<string, string>,
  ) {
    this.guard = new Guard(options.allowedPrivateHosts, options.onlyHosts);
    this.robots = new RobotsRules({
      userAgent: options.userAgent,
      allowedPrivateHosts: options.allowedPrivateHosts,
      onlyHosts: options.onlyHosts,
      timeoutMs: Math.min(options.pageTimeoutMs, 30_000),
      signal,
    });
    signal.addEventListener('abort', () => this.notify(), { once: true });
    this.firstStartUrl = options.startUrls[0];
    for (const start of options.startUrls) {
      const url = normalizeUrl(start.trim());
      if (!url) {
        this.fail(start, 'Refused: not a valid URL', true);
        continue;
      }
      const feed = feedUrl(url);
      const document = this.handlers.onDocument && isPdfPath(url) ? url : null;
      const item: Item = { url: feed ?? url, kind: feed ? 'feed' : document ? 'document' : 'page', root: { hosts: new Set([url.hostname]), start: url }, start: true };
      this.firstStartKey ??= item.url.href;
      this.enqueue(item);
    }
    this.firstStartKey ??= this.firstStartUrl;
  }

  async run(): Promise<void> {
    const workers = Array.from({ length: Math.max(1, this.options.concurrency) }, () => this.worker());
    await Promise.all(workers);
  }

  finish(): CrawlReport {
    if (this.startsRead === 0) {
      const reason = this.startFailures.get(this.firstStartKey ?? this.firstStartUrl) ?? this.startFailures.values().next().value ?? 'Nothing could be read';
      throw new CrawlError(`${this.firstStartUrl}: ${reason}`);
    }
    return { pagesVisited: this.visited, feedsRead: this.feedsRead, ...(this.documentsRead > 0 ? { documentsRead: this.documentsRead } : {}), failures: this.failures };
  }

  private enqueue(item: Item): void {
    const key = item.url.href;
    if (this.seen.has(key) || this.seen.size >= maxQueued) return;
    this.seen.add(key);
    this.queue.push(item);
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private async worker(): Promise<void> {
    while (!this.signal.aborted) {
      const item = this.queue.shift();
      if (!item) {
        if (this.active === 0) {
          this.notify();
          return;
        }
        await new Promise<void>((resolve) => {
          const previous = this.wake;
          this.wake = () => {
            previous?.();
            resolve();
          };
        });
        continue;
      }
      this.active += 1;
      try {
        await this.visit(item);
      } finally {
        this.active -= 1;
        this.notify();
      }
    }
  }

  private fail(url: string, reason: string, start: boolean): void {
    if (this.signal.aborted) return;
    this.failures.push({ url, reason });
    if (start && !this.startFailures.has(url)) this.startFailures.set(url, reason);
  }

  private async visit(item: Item): Promise<void> {
    if (this.attempted >= this.options.pageLimit) return;
    const url = item.url.href;
    const refusal = await this.guard.refusal(url);
    if (refusal) return this.fail(url, refusalReason(url, refusal), item.start);
    const verdict = await this.robots.check(item.url);
    if (!verdict.allowed) return this.fail(url, verdict.reason, item.start);
    if (this.signal.aborted || this.attempted >= this.options.pageLimit) return;
    this.attempted += 1;
    if (item.kind === 'feed') await this.readFeed(item, url);
    else if (item.kind === 'document') await this.readDocument(item, url);
    else await this.renderPage(item);
    this.visited += 1;
    if (!this.signal.aborted) this.callHandler(() => this.handlers.onProgress?.({ pagesVisited: this.visited }));
  }

  private callHandler(call: () => void): void {
    try {
      call();
    } catch (error) {
      throw new HandlerFailed(error);
    }
  }

  private async deliver(call: () => PageFollowUp | Promise<PageFollowUp>): Promise<PageFollowUp> {
    if (this.signal.aborted) return;
    try {
      return await call();
    } catch (error) {
      throw new HandlerFailed(error);
    }
  }

  private async readFeed(item: Item, url: string): Promise<void> {
    let response;
    try {
      response = await guardedGet(url, {
        allowedPrivateHosts: this.options.allowedPrivateHosts,
        onlyHosts: this.options.onlyHosts,
        timeoutMs: this.options.pageTimeoutMs,
        maxBytes: maxFeedBytes,
        userAgent: this.options.userAgent,
        signal: this.signal,
        accept: 'text/calendar, */*;q=0.5',
      });
    } catch (error) {
      if (error instanceof RefusedUrlError) return this.fail(url, refusalReason(url, error), item.start);
      return this.fail(url, error instanceof FetchFailedError ? error.message : firstLine(String(error)), item.start);
    }
    if (response.status >= 400) return this.fail(url, `HTTP ${response.status}`, item.start);
    if (!/BEGIN:VCALENDAR/i.test(response.text.slice(0, 4096))) return this.fail(url, 'Not an iCalendar feed', item.start);
    this.seen.add(response.url);
    this.feedsRead += 1;
    if (item.start) this.startsRead += 1;
    await this.deliver(() => this.handlers.onFeed({ url: response.url, text: response.text }));
  }

  /** A PDF an organizer links (a brochure, a flyer), fetched from Node like a feed and handed to the reader as bytes. */
  private async readDocument(item: Item, url: string): Promise<void> {
    let response;
    try {
      response = await guardedGet(url, {
        allowedPrivateHosts: this.options.allowedPrivateHosts,
        onlyHosts: this.options.onlyHosts,
        timeoutMs: this.options.pageTimeoutMs,
        maxBytes: maxDocumentBytes,
        userAgent: this.options.userAgent,
        signal: this.signal,
        accept: 'application/pdf, */*;q=0.5',
      });
    } catch (error) {
      if (error instanceof RefusedUrlError) return this.fail(url, refusalReason(url, error), item.start);
      return this.fail(url, error instanceof FetchFailedError ? error.message : firstLine(String(error)), item.start);
    }
    if (response.status >= 400) return this.fail(url, `HTTP ${response.status}`, item.start);
    // What the file is, not what its name or header says: a PDF starts with its signature (within its first kilobyte).
    if (!response.body.subarray(0, 1024).includes('%PDF-')) return this.fail(url, 'Not a PDF document', item.start);
    this.seen.add(response.url);
    this.documentsRead += 1;
    if (item.start) this.startsRead += 1;
    const onDocument = this.handlers.onDocument;
    if (onDocument) await this.deliver(() => onDocument({ url: response.url, bytes: new Uint8Array(response.body) }));
  }

  private async renderPage(item: Item): Promise<void> {
    const url = item.url.href;
    let page: Page | undefined;
    const state = {
      navigating: true,
      navigationRefusal: undefined as RefusedUrlError | undefined,
      lastNavigationUrl: url,
      calendar: false,
    };
    try {
      page = await this.session.browser.newPage();
      const opened = page;
      await opened.setBypassServiceWorker(true);
      await opened.setUserAgent({ userAgent: this.options.userAgent });
      await opened.setRequestInterception(true);
      // A page reads as text: it gets no WebSockets (request interception never sees them, and a socket to a host the
      // page came from would pass the proxy), in any of its frames, before any of its scripts runs.
      await opened.evaluateOnNewDocument(NO_WEBSOCKETS);
      opened.on('request', (request) => void this.intercept(opened, request, state));
      // A page opened by this one (window.open, target=_blank) is not read, and is given no time to load anything.
      opened.on('popup', (popup) => void popup?.close().catch(() => undefined));
      // alert(), confirm(), prompt() and "leave this page?" would hold the page (and its load event) until answered.
      opened.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
      // Frames whose page was refused or failed: what they show is an error, not the site's.
      const failedFrames = new Set<Frame>();
      opened.on('response', (response: HTTPResponse) => {
        const request = response.request();
        if (request.isNavigationRequest() && request.frame() === opened.mainFrame()) {
          state.calendar = /^text\/calendar\b/i.test(response.headers()['content-type'] ?? '');
        } else if (request.isNavigationRequest() && response.status() >= 400) {
          const frame = request.frame();
          if (frame) failedFrames.add(frame);
        }
      });
      opened.on('requestfailed', (request: HTTPRequest) => {
        const frame = request.frame();
        if (request.isNavigationRequest() && frame && frame !== opened.mainFrame()) failedFrames.add(frame);
      });

      let response: HTTPResponse | null;
      try {
        response = await opened.goto(url, { waitUntil: 'load', timeout: this.options.pageTimeoutMs });
      } catch (error) {
        state.navigating = false;
        if (state.calendar) return await this.readFeed({ ...item, kind: 'feed' }, url);
        return this.fail(url, this.navigationFailure(url, error, state), item.start);
      }
      state.navigating = false;
      if (state.calendar) return await this.readFeed({ ...item, kind: 'feed' }, url);
      if (response && response.status() >= 400) {
        const refused = response.headers()[refusedHeader];
        if (refused !== undefined && response.status() === 403) {
          return this.fail(url, refusalReason(url, new RefusedUrlError(response.url(), refused)), item.start);
        }
        const proxyError = response.headers()[proxyErrorHeader];
        if (proxyError !== undefined && response.status() === 502) return this.fail(url, `Could not connect (${proxyError})`, item.start);
        return this.fail(url, `HTTP ${response.status()}`, item.start);
      }

      await opened.waitForNetworkIdle({ idleTime: networkIdleMs, timeout: networkIdleTimeoutMs }).catch(() => undefined);
      await this.loadMore(opened);
      const snapshot = await withTimeout(
        (async () => {
          const frames = await readFrames(opened, failedFrames);
          const taken: unknown = await opened.evaluate(htmlScript);
          // The page's own scripts can replace what the serializer returns: only a string, and no longer than asked.
          const html = typeof taken === 'string' ? withFrames(taken, frames).slice(0, maxPageChars) : '';
          // A string, run in the page: the server's TypeScript has no DOM types.
          const links = (await opened.evaluate(linksScript)) as Link[];
          return { url: opened.url(), html, links };
        })(),
        snapshotTimeoutMs,
      );
      if (!snapshot) return this.fail(url, `Timed out reading the page after ${formatSeconds(snapshotTimeoutMs)}`, item.start);

      const finalUrl = normalizeUrl(snapshot.url) ?? item.url;
      this.seen.add(finalUrl.href);
      if (item.start) {
        item.root.hosts.add(finalUrl.hostname);
        this.startsRead += 1;
      }
      const followUp = await this.deliver(() => this.handlers.onPage({ url: snapshot.url, html: snapshot.html }));
      // Pages the reader found events linking to (a card's "View event") are followed whatever their address says.
      const eventPages = (followUp?.eventPages ?? []).map((href) => ({ href, text: '', isEventPage: true }));
      this.discover([...eventPages, ...snapshot.links], snapshot.url, item.root, item.start);
    } catch (error) {
      if (error instanceof HandlerFailed || this.signal.aborted) throw error;
      return this.fail(url, this.navigationFailure(url, error, state), item.start);
    } finally {
      if (page) await withTimeout(page.close().catch(() => undefined), 5_000);
    }
  }

  /** Clicks the page's "Load more" (`loadMoreScript`) a few times, each time waiting for what it fetches. */
  private async loadMore(page: Page): Promise<void> {
    const at = page.url();
    for (let clicks = 0; clicks < maxLoadMoreClicks && !this.signal.aborted; clicks += 1) {
      const clicked = await withTimeout(page.evaluate(loadMoreScript).then((value: unknown) => value === true), 2_000);
      if (!clicked) return;
      await page.waitForNetworkIdle({ idleTime: networkIdleMs, timeout: networkIdleTimeoutMs }).catch(() => undefined);
      // A "Load more" that led to another page has done its work: that page is what is read.
      if (page.url() !== at) return;
    }
  }

  private discover(links: readonly Link[], pageUrl: string, root: Root, fromStart = false): void {
    let stories = 0;
    let buttons = 0;
    for (const link of links) {
      const url = normalizeUrl(link.href, pageUrl);
      if (!url) continue;
      const feed = feedUrl(url);
      if (feed) {
        this.enqueue({ url: feed, kind: 'feed', root, start: false });
        continue;
      }
      if (this.options.followLinks === false) continue;
      if (!root.hosts.has(url.hostname)) continue;
      // The organizer's own brochures and flyers (its host only, like the pages it links).
      // A PDF the reader found an event linking to (a card's "Brochure") is read whatever its name.
      const document = !this.handlers.onDocument ? null : link.isEventPage && isPdfPath(url) ? url : documentUrl(url, link.text);
      if (document) {
        this.enqueue({ url: document, kind: 'document', root, start: false });
        continue;
      }
      // A start page's latest stories (a news index, a blog) are read too: they tell events in sentences.
      const story = fromStart && link.story === true && stories < maxStoriesPerStart;
      // A start page's content buttons too ("Learn more" under a program's blurb), a handful.
      const button = fromStart && link.button === true && buttons < maxButtonsPerStart && !SITE_CHORE.test(url.pathname);
      if (!link.isEventPage && !looksLikeEventLink(url, link.text) && !isSiblingPage(url, root.start) && !story && !button) continue;
      if (story && !looksLikeEventLink(url, link.text)) stories += 1;
      if (button && !looksLikeEventLink(url, link.text)) buttons += 1;
      this.enqueue({ url, kind: 'page', root, start: false });
    }
  }

  private navigationFailure(
    url: string,
    error: unknown,
    state: { navigationRefusal: RefusedUrlError | undefined; lastNavigationUrl: string },
  ): string {
    if (error instanceof TimeoutError) return `Timed out after ${formatSeconds(this.options.pageTimeoutMs)}`;
    if (state.navigationRefusal) return refusalReason(url, state.navigationRefusal);
    const message = firstLine(error instanceof Error ? error.message : String(error));
    const netError = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
    if (netError === 'ERR_TUNNEL_CONNECTION_FAILED' || netError === 'ERR_PROXY_CONNECTION_FAILED' || netError === 'ERR_EMPTY_RESPONSE') {
      const target = new URL(state.lastNavigationUrl);
      const key = `${target.hostname.replace(/^\[|\]$/g, '')}:${target.port || (target.protocol === 'https:' ? 443 : 80)}`;
      const refused = this.proxyRefusals.get(key);
      if (refused) return refusalReason(url, new RefusedUrlError(state.lastNavigationUrl, refused));
      const failed = this.proxyErrors.get(key);
      if (failed) return `Could not connect (${failed})`;
    }
    if (/crash/i.test(message)) return 'The page crashed';
    return netError ? `Could not load the page (${netError})` : message;
  }

  /** Request interception: skip images/fonts/media, refuse what the guard refuses, let the proxy reach the rest. */
  private async intercept(
    page: Page,
    request: HTTPRequest,
    state: { navigating: boolean; navigationRefusal: RefusedUrlError | undefined; lastNavigationUrl: string },
  ): Promise<void> {
    try {
      if (request.isInterceptResolutionHandled()) return;
      const url = request.url();
      if (skippedResourceTypes.has(request.resourceType())) return await request.abort('blockedbyclient');
      if (url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return await request.continue();
      const mainNavigation = request.isNavigationRequest() && (request.frame() === null || request.frame() === page.mainFrame());
      const refusal = await this.guard.refusal(url);
      if (refusal) {
        if (mainNavigation && state.navigating) state.navigationRefusal ??= refusal;
        return await request.abort('accessdenied');
      }
      if (mainNavigation && state.navigating) state.lastNavigationUrl = url;
      this.proxy.permit(new URL(url));
      await request.continue();
    } catch {
      // The page closed or the request was already handled.
    }
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
