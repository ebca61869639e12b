import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { adminKeys } from '../../api/admin-keys';
import type { Scraper } from './scraper';

/** How often a list with a run under way asks again, to move its progress along. */
export const runPollInterval = 2000;

/** Every scraper, by name. */
async function getScrapers(): Promise<Scraper[]> {
  const response = await apiRequest('GET', '/api/admin/scrapers');
  return (await response.json()) as Scraper[];
}

/**
 * The spec's queries never refetch on their own; this one does while a run is under way (one the list shows, or,
 * with `runStarting`, one this screen asked for that the server may not list yet), and stops when none is.
 */
export const scrapersQueryOptions = ({ runStarting = false } = {}) =>
  queryOptions({
    queryKey: adminKeys.scrapers(),
    queryFn: getScrapers,
    refetchInterval: (query) =>
      runStarting || query.state.data?.some((scraper) => scraper.running !== null) ? runPollInterval : false,
  });
