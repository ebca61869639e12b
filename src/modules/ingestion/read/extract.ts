import { type CheerioAPI, load } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { stripChrome } from './chrome.js';
import { calendarLinkDays, calendarLinkYearHint, daysWithYears, publishedOn, recordYearHint, sameDayYearHint, seasonPairYearHint, seasonSpanYearHint, seasonYearHint, yearHintOf } from './page-year.js';
import { blockText, oneLine } from './page-text.js';
import { blockRecords, pageWideFacts, wholePageRecords } from './blocks.js';
import { collegesIn } from './colleges.js';
import { selectorRecords } from './card-selectors.js';
import { tableRecords } from './html-table.js';
import { icalRecords } from './ical.js';
import { jsonLdRecords, productPrices } from './json-ld.js';
import { labeledTextRecords } from './labeled-text.js';
import { splitSessions } from './sessions.js';
import { microdataRecords } from './microdata.js';
import { type ProseContext, proseRecords, statesNamedIn } from './prose.js';
import { parsePlace } from './places.js';
import { placeOfCity } from '../../../platform/places/us-places.js';
import { pageTopicOf, storyTagsOf } from './sections.js';
import { pageTitle } from './page-title.js';
import { siteTownOf } from './site-town.js';
import { listedAddress, venueAddresses } from './venues.js';
import { absoluteHttpUrl } from './source-key.js';
import { deadlineAt, hasDate, isDeadlineText, registrationLinkAmong } from './text-clues.js';
import type { RawRecord } from './raw-record.js';
import { isRejection, normalizeRecord } from './record.js';
import { EVIDENCE_TEXT, withReaderEvidence } from './evidence.js';
import { documentPage } from './document.js';
import type { DocumentSnapshot, Doubt, Evidence, EvidenceRule, ExtractionSettings, FeedSnapshot, PageReading, PageSnapshot, ReaderName } from './types.js';

type PageReader = ($: CheerioAPI, pageUrl: string, settings: ExtractionSettings) => RawRecord[];

const READERS: Record<Exclude<ReaderName, 'ical'>, PageReader> = {
  'json-ld': ($, url) => jsonLdRecords($, url),
  microdata: ($, url) => microdataRecords($, url),
  table: ($, url) => tableRecords($, url),
  'labeled-text': ($, url) => labeledTextRecords($, url),
  blocks: ($, url) => blockRecords($, url),
  prose: ($, url) => proseRecords($, url),
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
  /** The venues the page lists with their addresses (see `venues.ts`). */
  venues?: ReadonlyMap<string, string>;
  /** The town a municipal site belongs to (its title's "Town of Ridgefield, CT"): the place of last resort, a draft's. */
  siteTown?: { place: string; text: string } | null;
  /** The states the page names (by name, code in an address, athletic association): they place a town given bare. */
  states?: readonly string[];
  /** The town the page says all its programs are in ("All locations are in Hanover."), with that sentence. */
  allIn?: { town: string; text: string } | null;
  /**
   * Whether a venue named without its town may be placed in the site's own town: for the rows of a table and
   * labelled facts, where a column or a label says it is the venue; not for a guess from a text's looks.
   */
  venuesInSiteTown?: boolean;
}

/** "All locations are in Hanover.", "All programs are held in Hanover": the one town of every venue the page names. */
/** A season a text names ("for all spring youth programs", "Spring 2027"). */
const SEASON_WORD = /\b(spring|summer|fall|autumn|winter)\b/i;
const seasonOf = (text: string | null | undefined): string | null => {
  const season = SEASON_WORD.exec(text ?? '')?.[1]?.toLowerCase() ?? null;
  return season === 'autumn' ? 'fall' : season;
};

/**
 * The page's deadline for all its events, unless it names a season ("for all spring youth programs: Friday, April
 * 2"): then only for the events under that season's heading, and none whose season is not said.
 */
