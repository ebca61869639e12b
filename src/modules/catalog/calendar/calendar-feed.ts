import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

/**
 * Events of `catalog-calendar-feed-<userId>`: a Pro user's secret calendar address. Each token issued replaces
 * the one before (the old address stops working); revoking turns the feed off.
 */
export interface CalendarFeedTokenIssued {
  type: 'CalendarFeedTokenIssued';
  data: { userId: string; token: string; occurredAt: string };
}
export interface CalendarFeedRevoked {
  type: 'CalendarFeedRevoked';
  data: { userId: string; occurredAt: string };
}
export type CalendarFeedEvent = CalendarFeedTokenIssued | CalendarFeedRevoked;

export const calendarFeedStream = (userId: string) => `catalog-calendar-feed-${userId}`;

/** The token in use, if any. */
export type CalendarFeedState = { token: string | null };
export const initialCalendarFeedState: CalendarFeedState = { token: null };

export function evolveCalendarFeed(state: CalendarFeedState, recorded: CalendarFeedEvent | RecordedEvent): CalendarFeedState {
  const event = recorded as CalendarFeedEvent;
  if (event.type === 'CalendarFeedTokenIssued') return { token: event.data.token };
  if (event.type === 'CalendarFeedRevoked') return { token: null };
  return state;
}

/** Always issues: asking for a new address is how a user kills one they shared by mistake. */
export function decideIssueToken(_state: CalendarFeedState, command: { userId: string; token: string; now: Date }): CalendarFeedEvent[] {
  return [{ type: 'CalendarFeedTokenIssued', data: { userId: command.userId, token: command.token, occurredAt: command.now.toISOString() } }];
}

/** Revoking a feed that is off decides nothing. */
export function decideRevoke(state: CalendarFeedState, command: { userId: string; now: Date }): CalendarFeedEvent[] {
  if (state.token === null) return [];
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
