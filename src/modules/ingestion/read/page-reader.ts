import { Worker } from 'node:worker_threads';
import { builtWorkerScript } from '../../../platform/process/worker-script.js';
import type { MailContent } from './mail.js';
import type { DocumentSnapshot, Extraction, ExtractionSettings, FeedSnapshot, PageLog, PageReading, PageSnapshot } from './types.js';

export type ReadRequest =
  | { id: number; kind: 'page'; page: PageSnapshot; settings: ExtractionSettings }
  | { id: number; kind: 'feed'; feed: FeedSnapshot; settings: ExtractionSettings }
  | { id: number; kind: 'document'; document: DocumentSnapshot; settings: ExtractionSettings }
  | { id: number; kind: 'assemble'; readings: PageReading[]; settings: ExtractionSettings }
  | { id: number; kind: 'mail'; raw: Uint8Array };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type ReadBody = DistributiveOmit<ReadRequest, 'id'>;

export type ReadResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

/** One page's reading failed (it took too long, or threw): that page fails, the run goes on. */
export class PageReadError extends Error {
  override readonly name = 'PageReadError';
}

/** How long reading one page or feed may take before its worker is killed (real pages take milliseconds). */
export const PAGE_READ_TIMEOUT_MS = 15_000;
/** Putting a whole crawl's records together may take longer than one page. */
const ASSEMBLE_TIMEOUT_MS = 60_000;
/** The most memory a reading worker may use: a page built to exhaust it kills the worker, not the server. */
const WORKER_HEAP_MB = 256;

/**
 * Reads pages and feeds in a worker thread, one at a time, each within a time limit: a reading that runs over it or
 * throws fails with `PageReadError` (the worker is replaced), so a hostile page never blocks the server.
 */
export class PageReader {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: { id: number; resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout } | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly timeoutMs = PAGE_READ_TIMEOUT_MS) {}

  readPage(page: PageSnapshot, settings: ExtractionSettings): Promise<PageReading> {
    return this.request({ kind: 'page', page, settings }, this.timeoutMs) as Promise<PageReading>;
  }

  readFeed(feed: FeedSnapshot, settings: ExtractionSettings): Promise<PageReading> {
    return this.request({ kind: 'feed', feed, settings }, this.timeoutMs) as Promise<PageReading>;
  }

  /** A PDF an organizer links (a brochure, a flyer): its text read in the worker, then its events as a page's. */
  readDocument(document: DocumentSnapshot, settings: ExtractionSettings): Promise<PageReading> {
    return this.request({ kind: 'document', document, settings }, this.timeoutMs) as Promise<PageReading>;
  }

  /** A raw mail an organizer sent: parsed in the worker (its parts are hostile input like any page), not yet read. */
  parseMail(raw: Uint8Array): Promise<MailContent> {
    return this.request({ kind: 'mail', raw }, this.timeoutMs) as Promise<MailContent>;
  }

  assemble(readings: PageReading[], settings: ExtractionSettings): Promise<Extraction & { pages: PageLog[] }> {
    return this.request({ kind: 'assemble', readings, settings }, Math.max(ASSEMBLE_TIMEOUT_MS, this.timeoutMs)) as Promise<Extraction & { pages: PageLog[] }>;
  }

  /** Starts the worker now (it takes a second or so to load the extraction code), e.g. while Chromium launches. */
  warmUp(): void {
    this.start();
  }

  /** Ends the worker; a reading under way fails. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.fail(new PageReadError('The reader was closed'));
    await worker?.terminate();
  }

  /** One request at a time: the next waits for the one before to end, however it ends. */
  private request(body: ReadBody, timeoutMs: number): Promise<unknown> {
    const run = this.queue.then(
      () => this.send(body, timeoutMs),
      () => this.send(body, timeoutMs),
    );
    this.queue = run.catch(() => undefined);
    return run;
  }

  private send(body: ReadBody, timeoutMs: number): Promise<unknown> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new PageReadError(`Reading the ${body.kind === 'feed' || body.kind === 'document' || body.kind === 'mail' ? body.kind : 'page'} took over ${Math.round(timeoutMs / 1000)} s`));
        void this.restart();
      }, timeoutMs);
      this.pending = { id, resolve, reject, timer };
      worker.postMessage({ ...body, id } as ReadRequest);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(builtWorkerScript(import.meta.url, 'page-worker.js'), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB }, stdout: false, stderr: false });
    worker.unref();
    worker.on('message', (response: ReadResponse) => {
      const pending = this.pending;
      if (!pending || pending.id !== response.id) return;
      this.pending = null;
      clearTimeout(pending.timer);
      if (response.ok) pending.resolve(response.result);
      else pending.reject(new PageReadError(response.error));
    });
    // A worker replaced after a timeout ends later: only the current one's end fails the reading under way.
    worker.on('error', (error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(new PageReadError(`The page reader stopped: ${error.message.split('\n')[0]}`));
    });
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(new PageReadError('The page reader stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private async restart(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private fail(error: Error): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    pending.reject(error);
  }
}
