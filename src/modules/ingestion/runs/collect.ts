import { rm } from 'node:fs/promises';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { builtWorkerScript } from '../../../platform/process/worker-script.js';
import { reportNoSandbox, watchBrowserLaunches, watchSandboxFallbacks } from '../fetch/browser.js';
import { crawl } from '../fetch/crawler.js';
import { CrawlError, type CrawlFailure, type CrawlOptions, type CrawlReport, type PageFollowUp } from '../fetch/types.js';
import { PageReader, PageReadError } from '../read/page-reader.js';
import type { Extraction, ExtractionSettings, PageLog, PageReading, Rejection, ScrapedEvent } from '../read/types.js';

export type { PageLog } from '../read/types.js';

/** What a crawl of a scraper's site gave: the events to list, what was rejected and why, and how each page was read. */
export interface Collection {
  events: ScrapedEvent[];
  rejected: Rejection[];
  pages: PageLog[];
  report: CrawlReport;
}

/** The most of a rendered page's HTML handed to the reader: real event pages are far smaller. */
export const MAX_PAGE_HTML = 1_500_000;

/**
 * Crawls a site and reads every page and feed it reaches in a worker thread (a page that takes too long to read, or
 * cannot be read, fails alone: the run goes on), then assembles the records of all of them at once: a list card and
 * the detail page it links to are one event, and page-wide facts reach each event. Throws `CrawlError` when the
 * crawl as a whole fails. Writes nothing: the runner and the preview decide what to do with it. `onReadings` is given
 * every page's reading, in the order they arrived, before they are assembled. `shared` is a reader the caller keeps
 * across crawls (a corpus read site after site loads the reader once); the crawl then neither starts nor closes it.
 */
export async function collectEvents(
  options: CrawlOptions,
  settings: ExtractionSettings,
  onProgress?: (progress: { pagesVisited: number; eventsFound: number }) => void,
  onReadings?: (readings: readonly PageReading[]) => void,
  shared?: PageReader,
): Promise<Collection> {
  const readings: PageReading[] = [];
  const readFailures: CrawlFailure[] = [];
  let recordsFound = 0;
  let pagesVisited = 0;
  const reader = shared ?? new PageReader();
  // The reader loads while the proxy and Chromium start, rather than when the first page arrives.
  reader.warmUp();
  const take = async (url: string, read: () => Promise<PageReading>): Promise<PageReading | null> => {
    try {
      const reading = await read();
      readings.push(reading);
      recordsFound += reading.records.length;
      onProgress?.({ pagesVisited, eventsFound: recordsFound });
      return reading;
    } catch (error) {
      if (!(error instanceof PageReadError)) throw error;
      readFailures.push({ url, reason: error.message });
      return null;
    }
  };
  try {
    const report = await crawl(options, {
      onPage: async (page): Promise<PageFollowUp> => {
        const html = page.html.length > MAX_PAGE_HTML ? page.html.slice(0, MAX_PAGE_HTML) : page.html;
        const reading = await take(page.url, () => reader.readPage({ url: page.url, html }, settings));
        return { eventPages: reading ? reading.records.map((record) => record.eventUrl).filter((url): url is string => url !== null) : [] };
      },
      onFeed: async (feed) => {
        await take(feed.url, () => reader.readFeed(feed, settings));
      },
      onDocument: async (document) => {
        await take(document.url, () => reader.readDocument(document, settings));
      },
      onProgress: (progress) => {
        pagesVisited = progress.pagesVisited;
        onProgress?.({ pagesVisited, eventsFound: recordsFound });
      },
    });
    onReadings?.(readings);
    let assembled;
    try {
      assembled = await reader.assemble(readings, settings);
    } catch (error) {
      if (error instanceof PageReadError) throw new CrawlError(`The events found could not be put together: ${error.message}`);
      throw error;
    }
    return { ...assembled, report: { ...report, failures: [...report.failures, ...readFailures] } };
  } finally {
    if (!shared) await reader.close();
  }
}

/** Assembles readings taken earlier (`collectEvents`'s `onReadings`) again, in a reader of its own unless one is `shared`. */
export async function assembleReadings(readings: readonly PageReading[], settings: ExtractionSettings, shared?: PageReader): Promise<Extraction & { pages: PageLog[] }> {
  const reader = shared ?? new PageReader();
  try {
    return await reader.assemble([...readings], settings);
  } finally {
    if (!shared) await reader.close();
  }
}

/** What the crawl worker is given: the crawl's options (its stop is a message) and how to read pages. */
export interface CollectRequest {
  options: Omit<CrawlOptions, 'signal'>;
  settings: ExtractionSettings;
}

/** What the crawl worker tells the server: its progress, each Chromium it launched, and how the crawl ended. */
export type CollectMessage =
  | { type: 'progress'; pagesVisited: number; eventsFound: number }
  | { type: 'browser'; pid: number | undefined; userDataDir: string }
  | { type: 'sandbox'; reason: string }
  | { type: 'done'; collection: Collection }
  | { type: 'failed'; message: string };