function pageDeadlineFor(record: RawRecord, deadline: string | null): string | null {
  if (deadline === null) return null;
  const scope = seasonOf(deadline);
  if (scope === null) return deadline;
  return seasonOf(record.section) === scope || (record.section === null && seasonOf(record.name) === scope) ? deadline : null;
}

/** A page's own part about registering, after its programs: "Registration", "How to Register". */
const REGISTRATION_PART = /^(?:registration(?:\s(?:info(?:rmation)?|details|deadlines?))?|how\sto\sregister|to\sregister)$/i;

/**
 * The deadline a page's own registration part gives ("Registration" over "Registration deadline: Friday, January 8
 * (or when full)"), when the page gives none for all its events otherwise: its programs' deadline.
 */
function registrationPartDeadline($: CheerioAPI): string | null {
  for (const heading of ($('h2, h3, h4').toArray() as Element[]).slice(0, 60)) {
    if (!REGISTRATION_PART.test(oneLine($(heading).text()))) continue;
    const lines = ($(heading).nextUntil('h1, h2, h3, h4').toArray() as Element[]).slice(0, 8).flatMap((element) => blockText(element).split('\n'));
    for (const line of lines) {
      if (line.length <= 300 && isDeadlineText(line) && hasDate(line.slice(deadlineAt(line)))) return line.slice(deadlineAt(line));
    }
  }
  return null;
}

const ALL_IN_TOWN = /\b[Aa]ll\s(?:locations|programs|classes|games|sessions|activities|venues|sites)\s(?:are\s)?(?:held\s|located\s|played\s|offered\s)?in\s([A-Z][a-z'-]+(?:\s[A-Z][a-z'-]+){0,2})\b/;

function allInTownOf(text: string): { town: string; text: string } | null {
  const match = ALL_IN_TOWN.exec(text);
  return match ? { town: match[1].replace(/\.$/, ''), text: match[0] } : null;
}

/**
 * A venue given with its town but no state ("Chesapeake Sportsplex, Severna Park") on a page naming the states it
 * speaks of: placed in the one of them that has that town; null when none or several do.
 */
