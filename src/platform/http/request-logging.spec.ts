import { describe, expect, it } from '@jest/globals';
import { loggablePath } from './request-logging.js';

describe('loggable request paths', () => {
  it('given a query string, then it is left out', () => {
    expect(loggablePath('/api/unsubscribe?token=secret')).toBe('/api/unsubscribe');
  });

  it('given a calendar feed address, then its token is redacted, whatever the case or a trailing slash', () => {
    expect(loggablePath('/api/calendar/AbC-123_xyz.ics')).toBe('/api/calendar/[redacted].ics');
    expect(loggablePath('/API/Calendar/AbC-123_xyz.ICS/')).toBe('/API/Calendar/[redacted].ICS');
    expect(loggablePath('/api/calendar/AbC-123_xyz')).toBe('/api/calendar/[redacted]');
    expect(loggablePath('/api/calendar/AbC-123_xyz.ics?x=1')).toBe('/api/calendar/[redacted].ics');
  });

  it('given any other path, then it is logged as it is', () => {
    expect(loggablePath('/api/calendar-feed')).toBe('/api/calendar-feed');
    expect(loggablePath('/api/saved-events/calendar')).toBe('/api/saved-events/calendar');
    expect(loggablePath(undefined)).toBe('');
  });
});
