import { validateCronExpression } from 'cron';
import { z } from 'zod';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { isHttpUrl, required, requiredText } from '../../../platform/http/zod-input.js';
import { type CardSelectors, EXTRACTION_STRATEGIES, type EvidenceOf, type ExtractionStrategy } from '../read/types.js';

/** What an admin sets on a scraper: a scraper is data, the engine is general. */
export interface ScraperSettings {
  name: string;
  organizer: string;
  startUrls: string[];
  strategy: ExtractionStrategy;
  selectors: CardSelectors | null;
  /** Pages rendered per run at most. */
  pageLimit: number;
  /** Cron, in the server's `TIME_ZONE`. */
  schedule: string;
}

export const SETTING_FIELDS = ['name', 'organizer', 'startUrls', 'strategy', 'selectors', 'pageLimit', 'schedule'] as const satisfies readonly (keyof ScraperSettings)[];

export type RunTrigger = 'manual' | 'schedule' | 'run-all';

/** What a finished run counted, as its log shows it. */
export type RunCounts = {
  eventsFound: number;
  eventsAdded: number;
  eventsUpdated: number;
  eventsUnchanged: number;
  /** Records that looked like events but lacked a name, a start date or a state, or did not hold together. */
  eventsRejected: number;
  /** Records kept off the catalog as drafts for the admins (not proven); absent on runs recorded before drafts. */
  eventsDrafted?: number;
  pagesVisited: number;
};

/** A few of a run's rejections and unreadable pages, for the admin reading its log. */
export interface RunNote {
  url: string;
  reason: string;
  name?: string | null;
}

/** How one page or feed of a run was read: which reader gave its records, how many it listed and rejected. */
export interface RunPage {
  url: string;
  /** A rendered page, an iCalendar feed, or a document an organizer links (a PDF brochure or flyer). */
  kind: 'page' | 'feed' | 'document';
  /** The reader that gave the page's records ('json-ld', 'microdata', 'table', 'ical', …), null when none found any. */
  strategy: string | null;
  found: number;
  rejected: number;
}

/** A completed run as recorded before runs kept a warning and their pages (payload version 1, no `version` field). */
export type RunCompletedV1 = RunCounts & { scraperId: string; runId: string; rejections: RunNote[]; pageFailures: RunNote[]; occurredAt: string };

/**
 * Payload version 2: a run that read pages yet listed nothing completes with a `warning` (its status is then
 * 'warning', not 'success'), and it keeps how each page was read (the first `PAGES_KEPT`; `pagesOmitted` more).
 */
export type RunCompletedV2 = RunCompletedV1 & {
  version: 2;
  warning: string | null;
  pages: RunPage[];
  pagesOmitted: number;
  /**
   * A good read (completed without a warning or an unreadable page): the upcoming events this scraper had listed that
   * it did not find this time. Absent on other runs (and runs recorded before), which tell nothing about vanished events.
   */
  missing?: string[];
  /** The events the run listed (the first `LISTINGS_KEPT`), each value with its evidence; absent on runs recorded before. */
  listings?: RunListing[];
};

/** An event a run listed, as its log keeps it: what each published value was read from. */
export interface RunListing {
  eventId: string;
  name: string;
  startDate: string;
  pageUrl: string;
  evidence: EvidenceOf;
}

/** Listings a run's log keeps with their evidence. */
export const LISTINGS_KEPT = 50;

/** Any stored `ScraperRunCompleted` as the current version: a version 1 payload had no warning and kept no pages. */
export function runCompleted(data: RunCompletedV1 | RunCompletedV2): RunCompletedV2 {
  if ('version' in data && data.version === 2) return data;
  return { ...data, version: 2, warning: null, pages: [], pagesOmitted: 0 };
}

/** Pages a run's log keeps (a run reads up to 500). */
export const PAGES_KEPT = 50;

/**
 * Why a run that completed is not plainly a success: it visited pages and found no event, or none of the events it
 * found could be listed. Null when it listed (or found unchanged) at least one event.
 */
