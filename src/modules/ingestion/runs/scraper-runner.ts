import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { type CommandContext, SYSTEM_ACTOR } from '../../../platform/eventsourcing/command-context.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { Metrics } from '../../../platform/metrics/metrics.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { Clock } from '../../../platform/time/clock.js';
import { CrawlError } from '../fetch/types.js';
import type { ExtractionSettings } from '../read/types.js';
import { RunRecorder } from '../record/run-recorder.js';
import { ScrapersQuery } from '../read-models/scrapers-read-model.js';
import type { Collection } from './collect.js';
import { collectorFor } from './remote-collect.js';
import { ScraperCommands } from '../scrapers/scraper-commands.js';
import {
  LISTINGS_KEPT,
  PAGES_KEPT,
  type RunCounts,
  type RunListing,
  type RunNote,
  type RunPage,
  type RunTrigger,
  ScraperCommandError,
  type ScraperSettings,
  runWarningOf,
  shortfallOf,
} from '../scrapers/scraper.js';

/** What a run under way has done so far: the Scrapers tab's progress bar. Kept in memory, never recorded. */
export interface RunProgress {
  runId: string;
  startedAt: Date;
  pagesVisited: number;
  pageLimit: number;
  eventsFound: number;
}

export type RunResult =
  // `warning`: the run completed but listed nothing ('No events found on 3 pages'); its log's status is 'warning'.
  | ({ status: 'success'; runId: string; warning: string | null } & RunCounts)
  | { status: 'failure'; runId: string; errorMessage: string; eventsFound: number; pagesVisited: number };

/** The whole run's bound (the 10 minutes), and the notes a log keeps of rejections and unreadable pages. */
export const RUN_TIMEOUT_MS = 10 * 60_000;
const PAGES_AT_ONCE = 2;
const NOTES_KEPT = 20;

/** What a run's log keeps beside its counts: some rejections and unreadable pages, and how the first pages were read. */
interface RunNotes {
  rejections: RunNote[];
  pageFailures: RunNote[];
  pages: RunPage[];
  /** A good read: the upcoming events this scraper had listed and did not find. */
  missing?: string[];
  /** The events listed, each value with its evidence. */
  listings?: RunListing[];
}
const NO_NOTES: RunNotes = { rejections: [], pageFailures: [], pages: [] };

/**
 * Runs scrapers: render and read the source (crawler + extraction), then hand what it found to the record room
 * (`RunRecorder`), which brings the catalog up to date through the catalog's own commands. A scraper runs once at a
 * time (in this process, and its stream refuses a second `ScraperRunStarted`); a run that finds far fewer events than
 * the last successful one changes nothing.
 */
