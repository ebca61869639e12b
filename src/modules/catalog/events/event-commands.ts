import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend, latestPosition, loadStream } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import {
  type CatalogEventEvent,
  type EventSource,
  type EventState,
  EventCommandError,
  type ListOutcome,
  type ReviewKind,
  type SourceLink,
  decideCancel,
  decideChange,
  decideFlag,
  decideListing,
  decideMergeInto,
  decideRemove,
  decideSourceReading,
  decideVanish,
  eventStream,
  evolveEvent,
  initialEventState,
} from './catalog-event.js';
import { type EventChanges, type EventDetails, cleanDetails } from './event-details.js';
import { SAMPLE_STREAM, decideChooseSample, evolveSample, initialSampleState } from './sample-event.js';

const eventFold = { evolve: evolveEvent, initial: initialEventState };

/**
 * The catalog's write side: every way an event enters or changes (the admin API, the CSV import, the demo
 * seed, the scrapers) goes through these commands. Each resolves to the position appended at (null when
 * nothing changed), for `whenProcessed`. Failures are `EventCommandError`s.
 */
@Injectable()
export class EventCommands {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /**
   * Lists a new event, or brings the event with this id up to date (`eventId` from a natural or source key).
   * `at`: when it happened, for the demo seed's listings made as if on earlier days; now otherwise.
   */
  async list(
    details: EventDetails,
    source: EventSource,
    context: CommandContext,
    options: { eventId?: string; at?: Date } = {},
  ): Promise<{ eventId: string; outcome: ListOutcome; position: string | null }> {
    const eventId = options.eventId ?? randomUUID();
    const now = options.at ?? new Date();
    const { result, position } = await decideAndAppend(
      this.eventStore,
      eventStream(eventId),
      eventFold,
      (state) => decideListing(state, { eventId, details: cleanDetails(details), source, now }),
      context,
    );
    return { eventId, outcome: result, position };
  }

  /**
   * An admin's edit: the fields it sets are the admin's, held against the scrapers until a source's own value of the
   * field changes (for ever on an event an admin entered by hand; see `sourceChanges`).
   */
  change(eventId: string, changes: EventChanges, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.append(eventId, (state) => decideChange(state, { eventId, changes: cleanDetails(changes), now, by: 'admin' }), context);
  }

  /** A scraper's record matched to this existing event (see `decideSourceReading`). */
  async readSource(eventId: string, link: SourceLink, details: EventDetails, context: CommandContext): Promise<{ outcome: ListOutcome; position: string | null }> {
    const now = new Date();
    const { result, position } = await decideAndAppend(
      this.eventStore,
      eventStream(eventId),
      eventFold,
      (state) => decideSourceReading(state, { eventId, link, details: cleanDetails(details), now }),
      context,
    );
    return { outcome: result, position };
  }

  /** Every source stopped listing it (the runner checks); nothing when it is already marked or cancelled. */
  vanish(eventId: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.append(eventId, (state) => decideVanish(state, { eventId, now }), context);
  }

  /** Puts the event on the admins' Review list (nothing for a pair an admin kept apart). */
  flag(eventId: string, flag: { kind: ReviewKind; otherEventId: string | null; note: string }, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.append(eventId, (state) => decideFlag(state, { eventId, ...flag, now }), context);
  }

  /** An admin leaves a flagged event as it is. */
  dismiss(eventId: string, kind: ReviewKind, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.append(
      eventId,
      (state) => {
        if (state.status !== 'listed' && state.status !== 'cancelled') throw new EventCommandError('not_found', 'Event not found');
        return [{ type: 'EventReviewDismissed', data: { eventId, kind, occurredAt: now.toISOString() } }];
      },
      context,
    );
  }

  /**
   * An admin merges `eventId` into `intoEventId`: the duplicate stops being listed and its sources go to the event kept
   * (the caller moves saves). Both streams are checked first; the duplicate's is written last, so a failure between
   * leaves both listings, never a lost one.
   */
  async merge(eventId: string, intoEventId: string, context: CommandContext): Promise<string | null> {
    const duplicate = await this.load(eventId);
    const kept = await this.load(intoEventId);
    const now = new Date();
    decideMergeInto(duplicate, kept, { eventId, intoEventId, now });
    const sources = duplicate.status === 'listed' || duplicate.status === 'cancelled' ? duplicate.sources : [];
    const received = await this.append(
      intoEventId,
      (state) => {
        if (state.status !== 'listed' && state.status !== 'cancelled') throw new EventCommandError('not_found', 'Event not found');
        return [{ type: 'EventMergeReceived', data: { eventId: intoEventId, mergedEventId: eventId, sources, occurredAt: now.toISOString() } }];
      },
      context,
    );
    const merged = await this.append(eventId, (state) => decideMergeInto(state, kept, { eventId, intoEventId, now }), context);
    return latestPosition(received, merged);
  }

  /** An admin says two listings are different events: never merged or flagged as duplicates of each other again. */
  async keepApart(eventId: string, otherEventId: string, context: CommandContext): Promise<string | null> {
    if (eventId === otherEventId) throw new EventCommandError('invalid', 'An event cannot be kept apart from itself');
    for (const id of [eventId, otherEventId]) {
      const state = await this.load(id);
      if (state.status !== 'listed' && state.status !== 'cancelled') throw new EventCommandError('not_found', 'Event not found');
    }
    const now = new Date().toISOString();
    const first = await this.append(eventId, () => [{ type: 'EventsKeptApart', data: { eventId, otherEventId, occurredAt: now } }], context);
    const second = await this.append(otherEventId, () => [{ type: 'EventsKeptApart', data: { eventId: otherEventId, otherEventId: eventId, occurredAt: now } }], context);
    return latestPosition(first, second);
  }

  /** The event's state as its stream tells it. */
  async load(eventId: string): Promise<EventState> {
    return (await loadStream(this.eventStore, eventStream(eventId), evolveEvent, initialEventState)).state;
  }

  cancel(eventId: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.append(eventId, (state) => decideCancel(state, { eventId, now }), context);
  }

  remove(eventId: string, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.append(eventId, (state) => decideRemove(state, { eventId, now }), context);
  }

  /** Makes a listed event the curated sample every free account sees. */
  async chooseSample(eventId: string, context: CommandContext): Promise<string | null> {
    const { state } = await loadStream(this.eventStore, eventStream(eventId), evolveEvent, initialEventState);
    if (state.status === 'cancelled') throw new EventCommandError('invalid', 'A cancelled event cannot be the sample');
    if (state.status !== 'listed') throw new EventCommandError('not_found', 'Event not found');
    const now = new Date();
    const { position } = await decideAndAppend(
      this.eventStore,
      SAMPLE_STREAM,
      { evolve: evolveSample, initial: initialSampleState },
      (sample) => ({ events: decideChooseSample(sample, { eventId, now }), result: null }),
      context,
    );
    return position;
  }

  private async append(eventId: string, decide: (state: EventState) => CatalogEventEvent[], context: CommandContext) {
    const { position } = await decideAndAppend(
      this.eventStore,
      eventStream(eventId),
      eventFold,
      (state) => ({ events: decide(state), result: null }),
      context,
    );
    return position;
  }
}
