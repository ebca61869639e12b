import { createHash, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { CrawlError, type CrawlOptions } from '../fetch/types.js';
import type { ExtractionSettings } from '../read/types.js';
import { type Collection, collectInWorker } from './collect.js';
import { CrawlRequestSchema, type CrawlerMessage } from './collection-schema.js';
import type { CrawlerConfig } from './crawler-config.js';

/**
 * The crawler as a service of its own (`node dist/crawler.js`): the server sends it a crawl over HTTP and reads the
 * result back, so Chromium, the guard proxy and the page readers run in another process, in production in another
 * container, which holds none of the server's secrets, mounts no data directory and sits on no network of the
 * databases (docker-compose.yml). A renderer that broke out of Chromium's sandbox finds there only this token.
 *
 * `POST /crawls` with `Authorization: Bearer <token>` and a `CrawlRequest` as JSON answers 200 with one JSON object a
 * line (`CrawlerMessage`): progress, a sandbox notice, and last `done` with the collection or `failed` with why. The
 * server hanging up stops the crawl. `GET /health` answers 200. Anything else is a 4xx with a message.
 */

export interface CrawlerServiceOptions extends Omit<CrawlerConfig, 'logLevel'> {
  /** Tells the crawler's log what happened (one object a line). */
  log?: (level: 'info' | 'warn' | 'error', fields: Record<string, unknown>, message: string) => void;
  /** The crawl itself (tests give the worker script their own way). */
  collect?: typeof collectInWorker;
}

export interface CrawlerService {
  url: string;
  /** Ends the crawls under way (their Chromium closed) and stops listening. */
  close(): Promise<void>;
}

/** A crawl request is a few start URLs and settings: anything larger is refused before it is parsed. */
const MAX_REQUEST_BYTES = 256 * 1024;

const digest = (value: string) => createHash('sha256').update(value).digest();

function answer(response: ServerResponse, status: number, message: string): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ statusCode: status, message }));
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the bound the rest is read and dropped: the answer (413) then reaches the client.
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_REQUEST_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startCrawlerService(options: CrawlerServiceOptions): Promise<CrawlerService> {
  if (options.token.length < 32) throw new Error('The crawler token must be at least 32 characters');
  const expected = digest(options.token);
  const collect = options.collect ?? collectInWorker;
  const log = options.log ?? (() => undefined);
  const running = new Set<AbortController>();

  const authorized = (request: IncomingMessage): boolean => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/.exec(header);
    return match !== null && timingSafeEqual(digest(match[1]), expected);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/health' && request.method === 'GET') {
      answer(response, 200, 'ok');
      return;
    }
    if (path !== '/crawls') {
      answer(response, 404, 'Not found: the crawler answers POST /crawls and GET /health');
      return;
    }
    if (request.method !== 'POST') {
      answer(response, 405, 'Use POST to start a crawl');
      return;
    }
    // Read (bounded) before any answer, so a refusal reaches a client still sending rather than reset its connection.
    const body = await readBody(request);
    if (!authorized(request)) {
      answer(response, 401, 'A crawl needs the crawler token (Authorization: Bearer <CRAWLER_TOKEN>)');
      return;
    }
    if (body === null) {
      answer(response, 413, `A crawl request is at most ${MAX_REQUEST_BYTES / 1024} KB`);
      return;
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      answer(response, 415, 'Send the crawl as application/json');
      return;
    }
    let parsed;
    try {
      parsed = CrawlRequestSchema.safeParse(JSON.parse(body));
    } catch {
      answer(response, 400, 'The crawl request is not JSON');
      return;
    }
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      answer(response, 400, `The crawl request is malformed: ${issue.path.join('.') || 'body'}: ${issue.message}`);
      return;
    }
    if (running.size >= options.maxCrawls) {
      answer(response, 503, `The crawler is busy with ${running.size} crawls: try again when one ends`);
      return;
    }
    const stop = new AbortController();
    running.add(stop);
    response.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
    const send = (message: CrawlerMessage): void => {
      if (!response.writableEnded && !response.destroyed) response.write(`${JSON.stringify(message)}\n`);
    };
    // The server hung up (stopped the run, or went away): the crawl stops and its Chromium is closed.
    response.on('close', () => {
      if (!response.writableFinished) stop.abort();
    });
    const { options: crawlOptions, settings } = parsed.data;
    const started = Date.now();
    log('info', { startUrls: crawlOptions.startUrls.length, pageLimit: crawlOptions.pageLimit }, 'crawl started');
    try {
      const crawlWith: CrawlOptions = {
        ...crawlOptions,
        chromiumPath: options.chromiumPath,
        requireSandbox: options.requireSandbox || (crawlOptions.requireSandbox ?? false),
        signal: stop.signal,
      };
      // Why Chromium runs without its sandbox is said to the crawler's log and to the server, for its own log.
      const onSandbox = (reason: string): void => {
        log('warn', { reason }, 'Chromium renders scraped pages without its sandbox');
        send({ type: 'sandbox', reason });
      };
      const onProgress = (progress: { pagesVisited: number; eventsFound: number }): void => send({ type: 'progress', ...progress });
      const collection: Collection = await collect(crawlWith, settings as ExtractionSettings, onProgress, undefined, onSandbox);
      send({ type: 'done', collection });
      log('info', { ms: Date.now() - started, events: collection.events.length, pages: collection.report.pagesVisited }, 'crawl done');
    } catch (error) {
      const message =
        error instanceof CrawlError ? error.message : `The crawl failed unexpectedly: ${error instanceof Error ? error.message.split('\n')[0].slice(0, 300) : String(error)}`;
      send({ type: 'failed', message });
      log(error instanceof CrawlError ? 'info' : 'error', { ms: Date.now() - started, reason: message }, 'crawl failed');
    } finally {
      running.delete(stop);
      response.end();
    }
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log('error', { err: error instanceof Error ? error.message : String(error) }, 'crawler request failed');
      answer(response, 500, 'The crawler failed to handle the request');
    });
  });
  server.requestTimeout = 0;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The crawler has no port');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: async () => {
      for (const stop of running) stop.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
