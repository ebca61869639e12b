import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ApiCall = { method: string; path: string; body: unknown };
/** A JSON `body`, or a raw `text` body with its own headers (a calendar file, say). */
export type ApiReply = { status: number; body?: unknown; text?: string; headers?: Record<string, string> };
type Handler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export type TestApi = {
  /** Every request the server received, in order. */
  calls: ApiCall[];
  /**
   * Answers `"METHOD /path"` from now on; a function may hold the answer back (a pending request). A route
   * without a query string also answers that path with any query string no route names exactly.
   */
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
      // JSON bodies arrive parsed; any other body (a CSV upload, say) as the text sent.
      const isJson = (request.headers['content-type'] ?? '').includes('json');
      const body: unknown = text ? (isJson ? JSON.parse(text) : text) : undefined;
      const call: ApiCall = { method: request.method ?? 'GET', path: request.url ?? '/', body };
      calls.push(call);
      const route = routes.get(`${call.method} ${call.path}`) ?? routes.get(`${call.method} ${call.path.split('?')[0]}`);
      const answer = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
      void Promise.resolve(answer).then(({ status, body, text, headers = {} }) => {
        if (text !== undefined) response.writeHead(status, headers).end(text);
        else if (body === undefined) response.writeHead(status, headers).end();
        else response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
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

type TestUser = {
  id: string;
  username: string;
  email: string;
  language: 'en' | 'es';
  isAdmin: boolean;
  accessLevel: 'sample' | 'basic' | 'pro';
  subscriptionStatus: 'active' | 'cancelled' | 'past_due' | null;
  stripeSubscriptionId: string | null;
  planType: 'basic' | 'pro' | null;
  createdAt: string;
};

/** A user as the server answers it (a free account unless told otherwise); override what the test is about. */
export function aUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    id: 'f3a1c2d4-0000-4000-8000-000000000001',
    username: 'coach_kim',
    email: 'kim@example.com',
    language: 'en',
    isAdmin: false,
    accessLevel: 'sample',
    subscriptionStatus: null,
    stripeSubscriptionId: null,
    planType: null,
    createdAt: '2025-10-24T12:00:00.000Z',
    ...overrides,
  };
}

/** A paying user of the given plan, as the server answers one with an active subscription. */
export function aSubscriber(plan: 'basic' | 'pro', overrides: Partial<TestUser> = {}): TestUser {
  return aUser({
    accessLevel: plan,
    subscriptionStatus: 'active',
    stripeSubscriptionId: `sub_${plan}_0001`,
    planType: plan,
    ...overrides,
  });
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

/**
 * The stand-in API for one test file: started before its tests, reset after each, closed after all. Use at the
 * top level of a spec file.
 */
export function setUpTestApi(): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterEach(() => api?.reset());
  afterAll(async () => {
    await api?.close();
  });
  const current = (): TestApi => {
    if (!api) throw new Error('The test API starts in beforeAll: use it inside tests and hooks');
    return api;
  };
  return {
    get calls() {
      return current().calls;
    },
    on: (route, reply) => current().on(route, reply),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}
