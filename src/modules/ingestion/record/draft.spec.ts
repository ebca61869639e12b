import { describe, expect, it } from '@jest/globals';
import type { EventDetails } from '../../catalog/events/event-details.js';
import {
  type DraftState,
  type Proposal,
  DraftCommandError,
  decideProposal,
  decideProven,
  decidePublish,
  decideReject,
  decideWithdrawal,
  draftIdOf,
  evolveDraft,
  initialDraftState,
} from './draft.js';

const details: EventDetails = {
  name: 'Summer Skills Camp',
  description: null,
  eventType: 'Recruiting Event',
  startDate: '2027-07-12',
  endDate: '2027-07-14',
  registrationDeadline: null,
  city: 'Lancaster',
  state: 'PA',
  cost: 150,
  ageLevel: 'All Ages',
  organizer: 'Summit Sports Camps',
  isIndoor: null,
  registrationLink: null,
};
const draftId = draftIdOf('scraper-1', 'https://camps.example/summer#summer skills camp|2027-07-12');
const proposal: Proposal = {
  draftId,
  scraperId: 'scraper-1',
  sourceKey: 'https://camps.example/summer#summer skills camp|2027-07-12',
  own: true,
  pageUrl: 'https://camps.example/summer',
  details,
  evidence: { name: { rule: 'blocks', text: 'Summer Skills Camp', region: 'block' } },
  doubts: ['sport-unstated'],
};
const now = new Date('2027-05-01T12:00:00Z');

const fold = (state: DraftState, events: { type: string; data: unknown }[]) => events.reduce((current, event) => evolveDraft(current, event as never), state);
const proposed = () => fold(initialDraftState, decideProposal(initialDraftState, proposal, now).events);

