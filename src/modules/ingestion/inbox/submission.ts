import { uuidFromKey } from '../../../platform/eventsourcing/ids.js';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { EventDetails } from '../../catalog/events/event-details.js';
import type { EvidenceOf } from '../read/types.js';

/**
 * How an organizer sent their event: the submission page's form filled in by hand, the page filled in from their
 * event page's link or from a file (a PDF flyer, an .ics), or a mail to the organizers' address.
 */
export const CHANNELS = ['form', 'link', 'file', 'mail'] as const;
export type Channel = (typeof CHANNELS)[number];
/** The languages an organizer is answered in: the submission page's, or the one the mail is written in. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** An event a submission proposes, each value with the text it came from (a form's values: the organizer's own words). */
export interface SubmittedEvent {
  details: EventDetails;
  evidence: EvidenceOf;
  doubts: string[];
}

/** A file a submission carried: a mail's attachment or the submission page's upload. */
export interface SubmittedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * An organizer sent an event (or a mail, a flyer, a link that gave none: an admin then fills it in). Nothing reaches
 * admins before the sender confirms the address by the link mailed to it. The sender, the mail's subject and text and
 * the original (the raw mail, the uploaded file) are the sender's personal data, sealed under `organizerId`.
 */
export interface SubmissionReceived {
  type: 'SubmissionReceived';
  data: {
    submissionId: string;
    /** The sender's address as a pseudonym: the subject their personal data is sealed under. */
    organizerId: string;
    channel: Channel;
    /** How it reached us: the submission page, the product's own SMTP server, or the inbound-mail endpoint. */
    via: 'web' | 'smtp' | 'http';
    sender: { name: string; email: string };
    language: Language;
    subject: string | null;
    text: string | null;
    link: string | null;
    files: SubmittedFile[];
    /** The original, base64: the raw mail, or the uploaded file; null for a form. */
    original: string | null;
    events: SubmittedEvent[];
    /** What could not be read, as lines for the admin ("flyer.docx: not a type we read"). */
    notes: string[];
    occurredAt: string;
  };
}
/** The sender confirmed the address: each event became a draft on the admins' Review list. */
export interface SubmissionConfirmed {
  type: 'SubmissionConfirmed';
  data: { submissionId: string; draftIds: string[]; occurredAt: string };
}
/** An admin decided one of its drafts and the organizer was told, in their language. */
export interface SubmissionAnswered {
  type: 'SubmissionAnswered';
  data: { submissionId: string; draftId: string; outcome: 'published' | 'rejected'; eventId: string | null; reason: string | null; occurredAt: string };
}
export type SubmissionEvent = SubmissionReceived | SubmissionConfirmed | SubmissionAnswered;
export type SubmissionEventType = SubmissionEvent['type'];

export const submissionStream = (submissionId: string) => `ingestion-submission-${submissionId}`;
export const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The pseudonym of a sender's address (lower-cased): one per organizer across their submissions. */
export const organizerIdOf = (email: string): string => uuidFromKey(`organizer|${email.trim().toLowerCase()}`);
/** The drafts' source name for submissions: a submission's event `index` is the draft's source key with its id. */
export const SUBMISSIONS_SOURCE = 'organizers';
export const submissionSourceKey = (submissionId: string, index: number) => `${submissionId}#${index}`;

export type SubmissionState =
  | { status: 'none' }
  | { status: 'received' | 'confirmed'; receivedAt: string; events: SubmittedEvent[]; draftIds: string[]; channel: Channel; link: string | null; language: Language };
export const initialSubmissionState: SubmissionState = { status: 'none' };

export function evolveSubmission(state: SubmissionState, recorded: SubmissionEvent | RecordedEvent): SubmissionState {
  const event = recorded as SubmissionEvent;
  switch (event.type) {
    case 'SubmissionReceived':
      return { status: 'received', receivedAt: event.data.occurredAt, events: event.data.events, draftIds: [], channel: event.data.channel, link: event.data.link, language: event.data.language };
    case 'SubmissionConfirmed':
      return state.status === 'none' ? state : { ...state, status: 'confirmed', draftIds: event.data.draftIds };
    default:
      return state;
  }
}

/** How long a confirmation link works: a sender who waits longer sends the event again. */
export const CONFIRMATION_DAYS = 7;

/** Why a submission command cannot be done: the HTTP layer answers 400 (the link) or 404. */
export class SubmissionError extends Error {
  override readonly name = 'SubmissionError';
  constructor(
    readonly reason: 'not_found' | 'expired',
    message: string,
  ) {
    super(message);
  }
}

/** The sender confirmed: the drafts to propose (once; a second click changes nothing). */
export function decideConfirmation(state: SubmissionState, command: { submissionId: string; draftIds: string[]; now: Date }): SubmissionEvent[] {
  if (state.status === 'none') throw new SubmissionError('not_found', 'Submission not found');
  if (state.status === 'confirmed') return [];
  const expires = new Date(state.receivedAt).getTime() + CONFIRMATION_DAYS * 86_400_000;
  if (command.now.getTime() > expires) throw new SubmissionError('expired', 'This link has expired');
  return [{ type: 'SubmissionConfirmed', data: { submissionId: command.submissionId, draftIds: command.draftIds, occurredAt: command.now.toISOString() } }];
}
