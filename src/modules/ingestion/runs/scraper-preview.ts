import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { Clock } from '../../../platform/time/clock.js';
import { type EventDetails, cleanDetails, inconsistencyOf } from '../../catalog/events/event-details.js';
import { CrawlError, type CrawlFailure } from '../fetch/types.js';
import { RefusedUrlError, checkOnlyHosts, checkUrl } from '../fetch/url-guard.js';
import type { EvidenceOf, ExtractionSettings, Rejection } from '../read/types.js';
import { type RunPage, type ScraperPreviewRequest, runWarningOf } from '../scrapers/scraper.js';
import type { Collection } from './collect.js';
import { collectorFor } from './remote-collect.js';

/**
 * An event a preview found, as the catalog would list it: its details field by field, its source key, whether the source
 * cancelled it, each value's evidence, and its doubts (none: a run would list it; some: it would be a draft).
 */
export interface PreviewEvent {
  sourceKey: string;
  cancelled: boolean;
  details: EventDetails;
  evidence: EvidenceOf;
  doubts: string[];
}

/** What a preview answers: what a run with these settings would list, reject and fail to read. Nothing is recorded. */
export interface PreviewResult {
  events: PreviewEvent[];
  rejected: Rejection[];
  pages: RunPage[];
  failures: CrawlFailure[];
  pagesVisited: number;
  /** All found and rejected, when the lists above stop short. */
  eventsFound: number;
  eventsRejected: number;
  /** As a run would end: 'No events found on 3 pages', or null. */
  warning: string | null;
  /** The crawl as a whole failed (no start URL could be read, the preview timed out): why. */
  error: string | null;
}

/** Why a preview cannot be made: the HTTP layer turns each into its status. */
export class PreviewError extends Error {
  override readonly name = 'PreviewError';
  constructor(
    readonly reason: 'busy' | 'refused' | 'stopping',
    message: string,
  ) {
    super(message);
  }
}

/** A preview answers within this (a run may take 10 minutes; an admin waits for this one). */
export const PREVIEW_TIMEOUT_MS = 90_000;
/** Each page of a preview gets at most this long to load, whatever the runs' setting. */
const PREVIEW_PAGE_TIMEOUT_MS = 20_000;
const PAGES_AT_ONCE = 2;
/** Lists an admin reads in a dialog: beyond these a preview says only how many there were. */
const EVENTS_SHOWN = 200;
const REJECTIONS_SHOWN = 100;
const PAGES_SHOWN = 100;
const DNS_TIMEOUT_MS = 10_000;

/** `work`, or a rejection with `reason` once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms: number, reason: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(reason)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Reads a site as a scraper run would (the same crawler, guards and extraction) and answers what it found, writing
 * nothing: no run is started, no event is listed. One preview at a time in this process (Chromium is heavy on a small
 * machine); a second while one is under way is refused, not queued.
 */
@Injectable()
export class ScraperPreview implements OnApplicationShutdown {
  private current: AbortController | null = null;
  private stopping = false;

  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationShutdown(): void {
    this.stopping = true;
    this.current?.abort();
  }

