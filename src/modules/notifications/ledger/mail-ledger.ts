import { uuidFromKey } from '../../../platform/eventsourcing/ids.js';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

/** The reminders: 7 and 1 days before a registration deadline, 3 days before an event starts. */
export const REMINDER_KINDS = ['deadline-7', 'deadline-1', 'event-3'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Events of `notifications-mail-<id>`, one stream per mail ever due, named after the mail's key (what it is about,
 * for whom, for which date), so every run, replay or restart that finds the same mail due finds the same stream.
 * A mail is claimed before it is sent and then recorded as sent or failed.
 */
export interface MailClaimed {
  type: 'MailClaimed';
  data: { key: string; userId: string; occurredAt: string };
}
export interface ReminderSent {
  type: 'ReminderSent';
  /** `date`: the deadline or start date reminded of, so a moved date gets a reminder of its own. */
  data: { userId: string; eventId: string; kind: ReminderKind; date: string; occurredAt: string };
}
export interface ChangeAlertSent {
  type: 'ChangeAlertSent';
  /** `changeId`: the id of the catalog event that recorded the change or the cancellation. */
  data: { userId: string; eventId: string; changeId: string; occurredAt: string };
}
export interface WeeklyDigestSent {
  type: 'WeeklyDigestSent';
  /** `week`: the Monday (the server's calendar) the digest was for. */
  data: { userId: string; week: string; occurredAt: string };
}
/**
 * The day's mail to a follower of colleges: the changes (`changeIds`) that added colleges they follow to upcoming events.
 * One per user and day at most; a change told once is not told again.
 */
export interface CollegeAlertSent {
  type: 'CollegeAlertSent';
  data: { userId: string; day: string; changeIds: string[]; occurredAt: string };
}
/** The mail server refused or could not be reached: the next run that finds the mail due tries again. */
export interface MailFailed {
  type: 'MailFailed';
  data: { key: string; userId: string; error: string; occurredAt: string };
}
export type MailSentEvent = ReminderSent | ChangeAlertSent | WeeklyDigestSent | CollegeAlertSent;

/** The events that record a mail as sent, one per kind of mail. */
export const MAIL_SENT_TYPES = ['ReminderSent', 'ChangeAlertSent', 'WeeklyDigestSent', 'CollegeAlertSent'] as const satisfies readonly MailSentEvent['type'][];
export type MailEvent = MailClaimed | MailSentEvent | MailFailed;

export const mailStream = (key: string) => `notifications-mail-${uuidFromKey(key)}`;

/** A claim without an outcome this old is taken for a crash mid-send: the mail may be claimed again. */
export const CLAIM_TIMEOUT_MS = 15 * 60 * 1000;

export type MailState = { status: 'due' } | { status: 'claimed'; claimedAt: Date } | { status: 'failed' } | { status: 'sent' };

export const initialMailState: MailState = { status: 'due' };

export function evolveMail(state: MailState, recorded: MailEvent | RecordedEvent): MailState {
  const event = recorded as MailEvent;
  switch (event.type) {
    case 'MailClaimed':
      return { status: 'claimed', claimedAt: new Date(event.data.occurredAt) };
    case 'MailFailed':
      return { status: 'failed' };
    case 'ReminderSent':
    case 'ChangeAlertSent':
    case 'WeeklyDigestSent':
    case 'CollegeAlertSent':
      return { status: 'sent' };
    default:
      return state;
  }
}

/** Whether this run may send the mail: never once sent, not while another run is sending it. */
export function decideClaim(state: MailState, command: { key: string; userId: string; now: Date }): MailClaimed[] {
  if (state.status === 'sent') return [];
  if (state.status === 'claimed' && command.now.getTime() - state.claimedAt.getTime() < CLAIM_TIMEOUT_MS) return [];
  return [{ type: 'MailClaimed', data: { key: command.key, userId: command.userId, occurredAt: command.now.toISOString() } }];
}
