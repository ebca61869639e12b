import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { SqliteEventStore } from '../../../platform/eventstore/sqlite-event-store.js';
import { CLAIM_TIMEOUT_MS, mailStream } from './mail-ledger.js';
import { MailLedger } from './mail-ledger-store.js';

const key = 'reminder:deadline-7:u1:e1:2026-03-21';
const at = new Date('2026-03-14T13:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const context = newCommandContext('system');
const sent = { type: 'ReminderSent', data: { userId: 'u1', eventId: 'e1', kind: 'deadline-7', date: '2026-03-21', occurredAt: at.toISOString() } } as const;

describe('the mail ledger (on the real SQLite event store)', () => {
  let store: SqliteEventStore;
  let ledger: MailLedger;

  beforeEach(() => {
    store = SqliteEventStore.open(':memory:');
    ledger = new MailLedger(store);
  });
  afterEach(() => store.close());

  it('given two runs claiming the same mail at once, then exactly one gets it', async () => {
    const claims = await Promise.all([ledger.claim(key, 'u1', at, context), ledger.claim(key, 'u1', at, context), ledger.claim(key, 'u1', at, context)]);
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
  });

  it('given a mail sent, then it is never claimed again, however late', async () => {
    const claim = await ledger.claim(key, 'u1', at, context);
    await ledger.sent(claim!, sent, context);
    expect(await ledger.claim(key, 'u1', later(CLAIM_TIMEOUT_MS * 100), context)).toBeNull();
    expect((await store.readStream(mailStream(key))).map((event) => event.type)).toEqual(['MailClaimed', 'ReminderSent']);
  });

  it('given a mail that failed, then the next run claims it again', async () => {
    const claim = await ledger.claim(key, 'u1', at, context);
    await ledger.failed(claim!, new Error('451 Try again later'), at, context);
    const retry = await ledger.claim(key, 'u1', later(60_000), context);
    expect(retry).not.toBeNull();
    await ledger.sent(retry!, sent, context);
    const events = await store.readStream(mailStream(key));
    expect(events.map((event) => event.type)).toEqual(['MailClaimed', 'MailFailed', 'MailClaimed', 'ReminderSent']);
    expect(events[1].data.error).toBe('451 Try again later');
  });

  it('given a claim with no outcome, then it holds for 15 minutes and may then be claimed again (the first run crashed)', async () => {
    expect(await ledger.claim(key, 'u1', at, context)).not.toBeNull();
    expect(await ledger.claim(key, 'u1', later(CLAIM_TIMEOUT_MS - 1000), context)).toBeNull();
    const takeover = await ledger.claim(key, 'u1', later(CLAIM_TIMEOUT_MS), context);
    expect(takeover).not.toBeNull();
  });

  it('given a claim taken over, then the first run cannot record its outcome over the second', async () => {
    const first = await ledger.claim(key, 'u1', at, context);
    const second = await ledger.claim(key, 'u1', later(CLAIM_TIMEOUT_MS), context);
    await ledger.sent(second!, sent, context);
    await expect(ledger.sent(first!, sent, context)).rejects.toThrow(/Wrong expected revision/);
  });

  it('given different keys, then they are different mails', async () => {
    expect(await ledger.claim(key, 'u1', at, context)).not.toBeNull();
    expect(await ledger.claim('reminder:deadline-7:u1:e1:2026-03-22', 'u1', at, context)).not.toBeNull();
  });
});
