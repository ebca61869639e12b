// Measures the built web client (`npm run build:web` first) against QUALITY.md's budgets, from Vite's manifest and
// the route table the build writes beside it (.vite/routes.json, see web/vite.config.ts):
//   - the landing page's first load: every JS file index.html loads or modulepreloads, plus what the landing
//     route lazily loads on the first visit to `/`;
//   - the events list's first screen: what events.html runs before it loads the app (web/src/first-screen);
//   - each lazy route: the JS a visit to it downloads on top of what is already there (the app shell and, for a
//     nested route, its layouts'), i.e. its own chunk and every chunk it imports that those did not bring, so
//     code that moves into a shared chunk still counts against each route that needs it.
// Sizes are gzip at zlib's default level, as the server's compression middleware sends them; 1 kB = 1,000 bytes,
// as Vite prints them. Prints a table and exits 1 when anything is over its budget.
// `--first-load-files` prints the landing page's first-load files as JSON instead (the Lighthouse browser test
// checks that `/` loads nothing else).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist/web');
const manifestPath = join(dist, '.vite/manifest.json');
const routesPath = join(dist, '.vite/routes.json');

const KB = 1_000;
const FIRST_LOAD_BUDGET = 160 * KB;
const ROUTE_BUDGET = 60 * KB;
// QUALITY.md excepts the admin charts. They are recharts, loaded by the chart components themselves once their page
// has rendered: growth-chart.tsx on /admin and insights-bar-chart.tsx on /insights. Both import the one recharts
// chunk, so the exception covers that chunk wherever it loads: /insights draws the same kind of chart for Pro
// users and shows its figures and tables before the chart arrives. The charts still have a ceiling, so the
// exception cannot grow unnoticed.
const CHARTS = ['src/features/admin/components/growth-chart.tsx', 'src/features/insights/components/insights-bar-chart.tsx'];
const CHARTS_BUDGET = 125 * KB;
const LANDING_ROUTE = 'src/features/landing/components/landing-page.tsx';
// events.html draws the list's first screen before the app has downloaded: its script must stay a small fraction
// of the app's (about 200 kB) to come first on a slow network.
const FIRST_SCREEN_KEY = 'src/first-screen/first-screen.ts';
const FIRST_SCREEN_BUDGET = 20 * KB;

