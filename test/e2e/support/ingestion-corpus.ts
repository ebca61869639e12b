import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { EventDetails } from '../../../src/modules/catalog/events/event-details.js';
import type { ExtractionSettings, PageReading, ScrapedEvent } from '../../../src/modules/ingestion/read/types.js';
import type { PageReader } from '../../../src/modules/ingestion/read/page-reader.js';
import { collectEvents } from '../../../src/modules/ingestion/runs/collect.js';
import type { Route } from '../../support/fixture-site.js';

/**
 * What the ingestion corpora share (test/fixtures/ingestion-corpus, test/fixtures/ingestion-real): their sites, how
 * each is served and crawled, and how what the engine found is paired with what a careful reader would list.
 */
export const TODAY = '2026-11-25';
export const FIELDS = ['name', 'eventType', 'startDate', 'endDate', 'registrationDeadline', 'city', 'state', 'cost', 'ageLevel', 'registrationLink'] as const;
/** What an organizer may state beyond those, scored on every event too: an expectation leaving one out expects none. */
export const STATED = ['gradYears', 'collegesAttending', 'zip'] as const;
export type Field = (typeof FIELDS)[number] | (typeof STATED)[number];
export type Expected = Pick<EventDetails, (typeof FIELDS)[number]> & Partial<Pick<EventDetails, (typeof STATED)[number]>>;
const NONE_STATED = { gradYears: [], collegesAttending: [], zip: null };
/** A field's value as compared and reported: a stated field left out (or absent from the event) is none. */
export const valueOf = (field: Field, details: Partial<EventDetails>): unknown => (field in NONE_STATED ? (details[field] ?? NONE_STATED[field as keyof typeof NONE_STATED]) : details[field]);

export interface Site {
  family: string;
  name: string;
  dir: string;
  startPaths: string[];
  expected: Expected[];
  notListed: { name: string; why: string }[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The routes of a site's `pages/`: `a/b/index.html` answers `/a/b/` and `/a/b`, `a/b.html` answers `/a/b`, any file its own path. */
export function routesOf(dir: string): Record<string, Route> {
  const routes: Record<string, Route> = {};
  const pages = join(dir, 'pages');
  for (const file of filesUnder(pages)) {
    const path = `/${relative(pages, file).split('\\').join('/')}`;
    const type = TYPES[extname(file)] ?? 'application/json; charset=utf-8';
    // A PDF (a brochure, a flyer) is served as the bytes it is.
    const bytes = extname(file) === '.pdf' ? readFileSync(file) : null;
    const route: Route = bytes
      ? (_request, response) => void response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(bytes.length) }).end(bytes)
      : { headers: { 'content-type': type }, body: readFileSync(file, 'utf8') };
    routes[path] ??= route;
    if (path.endsWith('/index.html')) {
      const folder = path.slice(0, -'index.html'.length);
      routes[folder] = route;
      if (folder !== '/') routes[folder.slice(0, -1)] ??= route;
    }
    if (path.endsWith('.html')) routes[path.slice(0, -'.html'.length)] ??= route;
  }
  return routes;
}

export function sites(corpus: string): Site[] {
  return readdirSync(corpus)
    .filter((family) => statSync(join(corpus, family)).isDirectory())
    .sort()
    .flatMap((family) =>
      readdirSync(join(corpus, family))
        // A site still being written (no site.json or expected.json yet) is not one.
        .filter((name) => statSync(join(corpus, family, name)).isDirectory() && ['site.json', 'expected.json'].every((file) => existsSync(join(corpus, family, name, file))))
        .sort()
        .map((name) => {
          const dir = join(corpus, family, name);
          const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { startPaths: string[] };
          const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as { events: Expected[]; notListed?: { name: string; why: string }[] };
          return { family, name, dir, startPaths: site.startPaths, expected: expected.events, notListed: expected.notListed ?? [] };
        }),
    );
}

export const words = (text: string): string[] => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
export const sameName = (a: string, b: string): boolean => words(a).join(' ') === words(b).join(' ');
export function nameSimilarity(a: string, b: string): number {
  const left = new Set(words(a));
  const right = new Set(words(b));
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
}

export function fieldRight(field: Field, expected: Expected, found: EventDetails): boolean {
  if (field === 'name') return sameName(expected.name, found.name);
  return JSON.stringify(valueOf(field, expected)) === JSON.stringify(valueOf(field, found));
}

/** Each expected event with the found event that is it: same start and the closest name, else the same name on another day. */
export function pair(expected: readonly Expected[], found: readonly ScrapedEvent[]): { matches: [Expected, ScrapedEvent | null][]; extras: ScrapedEvent[] } {
  const left = new Set(found);
  const matches: [Expected, ScrapedEvent | null][] = [];
  const byCloseness = (target: Expected) => (a: ScrapedEvent, b: ScrapedEvent) => nameSimilarity(target.name, b.details.name) - nameSimilarity(target.name, a.details.name);
  for (const target of expected) {
    const sameDay = [...left].filter((event) => event.details.startDate === target.startDate && nameSimilarity(target.name, event.details.name) >= 0.3).sort(byCloseness(target));
    const named = [...left].filter((event) => sameName(target.name, event.details.name)).sort(byCloseness(target));
    const match = sameDay[0] ?? named[0] ?? null;
    if (match) left.delete(match);
    matches.push([target, match]);
  }
  return { matches, extras: [...left] };
}


/**
 * A site's crawl, as the scraper runner crawls (two pages at once, real Chromium), its pages' readings handed to
 * `onReadings`, read by `reader`: one kept across a test's sites loads the reading code once, not once per site.
 */
export function crawlSite(site: Site, origin: string, settings: ExtractionSettings, onReadings: (readings: readonly PageReading[]) => void, reader: PageReader) {
  return collectEvents(
    {
      startUrls: site.startPaths.map((path) => `${origin}${path}`),
      pageLimit: 40,
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      allowedPrivateHosts: ['127.0.0.1'],
      onlyHosts: ['127.0.0.1'],
      pageTimeoutMs: 30_000,
      runTimeoutMs: 180_000,
      concurrency: 2,
      userAgent: 'FieldHockeyEventsBot/1.0 (corpus test)',
    },
    settings,
    undefined,
    onReadings,
    reader,
  );
}
