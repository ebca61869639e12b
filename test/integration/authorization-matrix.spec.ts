import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { METRICS_TOKEN } from '../support/metrics-scrape.js';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../support/stripe-stand-in.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, generousLimits } from './accounts-support.js';
import { CALLER_KINDS, type Caller, type CallerKind, callersOf } from './callers-support.js';
import { adminEnv, today } from './catalog-support.js';
import { allowedGradYears } from '../../src/platform/time/school-year.js';

/**
 * Every route the app exposes, with the status each kind of caller gets when it calls it with an id that names
 * nothing and an empty JSON body (see callers-support.ts for who the callers are; past_due is a Pro subscriber).
 * The routes are read from the running app: a new route without a row here fails the suite, so nobody adds an
 * endpoint without deciding who may call it. The app runs with Stripe settings (a local stand-in), as in
 * production: the payment routes answer as they do there, not with "payments are not configured", and with a metrics
 * token, so that /metrics is a route.
 */
const matrix: Record<string, Record<CallerKind, number>> = table({
  //                                               anonymous  sample  basic  pro  cancelled  past_due  admin
  'GET /api/docs':                                  [200,      200,    200,   200, 200,       200,      200],
  'GET /api/health':                                [200,      200,    200,   200, 200,       200,      200],
  'POST /api/register':                             [400,      400,    400,   400, 400,       400,      400],
  'POST /api/login':                                [400,      400,    400,   400, 400,       400,      400],
  'POST /api/logout':                               [204,      204,    204,   204, 204,       204,      204],
  'GET /api/user':                                  [401,      200,    200,   200, 200,       200,      200],
  'PATCH /api/user':                                [401,      400,    400,   400, 400,       400,      400],
  'POST /api/user/password':                        [401,      400,    400,   400, 400,       400,      400],
  'DELETE /api/user':                               [401,      400,    400,   400, 400,       400,      400],
  'GET /api/user/export':                           [401,      200,    200,   200, 200,       200,      200],
  'POST /api/user/logout-everywhere':               [401,      204,    204,   204, 204,       204,      204],
  'GET /api/stats/events-count':                    [200,      200,    200,   200, 200,       200,      200],
  'GET /api/events':                                [401,      200,    200,   200, 200,       200,      200],
  'GET /api/events/:id':                            [401,      404,    404,   404, 404,       404,      404],
  'GET /api/events/:id/calendar':                   [401,      403,    403,   404, 403,       404,      403],
  'GET /api/saved-events':                          [401,      200,    200,   200, 200,       200,      200],
  'GET /api/saved-events/calendar':                 [401,      403,    403,   404, 403,       404,      403],
  'POST /api/saved-events/:id':                     [401,      404,    404,   404, 404,       404,      404],
  'DELETE /api/saved-events/:id':                   [401,      200,    200,   200, 200,       200,      200],
  'GET /api/saved-events/:id/note':                 [401,      403,    403,   404, 403,       404,      403],
  'PUT /api/saved-events/:id/note':                 [401,      403,    403,   400, 403,       400,      403],
  'DELETE /api/saved-events/:id/note':              [401,      403,    403,   404, 403,       404,      403],
  'GET /api/calendar-feed':                         [401,      403,    403,   200, 403,       200,      403],
  'POST /api/calendar-feed':                        [401,      403,    403,   200, 403,       200,      403],
  'DELETE /api/calendar-feed':                      [401,      403,    403,   204, 403,       204,      403],
  'GET /api/calendar/:token.ics':                   [404,      404,    404,   404, 404,       404,      404],
  'GET /api/insights':                              [401,      403,    403,   200, 403,       200,      403],
  'GET /api/colleges':                              [401,      403,    403,   200, 403,       200,      200],
  'GET /api/notification-preferences':              [401,      200,    200,   200, 200,       200,      200],
  'PATCH /api/notification-preferences':            [401,      400,    400,   400, 400,       400,      400],
  'POST /api/unsubscribe':                          [400,      400,    400,   400, 400,       400,      400],
  'GET /api/unsubscribe':                           [303,      303,    303,   303, 303,       303,      303],
  'GET /api/subscription':                          [401,      200,    200,   200, 200,       200,      200],
  'POST /api/create-subscription':                  [401,      400,    400,   400, 400,       400,      400],
  // 409: no billing account yet (granted plans have none); the Stripe subscribers have one.
  'POST /api/create-portal-session':                [401,      409,    409,   409, 200,       200,      409],
  'POST /api/webhooks/stripe':                      [400,      400,    400,   400, 400,       400,      400],
  'GET /api/blog-posts':                            [200,      200,    200,   200, 200,       200,      200],
  'GET /api/blog-posts/:slug':                      [404,      404,    404,   404, 404,       404,      404],
  'GET /sitemap.xml':                               [200,      200,    200,   200, 200,       200,      200],
  // A monitoring system's bearer token (METRICS_TOKEN), never a session: an admin's cookie opens nothing here.
  'GET /metrics':                                   [401,      401,    401,   401, 401,       401,      401],
  'POST /api/admin/notifications/run':              [401,      403,    403,   403, 403,       403,      200],
  'POST /api/admin/events':                         [401,      403,    403,   403, 403,       403,      400],
  'GET /api/admin/events/export':                   [401,      403,    403,   403, 403,       403,      200],
  'POST /api/admin/events/import':                  [401,      403,    403,   403, 403,       403,      415],
  'PATCH /api/admin/events/:id':                    [401,      403,    403,   403, 403,       403,      400],
  'DELETE /api/admin/events/:id':                   [401,      403,    403,   403, 403,       403,      404],
  'POST /api/admin/events/:id/cancel':              [401,      403,    403,   403, 403,       403,      404],
  'POST /api/admin/events/:id/sample':              [401,      403,    403,   403, 403,       403,      404],
  'GET /api/admin/stats':                           [401,      403,    403,   403, 403,       403,      200],
  'GET /api/admin/health':                          [401,      403,    403,   403, 403,       403,      200],
  'GET /api/admin/events/by-day':                   [401,      403,    403,   403, 403,       403,      200],
  'GET /api/admin/events/recent':                   [401,      403,    403,   403, 403,       403,      200],
  'GET /api/admin/users':                           [401,      403,    403,   403, 403,       403,      200],
  'POST /api/admin/users/:id/admin':                [401,      403,    403,   403, 403,       403,      404],
  'DELETE /api/admin/users/:id/admin':              [401,      403,    403,   403, 403,       403,      404],
  'DELETE /api/admin/users/:id':                    [401,      403,    403,   403, 403,       403,      400],
  'POST /api/admin/users/:id/access':               [401,      403,    403,   403, 403,       403,      400],
  'DELETE /api/admin/users/:id/access':             [401,      403,    403,   403, 403,       403,      404],
  'GET /api/admin/history/users/:id':               [401,      403,    403,   403, 403,       403,      404],
  'GET /api/admin/history/events/:id':              [401,      403,    403,   403, 403,       403,      404],
  'GET /api/admin/history/subscriptions/:userId':   [401,      403,    403,   403, 403,       403,      404],
  'GET /api/admin/history/scrapers/:id':            [401,      403,    403,   403, 403,       403,      404],
  'GET /api/admin/history/drafts/:id':              [401,      403,    403,   403, 403,       403,      404],
  'GET /api/admin/history/submissions/:id':         [401,      403,    403,   403, 403,       403,      404],
  'GET /api/admin/scrapers':                        [401,      403,    403,   403, 403,       403,      200],
  'POST /api/admin/scrapers':                       [401,      403,    403,   403, 403,       403,      400],
  'POST /api/admin/scrapers/initialize':            [401,      403,    403,   403, 403,       403,      201],
  'POST /api/admin/scrapers/run-all':               [401,      403,    403,   403, 403,       403,      202],
  'POST /api/admin/scrapers/preview':               [401,      403,    403,   403, 403,       403,      400],
  'PATCH /api/admin/scrapers/:id':                  [401,      403,    403,   403, 403,       403,      400],
  'POST /api/admin/scrapers/:id/run':               [401,      403,    403,   403, 403,       403,      404],
  'GET /api/admin/logs':                            [401,      403,    403,   403, 403,       403,      200],
  'GET /api/admin/review':                          [401,      403,    403,   403, 403,       403,      200],
  'POST /api/admin/review/merge':                   [401,      403,    403,   403, 403,       403,      400],
  'POST /api/admin/review/keep-apart':              [401,      403,    403,   403, 403,       403,      400],
  'POST /api/admin/review/confirm-cancelled':       [401,      403,    403,   403, 403,       403,      400],
  'POST /api/admin/review/dismiss':                 [401,      403,    403,   403, 403,       403,      400],
  'GET /api/admin/review/drafts':                   [401,      403,    403,   403, 403,       403,      200],
  'GET /api/admin/review/submissions':              [401,      403,    403,   403, 403,       403,      200],
  'GET /api/admin/review/submissions/:id/original': [401,      403,    403,   403, 403,       403,      404],
  // Organizers need no account: every caller is answered the same, the input checked (an empty body is refused).
  'POST /api/organizers/read':                      [400,      400,    400,   400, 400,       400,      400],
  'POST /api/organizers/submissions':               [400,      400,    400,   400, 400,       400,      400],
  'POST /api/organizers/confirm':                   [400,      400,    400,   400, 400,       400,      400],
  // An inbound-mail service's, by its bearer token alone: no session opens it.
  'POST /api/inbox/messages':                       [401,      401,    401,   401, 401,       401,      401],
  'POST /api/admin/review/drafts/:id/publish':      [401,      403,    403,   403, 403,       403,      404],
  'POST /api/admin/review/drafts/:id/reject':       [401,      403,    403,   403, 403,       403,      400],
  'GET /api/admin/blog-posts':                      [401,      403,    403,   403, 403,       403,      200],
  'POST /api/admin/blog-posts':                     [401,      403,    403,   403, 403,       403,      400],
  'POST /api/admin/blog-posts/preview':             [401,      403,    403,   403, 403,       403,      400],
  'PATCH /api/admin/blog-posts/:id':                [401,      403,    403,   403, 403,       403,      404],
  'DELETE /api/admin/blog-posts/:id':               [401,      403,    403,   403, 403,       403,      404],
});

