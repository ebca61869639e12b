import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { parseInput } from '../../../platform/http/zod-input.js';
import { describeScraperEvent } from './scraper-history.js';
import {
  NewScraperInput,
  ScraperChangesInput,
  ScraperCommandError,
  type ScraperEvent,
  type ScraperSettings,
  type ScraperState,
  decideConfigure,
  decideEdit,
  decideFinishRun,
  decideStartRun,
  evolveScraper,
  initialScraperState,
  shortfallOf,
} from './scraper.js';

const now = new Date('2026-11-22T10:00:00Z');
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

const fold = (events: ScraperEvent[]): ScraperState => events.reduce<ScraperState>((state, event) => evolveScraper(state, event), initialScraperState);
const configured = () => fold(decideConfigure(initialScraperState, { scraperId, settings, isActive: true, now }));
const completed = (runId: string, eventsFound: number): Extract<ScraperEvent, { type: 'ScraperRunCompleted' }> => ({
  type: 'ScraperRunCompleted',
  data: {
    scraperId,
    runId,
    eventsFound,
    eventsAdded: eventsFound,
    eventsUpdated: 0,
    eventsUnchanged: 0,
    eventsRejected: 0,
    pagesVisited: 3,
    rejections: [],
    pageFailures: [],
    occurredAt: now.toISOString(),
  },
});

describe('a scraper stream', () => {
  it('is configured once, active when asked, and a second configure decides nothing', () => {
    const events = decideConfigure(initialScraperState, { scraperId, settings, isActive: true, now });
    expect(events.map((event) => event.type)).toEqual(['ScraperConfigured', 'ScraperActivated']);
    const state = fold(events);
    expect(state).toMatchObject({ exists: true, isActive: true, settings, runningRunId: null, lastSuccessfulFound: null });
    expect(decideConfigure(state, { scraperId, settings, isActive: true, now })).toEqual([]);
    expect(decideConfigure(initialScraperState, { scraperId, settings, isActive: false, now }).map((event) => event.type)).toEqual(['ScraperConfigured']);
  });

  it('records only the settings that change, with their old values, and the switch when it flips', () => {
    const state = configured();
    const events = decideEdit(state, { scraperId, changes: { name: 'Lineup', schedule: '0 5 * * *', startUrls: ['https://example.org/events'] }, isActive: false, now });
    expect(events).toEqual([
      { type: 'ScraperReconfigured', data: { scraperId, changes: { schedule: '0 5 * * *' }, previous: { schedule: '0 6 * * *' }, occurredAt: now.toISOString() } },
      { type: 'ScraperDeactivated', data: { scraperId, occurredAt: now.toISOString() } },
    ]);
    const after = fold([...decideConfigure(initialScraperState, { scraperId, settings, isActive: true, now }), ...events]);
    expect(after).toMatchObject({ isActive: false, settings: { ...settings, schedule: '0 5 * * *' } });
    expect(decideEdit(after, { scraperId, changes: { schedule: '0 5 * * *' }, isActive: false, now })).toEqual([]);
  });

  it('refuses to edit a scraper that does not exist, or to leave the selectors strategy without selectors', () => {
    expect(() => decideEdit(initialScraperState, { scraperId, changes: { name: 'x' }, now })).toThrow(ScraperCommandError);
    expect(() => decideEdit(configured(), { scraperId, changes: { strategy: 'selectors' }, now })).toThrow('selectors: Required when the strategy is selectors');
  });

  it('runs one run at a time and remembers what the last successful run found', () => {
    const started = decideStartRun(configured(), { scraperId, runId: 'run-1', trigger: 'manual', now });
    const running = fold([...decideConfigure(initialScraperState, { scraperId, settings, isActive: true, now }), ...started]);
    expect(running).toMatchObject({ runningRunId: 'run-1' });
    expect(() => decideStartRun(running, { scraperId, runId: 'run-2', trigger: 'schedule', now })).toThrow('This scraper is already running');
    expect(() => decideFinishRun(running, { runId: 'run-2', outcome: completed('run-2', 4) })).toThrow('This run is not under way');
    const finished = evolveScraper(running, decideFinishRun(running, { runId: 'run-1', outcome: completed('run-1', 12) })[0]);
    expect(finished).toMatchObject({ runningRunId: null, lastSuccessfulFound: 12 });
    const failed = evolveScraper(evolveScraper(finished, decideStartRun(finished, { scraperId, runId: 'run-3', trigger: 'schedule', now })[0]), {
      type: 'ScraperRunFailed',
      data: { scraperId, runId: 'run-3', errorMessage: 'HTTP 500', eventsFound: 0, pagesVisited: 1, occurredAt: now.toISOString() },
    });
    expect(failed).toMatchObject({ runningRunId: null, lastSuccessfulFound: 12 });
  });
});

