import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, generousLimits } from './accounts-support.js';
import { adminEnv, dataDirWithListings, inDays, listEvent, signedInAdmin, userAt } from './catalog-support.js';

describe('GET /api/events revalidated: a list that has not changed costs a 304', () => {
  let seeded: Awaited<ReturnType<typeof dataDirWithListings>>;
  let server: TestApp;
  let admin: Browser;
  let pro: Browser;

  beforeAll(async () => {
    seeded = await dataDirWithListings([{ name: 'Revalidated showcase', startDate: inDays(20) }]);
    server = await startTestApp({ dataDir: seeded.dataDir, imports: [AccountsOptionsModule.override(generousLimits)], env: adminEnv });
    admin = await signedInAdmin(server.url);
    pro = (await userAt(server.url, admin, 'pro')).client;
  });

  afterAll(async () => {
    await server?.close();
    seeded?.remove();
  });

  it('answers with a weak ETag the browser revalidates, a 304 without a body while the list is the same, and 200 once it changed', async () => {
    const first = await pro.get('/api/events').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((first.body as { name: string }[]).map((event) => event.name)).toEqual(['Revalidated showcase']);

    const again = await pro.get('/api/events').set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    await pro.get('/api/events').set('If-None-Match', `W/"other", ${etag.slice(2)}`).expect(304);
    await pro.get('/api/events').set('If-None-Match', 'W/"something-else"').expect(200);
    // Filters are another list, with a tag of its own.
    const filtered = await pro.get('/api/events?state=NJ').set('If-None-Match', etag).expect(200);
    expect(filtered.headers.etag).not.toBe(etag);

    await listEvent(admin, { name: 'Newly listed clinic', startDate: inDays(30) });
    const changed = await pro.get('/api/events').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.body as { name: string }[]).map((event) => event.name)).toEqual(['Revalidated showcase', 'Newly listed clinic']);
  });

  it('lists what a card shows: a long description is cut to about two lines, the event’s page has it whole', async () => {
    const description =
      'Two days of games in front of college coaches from Division I, II and III programs, with a goalkeeper session on ' +
      'Saturday morning, video of every game for each player, and a talk on the recruiting calendar for parents on Sunday.';
    const listed = await listEvent(admin, { name: 'Long description showcase', startDate: inDays(40), description });
    const list = (await pro.get('/api/events').expect(200)).body as { id: string; name: string; description: string | null }[];
    const card = list.find((event) => event.id === listed.id);
    expect(card?.description).toBe('Two days of games in front of college coaches from Division I, II and III programs, with a goalkeeper session on Saturday morning, video of every game for each…');
    expect((await pro.get(`/api/events/${listed.id}`).expect(200)).body).toMatchObject({ description });
    // A short description is listed as it is.
    expect(list.find((event) => event.name === 'Revalidated showcase')?.description).toBe((await pro.get(`/api/events/${seeded.ids[0]}`).expect(200)).body.description);
  });

  it('answers part of the list: `limit` its first events, `order=latest` the latest first, X-Total-Count the whole list', async () => {
    await listEvent(admin, { name: 'Paged clinic one', startDate: inDays(50) });
    const later = await listEvent(admin, { name: 'Paged clinic two', startDate: inDays(60) });
    const whole = await pro.get('/api/events').expect(200);
    const names = (whole.body as { name: string }[]).map((event) => event.name);
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(whole.headers['x-total-count']).toBe(String(names.length));

    const first = await pro.get('/api/events?limit=2').expect(200);
    expect((first.body as { name: string }[]).map((event) => event.name)).toEqual(names.slice(0, 2));
    expect(first.headers['x-total-count']).toBe(String(names.length));
    // A page is a list of its own for revalidation.
    expect(first.headers.etag).not.toBe(whole.headers.etag);
    await pro.get('/api/events?limit=2').set('If-None-Match', first.headers.etag as string).expect(304);

    await pro.post(`/api/saved-events/${later.id}`).expect(200);
    const latest = await pro.get('/api/events?order=latest&limit=2').expect(200);
    expect((latest.body as { name: string; isSaved: boolean }[]).map(({ name, isSaved }) => ({ name, isSaved }))).toEqual([
      { name: 'Paged clinic two', isSaved: true },
      { name: 'Paged clinic one', isSaved: false },
    ]);
    expect(latest.headers['x-total-count']).toBe(String(names.length));
    const reversed = (await pro.get('/api/events?order=latest').expect(200)).body as { name: string }[];
    expect(reversed.map((event) => event.name)).toEqual([...names].reverse());
    // More than the list holds is the whole list.
    expect(((await pro.get('/api/events?limit=500').expect(200)).body as unknown[]).length).toBe(names.length);

    for (const bad of ['limit=0', 'limit=501', 'limit=2.5', 'limit=ten', 'order=newest']) {
      const answer = await pro.get(`/api/events?${bad}`).expect(400);
      expect(JSON.stringify(answer.body)).toMatch(bad.startsWith('order') ? /soonest or latest/ : /whole number from 1 to 500/);
    }
  });
});
