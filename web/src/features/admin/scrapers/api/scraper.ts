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

export type Scraper = ScraperSettings & {
  id: string;
  createdAt: string;
  /** null: never run. */
  lastRunStatus: 'success' | 'failure' | null;
  /** When the last finished run started. */
  lastRunAt: string | null;
  running: RunProgress | null;
};

export type LogStatus = 'running' | 'success' | 'failure';

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
  pagesVisited: number;
  errorMessage: string | null;
};

/** What a successful single run answers. */
export type RunResult = { eventsFound: number; eventsAdded: number; eventsUpdated: number; eventsRejected: number };

/** Run All answers at once (202); the runs go on in the background. */
export type RunAllStarted = { message: string; totalScrapers: number };
