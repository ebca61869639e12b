import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import { type RunListing, type RunNote, type RunPage, type RunTrigger, type ScraperEvent, type ScraperSettings, runCompleted } from '../scrapers/scraper.js';

/** How a finished run ended: 'warning' is a run that completed but read pages and listed nothing. */
export type RunStatus = 'success' | 'warning' | 'failure';

/** A scraper as the admin console lists it: its settings and how its last finished run went. */
export interface ScraperDocument extends Document, ScraperSettings {
  isActive: boolean;
  createdAt: Date;
  lastRunStatus: RunStatus | null;
  /** When the last finished run started. */
  lastRunAt: Date | null;
  lastRunError: string | null;
  /** Why the last finished run ended with a warning (e.g. 'No events found on 3 pages'). */
  lastRunWarning: string | null;
  /** The run under way (its id), if any. */
  runningRunId: string | null;
}

/** One run, from its start: the admin console's Logs. */
export interface ScraperLogDocument extends Document {
  scraperId: string;
  /** The scraper's name when the run started. */
  scraperName: string;
  trigger: RunTrigger;
  status: 'running' | RunStatus;
  executedAt: Date;
  finishedAt: Date | null;
  eventsFound: number;
  eventsAdded: number;
  eventsUpdated: number;
  eventsRejected: number;
  /** Records kept off the catalog as drafts (absent on runs recorded before drafts, and while running). */
  eventsDrafted?: number;
  pagesVisited: number;
  errorMessage: string | null;
  warning: string | null;
  /** How each page was read (the first `PAGES_KEPT`), and how many more pages the run read. */
  pages: RunPage[];
  pagesOmitted: number;
  /** Some of the records rejected, with why. */
  rejections: RunNote[];
  /** Some of the pages that could not be read, with why. */
  pageFailures: RunNote[];
  /** The events the run listed, each value with its evidence (absent on runs recorded before, and on failed runs). */
  listings?: RunListing[];
}

export const SCRAPERS = 'ingestion_scrapers';
export const SCRAPER_LOGS = 'ingestion_scraper_logs';
/** Per scraper, which of its logs `LOG_RETENTION` keeps: read and written by `_id`, so keeping them costs no scan. */
export const SCRAPER_LOG_RETENTION = 'ingestion_scraper_log_retention';
export const SCRAPERS_PROJECTION = 'ingestion-scrapers';

const HANDLED = [
  'ScraperConfigured',
  'ScraperReconfigured',
  'ScraperActivated',
  'ScraperDeactivated',
  'ScraperRunStarted',
  'ScraperRunCompleted',
  'ScraperRunFailed',
] as const satisfies readonly ScraperEvent['type'][];

/**
 * How much of its run history each scraper keeps in the logs (a document per run would otherwise pile up forever):
 * its latest `runs` runs, and beyond them every failure that started within `failureDays` before its latest run
 * began. Applied when a run starts, from the events' own times, so a replay keeps what the live projection kept.
 * The admin console lists the latest 100 runs of all scrapers (the API up to 500), and each scraper's share of
 * such a list is among its own latest runs, so a list of up to 200 is what it would be with every run kept; every
 * run stays in the scraper's stream, from which its history (the audit timeline) is read.
 */
