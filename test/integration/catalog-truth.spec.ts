import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import PostalMime from 'postal-mime';
import { type FixtureSite, type Route, startFixtureSite } from '../support/fixture-site.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser } from './accounts-support.js';
import { adminEnv, inDays, signedInAdmin, userAt } from './catalog-support.js';

/**
 * The catalog stays true (issue 26), over HTTP against the real app with real Chromium: organizers' sites that change
 * from one run to the next (one run of each scraper is one "day"). An organizer's own site and a state association's
 * calendar list the same events; a camp company lists field hockey among other sports.
 */

interface Listed {
  id: string;
  name: string;
  startDate: string;
  endDate: string | null;
  city: string;
  state: string;
  organizer: string | null;
  ageLevel: string;
  isCancelled: boolean;
  isVanished: boolean;
  sources: string[];
}
interface ReviewItem {
  id: string;
  kind: string;
  note: string;
  event: { id: string; name: string; sources: { scraperId: string; own: boolean }[] };
  other: { id: string; name: string } | null;
}
interface RunLog {
  scraperId: string;
  status: string;
  errorMessage: string | null;
  warning: string | null;
  rejections: { name?: string | null; reason: string }[];
}

interface SiteEvent {
  name: string;
  start: string;
  end?: string;
  city: string;
  organizer?: string;
  description?: string;
  age?: string;
  sport?: string;
}

const CLUB = 'Lehigh Valley Storm';

