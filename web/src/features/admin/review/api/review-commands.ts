import { apiRequest } from '../../../../lib/api';
import type { DismissibleKind, ReviewEvent } from './review-item';

/** `eventId` is the listing that goes away; its sources and saves go to `intoEventId`, which is answered. */
export async function mergeEvents(eventId: string, intoEventId: string): Promise<ReviewEvent> {
  const response = await apiRequest('POST', '/api/admin/review/merge', { eventId, intoEventId });
  return (await response.json()) as ReviewEvent;
}

/** Two listings are different events: they are never merged or flagged as duplicates of each other again. */
export async function keepApart(eventId: string, otherEventId: string): Promise<void> {
  await apiRequest('POST', '/api/admin/review/keep-apart', { eventId, otherEventId });
}

/** An event no source lists any more is cancelled. */
export async function confirmCancelled(eventId: string): Promise<ReviewEvent> {
  const response = await apiRequest('POST', '/api/admin/review/confirm-cancelled', { eventId });
  return (await response.json()) as ReviewEvent;
}

/** The event stays as it is; the item leaves the list. */
export async function dismissReview(eventId: string, kind: DismissibleKind): Promise<void> {
  await apiRequest('POST', '/api/admin/review/dismiss', { eventId, kind });
}