export function runWarningOf(counts: RunCounts): string | null {
  const pages = `${counts.pagesVisited} page${counts.pagesVisited === 1 ? '' : 's'}`;
  const rejected = counts.eventsRejected > 0 ? ` (${counts.eventsRejected} record${counts.eventsRejected === 1 ? '' : 's'} rejected)` : '';
  if (counts.eventsFound === 0) return `No events found on ${pages}${rejected}`;
  // A run whose records all went to the admins as drafts did read them: that is no warning.
  if (counts.eventsAdded + counts.eventsUpdated + counts.eventsUnchanged + (counts.eventsDrafted ?? 0) === 0) {
    return `None of the ${counts.eventsFound} event${counts.eventsFound === 1 ? '' : 's'} found on ${pages} could be listed${rejected}`;
  }
  return null;
}

/** Events of `ingestion-scraper-<id>`. `occurredAt` is an ISO 8601 instant. */
export type ScraperEvent =
  | { type: 'ScraperConfigured'; data: { scraperId: string; settings: ScraperSettings; occurredAt: string } }
  | {
      type: 'ScraperReconfigured';
      /** The settings that changed: new values in `changes`, old ones in `previous`. */
      data: { scraperId: string; changes: Partial<ScraperSettings>; previous: Partial<ScraperSettings>; occurredAt: string };
    }
  | { type: 'ScraperActivated'; data: { scraperId: string; occurredAt: string } }
  | { type: 'ScraperDeactivated'; data: { scraperId: string; occurredAt: string } }
  | { type: 'ScraperRunStarted'; data: { scraperId: string; runId: string; trigger: RunTrigger; occurredAt: string } }
  | { type: 'ScraperRunCompleted'; data: RunCompletedV1 | RunCompletedV2 }
  | {
      type: 'ScraperRunFailed';
      data: { scraperId: string; runId: string; errorMessage: string; eventsFound: number; pagesVisited: number; occurredAt: string };
    };

export type ScraperEventType = ScraperEvent['type'];

export const scraperStream = (scraperId: string) => `ingestion-scraper-${scraperId}`;

/** Reserved once by `initialize`: the default scrapers are created a single time. */
export const DEFAULTS_STREAM = 'ingestion-scraper-defaults';

export const SCRAPER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ScraperState =
  | { exists: false }
  | {
      exists: true;
      settings: ScraperSettings;
      isActive: boolean;
      /** The run under way, if any. */
      runningRunId: string | null;
      /** Events found by the last successful run: a run finding less than half of it changes nothing. */
      lastSuccessfulFound: number | null;
      /** What its last two good reads did not find (`missing` of each, the latest first): two in a row is vanished. */
      missedBy: [string[], string[]];
    };

export const initialScraperState: ScraperState = { exists: false };

export function evolveScraper(state: ScraperState, recorded: ScraperEvent | RecordedEvent): ScraperState {
  const event = recorded as ScraperEvent;
  if (event.type === 'ScraperConfigured') {
    return { exists: true, settings: event.data.settings, isActive: false, runningRunId: null, lastSuccessfulFound: null, missedBy: [[], []] };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'ScraperReconfigured':
      return { ...state, settings: { ...state.settings, ...event.data.changes } };
    case 'ScraperActivated':
      return { ...state, isActive: true };
    case 'ScraperDeactivated':
      return { ...state, isActive: false };
    case 'ScraperRunStarted':
      return { ...state, runningRunId: event.data.runId };
    case 'ScraperRunCompleted': {
      const { missing } = runCompleted(event.data);
      const missedBy: [string[], string[]] = missing === undefined ? state.missedBy : [missing, state.missedBy[0]];
      return { ...state, runningRunId: null, lastSuccessfulFound: event.data.eventsFound, missedBy };
    }
    case 'ScraperRunFailed':
      return { ...state, runningRunId: null };
    default:
      return state;
  }
}

