import { describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { browserSession } from './support/session.js';

const englishTitle = 'Every field hockey recruiting event in one place';
const spanishTitle = 'Todos los eventos de reclutamiento de hockey sobre césped en un solo lugar';

const { visit } = browserSession();

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