describe('a draft', () => {
  it('given no draft, when a run proposes an unproven record, then it is proposed with its evidence and doubts', () => {
    const { events, result } = decideProposal(initialDraftState, proposal, now);
    expect(result).toBe('drafted');
    expect(events).toEqual([{ type: 'DraftProposed', data: { ...proposal, occurredAt: now.toISOString() } }]);
  });

  it('given an open draft, when the source says the same again (keys in another order), then nothing is appended', () => {
    const reordered = { ...proposal, details: Object.fromEntries(Object.entries(details).reverse()) as unknown as EventDetails };
    expect(decideProposal(proposed(), reordered, now)).toEqual({ events: [], result: 'unchanged' });
  });

  it('given an open draft, when the source changes a value, then it is proposed again with the new value', () => {
    const { events, result } = decideProposal(proposed(), { ...proposal, details: { ...details, cost: 175 } }, now);
    expect(result).toBe('drafted');
    expect(events).toHaveLength(1);
  });

  it('given a published draft, when its record is edited by the admin, then only the fields that differ are the admin’s', () => {
    const { events, details: published, editedFields } = decidePublish(proposed(), { draftId, eventId: 'e1', overrides: { ...details, city: 'Lititz' }, now });
    expect(editedFields).toEqual(['city']);
    expect(published).toMatchObject({ city: 'Lititz', cost: 150 });
    expect(events[0]).toMatchObject({ type: 'DraftPublished', data: { eventId: 'e1', editedFields: ['city'] } });
  });

  it('given a draft published as it is, then no field is the admin’s', () => {
    expect(decidePublish(proposed(), { draftId, eventId: 'e1', overrides: null, now }).editedFields).toEqual([]);
  });

  it('given a decided draft, when a later run proposes it again (proven or not), then nothing is appended and the decision is told', () => {
    const rejected = fold(proposed(), decideReject(proposed(), { draftId, reason: 'A lacrosse camp', now }));
    expect(rejected).toMatchObject({ status: 'rejected', rejectedFor: 'A lacrosse camp' });
    expect(decideProposal(rejected, { ...proposal, doubts: [] }, now)).toEqual({ events: [], result: 'rejected' });
    const published = fold(proposed(), decidePublish(proposed(), { draftId, eventId: 'e1', overrides: null, now }).events);
    expect(decideProposal(published, { ...proposal, details: { ...details, cost: 200 } }, now)).toEqual({ events: [], result: 'published' });
  });

  it('given a decided draft, when an admin decides again, then it is refused as decided; an unknown draft is not found', () => {
    const rejected = fold(proposed(), decideReject(proposed(), { draftId, reason: 'Not an event', now }));
    expect(() => decideReject(rejected, { draftId, reason: 'again', now })).toThrow(expect.objectContaining({ reason: 'decided' }) as unknown as Error);
    expect(() => decidePublish(rejected, { draftId, eventId: 'e1', overrides: null, now })).toThrow(DraftCommandError);
    expect(() => decideReject(initialDraftState, { draftId, reason: 'x', now })).toThrow(expect.objectContaining({ reason: 'not_found' }) as unknown as Error);
  });

  it('given an open draft, when its source proves the record, then it leaves the admins’ list; a decided one is left as it is', () => {
    expect(decideProven(proposed(), { draftId, eventId: 'e1', now })).toEqual([{ type: 'DraftProven', data: { draftId, eventId: 'e1', occurredAt: now.toISOString() } }]);
    const rejected = fold(proposed(), decideReject(proposed(), { draftId, reason: 'No', now }));
    expect(decideProven(rejected, { draftId, eventId: 'e1', now })).toEqual([]);
  });

  it('given an open draft, when a good read no longer finds its record, then it is withdrawn as vanished', () => {
    const events = decideWithdrawal(proposed(), { draftId, reason: 'vanished', now });
    expect(events).toEqual([{ type: 'DraftWithdrawn', data: { draftId, reason: 'vanished', occurredAt: now.toISOString() } }]);
    expect(fold(proposed(), events)).toMatchObject({ status: 'withdrawn', withdrawnFor: 'vanished', sourceKey: proposal.sourceKey });
  });

  it('given a draft not open (none, decided, already withdrawn), when a good read misses its record, then nothing is appended', () => {
    const rejected = fold(proposed(), decideReject(proposed(), { draftId, reason: 'No', now }));
    const published = fold(proposed(), decidePublish(proposed(), { draftId, eventId: 'e1', overrides: null, now }).events);
    const withdrawn = fold(proposed(), decideWithdrawal(proposed(), { draftId, reason: 'vanished', now }));
    for (const state of [initialDraftState, rejected, published, withdrawn]) expect(decideWithdrawal(state, { draftId, reason: 'vanished', now })).toEqual([]);
  });

  it('given a withdrawn draft, when its record comes back (even saying the same), then it is proposed again and open', () => {
    const withdrawn = fold(proposed(), decideWithdrawal(proposed(), { draftId, reason: 'vanished', now }));
    const { events, result } = decideProposal(withdrawn, proposal, now);
    expect(result).toBe('drafted');
    expect(events).toEqual([{ type: 'DraftProposed', data: { ...proposal, occurredAt: now.toISOString() } }]);
    const reopened = fold(withdrawn, events);
    expect(reopened).toMatchObject({ status: 'open' });
    expect(reopened).not.toHaveProperty('withdrawnFor');
    // Open again: the same once more appends nothing.
    expect(decideProposal(reopened, proposal, now)).toEqual({ events: [], result: 'unchanged' });
  });

  it('given a withdrawn draft, when an admin publishes or rejects it, then it is refused as decided; a run that lists it proven closes it', () => {
    const withdrawn = fold(proposed(), decideWithdrawal(proposed(), { draftId, reason: 'vanished', now }));
    expect(() => decidePublish(withdrawn, { draftId, eventId: 'e1', overrides: null, now })).toThrow(expect.objectContaining({ reason: 'decided' }) as unknown as Error);
    expect(() => decideReject(withdrawn, { draftId, reason: 'x', now })).toThrow(/no longer shows it/);
    expect(decideProven(withdrawn, { draftId, eventId: 'e1', now })).toEqual([{ type: 'DraftProven', data: { draftId, eventId: 'e1', occurredAt: now.toISOString() } }]);
  });
});
