import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, sessionCookie, uniqueName } from './accounts-support.js';
import { adminEnv, signedInAdmin } from './catalog-support.js';

/**
 * Every route the app exposes, with the status each kind of caller gets when it calls it with an id that names
 * nothing and an empty JSON body. The routes are read from the running app: a new route without a row here
 * fails the suite, so nobody adds an endpoint without deciding who may call it.
 */
type Caller = 'anonymous' | 'member' | 'admin';
const matrix: Record<string, Record<Caller, number>> = {
  'GET /api/docs': { anonymous: 200, member: 200, admin: 200 },
  'GET /api/health': { anonymous: 200, member: 200, admin: 200 },
  'POST /api/register': { anonymous: 400, member: 400, admin: 400 },
  'POST /api/login': { anonymous: 400, member: 400, admin: 400 },
  'POST /api/logout': { anonymous: 204, member: 204, admin: 204 },
  'GET /api/user': { anonymous: 401, member: 200, admin: 200 },
  'PATCH /api/user': { anonymous: 401, member: 400, admin: 400 },
  'POST /api/user/password': { anonymous: 401, member: 400, admin: 400 },
  'GET /api/stats/events-count': { anonymous: 200, member: 200, admin: 200 },
  'GET /api/events': { anonymous: 401, member: 200, admin: 200 },
  'GET /api/events/:id': { anonymous: 401, member: 404, admin: 404 },
  'GET /api/events/:id/calendar': { anonymous: 401, member: 403, admin: 403 },
  'GET /api/saved-events': { anonymous: 401, member: 200, admin: 200 },
  'GET /api/saved-events/calendar': { anonymous: 401, member: 403, admin: 403 },
  'POST /api/saved-events/:id': { anonymous: 401, member: 404, admin: 404 },
  'DELETE /api/saved-events/:id': { anonymous: 401, member: 200, admin: 200 },
  'GET /api/saved-events/:id/note': { anonymous: 401, member: 403, admin: 403 },
  'PUT /api/saved-events/:id/note': { anonymous: 401, member: 403, admin: 403 },
  'DELETE /api/saved-events/:id/note': { anonymous: 401, member: 403, admin: 403 },
  'GET /api/calendar-feed': { anonymous: 401, member: 403, admin: 403 },
  'POST /api/calendar-feed': { anonymous: 401, member: 403, admin: 403 },
  'DELETE /api/calendar-feed': { anonymous: 401, member: 403, admin: 403 },
  'GET /api/calendar/:token.ics': { anonymous: 404, member: 404, admin: 404 },
  'GET /api/insights': { anonymous: 401, member: 403, admin: 403 },
  'GET /api/notification-preferences': { anonymous: 401, member: 200, admin: 200 },
  'PATCH /api/notification-preferences': { anonymous: 401, member: 400, admin: 400 },
  'POST /api/unsubscribe': { anonymous: 400, member: 400, admin: 400 },
  'GET /api/unsubscribe': { anonymous: 303, member: 303, admin: 303 },
  'POST /api/admin/notifications/run': { anonymous: 401, member: 403, admin: 200 },
  'POST /api/admin/events': { anonymous: 401, member: 403, admin: 400 },
  'GET /api/admin/events/export': { anonymous: 401, member: 403, admin: 200 },
  'POST /api/admin/events/import': { anonymous: 401, member: 403, admin: 415 },
  'PATCH /api/admin/events/:id': { anonymous: 401, member: 403, admin: 400 },
  'DELETE /api/admin/events/:id': { anonymous: 401, member: 403, admin: 404 },
  'POST /api/admin/events/:id/cancel': { anonymous: 401, member: 403, admin: 404 },
  'POST /api/admin/events/:id/sample': { anonymous: 401, member: 403, admin: 404 },
  'GET /api/subscription': { anonymous: 401, member: 200, admin: 200 },
  'POST /api/create-subscription': { anonymous: 401, member: 400, admin: 400 },
  'POST /api/create-portal-session': { anonymous: 401, member: 503, admin: 503 },
  'POST /api/webhooks/stripe': { anonymous: 503, member: 503, admin: 503 },
  'GET /api/admin/stats': { anonymous: 401, member: 403, admin: 200 },
  'GET /api/admin/events/by-day': { anonymous: 401, member: 403, admin: 200 },
  'GET /api/admin/events/recent': { anonymous: 401, member: 403, admin: 200 },
  'GET /api/admin/users': { anonymous: 401, member: 403, admin: 200 },
  'POST /api/admin/users/:id/admin': { anonymous: 401, member: 403, admin: 404 },
  'DELETE /api/admin/users/:id/admin': { anonymous: 401, member: 403, admin: 404 },
  'POST /api/admin/users/:id/access': { anonymous: 401, member: 403, admin: 400 },
  'DELETE /api/admin/users/:id/access': { anonymous: 401, member: 403, admin: 404 },
  'GET /api/admin/history/users/:id': { anonymous: 401, member: 403, admin: 404 },
  'GET /api/admin/history/events/:id': { anonymous: 401, member: 403, admin: 404 },
  'GET /api/admin/history/subscriptions/:userId': { anonymous: 401, member: 403, admin: 404 },
  'GET /api/admin/history/scrapers/:id': { anonymous: 401, member: 403, admin: 404 },
  'GET /api/admin/scrapers': { anonymous: 401, member: 403, admin: 200 },
  'POST /api/admin/scrapers': { anonymous: 401, member: 403, admin: 400 },
  'POST /api/admin/scrapers/initialize': { anonymous: 401, member: 403, admin: 201 },
  'POST /api/admin/scrapers/run-all': { anonymous: 401, member: 403, admin: 202 },
  'PATCH /api/admin/scrapers/:id': { anonymous: 401, member: 403, admin: 400 },
  'POST /api/admin/scrapers/:id/run': { anonymous: 401, member: 403, admin: 404 },
  'GET /api/admin/logs': { anonymous: 401, member: 403, admin: 200 },
  'GET /api/blog-posts': { anonymous: 200, member: 200, admin: 200 },
  'GET /api/blog-posts/:slug': { anonymous: 404, member: 404, admin: 404 },
  'GET /sitemap.xml': { anonymous: 200, member: 200, admin: 200 },
  'GET /api/admin/blog-posts': { anonymous: 401, member: 403, admin: 200 },
  'POST /api/admin/blog-posts': { anonymous: 401, member: 403, admin: 400 },
  'POST /api/admin/blog-posts/preview': { anonymous: 401, member: 403, admin: 400 },
  'PATCH /api/admin/blog-posts/:id': { anonymous: 401, member: 403, admin: 404 },
  'DELETE /api/admin/blog-posts/:id': { anonymous: 401, member: 403, admin: 404 },
};

