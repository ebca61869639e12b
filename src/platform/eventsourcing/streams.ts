import { type EventData, type EventStore, type RecordedEvent, WrongExpectedRevisionError } from '../eventstore/event-store.js';
import { type CommandContext, metadataOf } from './command-context.js';

/** `id`: a deterministic event id where a retry or a redelivery is possible, so the store writes it once. */
export interface DecidedEvent {
  id?: string;
  type: string;
  data: EventData;
}

export interface Loaded<State> {
  state: State;
  /** The revision to expect on the next append: the stream's last revision, or `no_stream`. */
  revision: bigint | 'no_stream';
}

/** Rebuilds an aggregate's state by folding its stream's events. */
export async function loadStream<State>(
  eventStore: EventStore,
  stream: string,
  evolve: (state: State, event: RecordedEvent) => State,
  initial: State,
): Promise<Loaded<State>> {
  const events = await eventStore.readStream(stream);
  return {
    state: events.reduce(evolve, initial),
    revision: events.length > 0 ? events[events.length - 1].revision : 'no_stream',
  };
}

/**
 * The latest of the global positions a command appended at (null for an append that did not happen):
 * what it waits for the read models to reach.
 */
export function latestPosition(...positions: (string | null)[]): string | null {
  return positions.reduce<string | null>((latest, position) => (position !== null && (latest === null || position > latest) ? position : latest), null);
}

/**
 * Appends what a decider decided, stamped with the command's metadata, at the revision the state was loaded at.
 * Resolves to the global position of the last event, for `whenProcessed`.
 */
export async function appendDecided(
  eventStore: EventStore,
  stream: string,
  events: readonly DecidedEvent[],
  expectedRevision: bigint | 'no_stream',
  context: CommandContext,
): Promise<string> {
  const metadata = metadataOf(context);
  const result = await eventStore.appendToStream(
    stream,
    events.map((event) => ({ ...event, metadata })),
    { expectedRevision },
  );
  return result.position;
}

export interface Decided<Result> {
  events: readonly DecidedEvent[];
  result: Result;
}

/**
 * Load, decide, append at the loaded revision; when another command got there first, load again and decide
 * again (a few times) so that concurrent commands on one aggregate both take effect. Resolves to the
 * decider's result and the position appended at (null when it decided nothing).
 */
export async function decideAndAppend<State, Result>(
  eventStore: EventStore,
  stream: string,
  fold: { evolve: (state: State, event: RecordedEvent) => State; initial: State },
  decide: (state: State) => Decided<Result>,
  context: CommandContext,
  attempts = 5,
): Promise<{ result: Result; position: string | null }> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadStream(eventStore, stream, fold.evolve, fold.initial);
    const { events, result } = decide(state);
    if (events.length === 0) return { result, position: null };
    try {
      return { result, position: await appendDecided(eventStore, stream, events, revision, context) };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
    }
  }
}
