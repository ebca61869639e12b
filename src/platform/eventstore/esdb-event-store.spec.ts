import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Server, type ServerUnaryCall, type ServerWritableStream, type ServiceError, ServerCredentials, status } from '@grpc/grpc-js';
import {
  ANY,
  AccessDeniedError,
  CancelledError,
  DeadlineExceededError,
  EventStoreDBClient,
  NO_STREAM,
  NotLeaderError,
  STREAM_EXISTS,
  StreamNotFoundError,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
  convertToCommandError,
  jsonEvent,
} from '@eventstore/db-client';
import { Empty, StreamIdentifier, UUID } from '@eventstore/db-client/generated/shared_pb.js';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb.js';
import { AppendResp, type ReadReq, ReadResp } from '@eventstore/db-client/generated/streams_pb.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { EventStoreClosedError, START_POSITION, comparePositions } from './event-store.js';
import { describeEventStoreContract } from './event-store.contract.js';
import {
  type ConnectionState,
  EsdbEventStore,
  decodePosition,
  encodePosition,
  isConnectionFailure,
  resubscribeDelay,
  toActualRevision,
  toEsdbExpectedRevision,
  toEsdbScheme,
} from './esdb-event-store.js';
import { closedPort } from '../../../test/support/closed-port.js';

const url = process.env.EVENTSTORE_URL;

if (url) {
  describeEventStoreContract('EventStoreDB', () => EsdbEventStore.connect(url), {
    reopen: () => EsdbEventStore.connect(url),
  });
} else {
  process.stdout.write(
    'EventStoreDB contract skipped: EVENTSTORE_URL is not set (no EventStoreDB server can be installed on this machine)\n',
  );
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
}

async function eventually(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A gRPC error as @grpc/grpc-js hands it over before the client converts it. */
function grpcError(code: number, details: string, metadata: Record<string, string> = {}): ServiceError {
  const error = Object.assign(new Error(`${code} ${details}`), { code, details, metadata: { getMap: () => metadata } });
  return error as unknown as ServiceError;
}

/**
 * A stand-in for EventStoreDB's gRPC Streams service on a given port, answering as `answer` says: the real client talks
 * to it over the network as to a server, so its replies (an append's position or none, a subscription's confirmation
 * and events, a read's failure) reach the adapter as they would in production. It has no other service: the client
 * finds no batch append among the server's features and uses the plain append.
 */
async function fakeEventStore(
  port: number,
  answer: {
    subscribe?: (call: ServerWritableStream<ReadReq, ReadResp>, from: string) => void;
    readStream?: (call: ServerWritableStream<ReadReq, ReadResp>) => void;
    append?: () => AppendResp;
  },
): Promise<{ stop: () => void }> {
  const server = new Server();
  server.addService(StreamsService, {
    read: (call: ServerWritableStream<ReadReq, ReadResp>) => {
      const options = call.request.getOptions();
      if (!options?.hasSubscription()) return answer.readStream ? answer.readStream(call) : call.end();
      const position = options.getAll()?.getPosition();
      answer.subscribe?.(call, position ? `${position.getCommitPosition()}-${position.getPreparePosition()}` : 'start');
    },
    append: (call: ServerUnaryCall<unknown, AppendResp> & NodeJS.EventEmitter, reply: (error: null, response: AppendResp) => void) => {
      call.on('data', () => undefined);
      call.on('end', () => reply(null, answer.append ? answer.append() : appendReply(0n)));
    },
  });
  await new Promise<void>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error) => (error ? reject(error) : resolve())),
  );
  return { stop: () => server.forceShutdown() };
}

function appendReply(revision: bigint, position?: bigint): AppendResp {
  const success = new AppendResp.Success();
  success.setCurrentRevision(String(revision));
  if (position === undefined) {
    success.setNoPosition(new Empty());
  } else {
    const at = new AppendResp.Position();
    at.setCommitPosition(String(position));
    at.setPreparePosition(String(position));
    success.setPosition(at);
  }
  const response = new AppendResp();
  response.setSuccess(success);
  return response;
}

