import { type CheerioAPI, load } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { oneLine } from './page-text.js';
import { blockRecords, pageWideFacts, wholePageRecords } from './blocks.js';
import { collegesIn } from './colleges.js';
import { selectorRecords } from './card-selectors.js';
import { tableRecords } from './html-table.js';
import { icalRecords } from './ical.js';
import { jsonLdRecords } from './json-ld.js';
import { labeledTextRecords } from './labeled-text.js';
import { mergeRecords, splitSessions } from './merge.js';
import { microdataRecords } from './microdata.js';
import { pageTopicOf } from './sections.js';
import { notFieldHockey, siteSports, sportEvidence } from './sport.js';
import type { RawRecord } from './raw-record.js';
import { isRejection, normalizeRecord } from './record.js';
import { normalizedName } from './source-key.js';
import type { EventDetails } from '../../catalog/events/event-details.js';
import type { Extraction, ExtractionSettings, FeedSnapshot, PageLog, PageReading, PageSnapshot, ReaderName, Rejection, ScrapedEvent } from './types.js';

type PageReader = ($: CheerioAPI, pageUrl: string, settings: ExtractionSettings) => RawRecord[];

const READERS: Record<Exclude<ReaderName, 'ical'>, PageReader> = {
  'json-ld': ($, url) => jsonLdRecords($, url),
  microdata: ($, url) => microdataRecords($, url),
  table: ($, url) => tableRecords($, url),
  'labeled-text': ($, url) => labeledTextRecords($, url),
  blocks: ($, url) => blockRecords($, url),
  selectors: ($, url, settings) => (settings.selectors ? selectorRecords($, url, settings.selectors) : []),
};

/** Structured data, which says what each value is: when it lists an event, the page is read from it alone. */
const STRUCTURED: readonly ReaderName[] = ['json-ld', 'microdata'];
/** What `auto` reads a page without structured data with; the one listing the most events wins, the first on a tie. */
const UNSTRUCTURED: readonly ReaderName[] = ['table', 'labeled-text', 'blocks'];

/** The most of a page's HTML that is read: a larger page is cut (real event pages are far smaller). */
export const MAX_PAGE_CHARS = 3_000_000;

/** What a page states once for all its events. */
interface PageFacts {
  place: string | null;
  deadline: string | null;
  namedDeadlines: ReadonlyMap<string, string>;
  /** A block of labeled details without dates ("Camp Details": where, cost, who): what every event of the page shares. */
  details: RawRecord | null;
}

/** The page's one labeled block without dates, when it has exactly one and no other labeled block. */
function sharedDetails(records: readonly RawRecord[]): RawRecord | null {
  return records.length === 1 && records[0].dates === null ? records[0] : null;
}

/** A page's records with what the page states once for all of them (a venue, a deadline) and each session apart. */
function completed(records: readonly RawRecord[], facts: PageFacts): RawRecord[] {
  return records.flatMap(splitSessions).map((record) => {
    // Only an event that states no place of its own ("Online" is one) takes the page's.
    const shared = facts.details;
    const ownPlace = record.location !== null || record.state !== null;
    const location = ownPlace ? record.location : (facts.place ?? shared?.location ?? null);
    // A deadline the page gives by the event's name is its own; one given by another event's name is not.
    const ownDeadline = record.name ? [...facts.namedDeadlines].find(([name]) => record.name?.toLowerCase().includes(name))?.[1] : undefined;
    const own = record.registrationDeadline?.trim() ?? '';
    const othersDeadline = own !== '' && [...facts.namedDeadlines.values()].some((text) => text.trim().startsWith(own) || own.startsWith(text.trim()));
    const deadline = ownDeadline ?? (othersDeadline ? null : record.registrationDeadline);
    return {
      ...record,
      location,
      state: ownPlace ? record.state : (shared?.state ?? null),
      // The shared details are the page's events': an event with a place of its own has its own details too.
      cost: record.cost ?? (ownPlace ? null : (shared?.cost ?? null)),
      ages: record.ages ?? (ownPlace ? null : (shared?.ages ?? null)),
      registrationDeadline: deadline ?? facts.deadline,
    };
  });
}

const firstOf = <T>(...values: (T | null)[]): T | null => values.find((value) => value !== null) ?? null;

/**
 * The one event of a page read from its structured data, completed by what the page's text says and the data does
 * not (the deadline, ages, a Register button, the cost when no offer gives it).
 */
