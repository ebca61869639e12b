import type { RecordedEvent } from '../eventstore/event-store.js';
import type { ReadStoreSession } from '../readstore/read-store.js';

export interface ProjectionContext {
  /** Transaction-bound view of the read store: writes commit together with the projection's checkpoint. */
  session: ReadStoreSession;
}

/**
 * A read model's builder. `handle` must be idempotent in effect: after a crash the runner replays
 * from the last committed checkpoint, and a rebuild replays everything.
 */
export interface Projection {
  name: string;
  /** Bump when `handle` changes what it writes: the runner then drops the collections and rebuilds. */
  version: number;
  /** Event types the projection reads; others only advance its checkpoint. */
  handles: readonly string[];
  /** Read-model collections the projection owns, dropped on rebuild. */
  collections: readonly string[];
  /** Creates indexes; runs before the first batch and after every reset. */
  setUp?(session: ReadStoreSession): Promise<void>;
  handle(batch: readonly RecordedEvent[], context: ProjectionContext): Promise<void>;
}

/** `retrying`: a store it needs cannot be reached; it resumes by itself once the store is back. */
export type ProjectionState = 'starting' | 'catching-up' | 'live' | 'retrying' | 'failed' | 'stopped';

export interface ProjectionStatus {
  name: string;
  version: number;
  state: ProjectionState;
  /** Position of the last event the projection has processed, or '' before the first. */
  checkpoint: string;
  /** How far behind real time the projection is: 0 when live. */
  lagMs: number;
  /** While `retrying`: the store it waits for, since when, the tries so far and the last error. */
  retrying?: { store: 'event store' | 'read store'; since: string; attempts: number; error: string };
  error?: { message: string; position: string; eventType: string };
}

export class ProjectionTimeoutError extends Error {
  override readonly name = 'ProjectionTimeoutError';
  constructor(position: string, waitingFor: string[]) {
    super(`Read models did not reach position ${position} in time (waiting for ${waitingFor.join(', ')})`);
  }
}
