import type { DocumentSnapshot, FeedSnapshot, PageSnapshot } from '../read/types.js';

export interface CrawlOptions {
  startUrls: readonly string[];
  /** Pages rendered at most (start URLs included; feeds count too). */
  pageLimit: number;
  /** The system Chromium (`CHROMIUM_PATH`). */
  chromiumPath: string;
  /** Host names (as written in URLs, e.g. `127.0.0.1`) allowed even though they resolve to a private or loopback address. */
  allowedPrivateHosts: readonly string[];
  /** When not empty, the only host names that may be reached at all (staging, tests); others are refused without DNS. */
  onlyHosts?: readonly string[];
  /** Refuse to render without Chromium's sandbox (production, unless allowed): the crawl fails instead. */
  requireSandbox?: boolean;
  /** Navigation timeout per page (30 s in production). */
  pageTimeoutMs: number;
  /** The whole crawl (10 minutes in production). */
  runTimeoutMs: number;
  /** Pages open at once (2). */
  concurrency: number;
  userAgent: string;
  /** Follow same-host links that look like event pages (default true). */
  followLinks?: boolean;
  signal?: AbortSignal;
}

/** What reading a page asks the crawl to do next: follow the pages its events link to (same host only). */
export type PageFollowUp = { eventPages: readonly string[] } | void;

export interface CrawlHandlers {
  onPage(page: PageSnapshot): PageFollowUp | Promise<PageFollowUp>;
  onFeed(feed: FeedSnapshot): void | Promise<void>;
  /** Given, the PDF documents an organizer links about its events (brochures, flyers) are fetched and handed here. */
  onDocument?(document: DocumentSnapshot): void | Promise<void>;
  onProgress?(progress: { pagesVisited: number }): void;
}

export interface CrawlFailure {
  url: string;
  /** One line for an admin, e.g. 'Refused: 169.254.169.254 is a link-local address', 'Timed out after 30 s', 'HTTP 404', 'Disallowed by robots.txt'. */
  reason: string;
}

export interface CrawlReport {
  /** Pages and feeds read or tried, failed ones included: what the page limit counts. */
  pagesVisited: number;
  /** Of those, the iCalendar feeds read. */
  feedsRead: number;
  /** Of those, the documents (PDF) read. */
  documentsRead?: number;
  /** Pages and feeds that could not be read; the crawl went on without them. */
  failures: CrawlFailure[];
}

/** The crawl as a whole failed: the browser could not start or crashed, the run timed out, or no start URL could be read. */
export class CrawlError extends Error {
  override readonly name = 'CrawlError';
}