function placedInPageState(location: string | null, states: readonly string[] | undefined): string | null {
  if (location === null || !states || states.length === 0 || parsePlace(location) !== null) return null;
  const town = location.split(',').at(-1)?.replace(/\([^()]*\)/g, ' ').trim() ?? '';
  if (!/^[A-Z][A-Za-z.'’ -]{2,40}$/.test(town)) return null;
  const holding = states.filter((state) => placeOfCity(town, state) !== null);
  return holding.length === 1 ? `${location}, ${holding[0]}` : null;
}

/** The page's one labeled block without dates, when it has exactly one and no other labeled block. */
function sharedDetails(records: readonly RawRecord[]): RawRecord | null {
  return records.length === 1 && records[0].dates === null ? records[0] : null;
}

/** Evidence of a value the page states once for all its events, in its main content. */
const stated = (rule: EvidenceRule, text: string): Evidence => ({ rule, text: text.slice(0, EVIDENCE_TEXT), region: 'main' });

/** A page's records with what the page states once for all of them (a venue, a deadline) and each session apart. */
function completed(records: readonly RawRecord[], facts: PageFacts): RawRecord[] {
  const split = records.flatMap(splitSessions);
  // A "Location:" read as the page's that stands in one of its events' own text is that event's, not the others'.
  const shared = facts.details?.location?.slice(0, 40);
  const owned = shared !== undefined && split.length > 1 && split.some((record) => record.text?.includes(shared) === true);
  const pageFacts = owned ? { ...facts, details: null } : facts;
  return split.map((record) => completedOne(record, pageFacts));
}

/** One record completed with what its page states for all (see `completed`). */
function completedOne(record: RawRecord, facts: PageFacts): RawRecord {
  // Only an event that states no place of its own ("Online" is one) takes the page's.
  const shared = facts.details;
  // A venue named by its short name ("Embrey Mill Park") where the page lists its address.
  const listed = facts.venues && record.state === null ? listedAddress(record.location, facts.venues) : null;
  if (listed !== null) return completedOne({ ...record, location: listed, evidence: { ...record.evidence, place: stated('page-venue', listed) } }, facts);
  const placed = record.state === null ? placedInPageState(record.location, facts.states) : null;
  if (placed !== null) return completedOne({ ...record, location: placed }, facts);
  // A venue named without its town ("CCMS Gym") on a town's own site: in the town the page says all its venues are in
  // ("All locations are in Hanover"), else, in doubt, the site's town.
  const bareVenue = (facts.venuesInSiteTown === true || facts.allIn) && record.location !== null && record.state === null && parsePlace(record.location) === null && facts.siteTown ? facts.siteTown : null;
  if (bareVenue) {
    const allIn = facts.allIn && bareVenue.place.toLowerCase().startsWith(`${facts.allIn.town.toLowerCase()},`) ? facts.allIn : null;
    // A venue ending in a town of the site's state ("…, 12 Center Street, Prospect") is in that town, in doubt all the same.
    const siteState = bareVenue.place.slice(bareVenue.place.lastIndexOf(',') + 1).trim();
    const lastPart = record.location?.split(',').at(-1)?.trim() ?? '';
    const ownTown = /^[A-Z][A-Za-z.' -]{2,40}$/.test(lastPart) && placeOfCity(lastPart, siteState) !== null;
    const venue = ownTown ? `${record.location}, ${siteState}` : `${record.location}, ${bareVenue.place}`;
    return completedOne(
      {
        ...record,
        location: venue,
        evidence: { ...record.evidence, place: allIn ? stated('page-details', `${allIn.text} (${bareVenue.text})`) : stated('page-title-town', bareVenue.text) },
        doubts: allIn ? record.doubts : [...record.doubts, SITE_TOWN_DOUBT],
      },
      facts,
    );
  }
  const ownPlace = record.location !== null || record.state !== null;
  const pageLocation = facts.place ?? shared?.location ?? null;
  const siteTown = !ownPlace && pageLocation === null && (shared?.state ?? null) === null ? (facts.siteTown ?? null) : null;
  const location = ownPlace ? record.location : (pageLocation ?? siteTown?.place ?? null);
  // A deadline the page gives by the event's name is its own; one given by another event's name is not.
  const ownDeadline = record.name ? [...facts.namedDeadlines].find(([name]) => record.name?.toLowerCase().includes(name))?.[1] : undefined;
  const own = record.registrationDeadline?.trim() ?? '';
  const othersDeadline = own !== '' && [...facts.namedDeadlines.values()].some((text) => text.trim().startsWith(own) || own.startsWith(text.trim()));
  const deadline = ownDeadline ?? (othersDeadline ? null : record.registrationDeadline);
  const evidence = { ...record.evidence };
  if (!ownPlace && location !== null) evidence.place = siteTown ? stated('page-title-town', siteTown.text) : stated(facts.place !== null ? 'page-venue' : 'page-details', location);
  if (record.cost === null && !ownPlace && shared?.cost) evidence.cost = stated('page-details', shared.cost);
  if (record.ages === null && !ownPlace && shared?.ages) evidence.ages = stated('page-details', shared.ages);
  const pageDeadline = pageDeadlineFor(record, facts.deadline);
  if ((deadline ?? null) === null && pageDeadline !== null) evidence.registrationDeadline = stated('page-deadline', pageDeadline);
  return {
    ...record,
    evidence,
    doubts: siteTown ? [...record.doubts, SITE_TOWN_DOUBT] : record.doubts,
    location,
    state: ownPlace ? record.state : (shared?.state ?? null),
    // The shared details are the page's events': an event with a place of its own has its own details too.
    cost: record.cost ?? (ownPlace ? null : (shared?.cost ?? null)),
    ages: record.ages ?? (ownPlace ? null : (shared?.ages ?? null)),
    registrationDeadline: deadline ?? pageDeadline,
  };
}

/** A place only the site's own town gives (see `site-town.ts`). */
const SITE_TOWN_DOUBT: Doubt = 'place-site';

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

/** The most of a page's content text read for its states and years (daysWithYears reads 100,000 characters). */
const MAX_BODY_TEXT = 100_000;

/**
 * The records of a rendered page, by the scraper's strategy. `auto` reads schema.org JSON-LD, then microdata and
 * RDFa, and keeps the first that lists an event; else it reads tables, labeled text and repeated blocks and keeps
 * the reader listing the most events (the earlier on a tie), or, when none lists any, the first that found records
 * (so their rejections are reported).
 */
export function readPage(page: PageSnapshot, settings: ExtractionSettings): PageReading {
  const $ = load(page.html.length > MAX_PAGE_CHARS ? page.html.slice(0, MAX_PAGE_CHARS) : page.html);
  // A page dated after the day it is read is no story already published: that date is an event's.
  const dated = publishedOn($);
  const published = dated !== null && dated <= settings.today ? dated : null;
  const tags = storyTagsOf($);
  const chrome = stripChrome($);
  const hint = yearHintOf($, published, chrome.text, settings.today);
  const around = `${$('title').first().text()}\n${chrome.text}`;
  // The page's content as text, chrome taken out: read once for the states it names and the years it gives.
  const bodyText = $('body').text().slice(0, MAX_BODY_TEXT);
  const read = withReaderEvidence(withChromeRegistration(readLoadedPage($, page, settings, { published, around }, bodyText), chrome.links));
  if (read.records.length === 0) return read;
  const days = daysWithYears(bodyText);
  const calendarDays = calendarLinkDays($);
  // The one season the page's content names with its year ("Registration for Winter/Spring 2027 programs"), when
  // neither its date, its title nor its copyright gives one.
  const pageHint = hint ?? seasonYearHint(bodyText) ?? seasonPairYearHint(bodyText) ?? seasonSpanYearHint(bodyText);
  const yearOf = (record: RawRecord) =>
    record.yearHint ?? sameDayYearHint(record.dates, days, settings.today) ?? calendarLinkYearHint(record.dates, calendarDays, settings.today) ?? seasonYearHint(record.text) ?? recordYearHint(record.section, pageHint);
  const reading = { ...read, records: read.records.map((record) => ({ ...record, yearHint: yearOf(record) })) };
  // What the page is about (its title, the sport filter chosen): read to tell the sport of events that do not say.
  const topic = pageTopicOf($, tags);
  return topic === null ? reading : { ...reading, records: reading.records.map((record) => ({ ...record, pageTopic: record.pageTopic ?? topic })) };
}

function readLoadedPage($: CheerioAPI, page: PageSnapshot, settings: ExtractionSettings, prose: ProseContext, bodyText: string): PageReading {
  const labeled = labeledTextRecords($, page.url);
  // A place read from a table's cells is that row's event's, not the page's.
  const shared = sharedDetails(labeled);
  const inTable = shared?.location ? ($('td, th').toArray() as Element[]).some((cell) => shared.location?.includes(oneLine($(cell).text())) && oneLine($(cell).text()).length > 3) : false;
  const details = inTable ? null : shared;
  const pageWide = pageWideFacts($, page.url);
  const facts: PageFacts = { ...pageWide, deadline: pageWide.deadline ?? registrationPartDeadline($), details, siteTown: siteTownOf(oneLine($('title').first().text()), `${oneLine($('h1').first().text())}\n${oneLine(($('main, [role="main"]').first()[0] ? $('main, [role="main"]').first() : $('body')).text()).slice(0, 5_000)}\n${prose.around}`), venues: venueAddresses($), states: statesNamedIn(`${$('title').first().text()}\n${bodyText}\n${prose.around}`), allIn: allInTownOf(`${bodyText}\n${prose.around}`) };
  // The page read as one event, once: a reader of its own below, and what completes a one-event page.
  let whole: RawRecord[] | undefined;
  const wholePage = (): RawRecord[] => (whole ??= wholePageRecords($, page.url));
  // Each reader reads the page once, however often the choice below asks for its records.
  const labelledFacts: PageFacts = { ...facts, venuesInSiteTown: true };
  const readings = new Map<ReaderName, RawRecord[]>([['labeled-text', completed(labeled, labelledFacts)]]);
  const read = (name: ReaderName): RawRecord[] => {
    let records = readings.get(name);
    if (!records) {
      records = completed(READERS[name as Exclude<ReaderName, 'ical'>]($, page.url, settings), name === 'table' ? labelledFacts : facts);
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
    const completedByText = withPageColleges($, [withPageText(records[0], fromText)]);
    return { url: page.url, kind: 'page', strategy: name, records: withPageFacts(completedByText, () => wholePage()[0], settings, $) };
  }
  // A news story or a post (the page gives its own date) is read as a person reads it, sentence by sentence: its
  // paragraphs are no cards, and a link in its text ("the online entry form") is no event.
  if (prose.published !== null) {
    // Unless it labels its event's values ("Dates:", "Cost:", "Location:"): labels say what each value is.
    const labeledEvents = listable(read('labeled-text'), settings);
    const told = labeledEvents > 0 ? [] : completed(proseRecords($, page.url, prose), facts);
    if (listable(told, settings) > 0) return { url: page.url, kind: 'page', strategy: 'prose', records: told };
  }
  let best: { name: ReaderName; records: RawRecord[]; count: number } | null = null;
  let firstFound: { name: ReaderName; records: RawRecord[] } | null = null;
  const unstructured: [ReaderName, () => RawRecord[]][] = [
    ...UNSTRUCTURED.map((name): [ReaderName, () => RawRecord[]] => [name, () => read(name)]),
    // The page as one event: a detail page whose repeated parts (ticket types, related events) are no events.
    ['blocks', () => completed(wholePage(), facts)],
  ];
  for (const [name, readWith] of unstructured) {
    const records = readWith();
    const count = listable(records, settings);
    // Labels that say what each value is beat a guess from the text's looks, unless the page plainly holds more events.
    const beats = best === null || (name === 'blocks' && best.name === 'labeled-text' && wellLabeled(best.records) ? count >= 3 * best.count : count > best.count);
    if (count > 0 && beats) best = { name, records, count };
    if (records.length > 0 && name !== 'blocks') firstFound ??= { name, records };
  }
  // A page no reader finds a listable event on may tell its events in sentences: a person would read them there.
  if (best === null) {
    const told = completed(proseRecords($, page.url, prose), facts);
    // Told but not listable (no place, no day to come): kept when nothing else was found, so the run log says why.
    if (listable(told, settings) > 0 || (firstFound === null && told.length > 0)) return { url: page.url, kind: 'page', strategy: 'prose', records: told };
  }
  const kept = best ?? firstFound;
  // A page listing some events in a table or cards may tell others in its paragraphs ("Goalies ... can spend an
  // evening with our goalkeeper coaches on Friday, June 11"): those, named by no listed record, are drafts beside them.
  const told = best !== null ? toldBeside(best.records, completed(proseRecords($, page.url, prose), facts), settings) : [];
  // A page listing sessions in a table may give another program in labelled facts below it ("Dates: 4/6/27 – 4/29/27",
  // "Fee: $72"): the labelled events the table does not name are events of their own beside its rows.
  const labeledBeside = best?.name === 'table' ? labeledBesideTable(best.records, read('labeled-text'), settings, pageTitle($), tableTexts($)) : [];
  const records = withPageColleges($, [...(kept?.records ?? []), ...labeledBeside, ...told]);
  return { url: page.url, kind: 'page', strategy: kept?.name ?? null, records: withPageFacts(records, () => wholePage()[0], settings, $) };
}

const TOLD_KIND = /\b(?:camps?|clinics?|showcases?|tournaments?|cups?|classics?|invitationals?|shoot-?outs?|festivals?|combines?|id|play\s?days?|leagues?|jamborees?|academ(?:y|ies)|prospect\s+days?)\b/i;
const nameKey = (name: string | null): string => (name ?? '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The events a page's paragraphs tell that none of its listed records is: each a listable draft of its own. */
function toldBeside(listed: readonly RawRecord[], told: readonly RawRecord[], settings: ExtractionSettings): RawRecord[] {
  const names = listed.map((record) => nameKey(record.name)).filter((name) => name !== '');
  return told.filter((record) => {
    const name = nameKey(record.name);
    if (name === '' || names.some((other) => other.includes(name) || name.includes(other))) return false;
    // Told in sentences, not a short line of a list or a label's value: one of its sentences runs to ten words.
    const inSentences = (record.text ?? '').split('\n').some((sentence) => sentence.split(/\s+/).filter((word) => /^[a-z]/.test(word)).length >= 6 && sentence.split(/\s+/).length >= 10);
    // Named as an event ("Goalkeeper Clinic", "Spring Play Day"), not a holiday or a school ("Country Day") a sentence mentions.
    return inSentences && TOLD_KIND.test(record.name ?? '') && !isRejection(normalizeRecord(record, settings));
  });
}

/** The text of a page's table cells, one a line. */
const tableTexts = ($: CheerioAPI): string => ($('td, th').toArray() as Element[]).map((cell) => oneLine($(cell).text())).join('\n');

/**
 * The labelled events of a page that its table's rows do not name, each listable on its own: a part under a heading
 * of its own, never the page read as a whole (named by its title) nor one whose days are a table's cell.
 */
function labeledBesideTable(rows: readonly RawRecord[], labeled: readonly RawRecord[], settings: ExtractionSettings, title: string | null, cells: string): RawRecord[] {
  const names = rows.map((record) => nameKey(record.name)).filter((name) => name !== '');
  return labeled.filter((record) => {
    const name = nameKey(record.name);
    if (name === '' || name === nameKey(title) || names.some((other) => other.includes(name) || name.includes(other))) return false;
    if (record.dates !== null && cells.includes(oneLine(record.dates))) return false;
    return !isRejection(normalizeRecord(record, settings));
  });
}

const pathOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname.replace(/\/$/, '')}`;
  } catch {
    return null;
  }
};

const OTHERS_PAY = /\b(?:spectators?|parking|admission|at\sthe\s(?:gate|door)|per\s(?:car|vehicle))\b/i;
/** A line of the page about what taking part costs (not a donation, not a shop's price). */
const FEE_LINE = /\b(?:cost|price|pricing|fees?|tuition|registration|entry|tickets?|(?:per\s)?(?:players?|persons?|teams?|campers?|athletes?|individuals?|participants?))\b/i;

/**
 * An event page's one event (one record of the page can be listed: the others are its sections, "Competition
 * Hours", "Check-In") with what the rest of its page says of it and its own block does not: the fee ("Divisions &
 * Pricing"), the deadline ("registration will close on June 30"), the Register button. The page's main content, not
 * its chrome: that was taken out before.
 */
function withPageFacts(records: RawRecord[], wholePage: () => RawRecord | undefined, settings: ExtractionSettings, $: CheerioAPI): RawRecord[] {
  const listed = records.filter((record) => !isRejection(normalizeRecord(record, settings)));
  if (listed.length !== 1) return records;
  // A link back to the page itself (structured data's offer, "?occurrence=...") registers for nothing the page's own button does not.
  const linkIsPage = listed[0].registrationLink !== null && pathOf(listed[0].registrationLink) === pathOf(listed[0].pageUrl);
  const record = linkIsPage ? { ...listed[0], registrationLink: null } : listed[0];
  if (record.cost !== null && record.registrationDeadline !== null && record.registrationLink !== null) return records;
  const page = wholePage();
  if (!page) return records;
  // The page's own product, sold in a shop ("Summer Skills Camp", from $225.00): its offers' lowest price.
  const product = record.cost === null ? productPrices($).find((each) => nameKey(each.name) === nameKey(record.name)) : undefined;
  const productCost = product ? `${product.name}: $${product.cost}` : null;
  // A sentence about what others pay ("spectators pay $3; players are free") prices no player.
  const feeLines = (page.cost ?? '').split(/\n|(?<=\.)\s/).filter((line) => FEE_LINE.test(line) && /\$\s?\d/.test(line) && !OTHERS_PAY.test(line));
  const cost = record.cost ?? productCost ?? (feeLines.length > 0 ? feeLines.join('\n') : null);
  const registrationDeadline = record.registrationDeadline ?? page.registrationDeadline;
  const registrationLink = record.registrationLink ?? page.registrationLink ?? listed[0].registrationLink;
  const evidence = { ...record.evidence };
  if (record.cost === null && cost !== null) evidence.cost = stated('page-details', cost);
  if (record.registrationDeadline === null && registrationDeadline !== null) evidence.registrationDeadline = stated('page-details', registrationDeadline);
  if (record.registrationLink === null && registrationLink !== null) evidence.registrationLink = stated('page-details', registrationLink);
  return records.map((each) => (each === listed[0] ? { ...record, cost, registrationDeadline, registrationLink, evidence } : each));
}

/** The one event of a page, read by a reader that reads no colleges (a table's rows): with the colleges its page lists. */
function withPageColleges($: CheerioAPI, records: RawRecord[]): RawRecord[] {
  if (records.length !== 1 || records[0].colleges !== null) return records;
  const root = $('main, [role="main"]').first()[0] ?? $('body').first()[0];
  const colleges = root ? collegesIn($, [root]) : null;
  return colleges === null ? records : [{ ...records[0], colleges }];
}

/**
 * A page's one event with no registration link of its own, and a "Register" button in the site's chrome (a platform's
 * sidebar) whose address names this very page ("/register/fieldhockey/TopProspectSpring" on ".../TopProspectSpring"):
 * that button registers for it. A chrome link naming no page of its own (a club's "Register" menu) is nobody's.
 */
function withChromeRegistration(reading: PageReading, links: readonly { text: string; href: string }[]): PageReading {
  if (reading.records.length !== 1 || reading.records[0].registrationLink !== null || links.length === 0) return reading;
  const slug = new URL(reading.url).pathname.split('/').filter(Boolean).pop() ?? '';
  if (slug.length < 5) return reading;
  const own = links
    .map((link) => ({ text: link.text, href: absoluteHttpUrl(link.href, reading.url) ?? '' }))
    .filter((link) => link.href !== '' && link.href.split('#')[0] !== reading.url.split('#')[0] && link.href.toLowerCase().includes(slug.toLowerCase()));
  const found = registrationLinkAmong(own, reading.url);
  if (found === null) return reading;
  const record = reading.records[0];
  return { ...reading, records: [{ ...record, registrationLink: found, evidence: { ...record.evidence, registrationLink: { rule: reading.strategy ?? 'blocks', text: found.slice(0, EVIDENCE_TEXT), region: 'chrome' } } }] };
}

/**
 * A PDF an organizer links (a camp's brochure, a clinic's flyer): its text laid out as a page (`documentPage`) and
 * read like one, with the same readers and rules. Its records' source is the document's address.
 */
export async function readDocument(document: DocumentSnapshot, settings: ExtractionSettings): Promise<PageReading> {
  if (settings.strategy !== 'auto') return { url: document.url, kind: 'document', strategy: null, records: [] };
  const reading = readPage(await documentPage(document), settings);
  return { ...reading, kind: 'document' };
}

/** The records of an iCalendar feed, under the `auto` and `ical` strategies (a page-only strategy reads no feed). */
export function readFeed(feed: FeedSnapshot, settings: ExtractionSettings): PageReading {
  if (settings.strategy !== 'auto' && settings.strategy !== 'ical') return { url: feed.url, kind: 'feed', strategy: null, records: [] };
  const records = icalRecords(feed.text, feed.url, settings.today);
  return withReaderEvidence({ url: feed.url, kind: 'feed', strategy: records.length > 0 ? 'ical' : null, records });
}
