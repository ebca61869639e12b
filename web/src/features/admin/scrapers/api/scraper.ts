import type { EvidenceOf } from '../../api/evidence';
// The shapes of the ingestion API (/api/admin/scrapers, /api/admin/logs). Instants are ISO 8601 strings.

export const strategies = ['auto', 'json-ld', 'ical', 'table', 'labeled-text', 'selectors'] as const;

/** How a scraper reads events off its pages; 'auto' tries the others in turn. */
export type ExtractionStrategy = (typeof strategies)[number];

/** For the 'selectors' strategy: CSS selectors of one event's card, the rest relative to that card. */
export type CardSelectors = { card: string; name: string; dates: string; location?: string; cost?: string; link?: string };

export const requiredSelectors = ['card', 'name', 'dates'] as const;
export const optionalSelectors = ['location', 'cost', 'link'] as const;
export type SelectorField = (typeof requiredSelectors)[number] | (typeof optionalSelectors)[number];

/** What an admin sets on a scraper: the body of an add, or (any subset of it) of a change. */
export type ScraperSettings = {
  name: string;
  organizer: string;
  startUrls: string[];
  strategy: ExtractionStrategy;
  selectors: CardSelectors | null;
  /** 1..500 */
  pageLimit: number;
  /** cron, 5 fields (or 6 with seconds) */
  schedule: string;
  isActive: boolean;
};

export const settingFields = [
  'name',
  'organizer',
  'startUrls',
  'strategy',
  'selectors',
  'pageLimit',
  'schedule',
  'isActive',
] as const satisfies readonly (keyof ScraperSettings)[];

export type SettingField = (typeof settingFields)[number];

export function isSettingField(value: string): value is SettingField {
  return settingFields.some((field) => field === value);
}

/** A run under way, as far as it got. */
export type RunProgress = { startedAt: string; pagesVisited: number; pageLimit: number; eventsFound: number };

/** How a finished run ended: 'warning' read pages yet listed nothing (the log says why). */
export type RunStatus = 'success' | 'warning' | 'failure';

export type Scraper = ScraperSettings & {
  id: string;
  createdAt: string;
  /** null: never run. */
  lastRunStatus: RunStatus | null;
  /** Why the last run ended with a warning (absent from servers older than warnings). */
  lastRunWarning?: string | null;
  /** When the last finished run started. */
  lastRunAt: string | null;
  running: RunProgress | null;
};

export type LogStatus = 'running' | RunStatus;

/** The reader that gave a page's records ('json-ld', 'microdata', 'table', 'ical', …); null when none found any. */
export type PageReading = { url: string; kind: 'page' | 'feed' | 'document'; strategy: string | null; found: number; rejected: number };

/** A record that was not listed, or a page that could not be read, and why. */
export type RunNote = { url: string; reason: string; name?: string | null };

/** One run of a scraper; `id` is the run's. */
export type ScraperLog = {
  id: string;
  scraperId: string;
  scraperName: string;
  status: LogStatus;
  executedAt: string;
  finishedAt: string | null;
  eventsFound: number;
  eventsAdded: number;
  eventsUpdated: number;
  /** Records without a name, start date or state, or otherwise invalid. */
  eventsRejected: number;
  /** Records kept off the catalog as drafts for the Review tab (absent from runs before drafts). */
  eventsDrafted?: number;
  pagesVisited: number;
  errorMessage: string | null;
  // Absent from logs of servers older than warnings.
  warning?: string | null;
  /** How each page was read (the first 50), and how many more pages the run read. */
  pages?: PageReading[];
  pagesOmitted?: number;
  rejections?: RunNote[];
  pageFailures?: RunNote[];
  /** The events the run listed (the first 50), each value with its evidence (absent from older runs). */
  listings?: RunListing[];
};

/** An event a run listed, with what each of its published values was read from. */
export type RunListing = { eventId: string; name: string; startDate: string; pageUrl: string; evidence: EvidenceOf };

/** What a successful single run answers. */
export type RunResult = {
  eventsFound: number;
  eventsAdded: number;
  eventsUpdated: number;
  eventsRejected: number;
  /** Present when the run read pages yet listed nothing: why. */
  warning?: string;
};

/** Run All answers at once (202); the runs go on in the background. */
export type RunAllStarted = { message: string; totalScrapers: number };

/** An event a preview found, as a run would list it. */
export type PreviewEvent = {
  sourceKey: string;
  cancelled: boolean;
  /** Each value's evidence (absent from servers before evidence). */
  evidence?: EvidenceOf;
  /** Why a run would make it a draft rather than list it; none: it would be listed. */
  doubts?: string[];
  details: {
    name: string;
    description: string | null;
    eventType: string;
    startDate: string;
    endDate: string | null;
    registrationDeadline: string | null;
    city: string;
    state: string;
    cost: number | null;
    ageLevel: string;
    organizer: string | null;
    isIndoor: boolean | null;
    registrationLink: string | null;
  };
};

/** The body of a preview: the settings that decide how a site is read. */
export type PreviewRequest = {
  startUrls: string[];
  strategy?: ExtractionStrategy;
  selectors?: CardSelectors | null;
  pageLimit?: number;
  organizer?: string;
};

/** What a preview answers: nothing of it is recorded. */
export type PreviewResult = {
  events: PreviewEvent[];
  rejected: RunNote[];
  pages: PageReading[];
  failures: RunNote[];
  pagesVisited: number;
  eventsFound: number;
  eventsRejected: number;
  warning: string | null;
  /** The site could not be read at all: why. */
  error: string | null;
};