const NOTHING = '00000000-0000-4000-8000-000000000000';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

function routesOf(server: TestApp): string[] {
  const express = server.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route?.path}`) : [],
  );
}

function call(client: Browser, route: string) {
  const [method, pattern] = route.split(' ');
  const path = pattern.replace(/:[A-Za-z]+/g, NOTHING);
  switch (method) {
    case 'GET':
      return client.get(path);
    case 'POST':
      return client.post(path, {});
    case 'PATCH':
      return client.patch(path, {});
    case 'PUT':
      return client.put(path, {});
    case 'DELETE':
      return client.delete(path);
    default:
      throw new Error(`No way to call ${route}`);
  }
}

describe('Authorization matrix (every route of the running app)', () => {
  let server: TestApp;
  let routes: string[];
  const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();

  beforeAll(async () => {
    server = await startTestApp({ imports: [AccountsOptionsModule.override(generousLimits)], env: adminEnv });
    routes = routesOf(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('has a row for every route the app exposes, and no row for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect([...routes].sort()).toEqual(Object.keys(matrix).sort());
  });

  /** A fresh session per call, so that a logout or a refused call cannot change what the next row sees. */
  async function signedIn(caller: Caller): Promise<Browser> {
    if (caller === 'anonymous') return browser(server.url);
    if (caller === 'admin') return signedInAdmin(server.url);
    const username = uniqueName('member');
    const response = await browser(server.url).post('/api/register', { username, email: `${username}@example.com`, password: 'green turf at dawn' }).expect(201);
    return browser(server.url, sessionCookie(response));
  }

  it.each(['anonymous', 'member', 'admin'] as const)('gives the %s caller the status of its column on every route', async (caller) => {
    const answers: Record<string, number> = {};
    for (const route of routes) answers[route] = (await call(await signedIn(caller), route)).status;
    expect(answers).toEqual(Object.fromEntries(routes.map((route) => [route, matrix[route]?.[caller]])));
  });

  it('appends nothing when anyone but an admin calls an admin route', async () => {
    const anonymous = await signedIn('anonymous');
    const member = await signedIn('member');
    const before = await head();
    for (const route of routes.filter((candidate) => candidate.includes(' /api/admin/'))) {
      expect((await call(anonymous, route)).status).toBe(401);
      expect((await call(member, route)).body).toEqual({ message: 'Admins only' });
    }
    expect(await head()).toBe(before);
  });
});
