import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  type CalendarFeedEvent,
  FEED_TOKEN_PATTERN,
  calendarFeedLinks,
  decideIssueToken,
  decideRevoke,
  evolveCalendarFeed,
  feedTokenHash,
  initialCalendarFeedState,
  issuedTokenHash,
  newFeedToken,
} from './calendar-feed.js';

const now = new Date('2026-05-14T12:00:00.000Z');
const token = 'k3J9x_Qm-7aVbC2dE4fG6hI8jK0lM1nO2pQ3rS4tU5v';

describe('calendar feed tokens', () => {
  const tokenHash = createHash('sha256').update(token).digest('hex');

  it('given no feed, when issuing, then only the token\'s SHA-256 is recorded; issuing again replaces it', () => {
    const issued = decideIssueToken(initialCalendarFeedState, { userId: 'u1', token, now });
    expect(issued).toEqual([{ type: 'CalendarFeedTokenIssued', data: { userId: 'u1', tokenHash, occurredAt: now.toISOString() } }]);
    expect(JSON.stringify(issued)).not.toContain(token);
    expect(feedTokenHash(token)).toBe(tokenHash);
    const state = issued.reduce(evolveCalendarFeed, initialCalendarFeedState);
    expect(state).toEqual({ tokenHash });
    const replaced = decideIssueToken(state, { userId: 'u1', token: 'another', now }).reduce(evolveCalendarFeed, state);
    expect(replaced).toEqual({ tokenHash: feedTokenHash('another') });
  });

  it('given a token recorded in the clear before hashing, when folded, then it stands for the same hash as a hashed one', () => {
    const legacy = { userId: 'u1', token, occurredAt: now.toISOString() };
    expect(issuedTokenHash(legacy)).toBe(tokenHash);
    expect(evolveCalendarFeed(initialCalendarFeedState, { type: 'CalendarFeedTokenIssued', data: legacy })).toEqual({ tokenHash });
  });

  it('given new tokens, then each is 32 random bytes in base64url', () => {
    const first = newFeedToken();
    expect(FEED_TOKEN_PATTERN.test(first)).toBe(true);
    expect(newFeedToken()).not.toBe(first);
  });

  it('given a feed, when revoking, then CalendarFeedRevoked and no token; revoking again decides nothing', () => {
    const state = evolveCalendarFeed(initialCalendarFeedState, { type: 'CalendarFeedTokenIssued', data: { userId: 'u1', tokenHash, occurredAt: now.toISOString() } });
    const revoked: CalendarFeedEvent[] = decideRevoke(state, { userId: 'u1', now });
    expect(revoked).toEqual([{ type: 'CalendarFeedRevoked', data: { userId: 'u1', occurredAt: now.toISOString() } }]);
    const off = revoked.reduce(evolveCalendarFeed, state);
    expect(off).toEqual({ tokenHash: null });
    expect(decideRevoke(off, { userId: 'u1', now })).toEqual([]);
  });

  it('given 32 random bytes in base64url, then the token pattern accepts them and nothing else', () => {
    expect(FEED_TOKEN_PATTERN.test(token)).toBe(true);
    expect(FEED_TOKEN_PATTERN.test(`${token}x`)).toBe(false);
    expect(FEED_TOKEN_PATTERN.test(token.replace('_', '/'))).toBe(false);
  });
});

describe('calendar feed links', () => {
  it('given an https site, then the address, its webcal twin and Google Calendar’s subscribe link', () => {
    expect(calendarFeedLinks('https://fieldhockeyevents.com', token)).toEqual({
      url: `https://fieldhockeyevents.com/api/calendar/${token}.ics`,
      webcalUrl: `webcal://fieldhockeyevents.com/api/calendar/${token}.ics`,
      googleUrl: `https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Ffieldhockeyevents.com%2Fapi%2Fcalendar%2F${token}.ics`,
    });
  });

  it('given a plain http site with a port, then webcal keeps the host and port', () => {
    expect(calendarFeedLinks('http://localhost:3000', token).webcalUrl).toBe(`webcal://localhost:3000/api/calendar/${token}.ics`);
  });
});
