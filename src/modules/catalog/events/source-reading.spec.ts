import { describe, expect, it } from '@jest/globals';
import {
  type CatalogEventEvent,
  type EventState,
  type LiveEventState,
  decideChange,
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

  describe('an admin’s edit of an event a scraper listed holds until the source’s own value changes', () => {
    const fold = (state: EventState, events: CatalogEventEvent[]) => events.reduce(evolveEvent, state) as LiveEventState;
    const scraped = listedBy({ kind: 'scraper', ...club });
    const adminEdit = (state: LiveEventState, changes: Partial<EventDetails>) => fold(state, decideChange(state, { eventId: 'e', changes, now, by: 'admin' }));
    /** One run of `link` reading `read`: what it changes, and the state after. */
    const reading = (state: LiveEventState, read: EventDetails, link = club) => {
      const { events } = decideSourceReading(state, { eventId: 'e', link, details: read, now });
      return { changes: sourceChanges(state, link, read), state: fold(state, events) };
    };

    it('records what the source gave as the edit’s baseline', () => {
      expect(decideChange(scraped, { eventId: 'e', changes: { cost: 199 }, now, by: 'admin' })).toEqual([
        { type: 'EventDetailsChanged', data: { eventId: 'e', changes: { cost: 199 }, previous: { cost: 250 }, by: 'admin', sourceValues: { cost: 250 }, occurredAt: at } },
      ]);
    });

    it('keeps the admin’s value while the source says the same, or nothing; takes the source’s new value and follows it again', () => {
      const edited = adminEdit(scraped, { cost: 199 });
      expect(reading(edited, details).changes).not.toHaveProperty('cost');
      expect(reading(edited, { ...details, cost: null }).changes).not.toHaveProperty('cost');
      const still = reading(edited, { ...details, city: 'Bethlehem' });
      expect(still.state.details).toMatchObject({ cost: 199, city: 'Bethlehem' });
      expect(still.state.adminFields).toEqual(['cost']);

      const moved = reading(still.state, { ...details, city: 'Bethlehem', cost: 275 });
      expect(moved.changes).toMatchObject({ cost: 275 });
      expect(moved.state.details.cost).toBe(275);
      expect(moved.state.adminFields).toEqual([]);
      // Released: the field follows its source like any other.
      expect(reading(moved.state, { ...details, cost: 250 }).state.details.cost).toBe(250);
    });

    it('a new edit after the source moved on is measured against the source’s new value', () => {
      const moved = reading(adminEdit(scraped, { cost: 199 }), { ...details, cost: 275 }).state;
      const again = adminEdit(moved, { cost: 180 });
      expect(reading(again, { ...details, cost: 275 }).changes).not.toHaveProperty('cost');
      expect(reading(again, { ...details, cost: 300 }).changes).toMatchObject({ cost: 300 });
    });

    it('dates are held, compared and released as a pair', () => {
      const edited = adminEdit(scraped, { startDate: '2027-06-11' });
      expect(reading(edited, details).changes).not.toHaveProperty('startDate');
      expect(reading(edited, details).changes).not.toHaveProperty('endDate');
      // The source moves only its end date: the pair is the source's again.
      const moved = reading(edited, { ...details, endDate: '2027-06-14' });
      expect(moved.changes).toMatchObject({ startDate: '2027-06-12', endDate: '2027-06-14' });
      expect(moved.state.details).toMatchObject({ startDate: '2027-06-12', endDate: '2027-06-14' });
      expect(moved.state.adminFields).toEqual([]);
    });

    it('a calendar that republishes the event neither moves on from the baseline nor releases the hold', () => {
      const linked = fold(scraped, [{ type: 'EventSourceLinked', data: { eventId: 'e', source: calendar, occurredAt: at } }]);
      const edited = adminEdit(linked, { cost: 199, startDate: '2027-06-11' });
      const read = reading(edited, { ...details, cost: 300, startDate: '2027-06-19', endDate: '2027-06-20' }, calendar);
      expect(read.changes).toEqual({});
      expect([...read.state.adminFields].sort()).toEqual(['cost', 'startDate']);
    });

    it('an event an admin entered by hand has no baseline: its fields stay the admin’s', () => {
      const entered = listedBy({ kind: 'admin' });
      const edited = adminEdit(entered, { cost: 199 });
      expect(edited.baselines).toEqual({});
      expect(reading(edited, { ...details, cost: 275, startDate: '2027-07-01', endDate: null }).changes).toEqual({});
    });

    it('an edit recorded before baselines were kept (replayed from an old log) holds for good', () => {
      const old = fold(scraped, [{ type: 'EventDetailsChanged', data: { eventId: 'e', changes: { cost: 199 }, previous: { cost: 250 }, by: 'admin', occurredAt: at } }]);
      const read = reading(old, { ...details, cost: 275 });
      expect(read.changes).not.toHaveProperty('cost');
      expect(read.state.details.cost).toBe(199);
      expect(read.state.adminFields).toEqual(['cost']);
    });
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
