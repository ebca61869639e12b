import { describe, expect, it } from '@jest/globals';
import { aLockedEvent, anEvent } from '../catalog-fixtures';
import { eventsQueryString } from '../api/get-events';
import {
  clearedFilters,
  defaultEventsSearch,
  effectivePeriod,
  eventsSearchString,
  firstScreenUrl,
  gradYearRange,
  hasActiveFilters,
  isEmptyDateRange,
  matchesText,
  parseEventsSearch,
  pastDateRange,
  toEventsRequest,
  type EventsSearch,
} from './events-search';

const search = (overrides: Partial<EventsSearch>): EventsSearch => ({ ...defaultEventsSearch, ...overrides });
const parse = (query: string) => parseEventsSearch(new URLSearchParams(query));

describe('the events search in the URL', () => {
  it('given a full search, when written and read back, then nothing is lost', () => {
    const full = search({
      text: 'pittsburgh',
      state: 'PA',
      eventTypes: ['Clinic', 'ID Camp'],
      ageLevels: ['U16', 'All Ages'],
      startDate: '2026-12-01',
      endDate: '2027-01-31',
      minCost: 100,
      maxCost: 300,
      organizers: ['Super Sixty'],
      setting: 'outdoor',
      period: 'past',
      view: 'calendar',
      month: '2027-01',
    });
    const written = eventsSearchString(full);
    expect(written).toBe(
      'q=pittsburgh&state=PA&eventType=Clinic,ID%20Camp&ageLevel=U16,All%20Ages&startDate=2026-12-01&endDate=2027-01-31' +
        '&minCost=100&maxCost=300&organizer=Super%20Sixty&isIndoor=false&period=past&view=calendar&month=2027-01',
    );
    expect(parse(written)).toEqual(full);
  });

  it('given the defaults, when written, then the URL has no search params', () => {
    expect(eventsSearchString(defaultEventsSearch)).toBe('');
    expect(parse('')).toEqual(defaultEventsSearch);
  });

  it('given a hand-edited URL, when read, then unknown values are dropped rather than sent', () => {
    expect(
      parse('state=ZZ&eventType=Clinic,Party&ageLevel=U99&startDate=2026-02-30&endDate=tomorrow&minCost=-5&maxCost=9000&isIndoor=maybe&view=grid&month=2026-13'),
    ).toEqual(search({ eventTypes: ['Clinic'] }));
    expect(parse('minCost=400&maxCost=100')).toEqual(defaultEventsSearch);
    expect(parse('startDate=2026-12-10&endDate=2026-12-01')).toEqual(search({ startDate: '2026-12-10' }));
  });

  it('given filters, when cleared, then text and filters go but the period, view and month stay', () => {
    const filtered = search({ text: 'x', state: 'NJ', organizers: ['NXT'], period: 'past', view: 'calendar', month: '2026-12' });
    expect(hasActiveFilters(filtered)).toBe(true);
    expect(clearedFilters(filtered)).toEqual(search({ period: 'past', view: 'calendar', month: '2026-12' }));
    expect(hasActiveFilters(clearedFilters(filtered))).toBe(false);
  });
});

describe('the request sent for a search', () => {
  const everything = search({
    state: 'PA',
    eventTypes: ['Clinic', 'ID Camp'],
    ageLevels: ['U16'],
    startDate: '2026-12-01',
    endDate: '2027-01-31',
    minCost: 0,
    maxCost: 300,
    organizers: ['Lineup', 'NXT'],
    setting: 'indoor',
  });

  it('given a Pro user, when every filter is set, then all of them are sent', () => {
    expect(eventsQueryString(toEventsRequest(everything, 'pro'))).toBe(
      'state=PA&eventType=Clinic,ID%20Camp&ageLevel=U16&startDate=2026-12-01&endDate=2027-01-31&minCost=0&maxCost=300&isIndoor=true&organizer=Lineup,NXT',
    );
  });

  it.each(['sample', 'basic'] as const)('given a %s user, when Pro filters are in the URL, then they are never sent', (level) => {
    expect(eventsQueryString(toEventsRequest(everything, level))).toBe(
      'state=PA&eventType=Clinic,ID%20Camp&ageLevel=U16&startDate=2026-12-01&endDate=2027-01-31',
    );
  });

  it('given the cost slider at its default, when sent, then no cost is sent; at the top, no upper bound', () => {
    expect(eventsQueryString(toEventsRequest(search({}), 'pro'))).toBe('');
    expect(eventsQueryString(toEventsRequest(search({ minCost: 100 }), 'pro'))).toBe('minCost=100');
    expect(eventsQueryString(toEventsRequest(search({ maxCost: 475 }), 'pro'))).toBe('minCost=0&maxCost=475');
  });

  it('given past events for Pro, when sent, then the last two years up to yesterday are asked, with the other filters', () => {
    expect(eventsQueryString(toEventsRequest(search({ period: 'past', state: 'PA' }), 'pro', '2026-03-01'))).toBe(
      'state=PA&startDate=2024-03-01&endDate=2026-02-28',
    );
  });

  it('given past events and date filters, when sent, then the dates are narrowed to the past two years', () => {
    const request = (startDate: string, endDate: string) =>
      eventsQueryString(toEventsRequest(search({ period: 'past', startDate, endDate }), 'pro', '2026-12-10'));
    expect(request('2025-06-01', '2025-07-01')).toBe('startDate=2025-06-01&endDate=2025-07-01');
    expect(request('2020-01-01', '2027-01-01')).toBe('startDate=2024-12-10&endDate=2026-12-09');
    expect(request('', '2026-12-25')).toBe('startDate=2024-12-10&endDate=2026-12-09');
  });

  it('given date filters outside the past two years, when past events are asked, then the range is empty', () => {
    expect(isEmptyDateRange(toEventsRequest(search({ period: 'past', startDate: '2027-01-01' }), 'pro', '2026-12-10'))).toBe(true);
    expect(isEmptyDateRange(toEventsRequest(search({ period: 'past' }), 'pro', '2026-12-10'))).toBe(false);
  });

  it('given February 29, when two years back is asked, then it is February 28', () => {
    expect(pastDateRange({ startDate: '', endDate: '' }, '2028-02-29')).toEqual({ startDate: '2026-02-28', endDate: '2028-02-28' });
  });

  it.each(['sample', 'basic'] as const)('given a %s user with period=past in the URL, when sent, then upcoming events are asked', (level) => {
    const past = search({ period: 'past' });
    expect(effectivePeriod(past, level)).toBe('upcoming');
    expect(eventsQueryString(toEventsRequest(past, level, '2026-12-10'))).toBe('');
    expect(effectivePeriod(past, 'pro')).toBe('past');
  });

  it('given "all" states and the search text, when sent, then neither is sent (the text is matched here)', () => {
    expect(eventsQueryString(toEventsRequest(search({ state: 'all', text: 'camp' }), 'pro'))).toBe('');
  });
});

