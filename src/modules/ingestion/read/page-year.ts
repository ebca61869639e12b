import type { CheerioAPI } from 'cheerio/slim';
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
    $('[itemprop="datePublished"]').attr('datetime') ?? $('[itemprop="datePublished"]').attr('content'),
    $('time.published, time.entry-date, .byline time, .posted-on time, .entry-meta time').first().attr('datetime'),
  ];
  for (const candidate of candidates) {
    const day = candidate ? ISO_DAY.exec(candidate.trim())?.[1] : undefined;
    if (day) return day;
  }
  return null;
}

/** The year hint of a page: its date (`publishedOn`, read before its chrome is taken out), its title's year, its chrome's copyright line. */
export function yearHintOf($: CheerioAPI, published: string | null, chromeText: string, today: string): YearHint | null {
  if (published !== null && published <= today) return { reference: published, from: 'published', value: published };
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
