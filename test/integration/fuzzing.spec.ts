import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runInThisContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { ThrottleOptionsModule } from '../../src/platform/http/throttles.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { UnsubscribeTokens } from '../../src/modules/notifications/unsubscribe/unsubscribe-tokens.js';
import { TokenSigner } from '../../src/platform/security/token-signer.js';
import { type KnownValues, csvBody, hostileString, jsonBody } from '../support/fuzz-bodies.js';
import { type FuzzClient, type FuzzRequest, type FuzzRoute, forgedCookie, fuzzClient, fuzzPath, fuzzQuery, fuzzRoutes } from '../support/fuzz-requests.js';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../support/stripe-stand-in.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { browser, generousLimits, generousThrottles, sessionCookie } from './accounts-support.js';
import { CATALOG_ADMIN, adminEnv, eventInput, userAt } from './catalog-support.js';

const RUNS_PER_ROUTE = 200;
const ONE_MB = 1024 * 1024;
const EIGHT_MB = 8 * ONE_MB;

/** Authenticated otherwise: Stripe by its signature, an unsubscribe link by its signed token (RFC 8058 one-click), an inbound-mail service by its bearer token. */
const CSRF_EXEMPT = ['POST /api/webhooks/stripe', 'POST /api/unsubscribe', 'POST /api/inbox/messages'];
/** Routes whose bodies may be larger than 1 MB, with their own cap: a flyer in the organizers' form, a whole mail. */
const LARGER_BODIES: Record<string, number> = { 'POST /api/organizers/read': 6 * ONE_MB, 'POST /api/organizers/submissions': 6 * ONE_MB, 'POST /api/inbox/messages': 11 * ONE_MB };

/** The one route that reads a body other than JSON (its OpenAPI entry documents no body schema). */
const CSV_IMPORT = 'POST /api/admin/events/import';

type Caller = 'anonymous' | 'admin' | 'pro';

/**
 * Jest hands tests a copy of `process` whose listeners Node never calls; the host's own object is the one
 * that emits `unhandledRejection`.
 */
const hostProcess = runInThisContext('process') as NodeJS.Process;

/**
 * Who calls a route (besides a caller with a forged cookie): admin routes as an admin; registering and logging
 * out, everywhere or here, without a session (with one, a valid registration or any logout would end the session
 * the other routes are called with); the rest as an admin and as a signed-in Pro user.
 */
function callersOf(route: FuzzRoute): Caller[] {
  if (route.pattern.startsWith('/api/admin/')) return ['admin'];
  if (['/api/register', '/api/logout', '/api/user/logout-everywhere'].includes(route.pattern)) return ['anonymous'];
  return ['admin', 'pro'];
}

/** Mostly JSON; sometimes a type or charset the route does not read, or the form encoding of RFC 8058's one-click unsubscribe. */
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'text/csv') },
);

/** Inflates to 4 MB: the body limit applies to what the parser inflates, not to what travels. */
const GZIP_BOMB = gzipSync(Buffer.alloc(4 * ONE_MB, ' '));

type Body = NonNullable<FuzzRequest['body']>;

/** Mostly sent as is; now and then gzipped, labelled with an encoding it does not have, or a gzip bomb. */
function encoded(body: fc.Arbitrary<Body>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 12, arbitrary: body },
    { weight: 1, arbitrary: body.map((plain) => ({ ...plain, text: gzipSync(plain.text), encoding: 'gzip' })) },
    { weight: 1, arbitrary: fc.tuple(body, fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip')).map(([plain, encoding]) => ({ ...plain, encoding })) },
    { weight: 1, arbitrary: fc.constant({ text: GZIP_BOMB, contentType: 'application/json', encoding: 'gzip' }) },
  );
}

function bodyOf(route: FuzzRoute, known: KnownValues): fc.Arbitrary<FuzzRequest['body']> {
  if (route.method === 'GET' || route.method === 'DELETE') return fc.constant(undefined);
  const json = fc.record({ text: jsonBody(route.body, known), contentType });
  if (`${route.method} ${route.pattern}` !== CSV_IMPORT) return encoded(json);
  return encoded(fc.oneof({ weight: 3, arbitrary: fc.record({ text: csvBody, contentType: fc.constant('text/csv') }) }, { weight: 1, arbitrary: json }));
}

