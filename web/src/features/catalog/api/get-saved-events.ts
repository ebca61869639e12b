import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { CatalogEvent } from './catalog-event';
import { catalogKeys } from './catalog-keys';

/** Every event the user saved, past ones too, each as the plan shows it now (a lapsed plan turns some into stubs). */
export async function getSavedEvents(): Promise<CatalogEvent[]> {
  const response = await apiRequest('GET', '/api/saved-events');
  return (await response.json()) as CatalogEvent[];
}

export const savedEventsQueryOptions = () => queryOptions({ queryKey: catalogKeys.savedEvents(), queryFn: getSavedEvents });
