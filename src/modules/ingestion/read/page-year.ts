import type { CheerioAPI } from 'cheerio/slim';
import { parseDate } from './dates.js';
import { isDateOnly } from './text-clues.js';
import type { YearSource } from './types.js';

/**
 * The year a page gives its dates written without one. A date without a year takes the year the page gives
 * elsewhere, never the year of the day it was read: a news story's own date, a season or a title naming its year
 * ("2027 Summer Camps", "Fall 2027"), or an old copyright line (a page last touched in 2024 speaks of 2024).
 */
export interface YearHint {
  /** yyyy-MM-dd: a date without a year is the next such day on or after this one. */
  reference: string;
  /** How the page gave it, and the year or day it gave, for the value's evidence. */
  from: YearSource;
  value: string;
}

const YEAR = /\b(20\d{2})\b/g;
const NOT_AN_EDITION = /\b(?:class(?:es)?\s+of|grads?|©|copyright)\s?$/i;
const COPYRIGHT = /(?:©|\(c\)|copyright)\s?(?:\d{4}\s?[-–]\s?)?(20\d{2})/i;
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})/;

/** The one year a short text names as an edition's (not a graduation class), or null when it names none or several. */
export function yearNamedIn(text: string): number | null {
  const years = new Set<number>();
  for (const match of text.slice(0, 500).matchAll(YEAR)) {
    if (NOT_AN_EDITION.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
    years.add(Number(match[1]));
  }
  return years.size === 1 ? [...years][0] : null;
}

/** When the page says it was published (a news story, a blog post), as yyyy-MM-dd. */
export function publishedOn($: CheerioAPI): string | null {
  const candidates = [
    $('meta[property="article:published_time"]').attr('content'),
    $('meta[name="date"], meta[name="pubdate"], meta[itemprop="datePublished"]').attr('content'),
    $('[itemprop="datePublished"]').attr('datetime') ?? $('[itemprop="datePublished"]').attr('content') ?? $('abbr[itemprop="datePublished"]').attr('title'),
    $('time.published, time.entry-date, .byline time, .posted-on time, .entry-meta time').first().attr('datetime'),
    // A post's own date as news boards and blog themes mark it: a date element of the article ("fsDate", "post-date").
    ...postDate($),
    // The article's structured data ("@type": "NewsArticle", "datePublished": "2026-11-17T11:02:44+00:00").
    articleDatePublished($),
  ];
  for (const candidate of candidates) {
    const day = candidate ? ISO_DAY.exec(candidate.trim())?.[1] : undefined;
    if (day) return day;
  }
  return null;
}

/** An article's or a post's `datePublished` in its JSON-LD (an event's data has none). */
const ARTICLE_TYPE = /"@type"\s*:\s*(?:\[\s*)?"(?:NewsArticle|Article|BlogPosting|ReportageNewsArticle|Report|SocialMediaPosting)"/;
const DATE_PUBLISHED = /"datePublished"\s*:\s*"(\d{4}-\d{2}-\d{2})/;
function articleDatePublished($: CheerioAPI): string | undefined {
  for (const script of $('script[type="application/ld+json"]').toArray().slice(0, 10)) {
    const text = $(script).text().slice(0, 50_000);
    if (ARTICLE_TYPE.test(text)) return DATE_PUBLISHED.exec(text)?.[1];
  }
  return undefined;
}

/** The date element of a post: in the page's one article, or classed as a post's or an entry's date; never an event's. */
const POST_DATE = '[class*="post-date" i], [class*="postdate" i], [class*="entry-date" i], [class*="publish" i]';
const ARTICLE_DATE = 'article [class*="date" i]';
const NOT_POST_DATE = /update|event|start|end|session|camp|schedule/i;

function postDate($: CheerioAPI): (string | undefined)[] {
  // A list of events is many articles, each with its event's date: only a page of one article is a post.
  const selector = $('article').length === 1 ? `${ARTICLE_DATE}, ${POST_DATE}` : POST_DATE;
  const element = $(selector)
    .toArray()
    .find((candidate) => !NOT_POST_DATE.test($(candidate).attr('class') ?? ''));
  if (!element) return [];
  return [$(element).find('time[datetime]').addBack('time[datetime]').first().attr('datetime'), writtenDay(oneLineOf($(element).text()))];
}
const oneLineOf = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** "November 12, 2026", "Thursday, Nov. 12, 2026" alone in a post's date element, as yyyy-MM-dd. */
function writtenDay(text: string): string | undefined {
  if (text.length > 40 || !/\b20\d{2}\b/.test(text) || !isDateOnly(text)) return undefined;
  // The year is written: the reference day only matters to dates that leave it out.
  return parseDate(text, '2000-01-01') ?? undefined;
}

/**
 * How far back a story's days without a year may reach: a story tells what is coming and what has just been (a
 * season's results, "Sept. 3: Haddonfield 3, Willow Run 0"), so "September 3" in a story of November 15 is the one
 * ten weeks before, "January 10" the one to come.
 */
const STORY_LOOKS_BACK_DAYS = 90;

/** The year hint of a page: its date (`publishedOn`, read before its chrome is taken out), its title's year, its chrome's copyright line. */
export function yearHintOf($: CheerioAPI, published: string | null, chromeText: string, today: string): YearHint | null {
  if (published !== null && published <= today) return { reference: daysBefore(published, STORY_LOOKS_BACK_DAYS), from: 'published', value: published };
  const title = `${$('title').first().text()} ${$('h1').first().text()}`.replace(/\s+/g, ' ');
  const named = yearNamedIn(title);
  if (named !== null) return { reference: `${named}-01-01`, from: 'title', value: String(named) };
  const copyright = COPYRIGHT.exec(chromeText.slice(0, 20_000));
  const year = copyright ? Number(copyright[1]) : null;
  // A current copyright says only that the site is kept; an old one dates the page.
  if (year !== null && year < Number(today.slice(0, 4))) return { reference: `${year}-01-01`, from: 'copyright', value: String(year) };
  return null;
}

/** A record's year hint: the heading it is listed under naming a year ("2027 Summer Camps") before the page's. */
export function recordYearHint(section: string | null, page: YearHint | null): YearHint | null {
  const heading = section?.split('\n').find((line) => yearNamedIn(line) !== null);
  const year = heading ? yearNamedIn(heading) : null;
  return year !== null ? { reference: `${year}-01-01`, from: 'heading', value: String(year) } : page;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "Sun Feb 21, 2027", "February 21st, 2027", "21 February 2027", "2/21/2027": a day written with its year. */
const DAY_WITH_YEAR =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s(\d{1,2})(?:st|nd|rd|th)?,?\s(20\d{2})\b|\b(\d{1,2})\s(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s(20\d{2})\b|\b(\d{1,2})\/(\d{1,2})\/(20\d{2})\b/gi;
const pad = (value: number): string => String(value).padStart(2, '0');

/** The day `days` before a yyyy-MM-dd day. */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The days a page writes with their year, by month and day ("02-21" → the years written for it). */
export function daysWithYears(text: string): Map<string, Set<string>> {
  const days = new Map<string, Set<string>>();
  for (const match of text.slice(0, 100_000).matchAll(DAY_WITH_YEAR)) {
    const [month, day, year] = match[1]
      ? [MONTHS.indexOf(match[1].toLowerCase()) + 1, Number(match[2]), match[3]]
      : match[4]
        ? [MONTHS.indexOf(match[5].toLowerCase()) + 1, Number(match[4]), match[6]]
        : [Number(match[7]), Number(match[8]), match[9]];
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    const key = `${pad(month)}-${pad(day)}`;
    days.set(key, (days.get(key) ?? new Set()).add(year));
  }
  return days;
}

/**
 * The year of an event's day written without one ("When: Sunday, February 21") that the page writes elsewhere with
 * its year ("Sun Feb 21, 2027 1:00 PM"): that year, when the page gives that day one year only.
 */
export function sameDayYearHint(dates: string | null, days: ReadonlyMap<string, ReadonlySet<string>>, today: string): YearHint | null {
  if (dates === null || /\b\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2}\b/.test(dates)) return null;
  const start = parseDate(dates, today);
  const years = start ? days.get(start.slice(5)) : undefined;
  if (!start || !years || years.size !== 1) return null;
  const [year] = years;
  return { reference: `${year}-${start.slice(5)}`, from: 'same-day', value: year };
}

/**
 * The days a page's "Add to calendar" links give with their year, by month and day, as `daysWithYears` gives the
 * days its text writes: Google Calendar's `dates=20270306T140000Z/…`, Outlook's `startdt=2027-03-06T…`, Yahoo's
 * `st=20270306T…`. Events plugins put these beside cards that write their days without a year ("Sat, Mar 6"). A time in
 * UTC early in the day may be the evening before in the United States: that day is counted too.
 */
export function calendarLinkDays($: CheerioAPI): Map<string, Set<string>> {
  const days = new Map<string, Set<string>>();
  const add = (year: string, month: string, day: string, utcHour: number | null) => {
    const at = Date.UTC(Number(year), Number(month) - 1, Number(day));
    if (Number.isNaN(at) || Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return;
    const keys = [new Date(at)];
    if (utcHour !== null && utcHour < 10) keys.push(new Date(at - 86_400_000));
    for (const date of keys) {
      const key = date.toISOString().slice(5, 10);
      days.set(key, (days.get(key) ?? new Set()).add(date.toISOString().slice(0, 4)));
    }
  };
  for (const anchor of $('a[href]').toArray().slice(0, 2_000)) {
    let url: URL;
    try {
      url = new URL($(anchor).attr('href') ?? '');
    } catch {
      continue;
    }
    const host = url.hostname.toLowerCase();
    const value = /(^|\.)google\.[a-z.]+$/.test(host) && /calendar/.test(url.pathname) ? url.searchParams.get('dates')
      : /(^|\.)(?:outlook\.live|outlook\.office|office|outlook\.office365)\.com$/.test(host) && /calendar/.test(url.pathname) ? url.searchParams.get('startdt')
      : /(^|\.)calendar\.yahoo\.com$/.test(host) ? url.searchParams.get('st')
      : null;
    const match = value ? /^(20\d{2})-?(\d{2})-?(\d{2})(?:T(\d{2}):?\d{2}:?\d{2}(Z)?)?/.exec(value) : null;
    if (!match) continue;
    add(match[1], match[2], match[3], match[4] !== undefined && match[5] === 'Z' ? Number(match[4]) : null);
  }
  return days;
}

/** The year of a day written without one that the page's "Add to calendar" links give with its year (`calendarLinkDays`). */
export function calendarLinkYearHint(dates: string | null, days: ReadonlyMap<string, ReadonlySet<string>>, today: string): YearHint | null {
  const hint = sameDayYearHint(dates, days, today);
  return hint ? { ...hint, from: 'calendar-link' } : null;
}

/** A season named with its year ("Season: Summer 2027", "Fall 2027 Clinics", "2027 Spring", "in the fall of 2027"). */
const SEASON_YEAR = /\b(?:spring|summer|fall|autumn|winter)(?:\sof)?\s(20\d{2})\b(?!\s?[-–/])|\b(20\d{2})\s(?:spring|summer|fall|autumn|winter)\b/gi;

/** The year of the one season an event's own text names with its year, or null when it names none or several. */
export function seasonYearHint(text: string | null): YearHint | null {
  if (text === null) return null;
  const years = new Set([...text.slice(0, 5_000).matchAll(SEASON_YEAR)].map((match) => match[1] ?? match[2]));
  if (years.size !== 1) return null;
  const [year] = years;
  return { reference: `${year}-01-01`, from: 'season', value: year };
}

/** A season over two years ("our 2026–27 winter indoor season", "the 2026-2027 school year"). */
const SEASON_SPAN = /\b(20\d{2})\s?[-–/]\s?(?:20)?(\d{2})\s(?:(?:winter|indoor|fall|spring|school|club|hockey|field\shockey)\s){0,3}(?:season|year|school\syear)\b/gi;

/**
 * The year of a day written without one on a page naming one season over two years: its days from August on are in
 * the first year, those before August in the second ("Jan 9" of the "2026–27 season" is in 2027).
 */
export function seasonSpanYearHint(text: string): YearHint | null {
  const spans = new Set<string>();
  for (const match of text.slice(0, 50_000).matchAll(SEASON_SPAN)) {
    const first = Number(match[1]);
    if (Number(match[2]) === (first + 1) % 100) spans.add(match[1]);
  }
  if (spans.size !== 1) return null;
  const [first] = spans;
  return { reference: `${first}-08-01`, from: 'season', value: `${first}–${String(Number(first) + 1).slice(2)}` };
}

/** Two seasons and their year, a town's program guide's term ("Winter/Spring 2027", "Fall & Winter 2026"). */
const SEASON_PAIR = /\b(spring|summer|fall|autumn|winter)\s?(?:\/|&|and)\s?(?:spring|summer|fall|autumn|winter)\s(20\d{2})\b/gi;
/** Where such a term's days begin: a winter term in the fall before its year, a fall term in the summer of its year. */
const TERM_START: Record<string, string> = { winter: '-10-01', spring: '-01-01', summer: '-01-01', fall: '-07-01', autumn: '-07-01' };

/**
 * The year of a day written without one on a page naming one term of two seasons with its year ("Everything on this
 * page belongs to the Winter/Spring 2027 season"), even beside a past season it mentions ("Fall 2026"): its days are
 * the term's next ones from where the term begins ("January 10" is 2027; a winter term's "December 5" is 2026).
 */
export function seasonPairYearHint(text: string): YearHint | null {
  const terms = new Map<string, string>();
  for (const match of text.slice(0, 50_000).matchAll(SEASON_PAIR)) terms.set(`${match[1].toLowerCase()} ${match[2]}`, match[2]);
  if (terms.size !== 1) return null;
  const [[term, year]] = [...terms];
  const first = term.split(' ')[0];
  const reference = first === 'winter' ? `${Number(year) - 1}${TERM_START.winter}` : `${year}${TERM_START[first]}`;
  return { reference, from: 'season', value: year };
}