function eventReply(stream: string, revision: bigint, position: bigint, type: string): ReadResp {
  const id = new UUID();
  id.setString(randomUUID());
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Buffer.from(stream));
  const record = new ReadResp.ReadEvent.RecordedEvent();
  record.setId(id);
  record.setStreamIdentifier(identifier);
  record.setStreamRevision(String(revision));
  record.setCommitPosition(String(position));
  record.setPreparePosition(String(position));
  record.getMetadataMap().set('type', type).set('content-type', 'application/json').set('created', String(BigInt(Date.now()) * 10_000n));
  record.setData(Buffer.from(JSON.stringify({ n: Number(revision) })));
  record.setCustomMetadata(Buffer.from('{}'));
  const event = new ReadResp.ReadEvent();
  event.setEvent(record);
  const response = new ReadResp();
  response.setEvent(event);
  return response;
}

function confirmationReply(): ReadResp {
  const confirmation = new ReadResp.SubscriptionConfirmation();
  confirmation.setSubscriptionId(randomUUID());
  const response = new ReadResp();
  response.setConfirmation(confirmation);
  return response;
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

  describe('resubscribe backoff', () => {
    const backoff = { first: 250, max: 5_000 };

    it('given attempts in a row, when paused without jitter, then the pause doubles from first and stays at max', () => {
      const middle = () => 0.5;
      const pauses = [1, 2, 3, 4, 5, 6, 7, 8, 50, 5_000].map((attempt) => resubscribeDelay(attempt, backoff, middle));
      expect(pauses).toEqual([250, 500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000, 5_000, 5_000]);
    });

    it('given the extremes of the random source, when paused, then the jitter is at most 20 % either way, also at the cap', () => {
      for (const attempt of [1, 3, 6, 1_000]) {
        const base = Math.min(250 * 2 ** (attempt - 1), 5_000);
        expect(resubscribeDelay(attempt, backoff, () => 0)).toBeCloseTo(base * 0.8, 6);
        const highest = resubscribeDelay(attempt, backoff, () => 0.999_999);
        expect(highest).toBeLessThanOrEqual(base * 1.2);
        expect(highest).toBeGreaterThan(base * 1.2 - 0.01);
      }
    });

    it('given random draws, when paused many times, then every pause stays within its bounds and they spread out', () => {
      let seed = 42;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const pauses = Array.from({ length: 200 }, () => resubscribeDelay(20, backoff, random));
      expect(Math.min(...pauses)).toBeGreaterThanOrEqual(4_000);
      expect(Math.max(...pauses)).toBeLessThanOrEqual(6_000);
      expect(new Set(pauses.map((pause) => Math.round(pause / 100))).size).toBeGreaterThan(10);
      expect(resubscribeDelay(1, backoff)).toBeGreaterThanOrEqual(200);
      expect(resubscribeDelay(1, backoff)).toBeLessThanOrEqual(300);
    });

    it('given a backoff that is not 0 < first <= max, when connecting, then it is refused', async () => {
      for (const resubscribeBackoffMs of [{ first: 0, max: 10 }, { first: 20, max: 10 }, { first: 5, max: Number.NaN }]) {
        await expect(EsdbEventStore.connect('esdb://127.0.0.1:1?tls=false', { ping: false, resubscribeBackoffMs })).rejects.toThrow(
          RangeError,
        );
      }
    });
  });

  describe('telling an outage from a bug', () => {
    it('given the real errors of a client and a socket facing a closed port, when classified, then they are connection failures', async () => {
      const port = await closedPort();
      const client = EventStoreDBClient.connectionString(`esdb://127.0.0.1:${port}?tls=false`);
      const discovering = EventStoreDBClient.connectionString(
        `esdb+discover://127.0.0.1:${port}?tls=false&maxDiscoverAttempts=1&discoveryInterval=1&gossipTimeout=1`,
      );
      try {
        // The append asks for the server's features first and rejects with that call's raw gRPC error.
        const append = await rejectionOf(client.appendToStream('s', jsonEvent({ type: 'A', data: {} })));
        expect(append).toMatchObject({ code: 14 });
        expect(append).not.toBeInstanceOf(UnavailableError);
        const read = await rejectionOf(
          (async () => {
            for await (const _ of client.readStream('s')) void _;
          })(),
        );
        expect(read).toBeInstanceOf(UnavailableError);
        const discovery = await rejectionOf(
          (async () => {
            for await (const _ of discovering.readStream('s')) void _;
          })(),
        );
        expect((discovery as Error).message).toMatch(/^Failed to discover after 1 attempts/);
        const refused = await new Promise<Error>((resolve) => createConnection(port, '127.0.0.1').on('error', resolve));
        expect(refused).toMatchObject({ code: 'ECONNREFUSED' });

        for (const error of [append, read, discovery, refused, new Error('outer', { cause: refused })]) {
          expect(isConnectionFailure(error)).toBe(true);
        }
      } finally {
        await Promise.all([client.dispose(), discovering.dispose()]);
      }
    });

    it('given the other connection-level errors the client makes, when classified, then they are connection failures', () => {
      const notLeader = grpcError(5, 'Leader info available', {
        exception: 'not-leader',
        'leader-endpoint-host': '10.0.0.2',
        'leader-endpoint-port': '2113',
      });
      expect(convertToCommandError(notLeader)).toBeInstanceOf(NotLeaderError);
      for (const error of [
        new DeadlineExceededError(),
        grpcError(4, 'Deadline exceeded'),
        new TimeoutError(),
        grpcError(10, 'Operation timed out'),
        new CancelledError(grpcError(1, 'Leader info changed')),
        grpcError(1, 'Cancelled on server'),
        grpcError(13, 'Received RST_STREAM with code 2 triggered by internal client error'),
        grpcError(14, 'Server Is Not Ready'),
        notLeader,
        Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
        Object.assign(new Error('getaddrinfo EAI_AGAIN eventstore'), { code: 'EAI_AGAIN' }),
      ]) {
        expect([error.message, isConnectionFailure(error)]).toEqual([error.message, true]);
      }
    });

    it('given answers of the server and bugs, when classified, then none is a connection failure', () => {
      for (const error of [
        new WrongExpectedVersionError(undefined, { streamName: 's', expected: NO_STREAM, current: 0n }),
        new StreamNotFoundError(undefined, 's'),
        new AccessDeniedError(grpcError(7, 'Access denied')),
        grpcError(7, 'Access denied'),
        grpcError(3, 'Maximum Append Size exceeded'),
        grpcError(13, 'Exception was thrown by handler'),
        // What dispose() makes of a call in flight: a cancellation by this client, not by the server.
        grpcError(1, 'Cancelled on client'),
        new EventStoreClosedError(),
        new TypeError("Cannot read properties of undefined (reading 'event')"),
        new Error('boom'),
      ]) {
        expect([error.message, isConnectionFailure(error)]).toEqual([error.message, false]);
      }
      expect(isConnectionFailure('ECONNREFUSED')).toBe(false);
      expect(isConnectionFailure(undefined)).toBe(false);
    });
  });

  describe('against a closed port', () => {
    let store: EsdbEventStore | undefined;
    afterEach(async () => {
      jest.restoreAllMocks();
      await store?.close();
      store = undefined;
    });

    async function openStore(options: Parameters<typeof EsdbEventStore.connect>[1] = {}): Promise<EsdbEventStore> {
      store = await EsdbEventStore.connect(`esdb://127.0.0.1:${await closedPort()}?tls=false`, { ping: false, ...options });
      return store;
    }

    it('given no server, when connecting with the first ping, then it fails as unavailable', async () => {
      const error = await rejectionOf(EsdbEventStore.connect(`esdb://127.0.0.1:${await closedPort()}?tls=false`));
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as StoreUnavailableError).cause).toBeInstanceOf(UnavailableError);
    });

    it('given no server, when each call is made, then it rejects with StoreUnavailableError caused by the client error', async () => {
      const states: ConnectionState[] = [];
      const opened = await openStore({ onConnectionState: (state) => states.push(state) });
      const calls: Array<[string, () => Promise<unknown>]> = [
        ['append', () => opened.appendToStream('s-1', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' })],
        ['readStream', () => opened.readStream('s-1')],
        ['headPosition', () => opened.headPosition()],
        ['ping', () => opened.ping()],
        ['identity', () => opened.identity()],
        [
          'catch-up readAll',
          async () => {
            for await (const _ of opened.readAll({ catchUpOnly: true })) void _;
          },
        ],
      ];
      for (const [name, call] of calls) {
        const error = await rejectionOf(call());
        expect([name, error]).toEqual([name, expect.any(StoreUnavailableError)]);
        const { cause, store: which, message } = error as StoreUnavailableError;
        expect(which).toBe('event store');
        expect(message).toMatch(/^The event store is unavailable: .*ECONNREFUSED/);
        // The client's own error: converted (UnavailableError) or, for the append, gRPC's as it came.
        expect(cause).toMatchObject({ code: 14 });
        expect(isConnectionFailure(cause)).toBe(true);
      }
      expect(states).toEqual(['unavailable']);
    });

    it('given a dropped live subscription, when the server stays away, then readAll retries far past 8 attempts, says unavailable once and ends on abort', async () => {
      const subscribe = jest.spyOn(EventStoreDBClient.prototype, 'subscribeToAll');
      const reported: Array<[ConnectionState, unknown]> = [];
      const opened = await openStore({
        resubscribeBackoffMs: { first: 5, max: 20 },
        onConnectionState: (state, error) => reported.push([state, error]),
      });
      const controller = new AbortController();
      let outcome: 'running' | 'ended' | 'threw' = 'running';
      let received = 0;
      const reading = (async () => {
        try {
          for await (const _ of opened.readAll({ signal: controller.signal })) received += 1;
          outcome = 'ended';
        } catch {
          outcome = 'threw';
        }
      })();

      await eventually(() => subscribe.mock.calls.length >= 30, 8_000);
      expect(outcome).toBe('running');
      expect(reported).toHaveLength(1);
      const [state, error] = reported[0];
      expect(state).toBe('unavailable');
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as StoreUnavailableError).cause).toBeInstanceOf(UnavailableError);

      const abortedAt = Date.now();
      controller.abort();
      await reading;
      expect(Date.now() - abortedAt).toBeLessThan(500);
      expect(outcome).toBe('ended');
      expect(received).toBe(0);
      const attempts = subscribe.mock.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(subscribe.mock.calls.length).toBe(attempts);
    });

    it('given a live reader retrying, when the store closes, then the reader ends and later calls say the store is closed', async () => {
      const opened = await openStore({ resubscribeBackoffMs: { first: 5, max: 20 } });
      let ended = false;
      const reading = (async () => {
        for await (const _ of opened.readAll()) void _;
        ended = true;
      })();
      await new Promise((resolve) => setTimeout(resolve, 30));
      await opened.close();
      await reading;
      expect(ended).toBe(true);
      await expect(opened.appendToStream('s', [{ type: 'A', data: {} }])).rejects.toBeInstanceOf(EventStoreClosedError);
      await expect(opened.identity()).rejects.toBeInstanceOf(EventStoreClosedError);
      await expect(opened.ping()).rejects.toBeInstanceOf(EventStoreClosedError);
    });
  });

  describe('against a stand-in server on the network', () => {
    const stops: Array<() => void> = [];
    let store: EsdbEventStore | undefined;
    afterEach(async () => {
      await store?.close();
      store = undefined;
      for (const stop of stops.splice(0)) stop();
    });

    async function serve(port: number, answer: Parameters<typeof fakeEventStore>[1]): Promise<() => void> {
      const { stop } = await fakeEventStore(port, answer);
      stops.push(stop);
      return stop;
    }

    it('given an append whose reply carries a position, then that position is the result and nothing is read back', async () => {
      const port = await closedPort();
      let streamReads = 0;
      await serve(port, {
        append: () => appendReply(1n, 5_000n),
        readStream: (call) => {
          streamReads += 1;
          call.end();
        },
      });
      store = await EsdbEventStore.connect(`esdb://127.0.0.1:${port}?tls=false`, { ping: false });
      const result = await store.appendToStream('s-1', [{ type: 'A', data: {} }, { type: 'B', data: {} }]);
      expect(result).toEqual({ nextExpectedRevision: 1n, position: encodePosition({ commit: 5_000n, prepare: 5_000n }) });
      expect(streamReads).toBe(0);
    });

    it('given an idempotent retry whose reply has no position, then the position is read back from the stored last event', async () => {
      const port = await closedPort();
      const revisionsRead: string[] = [];
      await serve(port, {
        append: () => appendReply(1n),
        readStream: (call) => {
          revisionsRead.push(call.request.getOptions()?.getStream()?.getRevision() ?? '?');
          call.write(eventReply('s-1', 1n, 4_200n, 'B'));
          call.end();
        },
      });
      store = await EsdbEventStore.connect(`esdb://127.0.0.1:${port}?tls=false`, { ping: false });
      const result = await store.appendToStream('s-1', [{ id: randomUUID(), type: 'B', data: {} }], { expectedRevision: 0n });
      expect(result).toEqual({ nextExpectedRevision: 1n, position: encodePosition({ commit: 4_200n, prepare: 4_200n }) });
      expect(revisionsRead).toEqual(['1']);
    });

    it('given a reply without a position, when the read-back cannot reach the server, then it says the events were appended', async () => {
      const port = await closedPort();
      await serve(port, {
        append: () => appendReply(3n),
        readStream: (call) => call.emit('error', { code: status.UNAVAILABLE, details: 'Server Is Not Ready' }),
      });
      store = await EsdbEventStore.connect(`esdb://127.0.0.1:${port}?tls=false`, { ping: false });
      const error = await rejectionOf(store.appendToStream('s-1', [{ id: randomUUID(), type: 'A', data: {} }]));
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as Error).message).toMatch(/events were appended to stream s-1 \(up to revision 3\), but their position could not be read back/);
      expect((error as Error).cause).toBeInstanceOf(UnavailableError);
    });

    it('given a live reader through two outages, then it resumes after the last event each time and says each change once', async () => {
      const port = await closedPort();
      const froms: string[] = [];
      const states: ConnectionState[] = [];
      store = await EsdbEventStore.connect(`esdb://127.0.0.1:${port}?tls=false`, {
        ping: false,
        resubscribeBackoffMs: { first: 5, max: 20 },
        onConnectionState: (state) => states.push(state),
      });
      const controller = new AbortController();
      const received: string[] = [];
      const opened = store;
      const reading = (async () => {
        for await (const recorded of opened.readAll({ signal: controller.signal })) received.push(`${recorded.type}@${recorded.position}`);
      })();
      const subscribe = (position: bigint, type: string) => (call: ServerWritableStream<ReadReq, ReadResp>, from: string) => {
        froms.push(from);
        call.write(confirmationReply());
        call.write(eventReply(`s-${type}`, 0n, position, type));
      };

      await eventually(() => states.length === 1, 5_000);
      const stopFirst = await serve(port, { subscribe: subscribe(100n, 'First') });
      await eventually(() => received.length === 1, 5_000);
      stopFirst();
      await eventually(() => states.length === 3, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await serve(port, { subscribe: subscribe(200n, 'Second') });
      await eventually(() => received.length === 2, 5_000);
      controller.abort();
      await reading;

      const at = (position: bigint) => encodePosition({ commit: position, prepare: position });
      expect(received).toEqual([`First@${at(100n)}`, `Second@${at(200n)}`]);
      expect(froms[0]).toBe('start');
      expect(froms.slice(1).every((from) => from === '100-100')).toBe(true);
      expect(states).toEqual(['unavailable', 'connected', 'unavailable', 'connected']);
    });
  });
});
