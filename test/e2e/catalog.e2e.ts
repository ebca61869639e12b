import { describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { seriousViolations } from './support/axe.js';
import { browserSession, type Visit, type VisitOptions } from './support/session.js';

// The built server seeds its demo catalog at boot (SEED_DEMO is on by default in embedded development): dozens
// of events around today, one of them the sample a free account sees.
const sampleEventName = 'Lineup Mid-Atlantic Showcase';

const session = browserSession();
const visit = (options: VisitOptions = {}) => session.visit({ ...options, viewport: { width: 1280, height: 900 } });

let accounts = 0;

function byRole(role: string, name: string): string {
  return `::-p-aria([name="${name}"][role="${role}"])`;
}

async function waitForHeading(page: Page, name: string): Promise<void> {
  await page.waitForSelector(byRole('heading', name));
}

/** A new free account, signed in in this browser context: registering through the API sets the session cookie. */
async function signUpFreeAccount({ page, url }: Visit): Promise<void> {
  accounts += 1;
  const account = { username: `e2e_parent_${accounts}`, email: `e2e.parent.${accounts}@example.com`, password: 'field-hockey-2025' };
  await page.goto(url('/'), { waitUntil: 'networkidle0' });
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
      body: JSON.stringify({ ...body, ageConfirmed: true }),
    });
    return response.status;
  }, account);
  expect(status).toBe(201);
}

/** The events screen, loaded: its result list (or its empty state) is on screen and no request is pending. */
async function openEvents(page: Page, url: (path: string) => string, path = '/events'): Promise<void> {
  await page.goto(url(path), { waitUntil: 'networkidle0' });
  await waitForHeading(page, 'Events');
  await page.waitForSelector(`${byRole('list', 'Events')}, ::-p-text(No events match your filters)`);
}

/** Each card in the result list: its text and whether it is a locked stub. */
function cards(page: Page): Promise<{ text: string; locked: boolean }[]> {
  return page.$$eval('ul[aria-label="Events"] article', (articles) =>
    articles.map((article) => ({ text: article.textContent ?? '', locked: article.classList.contains('event-card--locked') })),
  );
}

function search(page: Page): Promise<string> {
  return page.evaluate('location.search') as Promise<string>;
}

function monthHeading(page: Page): Promise<string> {
  return page.$eval('#events-calendar-month', (heading) => heading.textContent ?? '');
}

function monthName(monthsFromNow: number): string {
  const today = new Date();
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(
    new Date(today.getFullYear(), today.getMonth() + monthsFromNow, 1),
  );
}

