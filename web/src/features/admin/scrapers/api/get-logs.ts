import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { adminKeys } from '../../api/admin-keys';
import { runPollInterval } from './get-scrapers';
import type { ScraperLog } from './scraper';

/** The latest runs, newest first; without a limit the server answers its default (100). */
async function getLogs(limit?: number): Promise<ScraperLog[]> {
  const response = await apiRequest('GET', limit === undefined ? '/api/admin/logs' : `/api/admin/logs?limit=${limit}`);
  return (await response.json()) as ScraperLog[];
}

/** Refetched every 2 seconds while a listed run is still going, so its counts and outcome appear on their own. */
export const logsQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: adminKeys.logs(limit),
    queryFn: () => getLogs(limit),
    refetchInterval: (query) => (query.state.data?.some((log) => log.status === 'running') ? runPollInterval : false),
  });
