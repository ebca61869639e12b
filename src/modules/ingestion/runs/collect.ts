import { crawl } from '../crawling/crawler.js';
import { CrawlError, type CrawlFailure, type CrawlOptions, type CrawlReport, type PageFollowUp } from '../crawling/types.js';
import { PageReader, PageReadError } from '../extraction/page-reader.js';
import type { ExtractionSettings, PageLog, PageReading, Rejection, ScrapedEvent } from '../extraction/types.js';

export type { PageLog } from '../extraction/types.js';

/** What a crawl of a scraper's site gave: the events to list, what was rejected and why, and how each page was read. */
export interface Collection {
  events: ScrapedEvent[];
  rejected: Rejection[];
  pages: PageLog[];
  report: CrawlReport;
}

/** The most of a rendered page's HTML handed to the reader: real event pages are far smaller. */
export const MAX_PAGE_HTML = 1_500_000;

/**
 * Crawls a site and reads every page and feed it reaches in a worker thread (a page that takes too long to read, or
 * cannot be read, fails alone: the run goes on), then assembles the records of all of them at once: a list card and
 * the detail page it links to are one event, and page-wide facts reach each event. Throws `CrawlError` when the
 * crawl as a whole fails. Writes nothing: the runner and the preview decide what to do with it.
 */
export async function collectEvents(
  options: CrawlOptions,
  settings: ExtractionSettings,
  onProgress?: (progress: { pagesVisited: number; eventsFound: number }) => void,
): Promise<Collection> {
  const readings: PageReading[] = [];
  const readFailures: CrawlFailure[] = [];
  let recordsFound = 0;
  let pagesVisited = 0;
  const reader = new PageReader();
  const take = async (url: string, read: () => Promise<PageReading>): Promise<PageReading | null> => {
    try {
      const reading = await read();
      readings.push(reading);
      recordsFound += reading.records.length;
      onProgress?.({ pagesVisited, eventsFound: recordsFound });
      return reading;
    } catch (error) {
      if (!(error instanceof PageReadError)) throw error;
      readFailures.push({ url, reason: error.message });
      return null;
    }
  };
  try {
    const report = await crawl(options, {
      onPage: async (page): Promise<PageFollowUp> => {
        const html = page.html.length > MAX_PAGE_HTML ? page.html.slice(0, MAX_PAGE_HTML) : page.html;
        const reading = await take(page.url, () => reader.readPage({ url: page.url, html }, settings));
        return { eventPages: reading ? reading.records.map((record) => record.eventUrl).filter((url): url is string => url !== null) : [] };
      },
      onFeed: async (feed) => {
        await take(feed.url, () => reader.readFeed(feed, settings));
      },
      onProgress: (progress) => {
        pagesVisited = progress.pagesVisited;
        onProgress?.({ pagesVisited, eventsFound: recordsFound });
      },
    });
    let assembled;
    try {
      assembled = await reader.assemble(readings, settings);
    } catch (error) {
      if (error instanceof PageReadError) throw new CrawlError(`The events found could not be put together: ${error.message}`);
      throw error;
    }
    return { ...assembled, report: { ...report, failures: [...report.failures, ...readFailures] } };
  } finally {
    await reader.close();
  }
}
