// Scrapers and runs as the ingestion API answers them, for the component tests.
import type { Scraper, ScraperLog } from './api/scraper';

let sequence = 0;

export function aScraper(overrides: Partial<Scraper> = {}): Scraper {
  sequence += 1;
  return {
    id: `5c1a7e2b-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Scraper ${sequence}`,
    organizer: 'USA Field Hockey',
    startUrls: ['https://example.com/events'],
    strategy: 'auto',
    selectors: null,
    pageLimit: 50,
    schedule: '0 6 * * *',
    isActive: true,
    createdAt: '2025-10-01T09:00:00.000Z',
    lastRunStatus: null,
    lastRunAt: null,
    running: null,
    ...overrides,
  };
}

export function aLog(overrides: Partial<ScraperLog> = {}): ScraperLog {
  sequence += 1;
  return {
    id: `9e4d2f10-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    scraperId: 'scraper-1',
    scraperName: `Scraper ${sequence}`,
    status: 'success',
    executedAt: '2025-11-20T15:30:00.000Z',
    finishedAt: '2025-11-20T15:34:00.000Z',
    eventsFound: 0,
    eventsAdded: 0,
    eventsUpdated: 0,
    eventsRejected: 0,
    pagesVisited: 1,
    errorMessage: null,
    ...overrides,
  };
}
