import { jest } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ApiCall = { method: string; path: string; body: unknown };
export type ApiReply = { status: number; body?: unknown };
type Handler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export type TestApi = {
  /** Every request the server received, in order. */
  calls: ApiCall[];
  /** Answers `"METHOD /path"` from now on; a function may hold the answer back (a pending request). */
  on(route: string, reply: ApiReply | Handler): void;
  /** Forgets calls and answers; by default a visitor is signed out. */
  reset(): void;
  close(): Promise<void>;
};

const signedOut: ApiReply = { status: 401, body: { message: 'Not signed in' } };

/**
 * A real HTTP server on loopback standing in for the API, so component tests exercise the real client (headers,
 * status handling, JSON) over the wire. The app calls relative `/api/...` URLs, which jsdom's fetch cannot resolve,
 * so fetch is wrapped only to prefix this server's origin.
 */
export async function startTestApi(): Promise<TestApi> {
  const calls: ApiCall[] = [];
  const routes = new Map<string, ApiReply | Handler>();

  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const call: ApiCall = { method: request.method ?? 'GET', path: request.url ?? '/', body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const route = routes.get(`${call.method} ${call.path}`);
      const answer = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
      void Promise.resolve(answer).then(({ status, body }) => {
        if (body === undefined) response.writeHead(status).end();
        else response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const realFetch = globalThis.fetch;
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input, init) => realFetch(typeof input === 'string' ? new URL(input, origin) : input, init));

  const reset = () => {
    calls.length = 0;
    routes.clear();
    routes.set('GET /api/user', signedOut);
  };
  reset();

  return {
    calls,
    on: (route, reply) => void routes.set(route, reply),
    reset,
    close: async () => {
      fetchSpy.mockRestore();
      // Requests a test left pending must not keep the server open.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A user as the server answers it; override what the test is about. */
export function aUser(overrides: Partial<Record<'username' | 'email', string>> & { isAdmin?: boolean } = {}) {
  return {
    id: 'f3a1c2d4-0000-4000-8000-000000000001',
    username: 'coach_kim',
    email: 'kim@example.com',
    isAdmin: false,
    subscriptionStatus: null,
    stripeSubscriptionId: null,
    planType: null,
    createdAt: '2025-10-24T12:00:00.000Z',
    ...overrides,
  };
}

/** A request whose answer the test releases when it is ready to look at the pending state. */
export function heldReply(): { handler: Handler; release(reply: ApiReply): void } {
  let resolveReply: ((reply: ApiReply) => void) | undefined;
  const answer = new Promise<ApiReply>((resolve) => (resolveReply = resolve));
  return {
    handler: () => answer,
    release: (reply) => resolveReply?.(reply),
  };
}
