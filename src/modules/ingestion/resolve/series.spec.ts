import { describe, expect, it } from '@jest/globals';
import type { ScrapedEvent } from '../read/types.js';
import { consecutiveDaysOf, separateDaysOf, weeklySeriesOf } from './series.js';

const PAGE = 'https://tickets.example/indoor-league';

function meeting(startDate: string, description: string | null = null): ScrapedEvent {
  return {
    sourceKey: `${PAGE}#sunday-league|${startDate}`,
    pageUrl: PAGE,
    cancelled: false,
    namedOrganizer: null,
    evidence: { dates: { rule: 'blocks', text: startDate, region: 'block' } },
    doubts: [],
    details: {
      name: 'Sunday Indoor League',
      description,
      eventType: 'Tournament',
      startDate,
      endDate: null,
      registrationDeadline: null,
      city: 'Fairfax',
      state: 'VA',
      cost: 180,
      ageLevel: 'U14',
      organizer: 'Capital Indoor',
      isIndoor: true,
      registrationLink: PAGE,
    },
  };
}

describe('the meetings of a weekly program', () => {
  it('given one page listing a league every Sunday for six weeks, when resolved, then it is one event from the first to the last', () => {
    const events = weeklySeriesOf(['2027-01-10', '2027-01-17', '2027-01-24', '2027-01-31', '2027-02-07', '2027-02-14'].map((day) => meeting(day)));
    expect(events.map((event) => [event.details.startDate, event.details.endDate, event.doubts])).toEqual([['2027-01-10', '2027-02-14', []]]);
  });

  it('given weekly meetings whose single days named no kind of event, when resolved, then the series is a clinic; a named kind stays', () => {
    const untyped = (day: string) => ({ ...meeting(day, 'Fee for all sessions: $60'), details: { ...meeting(day, 'Fee for all sessions: $60').details, name: 'Youth Indoor Field Hockey', eventType: 'Recruiting Event' as const } });
    const series = weeklySeriesOf(['2027-01-12', '2027-01-19', '2027-01-26', '2027-02-02'].map(untyped));
    expect(series.map((event) => [event.details.eventType, event.details.endDate])).toEqual([['Clinic', '2027-02-02']]);
    const league = weeklySeriesOf(['2027-01-10', '2027-01-17', '2027-01-24'].map((day) => meeting(day)));
    expect(league.map((event) => event.details.eventType)).toEqual(['Tournament']);
  });

  it('given the same clinic on three Saturdays, a week skipped, and nothing saying it is one series, when resolved, then it is one draft an admin decides', () => {
    const clinic = (day: string) => ({ ...meeting(day), details: { ...meeting(day).details, name: 'Saturday Stick Skills' } });
    const events = weeklySeriesOf(['2027-01-09', '2027-01-16', '2027-01-30'].map(clinic));
    expect(events).toHaveLength(1);
    expect(events[0].details.endDate).toBe('2027-01-30');
    expect(events[0].doubts).toEqual(['series']);
    expect(events[0].evidence.dates?.meetings).toBe(3);
  });

  it('given meetings priced one by one, when resolved, then each stays an event', () => {
    const events = weeklySeriesOf(['2027-01-10', '2027-01-17', '2027-01-24'].map((day) => meeting(day, 'Drop-ins welcome: $30 per session.')));
    expect(events).toHaveLength(3);
  });

  it('given two sessions a week apart, or meetings not a week apart, when resolved, then they stay apart', () => {
    expect(weeklySeriesOf([meeting('2027-01-10'), meeting('2027-01-17')])).toHaveLength(2);
    expect(weeklySeriesOf([meeting('2027-01-10'), meeting('2027-01-17'), meeting('2027-02-14')])).toHaveLength(3);
  });

  it('given a program meeting Tuesdays and Thursdays, when resolved, then it is one series; daily occurrences stay apart', () => {
    const twice = ['2027-04-13', '2027-04-15', '2027-04-20', '2027-04-22'].map((day) => meeting(day, 'Twice-weekly training, one registration.'));
    expect(weeklySeriesOf(twice).map((event) => [event.details.startDate, event.details.endDate])).toEqual([['2027-04-13', '2027-04-22']]);
    expect(weeklySeriesOf(['2027-04-13', '2027-04-14', '2027-04-15'].map((day) => meeting(day)))).toHaveLength(3);
  });

  it('given meetings whose text states the whole span, when resolved, then the series ends where the text says', () => {
    const listed = ['2027-01-05', '2027-01-12', '2027-01-19'].map((day) => meeting(day, 'Eight Tuesday evenings in a weekly block, January 5 through February 23.'));
    expect(weeklySeriesOf(listed).map((event) => [event.details.startDate, event.details.endDate])).toEqual([['2027-01-05', '2027-02-23']]);
  });
});

