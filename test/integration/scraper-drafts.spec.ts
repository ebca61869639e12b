import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { type FixtureSite, type Route, startFixtureSite } from '../support/fixture-site.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import type { Browser } from './accounts-support.js';
import { adminEnv, inDays, signedInAdmin, userAt } from './catalog-support.js';
import { usDate } from './scraper-fixtures.js';

// Real Chromium on a slow two-core host: generous limits; what is asserted is what the runs record.
jest.setTimeout(120_000);

/**
 * Drafts end to end over HTTP (issue 34): the real app, real Chromium, organizers' pages on 127.0.0.1. A page that never
 * says its camp is field hockey yields a draft, kept off the catalog until an admin publishes (maybe edited) or rejects
 * it; the decision holds in later runs.
 */

interface Listed {
  id: string;
  name: string;
  city: string;
  cost: number | null;
}
interface DraftView {
  id: string;
  scraperName: string | null;
  pageUrl: string;
  details: Record<string, unknown> & { name: string; city: string };
  evidence: Record<string, { rule: string; text: string; region: string }>;
  doubts: string[];
}
interface RunLog {
  scraperId: string;
  status: string;
  eventsDrafted?: number;
  rejections: { name?: string | null; reason: string }[];
}

const start = inDays(60);
const end = inDays(62);