describe('the shortfall rule', () => {
  it.each([
    [10, null, null],
    [0, null, null],
    [0, 0, null],
    [5, 10, null],
    [6, 10, null],
    [4, 10, 'Found 4 events, less than half of the 10 the last successful run found: nothing was changed'],
    [1, 3, 'Found 1 event, less than half of the 3 the last successful run found: nothing was changed'],
    [0, 1, 'Found 0 events, less than half of the 1 the last successful run found: nothing was changed'],
    [20, 10, null],
  ])('%i found after %p last time', (found, last, expected) => {
    expect(shortfallOf(found, last)).toBe(expected);
  });
});

describe('scraper input', () => {
  it('fills in the defaults for a new scraper', () => {
    expect(parseInput(NewScraperInput, { name: ' NXT ', organizer: 'NXT', startUrls: ['https://example.org/'] })).toEqual({
      name: 'NXT',
      organizer: 'NXT',
      startUrls: ['https://example.org/'],
      strategy: 'auto',
      selectors: null,
      pageLimit: 50,
      schedule: '0 6 * * *',
      isActive: true,
    });
  });

  it.each([
    [{ organizer: 'NXT', startUrls: ['https://example.org/'] }, 'name: Required'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: [] }, 'startUrls: Give at least one start URL'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['ftp://example.org/'] }, 'startUrls.0: Must be an http:// or https:// link'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['javascript:alert(1)'] }, 'startUrls.0: Must be an http:// or https:// link'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['https://example.org/'], schedule: 'every day' }, 'schedule: Must be a cron expression such as 0 6 * * * (minute hour day month weekday)'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['https://example.org/'], schedule: '61 * * * *' }, 'schedule: Must be a cron expression such as 0 6 * * * (minute hour day month weekday)'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['https://example.org/'], pageLimit: 0 }, 'pageLimit: Must be at least 1'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['https://example.org/'], pageLimit: 501 }, 'pageLimit: Must be at most 500'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['https://example.org/'], strategy: 'magic' }, 'strategy: Must be one of auto, json-ld, ical, table, labeled-text, selectors'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['https://example.org/'], strategy: 'selectors' }, 'selectors: Required when the strategy is selectors'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['https://example.org/'], selectors: { card: '.event' } }, 'selectors.name: Required'],
    [{ name: 'NXT', organizer: 'NXT', startUrls: ['https://example.org/'], owner: 'me' }, 'Unknown field: owner'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(() => parseInput(NewScraperInput, input)).toThrow(message);
  });

  it('takes any subset of the fields as an edit, but not nothing', () => {
    expect(parseInput(ScraperChangesInput, { isActive: false })).toEqual({ isActive: false });
    expect(parseInput(ScraperChangesInput, { schedule: '*/30 * * * *' })).toEqual({ schedule: '*/30 * * * *' });
    expect(() => parseInput(ScraperChangesInput, {})).toThrow('Nothing to change');
  });
});

describe('a scraper history', () => {
  const recorded = (event: ScraperEvent) => ({ ...event, revision: 0n, position: '1', recordedAt: now, metadata: {} }) as unknown as RecordedEvent;

  it('tells what a run counted and what an edit changed', () => {
    expect(describeScraperEvent(recorded(completed('run-1', 7)))).toEqual([
      { field: 'eventsFound', before: null, after: 7 },
      { field: 'eventsAdded', before: null, after: 7 },
      { field: 'eventsUpdated', before: null, after: 0 },
      { field: 'eventsRejected', before: null, after: 0 },
      { field: 'pagesVisited', before: null, after: 3 },
    ]);
    expect(
      describeScraperEvent(
        recorded({ type: 'ScraperReconfigured', data: { scraperId, changes: { pageLimit: 10 }, previous: { pageLimit: 50 }, occurredAt: now.toISOString() } }),
      ),
    ).toEqual([{ field: 'pageLimit', before: 50, after: 10 }]);
  });
});