describe('a series whose dates each have a page', () => {
  it("given a box office's pages of one league, an occurrence a page a week apart, when resolved, then it is one event from the first to the last", () => {
    const occurrence = (id: string, startDate: string): ScrapedEvent => ({ ...meeting(startDate, 'The Sunday Indoor League season.'), pageUrl: `https://tickets.example/events/capital/${id}`, sourceKey: `https://tickets.example/events/capital/${id}` });
    const events = weeklySeriesOf([occurrence('1844201', '2027-01-10'), occurrence('1844202', '2027-01-17'), occurrence('1844203', '2027-01-24')]);
    expect(events.map(({ details }) => [details.startDate, details.endDate])).toEqual([['2027-01-10', '2027-01-24']]);
  });

  it('given pages named for their events, not by number, when resolved, then each is its own', () => {
    const page = (slug: string, startDate: string): ScrapedEvent => ({ ...meeting(startDate, 'The Sunday Indoor League season.'), pageUrl: `https://club.example/events/${slug}`, sourceKey: `https://club.example/events/${slug}` });
    expect(weeklySeriesOf([page('league-week-a', '2027-01-10'), page('league-week-b', '2027-01-17'), page('league-week-c', '2027-01-24')])).toHaveLength(3);
  });
});

describe('a span whose days are signed up for apart', () => {
  const span = (description: string): ScrapedEvent => ({ ...meeting('2027-01-10', description), details: { ...meeting('2027-01-10', description).details, name: 'Winter Training Days', endDate: '2027-02-07', eventType: 'Clinic' } });
  const table = 'Training Day\nDate\nRegistration closes\nDay 1\nSunday, January 10\nWednesday, January 6 at 11:59 PM ET\nDay 2\nSunday, January 24\nWednesday, January 20 at 11:59 PM ET\nDay 3\nSunday, February 7\nWednesday, February 3 at 11:59 PM ET';

  it('given its text saying each day is a separate registration and a table of its days, when resolved, then each day is an event closing on its own day', () => {
    const days = separateDaysOf([span(`Each training day is a separate registration; there is no package price.\n${table}`)]);
    expect(days.map(({ details }) => [details.startDate, details.endDate, details.registrationDeadline])).toEqual([
      ['2027-01-10', null, '2027-01-06'],
      ['2027-01-24', null, '2027-01-20'],
      ['2027-02-07', null, '2027-02-03'],
    ]);
    expect(new Set(days.map((day) => day.sourceKey)).size).toBe(3);
  });

  it('given the same table without words saying the days are apart, when resolved, then the span is one event', () => {
    expect(separateDaysOf([span(`One fee covers all three days.\n${table}`)]).map(({ details }) => [details.startDate, details.endDate])).toEqual([['2027-01-10', '2027-02-07']]);
  });

  it("given listed days that are not the span's own first and last, when resolved, then the span is one event", () => {
    const other = 'Each day is a separate registration.\nSunday, January 17\nSunday, January 31';
    expect(separateDaysOf([span(other)]).map(({ details }) => [details.startDate, details.endDate])).toEqual([['2027-01-10', '2027-02-07']]);
  });
});

describe("a tournament's days given row by row", () => {
  it('given its divisions on a Saturday and the Sunday after at one place, when resolved, then it is one event over the weekend', () => {
    const sunday = meeting('2027-01-17');
    const [event, ...others] = consecutiveDaysOf([meeting('2027-01-16'), { ...sunday, details: { ...sunday.details, ageLevel: 'U19' } }]);
    expect(others).toEqual([]);
    expect([event.details.startDate, event.details.endDate, event.details.ageLevel]).toEqual(['2027-01-16', '2027-01-17', 'U19']);
  });

  it('given days a week apart, or days sold one by one, when resolved, then each stays an event', () => {
    expect(consecutiveDaysOf([meeting('2027-01-16'), meeting('2027-01-23')])).toHaveLength(2);
    expect(consecutiveDaysOf([meeting('2027-01-16', '$30 per session, drop in'), meeting('2027-01-17', '$30 per session, drop in')])).toHaveLength(2);
  });
});
