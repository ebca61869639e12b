import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { ApiError, errorMessage } from '../../../../lib/api';
import { isCurrentUserKey } from '../../../../lib/current-user';
import { adminKeys } from '../../api/admin-keys';
import { adminNamespace } from '../../i18n';
import type { RunResult, Scraper, ScraperSettings } from '../api/scraper';
import { createScraper, initializeScrapers, runAllScrapers, runScraper, updateScraper } from '../api/scraper-commands';

/** The spec's wait before the lists are read again after Run All: long enough for the runs to have started. */
export const runAllRefreshDelay = 2000;
/** The spec's time on screen for 'Scrapers started!'. */
export const runAllToastDuration = 5000;

/** Pending single runs carry this key, so the scrapers list keeps polling while one is under way. */
export const runScraperKey = [...adminKeys.scrapers(), 'run'] as const;

/**
 * A finished run changes the scrapers and the logs, and adds or changes events: the overview's totals and growth,
 * the recent events and everything the catalog screens cached. As after an admin's own event change, every query
 * but the signed-in user's is refreshed: the ones on screen now, the others when their screen opens again.
 */
const refreshAfterRun = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });

const refreshScrapers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.scrapers() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.histories() }),
  ]);

/**
 * Runs this screen did not start (scheduled, or Run All's in the background) end while the lists poll; when one of
 * the `running` ids (scrapers or runs) is gone from the latest answer, what that run changed is refreshed too.
 */
export function useRefreshWhenRunsFinish(running: readonly string[] | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<readonly string[]>([]);
  const key = running?.join(' ');
  useEffect(() => {
    if (key === undefined) return;
    const now = key === '' ? [] : key.split(' ');
    const finished = previous.current.some((id) => !now.includes(id));
    previous.current = now;
    if (finished) void refreshAfterRun(queryClient);
  }, [key, queryClient]);
}

/** Runs one scraper now and waits for its outcome, which may take minutes. */
export function useRunScraper() {
  const { t } = useTranslation(adminNamespace);
  const queryClient = useQueryClient();
  const counts = (result: RunResult) =>
    [
      t('scrapers.toasts.ranFound', { value: result.eventsFound }),
      t('scrapers.toasts.ranAdded', { value: result.eventsAdded }),
      result.eventsUpdated > 0 ? t('scrapers.toasts.ranUpdated', { value: result.eventsUpdated }) : null,
      result.eventsRejected > 0 ? t('scrapers.toasts.ranRejected', { value: result.eventsRejected }) : null,
    ]
      .filter((part) => part !== null)
      .join(', ');
  return useMutation({
    mutationKey: runScraperKey,
    mutationFn: (scraper: Scraper) => runScraper(scraper.id),
    // A run that read pages yet listed nothing completed, but says why (the Logs tab shows how each page was read).
    onSuccess: (result) =>
      result.warning
        ? toast.warning(t('scrapers.toasts.ranWithWarning'), { description: `${result.warning}. ${counts(result)}` })
        : toast.success(t('scrapers.toasts.ran'), { description: counts(result) }),
    onError: (error) => toast.error(t('scrapers.toasts.runFailed'), { description: errorMessage(error) }),
    // Also after a failure: the run's log, the scraper's last run and whatever it added before failing.
    onSettled: () => refreshAfterRun(queryClient),
  });
}

/**
 * The refusal's own words when the server answered `{message}`; otherwise (an empty or unreadable answer) the spec's
 * fallback, since the usual reason is that they were initialized before. A failure to reach the server says so.
 */
function initializeProblem(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return errorMessage(error);
  try {
    const body: unknown = JSON.parse(error.message.slice(`${error.status}: `.length));
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  } catch {
    // Not JSON: nothing the admin can read.
  }
  return fallback;
}

export function useInitializeScrapers() {
  const { t } = useTranslation(adminNamespace);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializeScrapers,
    onSuccess: ({ count }) =>
      toast.success(t('scrapers.toasts.initialized'), { description: t('scrapers.toasts.initializedCount', { count }) }),
    onError: (error) =>
      toast.error(t('scrapers.toasts.initializeFailed'), {
        description: initializeProblem(error, t('scrapers.toasts.alreadyInitialized')),
      }),
    onSettled: () => refreshScrapers(queryClient),
  });
}

/** Starts every scraper in the background; the server answers at once and the lists are read again shortly after. */
export function useRunAllScrapers() {
  const { t } = useTranslation(adminNamespace);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAllScrapers,
    // The server's message says the same in English only: the count is told in the page's language instead.
    onSuccess: ({ totalScrapers }) => {
      toast.success(t('scrapers.toasts.started'), {
        description: t('scrapers.toasts.startedCount', { count: totalScrapers }),
        duration: runAllToastDuration,
      });
      setTimeout(() => {
        void Promise.all(
          [adminKeys.scrapers(), adminKeys.logs(), adminKeys.stats(), adminKeys.recentEvents()].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }, runAllRefreshDelay);
    },
    onError: (error) => toast.error(t('scrapers.toasts.runAllFailed'), { description: errorMessage(error) }),
  });
}

export type SaveScraper = { id: null; settings: ScraperSettings } | { id: string; settings: Partial<ScraperSettings> };

/** Adds or changes a scraper; failures are left to the form, which may show them under a field. */
export function useSaveScraper() {
  const { t } = useTranslation(adminNamespace);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, settings }: SaveScraper) => {
      if (id !== null) return updateScraper(id, settings);
      const { selectors, ...rest } = settings;
      return createScraper(selectors === null ? rest : { ...rest, selectors });
    },
    onSuccess: async (_scraper, { id }) => {
      toast.success(id === null ? t('scrapers.toasts.created') : t('scrapers.toasts.updated'));
      await refreshScrapers(queryClient);
    },
  });
}
