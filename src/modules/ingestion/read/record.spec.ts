import { describe, expect, it } from '@jest/globals';
import { rawRecord } from './raw-record.js';
import { MAX_DESCRIPTION, descriptionOf, isRejection, normalizeRecord, spanFrom } from './record.js';
import type { Rejection, ScrapedEvent } from './types.js';

const PAGE = 'https://lineup.example/events/summer';
const SETTINGS = { organizer: 'Lineup', today: '2026-05-01' };

const event = (result: ScrapedEvent | Rejection): ScrapedEvent => {
  if (isRejection(result)) throw new Error(`rejected: ${result.reason}`);
  return result;
};

describe("an event's span told in its text", () => {
  it('given a day and a sentence spanning weeks from it, then the span ends the event; dates sold apart span no event', () => {
    expect(spanFrom('2027-01-05', ['Eight Tuesday evenings, January 5 through February 23.'])).toBe('2027-02-23');
    expect(spanFrom('2027-02-03', ['Multiple dates: Wed Feb 3, 2027 - Wed Feb 17, 2027 · 6:30 PM'])).toBeNull();
    expect(spanFrom('2027-02-03', ['Registration: Feb 3 - Feb 17'])).toBeNull();
  });
});

describe('normalizing a record found on a page', () => {
  it('given a complete record, when normalized, then every field is read', () => {
    const result = normalizeRecord(
      rawRecord(PAGE, {
        name: '  Summer   Showcase ',
        dates: 'June 14-16, 2026',
        location: 'Spooky Nook Sports, Manheim, PA 17545',
        cost: '$1,400 per player',
        ages: 'Grades 9-12',
        registrationDeadline: 'June 1',
        description: '  Two days of games in front of college coaches.  ',
        text: 'Indoor turf',
        registrationLink: '/register?event=summer',
      }),
      SETTINGS,
    );
    expect(result).toEqual({
      sourceKey: `${PAGE}#summer showcase|2026-06-14`,
      cancelled: false,
      namedOrganizer: null,
      pageUrl: expect.any(String),
      details: {
        name: 'Summer Showcase',
        description: 'Two days of games in front of college coaches.',
        eventType: 'Showcase',
        startDate: '2026-06-14',
        endDate: '2026-06-16',
        registrationDeadline: '2026-06-01',
        city: 'Manheim',
        state: 'PA',
        cost: 1400,
        ageLevel: 'U19',
        organizer: 'Lineup',
        isIndoor: true,
        registrationLink: 'https://lineup.example/register?event=summer',
        zip: '17545',
      },
      evidence: {},
      doubts: [],
    });
  });

  it('given a record stating classes, colleges and a ZIP code, when normalized, then the event holds them; absent when not stated', () => {
    const stated = event(
      normalizeRecord(
        rawRecord(PAGE, {
          name: 'Summer Showcase',
          dates: 'June 14-16, 2026',
          location: '123 Main St, Hartford, CT 06106-2201',
          ages: 'Grad years: 2027-2029',
          text: 'Coach Lee, Class of 2012, leads the staff.',
          colleges: 'Duke\nUNC\n  duke \nTBA\nPenn State*',
        }),
        SETTINGS,
      ),
    ).details;
    expect(stated).toMatchObject({ gradYears: [2027, 2028, 2029], collegesAttending: ['Duke', 'UNC', 'Penn State'], zip: '06106' });
    // A description stating them is read when the page's parts list no college.
    const described = event(
      normalizeRecord(rawRecord(PAGE, { name: 'Fall Clinic', dates: '9/5/2026', location: 'Austin, TX', description: 'For 2028 and 2029 grads.\nCollege coaches attending: Baylor, Texas A&M' }), SETTINGS),
    ).details;
    expect(described).toMatchObject({ gradYears: [2028, 2029], collegesAttending: ['Baylor', 'Texas A&M'] });
    expect(described.zip).toBeUndefined();
    // Of the record's other text, only a line stating classes and nothing else: a club's news names its own players.
    const news = event(normalizeRecord(rawRecord(PAGE, { name: 'Spring Showcase', dates: '4/10/2027', location: 'Austin, TX', text: 'Congrats to our Class of 2027 commits!' }), SETTINGS)).details;
    expect(news.gradYears).toBeUndefined();
    const line = event(normalizeRecord(rawRecord(PAGE, { name: 'Spring Showcase', dates: '4/10/2027', location: 'Austin, TX', text: 'Congrats to our Class of 2027 commits!\nClass of 2028 (girls)' }), SETTINGS)).details;
    expect(line.gradYears).toEqual([2028]);
    const plain = event(normalizeRecord(rawRecord(PAGE, { name: 'Fall Day', dates: '9/5/2026', location: 'Austin, TX', text: '© 2026 Club. Founded in 2010.' }), SETTINGS)).details;
    expect(['gradYears', 'collegesAttending', 'zip'].filter((field) => field in plain)).toEqual([]);
  });

  it('given a minimal record, when normalized, then the rest takes its defaults', () => {
    expect(event(normalizeRecord(rawRecord(PAGE, { name: 'Fall Day', dates: '9/5/2026', location: 'Austin, TX' }), SETTINGS)).details).toEqual({
      name: 'Fall Day',
      description: null,
      eventType: 'Recruiting Event',
      startDate: '2026-09-05',
      endDate: null,
      registrationDeadline: null,
      city: 'Austin',
      state: 'TX',
      cost: null,
      ageLevel: 'All Ages',
      organizer: 'Lineup',
      isIndoor: null,
      registrationLink: PAGE,
    });
  });

  it.each([
    ['a registration link', { registrationLink: 'https://reg.example/a', eventUrl: '/e/1' }, 'https://reg.example/a'],
    ['an event page only', { eventUrl: '/e/1' }, 'https://lineup.example/e/1'],
    ['a mailto link (then the event page)', { registrationLink: 'mailto:a@b.example', eventUrl: '/e/1' }, 'https://lineup.example/e/1'],
    ['nothing', {}, PAGE],
  ])('given %s, when normalized, then the registration link is %s', (_, found, link) => {
    const result = event(normalizeRecord(rawRecord(PAGE, { name: 'A', dates: '2026-06-14', location: 'Austin, TX', ...found }), SETTINGS));
    expect(result.details.registrationLink).toBe(link);
  });

  it.each([
    ['Field Hockey Skills Clinic Waitlist likely', 'Field Hockey Skills Clinic'],
    ['Summer Camp - Sold out', 'Summer Camp'],
    ['Goalie Night (Few spots left)', 'Goalie Night'],
    ['Fill the Net Fundraiser Clinic', 'Fill the Net Fundraiser Clinic'],
  ])("given the name %j with a status badge, when normalized, then the name is the event's alone", (written, name) => {
    expect(event(normalizeRecord(rawRecord(PAGE, { name: written, dates: '2026-06-14', location: 'Austin, TX' }), SETTINGS)).details.name).toBe(name);
  });

  it('given an end given apart, when normalized, then it is the end (a year it lacks follows the start)', () => {
    const result = event(normalizeRecord(rawRecord(PAGE, { name: 'A', dates: 'Dec 30, 2026', endDate: 'Jan 2', location: 'Austin, TX' }), SETTINGS));
    expect([result.details.startDate, result.details.endDate]).toEqual(['2026-12-30', '2027-01-02']);
  });

  it('given a source identifier, when normalized, then it is the key, and cancelled is kept', () => {
    const result = event(
      normalizeRecord(rawRecord(PAGE, { name: 'A', dates: '2026-06-14', location: 'Austin, TX', identifier: 'https://x.example/e/1', cancelled: true }), SETTINGS),
    );
    expect(result.sourceKey).toBe('https://x.example/e/1');
    expect(result.cancelled).toBe(true);
  });

  it.each([
    ['Duluth Winter Clinic CANCELLED', 'Duluth Winter Clinic'],
    ['Spring Clinic (Postponed)', 'Spring Clinic'],
    ['Indoor Play Day – Canceled', 'Indoor Play Day'],
  ])('given a name carrying its status ("%s"), when normalized, then the event is cancelled under its own name', (written, name) => {
    const result = event(normalizeRecord(rawRecord(PAGE, { name: written, dates: '2027-01-09', location: 'Duluth, MN' }), SETTINGS));
    expect([result.details.name, result.cancelled]).toEqual([name, true]);
  });

  it.each([
    ['Holiday Indoor Play Day', true],
    ["Holiday Jamboree", true],
    ['Holiday Tournament', true],
    ['Holiday Party', false],
    ['Team Practice', false],
    ['Boosters Meeting', false],
  ])('given a name that says "holiday", "practice" or "meeting" ("%s"), then it is an event only when it names a kind families sign up for: %s', (name, listed) => {
    const result = normalizeRecord(rawRecord(PAGE, { name, dates: '2026-12-27', location: 'Fruitland, MD' }), SETTINGS);
    expect(isRejection(result)).toBe(!listed);
  });

  it('given a name that only says cancelled, or mentions a cancellation policy, when normalized, then it names nothing, or no cancelled event', () => {
    expect(normalizeRecord(rawRecord(PAGE, { name: 'Cancelled', dates: '2027-01-09', location: 'Duluth, MN' }), SETTINGS)).toMatchObject({ reason: 'No name' });
    expect(event(normalizeRecord(rawRecord(PAGE, { name: 'Cancellation Policy Night', dates: '2027-01-09', location: 'Duluth, MN' }), SETTINGS)).cancelled).toBe(false);
  });

  it.each([
    ['no name', { name: '  ', dates: '2026-06-14', location: 'Austin, TX' }, null, 'No name'],
    ['no name and nothing else', {}, null, 'No name'],
    ['no start date', { name: 'Camp', dates: 'TBD', location: 'Austin, TX' }, 'Camp', 'No start date'],
    ['no dates and no state', { name: 'Camp', location: 'Austin' }, 'Camp', 'No start date'],
    ['an impossible date', { name: 'Camp', dates: 'February 30, 2026', location: 'Austin, TX' }, 'Camp', 'No start date'],
    ['no state', { name: 'Camp', dates: '2026-06-14', location: 'Austin' }, 'Camp', 'No state'],
    ['a place abroad', { name: 'Camp', dates: '2026-06-14', location: 'Toronto, ON' }, 'Camp', 'No state'],
    ['an end before the start', { name: 'Camp', dates: 'June 16, 2026 - June 14, 2026', location: 'Austin, TX' }, 'Camp', 'endDate: Must not be before the start date'],
    ['a deadline after the start', { name: 'Camp', dates: 'June 14, 2026', registrationDeadline: 'June 20, 2026', location: 'Austin, TX' }, 'Camp', 'registrationDeadline: Must not be after the start date'],
    ['a name too long', { name: 'N'.repeat(201), dates: '2026-06-14', location: 'Austin, TX' }, 'N'.repeat(201), 'name: Must be at most 200 characters'],
  ])('given %s, when normalized, then it is rejected', (_, found, name, reason) => {
    expect(normalizeRecord(rawRecord(PAGE, found), SETTINGS)).toEqual({ url: PAGE, name, reason });
  });
});