/**
 * Issue 24's Pro planning filters and following colleges, by caller: what the route's row above cannot say, since it
 * calls each route with nothing in it. Pro and admins may; near and sort=distance then ask for a home ZIP (400).
 */
const PLANNING: Record<string, Record<CallerKind, number>> = table({
  //                                               anonymous  sample  basic  pro  cancelled  past_due  admin
  'GET /api/events?college=Duke':                   [401,      403,    403,   200, 403,       200,      200],
  'GET /api/events?gradYear=<year>':                [401,      403,    403,   200, 403,       200,      200],
  'GET /api/events?near=100':                       [401,      403,    403,   400, 403,       400,      400],
  'GET /api/events?sort=distance':                  [401,      403,    403,   400, 403,       400,      400],
  'PATCH /api/user {followedColleges: [Duke]}':      [401,      403,    403,   200, 403,       200,      200],
  'PATCH /api/user {followedColleges: []}':          [401,      200,    200,   200, 200,       200,      200],
  'PATCH /api/user {homeZip, gradYears}':           [401,      200,    200,   200, 200,       200,      200],
});

/** Calls that end the session they are made with: each gets a session of its own, so later rows keep theirs. */
const SESSION_ENDING = new Set(['POST /api/logout']);

/** Calls that end every session of the user, the kept one too: made last, with a session of their own. */
const EVERY_SESSION_ENDING = new Set(['POST /api/user/logout-everywhere']);

