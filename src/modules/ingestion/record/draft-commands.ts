import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend, latestPosition, loadStream } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { EventCommandError, type EventSource, eventIdFromKey } from '../../catalog/events/catalog-event.js';
import { EventCommands } from '../../catalog/events/event-commands.js';
import { type EventDetails, changedFields, cleanDetails, inconsistencyOf } from '../../catalog/events/event-details.js';
import {
  type DraftEvent,
  type DraftState,
  type Proposal,
  type WithdrawalReason,
  decideProposal,
  decideProven,
  decidePublish,
  decideReject,
  decideWithdrawal,
  draftStream,
  evolveDraft,
  initialDraftState,
} from './draft.js';

const draftFold = { evolve: evolveDraft, initial: initialDraftState };

/** The listing a source record is (or would be, once listed): the id a proven record of it gets, so runs find it by key. */
export const listingIdOf = (scraperId: string, sourceKey: string): string => eventIdFromKey(`scraped|${scraperId}|${sourceKey}`);

/**
 * The drafts' write side: a run proposes, an admin publishes or rejects. Publishing lists the event through the
 * catalog's own commands, under the id a proven record of the same source would have, so later runs update it like any
 * listing; the fields an admin edited are recorded as the admin's change of that listing, made against the draft's
 * scraped values: a later run bringing the same value keeps the admin's, one bringing a new value replaces it.
 */
@Injectable()
export class DraftCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly events: EventCommands,
  ) {}

  async load(draftId: string): Promise<DraftState> {
    return (await loadStream(this.eventStore, draftStream(draftId), evolveDraft, initialDraftState)).state;
  }

  async propose(proposal: Proposal, context: CommandContext, now = new Date()) {
    const cleaned = { ...proposal, details: cleanDetails(proposal.details) };
    return decideAndAppend(this.eventStore, draftStream(proposal.draftId), draftFold, (state) => decideProposal(state, cleaned, now), context);
  }

  /** A run listed the record as proven. */
  async proven(draftId: string, eventId: string, context: CommandContext): Promise<string | null> {
    return this.append(draftId, (state) => decideProven(state, { draftId, eventId, now: new Date() }), context);
  }

  /** A good read of its source no longer has the record: an open draft leaves the list (nothing for any other). */
  async withdraw(draftId: string, reason: WithdrawalReason, context: CommandContext): Promise<string | null> {
    return this.append(draftId, (state) => decideWithdrawal(state, { draftId, reason, now: new Date() }), context);
  }

  /**
   * Lists the draft (`overrides`: the whole event as the admin edited it), then records the decision. The catalog is
   * written first: a failure there leaves the draft open to try again, never a draft published with no listing.
   * Throws `DraftCommandError` (unknown, decided) and `EventCommandError` (the event does not hold together).
   */
  async publish(draftId: string, overrides: EventDetails | null, context: CommandContext): Promise<{ eventId: string; position: string | null }> {
    const state = await this.load(draftId);
    const now = new Date();
    const scraper = state.status === 'none' ? null : state;
    const eventId = scraper ? listingIdOf(scraper.scraperId, scraper.sourceKey) : '';
    const decided = decidePublish(state, { draftId, eventId, overrides: overrides && cleanDetails(overrides), now });
    if (!scraper) return { eventId, position: null };
    const problem = inconsistencyOf(decided.details);
    if (problem) throw new EventCommandError('invalid', problem.message, problem.field);
    if (scraper.listing) {
      const changed = await this.changeListing(scraper.listing.eventId, decided.details, context);
      if (changed) {
        const recorded = await this.append(draftId, (current) => decidePublish(current, { draftId, eventId: scraper.listing!.eventId, overrides: decided.details, now }).events, context);
        return { eventId: scraper.listing.eventId, position: latestPosition(changed.position, recorded) };
      }
    }
    const source: EventSource = scraper.origin
      ? { kind: 'organizer', submissionId: scraper.origin.submissionId }
      : { kind: 'scraper', scraperId: scraper.scraperId, sourceKey: scraper.sourceKey, own: scraper.own };
    const listed = await this.events.list(scraper.details, source, context, { eventId });
    let position = listed.position;
    if (decided.editedFields.length > 0) {
      const edits = Object.fromEntries(decided.editedFields.map((field) => [field, decided.details[field]]));
      position = latestPosition(position, await this.events.change(eventId, edits, context));
    }
    position = latestPosition(position, await this.append(draftId, (current) => decidePublish(current, { draftId, eventId, overrides: decided.details, now }).events, context));
    return { eventId, position };
  }

  /**
   * The draft's listing brought to what the admin publishes: the fields that differ, as the admin's change (families
   * who saved it are alerted as for any change). Null when that listing is no longer live (then it is listed anew).
   */
  private async changeListing(eventId: string, details: EventDetails, context: CommandContext): Promise<{ position: string | null } | null> {
    const state = await this.events.load(eventId);
    if (state.status !== 'listed' && state.status !== 'cancelled') return null;
    const { changes } = changedFields(state.details, details);
    if (Object.keys(changes).length === 0) return { position: null };
    return { position: await this.events.change(eventId, changes, context) };
  }

  reject(draftId: string, reason: string, context: CommandContext): Promise<string | null> {
    return this.append(draftId, (state) => decideReject(state, { draftId, reason, now: new Date() }), context);
  }

  private async append(draftId: string, decide: (state: DraftState) => DraftEvent[], context: CommandContext): Promise<string | null> {
    const { position } = await decideAndAppend(this.eventStore, draftStream(draftId), draftFold, (state) => ({ events: decide(state), result: null }), context);
    return position;
  }
}
