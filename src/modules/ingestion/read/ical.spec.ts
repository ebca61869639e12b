import { describe, expect, it } from '@jest/globals';
import { extractFromFeed } from '../resolve/assemble.js';
import { icalRecords } from './ical.js';
import type { ExtractionSettings } from './types.js';

const FEED = 'https://nxt.example/calendar.ics';
const SETTINGS: ExtractionSettings = { strategy: 'ical', selectors: null, organizer: 'NXT', today: '2026-05-01' };

const calendar = (...events: string[][]): string =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');
const extract = (text: string) => extractFromFeed({ url: FEED, text }, SETTINGS);
const only = (lines: string[]) => {
  const { events, rejected } = extract(calendar(['DTSTAMP:20260101T000000Z', ...lines]));
  expect(rejected).toEqual([]);
  expect(events).toHaveLength(1);
  return events[0];
};

describe('reading an iCalendar feed', () => {
  it('given an all-day event, when read, then its exclusive DTEND is the day after its last', () => {
    const event = only([
      'UID:showcase-1@nxt.example',
      'SUMMARY:NXT Summer Showcase',
      'DTSTART;VALUE=DATE:20260614',
      'DTEND;VALUE=DATE:20260617',
      'LOCATION:Spooky Nook Sports\\, Manheim\\, PA',
      'URL:https://nxt.example/register/summer',
      'DESCRIPTION:Three days of games for U16 and U19 players.\\nIndoor turf.',
    ]);
    expect(event).toEqual({
      sourceKey: `${FEED}#uid=showcase-1@nxt.example`,
      cancelled: false,
      namedOrganizer: null,
      pageUrl: expect.any(String),
      details: {
        name: 'NXT Summer Showcase',
        description: 'Three days of games for U16 and U19 players.\nIndoor turf.',
        eventType: 'Showcase',
        startDate: '2026-06-14',
        endDate: '2026-06-16',
        registrationDeadline: null,
        city: 'Manheim',
        state: 'PA',
        cost: null,
        ageLevel: 'U19',
        organizer: 'NXT',
        isIndoor: true,
        registrationLink: 'https://nxt.example/register/summer',
      },
      evidence: expect.objectContaining({ dates: { rule: 'ical', text: '2026-06-14 – 2026-06-16', region: 'data' } }),
      doubts: ['sport-unstated'],
    });
  });

  it.each([
    ['a one-day all-day event', ['DTSTART;VALUE=DATE:20260614', 'DTEND;VALUE=DATE:20260615'], '2026-06-14', null],
    ['an all-day event without DTEND', ['DTSTART;VALUE=DATE:20260614'], '2026-06-14', null],
    ['an all-day event with a DURATION', ['DTSTART;VALUE=DATE:20260614', 'DURATION:P3D'], '2026-06-14', '2026-06-16'],
    ['a timed event with a TZID', ['DTSTART;TZID=America/New_York:20260614T090000', 'DTEND;TZID=America/New_York:20260614T170000'], '2026-06-14', null],
    ['a late timed event with a TZID (no shift to UTC)', ['DTSTART;TZID=America/Los_Angeles:20260614T230000', 'DTEND;TZID=America/Los_Angeles:20260614T235900'], '2026-06-14', null],
    ['a UTC event (on the US Eastern calendar: an evening event stays on its own day)', ['DTSTART:20260614T013000Z', 'DTEND:20260614T033000Z'], '2026-06-13', null],
    ['a timed event over days', ['DTSTART:20260614T090000', 'DTEND:20260616T170000'], '2026-06-14', '2026-06-16'],
    ['a timed event ending at midnight', ['DTSTART:20260614T090000', 'DTEND:20260616T000000'], '2026-06-14', '2026-06-15'],
    ['a timed event with a DURATION', ['DTSTART:20260614T090000', 'DURATION:PT8H'], '2026-06-14', null],
  ])('given %s, when read, then it runs %s … %s', (_, dates, startDate, endDate) => {
    const event = only(['UID:a', 'SUMMARY:Camp', 'LOCATION:Austin, TX', ...dates]);
    expect([event.details.startDate, event.details.endDate]).toEqual([startDate, endDate]);
  });

  it('given a VTIMEZONE in the feed, when a timed event is read, then its date is the local one as written', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:DAYLIGHT',
      'DTSTART:20070311T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'TZNAME:EDT',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20071104T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'TZNAME:EST',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:late',
      'SUMMARY:Night Clinic',
      'DTSTART;TZID=America/New_York:20260614T220000',
      'DTEND;TZID=America/New_York:20260614T235000',
      'LOCATION:Boston, MA',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(extract(text).events.map((event) => [event.details.startDate, event.details.endDate])).toEqual([['2026-06-14', null]]);
  });

  it.each([
    ['Venue, City, ST', 'Spooky Nook Sports\\, Manheim\\, PA', 'Manheim', 'PA'],
    ['City, ST 12345', 'Lancaster\\, PA 17601', 'Lancaster', 'PA'],
    ['City, State', 'Lancaster\\, Pennsylvania', 'Lancaster', 'PA'],
    ['a full address', 'Fields\\, 1 Main St\\, Princeton\\, NJ 08544\\, USA', 'Princeton', 'NJ'],
  ])('given a LOCATION written as %s, when read, then the place is %s, %s', (_, location, city, state) => {
    const event = only(['UID:a', 'SUMMARY:Camp', 'DTSTART;VALUE=DATE:20260614', `LOCATION:${location}`]);
    expect([event.details.city, event.details.state]).toEqual([city, state]);
  });

  it('given STATUS:CANCELLED, when read, then the event is cancelled', () => {
    expect(only(['UID:a', 'SUMMARY:Camp', 'DTSTART;VALUE=DATE:20260614', 'LOCATION:Austin, TX', 'STATUS:CANCELLED']).cancelled).toBe(true);
  });

  it('given no UID, when read, then the fallback key is used', () => {
    expect(only(['SUMMARY:Fall Camp', 'DTSTART;VALUE=DATE:20260905', 'LOCATION:Austin, TX']).sourceKey).toBe(`${FEED}#fall camp|2026-09-05`);
  });

  it('given the same feed read twice, when keyed, then the keys are the same', () => {
    const text = calendar(['UID:1', 'SUMMARY:A', 'DTSTART;VALUE=DATE:20260614', 'LOCATION:Austin, TX'], ['UID:2', 'SUMMARY:B', 'DTSTART;VALUE=DATE:20260615', 'LOCATION:Austin, TX']);
    const keys = extract(text).events.map((event) => event.sourceKey);
    expect(extract(text).events.map((event) => event.sourceKey)).toEqual(keys);
    expect(new Set(keys).size).toBe(2);
  });

  it('given a repeating event with one changed occurrence, when read, then the change replaces its own occurrence and the weekly meetings are one program', () => {
    const text = calendar(
      ['UID:weekly', 'SUMMARY:Weekly Clinic', 'DTSTART:20260602T180000', 'RRULE:FREQ=WEEKLY;COUNT=4', 'LOCATION:Austin, TX'],
      ['UID:weekly', 'RECURRENCE-ID:20260609T180000', 'SUMMARY:Weekly Clinic (moved)', 'DTSTART:20260610T180000', 'LOCATION:Austin, TX'],
    );
    const events = extract(text).events.map((event) => [event.sourceKey, event.details.name, event.details.startDate, event.details.endDate]);
    expect(events).toEqual([
      [`${FEED}#uid=weekly@2026-06-02T18:00:00`, 'Weekly Clinic', '2026-06-02', '2026-06-23'],
      [`${FEED}#uid=weekly@2026-06-09T18:00:00`, 'Weekly Clinic (moved)', '2026-06-10', null],
    ]);
  });

  it('given a repeating event, when read, then only occurrences from today on within a year are listed', () => {
    const text = calendar(['UID:daily', 'SUMMARY:Daily Clinic', 'DTSTART;VALUE=DATE:20260420', 'RRULE:FREQ=DAILY', 'LOCATION:Austin, TX']);
    const dates = extract(text).events.map((event) => event.details.startDate);
    expect(dates).toHaveLength(52);
    expect(dates[0]).toBe('2026-05-01');
  });

  it('given a registration link in the description and no URL, when read, then it is the registration link', () => {
    const event = only(['UID:a', 'SUMMARY:Camp', 'DTSTART;VALUE=DATE:20260614', 'LOCATION:Austin, TX', 'DESCRIPTION:Map: https://maps.example/x\\nRegister: https://nxt.example/reg/a.']);
    expect(event.details.registrationLink).toBe('https://nxt.example/reg/a');
  });

  it("given an event with no page of its own and no registration link, when read, then it has no link: the feed's own address registers for nothing", () => {
    const event = only(['UID:b', 'SUMMARY:Camp', 'DTSTART;VALUE=DATE:20260614', 'LOCATION:Austin, TX']);
    expect(event.details.registrationLink).toBeNull();
    const withPage = only(['UID:c', 'SUMMARY:Camp', 'DTSTART;VALUE=DATE:20260614', 'LOCATION:Austin, TX', 'URL:https://club.example/events/camp']);
    expect(withPage.details.registrationLink).toBe('https://club.example/events/camp');
  });

  it('given an HTML description, when read, then its text is kept', () => {
    const event = only(['UID:a', 'SUMMARY:Camp', 'DTSTART;VALUE=DATE:20260614', 'LOCATION:Austin, TX', 'DESCRIPTION:<p>Bring <b>water</b></p><p>Outdoor fields</p>']);
    expect([event.details.description, event.details.isIndoor]).toEqual(['Bring water\nOutdoor fields', false]);
  });

  it('given events that cannot be listed, when read, then they are rejected with their reasons', () => {
    const { events, rejected } = extract(
      calendar(
        ['UID:1', 'DTSTART;VALUE=DATE:20260614', 'LOCATION:Austin, TX'],
        ['UID:2', 'SUMMARY:No Date', 'LOCATION:Austin, TX'],
        ['UID:3', 'SUMMARY:Online', 'DTSTART;VALUE=DATE:20260614', 'LOCATION:Zoom'],
      ),
    );
    expect(events).toEqual([]);
    expect(rejected).toEqual([
      { url: FEED, name: null, reason: 'No name' },
      { url: FEED, name: 'No Date', reason: 'No start date' },
      { url: FEED, name: 'Online', reason: 'No state' },
    ]);
  });

  it.each([
    ['garbage', 'this is not a calendar'],
    ['an HTML page', '<html><body>Events</body></html>'],
    ['an empty text', ''],
    ['a calendar cut short', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:A'],
  ])('given %s, when read, then there are no events and nothing throws', (_, text) => {
    expect(() => icalRecords(text, FEED)).not.toThrow();
    expect(extract(text)).toEqual({ events: [], rejected: [] });
  });
});