@Injectable()
export class ScraperRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly running = new Map<string, { progress: RunProgress | null; abort: AbortController; done: Promise<unknown> }>();
  private readonly queued = new Set<string>();
  private stopping = false;

  constructor(
    private readonly scrapers: ScraperCommands,
    private readonly query: ScrapersQuery,
    private readonly recorder: RunRecorder,
    private readonly projections: ProjectionRunner,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: Metrics,
  ) {}

  /** A run the server did not live to finish (a crash, a restart) is recorded as failed, so the scraper can run again. */
  async onApplicationBootstrap(): Promise<void> {
    let last: string | null = null;
    for (const scraper of await this.query.list()) {
      if (scraper.runningRunId === null || this.running.has(scraper._id)) continue;
      const runId = scraper.runningRunId;
      const context: CommandContext = { correlationId: runId, causationId: runId, actorId: SYSTEM_ACTOR };
      const failed = {
        type: 'ScraperRunFailed' as const,
        data: { scraperId: scraper._id, runId, errorMessage: 'The server stopped during the run', eventsFound: 0, pagesVisited: 0, occurredAt: new Date().toISOString() },
      };
      last = latestPosition(last, await this.scrapers.finishRun(scraper._id, runId, failed, context).catch(() => null));
    }
    if (last) await this.projections.whenProcessed(last);
  }

  /** Stops runs under way (each ends as failed) and waits for them, so nothing is appended after the stores close. */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.queued.clear();
    const runs = [...this.running.values()];
    for (const run of runs) run.abort.abort();
    await Promise.allSettled(runs.map((run) => run.done));
  }

  progressOf(scraperId: string): RunProgress | null {
    return this.running.get(scraperId)?.progress ?? null;
  }

  isRunning(scraperId: string): boolean {
    return this.running.has(scraperId);
  }

  /**
   * Runs one scraper to its end. Throws `ScraperCommandError` when it is unknown or already running; a run
   * that fails (an unreachable site, a timeout, a shortfall) resolves with `status: 'failure'` and its reason.
   */
  run(scraperId: string, trigger: RunTrigger, actorId: string): Promise<RunResult> {
    if (this.stopping) return Promise.reject(new ScraperCommandError('running', 'The server is stopping'));
    if (this.running.has(scraperId)) return Promise.reject(new ScraperCommandError('running', 'This scraper is already running'));
    const abort = new AbortController();
    const entry: { progress: RunProgress | null; abort: AbortController; done: Promise<unknown> } = { progress: null, abort, done: Promise.resolve() };
    // Taken before the first await, so two requests at once cannot both start the scraper.
    this.running.set(scraperId, entry);
    const started = performance.now();
    const done = this.execute(scraperId, trigger, actorId, entry)
      .then((result) => {
        const outcome = result.status === 'success' && result.warning !== null ? 'warning' : result.status;
        this.metrics.recordScraperRun({ outcome, durationSeconds: (performance.now() - started) / 1000 });
        return result;
      })
      .finally(() => this.running.delete(scraperId));
    entry.done = done.catch(() => undefined);
    return done;
  }

  /**
   * Starts every active scraper in the background, one after another (one browser at a time on a small
   * machine). Scrapers already running or waiting are left as they are. Resolves to how many were queued.
   */
  async runAll(actorId: string): Promise<number> {
    const active = (await this.query.list()).filter((scraper) => scraper.isActive && !this.running.has(scraper._id) && !this.queued.has(scraper._id));
    for (const scraper of active) this.queued.add(scraper._id);
    void (async () => {
      for (const scraper of active) {
        if (!this.queued.delete(scraper._id)) continue;
        await this.run(scraper._id, 'run-all', actorId).catch((error: unknown) => {
          if (!(error instanceof ScraperCommandError)) this.logger.error({ err: error, scraperId: scraper._id }, 'scraper run failed unexpectedly');
        });
      }
    })();
    return active.length;
  }

  private async execute(
    scraperId: string,
    trigger: RunTrigger,
    actorId: string,
    entry: { progress: RunProgress | null; abort: AbortController },
  ): Promise<RunResult> {
    const state = await this.scrapers.load(scraperId);
    if (!state.exists) throw new ScraperCommandError('not_found', 'Scraper not found');
    const runId = randomUUID();
    // Every event of the run, the catalog's included, shares the run's id as correlation: the audit can tell which run changed what.
    const context: CommandContext = { correlationId: runId, causationId: runId, actorId };
    await this.scrapers.startRun(scraperId, runId, trigger, context);
    const progress: RunProgress = { runId, startedAt: this.clock.now(), pagesVisited: 0, pageLimit: state.settings.pageLimit, eventsFound: 0 };
    entry.progress = progress;
    this.logger.info({ scraperId, runId, trigger }, 'scraper run started');
    try {
      return await this.carryOut(scraperId, runId, state.settings, state.lastSuccessfulFound, progress, entry.abort.signal, context);
    } catch (error) {
      // The run must not stay "running" in its stream: it ends as failed with what went wrong.
      this.logger.error({ err: error, scraperId, runId }, 'scraper run failed unexpectedly');
      const errorMessage = `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
      const result: RunResult = { status: 'failure', runId, errorMessage, eventsFound: progress.eventsFound, pagesVisited: progress.pagesVisited };
      await this.finish(scraperId, runId, result, NO_NOTES, context).catch(() => null);
      return result;
    }
  }

  private async carryOut(
    scraperId: string,
    runId: string,
    settings: ScraperSettings,
    lastSuccessfulFound: number | null,
    progress: RunProgress,
    signal: AbortSignal,
    context: CommandContext,
  ): Promise<RunResult> {
    const collected = await this.collect(settings, progress, signal);
    const failure = 'error' in collected ? collected.error : shortfallOf(collected.events.length, lastSuccessfulFound);
    if (failure !== null || 'error' in collected) {
      const eventsFound = 'error' in collected ? progress.eventsFound : collected.events.length;
      const result: RunResult = { status: 'failure', runId, errorMessage: failure ?? '', eventsFound, pagesVisited: progress.pagesVisited };
      const position = await this.finish(scraperId, runId, result, NO_NOTES, context);
      if (position) await this.projections.whenProcessed(position);
      this.logger.warn({ scraperId, runId, reason: failure }, 'scraper run failed');
      return result;
    }

    const { events: found, rejected, report } = collected;
    const recorded = await this.recorder.recordRun(scraperId, settings.organizer, found, rejected, context);
    const notes: RunNote[] = [...rejected.map((rejection) => ({ url: rejection.url, name: rejection.name, reason: rejection.reason })), ...recorded.rejections];
    const counts: RunCounts = {
      eventsFound: found.length,
      ...recorded.counts,
      eventsRejected: rejected.length + recorded.counts.eventsRejected,
      // Pages and feeds read or tried: what the page limit counts.
      pagesVisited: report.pagesVisited,
    };
    let last = recorded.position;
    const warning = runWarningOf(counts);
    const result: RunResult = { status: 'success', runId, warning, ...counts };
    const pageFailures = report.failures.map((failure) => ({ url: failure.url, reason: failure.reason }));
    const pages = collected.pages.map(({ url, kind, strategy, found: listed, rejected: refused }) => ({ url, kind, strategy, found: listed, rejected: refused }));
    // Only a good read tells what a source stopped listing: a warning or a page that could not be read may hide events.
    const missing = warning === null && pageFailures.length === 0 ? recorded.matcher.missing(this.clock.today()) : undefined;
    last = latestPosition(last, await this.finish(scraperId, runId, result, { rejections: notes, pageFailures, pages, missing, listings: recorded.listings }, context));
    if (last) await this.projections.whenProcessed(last);
    if (missing !== undefined) {
      // The same good read tells which open drafts' records the source no longer shows: they leave the Review list.
      const vanished = latestPosition(await this.recorder.retireVanished(missing, context), await this.recorder.withdrawVanishedDrafts(scraperId, found, context));
      if (vanished) await this.projections.whenProcessed(vanished);
    }
    if (warning === null) this.logger.info({ scraperId, runId, ...counts }, 'scraper run completed');
    else this.logger.warn({ scraperId, runId, ...counts, warning }, 'scraper run completed with a warning');
    return result;
  }

  /** Crawls and reads the site: its events (a listing's card and its detail page as one), rejections, and how each page was read. */
  private async collect(settings: ScraperSettings, progress: RunProgress, signal: AbortSignal): Promise<Collection | { error: string }> {
    const extraction: ExtractionSettings = { strategy: settings.strategy, selectors: settings.selectors, organizer: settings.organizer, today: this.clock.today() };
    try {
      return await collectorFor(this.config.scrapers.crawler)(
        {
          startUrls: settings.startUrls,
          pageLimit: settings.pageLimit,
          chromiumPath: this.config.scrapers.chromiumPath,
          requireSandbox: this.config.scrapers.requireSandbox,
          allowedPrivateHosts: this.config.scrapers.allowedPrivateHosts,
          onlyHosts: this.config.scrapers.onlyHosts,
          pageTimeoutMs: this.config.scrapers.pageTimeoutMs,
          runTimeoutMs: RUN_TIMEOUT_MS,
          concurrency: PAGES_AT_ONCE,
          userAgent: `FieldHockeyEventsBot/1.0 (+${this.config.publicUrl})`,
          signal,
        },
        extraction,
        ({ pagesVisited, eventsFound }) => {
          progress.pagesVisited = pagesVisited;
          progress.eventsFound = eventsFound;
        },
      );
    } catch (error) {
      if (error instanceof CrawlError) return { error: error.message };
      this.logger.error({ err: error }, 'scraper crawl failed unexpectedly');
      return { error: `Unexpected error: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  private finish(scraperId: string, runId: string, result: RunResult, notes: RunNotes, context: CommandContext) {
    const occurredAt = new Date().toISOString();
    const outcome =
      result.status === 'success'
        ? {
            type: 'ScraperRunCompleted' as const,
            data: {
              scraperId,
              runId,
              eventsFound: result.eventsFound,
              eventsAdded: result.eventsAdded,
              eventsUpdated: result.eventsUpdated,
              eventsUnchanged: result.eventsUnchanged,
              eventsRejected: result.eventsRejected,
              eventsDrafted: result.eventsDrafted,
              pagesVisited: result.pagesVisited,
              rejections: notes.rejections.slice(0, NOTES_KEPT),
              pageFailures: notes.pageFailures.slice(0, NOTES_KEPT),
              version: 2 as const,
              warning: result.warning,
              pages: notes.pages.slice(0, PAGES_KEPT),
              pagesOmitted: Math.max(0, notes.pages.length - PAGES_KEPT),
              ...(notes.missing === undefined ? {} : { missing: notes.missing }),
              ...(notes.listings === undefined ? {} : { listings: notes.listings.slice(0, LISTINGS_KEPT) }),
              occurredAt,
            },
          }
        : {
            type: 'ScraperRunFailed' as const,
            data: { scraperId, runId, errorMessage: result.errorMessage, eventsFound: result.eventsFound, pagesVisited: result.pagesVisited, occurredAt },
          };
    return this.scrapers.finishRun(scraperId, runId, outcome, context);
  }
}
