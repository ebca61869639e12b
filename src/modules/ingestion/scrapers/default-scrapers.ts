import { DEFAULT_PAGE_LIMIT, DEFAULT_SCHEDULE, type ScraperSettings } from './scraper.js';

/**
 * The organizers the events list names (spec section 9), with their public sites as start URLs. The engine is
 * general (JSON-LD, iCal, tables, labeled text), so these are data an admin can edit when a site moves; they
 * cannot be reached from the machines we build on, so no test depends on what they serve.
 */
export const DEFAULT_SCRAPERS: readonly ScraperSettings[] = [
  { name: 'Lineup', organizer: 'Lineup', startUrls: ['https://www.lineupfieldhockey.com/events'] },
  { name: 'Super Sixty', organizer: 'Super Sixty', startUrls: ['https://www.supersixtyfieldhockey.com/events'] },
  { name: 'NXT', organizer: 'NXT', startUrls: ['https://www.nxtfieldhockey.com/events'] },
  { name: 'USA Field Hockey', organizer: 'USA Field Hockey', startUrls: ['https://www.usafieldhockey.com/events'] },
].map((scraper) => ({ ...scraper, strategy: 'auto', selectors: null, pageLimit: DEFAULT_PAGE_LIMIT, schedule: DEFAULT_SCHEDULE }));
