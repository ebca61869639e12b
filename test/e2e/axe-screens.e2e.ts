import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { type ApiClient, signedInClient } from './support/api-client.js';
import { seriousViolations, type Violation } from './support/axe.js';
import { browserSession, type Visit } from './support/session.js';

// Every screen of the product, as a visitor and signed in at each level and as an admin, audited by axe (WCAG 2 A
// and AA) once its data has loaded: no serious or critical violation anywhere. The built server seeds its demo
// catalog and blog at boot, so each screen shows real content.
const admin = { username: 'e2e-axe-admin', password: 'Field-Hockey-Admin-2026' };
const session = browserSession({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });

type Level = 'sample' | 'basic' | 'pro';
type EventItem = { id: string; name?: string; isLocked: boolean };

const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
// Each test walks through up to a dozen screens, each loaded, settled and audited in turn.
const screensTimeoutMs = 90_000;

let adminClient: ApiClient;

beforeAll(async () => {
  adminClient = await signedInClient(session.baseUrl(), '/api/login', admin);
});

/** A new account at `level`: registered, then given its plan by the admin as the admin console does. */
async function userAt(level: Level): Promise<ApiClient> {
  const name = `e2e_axe_${level}`;
  const user = await signedInClient(session.baseUrl(), '/api/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'field-hockey-2025',
    ageConfirmed: true,
  });
  if (level !== 'sample') await adminClient.send('POST', `/api/admin/users/${user.user.id}/access`, { planType: level });
  return user;
}

/** A browser context signed in with `client`'s session (or a visitor's, without one), at desktop size. */
async function browse(client?: ApiClient): Promise<Visit> {
  const visit = await session.visit({ viewport: { width: 1280, height: 900 }, bypassCsp: true });
  if (client) {
    const { hostname } = new URL(session.baseUrl());
    await visit.page.browserContext().setCookie({ ...client.cookie, domain: hostname, path: '/', httpOnly: true });
  }
  return visit;
}

/**
 * Waits until the screen is at rest: nothing loading (busy regions, spinners, placeholders), no toast, and no
 * finite animation running (a dialog or a toast fading in is half transparent, which axe reads as poor contrast).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector('[aria-busy="true"], .app-spinner, [data-sonner-toast]')) return false;
    return document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return animation.playState !== 'running' || iterations === Infinity;
    });
  });
}

/** Audits screens one after another and keeps what each one violates, so one run names every failing screen. */
function auditor(page: Page): { check(screen: string): Promise<void>; found: Record<string, Violation[]> } {
  const found: Record<string, Violation[]> = {};
  return {
    found,
    async check(screen) {
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[screen] = violations;
    },
  };
}

/** Opens `url` and waits for `ready` to show and the requests it made to end. */
async function open(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(ready);
  await page.waitForNetworkIdle({ idleTime: 150 });
}

async function click(page: Page, selector: string, ready: string): Promise<void> {
  await page.locator(selector).click();
  await page.waitForSelector(ready);
  await page.waitForNetworkIdle({ idleTime: 150 });
}

/** The catalog screens a signed-in user at `level` has, with saved events (and, for Pro, a private note). */
async function auditCatalog(level: Level): Promise<Record<string, Violation[]>> {
  const user = await userAt(level);
  const events = await user.send<EventItem[]>('GET', '/api/events');
  const unlocked = events.filter((event) => !event.isLocked);
  for (const event of unlocked.slice(0, 2)) await user.send('POST', `/api/saved-events/${event.id}`);
  if (level === 'pro') {
    await user.send('PUT', `/api/saved-events/${unlocked[0].id}/note`, { text: 'Bring both sticks; the second day starts at 8.' });
  }

  const { page, url } = await browse(user);
  const { check, found } = auditor(page);
  const screen = (name: string) => `${level}: ${name}`;

  await open(page, url('/dashboard'), byRole('heading', 'Dashboard'));
  await check(screen('/dashboard'));

  await open(page, url('/events'), byRole('list', 'Events'));
  await check(screen('/events'));
  await click(page, byRole('button', 'Filters'), '#filter-state');
  await check(screen('/events with the filters open'));
  await click(page, byRole('button', 'Calendar'), '#events-calendar-month');
  await check(screen('/events as a calendar'));
  if (level === 'pro') {
    await click(page, byRole('button', 'List'), byRole('list', 'Events'));
    await click(page, byRole('button', 'Past events'), `${byRole('button', 'Past events')}[aria-pressed="true"]`);
    await check(screen('/events, past events'));
  }

  await open(page, url(`/events/${unlocked[0].id}`), byRole('heading', unlocked[0].name ?? ''));
  await check(screen('/events/{id}'));
  if (level === 'sample') {
    const locked = events.find((event) => event.isLocked);
    await open(page, url(`/events/${locked?.id}`), byRole('heading', 'Event not found'));
    await check(screen('/events/{id} of a locked event'));
  }

  await open(page, url('/saved'), byRole('heading', 'Saved Events'));
  await check(screen('/saved'));

  await open(page, url('/profile'), 'main h1');
  await check(screen('/profile'));

  await open(page, url('/insights'), level === 'pro' ? '.recharts-surface' : '.insights-upgrade');
  await check(screen(level === 'pro' ? '/insights' : '/insights, the upgrade card'));
  return found;
}