describe('the catalog in a browser', () => {
  it('shows a free account exactly one unlocked event, the sample, among locked cards', async () => {
    const current = await visit();
    const { page, problems, url } = current;
    await signUpFreeAccount(current);

    await openEvents(page, url);

    const shown = await cards(page);
    const unlocked = shown.filter((card) => !card.locked);
    expect(unlocked).toHaveLength(1);
    expect(unlocked[0].text).toContain(sampleEventName);
    expect(shown.filter((card) => card.locked).length).toBeGreaterThan(10);
    expect(shown.filter((card) => card.locked).every((card) => card.text.includes('Upgrade to View'))).toBe(true);
    expect(await page.$$(byRole('button', 'Save'))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('filters by state and type through the panel, keeps the filters in the URL and after a reload', async () => {
    const current = await visit();
    const { page, problems, url } = current;
    await signUpFreeAccount(current);
    await openEvents(page, url);
    const everything = (await cards(page)).length;

    await page.locator(byRole('button', 'Filters')).click();
    await page.waitForSelector('#filter-state', { visible: true });
    await page.select('#filter-state', 'PA');
    await page.waitForFunction(`location.search === '?state=PA'`);
    await page.locator(byRole('checkbox', 'Showcase')).click();
    await page.waitForFunction(`location.search === '?state=PA&eventType=Showcase'`);
    await page.waitForNetworkIdle();

    const filtered = await cards(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(everything);
    expect(filtered.every((card) => card.text.includes('PA') && card.text.includes('Showcase'))).toBe(true);

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('list', 'Events'));

    expect(await search(page)).toBe('?state=PA&eventType=Showcase');
    expect(await page.$eval('#filter-state', (select) => (select as HTMLSelectElement).value)).toBe('PA');
    expect(await page.$eval(byRole('checkbox', 'Showcase'), (box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(await cards(page)).toEqual(filtered);
    expect(problems).toEqual([]);
  });

  it('reaches every card of the windowed list with Tab, in order', async () => {
    const current = await visit();
    const { page, problems, url } = current;
    await signUpFreeAccount(current);
    await openEvents(page, url);
    const total = Number(await page.$eval('ul[aria-label="Events"] > li', (item) => item.getAttribute('aria-setsize')));
    expect(await page.$$('ul[aria-label="Events"] article')).not.toHaveLength(total);

    await page.focus('ul[aria-label="Events"] > li[aria-posinset="1"] a');
    const reached = [1];
    for (let presses = 0; presses < total * 4; presses += 1) {
      await page.keyboard.press('Tab');
      // Two frames between presses, about the pace of a held-down Tab key: rows that scrolling brings in render
      // between frames (as a transition), three rows ahead of the focus.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const position = await page.evaluate(() => document.activeElement?.closest('ul[aria-label="Events"] > li')?.getAttribute('aria-posinset'));
      if (!position) break;
      if (Number(position) !== reached.at(-1)) reached.push(Number(position));
    }

    expect(reached).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(problems).toEqual([]);
  });

  it('moves the calendar to the next and the previous month', async () => {
    const current = await visit();
    const { page, problems, url } = current;
    await signUpFreeAccount(current);
    await openEvents(page, url);

    await page.locator(byRole('button', 'Calendar')).click();
    await page.waitForSelector('#events-calendar-month');
    expect(await monthHeading(page)).toBe(monthName(0));

    await page.locator(byRole('button', 'Next month')).click();
    await waitForHeading(page, monthName(1));
    await page.locator(byRole('button', 'Previous month')).click();
    await waitForHeading(page, monthName(0));
    await page.locator(byRole('button', 'Previous month')).click();
    await waitForHeading(page, monthName(-1));

    expect(await search(page)).toMatch(/^\?view=calendar&month=\d{4}-\d{2}$/);
    expect(problems).toEqual([]);
  });

  it('saves the sample event, lists it on /saved and counts it on the dashboard', async () => {
    const current = await visit();
    const { page, problems, url } = current;
    await signUpFreeAccount(current);
    await openEvents(page, url);

    await page.locator(byRole('button', 'Save')).click();
    await page.waitForSelector('::-p-text(Event saved successfully)');
    await page.waitForSelector(byRole('button', 'Unsave'));

    await page.goto(url('/saved'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Upcoming');
    await waitForHeading(page, sampleEventName);

    await page.goto(url('/dashboard'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Dashboard');
    const stats = await page.$$eval('.stat-card', (items) =>
      items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
    );
    expect(stats).toContainEqual(['Saved Events', '1']);
    expect(stats).toContainEqual(['Access Level', 'Sample']);
    expect(problems).toEqual([]);
  });

  it('has no serious or critical accessibility violations on the dashboard, events, an event and saved', async () => {
    const current = await visit({ bypassCsp: true });
    const { page, url } = current;
    await signUpFreeAccount(current);

    await page.goto(url('/dashboard'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Upcoming Events');
    expect(await seriousViolations(page)).toEqual([]);

    await openEvents(page, url);
    await page.locator(byRole('button', 'Filters')).click();
    await page.waitForSelector('#filter-state', { visible: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator(byRole('button', 'Calendar')).click();
    await page.waitForSelector('#events-calendar-month');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator(byRole('button', 'List')).click();
    await page.waitForSelector(byRole('list', 'Events'));
    const detailPath = await page.$eval(`${byRole('link', sampleEventName)}`, (link) => link.getAttribute('href') ?? '');
    await page.goto(url(detailPath), { waitUntil: 'networkidle0' });
    await waitForHeading(page, sampleEventName);
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator(byRole('button', 'Save')).click();
    await page.waitForSelector(byRole('button', 'Unsave'));
    await page.goto(url('/saved'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Upcoming');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
