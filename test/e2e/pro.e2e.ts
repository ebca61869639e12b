import { describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { addDays, todayIn } from '../../src/platform/time/calendar-date.js';
import { seriousViolations } from './support/axe.js';
import { browserSession } from './support/session.js';

const admin = { username: 'e2e-pro-admin', password: 'Field-Hockey-Admin-2026' };
const session = browserSession({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
const inDays = (days: number) => addDays(todayIn('America/New_York'), days);

const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** A plain HTTP client for the admin's side of the set-up (the browser is the family's). */
async function adminClient(baseUrl: string): Promise<(method: string, path: string, body?: unknown) => Promise<Response>> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  return (method, path, body) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { Cookie: cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function inPage(page: Page, method: string, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async (request) => {
      const response = await fetch(request.path, { method: request.method, headers: { 'X-Requested-With': 'fetch' } });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path },
  );
}

async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), {}, text);
}

describe('Pro features in a browser', () => {
  it('a Pro family writes a private note, copies its calendar feed and fetches it, sees a conflict and the insights charts', async () => {
    const { page, problems, url } = await session.visit({ viewport: { width: 1280, height: 900 }, bypassCsp: true });
    const request = await adminClient(session.baseUrl());

    // Two events on overlapping days, and a family on the Pro plan (granted, as an admin can).
    const listed: { id: string; name: string }[] = [];
    for (const [name, start, end] of [
      ['E2E Lakeside Summer Showcase', inDays(20), inDays(21)],
      ['E2E Lakeside Goalkeeper Clinic', inDays(21), null],
    ] as const) {
      const response = await request('POST', '/api/admin/events', {
        name,
        description: 'Games in front of college coaches by the lake.',
        eventType: name.includes('Clinic') ? 'Clinic' : 'Showcase',
        startDate: start,
        endDate: end,
        registrationDeadline: inDays(10),
        city: 'Lancaster',
        state: 'PA',
        cost: 150,
        ageLevel: 'U19',
        organizer: 'NXT',
        isIndoor: false,
        registrationLink: 'https://example.org/nxt/lakeside',
      });
      expect(response.status).toBe(201);
      listed.push({ id: ((await response.json()) as { id: string }).id, name });
    }
    await page.goto(url('/'), { waitUntil: 'networkidle0' });
    const registered = await page.evaluate(async () => {
      const response = await fetch('/api/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify({ username: 'e2e_pro_family', email: 'e2e.pro.family@example.com', password: 'field-hockey-2025', ageConfirmed: true }),
      });
      return { status: response.status, body: (await response.json()) as { id: string } };
    });
    expect(registered.status).toBe(201);
    expect((await request('POST', `/api/admin/users/${registered.body.id}/access`, { planType: 'pro' })).status).toBe(200);
    for (const event of listed) expect((await inPage(page, 'POST', `/api/saved-events/${event.id}`)).status).toBe(200);

    // A private note, written on the event's page.
    const [showcase, clinic] = listed;
    await page.goto(url(`/events/${showcase.id}`), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('heading', showcase.name));
    await page.type(byRole('textbox', 'Private note — only you can see it'), 'Bring both sticks; Emma plays the second day.');
    await page.click(byRole('button', 'Save note'));
    await waitForText(page, 'Note saved');
    expect(await inPage(page, 'GET', `/api/saved-events/${showcase.id}/note`)).toEqual({
      status: 200,
      body: expect.objectContaining({ text: 'Bring both sticks; Emma plays the second day.' }),
    });

    // The saved list shows the note and that the two events overlap.
    await page.goto(url('/saved'), { waitUntil: 'networkidle0' });
    await waitForText(page, `Conflicts with ${clinic.name}`);
    await waitForText(page, `Conflicts with ${showcase.name}`);
    await waitForText(page, 'Bring both sticks; Emma plays the second day.');

    // The calendar feed: created in the profile, copied to the clipboard, fetched as a calendar app would.
    await page.browserContext().overridePermissions(session.baseUrl(), ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    await page.goto(url('/profile'), { waitUntil: 'networkidle0' });
    await page.click(byRole('button', 'Create my calendar feed'));
    await page.waitForSelector(byRole('button', 'Copy link'));
    await page.click(byRole('button', 'Copy link'));
    await waitForText(page, 'Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The link is on PUBLIC_URL (http://localhost:<port> by default); the test server listens on 127.0.0.1.
    const link = new URL(copied);
    expect(link.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetch(`${session.baseUrl()}${link.pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    for (const event of listed) expect(ics).toContain(event.name);

    // Insights: the charts draw.
    await page.goto(url('/dashboard'), { waitUntil: 'networkidle0' });
    await page.click(byRole('link', 'Statistics and insights'));
    await page.waitForSelector(byRole('heading', 'Events by state'));
    await page.waitForSelector('.recharts-surface');
    expect(await page.$$eval('.recharts-surface', (charts) => charts.length)).toBeGreaterThanOrEqual(4);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
