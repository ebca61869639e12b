import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { LockedEvent, UnlockedEvent } from './catalog-event';
import { catalogKeys } from './catalog-keys';

/** Another saved event, named so a conflict can say which. */
export type EventReference = { id: string; name: string };

/** A saved event the plan unlocks, with what only its owner sees. */
export type SavedUnlockedEvent = UnlockedEvent & {
  /** The owner's private note; null when there is none or the user is not Pro. */
  note: string | null;
  /** The other saved events whose dates overlap this one's (the server decides; a cancelled event has none). */
  conflictsWith: EventReference[];
};

export type SavedEvent = SavedUnlockedEvent | LockedEvent;

/** Every event the user saved, past ones too, each as the plan shows it now (a lapsed plan turns some into stubs). */
export async function getSavedEvents(): Promise<SavedEvent[]> {
  const response = await apiRequest('GET', '/api/saved-events');
  return (await response.json()) as SavedEvent[];
}

export const savedEventsQueryOptions = () => queryOptions({ queryKey: catalogKeys.savedEvents(), queryFn: getSavedEvents });