function withPageText(record: RawRecord, fromText: RawRecord | undefined): RawRecord {
  if (!fromText) return record;
  return {
    ...record,
    cost: firstOf(record.cost, fromText.cost),
    ages: firstOf(record.ages, fromText.ages),
    type: firstOf(record.type, fromText.type),
    registrationDeadline: firstOf(record.registrationDeadline, fromText.registrationDeadline),
    registrationLink: firstOf(fromText.registrationLink, record.registrationLink),
    text: [record.text, fromText.text].filter((text) => text !== null).join('\n') || null,
    sport: firstOf(record.sport, fromText.sport),
    section: firstOf(record.section, fromText.section),
    organizer: firstOf(record.organizer, fromText.organizer),
    colleges: firstOf(record.colleges, fromText.colleges),
  };
}

const isOver = (record: RawRecord, settings: ExtractionSettings): boolean => {
  const result = normalizeRecord(record, settings);
  return isRejection(result) && result.reason === 'Already over';
};

/** Records whose labels give at least three of dates, place, cost, ages, type and deadline. */
const wellLabeled = (records: readonly RawRecord[]): boolean =>
  records.length > 0 &&
  records.every((record) => [record.dates, record.location, record.cost, record.ages, record.type, record.registrationDeadline].filter((value) => value !== null).length >= 3);

const listable = (records: readonly RawRecord[], settings: ExtractionSettings): number =>
  records.filter((record) => !isRejection(normalizeRecord(record, settings))).length;

/**
 * The records of a rendered page, by the scraper's strategy. `auto` reads schema.org JSON-LD, then microdata and
 * RDFa, and keeps the first that lists an event; else it reads tables, labeled text and repeated blocks and keeps
 * the reader listing the most events (the earlier on a tie), or, when none lists any, the first that found records
 * (so their rejections are reported).
 */
export function readPage(page: PageSnapshot, settings: ExtractionSettings): PageReading {
  const $ = load(page.html.length > MAX_PAGE_CHARS ? page.html.slice(0, MAX_PAGE_CHARS) : page.html);
  const reading = readLoadedPage($, page, settings);
  if (reading.records.length === 0) return reading;
  // What the page is about (its title, the sport filter chosen): read to tell the sport of events that do not say.
  const topic = pageTopicOf($);
  return topic === null ? reading : { ...reading, records: reading.records.map((record) => ({ ...record, pageTopic: record.pageTopic ?? topic })) };
}

function readLoadedPage($: CheerioAPI, page: PageSnapshot, settings: ExtractionSettings): PageReading {
  const labeled = labeledTextRecords($, page.url);
  // A place read from a table's cells is that row's event's, not the page's.
  const shared = sharedDetails(labeled);
  const inTable = shared?.location ? ($('td, th').toArray() as Element[]).some((cell) => shared.location?.includes(oneLine($(cell).text())) && oneLine($(cell).text()).length > 3) : false;
  const details = inTable ? null : shared;
  const facts: PageFacts = { ...pageWideFacts($, page.url), details };
  // Each reader reads the page once, however often the choice below asks for its records.
  const readings = new Map<ReaderName, RawRecord[]>([['labeled-text', completed(labeled, facts)]]);
  const read = (name: ReaderName): RawRecord[] => {
    let records = readings.get(name);
    if (!records) {
      records = completed(READERS[name as Exclude<ReaderName, 'ical'>]($, page.url, settings), facts);
      readings.set(name, records);
    }
    return records;
  };
  if (settings.strategy === 'ical') return { url: page.url, kind: 'page', strategy: null, records: [] };
  if (settings.strategy !== 'auto') {
    const records = read(settings.strategy);
    return { url: page.url, kind: 'page', strategy: records.length > 0 ? settings.strategy : null, records };
  }
  for (const name of STRUCTURED) {
    const records = read(name);
    // Structured data whose events are over is believed: the page's text would only give them a year to come.
    if (listable(records, settings) === 0 && !records.some((record) => isOver(record, settings))) continue;
    if (records.length !== 1) return { url: page.url, kind: 'page', strategy: name, records };
    const fromText = read('labeled-text').find((record) => record.registrationDeadline !== null || record.ages !== null) ?? read('blocks')[0];
    return { url: page.url, kind: 'page', strategy: name, records: withPageColleges($, [withPageText(records[0], fromText)]) };
  }
  let best: { name: ReaderName; records: RawRecord[]; count: number } | null = null;
  let firstFound: { name: ReaderName; records: RawRecord[] } | null = null;
  const unstructured: [ReaderName, () => RawRecord[]][] = [
    ...UNSTRUCTURED.map((name): [ReaderName, () => RawRecord[]] => [name, () => read(name)]),
    // The page as one event: a detail page whose repeated parts (ticket types, related events) are no events.
    ['blocks', () => completed(wholePageRecords($, page.url), facts)],
  ];
  for (const [name, readWith] of unstructured) {
    const records = readWith();
    const count = listable(records, settings);
    // Labels that say what each value is beat a guess from the text's looks, unless the page plainly holds more events.
    const beats = best === null || (name === 'blocks' && best.name === 'labeled-text' && wellLabeled(best.records) ? count >= 3 * best.count : count > best.count);
    if (count > 0 && beats) best = { name, records, count };
    if (records.length > 0 && name !== 'blocks') firstFound ??= { name, records };
  }
  const kept = best ?? firstFound;
  return { url: page.url, kind: 'page', strategy: kept?.name ?? null, records: withPageColleges($, kept?.records ?? []) };
}

