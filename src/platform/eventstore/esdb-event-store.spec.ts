import { describe, expect, it } from '@jest/globals';
import { ANY, NO_STREAM, STREAM_EXISTS } from '@eventstore/db-client';
import { START_POSITION, comparePositions } from './event-store.js';
import { describeEventStoreContract } from './event-store.contract.js';
import {
  EsdbEventStore,
  decodePosition,
  encodePosition,
  toActualRevision,
  toEsdbExpectedRevision,
  toEsdbScheme,
} from './esdb-event-store.js';

const url = process.env.EVENTSTORE_URL;

if (url) {
  describeEventStoreContract('EventStoreDB', () => EsdbEventStore.connect(url));
} else {
  process.stdout.write(
    'EventStoreDB contract skipped: EVENTSTORE_URL is not set (no EventStoreDB server can be installed on this machine)\n',
  );
}

describe('EsdbEventStore without a server', () => {
  const maxU64 = 2n ** 64n - 1n;

  it('given $all positions, when encoded and decoded, then they round-trip, including the 64-bit extremes', () => {
    for (const position of [
      { commit: 0n, prepare: 0n },
      { commit: 1234n, prepare: 1234n },
      { commit: 98_765n, prepare: 98_000n },
      { commit: maxU64, prepare: maxU64 },
    ]) {
      const encoded = encodePosition(position);
      expect(encoded).toMatch(/^\d{20}-\d{20}$/);
      expect(decodePosition(encoded)).toEqual(position);
    }
  });

  it('given positions in $all order, when encoded, then string order is the same order and all follow START_POSITION', () => {
    const inStoreOrder = [
      { commit: 0n, prepare: 0n },
      { commit: 9n, prepare: 9n },
      { commit: 9n, prepare: 120n },
      { commit: 10n, prepare: 0n },
      { commit: 1_000_000n, prepare: 999_999n },
      { commit: maxU64, prepare: maxU64 },
    ].map(encodePosition);
    expect([...inStoreOrder].reverse().sort(comparePositions)).toEqual(inStoreOrder);
    expect(inStoreOrder.every((position) => comparePositions(START_POSITION, position) < 0)).toBe(true);
  });

  it('given a string that is not an EventStoreDB position, when decoded, then it is refused', () => {
    for (const bad of ['', '00000000000000000042', '1-2', `${'0'.repeat(20)}-${'x'.repeat(20)}`]) {
      expect(() => decodePosition(bad)).toThrow(RangeError);
    }
  });

  it("given the port's expected revisions, when mapped, then they are the client's constants and revisions", () => {
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toEsdbExpectedRevision(41n)).toBe(41n);
  });

  it("given the client's actual versions, when mapped, then a missing stream is 'no_stream' however reported", () => {
    expect(toActualRevision('no_stream')).toBe('no_stream');
    expect(toActualRevision(-1n)).toBe('no_stream');
    expect(toActualRevision(0n)).toBe(0n);
    expect(toActualRevision(7n)).toBe(7n);
  });

  it('given a KurrentDB connection string, when connecting, then it is spelled with the scheme client v6 parses', () => {
    expect(toEsdbScheme('kurrentdb://eventstore:2113?tls=false')).toBe('esdb://eventstore:2113?tls=false');
    expect(toEsdbScheme('kurrentdb+discover://a:2113,b:2113')).toBe('esdb+discover://a:2113,b:2113');
    expect(toEsdbScheme('esdb://eventstore:2113?tls=false')).toBe('esdb://eventstore:2113?tls=false');
  });
});