function fail(message) {
  console.error(`check-bundle-budgets: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) fail(`${manifestPath} is missing: run \`npm run build:web\` first (build.manifest is on).`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function chunk(key) {
  const found = manifest[key];
  if (!found) fail(`${key} is not in Vite's manifest: update this script where the module moved.`);
  return found;
}

/** The JS files loading `keys` brings: each one and, transitively, every chunk it imports statically. */
function jsClosure(keys) {
  const files = new Set();
  const seen = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const { file, imports = [] } = chunk(key);
    if (file.endsWith('.js')) files.add(file);
    pending.push(...imports);
  }
  return files;
}

/**
 * The router's lazy modules as the manifest keys them, each with the lazy layouts it renders inside, from the
 * route table the build writes (web/vite.config.ts, routePreloads: read from routes.tsx).
 */
function lazyRoutes() {
  if (!existsSync(routesPath)) fail(`${routesPath} is missing: the build writes it (web/vite.config.ts, routePreloads).`);
  const routes = new Map();
  for (const { modules } of JSON.parse(readFileSync(routesPath, 'utf8'))) {
    modules.forEach((key, index) => {
      if (!routes.has(key)) routes.set(key, { key, layouts: modules.slice(0, index) });
    });
  }
  return [...routes.values()];
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipSizes.get(file);
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const without = (files, loaded) => new Set([...files].filter((file) => !loaded.has(file)));
const union = (...sets) => new Set(sets.flatMap((set) => [...set]));

// The app's entry (events.html's first screen script is the other entry, measured on its own below).
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key !== FIRST_SCREEN_KEY);
if (!entryKey) fail('the manifest has no entry chunk.');
if (!manifest[FIRST_SCREEN_KEY]?.isEntry) fail(`${FIRST_SCREEN_KEY} is not an entry of the build any more: update FIRST_SCREEN_KEY.`);
// What index.html references (its scripts and modulepreloads) and their imports: the app shell.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const htmlScripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
const shell = union(jsClosure([entryKey]), new Set(htmlScripts));

const routes = lazyRoutes();
const routeKeys = new Set(routes.map((route) => route.key));
const entryLazies = new Set(chunk(entryKey).dynamicImports ?? []);
for (const key of routeKeys) if (!entryLazies.has(key)) fail(`the router lazily imports ${key}, which the manifest does not list as lazy.`);
if (!routeKeys.has(LANDING_ROUTE)) fail(`${LANDING_ROUTE} is no longer a route: update LANDING_ROUTE.`);
const firstLoad = union(shell, jsClosure([LANDING_ROUTE]));

if (process.argv.includes('--first-load-files')) {
  console.log(JSON.stringify([...firstLoad].sort()));
  process.exit(0);
}

const rows = [];
const measure = (what, files, budget, note) => rows.push({ what, files: files.size, bytes: total(files), budget, note });
const label = (key) => (key.startsWith('src/') ? key.slice(4) : chunk(key).file);

measure('first load of / (landing)', firstLoad, FIRST_LOAD_BUDGET, `index.html's ${shell.size} files + ${label(LANDING_ROUTE)}'s`);
measure('first screen of /events', jsClosure([FIRST_SCREEN_KEY]), FIRST_SCREEN_BUDGET, "events.html's script, before the app");
const loadedWith = (keys) => union(shell, jsClosure(keys));
for (const { key, layouts } of [...routes].sort((a, b) => a.key.localeCompare(b.key))) {
  if (key === LANDING_ROUTE) continue;
  const note = layouts.length > 0 ? `inside ${layouts.map(label).join(' > ')}` : '';
  measure(`route ${label(key)}`, without(jsClosure([key]), loadedWith(layouts)), ROUTE_BUDGET, note);
}
// Lazy imports that are not routes: a page's own (its charts, its form validation), or the app shell's on-demand
// ones (the toaster), each measured over what has loaded by the time it is asked for.
const layoutsOf = new Map(routes.map(({ key, layouts }) => [key, layouts]));
const lazyKeys = new Set(Object.values(manifest).flatMap((value) => value.dynamicImports ?? []));
for (const key of [...lazyKeys].filter((k) => !routeKeys.has(k)).sort()) {
  const importers = Object.keys(manifest).filter((other) => (manifest[other].dynamicImports ?? []).includes(key));
  const before = loadedWith([...importers, ...importers.flatMap((importer) => layoutsOf.get(importer) ?? [])]);
  const charts = CHARTS.includes(key);
  const from = importers.map((importer) => (importer === entryKey ? 'the app shell' : label(importer))).join(', ');
  measure(`lazy ${label(key)}`, without(jsClosure([key]), before), charts ? CHARTS_BUDGET : ROUTE_BUDGET, `${charts ? 'charts exception; ' : ''}from ${from}`);
}
for (const key of CHARTS) if (!rows.some((row) => row.what === `lazy ${label(key)}`)) fail(`${key} is not a lazy chunk any more: update CHARTS.`);

const kB = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const width = Math.max(...rows.map((row) => row.what.length));
console.log(`${'JS, gzipped'.padEnd(width)}  files       size     budget  status`);
let over = 0;
for (const row of rows) {
  const ok = row.bytes <= row.budget;
  if (!ok) over += 1;
  const cells = [row.what.padEnd(width), String(row.files).padStart(5), kB(row.bytes).padStart(10), kB(row.budget).padStart(10)];
  console.log(`${cells.join('  ')}  ${ok ? 'ok  ' : 'OVER'}${row.note ? `  ${row.note}` : ''}`);
}
if (over > 0) fail(`${over} over budget (QUALITY.md: first load of / <= 160 kB, each lazy route <= 60 kB, admin charts excepted; the events list's first screen <= 20 kB).`);
console.log('check-bundle-budgets: every bundle is within its budget.');
