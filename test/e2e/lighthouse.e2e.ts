import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { signedInClient } from './support/api-client.js';
import { type LaunchedBrowser, launchBrowser } from './support/browser.js';
import { catalogScale, importCatalogAtScale, proUser } from './support/catalog-at-scale.js';
import { type RunningServer, startServer } from './support/server.js';

// QUALITY.md's bar for the public pages, audited as Lighthouse's default mobile run (a mid-range phone on a slow
// 4G network, simulated): scores out of 100.
const minimum = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof minimum;
const categories = Object.keys(minimum) as Category[];
type Scores = Record<Category, number>;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const runner = fileURLToPath(new URL('./support/lighthouse-run.mjs', import.meta.url));
const run = promisify(execFile);
const lighthouseTimeoutMs = 200_000;

let server: RunningServer | undefined;
let chromium: LaunchedBrowser | undefined;
const report: string[] = [];

beforeAll(async () => {
  server = await startServer();
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
  if (report.length > 0) console.log(`Lighthouse, mobile:\n${report.join('\n')}`);
});

type Run = { scores: Scores; benchmarkIndex: number; cpuSlowdown: number; scripts: string[]; costing: string[] };
/** Where and what to audit: a page of `on`, with these categories, as the user of `cookie` (`name=value`) if given. */
type Target = { on: RunningServer | undefined; path: string; audited: readonly Category[]; cookie?: string };

/** One Lighthouse run of the target in a fresh browser context, its CPU slowed down `cpuSlowdown` times. */
async function audit({ on, path, audited, cookie }: Target, cpuSlowdown: number): Promise<Run> {
  if (!on || !chromium) throw new Error('the server or the browser did not start');
  const { stdout } = await run(
    process.execPath,
    [runner, chromium.browser.wsEndpoint(), `${on.baseUrl}${path}`, String(cpuSlowdown), ...audited],
    { cwd: repoRoot, maxBuffer: 1024 * 1024, timeout: 120_000, env: cookie ? { ...process.env, LIGHTHOUSE_COOKIE: cookie } : process.env },
  );
  return JSON.parse(stdout) as Run;
}

// Lighthouse's default 4x CPU slowdown turns a desktop with a benchmark index of 1,500 to 2,000 into a mid-tier
// phone. Below 1,000 it warns that the host is too slow for that, and its throttling guide ("Calibrating the CPU
// slowdown") gives the multipliers that still target that phone: 2x from a low-end desktop (1,000 to 1,500) or a
// host of high-end phone speed (800 to 1,200), 1x from a host as slow as the phone itself.
const lighthouseSlowdown = 4;
// Lighthouse's own slowdown unless it found the host too slow for it (under 1,000).
const rerunSlowdown = (benchmarkIndex: number) => (benchmarkIndex >= 1_000 ? lighthouseSlowdown : benchmarkIndex >= 800 ? 2 : 1);

/**
 * The target audited once, and when its performance is under the bar four times more. Simulated throttling scales
 * the CPU time it observes, so a busy or slow machine costs points: the extra runs use the CPU slowdown Lighthouse
 * documents for this host when it found it too slow, and the median of the five counts, as Lighthouse's guide on
 * variability advises (a median of five halves the spread of a single run; a median of three was seen failing a
 * page that scores 91 to 95 alone). Answers every run and the median; adds a line to the report.
 */
async function medianAudit(target: Target): Promise<{ first: Run; median: Run }> {
  const first = await auditOnce(target);
  const runs = [first];
  if (first.scores.performance < minimum.performance) {
    const slowdown = rerunSlowdown(first.benchmarkIndex);
    for (let again = 0; again < 4; again += 1) runs.push(await auditOnce(target, slowdown));
  }
  const median = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
  const performance = runs.map((one) => `${one.scores.performance} (CPU ${one.cpuSlowdown}x, benchmark index ${one.benchmarkIndex})`).join(', ');
  const others = target.audited.filter((id) => id !== 'performance').map((id) => `${id === 'seo' ? 'SEO' : id.replace('-', ' ')} ${median.scores[id]}`);
  report.push(`  ${target.path.padEnd(6)} performance ${runs.length > 1 ? `median of ${performance}` : performance}, ${others.join(', ')}`);
  return { first, median };
}

/**
 * One audit, run again when Lighthouse could not record the page load (its NO_NAVSTART, seen now and then on a busy
 * host): up to three tries; the last failure is the test's.
 */
async function auditOnce(target: Target, cpuSlowdown = lighthouseSlowdown): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(target, cpuSlowdown);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

/** The categories of the median run under their bar, with the audits that cost points when any is. */
function underTheBar({ path, audited }: Target, median: Run) {
  const under = audited.filter((id) => median.scores[id] < minimum[id]).map((id) => `${id} ${median.scores[id]} < ${minimum[id]}`);
  return { path, under, costing: under.length > 0 ? median.costing : [] };
}

describe('Lighthouse on the public pages', () => {
  it.each(['/', '/auth', '/blog'])(
    '%s scores at least 90 for performance and 95 for accessibility, best practices and SEO',
    async (path) => {
      const target: Target = { on: server, path, audited: categories };
      const { first, median } = await medianAudit(target);
      expect(underTheBar(target, median)).toEqual({ path, under: [], costing: [] });

      if (path === '/') {
        // The bundle budget's "first load" is what the landing page really loads: no script escapes the count.
        const counted = JSON.parse(
          execFileSync(process.execPath, ['scripts/check-bundle-budgets.mjs', '--first-load-files'], { cwd: repoRoot, encoding: 'utf8' }),
        ) as string[];
        expect(first.scripts).toEqual(counted);
      }
    },
    lighthouseTimeoutMs,
  );
});

describe(`Lighthouse on the events page, signed in as Pro, over ${catalogScale.toLocaleString('en-US')} events`, () => {
  const admin = { username: 'e2e-lighthouse-admin', password: 'Field-Hockey-Admin-2026' };
  let catalog: RunningServer | undefined;
  let cookie = '';

  // Its own server: the public pages above are audited as a new site shows them.
  beforeAll(async () => {
    catalog = await startServer({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
    const adminClient = await signedInClient(catalog.baseUrl, '/api/login', admin);
    await importCatalogAtScale(catalog.baseUrl, adminClient);
    const pro = await proUser(catalog.baseUrl, adminClient, 'e2e_lighthouse_pro');
    cookie = `${pro.cookie.name}=${pro.cookie.value}`;
  }, 60_000);

  afterAll(async () => {
    await catalog?.stop();
  });

  // Signed in, the page is not for search engines and shows the catalog as served; performance and accessibility
  // are what its user notices. With past events on, as QUALITY.md measures the page: two years of them. Issue 22's
  // bar: the list's first screen is drawn from two small answers before the app's code downloads (events.html,
  // web/src/first-screen), which took its largest contentful paint from about 3 s to about 1.5 s.
  it(
    '/events with past events scores at least 90 for performance and 95 for accessibility',
    async () => {
      const target: Target = { on: catalog, path: '/events?period=past', audited: ['performance', 'accessibility'], cookie };
      const { median } = await medianAudit(target);
      expect(underTheBar(target, median)).toEqual({ path: target.path, under: [], costing: [] });
    },
    5 * 120_000,
  );
});
