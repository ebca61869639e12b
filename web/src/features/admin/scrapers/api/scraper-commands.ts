import { apiRequest } from '../../../../lib/api';
import type { RunAllStarted, RunResult, Scraper, ScraperSettings } from './scraper';

const scraperUrl = (id: string) => `/api/admin/scrapers/${encodeURIComponent(id)}`;

/** `selectors` travels only for the 'selectors' strategy. */
export type NewScraper = Omit<ScraperSettings, 'selectors'> & { selectors?: ScraperSettings['selectors'] };

export async function createScraper(settings: NewScraper): Promise<Scraper> {
  const response = await apiRequest('POST', '/api/admin/scrapers', settings);
  return (await response.json()) as Scraper;
}

export async function updateScraper(id: string, changes: Partial<ScraperSettings>): Promise<Scraper> {
  const response = await apiRequest('PATCH', scraperUrl(id), changes);
  return (await response.json()) as Scraper;
}

/** Answers when the run is over, which may take minutes; a failed run is a 502 with the reason. */
export async function runScraper(id: string): Promise<RunResult> {
  const response = await apiRequest('POST', `${scraperUrl(id)}/run`);
  return (await response.json()) as RunResult;
}

/** The one-time production setup: adds the standard scrapers. */
export async function initializeScrapers(): Promise<{ count: number }> {
  const response = await apiRequest('POST', '/api/admin/scrapers/initialize');
  return (await response.json()) as { count: number };
}

export async function runAllScrapers(): Promise<RunAllStarted> {
  const response = await apiRequest('POST', '/api/admin/scrapers/run-all');
  return (await response.json()) as RunAllStarted;
}
