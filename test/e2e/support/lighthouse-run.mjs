// One Lighthouse run (default mobile form factor, simulated throttling) of a URL, in a fresh context of a Chromium
// that is already running:
//   node lighthouse-run.mjs <browser WebSocket endpoint> <url> <CPU slowdown multiplier> <category>...
// With LIGHTHOUSE_COOKIE=<name>=<value> in its environment the context holds that session cookie for the URL's
// host, so a signed-in page is audited as its user sees it (Lighthouse's storage reset leaves cookies alone).
// Prints one line of JSON: {scores, benchmarkIndex, cpuSlowdown, scripts, costing}. Lighthouse loads its audits
// with dynamic imports, which Jest's ESM loader does not reliably link, so the browser test runs it in this plain
// Node process.
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

const [browserWSEndpoint, url, cpuSlowdown, ...categories] = process.argv.slice(2);
const cpuSlowdownMultiplier = Number(cpuSlowdown);
if (!browserWSEndpoint || !url || !(cpuSlowdownMultiplier > 0) || categories.length === 0) {
  console.error('usage: node lighthouse-run.mjs <browser WebSocket endpoint> <url> <CPU slowdown multiplier> <category>...');
  process.exit(2);
}

const browser = await puppeteer.connect({ browserWSEndpoint });
const context = await browser.createBrowserContext();
try {
  const cookie = process.env.LIGHTHOUSE_COOKIE;
  if (cookie) {
    const [name, ...value] = cookie.split('=');
    await context.setCookie({ name, value: value.join('='), domain: new URL(url).hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
  }
  const page = await context.newPage();
  const flags = { logLevel: 'error', onlyCategories: categories, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } };
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const scripts = (lhr.audits['network-requests'].details?.items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .map((request) => new URL(request.url).pathname.slice(1))
    .sort();
  // What cost points, to say why when a category is under its bar.
  const costing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  const { benchmarkIndex } = lhr.environment;
  console.log(JSON.stringify({ scores, benchmarkIndex: Math.round(benchmarkIndex), cpuSlowdown: cpuSlowdownMultiplier, scripts, costing }));
} finally {
  await context.close();
  await browser.disconnect();
}
