import { type CheerioAPI, load } from 'cheerio/slim';
import { selectorRecords } from './card-selectors.js';
import { tableRecords } from './html-table.js';
import { icalRecords } from './ical.js';
import { jsonLdRecords } from './json-ld.js';
import { labeledTextRecords } from './labeled-text.js';
import type { RawRecord } from './raw-record.js';
import { isRejection, normalizeRecord } from './record.js';
import type { Extraction, ExtractionSettings, ExtractionStrategy, FeedSnapshot, PageSnapshot, Rejection, ScrapedEvent } from './types.js';

type PageStrategy = ($: CheerioAPI, pageUrl: string, settings: ExtractionSettings) => RawRecord[];

const PAGE_STRATEGIES: Partial<Record<ExtractionStrategy, PageStrategy>> = {
  'json-ld': ($, url) => jsonLdRecords($, url),
  table: ($, url) => tableRecords($, url),
  'labeled-text': ($, url) => labeledTextRecords($, url),
  selectors: ($, url, settings) => (settings.selectors ? selectorRecords($, url, settings.selectors) : []),
};

/** What `auto` tries on a page, in order: the first that finds any record (listed or rejected) is the page's. */
const AUTO_ORDER: readonly ExtractionStrategy[] = ['json-ld', 'table', 'labeled-text'];

/** Records normalized; one event per source key (the later one wins). */
function normalized(records: readonly RawRecord[], settings: ExtractionSettings): Extraction {
  const events = new Map<string, ScrapedEvent>();
  const rejected: Rejection[] = [];
  for (const record of records) {
    const result = normalizeRecord(record, settings);
    if (isRejection(result)) {
      rejected.push(result);
      continue;
    }
    events.delete(result.sourceKey);
    events.set(result.sourceKey, result);
  }
  return { events: [...events.values()], rejected };
}

const NOTHING = (): Extraction => ({ events: [], rejected: [] });

/**
 * The events of a rendered page, by the scraper's strategy: `auto` tries schema.org JSON-LD, then HTML tables,
 * then labeled text, and keeps the first that finds any record; `ical` reads no page.
 */
export function extractFromPage(page: PageSnapshot, settings: ExtractionSettings): Extraction {
  const order = settings.strategy === 'auto' ? AUTO_ORDER : [settings.strategy];
  const strategies = order.map((name) => PAGE_STRATEGIES[name]).filter((strategy): strategy is PageStrategy => strategy !== undefined);
  if (strategies.length === 0) return NOTHING();
  const $ = load(page.html);
  for (const strategy of strategies) {
    const records = strategy($, page.url, settings);
    if (records.length > 0) return normalized(records, settings);
  }
  return NOTHING();
}

/** The events of an iCalendar feed, under the `auto` and `ical` strategies (a page-only strategy reads no feed). */
export function extractFromFeed(feed: FeedSnapshot, settings: ExtractionSettings): Extraction {
  if (settings.strategy !== 'auto' && settings.strategy !== 'ical') return NOTHING();
  return normalized(icalRecords(feed.text, feed.url), settings);
}
