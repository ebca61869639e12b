import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'puppeteer-core';
import { launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const englishTitle = 'Every field hockey recruiting event in one place';
const spanishTitle = 'Todos los eventos de reclutamiento de hockey sobre césped en un solo lugar';

let server: RunningServer | undefined;
let chromium: LaunchedBrowser | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  server = await startServer();
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

type Visit = { page: Page; problems: string[]; url(path: string): string };

/** A page in a fresh profile (empty localStorage) that records every console error, uncaught error and blocked request. */
async function visit(): Promise<Visit> {
  if (!server || !chromium) throw new Error('the server or the browser did not start');
  const { baseUrl } = server;
  context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  // CSP violations surface as console errors ("Refused to load ...") and as failed requests.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
  );
  return { page, problems, url: (path) => `${baseUrl}${path}` };
}

function headingText(page: Page): Promise<string> {
  return page.$eval('h1', (heading) => heading.textContent ?? '');
}

async function waitForHeading(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`::-p-aria([name="${name}"][role="heading"])`);
}

describe('landing page in a browser', () => {
  it('renders in English under the CSP, switches to Spanish and keeps Spanish after a reload', async () => {
    const { page, problems, url } = await visit();

    const response = await page.goto(url('/'), { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForSelector('h1');
    expect(await headingText(page)).toBe(englishTitle);
    expect(await page.$eval('html', (html) => html.lang)).toBe('en');

    await page.locator('::-p-aria([name="ES"][role="button"])').click();
    await waitForHeading(page, spanishTitle);
    expect(await page.evaluate("localStorage.getItem('language')")).toBe('es');
    expect(await page.$eval('html', (html) => html.lang)).toBe('es');

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('h1');
    expect(await headingText(page)).toBe(spanishTitle);
    expect(await page.$eval('html', (html) => html.lang)).toBe('es');

    expect(problems).toEqual([]);
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, problems, url } = await visit();

    await page.goto(url('/no-such-page'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('h1');
    expect(await headingText(page)).toBe('404 Page Not Found');
    expect(await page.$eval('a[href="/"]:not(.logo)', (link) => link.textContent)).toBe('Back to the home page');

    expect(problems).toEqual([]);
  });
});