/** Who each caller is, as `GET /api/user` tells it: the matrix means nothing if a caller is not what its column says. */
const PROFILES: Record<Exclude<CallerKind, 'anonymous'>, { accessLevel: string; subscriptionStatus: string | null; isAdmin: boolean }> = {
  sample: { accessLevel: 'sample', subscriptionStatus: null, isAdmin: false },
  basic: { accessLevel: 'basic', subscriptionStatus: 'active', isAdmin: false },
  pro: { accessLevel: 'pro', subscriptionStatus: 'active', isAdmin: false },
  cancelled: { accessLevel: 'sample', subscriptionStatus: 'cancelled', isAdmin: false },
  past_due: { accessLevel: 'pro', subscriptionStatus: 'past_due', isAdmin: false },
  admin: { accessLevel: 'sample', subscriptionStatus: null, isAdmin: true },
};

const NOTHING = '00000000-0000-4000-8000-000000000000';

function table(rows: Record<string, number[]>): Record<string, Record<CallerKind, number>> {
  return Object.fromEntries(
    Object.entries(rows).map(([route, statuses]) => {
      if (statuses.length !== CALLER_KINDS.length) throw new Error(`${route}: one status per caller, ${CALLER_KINDS.length} in all`);
      return [route, Object.fromEntries(CALLER_KINDS.map((kind, index) => [kind, statuses[index]])) as Record<CallerKind, number>];
    }),
  );
}

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

