import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { AGE_LEVELS, EVENT_TYPES } from '../../src/modules/catalog/events/event-details.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits } from './accounts-support.js';
import { allowedGradYears } from '../../src/platform/time/school-year.js';
import { type Level, STUB_KEYS, adminEnv, dataDirWithListings, inDays, inMonths, inYears, listEvent, signedInAdmin, today, userAt } from './catalog-support.js';

const PUBLIC_URL = 'http://fieldhockey.test';
const { from } = allowedGradYears(today());

/**
 * The seeded catalog, by what each plan may see of it (sample: one event, the soonest; basic: the next 3 months,
 * listed before this week's update; pro: two years back to 12 months ahead). `movedOut` is saved by the Pro user
 * while 11 months away, then moved 15 months away by an admin: a saved event Pro no longer sees.
 */
const KEYS = ['soonest', 'basicWindow', 'newThisWeek', 'newLater', 'laterThanBasic', 'beyondPro', 'movedOut', 'past', 'longPast'] as const;
type Key = (typeof KEYS)[number];

const UNLOCKED: Record<Level, Key[]> = {
  sample: ['soonest'],
  basic: ['soonest', 'basicWindow'],
  pro: ['soonest', 'basicWindow', 'newThisWeek', 'newLater', 'laterThanBasic', 'past'],
};
/** Listed this week, after Basic's weekly update: Basic's stubs of these say so. */
const LISTED_THIS_WEEK: Key[] = ['newThisWeek', 'newLater', 'movedOut'];
/** What each user saved while on Pro, before going down to their plan (and before `movedOut` moved). */
const SAVES: Record<Level, Key[]> = {
  sample: ['soonest', 'basicWindow', 'newThisWeek', 'laterThanBasic', 'past', 'movedOut'],
  basic: ['soonest', 'basicWindow', 'newThisWeek', 'newLater', 'laterThanBasic', 'past'],
  pro: ['soonest', 'laterThanBasic', 'past', 'movedOut'],
};

interface Seeded {
  id: string;
  eventType: string;
  state: string;
  startDate: string;
  /** Every value a stub must not carry, as it could appear in JSON, an .ics file or a header. */
  secrets: string[];
}

const STATES = ['PA', 'NJ', 'MD', 'VA', 'NY', 'CT', 'MA', 'DE', 'NC'];
/** A ZIP code in each of those states: an event's place, which its stub must not tell (nor its distance). */
const ZIPS = ['17601', '08540', '21201', '23219', '10001', '06103', '02110', '19901', '27701'];

/**
 * An event whose hidden values can be searched for in any answer: one mark in every text field and an odd cost.
 * The hidden fields that cannot be marked (end date, deadline, age level, indoor) are covered by stubs' exact keys.
 */
function secretEvent(key: Key, dates: { startDate: string; endDate: string | null; registrationDeadline: string | null }): Record<string, unknown> {
  const index = KEYS.indexOf(key);
  const mark = `${key}Secret${randomBytes(3).toString('hex')}`;
  return {
    name: `${mark} name`,
    description: `${mark} description`,
    city: `${mark} city`,
    organizer: `${mark} organizer`,
    registrationLink: `https://example.org/${mark}/register`,
    cost: 9000.37 + index * 111,
    ageLevel: AGE_LEVELS[index % AGE_LEVELS.length],
    eventType: EVENT_TYPES[index % EVENT_TYPES.length],
    state: STATES[index],
    isIndoor: index % 2 === 0,
    zip: ZIPS[index],
    gradYears: [from + (index % 4)],
    collegesAttending: [`${mark} College`, 'Duke'],
    ...dates,
  };
}

function seeded(input: Record<string, unknown>, id: string): Seeded {
  const cost = input.cost as number;
  const mark = (input.name as string).replace(/ name$/, '');
  return {
    id,
    eventType: input.eventType as string,
    state: input.state as string,
    startDate: input.startDate as string,
    secrets: [mark, cost.toFixed(2), cost.toLocaleString('en-US', { minimumFractionDigits: 2 }), input.zip as string],
  };
}

/** A body as a reader sees it: .ics lines unfolded and their text unescaped, so a folded or escaped secret still shows. */
const readable = (text: string) => text.replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, '\n');

interface Member {
  level: Level;
  id: string;
  client: Browser;
  /** The calendar feed address the user made while on Pro. */
  feedPath: string;
}

