import { reportNoSandbox } from '../fetch/browser.js';
import { CrawlError, type CrawlOptions } from '../fetch/types.js';
import type { ExtractionSettings } from '../read/types.js';
import { type Collection, collectInWorker } from './collect.js';
import { type CrawlRequest, CrawlerMessageSchema } from './collection-schema.js';

/** Where the crawler runs apart (`CRAWLER_URL`) and the secret it wants (`CRAWLER_TOKEN`). */
export interface CrawlerEndpoint {
  url: string;
  token: string;
}

/** How a crawl's site is crawled and read: in a crawler of its own when one is configured, else in a worker thread. */
export type Collect = (
  options: CrawlOptions,
  settings: ExtractionSettings,
  onProgress?: (progress: { pagesVisited: number; eventsFound: number }) => void,
) => Promise<Collection>;

/**
 * The most a crawler's answer may weigh: a real crawl's result is a few megabytes (a page limit of a few hundred pages,
 * their events and logs); more is a crawler gone wrong, and is not read on.
 */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** One line of it (the `done` line carries the whole collection). */
const MAX_LINE_BYTES = MAX_ANSWER_BYTES;
/** Beyond the crawl's own time limit, how long the crawler may take to answer (closing, assembling). */
const OVERRUN_GRACE_MS = 90_000;

/** An error's first line, with its cause's (fetch says only "fetch failed"; its cause says why). */
function firstLine(value: unknown): string {
  const messageOf = (error: unknown): string | null =>
    typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : null;
  const message = messageOf(value) ?? String(value);
  const cause = typeof value === 'object' && value !== null ? messageOf((value as { cause?: unknown }).cause) : null;
  return (cause ? `${message}: ${cause}` : message).split('\n')[0].slice(0, 300);
}

/**
 * `collectInWorker`, but in the crawler at `endpoint` (`node dist/crawler.js`, in production a container of its
 * own): the request says what to crawl, the answer streams progress and ends with the collection or why the crawl
 * failed. The answer is read as untrusted bytes: bounded in size and time, each line checked against its schema, and
 * anything else fails the crawl with `CrawlError`. Stopping (`options.signal`) hangs up, which stops the crawl there.
 */
export async function collectRemotely(
  endpoint: CrawlerEndpoint,
  options: CrawlOptions,
  settings: ExtractionSettings,
  onProgress?: (progress: { pagesVisited: number; eventsFound: number }) => void,
): Promise<Collection> {
  const { signal, ...rest } = options;
  if (signal?.aborted) throw new CrawlError('The run was stopped');
  const request: CrawlRequest = { options: { ...rest, startUrls: [...rest.startUrls], allowedPrivateHosts: [...rest.allowedPrivateHosts], onlyHosts: rest.onlyHosts ? [...rest.onlyHosts] : undefined }, settings };
  const hangUp = new AbortController();
  const overrun = setTimeout(() => hangUp.abort(new CrawlError('The crawler did not answer within the crawl’s time limit')), options.runTimeoutMs + OVERRUN_GRACE_MS);
  const onAbort = (): void => hangUp.abort(new CrawlError('The run was stopped'));
  signal?.addEventListener('abort', onAbort, { once: true });
  const stopped = (): CrawlError | null => (hangUp.signal.aborted ? (hangUp.signal.reason as CrawlError) : null);
  try {
    let response: Response;
    try {
      response = await fetch(new URL('/crawls', endpoint.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${endpoint.token}` },
        body: JSON.stringify(request),
        signal: hangUp.signal,
        redirect: 'error',
      });
    } catch (error) {
      throw stopped() ?? new CrawlError(`The crawler could not be reached (${firstLine(error)})`);
    }
    if (response.status !== 200 || !response.body) {
      const said = await response.text().catch(() => '');
      let message = '';
      try {
        const parsed = JSON.parse(said) as { message?: unknown };
        if (typeof parsed.message === 'string') message = parsed.message;
      } catch {
        // Not ours: only the status is said.
      }
      throw new CrawlError(`The crawler refused the crawl (HTTP ${response.status}${message ? `: ${message.replace(/[^\x20-\x7e]/g, ' ').slice(0, 300)}` : ''})`);
    }
    const decoder = new TextDecoder('utf-8', { fatal: false });
    let received = 0;
    let pending = '';
    const reader = response.body.getReader();
    const take = (line: string): Collection | string | null => {
      if (line.trim() === '') return null;
      let message;
      try {
        message = CrawlerMessageSchema.safeParse(JSON.parse(line));
      } catch {
        throw new CrawlError('The crawler answered something that is not a crawl’s result (not JSON)');
      }
      if (!message.success) {
        const issue = message.error.issues[0];
        throw new CrawlError(`The crawler answered something that is not a crawl’s result (${issue.path.join('.')}: ${issue.message})`);
      }
      const data = message.data;
      if (data.type === 'progress') onProgress?.({ pagesVisited: data.pagesVisited, eventsFound: data.eventsFound });
      else if (data.type === 'sandbox') reportNoSandbox(data.reason);
      else if (data.type === 'failed') return data.message;
      else return data.collection as Collection;
      return null;
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        if (received > MAX_ANSWER_BYTES) throw new CrawlError(`The crawler's answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`);
        const chunk = decoder.decode(value, { stream: true });
        // Only the new text is searched for a line's end: a long line (the collection) is not scanned once per chunk.
        let newline = chunk.indexOf('\n');
        const searchedUpTo = pending.length;
        pending += chunk;
        if (newline !== -1) newline += searchedUpTo;
        while (newline !== -1) {
          const outcome = take(pending.slice(0, newline));
          pending = pending.slice(newline + 1);
          if (typeof outcome === 'string') throw new CrawlError(outcome);
          if (outcome !== null) return outcome;
          newline = pending.indexOf('\n');
        }
        if (pending.length > MAX_LINE_BYTES) throw new CrawlError('The crawler answered a line too long to be a crawl’s result');
      }
    } catch (error) {
      if (error instanceof CrawlError) throw error;
      throw stopped() ?? new CrawlError(`The crawler stopped answering (${firstLine(error)})`);
    } finally {
      void reader.cancel().catch(() => undefined);
    }
    throw stopped() ?? new CrawlError('The crawler stopped unexpectedly, before the crawl ended');
  } finally {
    clearTimeout(overrun);
    signal?.removeEventListener('abort', onAbort);
    hangUp.abort(new CrawlError('The crawl is over'));
  }
}

/** The crawl every run and preview uses: the crawler apart when `endpoint` is set, else a worker thread of the server. */
export function collectorFor(endpoint: CrawlerEndpoint | undefined): Collect {
  if (!endpoint) return (options, settings, onProgress) => collectInWorker(options, settings, onProgress);
  return (options, settings, onProgress) => collectRemotely(endpoint, options, settings, onProgress);
}