/** Why a scraper command cannot be done: the HTTP layer turns each into its status. */
export class ScraperCommandError extends Error {
  override readonly name = 'ScraperCommandError';
  constructor(
    readonly reason: 'not_found' | 'invalid' | 'running' | 'already_initialized' | 'not_running',
    message: string,
  ) {
    super(message);
  }
}

const notFound = () => new ScraperCommandError('not_found', 'Scraper not found');

export function decideConfigure(
  state: ScraperState,
  command: { scraperId: string; settings: ScraperSettings; isActive: boolean; now: Date },
): ScraperEvent[] {
  if (state.exists) return [];
  const occurredAt = command.now.toISOString();
  const configured: ScraperEvent = { type: 'ScraperConfigured', data: { scraperId: command.scraperId, settings: command.settings, occurredAt } };
  return command.isActive ? [configured, { type: 'ScraperActivated', data: { scraperId: command.scraperId, occurredAt } }] : [configured];
}

/** Records the settings that differ and the switch if it flips; nothing when nothing changes. */
export function decideEdit(
  state: ScraperState,
  command: { scraperId: string; changes: Partial<ScraperSettings>; isActive?: boolean; now: Date },
): ScraperEvent[] {
  if (!state.exists) throw notFound();
  const occurredAt = command.now.toISOString();
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const field of SETTING_FIELDS) {
    const value = command.changes[field];
    if (value === undefined || sameValue(value, state.settings[field])) continue;
    changes[field] = value;
    previous[field] = state.settings[field];
  }
  const merged = { ...state.settings, ...changes } as ScraperSettings;
  if (merged.strategy === 'selectors' && !merged.selectors) {
    throw new ScraperCommandError('invalid', 'selectors: Required when the strategy is selectors');
  }
  const events: ScraperEvent[] = [];
  if (Object.keys(changes).length > 0) {
    events.push({
      type: 'ScraperReconfigured',
      data: { scraperId: command.scraperId, changes: changes as Partial<ScraperSettings>, previous: previous as Partial<ScraperSettings>, occurredAt },
    });
  }
  if (command.isActive !== undefined && command.isActive !== state.isActive) {
    events.push({ type: command.isActive ? 'ScraperActivated' : 'ScraperDeactivated', data: { scraperId: command.scraperId, occurredAt } });
  }
  return events;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function decideStartRun(state: ScraperState, command: { scraperId: string; runId: string; trigger: RunTrigger; now: Date }): ScraperEvent[] {
  if (!state.exists) throw notFound();
  if (state.runningRunId !== null) throw new ScraperCommandError('running', 'This scraper is already running');
  return [
    { type: 'ScraperRunStarted', data: { scraperId: command.scraperId, runId: command.runId, trigger: command.trigger, occurredAt: command.now.toISOString() } },
  ];
}

/** Ends the run under way; a run already ended (or another run) is left alone. */
export function decideFinishRun(
  state: ScraperState,
  command: { runId: string; outcome: Extract<ScraperEvent, { type: 'ScraperRunCompleted' | 'ScraperRunFailed' }> },
): ScraperEvent[] {
  if (!state.exists) throw notFound();
  if (state.runningRunId !== command.runId) throw new ScraperCommandError('not_running', 'This run is not under way');
  return [command.outcome];
}

/** How far below the last successful run a run may fall before it is treated as a broken page and changes nothing. */
export function shortfallOf(found: number, lastSuccessfulFound: number | null): string | null {
  if (lastSuccessfulFound === null || lastSuccessfulFound === 0 || found * 2 >= lastSuccessfulFound) return null;
  return `Found ${found} event${found === 1 ? '' : 's'}, less than half of the ${lastSuccessfulFound} the last successful run found: nothing was changed`;
}

// ---- Input ----

const text = requiredText;

const httpUrl = z
  .string(required('Must be an http:// or https:// link'))
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine(isHttpUrl, 'Must be an http:// or https:// link');