describe('descriptions', () => {
  it('given a long description, when kept, then it is cut on a word to at most 5000 characters', () => {
    const long = 'word '.repeat(1200);
    const kept = descriptionOf(long);
    expect(kept?.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(kept?.endsWith('word…')).toBe(true);
  });

  it.each([
    [null, null],
    ['   ', null],
    ['  Short.  ', 'Short.'],
  ])('%j → %j', (text, kept) => {
    expect(descriptionOf(text)).toBe(kept);
  });
});

describe('a registration deadline written with what follows it', () => {
  it('given a long deadline value, when normalized, then its first sentence gives the day, not a date later in it', () => {
    const result = normalizeRecord(
      rawRecord(PAGE, {
        name: 'Spring Fling',
        dates: 'May 14-16, 2027',
        location: 'Richmond, VA',
        registrationDeadline: 'March 1, 2027. Teams registering after 2/1/27 pay the full fee at registration, and no refunds after 4/1/27.',
      }),
      { organizer: 'Club', today: '2026-11-25' },
    );
    expect(isRejection(result) ? result.reason : result.details.registrationDeadline).toBe('2027-03-01');
  });

  it('given a short deadline value followed by a rule with another date, when normalized, then the first date is the deadline', () => {
    const result = normalizeRecord(
      rawRecord(PAGE, { name: 'Spring Fling', dates: 'May 14-16, 2027', location: 'Richmond, VA', registrationDeadline: 'March 1, 2027. Teams registering after 2/1/27 pay the full fee.' }),
      { organizer: 'Club', today: '2026-11-25' },
    );
    expect(isRejection(result) ? result.reason : result.details.registrationDeadline).toBe('2027-03-01');
  });
});
