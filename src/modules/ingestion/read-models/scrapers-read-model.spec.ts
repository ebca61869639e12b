import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Document } from '../../../platform/readstore/read-store.js';
import { MemoryReadStore } from '../../../platform/readstore/memory-read-store.js';
import { describeScraperEvent } from '../scrapers/scraper-history.js';
import { type RunCompletedV1, type ScraperEvent, type ScraperSettings, runCompleted, runWarningOf } from '../scrapers/scraper.js';
import { LOG_RETENTION, SCRAPERS, SCRAPER_LOG_RETENTION, SCRAPER_LOGS, type ScraperDocument, type ScraperLogDocument, ScrapersQuery, scrapersProjection } from './scrapers-read-model.js';

const scraperId = '11111111-1111-4111-8111-111111111111';
const settings: ScraperSettings = {
  name: 'Lineup',
  organizer: 'Lineup',
  startUrls: ['https://example.org/events'],
  strategy: 'auto',
  selectors: null,
  pageLimit: 50,
  schedule: '0 6 * * *',
};
const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

let position = 0;
function recorded(event: ScraperEvent): RecordedEvent {
  position += 1;
  return {
    id: `event-${position}`,
    stream: `ingestion-scraper-${scraperId}`,
    revision: BigInt(position),
    position: String(position).padStart(20, '0'),
    type: event.type,
    data: event.data as unknown as Record<string, unknown>,
    metadata: {},
    recordedAt: new Date(),
  };
}

const counts = { eventsFound: 0, eventsAdded: 0, eventsUpdated: 0, eventsUnchanged: 0, eventsRejected: 0, pagesVisited: 3 };

/** A run completed as the runner recorded it before payload version 2: no warning, no pages. */
const completedV1 = (runId: string, minute: number, found = 0): RunCompletedV1 => ({
  scraperId,
  runId,
  ...counts,
  eventsFound: found,
  eventsAdded: found,
  rejections: [],
  pageFailures: [],
  occurredAt: at(minute),
});

async function project(events: ScraperEvent[]) {
  const store = new MemoryReadStore();
  await scrapersProjection.setUp?.(store);
  await store.withTransaction(async (session) => {
    await scrapersProjection.handle(events.map(recorded), { session });
  });
  return {
    scraper: await store.collection<ScraperDocument>(SCRAPERS).findOne({ _id: scraperId }),
    logs: await store.collection<ScraperLogDocument>(SCRAPER_LOGS).find({}, { sort: { executedAt: 1 } }),
  };
}

describe('a run that reads pages and lists nothing', () => {
  it('ends with a warning saying so, counting pages and rejected records', () => {
    expect(runWarningOf(counts)).toBe('No events found on 3 pages');
    expect(runWarningOf({ ...counts, pagesVisited: 1, eventsRejected: 2 })).toBe('No events found on 1 page (2 records rejected)');
    expect(runWarningOf({ ...counts, eventsFound: 2, eventsRejected: 2 })).toBe('None of the 2 events found on 3 pages could be listed (2 records rejected)');
    expect(runWarningOf({ ...counts, eventsFound: 2, eventsUnchanged: 2 })).toBeNull();
    expect(runWarningOf({ ...counts, eventsFound: 5, eventsAdded: 1, eventsRejected: 4 })).toBeNull();
  });
});

