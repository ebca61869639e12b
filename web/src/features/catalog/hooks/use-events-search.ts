import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { eventsSearchString, parseEventsSearch, type EventsSearch } from './events-search';

/**
 * The events screen's state, read from and written to the URL so a filtered view can be shared and survives a
 * reload. Changes replace the history entry: typing a search does not leave one entry per keystroke.
 */
export function useEventsSearch(): [EventsSearch, (next: EventsSearch) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => parseEventsSearch(params), [params]);
  const setSearch = useCallback(
    (next: EventsSearch) => {
      const query = eventsSearchString(next);
      void navigate({ search: query ? `?${query}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  return [search, setSearch];
}