/** Text as odd as validation lets through (trimmed, within its length). */
const oddText = (max: number) => hostileString.map((text) => text.trim().slice(0, max)).filter((text) => text.length > 0);

/** Events whose texts the read routes (lists, ICS files, the CSV export, insights) must render without tripping. */
const oddEvent = fc.record({ name: oddText(200), description: oddText(5000), city: oddText(100), organizer: oddText(200) });

interface Failure {
  route: string;
  error: string;
  counterexample: string;
  seed: number;
}

describe('Fuzzing every route of the running app (fast-check)', () => {
  let server: TestApp;
  let stripe: StripeStandIn;
  let routes: FuzzRoute[];
  let client: FuzzClient;
  const cookies: Record<Caller, string | undefined> = { anonymous: undefined, admin: undefined, pro: undefined };
  const realIds = { events: [] as string[], userId: '', postId: '', postSlug: '', scraperId: '', feedToken: '' };
  let known: KnownValues = {};
  let unhandledRejections = 0;
  const countRejection = () => {
    unhandledRejections += 1;
  };
  const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();
  /** Whether pino logged at error level or above since the last call (which forgets the lines read). */
  const loggedAnError = () => server.logs.splice(0).some((line) => Number(line.level) >= 50);

  /**
   * Real ids reach past "not found" into the handlers. None for running a scraper: a run launches Chromium
   * (and `run-all` is fuzzed first, while no scraper is active, for the same reason).
   */
  function idsFor(pattern: string): string[] {
    if (pattern.endsWith('/scrapers/:id/run')) return [];
    if (pattern.includes('/scrapers/')) return [realIds.scraperId];
    if (pattern.includes('/blog-posts/:id')) return [realIds.postId];
    if (pattern.includes('/blog-posts/:slug')) return [realIds.postSlug];
    if (pattern.includes('/users/') || pattern.includes(':userId')) return [realIds.userId];
    if (pattern.includes(':token')) return [realIds.feedToken];
    return realIds.events;
  }

  async function currentFeedToken(): Promise<string> {
    const feed = await browser(server.url, cookies.pro).post('/api/calendar-feed').expect(200);
    return /\/api\/calendar\/([^/]+)\.ics$/.exec((feed.body as { feed: { url: string } }).feed.url)?.[1] ?? '';
  }

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestApp({
      imports: [AccountsOptionsModule.override(generousLimits), ThrottleOptionsModule.override(generousThrottles)],
      env: { ...adminEnv, ...stripeEnv(stripe), INBOX_HTTP_TOKEN: 'inbound-mail-service-token-0123456789' },
    });
    hostProcess.on('unhandledRejection', countRejection);

    cookies.admin = sessionCookie(await browser(server.url).post('/api/login', CATALOG_ADMIN).expect(200));
    const admin = browser(server.url, cookies.admin);
    const pro = await userAt(server.url, admin, 'pro');
    cookies.pro = pro.cookie;
    realIds.userId = (await userAt(server.url, admin, 'sample')).id;
    for (const overrides of [{}, {}, ...fc.sample(oddEvent, { numRuns: 20, seed: 10 })]) {
      const listed = await admin.post('/api/admin/events', eventInput(overrides));
      if (listed.status === 201) realIds.events.push((listed.body as { id: string }).id);
    }
    expect(realIds.events.length).toBeGreaterThan(10);
    for (const [index, eventId] of realIds.events.entries()) {
      await pro.client.post(`/api/saved-events/${eventId}`).expect(200);
      const text = fc.sample(oddText(5000), { numRuns: 1, seed: index })[0];
      await pro.client.put(`/api/saved-events/${eventId}/note`, { text }).expect(200);
    }
    const post = await admin
      .post('/api/admin/blog-posts', { title: 'Fuzz post', slug: 'fuzz-post', excerpt: 'About fuzzing.', content: '<p>Hello</p>', isPublished: true })
      .expect(201);
    realIds.postId = (post.body as { id: string }).id;
    realIds.postSlug = 'fuzz-post';
    const scraper = await admin.post('/api/admin/scrapers', { name: 'Fuzz scraper', organizer: 'Fuzz', startUrls: ['http://127.0.0.1:1/'], isActive: false }).expect(201);
    realIds.scraperId = (scraper.body as { id: string }).id;

    const unsubscribe = server.app.get(UnsubscribeTokens);
    const signer = server.app.get(TokenSigner);
    known = {
      token: [
        unsubscribe.issue(pro.id, 'weeklyDigest'),
        unsubscribe.issue(pro.id, 'changeAlerts'),
        unsubscribe.issue(realIds.userId, 'deadlineReminders'),
        unsubscribe.issue('00000000-0000-4000-8000-000000000000', 'eventReminders'),
        signer.sign('unsubscribe', { u: pro.id, k: '__proto__' }),
        signer.sign('unsubscribe', { u: '', k: 'weeklyDigest' }),
        signer.sign('another-purpose', { u: pro.id, k: 'weeklyDigest' }),
      ],
      discountCode: ['FOUNDER50', 'founder50', 'UNKNOWN10'],
    };
    client = fuzzClient(server.url);
    const all = await fuzzRoutes(server);
    const runAll = (route: FuzzRoute) => route.pattern === '/api/admin/scrapers/run-all';
    routes = [...all.filter(runAll), ...all.filter((route) => !runAll(route))];
  });
  afterAll(async () => {
    hostProcess.off('unhandledRejection', countRejection);
    client.close();
    await server.close();
    await stripe.close();
  });

  it('reads the routes from the running app, with the documented bodies of its JSON routes', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((route) => `${route.method} ${route.pattern}`)).toEqual(
      expect.arrayContaining(['POST /api/register', 'PUT /api/saved-events/:id/note', 'POST /api/admin/events/import', 'GET /api/events']),
    );
    expect(routes.find((route) => route.pattern === '/api/register')?.body?.properties).toHaveProperty('password');
  });

  /**
   * For every route, 200 generated requests: no answer is a 5xx, nothing is logged as an error, no promise is
   * left rejected, and a request answered 4xx appends no event. Nothing legitimate appends on a 4xx within
   * this run: sessions are refreshed at most hourly and these are minutes old, and failed sign-ins are
   * counted in memory.
   */
  it(
    `answers ${RUNS_PER_ROUTE} generated requests per route below 500, appending nothing when it refuses one`,
    async () => {
      const failures: Failure[] = [];
      const forged = forgedCookie([cookies.admin ?? '', cookies.pro ?? '']);
      for (const route of routes) {
        const name = `${route.method} ${route.pattern}`;
        // Fuzzing the feed routes before this one turned the feed off or changed its address.
        if (route.pattern.includes(':token')) realIds.feedToken = await currentFeedToken();
        const request = fc.record({
          cookie: fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...callersOf(route)).map((caller) => cookies[caller]) },
            { weight: 1, arbitrary: forged },
          ),
          path: fuzzPath(route.pattern, idsFor(route.pattern)),
          query: fuzzQuery(route.query, known),
          body: bodyOf(route, known),
        });
        const property = fc.asyncProperty(request, async ({ cookie, path, query, body }) => {
          loggedAnError();
          const before = await head();
          const answer = await client.send({ method: route.method, path: `${path}${query}`, cookie, body });
          const after = await head();
          if (answer.status >= 500) throw new Error(`answered ${answer.status} ${answer.text.slice(0, 200)}`);
          if (loggedAnError()) throw new Error(`answered ${answer.status} and logged an error`);
          if (answer.status >= 400 && after !== before) throw new Error(`answered ${answer.status} yet appended events (${before} -> ${after})`);
        });
        const rejectionsBefore = unhandledRejections;
        // No shrinking: each step would be another request, and the failing request is readable as it is.
        const result = await fc.check(property, { numRuns: RUNS_PER_ROUTE, endOnFailure: true });
        // A rejection nobody handles is reported after the microtasks of the request that caused it.
        await new Promise((resolve) => setImmediate(resolve));
        if (result.failed) {
          failures.push({
            route: name,
            error: String(result.errorInstance).slice(0, 300),
            counterexample: JSON.stringify(result.counterexample).slice(0, 600),
            seed: result.seed,
          });
        }
        if (unhandledRejections > rejectionsBefore) failures.push({ route: name, error: 'unhandled rejection', counterexample: '', seed: result.seed });
      }
      expect(failures).toEqual([]);
      expect(unhandledRejections).toBe(0);
    },
    180_000,
  );

  it('refuses a JSON body over 1 MB on every route that takes one with 413 {message}, appending nothing', async () => {
    const before = await head();
    const oversized = { text: JSON.stringify({ text: 'x'.repeat(ONE_MB) }), contentType: 'application/json' };
    const answers: Record<string, string> = {};
    for (const route of routes.filter((each) => ['POST', 'PUT', 'PATCH'].includes(each.method))) {
      const name = `${route.method} ${route.pattern}`;
      const cap = LARGER_BODIES[name];
      const body = cap === undefined ? oversized : { text: JSON.stringify({ text: 'x'.repeat(cap) }), contentType: 'application/json' };
      const answer = await client.send({ method: route.method, path: route.pattern.replace(/:[A-Za-z]+/g, realIds.events[1]), cookie: cookies.admin, body });
      answers[name] = `${answer.status} ${answer.text}`;
    }
    expect(Object.values(answers).length).toBeGreaterThan(20);
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((route) => [route, '413 {"message":"Request body is too large"}'])));
    expect(await head()).toBe(before);
  });

  it('reads a JSON body of exactly 1 MB (the limit is inclusive) and answers it on its merits', async () => {
    const envelope = JSON.stringify({ content: '' });
    const body = { text: JSON.stringify({ content: 'x'.repeat(ONE_MB - envelope.length) }), contentType: 'application/json' };
    expect(Buffer.byteLength(body.text)).toBe(ONE_MB);
    const answer = await client.send({ method: 'POST', path: '/api/admin/blog-posts/preview', cookie: cookies.admin, body });
    expect([answer.status, answer.text]).toEqual([400, '{"message":"content: Must be at most 200 KB"}']);
  });

  it('refuses a CSV import over its 8 MB limit with 413 {message}, appending nothing', async () => {
    const before = await head();
    const row = '\r\n,Big Import Showcase,,Showcase,2030-06-01,,,Philadelphia,PA,250,U19,Lineup,no,';
    const header = 'id,name,description,eventType,startDate,endDate,registrationDeadline,city,state,cost,ageLevel,organizer,isIndoor,registrationLink';
    const text = header + row.repeat(Math.ceil((EIGHT_MB - header.length) / row.length) + 1);
    expect(Buffer.byteLength(text)).toBeGreaterThan(EIGHT_MB);
    const answer = await client.send({ method: 'POST', path: '/api/admin/events/import', cookie: cookies.admin, body: { text, contentType: 'text/csv' } });
    expect([answer.status, answer.text]).toEqual([413, '{"message":"Request body is too large"}']);
    expect(await head()).toBe(before);
  });

  it('refuses every state-changing route without X-Requested-With: fetch, or from another origin (403), appending nothing', async () => {
    const before = await head();
    const answers: Record<string, number[]> = {};
    for (const route of routes.filter((each) => each.method !== 'GET')) {
      const call = (headers: Record<string, string>) =>
        client.send({ method: route.method, path: route.pattern.replace(/:[A-Za-z]+/g, realIds.events[1]), cookie: cookies.admin, headers, body: { text: '{}', contentType: 'application/json' } });
      const bare = await call({});
      const foreign = await call({ 'X-Requested-With': 'fetch', Origin: 'https://evil.example' });
      answers[`${route.method} ${route.pattern}`] = [bare.status, foreign.status];
    }
    const guarded = Object.fromEntries(Object.entries(answers).filter(([route]) => !CSRF_EXEMPT.includes(route)));
    expect(guarded).toEqual(Object.fromEntries(Object.keys(guarded).map((route) => [route, [403, 403]])));
    // The exempt routes still refuse the empty body, for want of a signature or a token.
    expect(CSRF_EXEMPT.map((route) => answers[route])).toEqual([
      [400, 400],
      [400, 400],
      [401, 401],
    ]);
    expect(await head()).toBe(before);
  });
});
