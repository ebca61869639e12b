// The admins' drafts API (/api/admin/review/drafts): records a scraper found but could not prove.

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { adminKeys } from '../../api/admin-keys';
import type { EvidenceOf } from '../../api/evidence';
import type { AdminEvent, EventDetails } from '../../events/api/admin-event';

export type Draft = {
  id: string;
  scraperId: string;
  /** null when the scraper is gone. */
  scraperName: string | null;
  pageUrl: string;
  details: EventDetails;
  evidence: EvidenceOf;
  /** Why it is not proven: the server's own words (English). */
  doubts: string[];
  proposedAt: string;
};

async function getDrafts(): Promise<Draft[]> {
  const response = await apiRequest('GET', '/api/admin/review/drafts');
  return (await response.json()) as Draft[];
}

export const draftsQueryOptions = () => queryOptions({ queryKey: adminKeys.drafts(), queryFn: getDrafts });

/** Lists the draft; `details` (the whole event as the admin edited it) replaces what the source said. */
export async function publishDraft(id: string, details: EventDetails | null): Promise<AdminEvent> {
  const response = await apiRequest('POST', `/api/admin/review/drafts/${encodeURIComponent(id)}/publish`, details ? { details } : {});
  return (await response.json()) as AdminEvent;
}

/** Keeps it out for good: its source never lists it again. */
export async function rejectDraft(id: string, reason: string): Promise<void> {
  await apiRequest('POST', `/api/admin/review/drafts/${encodeURIComponent(id)}/reject`, { reason });
}
