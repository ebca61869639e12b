import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type LaunchedBrowser, launchBrowser } from './support/browser.js';
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

/** One Lighthouse run of `path` in a fresh browser context, its CPU slowed down `cpuSlowdown` times. */
async function audit(path: string, cpuSlowdown: number): Promise<Run> {
  if (!server || !chromium) throw new Error('the server or the browser did not start');
  const { stdout } = await run(
    process.execPath,
    [runner, chromium.browser.wsEndpoint(), `${server.baseUrl}${path}`, String(cpuSlowdown), ...categories],
    { cwd: repoRoot, maxBuffer: 1024 * 1024, timeout: 120_000 },
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

describe('Lighthouse on the public pages', () => {
  it.each(['/', '/auth', '/blog'])(
    '%s scores at least 90 for performance and 95 for accessibility, best practices and SEO',
    async (path) => {
      const first = await audit(path, lighthouseSlowdown);
      const runs = [first];
      // Simulated throttling scales the CPU time it observes, so a busy or slow machine costs points. A page under the
      // bar is audited four times more, with the CPU slowdown Lighthouse documents for this host when it found it too
      // slow, and the median of the five runs counts, as Lighthouse's guide on variability advises (a median of five
      // halves the spread of a single run; a median of three was seen failing a page that scores 91 to 95 alone).
      if (first.scores.performance < minimum.performance) {
        const slowdown = rerunSlowdown(first.benchmarkIndex);
        for (let again = 0; again < 4; again += 1) runs.push(await audit(path, slowdown));
      }
      const median = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
      const performance = runs
        .map((one) => `${one.scores.performance} (CPU ${one.cpuSlowdown}x, benchmark index ${one.benchmarkIndex})`)
        .join(', ');
      report.push(
        `  ${path.padEnd(6)} performance ${runs.length > 1 ? `median of ${performance}` : performance}, accessibility ${median.scores.accessibility}, ` +
          `best practices ${median.scores['best-practices']}, SEO ${median.scores.seo}`,
      );

      const under = categories.filter((id) => median.scores[id] < minimum[id]).map((id) => `${id} ${median.scores[id]} < ${minimum[id]}`);
      expect({ path, under, costing: under.length > 0 ? median.costing : [] }).toEqual({ path, under: [], costing: [] });

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
