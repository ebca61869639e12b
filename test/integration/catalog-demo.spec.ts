import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { addMonths, addYears } from '../../src/platform/time/calendar-date.js';
import { Clock } from '../../src/platform/time/clock.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { browser, sessionCookie } from './accounts-support.js';

const ADMIN = { username: 'demo-admin', password: 'Field-Hockey-Admin-2026' };
const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

interface ListedEvent {
  id: string;
  isSample?: boolean;
  isLocked: boolean;
  newThisWeek?: boolean;
  startDate: string;
}

describe('Demo data (the real app, embedded mode)', () => {
  let dataDir: string;
  let server: TestApp | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fh-demo-'));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function restart(env: Record<string, string>): Promise<string> {
    await server?.close();
    server = await startTestApp({ dataDir, env: { ...ADMIN_ENV, ...env } });
    return server.url;
  }

  /** Every event the admin sees, from two years back (the oldest a demo event starts). */
  async function everyEvent(url: string): Promise<ListedEvent[]> {
    const cookie = sessionCookie(await browser(url).post('/api/login', ADMIN).expect(200));
    const since = addYears(server!.app.get(Clock).today(), -2);
    const response = await browser(url, cookie).get(`/api/events?startDate=${since}`).expect(200);
    return response.body as ListedEvent[];
  }

  /** A new user the admin grants Basic. */
  async function basicUser(url: string) {
    const admin = browser(url, sessionCookie(await browser(url).post('/api/login', ADMIN).expect(200)));
    const registered = await browser(url)
      .post('/api/register', { username: 'demo-basic', email: 'demo-basic@example.com', password: 'green turf at dawn', ageConfirmed: true })
      .expect(201);
    await admin.post(`/api/admin/users/${(registered.body as { id: string }).id}/access`, { planType: 'basic' }).expect(200);
    return browser(url, sessionCookie(registered));
  }

  it('given SEED_DEMO=true and an empty store, when the app boots, then the admin sees at least 80 demo events, one of them the sample, Basic its 3-month window but for two listed this week, and a restart adds none', async () => {
    let url = await restart({ SEED_DEMO: 'true' });
    const seeded = await everyEvent(url);
    expect(seeded.length).toBeGreaterThanOrEqual(80);
    expect(seeded.filter((event) => event.isLocked)).toEqual([]);
    expect(seeded.filter((event) => event.isSample)).toHaveLength(1);
    expect(server!.logs.filter((line) => line.msg === 'demo data loaded')).toEqual([
      expect.objectContaining({ level: 30, events: seeded.length }),
    ]);
    const upcoming = (await browser(url).get('/api/stats/events-count').expect(200)).body as { count: number };
    expect(upcoming.count).toBeGreaterThan(0);
    expect(upcoming.count).toBeLessThan(seeded.length);

    // Listed as if over the past weeks: Basic sees its window in full but for a couple new this week.
    const basic = await basicUser(url);
    const forBasic = (await basic.get('/api/events').expect(200)).body as ListedEvent[];
    const inWindow = forBasic.filter((event) => event.startDate <= addMonths(server!.app.get(Clock).today(), 3));
    expect(inWindow.filter((event) => event.newThisWeek)).toHaveLength(2);
    expect(inWindow.filter((event) => !event.isLocked).length).toBeGreaterThanOrEqual(20);
    expect(inWindow.filter((event) => event.isLocked && !event.newThisWeek)).toEqual([]);

    url = await restart({ SEED_DEMO: 'true' });
    const afterRestart = await everyEvent(url);
    expect(afterRestart.map((event) => event.id).sort()).toEqual(seeded.map((event) => event.id).sort());
    expect(afterRestart.filter((event) => event.isSample)).toHaveLength(1);
    expect(server!.logs.some((line) => line.msg === 'demo data loaded')).toBe(false);
  });

  it('given SEED_DEMO unset under NODE_ENV=test, when the app boots, then the catalog stays empty', async () => {
    const url = await restart({});
    expect((await browser(url).get('/api/stats/events-count').expect(200)).body).toEqual({ count: 0 });
    expect(await everyEvent(url)).toEqual([]);
    expect(server!.logs.some((line) => line.msg === 'demo data loaded')).toBe(false);
  });
});
