import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { MemoryReadStore } from '../../../platform/readstore/memory-read-store.js';
import type { ReadStore } from '../../../platform/readstore/read-store.js';
import { MailsSentQuery, mailsSentProjection } from './mails-sent-read-model.js';

let position = 0;
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1;
  return { id: `event-${position}`, stream: `notifications-mail-${position}`, revision: 0n, position: String(position).padStart(20, '0'), type, data, metadata: {}, recordedAt: new Date() };
}

async function project(store: MemoryReadStore, events: RecordedEvent[]): Promise<void> {
  await mailsSentProjection.setUp?.(store);
  await store.withTransaction((session) => mailsSentProjection.handle(events, { session }));
}

describe("a user's mails, found without reading the log", () => {
  it('given mails to two users and other events, when asked for one user, then their mails come in the order they were sent', async () => {
    const store = new MemoryReadStore();
    await project(store, [
      // A reminder records its own kind (deadline or event), which names it in the export, as it always has.
      recorded('ReminderSent', { userId: 'u1', eventId: 'e1', kind: 'deadline', sentAt: '2026-11-01T08:00:00Z' }),
      recorded('WeeklyDigestSent', { userId: 'u2', week: '2026-W45', sentAt: '2026-11-02T08:00:00Z' }),
      recorded('EventSaved', { userId: 'u1', eventId: 'e1' }),
      recorded('ChangeAlertSent', { userId: 'u1', eventId: 'e1', sentAt: '2026-11-03T08:00:00Z' }),
    ]);
    const mails = new MailsSentQuery(store as unknown as ReadStore);
    expect(await mails.to('u1')).toEqual([
      { kind: 'deadline', eventId: 'e1', sentAt: '2026-11-01T08:00:00Z' },
      { kind: 'ChangeAlert', eventId: 'e1', sentAt: '2026-11-03T08:00:00Z' },
    ]);
    expect(await mails.to('u2')).toEqual([{ kind: 'WeeklyDigest', week: '2026-W45', sentAt: '2026-11-02T08:00:00Z' }]);
    expect(await mails.to('nobody')).toEqual([]);
  });

  it("given a user deleted after their mails, when asked, then none of their mails is kept, and another user's stay", async () => {
    const store = new MemoryReadStore();
    await project(store, [
      recorded('ReminderSent', { userId: 'u1', eventId: 'e1', sentAt: '2026-11-01T08:00:00Z' }),
      recorded('CollegeAlertSent', { userId: 'u2', eventId: 'e2', sentAt: '2026-11-01T09:00:00Z' }),
      recorded('UserDeleted', { userId: 'u1', by: 'user', reason: null, occurredAt: '2026-11-05T08:00:00Z' }),
    ]);
    const mails = new MailsSentQuery(store as unknown as ReadStore);
    expect(await mails.to('u1')).toEqual([]);
    expect(await mails.to('u2')).toHaveLength(1);
  });
});