/** The one event of a page, read by a reader that reads no colleges (a table's rows): with the colleges its page lists. */
function withPageColleges($: CheerioAPI, records: RawRecord[]): RawRecord[] {
  if (records.length !== 1 || records[0].colleges !== null) return records;
  const root = $('main, [role="main"]').first()[0] ?? $('body').first()[0];
  const colleges = root ? collegesIn($, [root]) : null;
  return colleges === null ? records : [{ ...records[0], colleges }];
}

/** The records of an iCalendar feed, under the `auto` and `ical` strategies (a page-only strategy reads no feed). */
export function readFeed(feed: FeedSnapshot, settings: ExtractionSettings): PageReading {
  if (settings.strategy !== 'auto' && settings.strategy !== 'ical') return { url: feed.url, kind: 'feed', strategy: null, records: [] };
  const records = icalRecords(feed.text, feed.url, settings.today);
  return { url: feed.url, kind: 'feed', strategy: records.length > 0 ? 'ical' : null, records };
}

/** Name, start date and place: the same event found under two keys (a listing and its page without identifiers). */
function identityOf({ details }: ScrapedEvent): string {
  return [details.name.replace(/\s+/g, ' ').trim().toLowerCase(), details.startDate, details.city.toLowerCase(), details.state].join('|');
}

/**
 * Of two keys the same event was found under (its page and its registration form, two listings), the one to keep,
 * whichever page was read first: a crawl's pages arrive in whatever order the site answers, and a key that followed
 * that order would list the event again on the next run. A key the source's identifiers give beats a fallback key
 * (page, name and date), then the shorter (the event's own page before a page under it), then the first in order.
 */
function preferredKey(one: string, other: string, details: EventDetails): string {
  const fallbackEnd = `#${normalizedName(details.name)}|${details.startDate}`;
  const rank = (key: string): [number, number, string] => [key.endsWith(fallbackEnd) ? 1 : 0, key.length, key];
  const [a, b] = [rank(one), rank(other)];
  return a[0] !== b[0] ? (a[0] < b[0] ? one : other) : a[1] !== b[1] ? (a[1] < b[1] ? one : other) : one <= other ? one : other;
}

/** An event found twice (a listing and its page, a page and its form): the later reading, completed by the earlier. */
function completedBy(later: EventDetails, earlier: EventDetails, siteHosts: ReadonlySet<string>): EventDetails {
  const known = <K extends keyof EventDetails>(field: K, unknown: EventDetails[K]): EventDetails[K] => (later[field] === unknown ? earlier[field] : later[field]);
  return {
    ...later,
    description: known('description', null),
    endDate: known('endDate', null),
    registrationDeadline: known('registrationDeadline', null),
    cost: known('cost', null),
    ageLevel: known('ageLevel', 'All Ages'),
    eventType: known('eventType', 'Recruiting Event'),
    isIndoor: known('isIndoor', null),
    registrationLink: later.registrationLink === null || (onSite(later.registrationLink, siteHosts) && !onSite(earlier.registrationLink, siteHosts)) ? earlier.registrationLink : later.registrationLink,
    ...stated('gradYears', later, earlier),
    ...stated('collegesAttending', later, earlier),
    ...stated('zip', later, earlier),
  };
}

