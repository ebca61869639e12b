import { parsePlace } from './places.js';
import type { RawRecord } from './raw-record.js';
import { addressWords } from './sport.js';
import { absoluteHttpUrl, normalizedName, withoutFragment } from './source-key.js';
import { hasDate, trimEndOf, trimStartOf } from './text-clues.js';
import type { PageReading } from './types.js';

const SESSION_START = /\b(?:session|week)\s*(?:#\s?)?(?:\d{1,2}|[ivx]{1,4}|one|two|three|four|five|[a-e])\b|\b(?:first|second|third|fourth)\s+session\b/gi;

/**
 * A record whose dates name several sessions ("Session 1: June 14-16; Session 2: July 7-9", one session a line) as
 * one record per session: the same name and facts, each its own dates. Any other record as it is.
 */
/** Several days of one month written as a list, no range: "January 10, 17 & 24, 2027", "Jan 9 and 16". */
const DAY_LIST = /\b([A-Za-z]{3,9})\.?\s(\d{1,2})((?:,\s?\d{1,2}){0,8}),?\s(?:&|and)\s(\d{1,2})(?!\d)(?:,?\s(\d{4}))?/;
const MONTH_NAME = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

export function splitSessions(record: RawRecord): RawRecord[] {
  const dates = record.dates;
  if (!dates || record.endDate !== null || dates.length > 2_000) return [record];
  const list = DAY_LIST.exec(dates);
  if (list && MONTH_NAME.test(list[1]) && !/\d\s?[-–—]\s?\d/.test(dates.slice(0, list.index + list[0].length))) {
    const days = [list[2], ...list[3].split(',').map((day) => day.trim()).filter(Boolean), list[4]];
    const year = list[5] ? `, ${list[5]}` : '';
    // Days that follow each other ("June 12 & 13") are one event over them; others are sessions.
    const consecutive = days.every((day, index) => index === 0 || Number(day) === Number(days[index - 1]) + 1);
    if (consecutive) return [{ ...record, dates: `${list[1]} ${days[0]}-${days[days.length - 1]}${year}` }];
    return days.map((day) => ({ ...record, dates: `${list[1]} ${day}${year}`, identifier: null }));
  }
  const starts = [...dates.matchAll(SESSION_START)].map((match) => match.index);
  if (starts.length < 2) return [record];
  const segments = starts.map((start, index) => dates.slice(start, starts[index + 1] ?? dates.length)).filter(hasDate);
  if (segments.length < 2) return [record];
  return segments.map((segment) => {
    const label = new RegExp(SESSION_START.source, 'i').exec(segment)?.[0] ?? '';
    return {
      ...record,
      // The label's number is no day: "Session 1: June 14-16" is June 14 to 16.
      dates: trimEndOf(trimStartOf(segment.slice(label.length), ' :.-–—)'), ';, '),
      registrationDeadline: sessionDeadline(record.registrationDeadline, label),
      identifier: null,
    };
  });
}

/** A deadline written per session ("June 7 for Session 1 and by June 30 for Session 2"): the part naming this one. */
function sessionDeadline(deadline: string | null, label: string): string | null {
  if (!deadline || label === '') return deadline;
  const wanted = label.toLowerCase().replace(/\s+/g, ' ');
  const parts = deadline.split(/;|,|\band\b/);
  const own = parts.find((part) => part.toLowerCase().replace(/\s+/g, ' ').includes(wanted) && hasDate(part));
  return own ?? deadline;
}

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
    if (reading.kind === 'page' && reading.records.length > 0) byPage.set(pageKey(reading.url), { reading, records: [...reading.records] });
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