describe('ScraperRunCompleted payload versions', () => {
  it('reads a version 1 payload as version 2 without warning or pages, and leaves version 2 as it is', () => {
    const old = completedV1('run-1', 1);
    expect(runCompleted(old)).toEqual({ ...old, version: 2, warning: null, pages: [], pagesOmitted: 0 });
    const current = { ...old, version: 2 as const, warning: 'No events found on 3 pages', pages: [], pagesOmitted: 0 };
    expect(runCompleted(current)).toBe(current);
  });

  it('replays old runs as successes and new ones with their warning, pages and rejections, into the scraper and its logs', async () => {
    const page = { url: 'https://example.org/events', kind: 'page' as const, strategy: null, found: 0, rejected: 1 };
    const rejection = { url: 'https://example.org/events', name: 'Fall Clinic', reason: 'No start date' };
    const { scraper, logs } = await project([
      { type: 'ScraperConfigured', data: { scraperId, settings, occurredAt: at(0) } },
      { type: 'ScraperRunStarted', data: { scraperId, runId: 'run-1', trigger: 'manual', occurredAt: at(1) } },
      // Stored before version 2, with no event found: it stays the success it was recorded as.
      { type: 'ScraperRunCompleted', data: completedV1('run-1', 2) },
      { type: 'ScraperRunStarted', data: { scraperId, runId: 'run-2', trigger: 'schedule', occurredAt: at(3) } },
      {
        type: 'ScraperRunCompleted',
        data: {
          ...completedV1('run-2', 4),
          eventsRejected: 1,
          rejections: [rejection],
          version: 2,
          warning: 'No events found on 3 pages (1 record rejected)',
          pages: [page],
          pagesOmitted: 2,
        },
      },
    ]);
    expect(logs.map((log) => [log._id, log.status, log.warning])).toEqual([
      ['run-1', 'success', null],
      ['run-2', 'warning', 'No events found on 3 pages (1 record rejected)'],
    ]);
    expect(logs[0]).toMatchObject({ pages: [], pagesOmitted: 0, rejections: [], pageFailures: [] });
    expect(logs[1]).toMatchObject({ pages: [page], pagesOmitted: 2, rejections: [rejection], eventsRejected: 1, errorMessage: null });
    expect(scraper).toMatchObject({ lastRunStatus: 'warning', lastRunWarning: 'No events found on 3 pages (1 record rejected)', lastRunError: null, runningRunId: null });
  });

  it('clears the warning when the next run succeeds or fails', async () => {
    const warned = { ...completedV1('run-1', 2), version: 2 as const, warning: 'No events found on 3 pages', pages: [], pagesOmitted: 0 };
    const { scraper } = await project([
      { type: 'ScraperConfigured', data: { scraperId, settings, occurredAt: at(0) } },
      { type: 'ScraperRunStarted', data: { scraperId, runId: 'run-1', trigger: 'manual', occurredAt: at(1) } },
      { type: 'ScraperRunCompleted', data: warned },
      { type: 'ScraperRunStarted', data: { scraperId, runId: 'run-2', trigger: 'manual', occurredAt: at(3) } },
      { type: 'ScraperRunFailed', data: { scraperId, runId: 'run-2', errorMessage: 'HTTP 503', eventsFound: 0, pagesVisited: 1, occurredAt: at(4) } },
    ]);
    expect(scraper).toMatchObject({ lastRunStatus: 'failure', lastRunWarning: null, lastRunError: 'HTTP 503' });
  });

  it('shows the warning in the scraper’s history, and no warning field for a run without one', () => {
    const warned = { ...completedV1('run-1', 2), version: 2 as const, warning: 'No events found on 3 pages', pages: [], pagesOmitted: 0 };
    expect(describeScraperEvent(recorded({ type: 'ScraperRunCompleted', data: warned }))).toContainEqual({ field: 'warning', before: null, after: 'No events found on 3 pages' });
    expect(describeScraperEvent(recorded({ type: 'ScraperRunCompleted', data: completedV1('run-2', 3, 4) })).map((change) => change.field)).not.toContain('warning');
  });
});

