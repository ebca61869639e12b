import { describe, expect, it } from '@jest/globals';
import { addDays, addMonths, addYears } from '../../../platform/time/calendar-date.js';
import { allowedGradYears } from '../../../platform/time/school-year.js';
import { AGE_LEVELS, EVENT_TYPES, EventDetailsInput, NAMED_ORGANIZERS } from '../events/event-details.js';
import { demoEvents, demoListedAt } from './demo-events.js';

const TODAY = '2026-05-14';
const events = demoEvents(TODAY);
const details = events.map((event) => event.details);

describe('demoEvents', () => {
  it('given a day, when the demo catalog is made, then it holds at least 80 events with unique keys', () => {
    expect(events.length).toBeGreaterThanOrEqual(80);
    expect(new Set(events.map((event) => event.key)).size).toBe(events.length);
  });

  it.each(['2026-05-14', '2028-02-29', '2026-12-31', '2027-01-01'])(
    'given %s, when the demo catalog is made, then every event is valid admin input, unchanged by parsing',
    (today) => {
      for (const event of demoEvents(today)) {
        const parsed = EventDetailsInput.safeParse(event.details);
        expect({ key: event.key, issues: parsed.error?.issues ?? [] }).toEqual({ key: event.key, issues: [] });
        expect(parsed.data).toEqual(event.details);
      }
    },
  );

  it('given the demo catalog, then it covers at least 20 states, including the field hockey heartland', () => {
    const states = new Set(details.map((event) => event.state));
    expect(states.size).toBeGreaterThanOrEqual(20);
    for (const state of ['PA', 'NJ', 'NY', 'MD', 'VA', 'MA', 'CT', 'DE', 'CA', 'NC', 'OH', 'ME', 'NH']) expect(states).toContain(state);
  });

  it.each(['2026-05-14', '2026-07-01', '2026-11-27'])(
    'given %s, then upcoming showcases name the colleges attending and the classes they are for, classes a family may pick',
    (today) => {
      const upcoming = demoEvents(today).filter((event) => event.details.startDate >= today);
      expect(upcoming.filter((event) => (event.details.collegesAttending ?? []).length > 0).length).toBeGreaterThanOrEqual(5);
      const { from, to } = allowedGradYears(today);
      const classes = upcoming.flatMap((event) => event.details.gradYears ?? []);
      expect(classes.length).toBeGreaterThanOrEqual(5);
      for (const year of classes) expect(year >= from && year <= to).toBe(true);
    },
  );

  it('given the demo catalog, then every event type and age level appears', () => {
    expect(new Set(details.map((event) => event.eventType))).toEqual(new Set(EVENT_TYPES));
    expect(new Set(details.map((event) => event.ageLevel))).toEqual(new Set(AGE_LEVELS));
  });

  it('given the demo catalog, then costs are free, contact the organizer, or between $75 and $1,400, with both ends used', () => {
    const costs = details.map((event) => event.cost);
    expect(costs).toContain(0);
    expect(costs).toContain(null);
    const priced = costs.filter((cost): cost is number => cost !== null && cost !== 0);
    expect(priced.every((cost) => cost >= 75 && cost <= 1400)).toBe(true);
    expect(Math.min(...priced)).toBe(75);
    expect(Math.max(...priced)).toBe(1400);
  });

  it('given the demo catalog, then the four named organizers each list several events, beside at least five other organizers and some unknown', () => {
    for (const organizer of NAMED_ORGANIZERS) {
      expect(details.filter((event) => event.organizer === organizer).length).toBeGreaterThanOrEqual(5);
    }
    const others = new Set(details.map((event) => event.organizer).filter((name) => name !== null && !(NAMED_ORGANIZERS as readonly string[]).includes(name)));
    expect(others.size).toBeGreaterThanOrEqual(5);
    expect(details.some((event) => event.organizer === null)).toBe(true);
  });

  it('given the demo catalog, then indoor, outdoor and unknown venues all appear', () => {
    expect(new Set(details.map((event) => event.isIndoor))).toEqual(new Set([true, false, null]));
  });

  it('given the demo catalog, then links point at example.org under the organizer, and some events have none', () => {
    const links = details.map((event) => event.registrationLink).filter((link): link is string => link !== null);
    expect(links.length).toBeGreaterThan(details.length / 2);
    for (const link of links) expect(link).toMatch(/^https:\/\/example\.org\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(details.find((event) => event.organizer === 'USA Field Hockey' && event.registrationLink)?.registrationLink).toMatch(
      /^https:\/\/example\.org\/usa-field-hockey\//,
    );
    expect(links.length).toBeLessThan(details.length);
  });

  it('given the demo catalog, then start dates run from two years back to 14 months ahead: some past, many within 3 months, some later in the year, some beyond it', () => {
    const starts = details.map((event) => event.startDate);
    const threeMonths = addMonths(TODAY, 3);
    const twelveMonths = addMonths(TODAY, 12);
    expect(starts.every((start) => start >= addYears(TODAY, -2) && start <= addMonths(TODAY, 14))).toBe(true);
    expect(starts.filter((start) => start < TODAY).length).toBeGreaterThanOrEqual(10);
    expect(starts.filter((start) => start >= TODAY && start <= threeMonths).length).toBeGreaterThanOrEqual(25);
    expect(starts.filter((start) => start > threeMonths && start <= twelveMonths).length).toBeGreaterThanOrEqual(15);
    expect(starts.filter((start) => start > twelveMonths).length).toBeGreaterThanOrEqual(3);
  });

  it('given the demo catalog, then multi-day events end after they start and many close registration before the start', () => {
    const multiDay = details.filter((event) => event.endDate !== null);
    expect(multiDay.length).toBeGreaterThanOrEqual(20);
    expect(multiDay.every((event) => event.endDate! > event.startDate)).toBe(true);
    const withDeadline = details.filter((event) => event.registrationDeadline !== null);
    expect(withDeadline.length).toBeGreaterThan(details.length / 2);
    expect(withDeadline.every((event) => event.registrationDeadline! < event.startDate)).toBe(true);
    expect(withDeadline.length).toBeLessThan(details.length);
  });

  it.each(['2026-05-14', '2026-12-27', '2028-02-29'])(
    'given %s, when the demo catalog is made, then exactly one event is the sample and it starts within the next 30 days',
    (today) => {
      const samples = demoEvents(today).filter((event) => event.isSample);
      expect(samples).toHaveLength(1);
      expect(samples[0].details.startDate > today).toBe(true);
      expect(samples[0].details.startDate <= addDays(today, 30)).toBe(true);
    },
  );

  it('given the same day twice, when the demo catalog is made, then it is identical', () => {
    expect(demoEvents(TODAY)).toEqual(events);
  });

  it('given another day, when the demo catalog is made, then the keys, names and places are the same and only dates move', () => {
    const later = demoEvents(addDays(TODAY, 200));
    expect(later.map((event) => [event.key, event.details.name, event.details.city])).toEqual(
      events.map((event) => [event.key, event.details.name, event.details.city]),
    );
    expect(later.map((event) => event.details.startDate)).not.toEqual(details.map((event) => event.startDate));
  });

  it('given the demo catalog, when listed, then a couple of upcoming events within Basic’s window are new this week and the rest were listed 8 to 28 days before the last update', () => {
    const now = new Date('2026-05-14T15:00:00.000Z');
    const monday = new Date('2026-05-11T00:00:00.000Z');
    const thisWeek = events.filter((event) => event.listedDaysBeforeUpdate === null);
    expect(thisWeek.length).toBeGreaterThanOrEqual(2);
    expect(thisWeek.length).toBeLessThanOrEqual(3);
    for (const event of thisWeek) {
      expect(event.isSample).toBe(false);
      expect(event.details.startDate > TODAY && event.details.startDate <= addMonths(TODAY, 3)).toBe(true);
      expect(demoListedAt(event, now)).toEqual(now);
    }
    const earlier = events.filter((event) => event.listedDaysBeforeUpdate !== null).map((event) => demoListedAt(event, now).getTime());
    const days = (time: number) => (monday.getTime() - time) / (24 * 60 * 60 * 1000);
    expect(Math.min(...earlier.map(days))).toBe(8);
    expect(Math.max(...earlier.map(days))).toBe(28);
  });
});
