import { describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { addDays, todayIn } from '../../src/platform/time/calendar-date.js';
import { seriousViolations } from './support/axe.js';
import { signedInClient } from './support/api-client.js';
import { browserSession } from './support/session.js';

// Issue 24 in a browser: a Pro family with a home ZIP opens the Map view with the keyboard, reaches a group of
// dots, opens its cards, and reads its season summary on /saved in English and Spanish.
const admin = { username: 'e2e-season-admin', password: 'Field-Hockey-Admin-2026' };
const session = browserSession({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
const inDays = (days: number) => addDays(todayIn('America/New_York'), days);

const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** A request from the page, with its session cookie. */
async function inPage(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async (request) => {
      const response = await fetch(request.path, {
        method: request.method,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), {}, text);
}

/** Presses Tab until the focused element's accessible name (its label or text) is `name`; fails after `limit`. */
async function tabTo(page: Page, name: string, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** The text under a term of a description list (the summary's totals). */
async function definition(page: Page, term: string): Promise<string> {
  return page.$$eval(
    'dt',
    (terms, wanted) => terms.find((dt) => dt.textContent === wanted)?.nextElementSibling?.textContent ?? '',
    term,
  );
}

type SavedView = { id: string; cost: number | null; distanceMiles: number | null };

describe('planning the season in a browser', () => {
  it('a Pro family opens the map with the keyboard, opens a group of events, and reads the season summary in English and Spanish', async () => {
    const { page, problems, url } = await session.visit({ viewport: { width: 390, height: 844 }, bypassCsp: true });
    const adminApi = await signedInClient(session.baseUrl(), '/api/login', admin);

    // Two events near Hartford on overlapping days (one located by its ZIP, one by its city) and one in Richmond.
    const listed: { id: string; name: string }[] = [];
    for (const [name, eventType, city, state, zip, start, end, cost] of [
      ['E2E Hartford Winter Showcase', 'Showcase', 'Hartford', 'CT', '06103', inDays(20), inDays(21), 250],
      ['E2E New Britain Goalie Clinic', 'Clinic', 'New Britain', 'CT', null, inDays(21), null, null],
      ['E2E Richmond Invitational', 'Tournament', 'Richmond', 'VA', '23219', inDays(50), inDays(52), 150],
    ] as const) {
      const created = await adminApi.send<{ id: string }>('POST', '/api/admin/events', {
        name,
        description: 'Games in front of college coaches.',
        eventType,
        startDate: start,
        endDate: end,
        registrationDeadline: null,
        city,
        state,
        cost,
        ageLevel: 'U19',
        organizer: 'NXT',
        isIndoor: false,
        registrationLink: null,
        gradYears: [2029],
        collegesAttending: ['Duke', 'UNC'],
        zip,
      });
      listed.push({ id: created.id, name });
    }

    // The family: registered, granted Pro, home in Boston, an athlete of the class of 2029, every event saved.
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(sent.url()));
    await page.goto(url('/'), { waitUntil: 'networkidle0' });
    const registered = await inPage(page, 'POST', '/api/register', {
      username: 'e2e_season_family',
      email: 'e2e.season.family@example.com',
      password: 'field-hockey-2025',
      ageConfirmed: true,
    });
    expect(registered.status).toBe(201);
    const familyId = (registered.body as { id: string }).id;
    await adminApi.send('POST', `/api/admin/users/${familyId}/access`, { planType: 'pro' });
    expect((await inPage(page, 'PATCH', '/api/user', { homeZip: '02108', gradYears: [2029] })).status).toBe(200);
    for (const event of listed) expect((await inPage(page, 'POST', `/api/saved-events/${event.id}`)).status).toBe(200);
    const saved = (await inPage(page, 'GET', '/api/saved-events')).body as SavedView[];
    const hartford = saved.find((event) => event.id === listed[0].id);
    // Boston to Hartford is about 90 miles, straight line.
    expect(hartford?.distanceMiles).toBeGreaterThanOrEqual(80);
    expect(hartford?.distanceMiles).toBeLessThanOrEqual(100);

    // The list, filtered to the colleges these events name (the demo catalog's events name none): the card says how
    // far, and the map's code has not loaded (nor did it on the landing page).
    await page.goto(url('/events?college=Duke'), { waitUntil: 'networkidle0' });
    const hartfordCard = await page.waitForSelector(byRole('article', listed[0].name));
    expect(await hartfordCard?.evaluate((card) => card.textContent)).toContain(`~${hartford?.distanceMiles} mi from home`);
    const mapChunk = (sent: string) => /\/assets\/(events-map|d3-)[^/]*\.js$/.test(sent);
    expect(requested.filter(mapChunk)).toEqual([]);

    // The keyboard opens the Map view (its code loads now) and reaches the group of the two Connecticut events.
    await page.focus('#events-search');
    await tabTo(page, 'Map', 10);
    await page.keyboard.press('Enter');
    await page.waitForSelector(byRole('region', 'Map of events'));
    await page.waitForSelector(byRole('button', '2 events near Hartford, CT'));
    expect(requested.filter(mapChunk).length).toBeGreaterThan(0);
    // (By its attributes: Chromium's accessibility tree names the role "image".)
    expect(await page.$('[role="img"][aria-label="Home: Boston, MA"]')).not.toBeNull();
    expect(await page.$(byRole('button', '1 event near Richmond, VA'))).not.toBeNull();
    // It fits a 390 px phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tabTo(page, '2 events near Hartford, CT');
    await page.keyboard.press('Enter');

    // Their cards open below the map, focus on their heading.
    await page.waitForFunction(() => document.activeElement?.textContent === '2 events near Hartford, CT');
    const chosen = await page.$$eval('ul[aria-label="2 events near Hartford, CT"] article h3', (titles) => titles.map((title) => title.textContent));
    expect(chosen).toEqual([listed[0].name, listed[1].name]);
    // The same events as a list, by state, for screen readers.
    await page.click('details.events-map__list summary');
    await waitForText(page, listed[2].name);
    expect(await seriousViolations(page)).toEqual([]);

    // The season summary: fees known for two events, miles there and back for all three, nights away, one conflict.
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(url('/saved'), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('region', 'Season summary'));
    const miles = 2 * saved.reduce((sum, event) => sum + (event.distanceMiles ?? 0), 0);
    expect(saved.every((event) => typeof event.distanceMiles === 'number')).toBe(true);
    expect(await definition(page, 'Entry fees')).toBe('$4001 event with an unknown cost');
    expect(await definition(page, 'Miles there and back')).toBe(`~${miles.toLocaleString('en-US')} mi`);
    expect(await definition(page, 'Nights away')).toBe('3');
    expect(await definition(page, 'Date conflicts')).toBe('1');

    await page.locator(byRole('button', 'ES')).click();
    await page.waitForSelector(byRole('region', 'Resumen de la temporada'));
    expect(await definition(page, 'Inscripciones')).toBe('$4001 evento con precio desconocido');
    expect(await definition(page, 'Millas de ida y vuelta')).toBe(`~${miles.toLocaleString('es-ES')} mi`);
    expect(await definition(page, 'Noches fuera')).toBe('3');
    expect(await definition(page, 'Conflictos de fechas')).toBe('1');
    await waitForText(page, `~${hartford?.distanceMiles} mi de casa`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
