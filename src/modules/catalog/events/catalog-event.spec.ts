import { describe, expect, it } from '@jest/globals';
import {
  type CatalogEventEvent,
  EVENT_ID,
  EventCommandError,
  decideCancel,
  decideChange,
  decideListing,
  decideRemove,
  eventIdFromKey,
  evolveEvent,
  initialEventState,
  naturalKeyOf,
} from './catalog-event.js';
import { type EventDetails, EventChangesInput, EventDetailsInput } from './event-details.js';
import { decideChooseSample, evolveSample, initialSampleState } from './sample-event.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const occurredAt = now.toISOString();
const details: EventDetails = {
  name: 'Lineup Mid-Atlantic Showcase',
  description: null,
  eventType: 'Showcase',
  startDate: '2027-01-10',
  endDate: '2027-01-11',
  registrationDeadline: '2027-01-01',
  city: 'Philadelphia',
  state: 'PA',
  cost: 300,
  ageLevel: 'U19',
  organizer: 'Lineup',
  isIndoor: true,
  registrationLink: 'https://example.org/lineup',
};
const source = { kind: 'admin' } as const;
const fold = (...events: CatalogEventEvent[][]) => events.flat().reduce(evolveEvent, initialEventState);
const listed = decideListing(initialEventState, { eventId: 'e1', details, source, now }).events;

describe('event decisions', () => {
  it('given nothing, when listing, then EventListed carries the details and the source', () => {
    expect(decideListing(initialEventState, { eventId: 'e1', details, source, now })).toEqual({
      events: [{ type: 'EventListed', data: { eventId: 'e1', details, source, occurredAt } }],
      result: 'added',
    });
  });

  it('given a listed event, when listing it again with new details, then only the changed fields are recorded, with their old values', () => {
    const again = decideListing(fold(listed), { eventId: 'e1', details: { ...details, cost: 350, city: 'Lancaster' }, source, now });
    expect(again).toEqual({
      events: [{ type: 'EventDetailsChanged', data: { eventId: 'e1', changes: { cost: 350, city: 'Lancaster' }, previous: { cost: 300, city: 'Philadelphia' }, occurredAt } }],
      result: 'updated',
    });
    expect(decideListing(fold(listed), { eventId: 'e1', details, source, now })).toEqual({ events: [], result: 'unchanged' });
  });

  it('given a listed event, when a change ends it before it starts, then it is refused naming endDate', () => {
    expect(() => decideChange(fold(listed), { eventId: 'e1', changes: { startDate: '2027-01-20' }, now })).toThrow(
      expect.objectContaining({ reason: 'invalid', field: 'endDate' }),
    );
  });

  it('given a removed event, when listing it again (a re-import or a scraper), then it stays removed', () => {
    const removed = fold(listed, decideRemove(fold(listed), { eventId: 'e1', now }));
    expect(removed).toEqual({ status: 'removed' });
    expect(() => decideListing(removed, { eventId: 'e1', details, source, now })).toThrow(expect.objectContaining({ reason: 'removed' }));
  });

  it('given no event, when changing, cancelling or removing, then it is not found', () => {
    for (const decide of [
      () => decideChange(initialEventState, { eventId: 'e1', changes: { cost: 1 }, now }),
      () => decideCancel(initialEventState, { eventId: 'e1', now }),
      () => decideRemove(initialEventState, { eventId: 'e1', now }),
    ]) {
      expect(decide).toThrow(EventCommandError);
    }
  });

  it('given a listed event, when cancelling twice, then EventCancelled is recorded once and changes still apply', () => {
    const cancelled = decideCancel(fold(listed), { eventId: 'e1', now });
    expect(cancelled).toEqual([{ type: 'EventCancelled', data: { eventId: 'e1', occurredAt } }]);
    expect(decideCancel(fold(listed, cancelled), { eventId: 'e1', now })).toEqual([]);
    expect(decideChange(fold(listed, cancelled), { eventId: 'e1', changes: { cost: 0 }, now })).toHaveLength(1);
  });

  it('given keys, then ids derived from them are stable, UUID-shaped and differ per key; the natural key ignores case and spaces', () => {
    const id = eventIdFromKey(naturalKeyOf(details));
    expect(id).toMatch(EVENT_ID);
    expect(eventIdFromKey(naturalKeyOf({ ...details, name: ' lineup mid-atlantic SHOWCASE ' }))).toBe(id);
    expect(eventIdFromKey(naturalKeyOf({ ...details, startDate: '2027-01-11' }))).not.toBe(id);
  });
});

describe('the curated sample', () => {
  it('given a sample, when choosing another, then the previous one is recorded; choosing the same again does nothing', () => {
    const first = decideChooseSample(initialSampleState, { eventId: 'a', now });
    const second = decideChooseSample(first.reduce(evolveSample, initialSampleState), { eventId: 'b', now });
    expect(second).toEqual([{ type: 'SampleEventChosen', data: { eventId: 'b', previousEventId: 'a', occurredAt } }]);
    expect(decideChooseSample({ eventId: 'b' }, { eventId: 'b', now })).toEqual([]);
  });
});

describe('event input rules', () => {
  const input = { ...details, state: 'pa', description: '  ', organizer: '' };

  it('given valid input, then text is trimmed, the state upper-cased, empty optional text null', () => {
    expect(EventDetailsInput.parse(input)).toEqual({ ...details, description: null, organizer: null });
  });

  it.each([
    [{ endDate: '2027-01-09' }, 'endDate'],
    [{ registrationDeadline: '2027-01-11' }, 'registrationDeadline'],
    [{ state: 'PR' }, 'state'],
    [{ eventType: 'Camp' }, 'eventType'],
    [{ ageLevel: 'U12' }, 'ageLevel'],
    [{ registrationLink: 'ftp://example.org' }, 'registrationLink'],
    [{ registrationLink: 'data:text/html,hi' }, 'registrationLink'],
    [{ startDate: '2027-02-30' }, 'startDate'],
    [{ cost: '300' }, 'cost'],
    [{ isIndoor: 'yes' }, 'isIndoor'],
  ])('given %j, then it is refused naming %s', (overrides, field) => {
    const result = EventDetailsInput.safeParse({ ...input, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual([field]);
  });

  it('given a change, then any subset is accepted but not an empty one or an unknown field', () => {
    expect(EventChangesInput.parse({ cost: null })).toEqual({ cost: null });
    expect(EventChangesInput.safeParse({}).success).toBe(false);
    expect(EventChangesInput.safeParse({ isSample: true }).success).toBe(false);
  });
});
