import * as chrono from 'chrono-node';
import { isCalendarDate } from '../../../platform/time/calendar-date.js';

/** An event's days: `endDate` null for a one-day event. */
export interface DateRange {
  startDate: string;
  endDate: string | null;
}

/**
 * A text as dates are read from: without "may" the verb ("Players under 18 may not take part" is no May 18; in a text
 * written with capitals, the month is written "May", so "may" in lower case is the verb), its dotted dates
 * ("1.17.27") written with slashes, without its ranges of grades or ages ("grades 3-8") and without the days it
 * says there is no play ("(no games 2/14)", "; no practice Feb 15", "(rain date June 6)").
 */
export function withoutVerbMay(text: string): string {
  const played = /\b(?:no|except|excluding|skip\w*|off|rain|snow|make-?up|holiday)\b/i.test(text) ? text.replace(DAYS_OFF, ' ') : text;
  const dotted = played.includes('.') ? played.replace(DOTTED_DATE, dottedAsSlashed) : played;
  // Grades and ages are no days ("Youth Indoor Field Hockey (grades 3-8) meets … from January 12 to February 16").
  const slashed = /grade|age/i.test(dotted) ? dotted.replace(GRADES_OR_AGES, ' ') : dotted;
  return /[A-Z]/.test(slashed) && /\bmay\b/.test(slashed) ? slashed.replace(/\bmay\b/g, 'can') : slashed;
}

/** An aside naming days without play, or days kept in reserve: none of them is the event's first or last day. */
const DAYS_OFF =
  /\((?:no|except|excluding|skip\w*|not\s(?:on|meeting)|off|closed|holiday\w*|snow\s(?:date|day)s?|rain\s(?:date|day)s?|make-?up)\b[^()]{0,80}\)|[;,]\s?(?:(?:but\s|with\s)?no\s(?:games?|practices?|sessions?|class(?:es)?|camps?|clinics?|play|meeting)|except|excluding|skipping)\b[^;.()]{0,80}/gi;

/** A range of grades or ages ("grades 3-8", "(ages 9–13)", "Grades 4 - 6"). */
const GRADES_OR_AGES = /\b(?:grades?|ages?)\s?\d{1,2}(?:st|nd|rd|th)?\s?(?:-|–|—|to|through)\s?\d{1,2}(?:st|nd|rd|th)?\b/gi;

/** A date written with dots, as flyers do ("1.17.27", "2.28.2027"): month, day and a year, read as "1/17/27". */
const DOTTED_DATE = /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})(?![\d.]|\.\d)/g;
function dottedAsSlashed(written: string, month: string, day: string, year: string): string {
  return Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31 ? `${month}/${day}/${year}` : written;
}

/** A day as written: any part may be missing ("14" in "June 14-16", "June 14" without a year). */
interface WrittenDay {
  year: number | null;
  month: number | null;
  day: number | null;
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6, jul: 7, july: 7,
  aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};
const WEEKDAYS = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'mon', 'tue', 'tues', 'wed', 'weds', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
]);
/** Words between the two ends of a range. */
const RANGE_WORDS = new Set(['to', 'through', 'thru', 'till', 'til', 'until', 'and']);
/** Words skipped before the first date ("from June 14", "starting Saturday"). */
const FILLER_WORDS = new Set(['from', 'on', 'the', 'of', 'starting', 'begins', 'beginning', 'date', 'dates']);

