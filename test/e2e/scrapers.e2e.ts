import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { addDays, todayIn } from '../../src/platform/time/calendar-date.js';
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.js';
import { seriousViolations } from './support/axe.js';
import { browserSession } from './support/session.js';

const admin = { username: 'e2e-scraper-admin', password: 'Field-Hockey-Admin-2026' };
const session = browserSession({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
const inDays = (days: number) => addDays(todayIn('America/New_York'), days);

function byRole(role: string, name: string): string {
  return `::-p-aria([name="${name}"][role="${role}"])`;
}

async function waitForText(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), { timeout }, text);
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.locator(byRole('tab', name)).click();
  await page.waitForSelector(`${byRole('tab', name)}[aria-selected="true"]`);
}

/** An organizer's site as the scraper will find it: a listing linking to one detail page with JSON-LD. */
function organizerSite(start: string): Record<string, { headers: Record<string, string>; body: string }> {
  const page = (body: string, head = '') => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>NXT Field Hockey events</title>${head}</head><body>${body}</body></html>`,
  });
  const event = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    '@id': 'https://nxt.example/events/e2e-winter-showcase',
    name: 'E2E Winter Showcase',
    startDate: start,
    location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Lancaster', addressRegion: 'PA' } },
    offers: { '@type': 'Offer', price: 325, url: 'https://nxt.example/register/e2e-winter-showcase' },
  };
  return {
    '/events': page('<h1>Events</h1><a href="/events/e2e-winter-showcase">E2E Winter Showcase</a>'),
    '/events/e2e-winter-showcase': page('<h1>E2E Winter Showcase</h1>', `<script type="application/ld+json">${JSON.stringify(event)}</script>`),
  };
}

describe('scrapers in the admin console', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite(organizerSite(inDays(25)));
  });
  afterAll(async () => {
    await site?.close();
  });

  it('initializes the default scrapers, points one at a site, runs it, and finds its log and its event', async () => {
    const { page, problems, url } = await session.visit({ viewport: { width: 1280, height: 900 }, bypassCsp: true });
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

    await page.goto(url('/admin?tab=scrapers'), { waitUntil: 'networkidle0' });
    await waitForText(page, 'No scrapers configured');
    await page.locator(byRole('button', 'Initialize Scrapers')).click();
    await page.waitForSelector('[role="alertdialog"]');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator(`[role="alertdialog"] ${byRole('button', 'Initialize Scrapers')}`).click();
    await waitForText(page, 'Scrapers initialized!');
    await waitForText(page, '4 scrapers added to database');
    await page.waitForSelector(byRole('button', 'Run All Scrapers'));
    expect(await page.$(byRole('button', 'Initialize Scrapers'))).toBeNull();
    await waitForText(page, 'Never run');

    // The default NXT scraper, pointed at the organizer's (fixture) site.
    await page.locator(byRole('button', 'Edit NXT')).click();
    await page.waitForSelector('#scraper-start-urls');
    await page.$eval('#scraper-start-urls', (element) => {
      (element as HTMLTextAreaElement).select();
    });
    await page.locator('#scraper-start-urls').fill(`${site.url}/events`);
    // Checked once the initialize toast is gone: axe measures a toast fading out as low contrast.
    await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator(byRole('button', 'Save changes')).click();
    await waitForText(page, 'Scraper saved');

    await page.locator(byRole('button', 'Run Now: NXT')).click();
    await page.waitForSelector('[role="alertdialog"]');
    await page.locator(`[role="alertdialog"] ${byRole('button', 'Run Now')}`).click();
    await waitForText(page, 'Scraper executed', 60_000);
    await waitForText(page, 'Events found: 1, Added: 1');

    await openTab(page, 'Logs');
    await waitForText(page, 'NXT');
    const firstLog = await page.$eval('.admin-tabs__panel[data-state="active"]', (panel) => panel.textContent ?? '');
    expect(firstLog).toContain('Success');
    expect(firstLog).toMatch(/Found\D*1/);
    expect(firstLog).toMatch(/Added\D*1/);
    expect(await seriousViolations(page)).toEqual([]);

    await openTab(page, 'Overview');
    await page.waitForSelector(byRole('heading', 'Recent Scraper Activity'));

    // The event is in the catalog like any other.
    await page.goto(url('/events'), { waitUntil: 'networkidle0' });
    await waitForText(page, 'E2E Winter Showcase');
    expect(problems).toEqual([]);
  }, 120_000);
});
