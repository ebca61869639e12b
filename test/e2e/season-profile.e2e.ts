import { describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { todayIn } from '../../src/platform/time/calendar-date.js';
import { browserSession } from './support/session.js';

const session = browserSession();

const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** A class the card offers whatever the day: this school year's seniors (July to June, New York time) plus two. */
function aClass(): number {
  const [year, month] = todayIn('America/New_York').split('-').map(Number);
  return (month >= 7 ? year + 1 : year) + 2;
}

type Athlete = { homeZip: string | null; home: { city: string; state: string } | null; gradYears: number[] };

/** The signed-in user as the server keeps them, asked from the page (its session cookie). */
function currentUser(page: Page): Promise<Athlete> {
  return page.evaluate(async () => {
    const response = await fetch('/api/user', { headers: { 'X-Requested-With': 'fetch' } });
    return (await response.json()) as Athlete;
  });
}

async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), {}, text);
}

const zipValue = (page: Page) => page.$eval('#athlete-zip', (input) => (input as HTMLInputElement).value);

const languages = [
  {
    language: 'English',
    switchTo: null,
    card: 'My athlete',
    zip: 'Home ZIP code',
    addClass: 'Add a class',
    add: 'Add',
    save: 'Save',
    saved: 'Home and classes saved',
    home: 'Home: Boston, MA',
    classOf: (year: number) => `Class of ${year}`,
    remove: (year: number) => `Remove Class of ${year}`,
    none: 'No class chosen yet.',
  },
  {
    language: 'Spanish',
    switchTo: 'ES',
    card: 'Mi deportista',
    zip: 'Código postal de casa',
    addClass: 'Añadir una promoción',
    add: 'Añadir',
    save: 'Guardar',
    saved: 'Casa y promociones guardadas',
    home: 'Casa: Boston, MA',
    classOf: (year: number) => `Promoción ${year}`,
    remove: (year: number) => `Quitar Promoción ${year}`,
    none: 'Aún no has elegido ninguna promoción.',
  },
] as const;

describe('the My athlete card in a browser', () => {
  it.each(languages)('in $language, a family on a phone sets its home ZIP code and a class, finds them kept, then clears them', async (texts) => {
    const { page, problems, url } = await session.visit({ viewport: { width: 390, height: 844 } });
    const username = `e2e_athlete_${texts.language.toLowerCase()}`;
    const year = aClass();

    // A new account, signed in in this browser: registering through the API sets the session cookie.
    await page.goto(url('/'), { waitUntil: 'networkidle0' });
    const registered = await page.evaluate(async (name) => {
      const response = await fetch('/api/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'field-hockey-2025', ageConfirmed: true }),
      });
      return response.status;
    }, username);
    expect(registered).toBe(201);

    await page.goto(url('/profile'), { waitUntil: 'networkidle0' });
    if (texts.switchTo) await page.locator(byRole('button', texts.switchTo)).click();
    const card = byRole('region', texts.card);
    await page.waitForSelector(card);

    // The ZIP code typed, a class chosen and added, saved: all with the keyboard.
    await page.focus('#athlete-zip');
    await page.keyboard.type('02108');
    await page.focus('#athlete-class');
    await page.select('#athlete-class', String(year));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.add);
    await page.keyboard.press('Enter');
    await page.waitForSelector(byRole('button', texts.remove(year)));
    await page.locator(`${card} ${byRole('button', texts.save)}`).click();
    await waitForText(page, texts.saved);
    await waitForText(page, texts.home);
    expect(await currentUser(page)).toEqual(
      expect.objectContaining({ homeZip: '02108', home: expect.objectContaining({ city: 'Boston', state: 'MA' }), gradYears: [year] }),
    );
    // A phone's width holds the whole card: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Kept: a reload shows them again.
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector(card);
    await waitForText(page, texts.home);
    await waitForText(page, texts.classOf(year));
    expect(await zipValue(page)).toBe('02108');

    // Cleared: the ZIP code emptied and the class removed, then saved.
    await page.click('#athlete-zip', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.locator(byRole('button', texts.remove(year))).click();
    await waitForText(page, texts.none);
    await page.locator(`${card} ${byRole('button', texts.save)}`).click();
    await waitForText(page, texts.saved);
    expect(await currentUser(page)).toEqual(expect.objectContaining({ homeZip: null, home: null, gradYears: [] }));

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector(card);
    await waitForText(page, texts.none);
    expect(await zipValue(page)).toBe('');
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(texts.home);

    expect(problems).toEqual([]);
  });
});
