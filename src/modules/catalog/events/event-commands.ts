import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend, loadStream } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import {
  type EventSource,
  type EventState,
  EventCommandError,
  type ListOutcome,
  decideCancel,
  decideChange,
  decideListing,
  decideRemove,
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

  change(eventId: string, changes: EventChanges, context: CommandContext): Promise<string | null> {
    const now = new Date();
    return this.append(eventId, (state) => decideChange(state, { eventId, changes: cleanDetails(changes), now }), context);
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

  private async append(eventId: string, decide: (state: EventState) => ReturnType<typeof decideChange>, context: CommandContext) {
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