/** A calendar page whose events are schema.org JSON-LD without identifiers (their keys are page, name and start date, as on many sites). */
function calendarPage(title: string, events: SiteEvent[]): Route {
  const nodes = events.map((event) => ({
    '@type': 'SportsEvent',
    name: event.name,
    startDate: event.start,
    endDate: event.end ?? event.start,
    description: event.description ?? `${event.name} for high school players${event.age ? `, ${event.age}` : ''}.`,
    ...(event.age ? { typicalAgeRange: event.age } : {}),
    ...(event.sport ? { sport: event.sport } : {}),
    ...(event.organizer ? { organizer: { '@type': 'Organization', name: event.organizer } } : {}),
    location: { '@type': 'Place', name: `${event.city} Turf`, address: { '@type': 'PostalAddress', addressLocality: event.city, addressRegion: 'PA' } },
    offers: { '@type': 'Offer', price: 120, priceCurrency: 'USD' },
  }));
  const list = events.map((event) => `<li><h3>${event.name}</h3><p>${event.start}, ${event.city}, PA</p></li>`).join('');
  return {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes })}</script></head><body><h1>${title}</h1><ul>${list}</ul></body></html>`,
  };
}

describe('the catalog stays true: one listing per real event, moves followed, vanished events retired', () => {
  let dataDir: string;
  let server: TestApp;
  let club: FixtureSite;
  let association: FixtureSite;
  let camps: FixtureSite;
  let admin: Browser;
  let family: Browser;
  let familyCookie: string;
  const scraper: Record<'club' | 'association' | 'camps', string> = { club: '', association: '', camps: '' };

  const showcase = { name: 'Summer Showcase', start: inDays(40), end: inDays(41), city: 'Allentown' };
  const keeperClinic = { name: 'Goalkeeper Clinic', start: inDays(50), city: 'Bethlehem' };
  const skillsCamp = (start: string) => ({ name: 'Summer Skills Camp', start, city: 'Easton' });
  const fallClinic = { name: 'Fall Clinic', start: inDays(70), city: 'Allentown' };
  const middleSchool = { ...fallClinic, age: '12-14', description: 'Fall Clinic for middle school players, ages 12-14.' };
  const highSchool = { ...fallClinic, age: '15-18', organizer: CLUB, description: 'Fall Clinic for high school players, ages 15-18.' };
  const winterClassic = { name: 'Winter Classic Tournament', start: inDays(100), end: inDays(101), city: 'Reading' };
  const fallFestival = { name: 'Fall Festival', start: inDays(80), city: 'Allentown' };

  // The club lists its middle school session of the Fall Clinic, the calendar the high school one: same name, day and town.
  const clubDay1 = [showcase, keeperClinic, skillsCamp(inDays(60)), skillsCamp(inDays(67)), winterClassic, fallFestival, middleSchool];
  const associationDay1 = [
    { ...showcase, organizer: CLUB },
    { ...keeperClinic, organizer: CLUB },
    { name: 'Keystone Indoor Shootout', start: inDays(55), city: 'Harrisburg', organizer: 'Keystone Field Hockey' },
    { name: 'Winter Classic', start: inDays(100), end: inDays(101), city: 'Reading', organizer: CLUB },
    { ...fallFestival, city: 'Pittsburgh', organizer: CLUB },
    highSchool,
  ];

  const campEvents: SiteEvent[] = [
    { name: 'Field Hockey Overnight Camp', start: inDays(45), end: inDays(48), city: 'Lancaster', organizer: 'Summit Sports Camps' },
    { name: 'Girls Basketball Day Camp', start: inDays(45), city: 'Lancaster', organizer: 'Summit Sports Camps' },
    { name: 'Youth Soccer Academy', start: inDays(46), city: 'Lancaster', organizer: 'Summit Sports Camps' },
    { name: 'Lacrosse Skills Week', start: inDays(52), city: 'Lancaster', organizer: 'Summit Sports Camps' },
    { name: 'Volleyball Elite Camp', start: inDays(53), city: 'Lancaster', organizer: 'Summit Sports Camps', sport: 'Volleyball' },
    { name: 'Field Hockey Goalie School', start: inDays(53), city: 'Lancaster', organizer: 'Summit Sports Camps' },
    { name: 'Summit Stick Skills Day', start: inDays(54), city: 'Lancaster', organizer: 'Summit Sports Camps', sport: 'Field Hockey' },
  ];

  const setClub = (events: SiteEvent[]) => club.setRoutes({ '/events': calendarPage(`${CLUB} field hockey events`, events) });
  const setAssociation = (events: SiteEvent[]) => association.setRoutes({ '/calendar': calendarPage('PA field hockey calendar', events) });

  async function run(which: keyof typeof scraper, expected = 200): Promise<RunLog> {
    await admin.post(`/api/admin/scrapers/${scraper[which]}/run`, {}).expect(expected);
    const logs = (await admin.get('/api/admin/logs?limit=10').expect(200)).body as RunLog[];
    const log = logs.find((each) => each.scraperId === scraper[which]);
    if (!log) throw new Error(`no log for ${which}`);
    return log;
  }
  const listed = async () => (await admin.get('/api/events').expect(200)).body as Listed[];
  const named = async (name: string) => (await listed()).filter((event) => event.name === name);
  const review = async () => (await admin.get('/api/admin/review').expect(200)).body as ReviewItem[];
  const detail = async (id: string, who: Browser = admin) => (await who.get(`/api/events/${id}`).expect(200)).body as Listed;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fh-truth-'));
    [club, association, camps] = await Promise.all([startFixtureSite(), startFixtureSite(), startFixtureSite()]);
    setClub(clubDay1);
    setAssociation(associationDay1);
    camps.setRoutes({ '/summer': calendarPage('Summer camps 2027', campEvents) });
    server = await startTestApp({ dataDir, env: { ...adminEnv, SCRAPER_PAGE_TIMEOUT_SECONDS: '5' } });
    admin = await signedInAdmin(server.url);
    const member = await userAt(server.url, admin, 'pro');
    family = member.client;
    familyCookie = member.cookie;
    const add = async (name: string, organizer: string, url: string) =>
      ((await admin.post('/api/admin/scrapers', { name, organizer, startUrls: [url], pageLimit: 3 }).expect(201)).body as { id: string }).id;
    scraper.club = await add('Storm site', CLUB, `${club.url}/events`);
    scraper.association = await add('PA Calendar', 'PA Calendar', `${association.url}/calendar`);
    scraper.camps = await add('Summit camps', 'Summit Sports Camps', `${camps.url}/summer`);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await Promise.all([club?.close(), association?.close(), camps?.close()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists only the field hockey camps of a multi-sport site, and says why the others were left out', async () => {
    const log = await run('camps');
    expect(log.status).toBe('success');
    const names = (await listed()).filter((event) => event.organizer === 'Summit Sports Camps').map((event) => event.name).sort();
    expect(names).toEqual(['Field Hockey Goalie School', 'Field Hockey Overnight Camp', 'Summit Stick Skills Day']);
    const rejected = log.rejections.filter((rejection) => rejection.reason.startsWith('Not field hockey'));
    expect(rejected.map((rejection) => rejection.name).sort()).toEqual(['Girls Basketball Day Camp', 'Lacrosse Skills Week', 'Volleyball Elite Camp', 'Youth Soccer Academy']);

    // The site now says the skills day is a lacrosse one: the listing goes to the Review list, not silently away.
    const [skillsDay] = (await listed()).filter((event) => event.name === 'Summit Stick Skills Day');
    const relabelled = campEvents.map((event) => (event.name === 'Summit Stick Skills Day' ? { ...event, sport: 'Lacrosse' } : event));
    camps.setRoutes({ '/summer': calendarPage('Summer camps 2027', relabelled) });
    const second = await run('camps');
    expect(second.rejections).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Summit Stick Skills Day', reason: 'Not field hockey: its details name lacrosse' })]));
    const doubts = (await review()).filter((item) => item.kind === 'not-field-hockey');
    expect(doubts).toEqual([expect.objectContaining({ event: expect.objectContaining({ id: skillsDay.id }), note: expect.stringContaining('lacrosse') })]);
    expect(await detail(skillsDay.id)).toMatchObject({ name: 'Summit Stick Skills Day', isCancelled: false });
  }, 90_000);

  it('day one: the same event on two sites is one listing with both sources, the organizer named by the calendar, sessions apart', async () => {
    await run('club');
    await run('association');
    const showcases = await named('Summer Showcase');
    expect(showcases).toHaveLength(1);
    expect(showcases[0]).toMatchObject({ startDate: showcase.start, endDate: showcase.end, organizer: CLUB, city: 'Allentown' });
    expect(showcases[0].sources.sort()).toEqual([new URL(club.url).host, new URL(association.url).host].sort());
    expect(await named('Goalkeeper Clinic')).toHaveLength(1);
    // On the calendar, an event of another club is that club's, not "PA Calendar"'s.
    expect(await named('Keystone Indoor Shootout')).toEqual([expect.objectContaining({ organizer: 'Keystone Field Hockey' })]);
    expect((await listed()).filter((event) => event.organizer === 'PA Calendar')).toEqual([]);
    // Two sessions of one camp, and two age-group sessions on the same day, stay separate events.
    expect((await named('Summer Skills Camp')).map((event) => event.startDate).sort()).toEqual([inDays(60), inDays(67)]);
    const ages = (await named('Fall Clinic')).map((event) => event.ageLevel);
    expect(ages).toHaveLength(2);
    expect(new Set(ages).size).toBe(2);
    // One organizer's events of one name on the same day in two towns are two events.
    expect((await named('Fall Festival')).map((event) => event.city).sort()).toEqual(['Allentown', 'Pittsburgh']);
    // A name alike on the same days in the same town: a probable duplicate for an admin, not merged.
    expect((await named('Winter Classic')).length + (await named('Winter Classic Tournament')).length).toBe(2);
    const duplicates = (await review()).filter((item) => item.kind === 'duplicate');
    expect(duplicates.map((item) => [item.event.name, item.other?.name].sort())).toEqual(expect.arrayContaining([['Winter Classic', 'Winter Classic Tournament']]));
  }, 120_000);

  it('day two: a moved showcase moves (one listing, its saves kept, a change alert), a clinic taken off both sites is not retired after one run', async () => {
    const [listing] = await named('Summer Showcase');
    const [clinic] = await named('Goalkeeper Clinic');
    await family.post(`/api/saved-events/${listing.id}`).expect(200);
    await family.post(`/api/saved-events/${clinic.id}`).expect(200);

    const moved = { ...showcase, start: inDays(47), end: inDays(48) };
    setClub(clubDay1.filter((event) => event !== keeperClinic).map((event) => (event === showcase ? moved : event)));
    setAssociation(associationDay1.filter((event) => event.name !== keeperClinic.name).map((event) => (event.name === showcase.name ? { ...moved, organizer: CLUB } : event)));
    await run('club');
    await run('association');

    const showcases = await named('Summer Showcase');
    expect(showcases).toEqual([expect.objectContaining({ id: listing.id, startDate: moved.start, endDate: moved.end })]);
    const history = (await admin.get(`/api/admin/history/events/${listing.id}`).expect(200)).body as { entries: { type: string; changes: { field: string; before: unknown; after: unknown }[] }[] };
    const change = history.entries.find((entry) => entry.type === 'EventDetailsChanged');
    expect(change?.changes).toEqual(expect.arrayContaining([{ field: 'startDate', before: showcase.start, after: moved.start }]));
    expect(((await family.get('/api/saved-events').expect(200)).body as Listed[]).map((event) => event.id)).toContain(listing.id);
    // One good run without it is not enough.
    expect(await named('Goalkeeper Clinic')).toHaveLength(1);

    await admin.post('/api/admin/notifications/run', {}).expect(200);
    const subjects = await outboxSubjects();
    expect(subjects).toEqual(expect.arrayContaining([expect.stringContaining('Summer Showcase')]));
  }, 120_000);

  it('an unreachable site and a site that suddenly lists nothing remove nothing, and say why', async () => {
    const [clinic] = await named('Goalkeeper Clinic');
    club.setRoutes({ '/events': { status: 503, body: 'Down for maintenance' } });
    const down = await run('club', 502);
    expect(down.status).toBe('failure');
    expect(down.errorMessage).toBeTruthy();
    setClub([]);
    const empty = await run('club', 502);
    expect(empty.status).toBe('failure');
    expect(empty.errorMessage).toContain('less than half');
    expect(await named('Summer Showcase')).toHaveLength(1);
    expect(await named('Goalkeeper Clinic')).toEqual([expect.objectContaining({ id: clinic.id, isVanished: false })]);
  }, 120_000);

  it('after two good runs of every source without it, the clinic is no longer listed: hidden from the list, labelled on its page and in /saved, savers alerted once; it comes back when listed again', async () => {
    const [clinic] = await named('Goalkeeper Clinic');
    const moved = { ...showcase, start: inDays(47), end: inDays(48) };
    const clubDay2 = clubDay1.filter((event) => event !== keeperClinic).map((event) => (event === showcase ? moved : event));
    setClub(clubDay2);
    await run('club');
    // The club's site missed it twice, the calendar only once so far.
    expect(await named('Goalkeeper Clinic')).toHaveLength(1);
    await run('association');
    expect(await named('Goalkeeper Clinic')).toEqual([]);
    expect(await detail(clinic.id)).toMatchObject({ isVanished: true, name: 'Goalkeeper Clinic' });
    expect(await detail(clinic.id, family)).toMatchObject({ isVanished: true });
    const saved = (await family.get('/api/saved-events').expect(200)).body as Listed[];
    expect(saved.find((event) => event.id === clinic.id)).toMatchObject({ isVanished: true });
    expect((await review()).filter((item) => item.kind === 'vanished').map((item) => item.event.id)).toEqual([clinic.id]);

    await admin.post('/api/admin/notifications/run', {}).expect(200);
    await admin.post('/api/admin/notifications/run', {}).expect(200);
    expect((await outboxSubjects()).filter((subject) => subject.includes('Goalkeeper Clinic') && subject.includes('no longer listed'))).toHaveLength(1);

    setClub([...clubDay2, keeperClinic]);
    await run('club');
    expect(await named('Goalkeeper Clinic')).toEqual([expect.objectContaining({ id: clinic.id, isVanished: false })]);
    expect((await review()).filter((item) => item.kind === 'vanished')).toEqual([]);
  }, 180_000);

  it('admins merge a probable duplicate (saves follow), keep another pair apart for good, and confirm a vanished event cancelled', async () => {
    const items = await review();
    const duplicate = items.find((item) => item.kind === 'duplicate' && [item.event.name, item.other?.name].includes('Winter Classic'));
    if (!duplicate?.other) throw new Error('no duplicate to merge');
    const [short] = await named('Winter Classic');
    const [long] = await named('Winter Classic Tournament');
    await family.post(`/api/saved-events/${short.id}`).expect(200);
    await admin.post('/api/admin/review/merge', { eventId: short.id, intoEventId: long.id }).expect(200);
    expect(await named('Winter Classic')).toEqual([]);
    const [kept] = await named('Winter Classic Tournament');
    expect(kept.sources).toHaveLength(2);
    const savedIds = ((await family.get('/api/saved-events').expect(200)).body as Listed[]).map((event) => event.id);
    expect(savedIds).toContain(long.id);
    expect(savedIds).not.toContain(short.id);
    // The next run of the calendar finds its record in the merged listing: no new duplicate.
    await run('association');
    expect(await named('Winter Classic')).toEqual([]);
    expect((await review()).filter((item) => item.kind === 'duplicate' && item.event.name.startsWith('Winter Classic'))).toEqual([]);

    // The two Fall Festivals (two towns) were flagged: an admin keeps them apart, and no run flags them again.
    const festivals = await named('Fall Festival');
    const festivalItem = (await review()).find((item) => item.kind === 'duplicate' && item.event.name === 'Fall Festival');
    expect(festivalItem?.note).toContain('in Allentown rather than Pittsburgh');
    expect([festivalItem?.event.id, festivalItem?.other?.id].sort()).toEqual(festivals.map((event) => event.id).sort());
    await admin.post('/api/admin/review/keep-apart', { eventId: festivals[0].id, otherEventId: festivals[1].id }).expect(204);
    await run('association');
    expect((await review()).filter((item) => item.kind === 'duplicate' && item.event.name === 'Fall Festival')).toEqual([]);
    expect(await named('Fall Festival')).toHaveLength(2);

    // A vanished event confirmed cancelled.
    const clubNow = clubDay1.filter((event) => event !== keeperClinic);
    setClub([...clubNow.filter((event) => event !== showcase), { ...showcase, start: inDays(47), end: inDays(48) }]);
    await run('club');
    await run('club');
    const [clinicBefore] = (await listed()).filter((event) => event.name === 'Goalkeeper Clinic');
    const vanished = (await review()).find((item) => item.kind === 'vanished');
    const clinicId = vanished?.event.id ?? clinicBefore?.id;
    expect(vanished).toBeDefined();
    await admin.post('/api/admin/review/confirm-cancelled', { eventId: clinicId }).expect(200);
    expect(await detail(clinicId as string)).toMatchObject({ isCancelled: true, isVanished: false });
    expect((await review()).filter((item) => item.kind === 'vanished')).toEqual([]);
    const history = (await admin.get(`/api/admin/history/events/${short.id}`).expect(200)).body as { entries: { type: string }[] };
    expect(history.entries.map((entry) => entry.type)).toContain('EventMergedInto');

    // Bad input: a clear 4xx, nothing changed.
    await admin.post('/api/admin/review/merge', { eventId: long.id, intoEventId: long.id }).expect(400);
    await admin.post('/api/admin/review/merge', { eventId: 'nope', intoEventId: long.id }).expect(400);
    expect(await named('Winter Classic Tournament')).toHaveLength(1);
  }, 240_000);

  it('a restart rebuilds every read model from the store with the same answers', async () => {
    const saved = async () => (await family.get('/api/saved-events').expect(200)).body as Listed[];
    const before = { events: await listed(), review: await review(), saved: await saved() };
    const details = await Promise.all(before.saved.map((event) => detail(event.id)));
    expect(before.events.length).toBeGreaterThan(5);
    await server.close();
    server = await startTestApp({ dataDir, env: { ...adminEnv, SCRAPER_PAGE_TIMEOUT_SECONDS: '5' } });
    admin = await signedInAdmin(server.url);
    family = browser(server.url, familyCookie);
    expect(await listed()).toEqual(before.events);
    expect(await review()).toEqual(before.review);
    expect(await saved()).toEqual(before.saved);
    expect(await Promise.all(before.saved.map((event) => detail(event.id)))).toEqual(details);
  }, 90_000);

  async function outboxSubjects(): Promise<string[]> {
    const outbox = join(dataDir, 'outbox');
    let files: string[];
    try {
      files = readdirSync(outbox);
    } catch {
      return [];
    }
    return Promise.all(files.map(async (file) => (await PostalMime.parse(readFileSync(join(outbox, file)))).subject ?? ''));
  }
});
