import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { addDays, todayIn } from '../../src/platform/time/calendar-date.js';
import { seriousViolations } from './support/axe.js';
import { browserSession, type Visit } from './support/session.js';

const admin = { username: 'e2e-admin', password: 'Field-Hockey-Admin-2026' };
const session = browserSession({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
const inDays = (days: number) => addDays(todayIn('America/New_York'), days);

function byRole(role: string, name: string): string {
  return `::-p-aria([name="${name}"][role="${role}"])`;
}

async function signInAsAdmin({ page, url }: Visit): Promise<void> {
  await page.goto(url('/'), { waitUntil: 'networkidle0' });
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, admin);
  expect(status).toBe(200);
}

/** The overview's totals once loaded, by their label. */
async function stats(page: Page): Promise<Record<string, number>> {
  await page.waitForFunction('document.querySelectorAll("section[aria-labelledby=admin-stats-title] dl dd .admin-skeleton").length === 0 && document.querySelectorAll("section[aria-labelledby=admin-stats-title] dl dd").length === 6');
  return page.$$eval('section[aria-labelledby=admin-stats-title] dl > div', (cards) =>
    Object.fromEntries(cards.map((card) => [card.querySelector('dt')?.textContent ?? '', Number((card.querySelector('dd')?.textContent ?? '').replace(/\D/g, ''))])),
  );
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.locator(byRole('tab', name)).click();
  await page.waitForSelector(`${byRole('tab', name)}[aria-selected="true"]`);
}

async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), {}, text);
}

describe('the admin console in a browser', () => {
  it('adds an event in the form, sees it in the list and the counts, edits it, reads the change in its history, and imports a CSV with a bad row', async () => {
    const visit = await session.visit({ viewport: { width: 1280, height: 900 }, bypassCsp: true });
    const { page, problems, url } = visit;
    await signInAsAdmin(visit);

    await page.goto(url('/admin'), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('heading', 'Admin Console'));
    const before = await stats(page);
    expect(before['Total Events']).toBeGreaterThan(50);
    await page.waitForSelector(byRole('heading', 'Event Growth (Last 30 Days)'));
    expect(await seriousViolations(page)).toEqual([]);

    // Add an event through the form.
    await openTab(page, 'Events');
    await page.waitForSelector(byRole('heading', 'Recent Events'));
    await page.locator(byRole('button', 'Add event')).click();
    await page.waitForSelector(byRole('dialog', 'Add event'));
    await page.locator('#event-name').fill('E2E Summer Showcase');
    await page.select('#event-type', 'Showcase');
    await page.select('#event-age-level', 'U19');
    await page.locator('#event-start-date').fill(inDays(20));
    await page.locator('#event-end-date').fill(inDays(21));
    await page.locator('#event-city').fill('Hershey');
    await page.select('#event-state', 'PA');
    await page.locator('#event-cost').fill('150');
    await page.locator('#event-link').fill('https://example.org/e2e-summer-showcase');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator(byRole('button', 'Create event')).click();
    await page.waitForSelector(byRole('rowheader', 'E2E Summer Showcase'));
    await waitForText(page, 'Event created successfully');

    // The overview counts it.
    await openTab(page, 'Overview');
    const after = await stats(page);
    expect(after['Total Events']).toBe(before['Total Events'] + 1);
    expect(after['Events This Week']).toBe(before['Events This Week'] + 1);

    // Edit it, then read the change in its history.
    await openTab(page, 'Events');
    await page.locator(byRole('button', 'Edit E2E Summer Showcase')).click();
    await page.waitForSelector(byRole('dialog', 'Edit event'));
    await page.locator('#event-city').fill('Harrisburg');
    await page.locator(byRole('button', 'Save changes')).click();
    await waitForText(page, 'Event updated successfully');
    await page.waitForFunction(() => [...document.querySelectorAll('td')].some((cell) => cell.textContent === 'Harrisburg'));
    await page.locator(byRole('button', 'History of E2E Summer Showcase')).click();
    await page.waitForSelector(byRole('dialog', 'History: E2E Summer Showcase'));
    await waitForText(page, 'Details changed');
    await waitForText(page, 'City: Hershey → Harrisburg');
    await waitForText(page, `by ${admin.username}`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null);

    // Import a CSV whose second data row (spreadsheet row 3) names no real state.
    const folder = await mkdtemp(join(tmpdir(), 'fh-e2e-csv-'));
    try {
      const csv = join(folder, 'events.csv');
      await writeFile(
        csv,
        [
          'name,eventType,startDate,city,state,ageLevel,cost',
          `E2E Imported Clinic,Clinic,${inDays(30)},Ames,IA,U16,$75`,
          `E2E Broken Row,Clinic,${inDays(31)},Nowhere,ZZ,U16,`,
        ].join('\r\n'),
      );
      const input = (await page.$('#events-import-file')) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(csv);
      await page.locator(byRole('button', 'Import CSV')).click();
      await page.waitForSelector(byRole('table', 'Rejected rows'));
      const rejected = await page.$$eval('table tbody tr', (rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')).filter((cells) => cells.length === 2),
      );
      expect(rejected).toEqual([['3', 'state: Must be a 2-letter US state code such as PA']]);
      await page.waitForSelector(byRole('rowheader', 'E2E Imported Clinic'));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
  });
});
