import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

/**
 * A slug belongs to one post at a time: `content-slug-<slug>` holds who reserved it and when it was let go
 * (DESIGN.md: uniqueness by reserved streams, not by a read model).
 */
export const slugStream = (slug: string) => `content-slug-${slug}`;

export interface SlugReserved {
  type: 'SlugReserved';
  data: { slug: string; postId: string; occurredAt: string };
}
export interface SlugReleased {
  type: 'SlugReleased';
  data: { slug: string; postId: string; occurredAt: string };
}
export type SlugEvent = SlugReserved | SlugReleased;

/** The post holding the slug and since when, or null when it is free. */
export type SlugState = { postId: string; reservedAt: string } | null;

export function evolveSlug(state: SlugState, recorded: SlugEvent | RecordedEvent): SlugState {
  const event = recorded as SlugEvent;
  if (event.type === 'SlugReserved') return { postId: event.data.postId, reservedAt: event.data.occurredAt };
  if (event.type === 'SlugReleased') return state?.postId === event.data.postId ? null : state;
  return state;
}

export class SlugTakenError extends Error {
  override readonly name = 'SlugTakenError';
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already used by another post`);
  }
}