  /** Throws `PreviewError`: busy (another preview), refused (a start URL the guards refuse, named), stopping. */
  async preview(request: ScraperPreviewRequest, signal?: AbortSignal): Promise<PreviewResult> {
    if (this.stopping) throw new PreviewError('stopping', 'The server is stopping');
    if (this.current) throw new PreviewError('busy', 'A preview is already running: try again when it is done');
    const abort = new AbortController();
    this.current = abort;
    const onAbort = () => abort.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      await this.checkStartUrls(request.startUrls);
      return await this.collect(request, abort.signal);
    } finally {
      signal?.removeEventListener('abort', onAbort);
      this.current = null;
    }
  }

  /**
   * Refuses, before any browser starts, a start URL the crawler would refuse (a host not allowed, a private address,
   * a name DNS does not answer for within `DNS_TIMEOUT_MS`).
   */
  private async checkStartUrls(startUrls: readonly string[]): Promise<void> {
    const { allowedPrivateHosts, onlyHosts } = this.config.scrapers;
    for (const [index, url] of startUrls.entries()) {
      try {
        checkOnlyHosts(url, onlyHosts);
        await withTimeout(checkUrl(url, allowedPrivateHosts), DNS_TIMEOUT_MS, `no DNS answer within ${DNS_TIMEOUT_MS / 1000} s`);
      } catch (error) {
        const reason = error instanceof RefusedUrlError ? error.reason : `Cannot be reached (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
        throw new PreviewError('refused', `startUrls.${index}: Refused: ${reason}`);
      }
    }
  }

  private async collect(request: ScraperPreviewRequest, signal: AbortSignal): Promise<PreviewResult> {
    const extraction: ExtractionSettings = {
      strategy: request.strategy,
      selectors: request.selectors,
      organizer: request.organizer ?? new URL(request.startUrls[0]).hostname,
      today: this.clock.today(),
    };
    let collection: Collection;
    try {
      collection = await collectorFor(this.config.scrapers.crawler)(
        {
          startUrls: request.startUrls,
          pageLimit: request.pageLimit,
          chromiumPath: this.config.scrapers.chromiumPath,
          requireSandbox: this.config.scrapers.requireSandbox,
          allowedPrivateHosts: this.config.scrapers.allowedPrivateHosts,
          onlyHosts: this.config.scrapers.onlyHosts,
          pageTimeoutMs: Math.min(this.config.scrapers.pageTimeoutMs, PREVIEW_PAGE_TIMEOUT_MS),
          runTimeoutMs: PREVIEW_TIMEOUT_MS,
          concurrency: PAGES_AT_ONCE,
          userAgent: `FieldHockeyEventsBot/1.0 (+${this.config.publicUrl})`,
          signal,
        },
        extraction,
      );
    } catch (error) {
      if (!(error instanceof CrawlError)) throw error;
      this.logger.info({ startUrls: request.startUrls, reason: error.message }, 'scraper preview could not read the site');
      return { events: [], rejected: [], pages: [], failures: [], pagesVisited: 0, eventsFound: 0, eventsRejected: 0, warning: null, error: error.message };
    }
    return previewOf(collection);
  }
}

/**
 * What a run would make of a collection, without listing it: events that would not hold together in the catalog
 * (an end before the start, …) are rejected as the run's listing would reject them.
 */
export function previewOf(collection: Collection): PreviewResult {
  const events: PreviewEvent[] = [];
  const rejected: Rejection[] = [...collection.rejected];
  for (const event of collection.events) {
    const details = cleanDetails(event.details);
    const problem = inconsistencyOf(details);
    if (problem) {
      rejected.push({ url: event.details.registrationLink ?? '', name: event.details.name, reason: `${problem.field}: ${problem.message}` });
      continue;
    }
    events.push({ sourceKey: event.sourceKey, cancelled: event.cancelled, details, evidence: event.evidence, doubts: event.doubts });
  }
  const pagesVisited = collection.report.pagesVisited;
  const warning = runWarningOf({
    eventsFound: collection.events.length,
    eventsAdded: events.length,
    eventsUpdated: 0,
    eventsUnchanged: 0,
    eventsRejected: rejected.length,
    pagesVisited,
  });
  return {
    events: events.slice(0, EVENTS_SHOWN),
    rejected: rejected.slice(0, REJECTIONS_SHOWN),
    pages: collection.pages.slice(0, PAGES_SHOWN).map(({ url, kind, strategy, found, rejected: count }) => ({ url, kind, strategy, found, rejected: count })),
    failures: collection.report.failures.slice(0, PAGES_SHOWN),
    pagesVisited,
    eventsFound: events.length,
    eventsRejected: rejected.length,
    warning,
    error: null,
  };
}
