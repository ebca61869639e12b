import { describe, expect, it } from '@jest/globals';
import type { EventDetails } from '../../catalog/events/event-details.js';
import type { ScrapedEvent } from '../extraction/types.js';
import { FoundEvents } from './found-events.js';

const details: EventDetails = {
  name: 'Summer Showcase',
  description: null,
  eventType: 'Showcase',
  startDate: '2027-07-07',
  endDate: null,
  registrationDeadline: null,
  city: 'Hershey',
  state: 'PA',
  cost: 295,
  ageLevel: 'U19',
  organizer: 'Lineup',
  isIndoor: null,
  registrationLink: null,
};
const scraped = (sourceKey: string, changes: Partial<EventDetails> = {}): ScrapedEvent => ({ sourceKey, details: { ...details, ...changes }, cancelled: false });

describe('the events a run found', () => {
  it('keeps one event per source key, the later record winning', () => {
    const found = new FoundEvents();
    found.add(scraped('https://a.example/e/1', { cost: 100 }));
    found.add(scraped('https://a.example/e/1', { cost: 200 }));
    expect([...found.values()]).toEqual([scraped('https://a.example/e/1', { cost: 200 })]);
  });

  it('takes the same name, start date and place under another key as the same event (a listing and its detail page)', () => {
    const found = new FoundEvents();
    found.add(scraped('https://a.example/events#summer showcase|2027-07-07', { registrationLink: 'https://a.example/events' }));
    found.add(scraped('https://a.example/events/summer#summer showcase|2027-07-07', { name: ' summer  SHOWCASE', cost: 310 }));
    expect(found.size).toBe(1);
    expect([...found.values()][0]).toMatchObject({ sourceKey: 'https://a.example/events/summer#summer showcase|2027-07-07', details: { cost: 310 } });
  });

  it('keeps events apart that differ in start date or place', () => {
    const found = new FoundEvents();
    found.add(scraped('k1'));
    found.add(scraped('k2', { startDate: '2027-07-14' }));
    found.add(scraped('k3', { city: 'Lancaster' }));
    found.add(scraped('k4', { state: 'NJ' }));
    expect(found.size).toBe(4);
  });
});
