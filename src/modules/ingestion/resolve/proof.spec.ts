import type { SportEvidence } from '../read/sport.js';
import { describe, expect, it } from '@jest/globals';
import type { UsState } from '../../catalog/events/event-details.js';
import type { ScrapedEvent } from '../read/types.js';
import { doubtsOf } from './proof.js';

const FIELD_HOCKEY: SportEvidence = { level: 'name', sports: { fieldHockey: true, others: [] }, heading: null };

function placedIn(city: string, state: UsState, zip: string | null = null): ScrapedEvent {
  return {
    sourceKey: `https://club.example/camp#${city}`,
    pageUrl: 'https://club.example/camp',
    cancelled: false,
    namedOrganizer: null,
    evidence: {},
    doubts: [],
    details: {
      name: 'Summer Field Hockey Camp',
      description: null,
      eventType: 'Clinic',
      startDate: '2027-07-12',
      endDate: '2027-07-15',
      registrationDeadline: null,
      city,
      state,
      zip,
      cost: 175,
      ageLevel: 'U14',
      organizer: 'Club',
      isIndoor: null,
      registrationLink: null,
    },
  } as ScrapedEvent;
}

describe('where an event is played is a place a family can drive to', () => {
  it.each([
    ['Hershey', 'PA'],
    ['Storrs', 'CT'],
    ['Cornwall on Hudson', 'NY'],
    ['Washington', 'DC'],
    ['TBD', 'NJ'],
  ] as const)('given the town %j, %s, when proved, then its place is no doubt', (city, state) => {
    expect(doubtsOf(placedIn(city, state), FIELD_HOCKEY)).not.toContain('place-unknown');
  });

  it.each([
    ['New England and', 'PA'],
    ['Winter indoor hockey in and around', 'WA'],
    ['the turf at', 'MD'],
  ] as const)('given words of a sentence read as the town (%j, %s), when proved, then the record is a draft: its town is unknown', (city, state) => {
    expect(doubtsOf(placedIn(city, state), FIELD_HOCKEY)).toContain('place-unknown');
  });

  it("given a town the table lacks but a ZIP code of the event's state, when proved, then the ZIP vouches for the place", () => {
    expect(doubtsOf(placedIn('the campus of', 'CT', '06269'), FIELD_HOCKEY)).not.toContain('place-unknown');
  });
});
