import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  START_POSITION,
  WrongExpectedRevisionError,
} from './event-store.js';

export interface EventStoreContractOptions {
  /** Opens another connection to the store the factory last made (a server adapter reconnecting, a file reopened). */
  reopen: () => Promise<EventStore>;
}

/**
 * The behaviour every EventStore adapter must share. Streams get random names, so the suite also runs
 * against a long-lived server that holds other data.
 */
export function describeEventStoreContract(
  name: string,
  factory: () => Promise<EventStore>,
  options: EventStoreContractOptions,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    const newStream = (label = 'contract') => `${label}-${randomUUID()}`;
    const event = (type: string, data: Record<string, unknown> = {}, id?: string): NewEvent => ({
      id,
      type,
      data,
      metadata: { correlationId: 'corr-1', actorId: 'user-1' },
    });

    async function conflictOf(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
      const error = await promise.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      return error as WrongExpectedRevisionError;
    }

    /** Reads $all from `from` to the head at call time, keeping only the given streams' events. */
    async function readAllOf(streams: string[], from?: string): Promise<RecordedEvent[]> {
      const found: RecordedEvent[] = [];
      for await (const recorded of store.readAll({ from, catchUpOnly: true })) {
        if (streams.includes(recorded.stream)) found.push(recorded);
      }
      return found;
    }

    beforeEach(async () => {
      store = await factory();
    });
    afterEach(async () => {
      await store.close();
    });

    describe('appending with an expected revision', () => {
      it('given no stream, when appending with no_stream, then revisions start at 0 and the data round-trips', async () => {
        const stream = newStream();
        const result = await store.appendToStream(
          stream,
          [event('EventListed', { name: 'Summer Showcase', cost: 150, tags: ['u16'] }), event('EventDetailsChanged', { cost: 175 })],
          { expectedRevision: 'no_stream' },
        );
        expect(result.nextExpectedRevision).toBe(1n);
        const read = await store.readStream(stream);
        expect(read.map((e) => [e.revision, e.type])).toEqual([
          [0n, 'EventListed'],
          [1n, 'EventDetailsChanged'],
        ]);
        expect(read[0].data).toEqual({ name: 'Summer Showcase', cost: 150, tags: ['u16'] });
        expect(read[0].metadata).toEqual({ correlationId: 'corr-1', actorId: 'user-1' });
        expect(read[0].stream).toBe(stream);
        expect(read[0].recordedAt).toBeInstanceOf(Date);
        expect(Math.abs(read[0].recordedAt.getTime() - Date.now())).toBeLessThan(60_000);
        expect(read[1].position).toBe(result.position);
        expect(read[0].position < read[1].position).toBe(true);
      });

      it('given an existing stream, when appending with no_stream, then it conflicts and reports the actual revision', async () => {
        const stream = newStream();
        await store.appendToStream(stream, [event('A')], { expectedRevision: 'no_stream' });
        const conflict = await conflictOf(store.appendToStream(stream, [event('B')], { expectedRevision: 'no_stream' }));
        expect(conflict.stream).toBe(stream);
        expect(conflict.actual).toBe(0n);
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('given no stream, when appending with stream_exists, then it conflicts with actual no_stream', async () => {
        const stream = newStream();
        const conflict = await conflictOf(store.appendToStream(stream, [event('A')], { expectedRevision: 'stream_exists' }));
        expect(conflict.actual).toBe('no_stream');
        expect(await store.readStream(stream)).toEqual([]);
      });

      it('given an existing stream, when appending with stream_exists, then it appends', async () => {
        const stream = newStream();
        await store.appendToStream(stream, [event('A')], { expectedRevision: 'no_stream' });
        const result = await store.appendToStream(stream, [event('B')], { expectedRevision: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('given a stream at revision 1, when appending at revision 1, then it appends; at a stale revision it conflicts', async () => {
        const stream = newStream();
        await store.appendToStream(stream, [event('A'), event('B')], { expectedRevision: 'no_stream' });
        const result = await store.appendToStream(stream, [event('C')], { expectedRevision: 1n });
        expect(result.nextExpectedRevision).toBe(2n);
        const conflict = await conflictOf(store.appendToStream(stream, [event('D')], { expectedRevision: 1n }));
        expect(conflict.expected).toBe(1n);
        expect(conflict.actual).toBe(2n);
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it('given no stream, when appending at an exact revision, then it conflicts with actual no_stream', async () => {
        const conflict = await conflictOf(store.appendToStream(newStream(), [event('A')], { expectedRevision: 0n }));
        expect(conflict.actual).toBe('no_stream');
      });

      it('given any state, when appending with any, then it always appends', async () => {
        const stream = newStream();
        expect((await store.appendToStream(stream, [event('A')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        expect((await store.appendToStream(stream, [event('B')])).nextExpectedRevision).toBe(1n);
      });
    });

    describe('idempotent retries', () => {
      it('given an append with event ids, when it is retried with the same ids and expected revision, then nothing is written twice', async () => {
        const stream = newStream();
        await store.appendToStream(stream, [event('A', {}, randomUUID())], { expectedRevision: 'no_stream' });
        const batch = [event('B', { n: 1 }, randomUUID()), event('C', { n: 2 }, randomUUID())];
        const first = await store.appendToStream(stream, batch, { expectedRevision: 0n });
        const retry = await store.appendToStream(stream, batch, { expectedRevision: 0n });
        expect(retry).toEqual(first);
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
        expect(await readAllOf([stream])).toHaveLength(3);
      });

      it('given a stream created with no_stream, when the creation is retried, then it succeeds without writing', async () => {
        const stream = newStream();
        const created = [event('Reserved', { by: 'u1' }, randomUUID())];
        const first = await store.appendToStream(stream, created, { expectedRevision: 'no_stream' });
        const retry = await store.appendToStream(stream, created, { expectedRevision: 'no_stream' });
        expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('given a stream reserved by one caller, when another caller reserves it with new ids, then the second conflicts', async () => {
        const stream = newStream('reservation');
        await store.appendToStream(stream, [event('Reserved', { by: 'u1' }, randomUUID())], { expectedRevision: 'no_stream' });
        await conflictOf(
          store.appendToStream(stream, [event('Reserved', { by: 'u2' }, randomUUID())], { expectedRevision: 'no_stream' }),
        );
        expect((await store.readStream(stream))[0].data).toEqual({ by: 'u1' });
      });
    });

    describe('reading a stream', () => {
      let stream: string;
      beforeEach(async () => {
        stream = newStream();
        await store.appendToStream(
          stream,
          ['E0', 'E1', 'E2', 'E3', 'E4'].map((type) => event(type)),
          { expectedRevision: 'no_stream' },
        );
      });

      it('when reading forwards from a revision with a max count, then it gives that slice in order', async () => {
        const read = await store.readStream(stream, { fromRevision: 1n, maxCount: 3 });
        expect(read.map((e) => e.type)).toEqual(['E1', 'E2', 'E3']);
      });

      it('when reading backwards, then it starts at the end unless given a revision', async () => {
        expect((await store.readStream(stream, { direction: 'backwards', maxCount: 2 })).map((e) => e.type)).toEqual([
          'E4',
          'E3',
        ]);
        expect(
          (await store.readStream(stream, { direction: 'backwards', fromRevision: 2n })).map((e) => e.revision),
        ).toEqual([2n, 1n, 0n]);
      });

      it('when reading a stream that does not exist, then it gives no events in either direction', async () => {
        expect(await store.readStream(newStream('missing'))).toEqual([]);
        expect(await store.readStream(newStream('missing'), { direction: 'backwards' })).toEqual([]);
      });
    });

    describe('reading all events', () => {
      it('given events in several streams, when reading from the start, then they come in commit order', async () => {
        const [a, b] = [newStream('a'), newStream('b')];
        await store.appendToStream(a, [event('A1')]);
        await store.appendToStream(b, [event('B1')]);
        await store.appendToStream(a, [event('A2')]);
        const read = await readAllOf([a, b], START_POSITION);
        expect(read.map((e) => e.type)).toEqual(['A1', 'B1', 'A2']);
        const positions = read.map((e) => e.position);
        expect([...positions].sort()).toEqual(positions);
        expect(read.every((e) => !e.type.startsWith('$'))).toBe(true);
      });

      it('when reading from a position, then that position is excluded', async () => {
        const stream = newStream();
        const first = await store.appendToStream(stream, [event('First')]);
        await store.appendToStream(stream, [event('Second'), event('Third')]);
        const read = await readAllOf([stream], first.position);
        expect(read.map((e) => e.type)).toEqual(['Second', 'Third']);
      });

      it('given a head position, when events are appended later, then a live reader receives them and stops on abort', async () => {
        const stream = newStream('live');
        await store.appendToStream(stream, [event('BeforeSubscribing')]);
        const head = await store.headPosition();
        const controller = new AbortController();
        const received: string[] = [];
        const reading = (async () => {
          for await (const recorded of store.readAll({ from: head, signal: controller.signal })) {
            if (recorded.stream !== stream) continue;
            received.push(recorded.type);
            if (received.length === 2) controller.abort();
          }
        })();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await store.appendToStream(stream, [event('Live1')]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await store.appendToStream(stream, [event('Live2')]);
        await reading;
        expect(received).toEqual(['Live1', 'Live2']);
      });

      it('when appending, then the head position moves to the last appended event', async () => {
        const result = await store.appendToStream(newStream(), [event('A'), event('B')]);
        expect(await store.headPosition()).toBe(result.position);
      });

      it("when appending a batch or one event, then each append's position is the one reading all gives its last event", async () => {
        const stream = newStream();
        const before = await store.headPosition();
        const batch = await store.appendToStream(stream, [event('A'), event('B'), event('C')], { expectedRevision: 'no_stream' });
        const single = await store.appendToStream(stream, [event('D')], { expectedRevision: batch.nextExpectedRevision });
        const read = await readAllOf([stream], before);
        expect(read.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
        expect(read[2].position).toBe(batch.position);
        expect(read[3].position).toBe(single.position);
      });
    });

    describe('copying from another store', () => {
      it('given events appended with their original time, when read back, then they keep that time and their metadata as given', async () => {
        const stream = newStream('copied');
        const recordedAt = new Date('2025-03-04T05:06:07.089Z');
        await store.appendToStream(stream, [{ ...event('Copied', { n: 1 }, randomUUID()), recordedAt }], { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, [event('Fresh')], { expectedRevision: 0n });
        const [copied, fresh] = await store.readStream(stream);
        expect(copied.recordedAt.toISOString()).toBe(recordedAt.toISOString());
        expect(copied.metadata).toEqual({ correlationId: 'corr-1', actorId: 'user-1' });
        expect(fresh.recordedAt.getTime()).toBeGreaterThan(recordedAt.getTime());
        const [viaAll] = await readAllOf([stream]);
        expect(viaAll.recordedAt.toISOString()).toBe(recordedAt.toISOString());
        expect(viaAll.metadata).toEqual(copied.metadata);
      });
    });

    describe('identity', () => {
      it('when asked twice, then it gives the same id, and asking writes nothing a reader of all events sees', async () => {
        const head = await store.headPosition();
        const first = await store.identity();
        const second = await store.identity();
        expect(typeof first).toBe('string');
        expect(first.length).toBeGreaterThan(0);
        expect(second).toBe(first);
        expect(await store.headPosition()).toBe(head);
      });

      it('given another connection to the same store, when asked, then it gives the same id', async () => {
        const id = await store.identity();
        const again = await options.reopen();
        try {
          expect(await again.identity()).toBe(id);
        } finally {
          await again.close();
        }
      });
    });

    describe('retiring a stream', () => {
      it('given a stream at revision 1, when retired at a stale revision, then nothing changes; at its revision, the name is free and the events stay in the log', async () => {
        const stream = newStream('retire');
        const ids: string[] = [randomUUID(), randomUUID()];
        await store.appendToStream(stream, [event('Reserved', {}, ids[0]), event('Released', {}, ids[1])], { expectedRevision: 'no_stream' });
        expect(await store.retireStream(stream, 0n)).toBe(false);
        expect(await store.readStream(stream)).toHaveLength(2);

        expect(await store.retireStream(stream, 1n)).toBe(true);
        expect(await store.readStream(stream)).toEqual([]);
        expect(await store.retireStream(stream, 1n)).toBe(false);
        const kept: string[] = [];
        for await (const recorded of store.readAll({ catchUpOnly: true })) if (ids.includes(recorded.id)) kept.push(recorded.id);
        expect(kept).toEqual(ids);

        await store.appendToStream(stream, [event('Reserved', { again: true })], { expectedRevision: 'no_stream' });
        expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ again: true }]);
      });
    });

    describe('concurrency', () => {
      it('given 50 concurrent appends at one revision, then exactly one wins, the rest conflict and nothing is lost', async () => {
        const stream = newStream('race');
        await store.appendToStream(stream, [event('Created')], { expectedRevision: 'no_stream' });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 50 }, (_, contender) =>
            store.appendToStream(stream, [event('Claimed', { contender })], { expectedRevision: 0n }),
          ),
        );
        const winners = outcomes.filter((o) => o.status === 'fulfilled');
        const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(49);
        expect(losers.every((o) => o.reason instanceof WrongExpectedRevisionError)).toBe(true);
        const stored = await store.readStream(stream);
        expect(stored.map((e) => e.type)).toEqual(['Created', 'Claimed']);
        const winner = outcomes.findIndex((o) => o.status === 'fulfilled');
        expect(stored[1].data).toEqual({ contender: winner });
      });
    });
  });
}
