import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { MemoryReadStore } from '../../../platform/readstore/memory-read-store.js';
import { describeScraperEvent } from '../scrapers/scraper-history.js';
import { type RunCompletedV1, type ScraperEvent, type ScraperSettings, runCompleted, runWarningOf } from '../scrapers/scraper.js';
import { SCRAPERS, SCRAPER_LOGS, type ScraperDocument, type ScraperLogDocument, scrapersProjection } from './scrapers-read-model.js';

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
