import { createHash, randomBytes } from 'node:crypto';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

/**
 * Events of `catalog-calendar-feed-<userId>`: a Pro user's secret calendar address. Each token issued replaces
 * the one before (the old address stops working); revoking turns the feed off.
 *
 * Like session ids, only the token's SHA-256 is recorded (`tokenHash`): the address is shown once, when it is
 * made, and a copy of the event log or the read models opens no feed. Tokens issued before carry `token` in
 * the clear; their addresses keep working (the read model hashes them too), and the next link a user gets
 * replaces them for good.
 */
export interface CalendarFeedTokenIssued {
  type: 'CalendarFeedTokenIssued';
  data: { userId: string; tokenHash: string; occurredAt: string } | { userId: string; token: string; occurredAt: string };
}
export interface CalendarFeedRevoked {
  type: 'CalendarFeedRevoked';
  data: { userId: string; occurredAt: string };
}
export type CalendarFeedEvent = CalendarFeedTokenIssued | CalendarFeedRevoked;

export const calendarFeedStream = (userId: string) => `catalog-calendar-feed-${userId}`;

/** A new feed token: 32 random bytes from the OS's CSPRNG, in base64url. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up in place of a token. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash an issued event stands for, whether it was recorded hashed or (before hashing) in the clear. */
export function issuedTokenHash(data: CalendarFeedTokenIssued['data']): string {
  return 'tokenHash' in data ? data.tokenHash : feedTokenHash(data.token);
}

/** The hash of the token in use, if any. */
export type CalendarFeedState = { tokenHash: string | null };
export const initialCalendarFeedState: CalendarFeedState = { tokenHash: null };

export function evolveCalendarFeed(state: CalendarFeedState, recorded: CalendarFeedEvent | RecordedEvent): CalendarFeedState {
  const event = recorded as CalendarFeedEvent;
  if (event.type === 'CalendarFeedTokenIssued') return { tokenHash: issuedTokenHash(event.data) };
  if (event.type === 'CalendarFeedRevoked') return { tokenHash: null };
  return state;
}

/** Always issues: asking for a new address is how a user kills one they shared by mistake. Records only the token's hash. */
export function decideIssueToken(_state: CalendarFeedState, command: { userId: string; token: string; now: Date }): CalendarFeedEvent[] {
  const data = { userId: command.userId, tokenHash: feedTokenHash(command.token), occurredAt: command.now.toISOString() };
  return [{ type: 'CalendarFeedTokenIssued', data }];
}

/** Revoking a feed that is off decides nothing. */
export function decideRevoke(state: CalendarFeedState, command: { userId: string; now: Date }): CalendarFeedEvent[] {
  if (state.tokenHash === null) return [];
  return [{ type: 'CalendarFeedRevoked', data: { userId: command.userId, occurredAt: command.now.toISOString() } }];
}

/** 32 random bytes in base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarFeedLinks {
  url: string;
  /** webcal:// opens the address as a subscription in Apple Calendar, Outlook and others. */
  webcalUrl: string;
  /** Google Calendar's page that adds a calendar by address. */
  googleUrl: string;
}

export function calendarFeedLinks(publicUrl: string, token: string): CalendarFeedLinks {
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  const webcalUrl = url.replace(/^https?:\/\//, 'webcal://');
  return { url, webcalUrl, googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}` };
}
