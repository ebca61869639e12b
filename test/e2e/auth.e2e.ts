import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, ConsoleMessage, Page } from 'puppeteer-core';
import { launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const axePath = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
const account = { username: 'e2e_coach', email: 'e2e.coach@example.com', password: 'field-hockey-2025' };

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

// Asking for the current user while signed out answers 401 by design (spec section 7), and Chromium logs every
// non-2xx answer as a console error; that one is expected, any other is a problem.
function isSignedOutProbe(message: ConsoleMessage): boolean {
  return message.text().includes('status of 401') && (message.location().url ?? '').endsWith('/api/user');
}

/** A page in a fresh profile (no cookies, empty localStorage) that records console errors, page errors and failed requests. */
async function visit(options: { bypassCsp?: boolean } = {}): Promise<Visit> {
  if (!server || !chromium) throw new Error('the server or the browser did not start');
  const { baseUrl } = server;
  context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  // Well inside Jest's timeout, so a wait that never ends fails naming the selector it waited for.
  page.setDefaultTimeout(10_000);
  // Wide enough for the auth screen's side panel, so the checks cover it.
  await page.setViewport({ width: 1280, height: 800 });
  // axe is injected as an inline script, which the site's CSP rightly refuses.
  if (options.bypassCsp) await page.setBypassCSP(true);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isSignedOutProbe(message)) problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
  );
  return { page, problems, url: (path) => `${baseUrl}${path}` };
}

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

// The slice of axe-core's API used here; its own typings need the DOM library, which the server-side check lacks.
type AxeViolation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };
type AxeApi = {
  run(options: { runOnly: { type: 'tag'; values: string[] } }): Promise<{ violations: AxeViolation[] }>;
};

/** Serious and critical WCAG 2 A/AA violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const { axe } = globalThis as unknown as { axe: AxeApi };
    const results = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
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
