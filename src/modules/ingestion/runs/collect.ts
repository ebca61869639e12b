import { crawl } from '../crawling/crawler.js';
import type { CrawlOptions, CrawlReport } from '../crawling/types.js';
import { assemble, readFeed, readPage } from '../extraction/extract.js';
import type { ExtractionSettings, PageLog, PageReading, Rejection, ScrapedEvent } from '../extraction/types.js';

export type { PageLog } from '../extraction/types.js';

/** What a crawl of a scraper's site gave: the events to list, what was rejected and why, and how each page was read. */
export interface Collection {
  events: ScrapedEvent[];
  rejected: Rejection[];
  pages: PageLog[];
  report: CrawlReport;
}

/**
 * Crawls a site and reads every page and feed it reaches, then assembles the records of all of them at once: a list
 * card and the detail page it links to are one event, and page-wide facts reach each event. Throws `CrawlError`
 * when the crawl as a whole fails. Writes nothing: the runner and the preview decide what to do with it.
 */
export async function collectEvents(
  options: CrawlOptions,
  settings: ExtractionSettings,
  onProgress?: (progress: { pagesVisited: number; eventsFound: number }) => void,
): Promise<Collection> {
  const readings: PageReading[] = [];
  let recordsFound = 0;
  let pagesVisited = 0;
  const take = (reading: PageReading) => {
    readings.push(reading);
    recordsFound += reading.records.length;
    onProgress?.({ pagesVisited, eventsFound: recordsFound });
  };
  const report = await crawl(options, {
    onPage: (page) => take(readPage(page, settings)),
    onFeed: (feed) => take(readFeed(feed, settings)),
    onProgress: (progress) => {
      pagesVisited = progress.pagesVisited;
      onProgress?.({ pagesVisited, eventsFound: recordsFound });
    },
  });
  const assembled = assemble(readings, settings);
  return { ...assembled, report };
}
