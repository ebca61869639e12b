import { EventChangesInput, EventDetailsInput, cleanDetails } from './event-details.js';

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
  });
});