export const LOG_RETENTION = { runs: 200, failureDays: 90 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `_id` is the scraper's id. */
interface LogRetentionDocument extends Document {
  /** The ids of its latest runs, oldest first: at most `LOG_RETENTION.runs`. */
  latest: string[];
  /** The failures kept past those, oldest first. */
  failures: { runId: string; executedAt: Date }[];
}

/** The logs' order: the latest run first, ties by id. */
const NEWEST_FIRST = { executedAt: -1, _id: 1 } as const;

export const scrapersProjection: Projection = {
  name: SCRAPERS_PROJECTION,
  // 2: runs end with a warning, and logs keep their pages, rejections and unreadable pages.
  // 3: logs keep a bounded history (LOG_RETENTION); indexes end with the sorts' `_id` tie-breaker.
  version: 3,
  handles: HANDLED,
  collections: [SCRAPERS, SCRAPER_LOGS, SCRAPER_LOG_RETENTION],
  async setUp(session: ReadStoreSession) {
    // Each index has the keys of the sort it serves, in order, tie-breaker included.
    await session.collection(SCRAPERS).createIndex({ name: 1, _id: 1 });
    await session.collection(SCRAPER_LOGS).createIndex(NEWEST_FIRST);
    await session.collection(SCRAPER_LOGS).createIndex({ scraperId: 1, ...NEWEST_FIRST });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    // One event at a time: a run's log takes the scraper's name as it was when the run started.
    for (const recorded of batch) await apply(recorded as unknown as ScraperEvent, session);
  },
};

async function apply(event: ScraperEvent, session: ReadStoreSession): Promise<void> {
  const scrapers = session.collection<ScraperDocument>(SCRAPERS);
  const logs = session.collection<ScraperLogDocument>(SCRAPER_LOGS);
  const _id = event.data.scraperId;
  const at = new Date(event.data.occurredAt);
  switch (event.type) {
    case 'ScraperConfigured':
      await scrapers.bulkWrite([
        {
          replaceOne: {
            filter: { _id },
            replacement: {
              _id,
              ...event.data.settings,
              isActive: false,
              createdAt: at,
              lastRunStatus: null,
              lastRunAt: null,
              lastRunError: null,
              lastRunWarning: null,
              runningRunId: null,
            },
            upsert: true,
          },
        },
      ]);
      return;
    case 'ScraperReconfigured':
      await scrapers.bulkWrite([{ updateOne: { filter: { _id }, update: { $set: { ...event.data.changes } } } }]);
      return;
    case 'ScraperActivated':
    case 'ScraperDeactivated':
      await scrapers.bulkWrite([{ updateOne: { filter: { _id }, update: { $set: { isActive: event.type === 'ScraperActivated' } } } }]);
      return;
    case 'ScraperRunStarted': {
      const scraper = await scrapers.findOne({ _id });
      await scrapers.bulkWrite([{ updateOne: { filter: { _id }, update: { $set: { runningRunId: event.data.runId } } } }]);
      await logs.bulkWrite([
        {
          replaceOne: {
            filter: { _id: event.data.runId },
            replacement: {
              _id: event.data.runId,
              scraperId: _id,
              scraperName: scraper?.name ?? '',
              trigger: event.data.trigger,
              status: 'running',
              executedAt: at,
              finishedAt: null,
              eventsFound: 0,
              eventsAdded: 0,
              eventsUpdated: 0,
              eventsRejected: 0,
              pagesVisited: 0,
              errorMessage: null,
              warning: null,
              pages: [],
              pagesOmitted: 0,
              rejections: [],
              pageFailures: [],
            },
            upsert: true,
          },
        },
      ]);
      await keepBoundedHistory(session, _id, event.data.runId, at);
      return;
    }
    case 'ScraperRunCompleted':
    case 'ScraperRunFailed': {
      const log = await logs.findOne({ _id: event.data.runId });
      const outcome =
        event.type === 'ScraperRunCompleted'
          ? completedOutcome(runCompleted(event.data))
          : {
              status: 'failure' as const,
              errorMessage: event.data.errorMessage,
              warning: null,
              counts: { eventsFound: event.data.eventsFound, pagesVisited: event.data.pagesVisited },
            };
      await scrapers.bulkWrite([
        {
          updateOne: {
            filter: { _id },
            update: {
              $set: {
                runningRunId: null,
                lastRunStatus: outcome.status,
                lastRunAt: log?.executedAt ?? at,
                lastRunError: outcome.errorMessage,
                lastRunWarning: outcome.warning,
              },
            },
          },
        },
      ]);
      await logs.bulkWrite([
        {
          updateOne: {
            filter: { _id: event.data.runId },
            update: { $set: { status: outcome.status, finishedAt: at, errorMessage: outcome.errorMessage, warning: outcome.warning, ...outcome.counts } },
          },
        },
      ]);
      return;
    }
  }
}

/**
 * Counts the run that started at `startedAt` among its scraper's latest, and deletes the logs `LOG_RETENTION` no
 * longer keeps: the run that fell out of the latest (unless it failed within the window) and the failures kept
 * past them that have aged out of it.
 */
async function keepBoundedHistory(session: ReadStoreSession, scraperId: string, runId: string, startedAt: Date): Promise<void> {
  const retention = session.collection<LogRetentionDocument>(SCRAPER_LOG_RETENTION);
  const logs = session.collection<ScraperLogDocument>(SCRAPER_LOGS);
  const kept = (await retention.findOne({ _id: scraperId })) ?? { _id: scraperId, latest: [], failures: [] };
  if (kept.latest.includes(runId)) return;
  const latest = [...kept.latest, runId];
  const failures = [...kept.failures];
  const dropped: string[] = [];
  for (const fallen of latest.splice(0, Math.max(0, latest.length - LOG_RETENTION.runs))) {
    const log = await logs.findOne({ _id: fallen });
    if (log?.status === 'failure') failures.push({ runId: fallen, executedAt: log.executedAt });
    else dropped.push(fallen);
  }
  const windowStart = startedAt.getTime() - LOG_RETENTION.failureDays * DAY_MS;
  const inWindow = (failure: LogRetentionDocument['failures'][number]) => failure.executedAt.getTime() >= windowStart;
  dropped.push(...failures.filter((failure) => !inWindow(failure)).map((failure) => failure.runId));
  const replacement: LogRetentionDocument = { _id: scraperId, latest, failures: failures.filter(inWindow) };
  await retention.bulkWrite([{ replaceOne: { filter: { _id: scraperId }, replacement, upsert: true } }]);
  if (dropped.length > 0) await logs.bulkWrite(dropped.map((_id) => ({ deleteOne: { filter: { _id } } })));
}

function completedOutcome(data: ReturnType<typeof runCompleted>) {
  return {
    status: data.warning === null ? ('success' as const) : ('warning' as const),
    errorMessage: null,
    warning: data.warning,
    counts: {
      eventsFound: data.eventsFound,
      eventsAdded: data.eventsAdded,
      eventsUpdated: data.eventsUpdated,
      eventsRejected: data.eventsRejected,
      eventsDrafted: data.eventsDrafted ?? 0,
      pagesVisited: data.pagesVisited,
      pages: data.pages,
      pagesOmitted: data.pagesOmitted,
      rejections: data.rejections,
      pageFailures: data.pageFailures,
      listings: data.listings ?? [],
    },
  };
}

export const LOGS_LIMIT = { default: 100, max: 500 } as const;

@Injectable()
export class ScrapersQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** By name. */
  list(): Promise<ScraperDocument[]> {
    return this.readStore.collection<ScraperDocument>(SCRAPERS).find({}, { sort: { name: 1, _id: 1 } });
  }

  findById(scraperId: string): Promise<ScraperDocument | null> {
    return this.readStore.collection<ScraperDocument>(SCRAPERS).findOne({ _id: scraperId });
  }

  count(): Promise<number> {
    return this.readStore.collection<ScraperDocument>(SCRAPERS).count();
  }

  /** Runs, newest first. */
  logs(limit: number = LOGS_LIMIT.default): Promise<ScraperLogDocument[]> {
    return this.readStore.collection<ScraperLogDocument>(SCRAPER_LOGS).find({}, { sort: NEWEST_FIRST, limit });
  }
}
