import { mergeRecords } from './merge.js';
import { doubtsOf, sportEvidenceOf } from './proof.js';
import { consecutiveDaysOf, separateDaysOf, weeklySeriesOf } from './series.js';
import { readFeed, readPage } from '../read/extract.js';
import { notFieldHockey, siteSports, sportEvidence } from '../read/sport.js';
import { isRejection, normalizeRecord } from '../read/record.js';
import { normalizedName } from '../read/source-key.js';
import type { EventDetails } from '../../catalog/events/event-details.js';
import type { Extraction, ExtractionSettings, FeedSnapshot, PageLog, PageReading, PageSnapshot, Rejection, ScrapedEvent } from '../read/types.js';

/**
 * Name, start date and place: the same event found under two keys (a listing and its page without identifiers). The
 * edition's year after a name ("Pine Barrens Indoor Shootout 2027", a flyer's title) names the same event.
 */
function identityOf({ details }: ScrapedEvent): string {
  const name = details.name.replace(/\s+/g, ' ').trim().toLowerCase().replace(new RegExp(String.raw`\s(?:[-–—]\s)?${details.startDate.slice(0, 4)}$`), '');
  return [name, details.startDate, details.city.toLowerCase(), details.state].join('|');
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

/** A link that is a page the event was read on (no Register link was found: its page stands in). */
function isOwnPage(link: string | null, pages: readonly string[]): boolean {
  const address = (url: string): string => url.split('#')[0].replace(/\/$/, '');
  return link !== null && pages.some((page) => address(page) === address(link));
}

/**
 * An event found twice (a listing and its page, a page and its form): the later reading, completed by the earlier. A
 * Register link one reading found beats the page the other stands in with ("Register" on the card, none on its page).
 */
function completedBy(later: EventDetails, earlier: EventDetails, siteHosts: ReadonlySet<string>, pages: readonly string[]): EventDetails {
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
    registrationLink:
      later.registrationLink === null ||
      (onSite(later.registrationLink, siteHosts) && !onSite(earlier.registrationLink, siteHosts)) ||
      (isOwnPage(later.registrationLink, pages) && earlier.registrationLink !== null && !isOwnPage(earlier.registrationLink, pages))
        ? earlier.registrationLink
        : later.registrationLink,
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
    const sport = sportEvidenceOf(evidence, { name: result.details.name, heading: evidence?.heading ?? null, topic: record.pageTopic });
    const proven: ScrapedEvent = { ...result, evidence: sport ? { ...result.evidence, sport } : result.evidence, doubts: doubtsOf(result, evidence) };
    const identity = identityOf(proven);
    const earlierKey = keyByIdentity.get(identity);
    const earlier = earlierKey === undefined ? undefined : events.get(earlierKey);
    if (earlierKey !== undefined) events.delete(earlierKey);
    events.delete(proven.sourceKey);
    // The organizer one reading names is the event's, whichever reading names it.
    const namedOrganizer = proven.namedOrganizer ?? earlier?.namedOrganizer ?? null;
    const completed = earlier ? { ...completedBy(proven.details, earlier.details, siteHosts, [proven.pageUrl, earlier.pageUrl]), organizer: namedOrganizer ?? proven.details.organizer } : proven.details;
    const key = earlierKey === undefined ? proven.sourceKey : preferredKey(earlierKey, proven.sourceKey, proven.details);
    // Found twice, it is as proven as its better reading; each value keeps the evidence of the reading it came from.
    const doubts = earlier && earlier.doubts.length < proven.doubts.length ? earlier.doubts : proven.doubts;
    const merged = earlier ? { ...earlier.evidence, ...proven.evidence } : proven.evidence;
    events.set(key, { ...proven, sourceKey: key, details: completed, namedOrganizer, doubts, evidence: merged });
    keyByIdentity.set(identity, key);
  });
  return { events: consecutiveDaysOf(weeklySeriesOf(separateDaysOf([...events.values()]))), rejected, pages: [...pages.values()] };
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