/** One event's page in labeled text: it names field hockey only when its name does. */
function campPage(name: string, cost: number, city = 'Lancaster'): Route {
  return {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><main>
      <h1>${name}</h1><p>Dates: ${usDate(start)} - ${usDate(end)}</p><p>Location: ${city}, PA</p><p>Cost: $${cost}</p>
      </main></body></html>`,
  };
}

/** The organizer's three pages, the skills camp at this cost. */
const pages = (skillsCost: number): Record<string, Route> => ({
  '/skills': campPage('Summer Skills Camp', skillsCost),
  '/clinic': campPage('Winter Stick Clinic', 90, 'Reading'),
  // Another town: not taken for the same event as the skills camp.
  '/proven': campPage('Field Hockey Summer Skills Camp', 200, 'Hershey'),
});

describe('drafts: what a run cannot prove waits for an admin, and the decision holds', () => {
  let dataDir: string;
  let server: TestApp;
  let site: FixtureSite;
  let admin: Browser;
  let member: Browser;
  const scraper = { skills: '', clinic: '', proven: '', mini: '' };

  async function run(which: keyof typeof scraper): Promise<RunLog> {
    const answer = await admin.post(`/api/admin/scrapers/${scraper[which]}/run`, {});
    // A failed run says why in the test's failure.
    if (answer.status !== 200) throw new Error(`The ${which} run answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const logs = (await admin.get('/api/admin/logs?limit=10').expect(200)).body as RunLog[];
    const log = logs.find((each) => each.scraperId === scraper[which]);
    if (!log) throw new Error(`no log for ${which}`);
    return log;
  }
  const listedFor = async (who: Browser) => (await who.get('/api/events').expect(200)).body as Listed[];
  const drafts = async () => (await admin.get('/api/admin/review/drafts').expect(200)).body as DraftView[];
  const draftNamed = async (name: string) => (await drafts()).find((draft) => draft.details.name === name);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fh-drafts-'));
    site = await startFixtureSite(pages(150));
    server = await startTestApp({ dataDir, env: { ...adminEnv, SCRAPER_PAGE_TIMEOUT_SECONDS: '5' } });
    admin = await signedInAdmin(server.url);
    member = (await userAt(server.url, admin, 'pro')).client;
    const add = async (name: string, path: string) =>
      ((await admin.post('/api/admin/scrapers', { name, organizer: 'Summit Sports Camps', startUrls: [`${site.url}${path}`], pageLimit: 1 }).expect(201)).body as { id: string }).id;
    scraper.skills = await add('Summit skills', '/skills');
    scraper.clinic = await add('Summit clinic', '/clinic');
    scraper.proven = await add('Summit field hockey', '/proven');
    // Two pages: one of them failing leaves a run that completes, yet cannot tell what its source stopped showing.
    scraper.mini = (
      (await admin.post('/api/admin/scrapers', { name: 'Summit minis', organizer: 'Summit Sports Camps', startUrls: [`${site.url}/mini`, `${site.url}/goalie`], pageLimit: 2 }).expect(201))
        .body as { id: string }
    ).id;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await site?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a page that names field hockey is listed; one that never does is a draft for the admins, not for families', async () => {
    const proven = await run('proven');
    expect(proven.status).toBe('success');
    const skills = await run('skills');
    expect(skills).toMatchObject({ status: 'success', eventsDrafted: 1 });
    await run('clinic');

    const names = (await listedFor(member)).map((event) => event.name);
    expect(names).toContain('Field Hockey Summer Skills Camp');
    expect(names).not.toContain('Summer Skills Camp');
    expect(names).not.toContain('Winter Stick Clinic');

    const draft = await draftNamed('Summer Skills Camp');
    expect(draft).toMatchObject({ scraperName: 'Summit skills', pageUrl: `${site.url}/skills`, details: { city: 'Lancaster', state: 'PA', cost: 150 } });
    expect(draft?.doubts).toContain('sport-unstated');
    expect(await draftNamed('Winter Stick Clinic')).toBeDefined();
    expect(await draftNamed('Field Hockey Summer Skills Camp')).toBeUndefined();
  });

  it('an admin publishes a draft with one field edited: it is listed with that value, which a later run keeps while the rest follows the page', async () => {
    const draft = await draftNamed('Summer Skills Camp');
    if (!draft) throw new Error('no draft');
    const details = { ...draft.details, city: 'Lititz' };
    const published = (await admin.post(`/api/admin/review/drafts/${draft.id}/publish`, { details }).expect(200)).body as Listed;
    expect(published).toMatchObject({ name: 'Summer Skills Camp', city: 'Lititz', cost: 150 });
    expect((await listedFor(member)).find((event) => event.id === published.id)).toMatchObject({ city: 'Lititz' });
    expect(await draftNamed('Summer Skills Camp')).toBeUndefined();
    // Decided once: a second decision is a conflict.
    const again = await admin.post(`/api/admin/review/drafts/${draft.id}/reject`, { reason: 'Too late' }).expect(409);
    expect(again.body).toEqual({ message: expect.stringMatching(/already published/) });

    site.setRoutes(pages(175));
    const log = await run('skills');
    expect(log.status).toBe('success');
    const listing = (await listedFor(member)).filter((event) => event.name === 'Summer Skills Camp');
    expect(listing).toEqual([expect.objectContaining({ id: published.id, city: 'Lititz', cost: 175 })]);
    expect(await draftNamed('Summer Skills Camp')).toBeUndefined();

    // The decision is in the draft's own history, by the admin.
    const history = (await admin.get(`/api/admin/history/drafts/${draft.id}`).expect(200)).body as { entries: { type: string; actor: { username: string | null } }[] };
    expect(history.entries[0]).toMatchObject({ type: 'DraftPublished', actor: { username: adminEnv.ADMIN_USERNAME } });
  });

  it('an admin rejects a draft with a reason: later runs keep it out and say why', async () => {
    const draft = await draftNamed('Winter Stick Clinic');
    if (!draft) throw new Error('no draft');
    const empty = await admin.post(`/api/admin/review/drafts/${draft.id}/reject`, { reason: '  ' }).expect(400);
    expect(empty.body).toEqual({ message: expect.stringMatching(/^reason: /) });
    await admin.post(`/api/admin/review/drafts/${draft.id}/reject`, { reason: 'A lacrosse clinic' }).expect(204);
    expect(await draftNamed('Winter Stick Clinic')).toBeUndefined();

    const log = await run('clinic');
    expect(log.rejections).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Winter Stick Clinic', reason: 'Rejected by an admin: A lacrosse clinic' })]));
    expect((await listedFor(member)).map((event) => event.name)).not.toContain('Winter Stick Clinic');
    expect(await draftNamed('Winter Stick Clinic')).toBeUndefined();
  });

  it('refuses what it cannot do with a clear answer, and appends nothing', async () => {
    const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();
    const before = await head();
    const unknown = await admin.post('/api/admin/review/drafts/00000000-0000-4000-8000-000000000000/publish', {}).expect(404);
    expect(unknown.body).toEqual({ message: 'Draft not found' });
    await admin.post('/api/admin/review/drafts/not-an-id/reject', { reason: 'x' }).expect(404);
    const extra = await admin.post('/api/admin/review/drafts/00000000-0000-4000-8000-000000000000/publish', { details: {}, by: 'me' }).expect(400);
    expect(extra.body).toEqual({ message: expect.any(String) });
    await member.get('/api/admin/review/drafts').expect(403);
    expect(await head()).toBe(before);
  });

  it('a draft whose record its source stops showing leaves the list after a good read only, and comes back with it', async () => {
    // Other towns than the camps above: no record here is taken for one of theirs.
    const minis = (mini: Route | null): Record<string, Route> => ({
      ...pages(175),
      ...(mini ? { '/mini': mini } : {}),
      '/goalie': campPage('Goalie Camp', 80, 'Lebanon'),
    });
    const history = async (id: string) =>
      ((await admin.get(`/api/admin/history/drafts/${id}`).expect(200)).body as { entries: { type: string; changes: { field: string; before: unknown; after: unknown }[] }[] }).entries;
    site.setRoutes(minis(campPage('Mini Stick Camp', 60, 'York')));
    expect(await run('mini')).toMatchObject({ status: 'success', eventsDrafted: 2 });
    const draft = await draftNamed('Mini Stick Camp');
    if (!draft) throw new Error('no draft');

    // Its page cannot be read (the run completes on the other page), then the whole run fails: the draft stays open.
    site.setRoutes(minis({ status: 500, body: 'Server error' }));
    expect(await run('mini')).toMatchObject({ status: 'success' });
    site.setRoutes({ ...pages(175) });
    await admin.post(`/api/admin/scrapers/${scraper.mini}/run`, {}).expect(502);
    expect(await draftNamed('Mini Stick Camp')).toMatchObject({ id: draft.id });
    expect((await history(draft.id)).map((entry) => entry.type)).toEqual(['DraftProposed']);

    // Its page is read and the camp is gone from it: the draft leaves the list by itself, and its history says why.
    site.setRoutes(minis(campPage('Fall Stick Camp', 60, 'Easton')));
    expect(await run('mini')).toMatchObject({ status: 'success', eventsDrafted: 2 });
    expect(await draftNamed('Mini Stick Camp')).toBeUndefined();
    expect(await draftNamed('Fall Stick Camp')).toBeDefined();
    expect(await draftNamed('Goalie Camp')).toBeDefined();
    const withdrawn = await history(draft.id);
    expect(withdrawn.map((entry) => entry.type)).toEqual(['DraftWithdrawn', 'DraftProposed']);
    expect(withdrawn[0].changes).toEqual([{ field: 'withdrawal', before: null, after: 'vanished' }]);
    // Off the list is no decision to refuse twice: it cannot be published while its source does not show it.
    await admin.post(`/api/admin/review/drafts/${draft.id}/publish`, {}).expect(409);

    // The camp is back on its page: the same draft is open again.
    site.setRoutes(minis(campPage('Mini Stick Camp', 60, 'York')));
    expect(await run('mini')).toMatchObject({ status: 'success', eventsDrafted: 2 });
    expect(await draftNamed('Mini Stick Camp')).toMatchObject({ id: draft.id });
    expect(await draftNamed('Fall Stick Camp')).toBeUndefined();
    const back = await history(draft.id);
    expect(back.map((entry) => entry.type)).toEqual(['DraftProposed', 'DraftWithdrawn', 'DraftProposed']);
    expect(back[0].changes).toEqual([{ field: 'withdrawal', before: 'vanished', after: null }]);
    expect((await listedFor(member)).map((event) => event.name)).not.toContain('Mini Stick Camp');
  });
});
