import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { MAILER, type Mailer } from '../../src/platform/mail/mailer.js';
import { UNMATCHED_ROUTE } from '../../src/platform/metrics/metrics.js';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js';
import { closedPort } from '../support/closed-port.js';
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.js';
import { METRICS_TOKEN, scrape } from '../support/metrics-scrape.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import type { Browser } from './accounts-support.js';
import { adminEnv, inDays, listEvent, signedInAdmin } from './catalog-support.js';
import { icalFeed } from './scraper-fixtures.js';

// Two scraper runs: a feed read without a browser, and one refused at once.
jest.setTimeout(60_000);

const NOTHING = '00000000-0000-4000-8000-000000000000';

describe('GET /metrics with METRICS_TOKEN set (the real app over HTTP)', () => {
  let server: TestApp;
  let admin: Browser;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite(icalFeed({ start: inDays(30), endExclusive: inDays(33) }, { date: inDays(50) }));
    server = await startTestApp({ env: { ...adminEnv, METRICS_TOKEN } });
    admin = await signedInAdmin(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('answers 401 without the token, with a wrong one and with another scheme, and says nothing of the figures', async () => {
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN.slice(0, -1)}x`, 'Bearer short', `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN} extra`]) {
      const call = request(server.url).get('/metrics');
      const answer = await (authorization === undefined ? call : call.set('Authorization', authorization)).expect(401);
      expect({ authorization, body: answer.body as unknown, challenge: answer.headers['www-authenticate'] }).toEqual({
        authorization,
        body: { message: 'A valid metrics token is required' },
        challenge: 'Bearer realm="metrics"',
      });
      expect(answer.text).not.toContain('http_requests_total');
    }
  });

  it('answers the token in Prometheus text format: the app\'s families and the process\'s own figures', async () => {
    const metrics = await scrape(server.url);
    const types = Object.fromEntries(metrics.families.map((family) => [family.name, family.type]));
    expect(types).toMatchObject({
      http_requests_total: 'COUNTER',
      http_request_duration_seconds: 'HISTOGRAM',
      fieldhockey_event_store_append_duration_seconds: 'HISTOGRAM',
      fieldhockey_events_appended_total: 'COUNTER',
      fieldhockey_projection_state: 'GAUGE',
      fieldhockey_projection_lag_positions: 'GAUGE',
      fieldhockey_projection_lag_seconds: 'GAUGE',
      fieldhockey_scraper_runs_total: 'COUNTER',
      fieldhockey_scraper_run_duration_seconds: 'HISTOGRAM',
      fieldhockey_mails_total: 'COUNTER',
      fieldhockey_backups_total: 'COUNTER',
      fieldhockey_backup_last_success_timestamp_seconds: 'GAUGE',
      fieldhockey_backup_last_size_bytes: 'GAUGE',
      process_cpu_user_seconds_total: 'COUNTER',
      process_resident_memory_bytes: 'GAUGE',
      nodejs_heap_size_used_bytes: 'GAUGE',
      nodejs_eventloop_lag_seconds: 'GAUGE',
    });
    expect(metrics.families.every((family) => family.help.length > 0)).toBe(true);
  });

  it('counts requests by route template and status, never by URL, with their times; unmatched paths share one label', async () => {
    const before = await scrape(server.url);
    const detail = { method: 'GET', route: '/api/events/:id', status: '404' };
    const unmatched = { method: 'GET', route: UNMATCHED_ROUTE, status: '404' };
    await admin.get(`/api/events/${NOTHING}`).expect(404);
    await admin.get(`/api/events/${NOTHING.replace(/0/g, '1')}?secret=sauce`).expect(404);
    await request(server.url).get('/api/no-such-route?token=abc').expect(404);
    await request(server.url).get('/api/health').expect(200);

    const after = await scrape(server.url);
    expect(after.value('http_requests_total', detail) - before.value('http_requests_total', detail)).toBe(2);
    expect(after.value('http_request_duration_seconds_count', detail) - before.value('http_request_duration_seconds_count', detail)).toBe(2);
    expect(after.value('http_request_duration_seconds_sum', detail)).toBeGreaterThan(before.value('http_request_duration_seconds_sum', detail));
    expect(after.value('http_requests_total', unmatched) - before.value('http_requests_total', unmatched)).toBe(1);
    expect(after.value('http_requests_total', { route: '/api/health', status: '200' })).toBeGreaterThanOrEqual(1);
    // The scrapes themselves are not counted.
    const routes = after.series('http_requests_total').map((sample) => sample.labels?.route ?? '');
    expect(routes).not.toContain('/metrics');
    expect(routes.filter((route) => route.includes('?') || /\d{8}-/.test(route) || route.includes('no-such-route'))).toEqual([]);
  });

  it('times appends and counts the events appended; projections report live with no lag once caught up', async () => {
    const before = await scrape(server.url);
    await listEvent(admin);
    // Every projection, not only the catalog's the command waited for, has read up to the head.
    await server.app.get(ProjectionRunner).whenProcessed(await server.app.get<symbol, EventStore>(EVENT_STORE).headPosition());
    const after = await scrape(server.url);
    expect(after.value('fieldhockey_events_appended_total')).toBeGreaterThan(before.value('fieldhockey_events_appended_total'));
    expect(after.value('fieldhockey_event_store_append_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(
      before.value('fieldhockey_event_store_append_duration_seconds_count', { outcome: 'ok' }),
    );

    const states = after.series('fieldhockey_projection_state');
    const live = states.filter((sample) => sample.labels?.state === 'live');
    expect(live.length).toBeGreaterThan(3);
    expect(live.map((sample) => [sample.labels?.projection, sample.value])).toEqual(live.map((sample) => [sample.labels?.projection, '1']));
    const lag = after.series('fieldhockey_projection_lag_positions');
    expect(lag.map((sample) => sample.labels?.projection).sort()).toEqual(live.map((sample) => sample.labels?.projection).sort());
    expect(lag.filter((sample) => sample.value !== '0')).toEqual([]);
  });

  it('counts scraper runs by outcome, with their durations', async () => {
    const before = await scrape(server.url);
    const feed = (await admin.post('/api/admin/scrapers', { name: 'Feed', organizer: 'Feed Org', startUrls: [`${site.url}/feed/calendar.ics`] }).expect(201)).body as { id: string };
    const run = await admin.post(`/api/admin/scrapers/${feed.id}/run`, {});
    expect({ status: run.status, body: run.body as unknown }).toMatchObject({ status: 200, body: { eventsFound: 2 } });
    const down = (await admin.post('/api/admin/scrapers', { name: 'Down', organizer: 'Down Org', startUrls: [`http://127.0.0.1:${await closedPort()}/events`] }).expect(201)).body as { id: string };
    await admin.post(`/api/admin/scrapers/${down.id}/run`, {}).expect(502);

    const after = await scrape(server.url);
    for (const outcome of ['success', 'failure']) {
      expect({ outcome, runs: after.value('fieldhockey_scraper_runs_total', { outcome }) - before.value('fieldhockey_scraper_runs_total', { outcome }) }).toEqual({ outcome, runs: 1 });
      const durations = (scrape: typeof after) => scrape.value('fieldhockey_scraper_run_duration_seconds_count', { outcome });
      expect(durations(after) - durations(before)).toBe(1);
    }
  });

  it('counts mails sent through the app\'s mailer', async () => {
    const before = await scrape(server.url);
    await server.app.get<symbol, Mailer>(MAILER).send({ to: 'family@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    const after = await scrape(server.url);
    expect(after.value('fieldhockey_mails_total', { outcome: 'sent' }) - before.value('fieldhockey_mails_total', { outcome: 'sent' })).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 as for any unknown path, with or without a token', async () => {
    const unknown = await request(server.url).get('/api/no-such-route').expect(404);
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}`]) {
      const call = request(server.url).get('/metrics');
      const answer = await (authorization === undefined ? call : call.set('Authorization', authorization)).expect(404);
      expect(answer.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(answer.body).toEqual({ message: 'Cannot GET /metrics' });
    }
  });
});
