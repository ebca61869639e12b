import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { addDays, todayIn } from '../../src/platform/time/calendar-date.js';
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.js';
import { seriousViolations } from './support/axe.js';
import { browserSession } from './support/session.js';

const admin = { username: 'e2e-drafts-admin', password: 'Field-Hockey-Admin-2026' };
const session = browserSession({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
const inDays = (days: number) => addDays(todayIn('America/New_York'), days);

function byRole(role: string, name: string): string {
  return `::-p-aria([name="${name}"][role="${role}"])`;
}

async function waitForText(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), { timeout }, text);
}

/** A call to the API from the signed-in page, as the SPA makes it: its status and JSON. */
function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async (request) => {
      const response = await fetch(request.path, {
        method: request.method,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return { status: response.status, json: response.status === 204 ? null : ((await response.json()) as unknown) };
    },
    { method, path, body },
  );
}

/** A camp's page that never says it is field hockey: a run makes it a draft. */
function campSite(start: string): Record<string, { headers: Record<string, string>; body: string }> {
  const [year, month, day] = start.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
  return {
    '/camp': {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Summer Skills Camp</title></head><body><main>
        <h1>Summer Skills Camp</h1><p>Dates: ${date}</p><p>Location: Lancaster, PA</p><p>Cost: $150</p></main></body></html>`,
    },
  };
}

describe('drafts on the Review tab, in a browser', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite(campSite(inDays(40)));
  });
  afterAll(async () => {
    await site?.close();
  });

  it('an admin reading Spanish sees a draft with its evidence and publishes it as is: it is listed', async () => {
    const { page, problems, url } = await session.visit({ viewport: { width: 1280, height: 900 }, bypassCsp: true });
    await page.goto(url('/'), { waitUntil: 'networkidle0' });
    expect((await api(page, 'POST', '/api/login', admin)).status).toBe(200);
    const added = await api(page, 'POST', '/api/admin/scrapers', { name: 'Summit camps', organizer: 'Summit Sports Camps', startUrls: [`${site.url}/camp`], pageLimit: 1 });
    expect(added.status).toBe(201);
    const run = await api(page, 'POST', `/api/admin/scrapers/${(added.json as { id: string }).id}/run`, {});
    expect(run).toMatchObject({ status: 200 });

    await page.evaluate(() => window.localStorage.setItem('language', 'es'));
    await page.goto(url('/admin?tab=review'), { waitUntil: 'networkidle0' });
    const draft = byRole('article', 'Borrador: Summer Skills Camp');
    await page.waitForSelector(draft, { timeout: 30_000 });
    const text = await page.$eval(draft, (element) => (element as HTMLElement).innerText);
    expect(text).toContain('Su página no dice que sea de hockey sobre césped');
    expect(text).toMatch(/regla: (?:una línea con etiqueta|un bloque) del evento · bloque del evento/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator(byRole('button', 'Publicar Summer Skills Camp tal cual')).click();
    await waitForText(page, '“Summer Skills Camp” publicado');
    await waitForText(page, 'No hay borradores para revisar');
    const events = await api(page, 'GET', '/api/events');
    expect((events.json as { name: string; city: string }[]).filter((event) => event.name === 'Summer Skills Camp')).toEqual([
      expect.objectContaining({ city: 'Lancaster' }),
    ]);
    expect(problems).toEqual([]);
  }, 120_000);

  it('the scraper preview says, in English, that the camp would be a draft and why, with each value’s evidence', async () => {
    const { page, problems, url } = await session.visit({ viewport: { width: 1280, height: 900 }, bypassCsp: true });
    await page.goto(url('/'), { waitUntil: 'networkidle0' });
    expect((await api(page, 'POST', '/api/login', admin)).status).toBe(200);
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto(url('/admin?tab=scrapers'), { waitUntil: 'networkidle0' });
    await page.locator(byRole('button', 'Edit Summit camps')).click();
    const dialog = byRole('dialog', 'Edit scraper');
    await page.waitForSelector(dialog);
    await page.locator(`${dialog} ${byRole('button', 'Preview')}`).click();
    await waitForText(page, 'Would be a draft:', 90_000);
    const text = await page.$eval(dialog, (element) => (element as HTMLElement).innerText);
    expect(text).toContain('0 events would be listed, 1 would be a draft');
    expect(text).toContain('Would be a draft: Its page does not say it is field hockey');
    expect(text).toMatch(/“Lancaster, PA” · rule: (?:a labeled line|a block) of the event · event’s own block/);
    expect(problems).toEqual([]);
  }, 150_000);
});
