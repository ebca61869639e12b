// The organizers' API (/api/organizers/...): no account needed. Reading a link or a file prefills the submission
// form; a submission waits for its sender to confirm their address by the link mailed to them, then becomes a
// draft on the admins' Review list. Errors come back in the request's language.

import { apiRequest } from '../../../lib/api';
import type { EventDetails } from '../../../lib/event-vocabulary';
import type { Language } from '../../../lib/i18n';

/** A file as the API takes it: its name, its type and its bytes in base64. */
export type FilePayload = { name: string; type: string; data: string };

export type ReadRequest = { language: Language } & ({ link: string } | { file: FilePayload });

/** The text a value was read from; the server says more (the rule, where it stands), which this page does not show. */
export type ReadEvidence = { text: string };

/** `dates` stands for the start and end dates, `place` for city and state. */
export type ReadEvidenceOf = Partial<Record<'name' | 'dates' | 'place' | 'cost' | 'ages' | 'type' | 'registrationDeadline' | 'registrationLink', ReadEvidence>>;

/** What a read found of one event: a field the page does not give is null (or empty). */
export type ReadEvent = {
  details: { [Field in keyof EventDetails]: EventDetails[Field] | null };
  evidence: ReadEvidenceOf;
  doubts: string[];
  /** Which reading and which of its events this is: sent back with the event, so the values sent as read keep their evidence. */
  reading?: SubmissionReading;
};

/** The server's reading an event was filled in from, and which of its events. */
export type SubmissionReading = { id: string; event: number };

/** Reads an event page or a flyer (PDF, .ics); may find several events, or none. */
export async function readSource(request: ReadRequest): Promise<ReadEvent[]> {
  const response = await apiRequest('POST', '/api/organizers/read', request);
  const { events, readingId } = (await response.json()) as { events: ReadEvent[]; readingId?: string };
  return readingId ? events.map((event, index) => ({ ...event, reading: { id: readingId, event: index } })) : events;
}

export type SubmissionChannel = 'form' | 'link' | 'file';

export type Submission = {
  name: string;
  email: string;
  language: Language;
  channel: SubmissionChannel;
  /** The page read (channel `link`). */
  link?: string;
  /** The flyer read (channel `file`): admins see the original. */
  file?: FilePayload;
  /** The reading the event was filled in from (channels `link` and `file`). */
  reading?: SubmissionReading;
  event: EventDetails;
};

/** Sends one event for review; the server mails its sender a link to confirm it (202). */
export async function sendSubmission(submission: Submission): Promise<{ submissionId: string }> {
  const response = await apiRequest('POST', '/api/organizers/submissions', submission);
  return (await response.json()) as { submissionId: string };
}

/**
 * Confirms a submission with the token of the link mailed to its sender; a second click answers the same. Answers how
 * many events it sent and the language the organizer wrote in; 400 for a link that is not valid or has expired, in
 * `language` (the page's: the server cannot tell whose a bad link is).
 */
export async function confirmSubmission({ token, language }: { token: string; language: Language }): Promise<{ events: number; language: Language }> {
  const response = await apiRequest('POST', '/api/organizers/confirm', { token, language });
  return (await response.json()) as { events: number; language: Language };
}
