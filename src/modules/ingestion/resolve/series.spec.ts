import { describe, expect, it } from '@jest/globals';
import type { ScrapedEvent } from '../read/types.js';
import { weeklySeriesOf } from './series.js';

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
});