describe('scraper logs keep a bounded history', () => {
  const otherScraperId = '22222222-2222-4222-8222-222222222222';
  const HOUR_MS = 60 * 60 * 1000;
  const firstRunAt = Date.parse('2026-01-01T00:00:00.000Z');
  const runId = (scraper: string, run: number) => `${scraper.slice(0, 2)}-run-${String(run).padStart(3, '0')}`;

  /** Run `run` of a scraper starts every 9 hours; every 5th fails, the others complete a minute after starting. */
  function runEvents(scraper: string, run: number): ScraperEvent[] {
    const started = firstRunAt + run * 9 * HOUR_MS;
    const id = runId(scraper, run);
    const ended = new Date(started + 60_000).toISOString();
    return [
      { type: 'ScraperRunStarted', data: { scraperId: scraper, runId: id, trigger: 'schedule', occurredAt: new Date(started).toISOString() } },
      run % 5 === 0
        ? { type: 'ScraperRunFailed', data: { scraperId: scraper, runId: id, errorMessage: 'HTTP 503', eventsFound: 0, pagesVisited: 1, occurredAt: ended } }
        : { type: 'ScraperRunCompleted', data: { ...completedV1(id, 0, 2), scraperId: scraper, occurredAt: ended } },
    ];
  }

  const configured = (scraper: string, name: string): ScraperEvent => ({
    type: 'ScraperConfigured',
    data: { scraperId: scraper, settings: { ...settings, name }, occurredAt: new Date(firstRunAt - HOUR_MS).toISOString() },
  });

  /** The events through the real projection, `batchSize` a transaction as the runner commits them. */
  async function replay(events: ScraperEvent[], batchSize: number): Promise<MemoryReadStore> {
    const store = new MemoryReadStore();
    await scrapersProjection.setUp?.(store);
    for (let start = 0; start < events.length; start += batchSize) {
      const batch = events.slice(start, start + batchSize).map(recorded);
      await store.withTransaction((session) => scrapersProjection.handle(batch, { session }));
    }
    return store;
  }

  const history = [
    configured(scraperId, 'Lineup'),
    configured(otherScraperId, 'Rinkside'),
    ...Array.from({ length: 3 }, (_, run) => runEvents(otherScraperId, run)).flat(),
    ...Array.from({ length: 250 }, (_, run) => runEvents(scraperId, run)).flat(),
  ];

  it('keeps, of 250 runs, the latest 200 and the older failures of the 90 days before the latest run', async () => {
    expect(LOG_RETENTION).toEqual({ runs: 200, failureDays: 90 });
    const store = await replay(history, 50);
    const kept = (await store.collection<ScraperLogDocument>(SCRAPER_LOGS).find({ scraperId }, { sort: { executedAt: 1 } })).map((log) => log._id);
    // The latest run (249) started 2,241 hours in, so the window opens at hour 81: runs 9 and later. Of runs 0-49,
    // beyond the latest 200, the failures 10, 15, ..., 45 are in it; failures 0 and 5 and every success are not.
    const olderFailures = [10, 15, 20, 25, 30, 35, 40, 45];
    const latest = Array.from({ length: 200 }, (_, index) => 50 + index);
    expect(kept).toEqual([...olderFailures, ...latest].map((run) => runId(scraperId, run)));
    const statuses = await store.collection<ScraperLogDocument>(SCRAPER_LOGS).find({ _id: { $in: olderFailures.map((run) => runId(scraperId, run)) } });
    expect(statuses.map((log) => log.status)).toEqual(olderFailures.map(() => 'failure'));
    // Another scraper's few runs are its own: all kept.
    expect(await store.collection(SCRAPER_LOGS).count({ scraperId: otherScraperId })).toBe(3);
    // What is kept is tracked in a bounded record too.
    const retention = await store.collection<Document & { latest: string[]; failures: unknown[] }>(SCRAPER_LOG_RETENTION).findOne({ _id: scraperId });
    expect([retention?.latest.length, retention?.failures.length]).toEqual([200, 8]);
  });

  it('counts a run whose start is delivered again once', async () => {
    const again = runEvents(scraperId, 249)[0] as ScraperEvent;
    const store = await replay([...history, again, again], 50);
    expect(await store.collection(SCRAPER_LOGS).count({ scraperId })).toBe(208);
  });

  it('answers the admin console’s logs (the latest 100 of all scrapers, and the latest 10) as an unpruned history would', async () => {
    const store = await replay(history, 50);
    const query = new ScrapersQuery(store);
    const latest = Array.from({ length: 100 }, (_, index) => runId(scraperId, 249 - index));
    expect((await query.logs()).map((log) => log._id)).toEqual(latest);
    expect((await query.logs(10)).map((log) => log._id)).toEqual(latest.slice(0, 10));
    expect((await query.findById(scraperId))?.lastRunStatus).toBe('success');
  });

  it('keeps the same logs however the events are batched (a replay keeps what the live projection kept)', async () => {
    const dump = async (store: MemoryReadStore) => store.dumpCollection(SCRAPER_LOGS).docs.map((log) => log._id).sort();
    const live = await dump(await replay(history, 1));
    expect(await dump(await replay(history, history.length))).toEqual(live);
    expect(live).toHaveLength(200 + 8 + 3);
  });
});