const ISO_DAY = /\b(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/gi;
const SLASH_DAY = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g;

const pad = (value: number): string => String(value).padStart(2, '0');
const format = (year: number, month: number, day: number): string => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
const fullYear = (written: string): number => (written.length === 2 ? 2000 + Number(written) : Number(written));

/** Dashes of every kind (en, em, minus, hyphen characters) as `-`. */
function plainDashes(text: string): string {
  return text.replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-');
}

/** The days written as `yyyy-MM-dd` (a datetime's date as written: no time zone shift). */
function isoDays(text: string): WrittenDay[] {
  return [...text.matchAll(ISO_DAY)].map((match) => ({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }));
}

/** The days written as `M/d/yyyy`, `M/d/yy` or `M/d` (US order). */
function slashDays(text: string): WrittenDay[] {
  const matches = [...text.matchAll(SLASH_DAY)];
  const dayOf = (match: RegExpMatchArray): WrittenDay => ({ month: Number(match[1]), day: Number(match[2]), year: match[3] === undefined ? null : fullYear(match[3]) });
  if (matches.length < 2) return matches.map(dayOf);
  const gap = (index: number): string => text.slice((matches[index].index ?? 0) + matches[index][0].length, matches[index + 1].index);
  // "1/10 - 1/17", "Sat 1/16/27 – Sun 1/17/27", or one a line: a start and its end.
  if (SLASH_RANGE_GAP.test(gap(0))) return [dayOf(matches[0]), dayOf(matches[1])];
  if (!SLASH_LIST_GAP.test(gap(0))) return [dayOf(matches[0])];
  // "1/10, 1/17, 1/24 and 1/31": one event's days, first to last, when the list closes with "and"; else its first day.
  let last = 1;
  while (last + 1 < matches.length && SLASH_LIST_GAP.test(gap(last))) last += 1;
  return /\b(?:and)\b|&/i.test(gap(last - 1)) ? [dayOf(matches[0]), dayOf(matches[last])] : [dayOf(matches[0])];
}
const GAP_WEEKDAY = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s?)?`;
const SLASH_RANGE_GAP = new RegExp(String.raw`^\s*(?:(?:-|–|—|to|through|thru|until|till)\s*)?${GAP_WEEKDAY}$`, 'i');
const SLASH_LIST_GAP = new RegExp(String.raw`^\s?(?:,|,?\s(?:and|&))\s?${GAP_WEEKDAY}$`, 'i');

type Token = { kind: 'month'; value: number } | { kind: 'number'; value: number; digits: number } | { kind: 'range' } | { kind: 'skip' } | { kind: 'word' };

function tokens(text: string): Token[] {
  const cleaned = text
    .toLowerCase()
    // Times of day ("9am-3pm", "9:00 a.m.", "18:30") are no days.
    .replace(/\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z])/g, ' ')
    .replace(/\b\d{1,2}:\d{2}\b/g, ' ')
    // Ordinals: 14th, 1st, 2nd, 3rd.
    .replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/g, '$1');
  const found: Token[] = [];
  // A word of letters and digits ("7v7", "u14", "2v2") is one word, no day: "May 7v7 Tournament" is no May 7.
  for (const match of cleaned.matchAll(/[a-z0-9]+|-|&/g)) {
    const word = match[0];
    if (/[a-z]/.test(word) && /\d/.test(word)) found.push({ kind: 'word' });
    else if (word === '-' || word === '&' || RANGE_WORDS.has(word)) found.push({ kind: 'range' });
    else if (/^\d+$/.test(word)) found.push({ kind: 'number', value: Number(word), digits: word.length });
    else if (MONTHS[word] !== undefined) found.push({ kind: 'month', value: MONTHS[word] });
    else if (WEEKDAYS.has(word)) found.push({ kind: 'skip' });
    else found.push({ kind: FILLER_WORDS.has(word) ? 'skip' : 'word' });
  }
  return found;
}

/**
 * The days written with month names ("June 14-16, 2026", "14 - 16 June", "Dec 28, 2026 – Jan 3, 2027"): at most two,
 * the ends of a range. Reading stops at the first word that belongs to no date once a day was read.
 */
function wordDays(text: string): WrittenDay[] {
  const days: WrittenDay[] = [];
  let current: WrittenDay = { year: null, month: null, day: null };
  const started = () => days.length > 0 || current.day !== null;
  const close = () => {
    days.push(current);
    current = { year: null, month: null, day: null };
  };
  for (const token of tokens(text)) {
    if (days.length === 2) break;
    if (token.kind === 'skip') continue;
    if (token.kind === 'word') {
      if (started()) break;
      // A word before any day: whatever month was read with it is no date ("May we suggest").
      current.month = null;
      continue;
    }
    if (token.kind === 'range') {
      if (current.day !== null) close();
      continue;
    }
    if (token.kind === 'month') {
      // A second month after a complete day, without a dash, starts the other end ("June 14 June 16").
      if (current.day !== null && current.month !== null) close();
      current.month = token.value;
      continue;
    }
    // A number: a year (4 digits), a day (1-31), or the end of the dates.
    if (token.digits === 4) {
      if (current.day !== null || current.month !== null) {
        if (current.year !== null) break;
        current.year = token.value;
      } else if (days.length > 0 && days[days.length - 1].year === null) {
        days[days.length - 1].year = token.value;
      }
      continue;
    }
    if (token.value >= 1 && token.value <= 31 && token.digits <= 2) {
      if (current.day === null) {
        current.day = token.value;
        continue;
      }
    }
    if (started()) break;
  }
  if (current.day !== null && days.length < 2) days.push(current);
  return days.filter((day) => day.day !== null);
}

const MONTH_WORD = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const LISTED_DAY = String.raw`(?:${MONTH_WORD}\s)?(\d{1,2})(?:st|nd|rd|th)?(?![\d:/]|\s?(?:am|pm|a\.m|p\.m)\b)`;
/** The first day of a list: a month and a day, and what follows it. */
const LIST_START = new RegExp(String.raw`\b${MONTH_WORD}\s(\d{1,2})(?:st|nd|rd|th)?(?![\d:/]|\s?(?:am|pm|a\.m|p\.m)\b)`, 'i');
const LIST_NEXT = new RegExp(String.raw`^\s?(,\s?(?:and\s|&\s)?|\s(?:and|&)\s)${LISTED_DAY}`, 'i');
const LIST_YEAR = /^,?\s(20\d{2})\b/;
const LIST_GOES_ON = new RegExp(String.raw`^(?:,?\s?20\d{2})?[\s;,:]*(?:[a-z]+(?:\s\d{1,2})?\s?:\s*)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s)?${MONTH_WORD}\s\d{1,2}\b`, 'i');

/**
 * The days of a list, one event's days ("April 10, 17, 24 and May 1, 2027", "Jan 9, Jan 16, Jan 23"): its first and
 * last. Three days or more, or two joined by "and"; each after the one before, else it is no list of one event's days.
 */
function listedDays(text: string): WrittenDay[] {
  const start = LIST_START.exec(text.slice(0, MAX_DATE_TEXT));
  if (!start || start.index === undefined) return [];
  const monthOf = (word: string): number | undefined => MONTHS[word.toLowerCase().replace('.', '')];
  let month = monthOf(start[1]);
  if (month === undefined) return [];
  const days: WrittenDay[] = [{ year: null, month, day: Number(start[2]) }];
  let rest = text.slice(start.index + start[0].length);
  let joinedByAnd = false;
  for (let next = LIST_NEXT.exec(rest); next; next = LIST_NEXT.exec(rest)) {
    const nextMonth: number | undefined = next[2] ? monthOf(next[2]) : month;
    if (nextMonth === undefined) break;
    const day: WrittenDay = { year: null, month: nextMonth, day: Number(next[3]) };
    const before = days[days.length - 1];
    if (day.day === null || day.day < 1 || day.day > 31 || monthDay(day) <= monthDay(before)) break;
    joinedByAnd = /and|&/i.test(next[1]);
    days.push(day);
    month = nextMonth;
    rest = rest.slice(next[0].length);
  }
  if (days.length < 3 && !(days.length === 2 && joinedByAnd)) return [];
  // More days right after the list, with no word joining them (a flyer's line broken in the middle of its days, a
  // second session's days after a semicolon): where the days end is not known, and a wrong last day is worse than none.
  if (LIST_GOES_ON.test(rest.slice(0, 40))) return [days[0]];
  const year = LIST_YEAR.exec(rest);
  // A list closes with "and" before its last day or with its year after it ("10, 17, 24 and 31", "Jan 9, Jan 16, Jan
  // 23, 2027"); commas alone may be a list cut short (a flyer's column): its first day only.
  if (!joinedByAnd && !year) return [days[0]];
  const last = { ...days[days.length - 1], year: year ? Number(year[1]) : null };
  return [days[0], last];
}

/** The written days of a text (at most the two ends of a range), by the first format that finds any. */
/** Numbers that count or name something, not days: "Session 1", "Week 3", "Field 2", "#4". */
const NUMBERED = /\b(?:session|week|camp|clinic|game|field|court|rink|room|pod|flight|day|no\.?|number)\s?#?\d{1,2}\b|#\d{1,3}\b/gi;

function writtenDays(text: string): WrittenDay[] {
  const plain = plainDashes(text).replace(NUMBERED, ' ');
  for (const read of [isoDays, slashDays, listedDays, wordDays]) {
    const days = read(plain);
    if (days.length > 0) return days.slice(0, 2);
  }
  return [];
}

function dateOf(day: WrittenDay, year: number): string | null {
  if (day.month === null || day.day === null) return null;
  const date = format(year, day.month, day.day);
  return isCalendarDate(date) ? date : null;
}

/** Month and day as a comparable number (`mmdd`). */
const monthDay = (day: WrittenDay): number => (day.month ?? 0) * 100 + (day.day ?? 0);

/** The dates of a first written day and an optional second one (the end of a range), years inferred. */
function resolve(written: readonly WrittenDay[], today: string): DateRange | null {
  if (written.length === 0) return null;
  const first = { ...written[0] };
  const second = written.length > 1 ? { ...written[1] } : null;
  if (second) {
    if (first.month === null) first.month = second.month;
    if (second.month === null) second.month = first.month;
  }
  if (first.month === null || first.day === null) return null;

  const crosses = second !== null && monthDay(second) < monthDay(first);
  const endOf = (startYear: number): string | null => (second ? dateOf(second, second.year ?? (crosses ? startYear + 1 : startYear)) : null);

  let startYear: number;
  if (first.year !== null) startYear = first.year;
  else if (second !== null && second.year !== null) startYear = crosses ? second.year - 1 : second.year;
  else {
    // The first year (from last year on, so a range across New Year under way today keeps its start) not over today.
    const thisYear = Number(today.slice(0, 4));
    const candidates = Array.from({ length: 10 }, (_, index) => thisYear - 1 + index);
    const found = candidates.find((year) => {
      const start = dateOf(first, year);
      if (start === null) return false;
      const end = second ? endOf(year) : start;
      return end !== null && end >= today;
    });
    if (found === undefined) return null;
    startYear = found;
  }

  const startDate = dateOf(first, startYear);
  if (startDate === null) return null;
  if (!second) return { startDate, endDate: null };
  const endDate = endOf(startYear);
  if (endDate === null) return null;
  return { startDate, endDate: endDate === startDate ? null : endDate };
}

/**
 * The dates of an event as written on a page: one day or a range, with or without years, month names or numbers
 * ("Jul 7–Jul 15, 2026", "June 14-16", "Dec 28, 2026 – Jan 3, 2027", "6/14/26", "2026-06-14T09:00:00-04:00").
 *
 * Years: a range written with the year at its end only gives its start the same year, or the previous one when
 * the range crosses a year end (December 28 - January 3, 2027 starts in 2026). Without any year, the dates are
 * the next ones not yet over on `today`: the first year whose range ends on or after `today` (an event under way
 * keeps its year). Null for no date or an impossible one (February 30, or a range ending on one).
 */
export function parseDateRange(text: string | null | undefined, today: string): DateRange | null {
  if (!text) return null;
  const written = withoutVerbMay(text.length > MAX_DATE_TEXT ? text.slice(0, MAX_DATE_TEXT) : text);
  const ours = resolve(writtenDays(written), today);
  const library = chronoDays(written, today);
  const theirs = library ? resolve(library, today) : null;
  if (!ours) return theirs;
  // The library reads ends our rules miss ("July 11th through 14th"): the same start with an end is the better reading.
  if (theirs && theirs.startDate === ours.startDate && ours.endDate === null && theirs.endDate !== null) return theirs;
  return ours;
}

/** Dates are read from the start of a text: a longer one is cut first. */
const MAX_DATE_TEXT = 400;

/**
 * The first day or range chrono-node reads in a text (strict mode: no "today" or "next week"), as written days: a
 * part the text leaves out (the year) stays unknown, so our rules for years apply. Times and zones are dropped.
 */
function chronoDays(text: string, today: string): WrittenDay[] | null {
  const reference = new Date(`${today}T12:00:00Z`);
  let results: chrono.ParsedResult[];
  try {
    results = chrono.strict.parse(plainDashes(text), reference, { forwardDate: true });
  } catch {
    return null;
  }
  const found = results.find((result) => result.start.isCertain('day') && result.start.isCertain('month'));
  if (!found) return null;
  const dayOf = (components: chrono.ParsedComponents): WrittenDay => ({
    year: components.isCertain('year') ? (components.get('year') ?? null) : null,
    month: components.get('month') ?? null,
    day: components.get('day') ?? null,
  });
  const start = dayOf(found.start);
  const end = found.end && found.end.isCertain('day') ? dayOf(found.end) : null;
  return end && (end.month !== start.month || end.day !== start.day || end.year !== start.year) ? [start, end] : [start];
}

/**
 * One day (the first one written), read as `parseDateRange` reads it. Given `notAfter` (for a registration
 * deadline: the event's start), a day written without a year is the last such day on or before `notAfter`.
 */
export function parseDate(text: string | null | undefined, today: string, notAfter?: string): string | null {
  if (!text) return null;
  const days = writtenDays(withoutVerbMay(text));
  if (days.length === 0) return null;
  // A range with its month or year at the end only ("14-16 June", "Dec 28 - Jan 3, 2027"): its start as the range reads it.
  if (days.length > 1 && (days[0].month === null || (days[0].year === null && days[1].year !== null))) return resolve(days, today)?.startDate ?? null;
  const day = days[0];
  if (day.month === null) return null;
  if (day.year === null && notAfter !== undefined) {
    const year = Number(notAfter.slice(0, 4));
    for (const candidate of [year, year - 1, year - 2, year - 3, year - 4]) {
      const date = dateOf(day, candidate);
      if (date !== null && date <= notAfter) return date;
    }
    return null;
  }
  return resolve([day], today)?.startDate ?? null;
}
