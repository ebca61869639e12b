import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import type { EventView } from '../read-models/catalog-queries.js';
import { FEED_CALENDAR_NAME, feedCalendar } from './feed-calendar.js';

const today = '2026-05-14';
const options = { today, publicUrl: 'https://fieldhockeyevents.com', now: new Date('2026-05-14T12:00:00.000Z') };

const saved = (id: string, name: string, startDate: string, endDate: string | null = null, isCancelled = false): EventView => ({
  id,
  name,
  description: null,
  eventType: 'Showcase',
  startDate,
  endDate,
  registrationDeadline: null,
  city: 'Hershey',
  state: 'PA',
  cost: 395,
  ageLevel: 'U19',
  organizer: 'Lineup',
  isIndoor: false,
  registrationLink: null,
  isSample: false,
  isCancelled,
  isVanished: false,
  sources: [],
  isLocked: false,
  isSaved: true,
  gradYears: [],
  collegesCount: 0,
  location: null,
  distanceMiles: null,
  classFit: [],
});

const eventsIn = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics) as unknown[]).getAllSubcomponents('vevent').map((vevent) => ({
    summary: vevent.getFirstPropertyValue('summary'),
    start: String(vevent.getFirstPropertyValue('dtstart')),
    end: String(vevent.getFirstPropertyValue('dtend')),
    status: vevent.getFirstPropertyValue('status'),
  }));

describe('calendar feed file', () => {
  it('given saved upcoming events, when parsed back, then each is there with its name, days and status, a cancelled one CANCELLED', () => {
    const ics = feedCalendar(
      [saved('a', 'Lineup Mid-Atlantic Showcase', '2026-05-23', '2026-05-24'), saved('b', 'NXT Recruiting Combine', '2026-07-11', null, true)],
      options,
    );
    expect(eventsIn(ics)).toEqual([
      { summary: 'Lineup Mid-Atlantic Showcase', start: '2026-05-23', end: '2026-05-25', status: 'CONFIRMED' },
      { summary: 'NXT Recruiting Combine', start: '2026-07-11', end: '2026-07-12', status: 'CANCELLED' },
    ]);
    expect(ics).toContain('STATUS:CANCELLED\r\n');
  });

  it('given past, in-progress and locked saved events, then past and locked ones are left out and one in progress stays', () => {
    const ics = feedCalendar(
      [
        saved('past', 'Winter Clinic', '2026-05-01'),
        saved('ongoing', 'Summer Camp', '2026-05-12', '2026-05-15'),
        { id: 'locked', eventType: 'Showcase', state: 'NJ', startDate: '2026-06-01', isLocked: true },
      ],
      options,
    );
    expect(eventsIn(ics).map((event) => event.summary)).toEqual(['Summer Camp']);
  });

  it('given nothing to show, then it is still a calendar, named, asking apps to refresh hourly', () => {
    const calendar = new ICAL.Component(ICAL.parse(feedCalendar([], options)) as unknown[]);
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(FEED_CALENDAR_NAME);
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
  });
});
