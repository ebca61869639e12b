import { uuidFromKey } from '../../../platform/eventsourcing/ids.js';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type EventDetails, changedFields } from '../../catalog/events/event-details.js';
import type { EvidenceOf } from '../read/types.js';

/**
 * A draft: a source's record that is not proven (its name, dates or place rest on weak evidence, its sport is not shown,
 * or the page contradicts it), kept off the catalog until an admin publishes or rejects it. One stream per source record,
 * so an admin's decision holds for that record in every later run.
 */
/** Where a draft comes from when it is no scraper's: an organizer's submission (its source is `SUBMISSIONS_SOURCE`). */
export interface DraftOrigin {
  kind: 'submission';
  submissionId: string;
  channel: 'form' | 'link' | 'file' | 'mail';
}
export interface DraftProposed {
  type: 'DraftProposed';
  /** `own`: the page is the organizer's own site (as a listing's source link says). Appended again only when what the source says changed. */
  data: {
    draftId: string;
    scraperId: string;
    sourceKey: string;
    own: boolean;
    pageUrl: string;
    details: EventDetails;
    evidence: EvidenceOf;
    doubts: string[];
    /** Absent: a scraper's record. */
    origin?: DraftOrigin;
    /**
     * The listing this record is already (an organizer sending an event again, maybe with new dates; one a scraper
     * listed): publishing changes that listing rather than listing it twice. Absent: a new listing.
     */
    listing?: { eventId: string; why: 'resent' | 'same' };
    occurredAt: string;
  };
}
/** An admin listed it: `details` as published, `editedFields` those the admin changed (the admin's in the catalog until the source's value changes). */
export interface DraftPublished {
  type: 'DraftPublished';
  data: { draftId: string; eventId: string; details: EventDetails; editedFields: (keyof EventDetails)[]; occurredAt: string };
}
/** An admin kept it out for good: later runs list nothing for this source record. */
export interface DraftRejected {
  type: 'DraftRejected';
  data: { draftId: string; reason: string; occurredAt: string };
}
/** The source now proves the record: a run listed it as any proven record, and no admin has it to decide. */
export interface DraftProven {
  type: 'DraftProven';
  data: { draftId: string; eventId: string; occurredAt: string };
}
/**
 * Why an open draft left the admins' list with no decision: `vanished`, a good read of its source (a run that completed,
 * every page read) no longer has the record.
 */
export type WithdrawalReason = 'vanished';
/** The source no longer shows the record: the open draft leaves the list by itself; a later run that finds it again proposes it anew. */
export interface DraftWithdrawn {
  type: 'DraftWithdrawn';
  data: { draftId: string; reason: WithdrawalReason; occurredAt: string };
}
export type DraftEvent = DraftProposed | DraftPublished | DraftRejected | DraftProven | DraftWithdrawn;
export type DraftEventType = DraftEvent['type'];

export const draftIdOf = (scraperId: string, sourceKey: string): string => uuidFromKey(`${scraperId}|${sourceKey}`);
export const draftStream = (draftId: string) => `ingestion-draft-${draftId}`;
export const DRAFT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `withdrawn` is not a decision: the source stopped showing the record, and a run that finds it again reopens it. */
export type DraftStatus = 'open' | 'published' | 'rejected' | 'proven' | 'withdrawn';
/** `rejectedFor`: the admin's reason, once rejected; `withdrawnFor`: why it left the list, while withdrawn. */
export type DraftState =
  | { status: 'none' }
  | ({ status: DraftStatus; rejectedFor?: string; withdrawnFor?: WithdrawalReason } & Omit<DraftProposed['data'], 'occurredAt' | 'draftId'>);
export const initialDraftState: DraftState = { status: 'none' };

export function evolveDraft(state: DraftState, recorded: DraftEvent | RecordedEvent): DraftState {
  const event = recorded as DraftEvent;
  switch (event.type) {
    case 'DraftProposed': {
      const { draftId: _draftId, occurredAt: _occurredAt, ...proposal } = event.data;
      return { ...proposal, status: 'open' };
    }
    case 'DraftPublished':
      return state.status === 'none' ? state : { ...state, status: 'published', details: event.data.details };
    case 'DraftRejected':
      return state.status === 'none' ? state : { ...state, status: 'rejected', rejectedFor: event.data.reason };
    case 'DraftProven':
      return state.status === 'none' ? state : { ...state, status: 'proven' };
    case 'DraftWithdrawn':
      return state.status === 'none' ? state : { ...state, status: 'withdrawn', withdrawnFor: event.data.reason };
    default:
      return state;
  }
}

