import { describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { seriousViolations } from './support/axe.js';
import { browserSession } from './support/session.js';

const account = { username: 'e2e_coach', email: 'e2e.coach@example.com', password: 'field-hockey-2025' };

const session = browserSession();
// Wide enough for the auth screen's side panel, so the checks cover it.
const visit = (options: { bypassCsp?: boolean } = {}) => session.visit({ ...options, viewport: { width: 1280, height: 800 } });

function byRole(role: string, name: string): string {
  return `::-p-aria([name="${name}"][role="${role}"])`;
}

async function waitForHeading(page: Page, name: string): Promise<void> {
  await page.waitForSelector(byRole('heading', name));
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  // A string, as the server-side type-check knows no DOM globals.
  await page.waitForFunction(`location.pathname === ${JSON.stringify(pathname)}`);
}

async function fill(page: Page, selector: string, value: string): Promise<void> {
  await page.locator(selector).fill(value);
}

async function logIn(page: Page): Promise<void> {
  await waitForHeading(page, 'Log in to your account');
  await fill(page, '#login-username', account.username);
  await fill(page, '#login-password', account.password);
  await page.locator(byRole('button', 'Log in')).click();
}


describe('accounts in a browser', () => {
  it('signs up to the dashboard, stays signed in after a reload, logs out and logs back in', async () => {
    const { page, problems, url } = await visit();

    await page.goto(url('/dashboard'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Log in to your account');
    expect(new URL(page.url()).pathname).toBe('/auth');

    await page.locator(byRole('button', 'Sign up')).click();
    await waitForHeading(page, 'Create your account');
    await fill(page, '#register-username', account.username);
    await fill(page, '#register-email', account.email);
    await fill(page, '#register-password', account.password);
    await fill(page, '#register-confirm-password', account.password);
    await page.locator('#register-age-confirmed').click();
    await page.locator(byRole('button', 'Create account')).click();

    await waitForHeading(page, 'Dashboard');
    await waitForPath(page, '/dashboard');
    expect(await page.$(byRole('link', 'Admin'))).toBeNull();

    await page.reload({ waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Dashboard');

    await page.locator(byRole('button', `Account menu for ${account.username}`)).click();
    const menu = await page.waitForSelector('[role="menu"]');
    expect(await menu?.evaluate((element) => element.textContent)).toContain(account.email);
    await page.locator(byRole('menuitem', 'Logout')).click();
    await waitForPath(page, '/');

    await page.goto(url('/dashboard'), { waitUntil: 'networkidle0' });
    await waitForPath(page, '/auth');
    await logIn(page);
    await waitForHeading(page, 'Dashboard');
    await waitForPath(page, '/dashboard');

    expect(problems).toEqual([]);
  });

  it('translates the auth screen to Spanish and keeps Spanish after a reload', async () => {
    const { page, problems, url } = await visit();

    await page.goto(url('/auth'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Log in to your account');
    await page.locator(byRole('button', 'ES')).click();
    await waitForHeading(page, 'Inicia sesión en tu cuenta');
    expect(await page.evaluate("localStorage.getItem('language')")).toBe('es');

    await page.reload({ waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Inicia sesión en tu cuenta');
    expect(await page.$eval('html', (html) => html.lang)).toBe('es');
    expect(await page.$eval('label[for="login-password"]', (label) => label.textContent)).toBe('Contraseña');
    await page.locator(byRole('button', 'Regístrate')).click();
    await waitForHeading(page, 'Crea tu cuenta');

    expect(problems).toEqual([]);
  });

  it('has no serious or critical accessibility violations on /auth (both modes) and /dashboard', async () => {
    const { page, url } = await visit({ bypassCsp: true });

    await page.goto(url('/auth'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Log in to your account');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator(byRole('button', 'Sign up')).click();
    await waitForHeading(page, 'Create your account');
    await page.locator(byRole('button', 'Create account')).click();
    await page.waitForSelector('#register-username-error');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator(byRole('button', 'Log in')).click();
    await logIn(page);
    await waitForHeading(page, 'Dashboard');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator(byRole('button', `Account menu for ${account.username}`)).click();
    await page.waitForSelector('[role="menu"]');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
