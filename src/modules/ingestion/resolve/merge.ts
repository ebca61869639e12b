import { parsePlace } from '../read/places.js';
import type { RawRecord } from '../read/raw-record.js';
import { addressWords } from '../read/sport.js';
import { absoluteHttpUrl, normalizedName, withoutFragment } from '../read/source-key.js';
import type { PageReading } from '../read/types.js';

const pageKey = (url: string): string => withoutFragment(url).replace(/\/$/, '');

/** True when the detail page's record is the card's event: one record on the page, or one of the same name. */
function sameEvent(card: RawRecord, detail: RawRecord, recordsOnPage: number): boolean {
  if (recordsOnPage === 1) return true;
  return card.name !== null && detail.name !== null && normalizedName(card.name) === normalizedName(detail.name);
}

const firstOf = <T>(...values: (T | null)[]): T | null => values.find((value) => value !== null) ?? null;

/** A detail page's record completed by the card that links to it: the page's values first, the card's where it has none. */
function merged(detail: RawRecord, card: RawRecord): RawRecord {
  const detailPlace = parsePlace(detail.location, detail.state) !== null;
  return {
    ...detail,
    name: firstOf(detail.name, card.name),
    dates: detail.dates ?? card.dates,
    endDate: detail.dates ? detail.endDate : card.endDate,
    location: detailPlace ? detail.location : firstOf(card.location, detail.location),
    state: detailPlace ? detail.state : firstOf(card.state, detail.state),
    cost: firstOf(detail.cost, card.cost),
    ages: firstOf(detail.ages, card.ages),
    type: firstOf(detail.type, card.type),
    registrationDeadline: firstOf(detail.registrationDeadline, card.registrationDeadline),
    description: firstOf(detail.description, card.description),
    text: [detail.text, card.text].filter((text) => text !== null).join('\n') || null,
    registrationLink: firstOf(detail.registrationLink, card.registrationLink),
    eventUrl: detail.eventUrl ?? card.eventUrl,
    cancelled: detail.cancelled || card.cancelled,
    identifier: detail.identifier ?? card.identifier,
    // Where each was listed: the detail page's first, then the list's ("Field Hockey Camps" over the card).
    sport: joined(detail.sport, card.sport),
    section: joined(detail.section, card.section),
    pageTopic: joined(detail.pageTopic, card.pageTopic, addressWords(card.pageUrl)),
    organizer: firstOf(detail.organizer, card.organizer),
    colleges: firstOf(detail.colleges, card.colleges),
    doubts: detail.name !== null && detail.dates !== null ? detail.doubts : [...new Set([...detail.doubts, ...card.doubts])],
    // Each value's evidence goes with the value: the detail page's where it gave one, the card's where it did not.
    evidence: { ...card.evidence, ...detail.evidence, ...(detailPlace ? {} : card.evidence.place ? { place: card.evidence.place } : {}) },
  };
}

const joined = (...texts: (string | null)[]): string | null => texts.filter((text) => text !== null && text !== '').join('\n') || null;

/**
 * The records of a crawl with each list card and the detail page it links to as one record (an event is listed once,
 * with the fields of both). Each record comes with the page it was read on (the detail page for a merged one).
 */
export function mergeRecords(readings: readonly PageReading[]): { record: RawRecord; readOn: string }[] {
  const byPage = new Map<string, { reading: PageReading; records: RawRecord[] }>();
  for (const reading of readings) {
    // A page or a document (a card's brochure) can be the detail a card links to; a feed never is.
    if (reading.kind !== 'feed' && reading.records.length > 0) byPage.set(pageKey(reading.url), { reading, records: [...reading.records] });
  }
  const out: { record: RawRecord; readOn: string }[] = [];
  const mergedCards = new Set<RawRecord>();
  for (const reading of readings) {
    for (const record of reading.records) {
      const target = record.eventUrl ? absoluteHttpUrl(record.eventUrl, record.pageUrl) : null;
      const detail = target !== null && pageKey(target) !== pageKey(reading.url) ? byPage.get(pageKey(target)) : undefined;
      if (!detail) continue;
      const index = detail.records.findIndex((candidate) => sameEvent(record, candidate, detail.records.length));
      if (index === -1) continue;
      detail.records[index] = merged(detail.records[index], record);
      mergedCards.add(record);
    }
  }
  for (const reading of readings) {
    const own = byPage.get(pageKey(reading.url));
    const records = own && own.reading === reading ? own.records : reading.records;
    for (const record of records) {
      if (mergedCards.has(record)) continue;
      out.push({ record, readOn: reading.url });
    }
  }
  return out;
}