describe('Locked data: sample, basic and pro callers get nothing of a locked event beyond its stub', () => {
  let server: TestApp;
  let seed: Awaited<ReturnType<typeof dataDirWithListings>>;
  let admin: Browser;
  const catalog = {} as Record<Key, Seeded>;
  const members = {} as Record<Level, Member>;
  const byId = (id: string) => KEYS.find((key) => catalog[key].id === id);
  const lockedFor = (level: Level) => KEYS.filter((key) => !UNLOCKED[level].includes(key));

  beforeAll(async () => {
    const backdated: Record<string, Record<string, unknown>> = {
      soonest: secretEvent('soonest', { startDate: inDays(2), endDate: inDays(3), registrationDeadline: inDays(1) }),
      basicWindow: secretEvent('basicWindow', { startDate: inDays(20), endDate: inDays(21), registrationDeadline: inDays(10) }),
      laterThanBasic: secretEvent('laterThanBasic', { startDate: inMonths(5), endDate: null, registrationDeadline: inMonths(4) }),
      beyondPro: secretEvent('beyondPro', { startDate: inMonths(14), endDate: null, registrationDeadline: inDays(12) }),
      past: secretEvent('past', { startDate: inDays(-30), endDate: inDays(-29), registrationDeadline: inDays(-40) }),
      longPast: secretEvent('longPast', { startDate: inYears(-3), endDate: null, registrationDeadline: null }),
    };
    seed = await dataDirWithListings(Object.values(backdated));
    Object.keys(backdated).forEach((key, index) => (catalog[key as Key] = seeded(backdated[key], seed.ids[index])));
    server = await startTestApp({ dataDir: seed.dataDir, env: { ...adminEnv, PUBLIC_URL }, imports: [AccountsOptionsModule.override(generousLimits)] });
    admin = await signedInAdmin(server.url);
    const thisWeek: Record<string, Record<string, unknown>> = {
      newThisWeek: secretEvent('newThisWeek', { startDate: inDays(25), endDate: null, registrationDeadline: inDays(15) }),
      newLater: secretEvent('newLater', { startDate: inMonths(2), endDate: null, registrationDeadline: null }),
      movedOut: secretEvent('movedOut', { startDate: inMonths(11), endDate: null, registrationDeadline: inDays(9) }),
    };
    for (const [key, input] of Object.entries(thisWeek)) catalog[key as Key] = seeded(input, (await listEvent(admin, input)).id);

    for (const level of ['sample', 'basic', 'pro'] as const) {
      const { id, client } = await userAt(server.url, admin, 'pro');
      await client.patch('/api/user', { homeZip: '02108', gradYears: [from, from + 1] }).expect(200);
      for (const key of SAVES[level]) await client.post(`/api/saved-events/${catalog[key].id}`).expect(200);
      await client.put(`/api/saved-events/${catalog[SAVES[level][1]].id}/note`, { text: `The ${level} user's own note` }).expect(200);
      const feed = (await client.post('/api/calendar-feed').expect(200)).body as { feed: { url: string } };
      members[level] = { level, id, client, feedPath: new URL(feed.feed.url).pathname };
      if (level === 'sample') await admin.delete(`/api/admin/users/${id}/access`).expect(200);
      if (level === 'basic') await admin.post(`/api/admin/users/${id}/access`, { planType: 'basic' }).expect(200);
    }
    await admin.patch(`/api/admin/events/${catalog.movedOut.id}`, { startDate: inMonths(15) }).expect(200);
    catalog.movedOut.startDate = inMonths(15);
  });
  afterAll(async () => {
    await server.close();
    seed.remove();
  });

  /** The secrets of events locked for this level found in an answer (body and headers): none is the only pass. */
  function leaks(level: Level, response: Response): string[] {
    const seen = readable(`${JSON.stringify(response.headers)}\n${response.text ?? ''}`);
    return lockedFor(level).flatMap((key) => catalog[key].secrets.filter((secret) => seen.includes(secret)).map((secret) => `${key}: ${secret}`));
  }

  /** Every call goes through here: the status is checked, and the answer is searched for locked events' secrets. */
  async function call(member: Member | { level: Level; client: Browser }, path: string, status: number, method: 'get' | 'post' | 'put' | 'delete' = 'get'): Promise<Response> {
    const response = await (method === 'put' ? member.client.put(path, { text: 'Another note' }) : member.client[method](path));
    expect({ path, status: response.status, leaks: leaks(member.level, response) }).toEqual({ path, status, leaks: [] });
    return response;
  }

  /** Each entry of a list: an event the plan unlocks (isLocked false), or exactly the stub of one it does not. */
  function expectEntries(level: Level, entries: Record<string, unknown>[]): void {
    for (const entry of entries) {
      const key = byId(entry.id as string);
      expect(key).toBeDefined();
      if (!key) continue;
      if (UNLOCKED[level].includes(key)) {
        expect({ key, isLocked: entry.isLocked, name: entry.name }).toEqual({ key, isLocked: false, name: expect.stringContaining(catalog[key].secrets[0]) });
        continue;
      }
      const { id, eventType, state, startDate } = catalog[key];
      const newThisWeek = level === 'basic' && LISTED_THIS_WEEK.includes(key) ? { newThisWeek: true } : {};
      expect({ key, entry }).toEqual({ key, entry: { id, eventType, state, startDate, isLocked: true, ...newThisWeek } });
      expect(Object.keys(entry).sort()).toEqual([...STUB_KEYS, ...Object.keys(newThisWeek)].sort());
    }
  }

  describe.each(['sample', 'basic', 'pro'] as const)('a %s user', (level) => {
    const member = () => members[level];
    const proOnly = level === 'pro' ? null : 403;

    it('is on that plan now (and was on Pro when saving)', async () => {
      expect(((await call(member(), '/api/user', 200)).body as { accessLevel: string }).accessLevel).toBe(level);
    });

    it('lists events with locked ones as bare stubs, with no filter, each filter, start dates reaching back and end dates far ahead', async () => {
      const seededStates = KEYS.map((key) => catalog[key].state);
      const queries = [
        '',
        `?state=${seededStates.join(',')}`,
        ...seededStates.map((state) => `?state=${state}`),
        ...EVENT_TYPES.map((type) => `?eventType=${encodeURIComponent(type)}`),
        `?startDate=${inYears(-2)}`,
        `?startDate=${inYears(-10)}&endDate=${inYears(5)}`,
        `?endDate=${inYears(5)}`,
        `?startDate=${inDays(1)}&endDate=${inMonths(4)}`,
        `?state=${seededStates.join(',')}&eventType=${EVENT_TYPES.map(encodeURIComponent).join(',')}&startDate=${inYears(-3)}&endDate=${inYears(3)}`,
        // Nearest first: locked stubs still bare, after every unlocked event.
        ...(level === 'pro' ? ['?sort=distance', `?sort=distance&startDate=${inYears(-3)}&endDate=${inYears(3)}`, '?sort=distance&order=latest&limit=3'] : []),
      ];
      const everything = new Set<string>();
      for (const query of queries) {
        const entries = (await call(member(), `/api/events${query}`, 200)).body as Record<string, unknown>[];
        expectEntries(level, entries);
        for (const entry of entries) everything.add(byId(entry.id as string) ?? '');
      }
      // Listed at all: upcoming for all, the last two years too for Pro; never more than that.
      const listed = KEYS.filter((key) => key !== 'longPast' && (level === 'pro' || key !== 'past'));
      expect([...everything].sort()).toEqual([...listed].sort());
    });

    it('leaves locked events out when a filter is on a field stubs hide (age level; for Pro also cost, indoor, organizer)', async () => {
      const hidden = [
        ...AGE_LEVELS.map((ageLevel) => `?ageLevel=${encodeURIComponent(ageLevel)}`),
        `?ageLevel=${AGE_LEVELS.map(encodeURIComponent).join(',')}&startDate=${inYears(-3)}&endDate=${inYears(3)}`,
      ];
      const proFilters = [
        '?minCost=0',
        '?maxCost=100000',
        '?isIndoor=true',
        '?isIndoor=false',
        `?minCost=9000&maxCost=11000&startDate=${inYears(-3)}&endDate=${inYears(3)}`,
        ...KEYS.map((key) => `?organizer=${encodeURIComponent(`${catalog[key].secrets[0]} organizer`)}&startDate=${inYears(-3)}&endDate=${inYears(3)}`),
        // Issue 24's planning filters: distance, class, colleges are fields stubs hide.
        '?near=50',
        `?near=500&startDate=${inYears(-3)}&endDate=${inYears(3)}`,
        ...[0, 1, 2, 3].map((offset) => `?gradYear=${from + offset}&startDate=${inYears(-3)}&endDate=${inYears(3)}`),
        `?college=Duke&startDate=${inYears(-3)}&endDate=${inYears(3)}`,
        ...KEYS.map((key) => `?college=${encodeURIComponent(`${catalog[key].secrets[0]} College`)}&startDate=${inYears(-3)}&endDate=${inYears(3)}`),
        `?near=500&sort=distance&gradYear=${from}&college=Duke`,
      ];
      for (const query of [...hidden, ...(level === 'pro' ? proFilters : [])]) {
        const entries = (await call(member(), `/api/events${query}`, 200)).body as Record<string, unknown>[];
        expect({ query, locked: entries.filter((entry) => entry.isLocked !== false).map((entry) => byId(entry.id as string)) }).toEqual({ query, locked: [] });
        expectEntries(level, entries);
      }
      for (const query of level === 'pro' ? [] : proFilters) {
        expect((await call(member(), `/api/events${query}`, 403)).body).toEqual({ message: 'Advanced filters are a Pro feature' });
      }
    });

    it('opens the detail of unlocked events only: locked, past or missing all answer the same bare 404', async () => {
      for (const key of KEYS) {
        const unlocked = UNLOCKED[level].includes(key);
        const answer = await call(member(), `/api/events/${catalog[key].id}`, unlocked ? 200 : 404);
        expect({ key, body: answer.body as unknown }).toEqual({ key, body: unlocked ? expect.objectContaining({ id: catalog[key].id, isLocked: false }) : { message: 'Event not found' } });
      }
    });

    it('shows saved events that became locked as stubs, and refuses to save a locked one without saying more', async () => {
      const saved = (await call(member(), '/api/saved-events', 200)).body as Record<string, unknown>[];
      expect(saved.map((entry) => byId(entry.id as string)).sort()).toEqual([...SAVES[level]].sort());
      expectEntries(level, saved);
      expect(saved.filter((entry) => entry.isLocked === false).map((entry) => byId(entry.id as string)).sort()).toEqual(
        SAVES[level].filter((key) => UNLOCKED[level].includes(key)).sort(),
      );
      for (const key of lockedFor(level)) {
        expect((await call(member(), `/api/saved-events/${catalog[key].id}`, 403, 'post')).body).toEqual({ message: 'Upgrade to save this event' });
      }
    });

    it('gives .ics files of unlocked events only (Pro; others are refused outright)', async () => {
      for (const key of KEYS) {
        const status = proOnly ?? (UNLOCKED.pro.includes(key) ? 200 : 404);
        const answer = await call(member(), `/api/events/${catalog[key].id}/calendar`, status);
        if (status === 200) expect(readable(answer.text)).toContain(catalog[key].secrets[0]);
        if (status === 403) expect(answer.body).toEqual({ message: 'Calendar export is a Pro feature' });
      }
      const all = await call(member(), '/api/saved-events/calendar', proOnly ?? 200);
      if (level === 'pro') {
        const text = readable(all.text);
        expect(['soonest', 'laterThanBasic'].map((key) => text.includes(catalog[key as Key].secrets[0]))).toEqual([true, true]);
      } else expect(all.body).toEqual({ message: 'Calendar export is a Pro feature' });
    });

    it('serves the calendar feed only while Pro, with unlocked upcoming saves only; the address made on Pro is dead after', async () => {
      const feed = await call({ level, client: browser(server.url) }, member().feedPath, level === 'pro' ? 200 : 404);
      if (level === 'pro') expect(readable(feed.text)).toContain(catalog.laterThanBasic.secrets[0]);
      else expect(feed.body).toEqual({ message: 'Calendar feed not found' });
      const settings = await call(member(), '/api/calendar-feed', proOnly ?? 200);
      if (proOnly) expect(settings.body).toEqual({ message: 'The calendar feed is a Pro feature' });
    });

    it('tells no more through counts, insights, the colleges list, the CSV export or notes', async () => {
      const count = await call({ level, client: browser(server.url) }, '/api/stats/events-count', 200);
      expect(count.body).toEqual({ count: KEYS.filter((key) => key !== 'past' && key !== 'longPast').length });

      const insights = await call(member(), '/api/insights', proOnly ?? 200);
      if (proOnly) expect(insights.body).toEqual({ message: 'Insights are a Pro feature' });
      // Pro's open deadlines: its saved, unlocked events only (movedOut's deadline is open, but it is locked now).
      else expect((insights.body as { upcomingDeadlines: { id: string }[] }).upcomingDeadlines.map((entry) => byId(entry.id))).toEqual(['soonest', 'laterThanBasic']);

      // The colleges of locked events are none of the plan's business (their marks are searched for by `call`).
      const colleges = await call(member(), '/api/colleges', proOnly ?? 200);
      if (proOnly) expect(colleges.body).toEqual({ message: 'Colleges attending are a Pro feature' });
      else expect((colleges.body as { name: string }[]).map((college) => college.name)).toContain(`${catalog.soonest.secrets[0]} College`);

      expect((await call(member(), '/api/admin/events/export', 403)).body).toEqual({ message: 'Admins only' });

      for (const key of SAVES[level]) {
        for (const method of ['get', 'put', 'delete'] as const) {
          const status = proOnly ?? (method === 'delete' ? 204 : 200);
          const answer = await call(member(), `/api/saved-events/${catalog[key].id}/note`, status, method);
          if (proOnly) expect(answer.body).toEqual({ message: 'Notes are a Pro feature' });
          else if (method !== 'delete') expect(Object.keys(answer.body as object).sort()).toEqual(['eventId', 'text', 'updatedAt']);
        }
      }
    });
  });
});