describe('the search box', () => {
  const event = anEvent({ name: 'Keystone ID Camp', city: 'Pittsburgh', state: 'PA', organizer: 'Super Sixty' });

  it('given text in any case, when matched, then name, city, state and organizer count', () => {
    for (const text of ['keystone', 'PITTSBURGH', 'pa', 'super six', '  camp ']) expect(matchesText(event, text)).toBe(true);
    expect(matchesText(event, 'boston')).toBe(false);
  });

  it('given a locked stub, when matched, then only its state can match', () => {
    const stub = aLockedEvent({ eventType: 'Clinic', state: 'NJ' });
    expect(matchesText(stub, 'nj')).toBe(true);
    expect(matchesText(stub, 'clinic')).toBe(false);
  });
});

describe('the season planning filters (issue 24)', () => {
  const planned = search({ near: 250, sortByDistance: true, gradYear: 2029, colleges: ['Duke', 'William & Mary, VA'], view: 'map' });

  it('given the planning filters and the map, when written and read back, then each college is its own param', () => {
    const written = eventsSearchString(planned);
    expect(written).toBe('near=250&sort=distance&gradYear=2029&college=Duke&college=William%20%26%20Mary%2C%20VA&view=map');
    expect(parseEventsSearch(new URLSearchParams(written), '2026-11-27')).toEqual(planned);
    expect(hasActiveFilters(planned)).toBe(true);
    expect(clearedFilters(planned)).toEqual(search({ view: 'map' }));
  });

  it('given a hand-edited URL, when read, then only allowed distances, classes and colleges are kept', () => {
    const long = 'x'.repeat(101);
    const colleges = Array.from({ length: 25 }, (_, index) => `college=C${index}`).join('&');
    const parsed = parseEventsSearch(new URLSearchParams(`near=75&sort=name&gradYear=2040&college=%20Duke%20&college=Duke&college=${long}&college=`), '2026-11-27');
    expect(parsed).toEqual(search({ colleges: ['Duke'] }));
    expect(parseEventsSearch(new URLSearchParams(colleges), '2026-11-27').colleges).toHaveLength(20);
    expect(parseEventsSearch(new URLSearchParams('gradYear=2026'), '2026-11-27').gradYear).toBe(0);
    expect(parseEventsSearch(new URLSearchParams('gradYear=2035'), '2026-11-27').gradYear).toBe(2035);
  });

  it("offers the classes from this school year's seniors to eight years later (the school year turns in July)", () => {
    expect(gradYearRange('2026-11-27')).toEqual([2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
    expect(gradYearRange('2027-06-30')[0]).toBe(2027);
    expect(gradYearRange('2027-07-01')[0]).toBe(2028);
  });

  it('given a Pro user with a home ZIP, when sent, then near, sort, gradYear and each college are asked', () => {
    expect(eventsQueryString(toEventsRequest(planned, 'pro', '2026-11-27', true))).toBe(
      'near=250&sort=distance&gradYear=2029&college=Duke&college=William%20%26%20Mary%2C%20VA',
    );
  });

  it('given a Pro user without a home ZIP, when sent, then distance is left out (the server would refuse it)', () => {
    expect(eventsQueryString(toEventsRequest(planned, 'pro', '2026-11-27', false))).toBe('gradYear=2029&college=Duke&college=William%20%26%20Mary%2C%20VA');
  });

  it.each(['sample', 'basic'] as const)('given a %s user, when planning filters are in the URL, then none is sent', (level) => {
    expect(eventsQueryString(toEventsRequest(planned, level, '2026-11-27', true))).toBe('');
  });

  it('given distance filters, when the list is asked, then it is asked whole rather than by its first screen', () => {
    expect(firstScreenUrl(search({ sortByDistance: true }), 'pro')).toBeNull();
    expect(firstScreenUrl(search({ near: 100 }), 'pro')).toBeNull();
    expect(firstScreenUrl(search({ gradYear: 2029 }), 'pro', '2026-11-27')).toBe('/api/events?gradYear=2029&order=soonest&limit=24');
  });
});