const selector = (max = 500) =>
  z
    .string(required('Must be a CSS selector'))
    .trim()
    .min(1, 'Required')
    .max(max, `Must be at most ${max} characters`);
const optionalSelector = selector()
  .optional()
  .or(z.literal('').transform(() => undefined));

export const CardSelectorsInput = z.strictObject({
  card: selector(),
  name: selector(),
  dates: selector(),
  location: optionalSelector,
  cost: optionalSelector,
  link: optionalSelector,
});

const cron = z
  .string(required('Must be a cron expression such as 0 6 * * *'))
  .trim()
  .min(1, 'Required')
  .max(100, 'Must be at most 100 characters')
  .refine((value) => validateCronExpression(value).valid, 'Must be a cron expression such as 0 6 * * * (minute hour day month weekday)');

export const DEFAULT_PAGE_LIMIT = 50;
export const DEFAULT_SCHEDULE = '0 6 * * *';

const fields = {
  name: text(200),
  organizer: text(200),
  startUrls: z
    .array(httpUrl, { error: 'Must be a list of links' })
    .min(1, 'Give at least one start URL')
    .max(20, 'At most 20 start URLs'),
  strategy: z.enum(EXTRACTION_STRATEGIES, { error: `Must be one of ${EXTRACTION_STRATEGIES.join(', ')}` }),
  selectors: CardSelectorsInput.nullable(),
  pageLimit: z.number({ error: 'Must be a number of pages' }).int('Must be a whole number').min(1, 'Must be at least 1').max(500, 'Must be at most 500'),
  schedule: cron,
  isActive: z.boolean({ error: 'Must be true or false' }),
};

function selectorsWhenNeeded(value: { strategy?: ExtractionStrategy; selectors?: CardSelectors | null }, context: z.RefinementCtx): void {
  if (value.strategy === 'selectors' && !value.selectors) {
    context.addIssue({ code: 'custom', path: ['selectors'], message: 'Required when the strategy is selectors' });
  }
}

/** A new scraper as an admin adds it. */
export const NewScraperInput = z
  .strictObject({
    ...fields,
    strategy: fields.strategy.default('auto'),
    selectors: fields.selectors.default(null),
    pageLimit: fields.pageLimit.default(DEFAULT_PAGE_LIMIT),
    schedule: fields.schedule.default(DEFAULT_SCHEDULE),
    isActive: fields.isActive.default(true),
  })
  .superRefine(selectorsWhenNeeded);
export type NewScraper = z.output<typeof NewScraperInput>;

/** An edit: any subset of the fields, at least one (the strategy/selectors rule is checked after merging). */
export const ScraperChangesInput = z
  .strictObject({
    name: fields.name.optional(),
    organizer: fields.organizer.optional(),
    startUrls: fields.startUrls.optional(),
    strategy: fields.strategy.optional(),
    selectors: fields.selectors.optional(),
    pageLimit: fields.pageLimit.optional(),
    schedule: fields.schedule.optional(),
    isActive: fields.isActive.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to change');
export type ScraperChanges = z.output<typeof ScraperChangesInput>;

/** Pages a preview reads unless told otherwise: enough for a listing and a few detail pages, quick to answer. */
export const PREVIEW_PAGE_LIMIT = 10;

/** A preview: a scraper's reading settings tried on a few links, nothing recorded. */
export const ScraperPreviewInput = z
  .strictObject({
    startUrls: z
      .array(httpUrl, required('Must be a list of links'))
      .min(1, 'Give at least one start URL')
      .max(10, 'At most 10 start URLs'),
    strategy: fields.strategy.default('auto'),
    selectors: fields.selectors.default(null),
    pageLimit: fields.pageLimit.default(PREVIEW_PAGE_LIMIT),
    organizer: text(200).optional(),
  })
  .superRefine(selectorsWhenNeeded);
export type ScraperPreviewRequest = z.output<typeof ScraperPreviewInput>;
