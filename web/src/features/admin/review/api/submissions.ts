// An organizer's submissions as admins read them (issue 36): the history of one sender, and the original of one
// submission as it came (the raw mail, the uploaded file).

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { adminKeys } from '../../api/admin-keys';
import type { SubmissionChannel } from './draft';

/** What an admin decided for one of a submission's drafts, and so what its organizer was told. */
export type SubmissionAnswer = {
  draftId: string;
  outcome: 'published' | 'rejected';
  /** The listing a published draft became (null when rejected). */
  eventId: string | null;
  /** Why it was rejected (null when published). */
  reason: string | null;
  at: string;
};

/** One submission in an organizer's history. */
export type SubmissionView = {
  id: string;
  channel: SubmissionChannel;
  /** How it reached us: the submission page, the product's own mail server, or the inbound-mail service. */
  via: 'web' | 'smtp' | 'http';
  senderName: string;
  senderEmail: string;
  language: 'en' | 'es';
  subject: string | null;
  link: string | null;
  /** `size` in bytes. */
  files: { name: string; type: string; size: number }[];
  /** What could not be read: the server's own words (English). */
  notes: string[];
  eventCount: number;
  /** `received`: its sender has not followed the confirmation link yet, so nothing reached the Review list. */
  status: 'received' | 'confirmed';
  answers: SubmissionAnswer[];
  receivedAt: string;
  confirmedAt: string | null;
};

/** A mail or a file is kept as it came; a form or a link has no original. */
export const hasOriginal = (channel: SubmissionChannel): boolean => channel === 'mail' || channel === 'file';

/** Where the original downloads from: the server answers it as an attachment, never as a page. */
export const originalUrl = (submissionId: string) => `/api/admin/review/submissions/${encodeURIComponent(submissionId)}/original`;

/** Everything one address sent us, the newest first. */
async function getSenderSubmissions(email: string): Promise<SubmissionView[]> {
  const response = await apiRequest('GET', `/api/admin/review/submissions?email=${encodeURIComponent(email)}`);
  return (await response.json()) as SubmissionView[];
}

export const senderSubmissionsQueryOptions = (email: string) =>
  queryOptions({ queryKey: adminKeys.senderSubmissions(email), queryFn: () => getSenderSubmissions(email) });
