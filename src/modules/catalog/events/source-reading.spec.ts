import { describe, expect, it } from '@jest/globals';
import {
  type EventState,
  type LiveEventState,
  decideFlag,
  decideSourceReading,
  decideVanish,
  evolveEvent,
  initialEventState,
  sourceChanges,
} from './catalog-event.js';
import type { EventDetails } from './event-details.js';

const details: EventDetails = {
  name: 'Summer Showcase',
  description: null,
  eventType: 'Showcase',
  startDate: '2027-06-12',
  endDate: '2027-06-13',
  registrationDeadline: null,
  city: 'Allentown',
  state: 'PA',
  cost: 250,
  ageLevel: 'U19',
  organizer: 'Lehigh Valley Storm',
  isIndoor: null,
  registrationLink: null,
};
const now = new Date('2026-11-25T12:00:00Z');
const at = now.toISOString();
const club = { scraperId: 'club', sourceKey: 'https://club.example/showcase', own: true };
const calendar = { scraperId: 'calendar', sourceKey: 'https://calendar.example/e/1', own: false };

function listedBy(source: { kind: 'scraper'; scraperId: string; sourceKey: string; own?: boolean } | { kind: 'admin' }): LiveEventState {
  return evolveEvent(initialEventState, { type: 'EventListed', data: { eventId: 'e', details, source, occurredAt: at } }) as LiveEventState;
}

describe('a source reading an event it shares', () => {
  it('the organizer’s own site moves the dates; a calendar that republishes it only fills what is empty', () => {
    const state = evolveEvent(listedBy({ kind: 'scraper', ...club }), { type: 'EventSourceLinked', data: { eventId: 'e', source: calendar, occurredAt: at } }) as LiveEventState;
    const fromCalendar = sourceChanges(state, calendar, { ...details, startDate: '2027-06-19', endDate: '2027-06-20', cost: 300, registrationDeadline: '2027-06-01' });
    expect(fromCalendar).toEqual({ registrationDeadline: '2027-06-01' });
    const fromClub = sourceChanges(state, club, { ...details, startDate: '2027-06-19', endDate: '2027-06-20', description: null });
    expect(fromClub).toMatchObject({ startDate: '2027-06-19', endDate: '2027-06-20', cost: 250 });
    expect(fromClub).not.toHaveProperty('description');
  });

  it('no scraper changes what an admin entered or edited', () => {
    const entered = listedBy({ kind: 'admin' });
    expect(sourceChanges(entered, club, { ...details, startDate: '2027-07-01', endDate: null, cost: 10 })).toEqual({});
    const scraped = listedBy({ kind: 'scraper', ...club });
    const edited = evolveEvent(scraped, { type: 'EventDetailsChanged', data: { eventId: 'e', changes: { cost: 199 }, previous: { cost: 250 }, by: 'admin', occurredAt: at } }) as LiveEventState;
    expect(sourceChanges(edited, club, { ...details, cost: 275, city: 'Bethlehem' })).toEqual(expect.not.objectContaining({ cost: expect.anything() }));
    expect(sourceChanges(edited, club, { ...details, cost: 275, city: 'Bethlehem' })).toMatchObject({ city: 'Bethlehem' });
  });

  it('links a new source once, and brings a vanished event back', () => {
    const state = listedBy({ kind: 'scraper', ...club });
    const read = decideSourceReading(state, { eventId: 'e', link: calendar, details, now });
    expect(read.events.map((event) => event.type)).toEqual(['EventSourceLinked']);
    const vanished: EventState = evolveEvent(state, decideVanish(state, { eventId: 'e', now })[0]);
    expect(decideVanish(vanished, { eventId: 'e', now })).toEqual([]);
    expect(decideSourceReading(vanished, { eventId: 'e', link: club, details, now }).events.map((event) => event.type)).toEqual(['EventReturned']);
  });

  it('flags once per question: not again while open, nor after an admin dismissed the same note; a new disagreement is asked', () => {
    const state = listedBy({ kind: 'scraper', ...club });
    const note = 'A calendar shows 2027-06-19';
    const flag = { eventId: 'e', kind: 'dates-differ' as const, otherEventId: null, note, now };
    const [flagged] = decideFlag(state, flag);
    expect(flagged).toMatchObject({ type: 'EventFlaggedForReview' });
    const open = evolveEvent(state, flagged);
    expect(decideFlag(open, flag)).toEqual([]);
    const dismissed = evolveEvent(open, { type: 'EventReviewDismissed', data: { eventId: 'e', kind: 'dates-differ', occurredAt: at } });
    expect(decideFlag(dismissed, flag)).toEqual([]);
    expect(decideFlag(dismissed, { ...flag, note: 'A calendar shows 2027-06-26' })).toHaveLength(1);
  });
});