/** A field an event holds only when its page states it: the later reading's when it does, else the earlier's. */
function stated<K extends 'gradYears' | 'collegesAttending' | 'zip'>(field: K, later: EventDetails, earlier: EventDetails): Pick<EventDetails, K> | Record<string, never> {
  const value = later[field] ?? earlier[field];
  return value === undefined || value === null ? {} : ({ [field]: value } as Pick<EventDetails, K>);
}

/** A link to a page of the site read (its own event page), where another reading may have found the registration platform's. */
function onSite(link: string | null, siteHosts: ReadonlySet<string>): boolean {
  if (link === null) return true;
  try {
    return siteHosts.has(new URL(link).host);
  } catch {
    return true;
  }
}

/** A rejected record that still is an event (over, a game, without a state): it tells which sports a site lists. */
const LOOKS_LIKE_AN_EVENT = (rejection: Rejection): boolean => rejection.reason !== 'No name' && rejection.reason !== 'No start date';

/**
 * The events of all the pages and feeds of a crawl: a list card and the detail page it links to merged into one
 * record, every record normalized, one event per source key and per name, start and place (the later one wins), and
 * for each page its reader and what it gave. Only field hockey events are listed (see `sport.ts`): a record naming
 * another sport is rejected, and on a site listing other sports' events one naming no sport is too.
 */
export function assemble(readings: readonly PageReading[], settings: ExtractionSettings): Extraction & { pages: PageLog[] } {
  const events = new Map<string, ScrapedEvent>();
  const keyByIdentity = new Map<string, string>();
  const rejected: Rejection[] = [];
  const pages = new Map<string, PageLog>();
  const siteHosts = new Set(readings.flatMap((reading) => (URL.canParse(reading.url) ? [new URL(reading.url).host] : [])));
  for (const reading of readings) pages.set(reading.url, { url: reading.url, kind: reading.kind, strategy: reading.strategy, found: 0, rejected: 0 });
  const records = mergeRecords(readings).map(({ record, readOn }) => ({ record, readOn, result: normalizeRecord(record, settings) }));
  // Which sport each event is, and whether the site lists other sports' events (of the records that are events).
  const sports = records.map(({ record, result }) => (isRejection(result) && !LOOKS_LIKE_AN_EVENT(result) ? null : sportEvidence(record)));
  const site = siteSports(sports.filter((evidence) => evidence !== null));
  records.forEach(({ record, readOn, result: normalized }, index) => {
    const evidence = sports[index];
    const notListed = evidence && !isRejection(normalized) ? notFieldHockey(evidence, site) : null;
    const result: ScrapedEvent | Rejection = notListed && !isRejection(normalized) ? { url: record.pageUrl, name: normalized.details.name, reason: notListed } : normalized;
    const log = pages.get(readOn);
    if (isRejection(result)) {
      rejected.push(result);
      if (log) log.rejected += 1;
      return;
    }
    if (log) log.found += 1;
    const identity = identityOf(result);
    const earlierKey = keyByIdentity.get(identity);
    const earlier = earlierKey === undefined ? undefined : events.get(earlierKey);
    if (earlierKey !== undefined) events.delete(earlierKey);
    events.delete(result.sourceKey);
    // The organizer one reading names is the event's, whichever reading names it.
    const namedOrganizer = result.namedOrganizer ?? earlier?.namedOrganizer ?? null;
    const completed = earlier ? { ...completedBy(result.details, earlier.details, siteHosts), organizer: namedOrganizer ?? result.details.organizer } : result.details;
    const key = earlierKey === undefined ? result.sourceKey : preferredKey(earlierKey, result.sourceKey, result.details);
    events.set(key, { ...result, sourceKey: key, details: completed, namedOrganizer });
    keyByIdentity.set(identity, key);
  });
  return { events: [...events.values()], rejected, pages: [...pages.values()] };
}

/** The events of one rendered page, read and assembled on their own. */
export function extractFromPage(page: PageSnapshot, settings: ExtractionSettings): Extraction {
  const { events, rejected } = assemble([readPage(page, settings)], settings);
  return { events, rejected };
}

/** The events of one iCalendar feed, read and assembled on their own. */
export function extractFromFeed(feed: FeedSnapshot, settings: ExtractionSettings): Extraction {
  const { events, rejected } = assemble([readFeed(feed, settings)], settings);
  return { events, rejected };
}