/** How long a stopped crawl may take to close its browser before its worker is ended. */
const STOP_GRACE_MS = 15_000;
/** Beyond the crawl's own time limit, how long its worker may go on before it is ended (closing, assembling). */
const OVERRUN_GRACE_MS = 90_000;
/** The crawl worker's heap: its pages' HTML passes through it (each cut at 1.5 MB). */
const WORKER_HEAP_MB = 512;

/**
 * `collectEvents` in a worker thread of its own: Chromium's DevTools traffic, the guard proxy and the crawl's
 * bookkeeping then never share the server's event loop, so an HTTP answer is never delayed by a site, however it
 * behaves. Whatever the worker does not handle (an uncaught exception, running out of memory, running past its time)
 * ends it: the crawl then fails with `CrawlError` and the reason, and the Chromium it launched is killed and its
 * profile removed. `script` is the worker's entry (tests give their own); `onSandbox` hears why Chromium runs without
 * its sandbox (by default the server's log, once per reason).
 */
export function collectInWorker(
  options: CrawlOptions,
  settings: ExtractionSettings,
  onProgress?: (progress: { pagesVisited: number; eventsFound: number }) => void,
  script: string = builtWorkerScript(import.meta.url, 'collect-worker.js'),
  onSandbox: (reason: string) => void = reportNoSandbox,
): Promise<Collection> {
  const { signal, ...rest } = options;
  if (signal?.aborted) return Promise.reject(new CrawlError('The run was stopped'));
  const request: CollectRequest = { options: rest, settings };
  const worker = new Worker(script, { workerData: request, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB }, stdout: false, stderr: false });
  const browsers: { pid: number | undefined; userDataDir: string }[] = [];
  let outcome: { collection: Collection } | { failure: string } | null = null;
  const timers: NodeJS.Timeout[] = [];
  const end = (reason: string): void => {
    outcome ??= { failure: reason };
    void worker.terminate();
  };
  const onAbort = (): void => {
    worker.postMessage({ type: 'stop' });
    timers.push(setTimeout(() => end('The run was stopped'), STOP_GRACE_MS));
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  timers.push(setTimeout(() => end(`The crawl did not end within its time limit`), options.runTimeoutMs + OVERRUN_GRACE_MS));

  return new Promise<Collection>((resolve, reject) => {
    worker.on('message', (message: CollectMessage) => {
      if (message.type === 'progress') onProgress?.({ pagesVisited: message.pagesVisited, eventsFound: message.eventsFound });
      else if (message.type === 'browser') browsers.push({ pid: message.pid, userDataDir: message.userDataDir });
      else if (message.type === 'sandbox') onSandbox(message.reason);
      else if (message.type === 'done') outcome ??= { collection: message.collection };
      else outcome ??= { failure: message.message };
    });
    worker.on('error', (error) => {
      outcome ??= { failure: `The crawl failed unexpectedly: ${error.message.split('\n')[0].slice(0, 300)}` };
    });
    worker.once('exit', () => {
      for (const timer of timers) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      const settled = outcome ?? { failure: 'The crawl stopped unexpectedly' };
      void cleanUp(browsers, 'failure' in settled).finally(() => {
        if ('collection' in settled) resolve(settled.collection);
        else reject(new CrawlError(settled.failure));
      });
    });
  });
}

/**
 * After a crawl worker ended: a crawl that failed may have left its Chromium behind (a worker that died cannot close
 * it), so each one it launched is killed with its process group and its profile removed. Harmless when already gone.
 */
async function cleanUp(browsers: { pid: number | undefined; userDataDir: string }[], failed: boolean): Promise<void> {
  if (!failed) return;
  for (const { pid, userDataDir } of browsers) {
    if (pid !== undefined) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    }
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
}

/** The crawl worker's work (`collect-worker.ts` calls it once its priority is lowered): one crawl, told to the server. */
export function runCollectWorker(): void {
  const request = workerData as CollectRequest;
  const post = (message: CollectMessage): void => parentPort?.postMessage(message);
  const stop = new AbortController();
  parentPort?.on('message', (message: { type: 'stop' }) => {
    if (message.type === 'stop') stop.abort();
  });
  watchBrowserLaunches(({ pid, userDataDir }) => post({ type: 'browser', pid, userDataDir }));
  watchSandboxFallbacks(({ reason }) => post({ type: 'sandbox', reason }));
  collectEvents({ ...request.options, signal: stop.signal }, request.settings, (progress) => post({ type: 'progress', ...progress }))
    .then((collection) => post({ type: 'done', collection }))
    .catch((error: unknown) => {
      const unexpected = `The crawl failed unexpectedly: ${error instanceof Error ? error.message.split('\n')[0].slice(0, 300) : String(error)}`;
      post({ type: 'failed', message: error instanceof CrawlError ? error.message : unexpected });
    })
    .finally(() => parentPort?.close());
}
