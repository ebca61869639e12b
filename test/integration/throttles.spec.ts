import { afterEach, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { type ThrottleOptions, ThrottleOptionsModule } from '../../src/platform/http/throttles.js';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../support/stripe-stand-in.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, generousThrottles, sessionCookie, uniqueName } from './accounts-support.js';
import { adminEnv, listEvent, signedInAdmin, userAt } from './catalog-support.js';

describe('Per-user throttles on member writes and checkout (small configured limits)', () => {
  let server: TestApp | undefined;
  let stripe: StripeStandIn | undefined;
  afterEach(async () => {
    await server?.close();
    await stripe?.close();
    server = undefined;
    stripe = undefined;
  });

  async function start(throttles: Partial<ThrottleOptions>, env: Record<string, string> = {}): Promise<TestApp> {
    server = await startTestApp({
      imports: [AccountsOptionsModule.override(generousLimits), ThrottleOptionsModule.override({ ...generousThrottles, ...throttles })],
      env: { ...adminEnv, ...env },
    });
    return server;
  }

  async function member(url: string): Promise<Browser> {
    const username = uniqueName('member');
    const response = await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: 'green turf at dawn', ageConfirmed: true }).expect(201);
    return browser(url, sessionCookie(response));
  }

  function expectThrottled(response: Response, message: string): void {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ message });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it("counts a member's saves, notes, profile and preference changes against one budget, refusing past it with 429 and appending nothing", async () => {
    const app = await start({ memberWritesPerUser: { points: 6, durationSeconds: 60 } });
    const admin = await signedInAdmin(app.url);
    const event = await listEvent(admin);
    const pro = await userAt(app.url, admin, 'pro');
    await pro.client.post(`/api/saved-events/${event.id}`).expect(200);
    await pro.client.put(`/api/saved-events/${event.id}/note`, { text: 'Bring shin guards' }).expect(200);
    await pro.client.delete(`/api/saved-events/${event.id}/note`).expect(204);
    await pro.client.patch('/api/user', { language: 'es' }).expect(200);
    await pro.client.patch('/api/notification-preferences', { weeklyDigest: false }).expect(200);
    await pro.client.delete(`/api/saved-events/${event.id}`).expect(200);

    const head = () => app.app.get<symbol, EventStore>(EVENT_STORE).headPosition();
    const before = await head();
    const message = 'Too many changes at once, try again in 1 minute';
    expectThrottled(await pro.client.post(`/api/saved-events/${event.id}`), message);
    expectThrottled(await pro.client.put(`/api/saved-events/${event.id}/note`, { text: 'Again' }), message);
    expectThrottled(await pro.client.patch('/api/user', { language: 'en' }), message);
    expectThrottled(await pro.client.patch('/api/notification-preferences', { weeklyDigest: true }), message);
    expectThrottled(await pro.client.post('/api/calendar-feed'), message);
    expect(await head()).toBe(before);

    // Reading goes on, and another member has a budget of their own.
    await pro.client.get('/api/saved-events').expect(200);
    const other = await member(app.url);
    await other.patch('/api/user', { language: 'es' }).expect(200);
  });

  it("refuses a member's downloads of their data past their limit with 429, while another member can still download theirs", async () => {
    const app = await start({ exportsPerUser: { points: 2, durationSeconds: 3600 } });
    const family = await member(app.url);
    await family.get('/api/user/export').expect(200);
    await family.get('/api/user/export').expect(200);
    expectThrottled(await family.get('/api/user/export'), 'Too many downloads of your data, try again in 60 minutes');
    await family.get('/api/user').expect(200);
    await (await member(app.url)).get('/api/user/export').expect(200);
  });

  it("refuses a member's checkouts past their limit with 429 before Stripe is asked, while another member can still pay", async () => {
    stripe = await startStripeStandIn();
    const app = await start({ checkoutsPerUser: { points: 2, durationSeconds: 600 } }, stripeEnv(stripe));
    const family = await member(app.url);
    await family.post('/api/create-subscription', { planType: 'basic' }).expect(200);
    await family.post('/api/create-subscription', { planType: 'pro' }).expect(200);
    const sessions = () => (stripe?.requests ?? []).filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions').length;
    const asked = sessions();
    expectThrottled(await family.post('/api/create-subscription', { planType: 'pro' }), 'Too many payment pages opened, try again in 10 minutes');
    expectThrottled(await family.post('/api/create-portal-session'), 'Too many payment pages opened, try again in 10 minutes');
    expect(sessions()).toBe(asked);
    const other = await member(app.url);
    await other.post('/api/create-subscription', { planType: 'pro' }).expect(200);
  });
});
