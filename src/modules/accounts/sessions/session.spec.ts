import { describe, expect, it } from '@jest/globals';
import {
  ABSOLUTE_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  REFRESH_INTERVAL_MS,
  type SessionEvent,
  type SessionState,
  cookieMaxAgeMs,
  decideEndSession,
  decideRefreshSession,
  decideStartSession,
  evolveSession,
  initialSessionState,
  isExpired,
  newSessionToken,
  sessionIdOf,
} from './session.js';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const fold = (events: SessionEvent[]): SessionState => events.reduce(evolveSession, initialSessionState);
const started = (): SessionEvent[] => decideStartSession(initialSessionState, { userId: 'u1', now: start, ip: '127.0.0.1' });

describe('session rules', () => {
  it('given the policy, then idle expiry is 7 days and absolute expiry 30 days', () => {
    expect(IDLE_TIMEOUT_MS).toBe(7 * DAY);
    expect(ABSOLUTE_TIMEOUT_MS).toBe(30 * DAY);
  });

  it('given a new token, when hashed, then the session id is a SHA-256 hex that never contains the token', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id = sessionIdOf(token);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain(token);
    expect(newSessionToken()).not.toBe(token);
  });

  it('given a cookie value we never issued, when resolved, then there is no session id', () => {
    expect(sessionIdOf('')).toBeNull();
    expect(sessionIdOf('not-a-token')).toBeNull();
    expect(sessionIdOf(`${newSessionToken()}x`)).toBeNull();
  });

  it('given a session started now, when 7 days pass without activity, then it has expired', () => {
    const session = { startedAt: start, lastSeenAt: start };
    expect(isExpired(session, at(7 * DAY - 1))).toBe(false);
    expect(isExpired(session, at(7 * DAY))).toBe(true);
  });

  it('given a session used every day, when 30 days have passed since sign-in, then it has expired anyway', () => {
    expect(isExpired({ startedAt: start, lastSeenAt: at(29 * DAY) }, at(30 * DAY - 1))).toBe(false);
    expect(isExpired({ startedAt: start, lastSeenAt: at(29 * DAY) }, at(30 * DAY))).toBe(true);
  });

  it('given activity within the hour, when refreshing, then nothing is recorded', () => {
    expect(decideRefreshSession(fold(started()), at(REFRESH_INTERVAL_MS - 1))).toEqual([]);
  });

  it('given an hour without a recorded refresh, when refreshing, then SessionRefreshed moves the idle expiry', () => {
    const events = decideRefreshSession(fold(started()), at(REFRESH_INTERVAL_MS));
    expect(events).toEqual([{ type: 'SessionRefreshed', data: { userId: 'u1', occurredAt: at(REFRESH_INTERVAL_MS).toISOString() } }]);
    const state = fold([...started(), ...events]);
    expect(state).toEqual(expect.objectContaining({ status: 'active', lastSeenAt: at(REFRESH_INTERVAL_MS) }));
  });

  it('given an expired session, when refreshing, then it is not revived', () => {
    expect(decideRefreshSession(fold(started()), at(8 * DAY))).toEqual([]);
  });

  it('given an active session, when ended, then SessionEnded carries the reason; ending again changes nothing', () => {
    const ended = decideEndSession(fold(started()), 'logout', at(1000));
    expect(ended).toEqual([{ type: 'SessionEnded', data: { userId: 'u1', reason: 'logout', occurredAt: at(1000).toISOString() } }]);
    expect(decideEndSession(fold([...started(), ...ended]), 'logout', at(2000))).toEqual([]);
    expect(decideEndSession(initialSessionState, 'logout', at(2000))).toEqual([]);
  });

  it('given a started session, when started again, then it is refused: a session id is never reused', () => {
    expect(() => decideStartSession(fold(started()), { userId: 'u2', now: start })).toThrow();
  });

  it('given a session started a day ago, when the cookie is set, then it lives until the absolute expiry', () => {
    expect(cookieMaxAgeMs(start, at(DAY))).toBe(29 * DAY);
    expect(cookieMaxAgeMs(start, at(31 * DAY))).toBe(0);
  });
});
