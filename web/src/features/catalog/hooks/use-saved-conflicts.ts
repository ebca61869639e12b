import { useQuery } from '@tanstack/react-query';
import type { UnlockedEvent } from '../api/catalog-event';
import { savedEventsQueryOptions, type EventReference, type SavedEvent } from '../api/get-saved-events';

const noConflicts: EventReference[] = [];

/** The server's verdict for one saved event; a stub (or an answer without the field) has none. */
export function conflictsOf(saved: readonly SavedEvent[], id: string): EventReference[] {
  const entry = saved.find((event) => event.id === id);
  return entry && !entry.isLocked ? (entry.conflictsWith ?? noConflicts) : noConflicts;
}

/**
 * The saved events that overlap this one, read from the saved list (the one query every screen shares, refreshed
 * by each save and unsave), so a card from any list agrees with /saved. Only a saved event asks for it.
 */
export function useSavedConflicts(event: Pick<UnlockedEvent, 'id' | 'isSaved'>): EventReference[] {
  const { data } = useQuery({
    ...savedEventsQueryOptions(),
    enabled: event.isSaved,
    select: (saved) => conflictsOf(saved, event.id),
  });
  return (event.isSaved && data) || noConflicts;
}
