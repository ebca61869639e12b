// The admins' drafts API (/api/admin/review/drafts): records a scraper found but could not prove, and the events
// organizers sent (issue 36), each kept off the catalog until an admin decides.

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { adminKeys } from '../../api/admin-keys';
import type { EvidenceOf } from '../../api/evidence';
import type { AdminEvent, EventDetails } from '../../events/api/admin-event';

/** How an organizer's event reached us: the submission page's form, a link or a file on it, or a mail to the inbox. */
export const submissionChannels = ['form', 'mail', 'link', 'file'] as const;
export type SubmissionChannel = (typeof submissionChannels)[number];

/** What an organizer sent: who, how, in which language, and the original (the mail's subject and text, the link, the files). */
export type SubmissionOrigin = {
  kind: 'submission';
  submissionId: string;
  channel: SubmissionChannel;
  senderName: string;
  senderEmail: string;
  language: 'en' | 'es';
  subject: string | null;
  text: string | null;
  link: string | null;
  /** `size` in bytes. */
  files: { name: string; type: string; size: number }[];
  /** The server keeps what was sent as sent (a mail, an uploaded file); absent in older answers: decided by the channel. */
  hasOriginal?: boolean;
};

/** Where a draft comes from; answers from before submissions lack it: a scraper's. */
export type DraftOrigin = { kind: 'scraper' } | SubmissionOrigin;

/** Why a draft is an existing listing: its organizer sent the event again, or another source already lists it. */
export const listingReasons = ['resent', 'same'] as const;
export type ListingReason = (typeof listingReasons)[number];

/** The listing publishing a draft changes instead of listing a new event; `name` null when it is no longer found. */
export type DraftListing = { eventId: string; why: ListingReason; name: string | null };

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
  origin?: DraftOrigin;
  /** Null (or absent, in answers from before it) when publishing lists a new event. */
  listing?: DraftListing | null;
};

/** The submission a draft comes from, or null for a scraper's draft. */
export const submissionOf = (draft: Draft): SubmissionOrigin | null => (draft.origin?.kind === 'submission' ? draft.origin : null);

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