describe('Authorization matrix (every route of the running app, every kind of caller)', () => {
  let server: TestApp;
  let stripe: StripeStandIn;
  let routes: string[];
  let callers: Record<CallerKind, Caller>;
  const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestApp({ imports: [AccountsOptionsModule.override(generousLimits)], env: { ...adminEnv, ...stripeEnv(stripe), METRICS_TOKEN, INBOX_HTTP_TOKEN: 'inbound-mail-service-token-0123456789' } });
    routes = routesOf(server);
    callers = await callersOf(server.url, stripe);
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  it('has a row for every route the app exposes, and no row for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect([...routes].sort()).toEqual(Object.keys(matrix).sort());
  });

  it('has callers who are what their columns say: plan, Stripe status and role', async () => {
    await callers.anonymous.client.get('/api/user').expect(401);
    for (const [kind, profile] of Object.entries(PROFILES)) {
      const user = (await callers[kind as CallerKind].client.get('/api/user').expect(200)).body as Record<string, unknown>;
      expect({ kind, accessLevel: user.accessLevel, subscriptionStatus: user.subscriptionStatus, isAdmin: user.isAdmin }).toEqual({ kind, ...profile });
    }
  });

  // Before the columns: the admin's column starts scraper runs, which append as they go.
  it('appends nothing when anyone but an admin calls an admin route', async () => {
    const adminRoutes = routes.filter((candidate) => candidate.includes(' /api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(20);
    const before = await head();
    for (const kind of CALLER_KINDS.filter((candidate) => candidate !== 'admin')) {
      for (const route of adminRoutes) {
        const answer = await call(callers[kind].client, route);
        expect({ kind, route, status: answer.status, body: answer.body as unknown }).toEqual({
          kind,
          route,
          status: kind === 'anonymous' ? 401 : 403,
          body: { message: kind === 'anonymous' ? 'Not signed in' : 'Admins only' },
        });
      }
    }
    expect(await head()).toBe(before);
  });

  it('opens /metrics to its bearer token alone, whoever\'s session comes with it', async () => {
    for (const kind of CALLER_KINDS) await callers[kind].client.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
  });

  it.each(CALLER_KINDS)('gives the %s caller the status of its column for the planning filters and following colleges', async (kind) => {
    const { from } = allowedGradYears(today());
    const client = callers[kind].client;
    const calls: Record<string, () => Promise<{ status: number }>> = {
      'GET /api/events?college=Duke': () => client.get('/api/events?college=Duke'),
      'GET /api/events?gradYear=<year>': () => client.get(`/api/events?gradYear=${from}`),
      'GET /api/events?near=100': () => client.get('/api/events?near=100'),
      'GET /api/events?sort=distance': () => client.get('/api/events?sort=distance'),
      'PATCH /api/user {followedColleges: [Duke]}': () => client.patch('/api/user', { followedColleges: ['Duke'] }),
      // Stopping is open to every plan: a member who left Pro lets go of the colleges still followed.
      'PATCH /api/user {followedColleges: []}': () => client.patch('/api/user', { followedColleges: [] }),
      'PATCH /api/user {homeZip, gradYears}': () => client.patch('/api/user', { homeZip: null, gradYears: [] }),
    };
    const answers: Record<string, number> = {};
    for (const [name, made] of Object.entries(calls)) answers[name] = (await made()).status;
    expect(answers).toEqual(Object.fromEntries(Object.keys(PLANNING).map((name) => [name, PLANNING[name][kind]])));
  });

  it.each(CALLER_KINDS)('gives the %s caller the status of its column on every route', async (kind) => {
    const caller = callers[kind];
    const answers: Record<string, number> = {};
    for (const route of routes.filter((candidate) => !EVERY_SESSION_ENDING.has(candidate))) {
      const client = SESSION_ENDING.has(route) ? await caller.freshSession() : caller.client;
      answers[route] = (await call(client, route)).status;
    }
    // The kept session outlived every row (none of them signed it out).
    if (kind !== 'anonymous') await caller.client.get('/api/user').expect(200);
    for (const route of routes.filter((candidate) => EVERY_SESSION_ENDING.has(candidate))) {
      answers[route] = (await call(await caller.freshSession(), route)).status;
    }
    expect(answers).toEqual(Object.fromEntries(routes.map((route) => [route, matrix[route]?.[kind]])));
  });
});
