import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../eventstore/event-store.js';

/** Who did it and as part of what: stamped on every event a command appends. */
export interface CommandContext {
  correlationId: string;
  causationId: string;
  /** The acting user's id; `system` for what the server does on its own (the admin set up at boot). */
  actorId: string;
}

export const SYSTEM_ACTOR = 'system';

/** A command starts a correlation: it is its own cause. */
export function newCommandContext(actorId: string): CommandContext {
  const id = randomUUID();
  return { correlationId: id, causationId: id, actorId };
}

export function metadataOf(context: CommandContext): EventMetadata {
  return { correlationId: context.correlationId, causationId: context.causationId, actorId: context.actorId };
}