/** Why a draft command cannot be done: the HTTP layer answers 404 and 409. */
export class DraftCommandError extends Error {
  override readonly name = 'DraftCommandError';
  constructor(
    readonly reason: 'not_found' | 'decided',
    message: string,
  ) {
    super(message);
  }
}

export type Proposal = Omit<DraftProposed['data'], 'occurredAt'>;

/** Equal as JSON once keys are sorted: a record read twice gives the same values, maybe in another key order. */
function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)).map(([key, each]) => [key, sorted(each)]))
        : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/**
 * A run's unproven record: a new draft, or the open draft brought up to what the source now says (nothing when it says
 * the same), or a withdrawn one back on the list (its source shows it again). A decided draft stays decided: what the
 * admin chose holds for this source record.
 */
export function decideProposal(
  state: DraftState,
  proposal: Proposal,
  now: Date,
): { events: DraftEvent[]; result: 'drafted' | 'unchanged' | Exclude<DraftStatus, 'withdrawn'> } {
  if (state.status !== 'none' && state.status !== 'open' && state.status !== 'withdrawn') return { events: [], result: state.status };
  if (state.status === 'open') {
    const { status: _status, rejectedFor: _rejectedFor, withdrawnFor: _withdrawnFor, ...current } = state;
    const { draftId: _draftId, ...proposed } = proposal;
    if (sameJson(current, proposed)) return { events: [], result: 'unchanged' };
  }
  return { events: [{ type: 'DraftProposed', data: { ...proposal, occurredAt: now.toISOString() } }], result: 'drafted' };
}

function openOrThrow(state: DraftState): Extract<DraftState, { status: DraftStatus }> {
  if (state.status === 'none') throw new DraftCommandError('not_found', 'Draft not found');
  if (state.status === 'withdrawn') throw new DraftCommandError('decided', 'This draft left the list: its source no longer shows it');
  if (state.status !== 'open') throw new DraftCommandError('decided', `This draft was already ${state.status === 'proven' ? 'listed by its source' : state.status}`);
  return state;
}

/**
 * An admin publishes the draft, as it is or with some fields edited: what is listed, and which fields the admin
 * edited (those that differ from what the source said).
 */
export function decidePublish(
  state: DraftState,
  command: { draftId: string; eventId: string; overrides: Partial<EventDetails> | null; now: Date },
): { events: DraftEvent[]; details: EventDetails; editedFields: (keyof EventDetails)[] } {
  const open = openOrThrow(state);
  const details = { ...open.details, ...command.overrides };
  const editedFields = Object.keys(changedFields(open.details, details).changes) as (keyof EventDetails)[];
  const data = { draftId: command.draftId, eventId: command.eventId, details, editedFields, occurredAt: command.now.toISOString() };
  return { events: [{ type: 'DraftPublished', data }], details, editedFields };
}

export function decideReject(state: DraftState, command: { draftId: string; reason: string; now: Date }): DraftEvent[] {
  openOrThrow(state);
  return [{ type: 'DraftRejected', data: { draftId: command.draftId, reason: command.reason, occurredAt: command.now.toISOString() } }];
}

/**
 * A run listed the record as proven: an open draft of it leaves the admins' list, a withdrawn one (back on its source,
 * proven now) is closed the same way (nothing for one already decided).
 */
export function decideProven(state: DraftState, command: { draftId: string; eventId: string; now: Date }): DraftEvent[] {
  if (state.status !== 'open' && state.status !== 'withdrawn') return [];
  return [{ type: 'DraftProven', data: { draftId: command.draftId, eventId: command.eventId, occurredAt: command.now.toISOString() } }];
}

/**
 * A good read of the draft's source no longer has its record: an open draft leaves the admins' list by itself (nothing
 * for one already decided or withdrawn). Only the runner knows a read was good: a failed or cut-short run never says so.
 */
export function decideWithdrawal(state: DraftState, command: { draftId: string; reason: WithdrawalReason; now: Date }): DraftEvent[] {
  if (state.status !== 'open') return [];
  return [{ type: 'DraftWithdrawn', data: { draftId: command.draftId, reason: command.reason, occurredAt: command.now.toISOString() } }];
}
