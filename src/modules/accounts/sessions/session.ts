import { createHash, randomBytes } from 'node:crypto';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

/**
 * Sessions live apart from the user stream, one stream each (`accounts-session-<session id>`), so a busy
 * user's history stays readable and a session's small write traffic never conflicts with account changes.
 *
 * The cookie carries a token of 32 random bytes; the session id is its SHA-256 (hex). Only the id reaches
 * events and read models, so a copy of the event log cannot be replayed as cookies.
 *
 * Expiry: 7 days without activity, 30 days after sign-in whatever happens. Activity is recorded by a
 * `SessionRefreshed` event at most once per hour per session (not one per request); idle expiry counts
 * from the last one, so a session may end up to an hour before 7 full days of idleness, never after.
 */
export const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_INTERVAL_MS = 60 * 60 * 1000;

export type SessionEndReason = 'logout' | 'logout_everywhere' | 'password_changed' | 'expired' | 'account_deleted';

export interface SessionStarted {
  type: 'SessionStarted';
  data: { userId: string; startedAt: string; ip?: string; userAgent?: string };
}
export interface SessionRefreshed {
  type: 'SessionRefreshed';
  data: { userId: string; occurredAt: string };
}
export interface SessionEnded {
  type: 'SessionEnded';
  data: { userId: string; reason: SessionEndReason; occurredAt: string };
}
export type SessionEvent = SessionStarted | SessionRefreshed | SessionEnded;

export const SESSION_EVENT_TYPES = ['SessionStarted', 'SessionRefreshed', 'SessionEnded'] as const satisfies readonly SessionEvent['type'][];

const STREAM_PREFIX = 'accounts-session-';
export const sessionStream = (sessionId: string) => `${STREAM_PREFIX}${sessionId}`;
export const sessionIdOfStream = (stream: string) => stream.slice(STREAM_PREFIX.length);

/** A new cookie value: 256 bits from the OS's CSPRNG. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session id a cookie value stands for, or null for anything we never issued. */
export function sessionIdOf(cookieValue: string): string | null {
  return TOKEN_SHAPE.test(cookieValue) ? sessionIdFor(cookieValue) : null;
}

export interface SessionTimes {
  startedAt: Date;
  lastSeenAt: Date;
}

export function expiresAt(session: SessionTimes): Date {
  return new Date(
    Math.min(session.lastSeenAt.getTime() + IDLE_TIMEOUT_MS, session.startedAt.getTime() + ABSOLUTE_TIMEOUT_MS),
  );
}

export function isExpired(session: SessionTimes, now: Date): boolean {
  return now.getTime() >= expiresAt(session).getTime();
}

export function needsRefresh(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= REFRESH_INTERVAL_MS;
}

/** The cookie lives until the absolute expiry: idle expiry is the server's to enforce. */
export function cookieMaxAgeMs(startedAt: Date, now: Date): number {
  return Math.max(0, startedAt.getTime() + ABSOLUTE_TIMEOUT_MS - now.getTime());
}

export type SessionState =
  | { status: 'none' }
  | { status: 'active'; userId: string; startedAt: Date; lastSeenAt: Date }
  | { status: 'ended'; userId: string };

export const initialSessionState: SessionState = { status: 'none' };

export function evolveSession(state: SessionState, event: SessionEvent | RecordedEvent): SessionState {
  const e = event as SessionEvent;
  switch (e.type) {
    case 'SessionStarted':
      return { status: 'active', userId: e.data.userId, startedAt: new Date(e.data.startedAt), lastSeenAt: new Date(e.data.startedAt) };
    case 'SessionRefreshed':
      return state.status === 'active' ? { ...state, lastSeenAt: new Date(e.data.occurredAt) } : state;
    case 'SessionEnded':
      return state.status === 'active' ? { status: 'ended', userId: state.userId } : state;
    default:
      return state;
  }
}

export function decideStartSession(
  state: SessionState,
  command: { userId: string; now: Date; ip?: string; userAgent?: string },
): SessionEvent[] {
  if (state.status !== 'none') throw new Error('A session id is never reused');
  const { userId, now, ip, userAgent } = command;
  return [{ type: 'SessionStarted', data: { userId, startedAt: now.toISOString(), ...(ip ? { ip } : {}), ...(userAgent ? { userAgent } : {}) } }];
}

/** Activity on an active, unexpired session that has not been recorded for an hour. */
export function decideRefreshSession(state: SessionState, now: Date): SessionEvent[] {
  if (state.status !== 'active' || isExpired(state, now) || !needsRefresh(state, now)) return [];
  return [{ type: 'SessionRefreshed', data: { userId: state.userId, occurredAt: now.toISOString() } }];
}

/** Ending an ended (or never started) session changes nothing: logout is idempotent. */
export function decideEndSession(state: SessionState, reason: SessionEndReason, now: Date): SessionEvent[] {
  if (state.status !== 'active') return [];
  return [{ type: 'SessionEnded', data: { userId: state.userId, reason, occurredAt: now.toISOString() } }];
}