describe('axe on every screen', () => {
  it('finds no serious or critical violation on the public screens, as a visitor', async () => {
    const posts = (await (await fetch(`${session.baseUrl()}/api/blog-posts`)).json()) as { slug: string }[];
    const { page, url } = await browse();
    const { check, found } = auditor(page);

    await open(page, url('/'), 'main h2');
    await check('/');
    await open(page, url('/auth'), byRole('heading', 'Log in to your account'));
    await check('/auth, log in');
    await click(page, byRole('button', 'Sign up'), byRole('heading', 'Create your account'));
    await check('/auth, sign up');
    await open(page, url('/blog'), '.blog-card');
    await check('/blog');
    await open(page, url(`/blog/${posts[0].slug}`), 'main h1');
    await check('/blog/{slug}');
    for (const path of ['/terms', '/privacy', '/refund']) {
      await open(page, url(path), 'main h1');
      await check(path);
    }
    await open(page, url('/no-such-page'), byRole('heading', '404 Page Not Found'));
    await check('a 404');
    await open(page, url('/unsubscribe?token=not-a-real-token'), byRole('heading', 'This unsubscribe link is not valid'));
    await check('/unsubscribe with an invalid link');

    expect(found).toEqual({});
  }, screensTimeoutMs);

  it.each<Level>(['sample', 'basic', 'pro'])(
    'finds none on the signed-in screens of a %s account',
    async (level) => {
      expect(await auditCatalog(level)).toEqual({});
    },
    screensTimeoutMs,
  );

  it('finds none on the admin console, tab by tab with the user dialogs, and the blog administration with its form open', async () => {
    const { page, url } = await browse(adminClient);
    const { check, found } = auditor(page);

    await open(page, url('/admin'), byRole('heading', 'Event Growth (Last 30 Days)'));
    await check('/admin, Overview');
    for (const [tab, ready] of [
      ['Blog', `${byRole('tabpanel', 'Blog')} h2`],
      ['Events', byRole('heading', 'Recent Events')],
      ['Users', `${byRole('tabpanel', 'Users')} table`],
      ['Scrapers', `${byRole('tabpanel', 'Scrapers')} h2`],
      ['Logs', `${byRole('tabpanel', 'Logs')} h2`],
    ]) {
      await click(page, byRole('tab', tab), ready);
      await check(`/admin, ${tab}`);
    }

    // The Users tab's dialogs, on the admin's own row (it is always there).
    await click(page, byRole('tab', 'Users'), `${byRole('tabpanel', 'Users')} table`);
    const actions = `${byRole('group', `Actions for ${admin.username}`)}`;
    await click(page, `${actions} ${byRole('button', 'Grant access')}`, byRole('dialog', `Grant access to ${admin.username}`));
    await check('/admin, Users, grant access dialog');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await click(page, `${actions} ${byRole('button', 'History')}`, '[role="dialog"] [role="tablist"]');
    await check('/admin, Users, history dialog');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    await open(page, url('/admin/blog'), 'main h1');
    await click(page, byRole('button', 'Create post'), byRole('dialog', 'New post'));
    await check('/admin/blog, new post form');

    expect(found).toEqual({});
  }, screensTimeoutMs);
});
