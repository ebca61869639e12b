import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/**
 * The audited streams: a user's account, an event, a user's subscription (keyed by the user's id), a scraper, a draft,
 * an organizer's submission.
 */
export type HistoryStream = 'users' | 'events' | 'subscriptions' | 'scrapers' | 'drafts' | 'submissions';

export type HistoryChange = { field: string; before: unknown; after: unknown };

export type HistoryEntry = {
  revision: number;
  type: string;
  occurredAt: string;
  /** `id` is 'system' (and `username` null) for what the server did on its own. */
  actor: { id: string; username: string | null };
  changes: HistoryChange[];
};

export type HistoryPage = { entries: HistoryEntry[]; page: number; pageSize: number; total: number; totalPages: number };

/** One page of a stream's domain events, newest first; page 1 is the latest. */
export async function getHistory(stream: HistoryStream, id: string, page: number): Promise<HistoryPage> {
  const response = await apiRequest('GET', `/api/admin/history/${stream}/${encodeURIComponent(id)}?page=${page}`);
  return (await response.json()) as HistoryPage;
}

export const historyQueryOptions = (stream: HistoryStream, id: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.history(stream, id, page),
    queryFn: () => getHistory(stream, id, page),
    // Turning a page keeps the current one on screen instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
