import { type EventDetails, EventChangesInput, EventDetailsInput, changedFields, cleanDetails } from './event-details.js';

const input = {
  name: 'Spring Showcase',
  description: null,
  eventType: 'Showcase',
  startDate: '2026-04-18',
  endDate: null,
  registrationDeadline: null,
  city: 'Lancaster',
  state: 'PA',
  cost: 0,
  ageLevel: 'U19',
  organizer: null,
  isIndoor: null,
  registrationLink: null,
};

describe('event details at the catalog’s write edge', () => {
  it('given an admin form with line breaks and control characters, when parsed, then single-line fields hold none and the description keeps its line breaks only', () => {
    const details = EventDetailsInput.parse({
      ...input,
      name: ' Spring\r\nBEGIN:VEVENT\u0000 ',
      city: 'Lancaster\tPA\u0085',
      organizer: '\u001b[1mLineup\u2028X-INJECTED:1',
      description: 'Day one.\r\nDay two.\rDay three.\u0007\u2029End.',
    });

    expect(details).toMatchObject({
      name: 'Spring BEGIN:VEVENT',
      city: 'Lancaster PA',
      organizer: '[1mLineup X-INJECTED:1',
      description: 'Day one.\nDay two.\nDay three.\nEnd.',
    });
  });

  it('given a registration link with CR/LF and spaces, when parsed, then the parsed URL’s href is stored', () => {
    const details = EventDetailsInput.parse({ ...input, registrationLink: 'https://Lineup.example/a b?x=1\r\nBEGIN:VEVENT' });
    expect(details.registrationLink).toBe('https://lineup.example/a%20b?x=1BEGIN:VEVENT');
    expect(EventChangesInput.parse({ registrationLink: 'HTTPS://lineup.example' }).registrationLink).toBe('https://lineup.example/');
  });

  it('given details that skipped the input schema (a scraper, the seed), when cleaned by the commands, then they are cleaned the same way and an unusable link is dropped', () => {
    expect(cleanDetails({ name: 'A\r\nB', description: 'x\r\ny', registrationLink: 'javascript:alert(1)' })).toEqual({
      name: 'A B',
      description: 'x\ny',
      registrationLink: null,
    });
    expect(cleanDetails({ cost: 5 })).toEqual({ cost: 5 });
    // A scraper's classes are held to what the admin form accepts, so an admin can still save the event.
    const years = Array.from({ length: 14 }, (_, index) => 2040 - index);
    expect(cleanDetails({ gradYears: years }).gradYears).toEqual(Array.from({ length: 12 }, (_, index) => 2027 + index));
  });
});

describe('the stated classes, colleges attending and ZIP', () => {
  it('given classes, colleges and a ZIP, when parsed, then years are ascending and once, names single-line and once (letter case ignored)', () => {
    const details = EventDetailsInput.parse({ ...input, gradYears: [2030, 2029, 2030], collegesAttending: [' Duke\n', 'duke', 'UNC'], zip: ' 06103 ' });
    expect(details).toMatchObject({ gradYears: [2029, 2030], collegesAttending: ['Duke', 'UNC'], zip: '06103' });
  });

  it.each([
    [{ gradYears: [1999] }, 'gradYears'],
    [{ gradYears: [2029.5] }, 'gradYears'],
    [{ gradYears: Array.from({ length: 13 }, (_, index) => 2020 + index) }, 'gradYears'],
    [{ collegesAttending: ['x'.repeat(101)] }, 'collegesAttending'],
    [{ collegesAttending: ['  '] }, 'collegesAttending'],
    [{ collegesAttending: Array.from({ length: 201 }, (_, index) => `College ${index}`) }, 'collegesAttending'],
    [{ zip: '0610' }, 'zip'],
    [{ zip: 6103 }, 'zip'],
  ])('given %j, when parsed, then it is refused naming %s', (overrides, field) => {
    const result = EventDetailsInput.safeParse({ ...input, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path[0]).toBe(field);
  });

  it('given an event listed before these fields existed, when the same empty values are given, then nothing changed; new values are changes from unknown', () => {
    const old = EventDetailsInput.parse(input) as EventDetails;
    expect(changedFields(old, { gradYears: [], collegesAttending: [], zip: null }).changes).toEqual({});
    expect(changedFields(old, { gradYears: [2029], collegesAttending: ['Duke'] })).toEqual({
      changes: { gradYears: [2029], collegesAttending: ['Duke'] },
      previous: { gradYears: [], collegesAttending: [] },
    });
    expect(changedFields({ ...old, collegesAttending: ['Duke'] }, { collegesAttending: ['Duke'] }).changes).toEqual({});
  });

  it('given lists from a scraper, when cleaned at the write edge, then they are held to the same rules', () => {
    expect(cleanDetails({ gradYears: [2030, 2029, 2029], collegesAttending: ['A\tB', 'a b', ''], zip: 'abc' })).toEqual({
      gradYears: [2029, 2030],
      collegesAttending: ['A B'],
      zip: null,
    });
  });
});
