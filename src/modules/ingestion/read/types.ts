import type { EventDetails } from '../../catalog/events/event-details.js';
import type { RawRecord } from './raw-record.js';

/**
 * How a scraper reads a page: `auto` tries JSON-LD, then an HTML table of events, then labeled text on each
 * page (and reads iCalendar feeds); any other names the one strategy to use.
 */
export const EXTRACTION_STRATEGIES = ['auto', 'json-ld', 'ical', 'table', 'labeled-text', 'selectors'] as const;
export type ExtractionStrategy = (typeof EXTRACTION_STRATEGIES)[number];

/** CSS selectors for a site whose event cards no general strategy reads: `card` finds each card, the rest are read inside it. */
export interface CardSelectors {
  card: string;
  name: string;
  dates: string;
  location?: string;
  cost?: string;
  link?: string;
}

/** A page as Chromium rendered it (content built by JavaScript included): its final URL and serialized DOM. */
export interface PageSnapshot {
  url: string;
  html: string;
}

/** A document an organizer publishes (a PDF brochure or flyer), fetched as bytes. */
export interface DocumentSnapshot {
  url: string;
  bytes: Uint8Array;
}

/** An iCalendar feed, fetched as text. */
export interface FeedSnapshot {
  url: string;
  text: string;
}

export interface ExtractionSettings {
  strategy: ExtractionStrategy;
  selectors: CardSelectors | null;
  /** The scraper's organizer: the organizer of every event whose page names none. */
  organizer: string;
  /** yyyy-MM-dd: dates written without a year are taken as the next such day on or after this one. */
  today: string;
}

/**
 * Where the text a value was read from stands on its page: the event's own block (its card, its row, its section),
 * the page's main content (stated once for the page's events), the site's chrome (header, navigation, footer,
 * sidebar, a "contact us" block: never an event's venue, price or date), or structured data (JSON-LD, microdata,
 * an iCalendar feed), which says what each value is.
 */
export const REGIONS = ['block', 'main', 'chrome', 'data'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * The rules that read values, as codes the admin console words in its languages: a reader (`json-ld`, `microdata`,
 * `ical`, `table`, `labeled-text`, `blocks`, `selectors`, `prose`), what a page states once for its events
 * (`page-venue`, `page-details`, `page-deadline`, `page-title-town`), and where the sport is said (`sport-name`,
 * `sport-details`, `sport-section`, `sport-page`).
 */
export const EVIDENCE_RULES = [
  'json-ld',
  'microdata',
  'ical',
  'table',
  'labeled-text',
  'blocks',
  'selectors',
  'prose',
  'page-venue',
  'page-details',
  'page-deadline',
  'page-title-town',
  'sport-name',
  'sport-details',
  'sport-section',
  'sport-page',
] as const;
export type EvidenceRule = (typeof EVIDENCE_RULES)[number];

/** Where the year of dates written without one came from (see `page-year.ts`). */
export const YEAR_SOURCES = ['published', 'title', 'heading', 'copyright', 'same-day', 'calendar-link', 'season'] as const;
export type YearSource = (typeof YEAR_SOURCES)[number];

/**
 * Why a value is what it is: the rule that read it, the text it was read from (cut to 200 characters), where that
 * text stands; for dates, where a year left out was taken from, and how many weekly meetings were made one program.
 */
export interface Evidence {
  rule: EvidenceRule;
  text: string;
  region: Region;
  year?: { from: YearSource; value: string };
  meetings?: number;
}

/**
 * What keeps a record from being proven, as codes the admin console words: its page does not say field hockey
 * (`sport-unstated`), its name is the site's chrome (`name-chrome`), only the organization's (`name-organization`),
 * names another year (`name-other-year`) or is a story's headline naming no kind of event (`name-headline`), its
 * year is not written (`year-guessed`), it is told in sentences only (`prose`), it is the same program on several days without the page saying it is one series (`series`), or its
 * place is only the town the site belongs to (`place-site`) or a town its state does not have (`place-unknown`). An
 * organizer's submission is always a draft (`submitted`: an admin checks what organizers send), and one that gave no
 * event to read is an empty one to fill in from its original (`nothing-read`).
 */
export const DOUBTS = ['sport-unstated', 'name-chrome', 'name-organization', 'name-other-year', 'name-headline', 'year-guessed', 'prose', 'series', 'place-site', 'place-unknown', 'submitted', 'nothing-read'] as const;
export type Doubt = (typeof DOUBTS)[number];

/** The fields of an event whose values carry evidence. */
export const EVIDENCED_FIELDS = ['name', 'dates', 'place', 'cost', 'ages', 'type', 'registrationDeadline', 'registrationLink', 'sport'] as const;
export type EvidencedField = (typeof EVIDENCED_FIELDS)[number];
export type EvidenceOf = Partial<Record<EvidencedField, Evidence>>;

/** An event found on a source, normalized: ready for the catalog's `list` command. */
export interface ScrapedEvent {
  /** Stable across runs: JSON-LD `@id` or `url`, iCal `UID`, else page URL + normalized name + start date. */
  sourceKey: string;
  details: EventDetails;
  /** The source marks it cancelled (JSON-LD `eventStatus`, iCal `STATUS:CANCELLED`). */
  cancelled: boolean;
  /**
   * The organizer the page names for the event (JSON-LD/microdata `organizer`, an "Organizer:"/"Host:" label or
   * column, a "Hosted by ..." line, iCal `ORGANIZER;CN=`), cleaned; null when it names none (then `details.organizer`
   * is the scraper's). One equal to the scraper's organizer (see `organizerKey`) is the organizer's own site.
   */
  namedOrganizer: string | null;
  /** The page (or feed) it was read on: the detail page for a card and its page read as one. */
  pageUrl: string;
  /** Each stated value's evidence (`dates` stands for the start and end dates, `place` for city, state and ZIP). */
  evidence: EvidenceOf;
  /**
   * Why the record is not proven (empty: it is): its name, dates or place rest on weak evidence, its sport is not
   * shown to be field hockey, or the page contradicts it. Only a proven record is listed for families; any other is
   * a draft on the admins' Review list.
   */
  doubts: Doubt[];
}

/** A record that looked like an event but could not be listed: counted in the run's log. */
export interface Rejection {
  url: string;
  name: string | null;
  /** e.g. 'No start date', 'No state', 'endDate: Must not be before the start date', 'Not field hockey: the event names lacrosse'. */
  reason: string;
}

export interface Extraction {
  events: ScrapedEvent[];
  rejected: Rejection[];
}

/** Who read a page's records: one of the strategies, or the general readers `auto` adds (microdata/RDFa, repeated blocks). */
export type ReaderName = Exclude<ExtractionStrategy, 'auto'> | 'microdata' | 'blocks' | 'prose';

/** What one page or feed gave before the records of the whole crawl are put together. */
export interface PageReading {
  url: string;
  kind: 'page' | 'feed' | 'document';
  /** The reader whose records were kept, null when none found any. */
  strategy: ReaderName | null;
  records: RawRecord[];
}

/** How a page was read, for the run log and the preview: its reader, records listed from it and rejected. */
export interface PageLog {
  url: string;
  kind: 'page' | 'feed' | 'document';
  strategy: ReaderName | null;
  found: number;
  rejected: number;
}
