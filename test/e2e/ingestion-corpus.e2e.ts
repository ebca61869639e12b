import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventDetails } from '../../src/modules/catalog/events/event-details.js';
import type { ExtractionSettings, PageReading, ScrapedEvent } from '../../src/modules/ingestion/extraction/types.js';
import { assembleReadings, collectEvents } from '../../src/modules/ingestion/runs/collect.js';
import { type FixtureSite, type Route, startFixtureSite } from '../support/fixture-site.js';

/**
 * The ingestion corpus (test/fixtures/ingestion-corpus/README.md): organizers' sites of every family, each served
 * on 127.0.0.1 and crawled from its start URLs alone with real Chromium. Prints, per family and overall, the events
 * found and the fields right; fails under 97% of fields right, on any event missed, on any event listed that the site
 * does not hold, on anything listed that must not be, or when the same pages read in another order key events
 * differently (a crawl's pages arrive in whatever order the site answers: the keys must not depend on it).
 */

const CORPUS = join(process.cwd(), 'test/fixtures/ingestion-corpus');
const TODAY = '2026-11-25';
const FIELDS = ['name', 'eventType', 'startDate', 'endDate', 'registrationDeadline', 'city', 'state', 'cost', 'ageLevel', 'registrationLink'] as const;
/** What an organizer may state beyond those, scored on every event too: an expectation leaving one out expects none. */
const STATED = ['gradYears', 'collegesAttending', 'zip'] as const;
type Field = (typeof FIELDS)[number] | (typeof STATED)[number];
type Expected = Pick<EventDetails, (typeof FIELDS)[number]> & Partial<Pick<EventDetails, (typeof STATED)[number]>>;
const NONE_STATED = { gradYears: [], collegesAttending: [], zip: null };
/** A field's value as compared and reported: a stated field left out (or absent from the event) is none. */
const valueOf = (field: Field, details: Partial<EventDetails>): unknown => (field in NONE_STATED ? (details[field] ?? NONE_STATED[field as keyof typeof NONE_STATED]) : details[field]);

interface Site {
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
function routesOf(dir: string): Record<string, Route> {
  const routes: Record<string, Route> = {};
  const pages = join(dir, 'pages');
  for (const file of filesUnder(pages)) {
    const path = `/${relative(pages, file).split('\\').join('/')}`;
    const type = TYPES[extname(file)] ?? 'application/json; charset=utf-8';
    const route: Route = { headers: { 'content-type': type }, body: readFileSync(file, 'utf8') };
    routes[path] ??= route;
    if (path.endsWith('/index.html')) {
      const folder = path.slice(0, -'index.html'.length);
      routes[folder] = route;
      if (folder !== '/') routes[folder.slice(0, -1)] ??= route;
    } else if (path.endsWith('.html')) routes[path.slice(0, -'.html'.length)] ??= route;
  }
  return routes;
}

function sites(): Site[] {
  return readdirSync(CORPUS)
    .filter((family) => statSync(join(CORPUS, family)).isDirectory())
    .sort()
    .flatMap((family) =>
      readdirSync(join(CORPUS, family))
        .filter((name) => statSync(join(CORPUS, family, name)).isDirectory())
        .sort()
        .map((name) => {
          const dir = join(CORPUS, family, name);
          const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { startPaths: string[] };
          const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as { events: Expected[]; notListed?: { name: string; why: string }[] };
          return { family, name, dir, startPaths: site.startPaths, expected: expected.events, notListed: expected.notListed ?? [] };
        }),
    );
}

const words = (text: string): string[] => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
const sameName = (a: string, b: string): boolean => words(a).join(' ') === words(b).join(' ');
function nameSimilarity(a: string, b: string): number {
  const left = new Set(words(a));
  const right = new Set(words(b));
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
}

function fieldRight(field: Field, expected: Expected, found: EventDetails): boolean {
  if (field === 'name') return sameName(expected.name, found.name);
  return JSON.stringify(valueOf(field, expected)) === JSON.stringify(valueOf(field, found));
}

/** Each expected event with the found event that is it: same start and the closest name, else the same name on another day. */
function pair(expected: readonly Expected[], found: readonly ScrapedEvent[]): { matches: [Expected, ScrapedEvent | null][]; extras: ScrapedEvent[] } {
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

interface SiteScore {
  site: Site;
  events: number;
  found: number;
  fieldsRight: number;
  fields: number;
  extras: string[];
  wrong: string[];
  listedButNot: string[];
  unstableKeys: string[];
}

/** Sites crawled at once: each crawl mostly waits on its pages, so two side by side fit two cores. */
const SITES_AT_ONCE = 2;

interface Crawled {
  site: Site;
  origin: string;
  first: Awaited<ReturnType<typeof collectEvents>>;
  /** The same pages' readings assembled in the opposite order. */
  reordered: ScrapedEvent[];
}

describe('the ingestion corpus: organizers sites of every family, read from their start URLs alone', () => {
  const all = sites();
  const scores: SiteScore[] = [];
  const crawled = new Map<string, Crawled>();
  const settings: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Corpus organizer', today: TODAY };
  const collect = (site: Site, origin: string, onReadings: (readings: readonly PageReading[]) => void) =>
    collectEvents(
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
    );

  // Every site is served on a port of its own and crawled once; its pages' readings are then assembled again in the
  // opposite order, and must key every event the same way.
  beforeAll(async () => {
    const queue = [...all];
    const worker = async () => {
      for (let site = queue.shift(); site; site = queue.shift()) {
        const server: FixtureSite = await startFixtureSite(routesOf(site.dir));
        try {
          let readings: readonly PageReading[] = [];
          const first = await collect(site, server.url, (taken) => {
            readings = taken;
          });
          const reordered = (await assembleReadings([...readings].reverse(), settings)).events;
          crawled.set(`${site.family}/${site.name}`, { site, origin: server.url, first, reordered });
        } finally {
          await server.close();
        }
      }
    };
    await Promise.all(Array.from({ length: SITES_AT_ONCE }, worker));
  }, 900_000);

  afterAll(() => {
    if (scores.length === 0) return;
    const families = [...new Set(scores.map((score) => score.site.family))];
    const line = (label: string, group: SiteScore[]) => {
      const sum = (pick: (score: SiteScore) => number) => group.reduce((total, score) => total + pick(score), 0);
      const percent = (100 * sum((score) => score.fieldsRight)) / Math.max(1, sum((score) => score.fields));
      return `${label.padEnd(24)} sites ${String(group.length).padStart(2)}  events found ${String(sum((score) => score.found)).padStart(3)}/${String(sum((score) => score.events)).padEnd(3)}  fields right ${percent.toFixed(1).padStart(5)}%  extra ${sum((score) => score.extras.length)}`;
    };
    const report = [
      '',
      'Ingestion corpus (today 2026-11-25)',
      ...families.map((family) => line(family, scores.filter((score) => score.site.family === family))),
      line('overall', scores),
      ...scores.flatMap((score) => [...score.wrong, ...score.extras, ...score.listedButNot, ...score.unstableKeys].map((detail) => `  ${score.site.family}/${score.site.name}: ${detail}`)),
      '',
    ];
    process.stdout.write(`${report.join('\n')}\n`);
  });

  it.each(all.map((site) => [`${site.family}/${site.name}`] as const))('%s', (name) => {
    const result = crawled.get(name);
    if (!result) throw new Error(`${name} was not crawled`);
    const { site, origin, first, reordered } = result;
    const upcoming = first.events.filter((event) => !event.cancelled);
    const expected = site.expected.map((event) => ({
      ...event,
      registrationLink: event.registrationLink?.replaceAll('{{origin}}', origin) ?? null,
    }));
    const { matches, extras } = pair(expected, upcoming);
    const score: SiteScore = { site, events: expected.length, found: 0, fieldsRight: 0, fields: expected.length * (FIELDS.length + STATED.length), extras: [], wrong: [], listedButNot: [], unstableKeys: [] };
    for (const [target, match] of matches) {
      if (!match) {
        score.wrong.push(`missed "${target.name}" ${target.startDate}`);
        continue;
      }
      score.found += 1;
      for (const field of [...FIELDS, ...STATED]) {
        if (fieldRight(field, target, match.details)) score.fieldsRight += 1;
        else score.wrong.push(`"${target.name}" ${field}: expected ${JSON.stringify(valueOf(field, target))}, got ${JSON.stringify(valueOf(field, match.details))}`);
      }
    }
    score.extras = extras.map((event) => `listed what the site does not hold: "${event.details.name}" ${event.details.startDate} ${event.details.city}, ${event.details.state}`);
    score.listedButNot = site.notListed
      .filter((entry) => upcoming.some((event) => sameName(event.details.name, entry.name) && !expected.some((target) => sameName(target.name, entry.name))))
      .map((entry) => `listed "${entry.name}" (${entry.why})`);
    const keys = (events: readonly ScrapedEvent[]) => events.map((event) => event.sourceKey).sort();
    if (JSON.stringify(keys(first.events)) !== JSON.stringify(keys(reordered))) score.unstableKeys.push('its pages read in another order key its events differently (duplicates in the catalog)');
    scores.push(score);
    expect(score.listedButNot).toEqual([]);
    expect(score.unstableKeys).toEqual([]);
  });

  it('finds every event, lists nothing else, and gets at least 97% of the fields right overall', () => {
    expect(scores).toHaveLength(all.length);
    const missed = scores.flatMap((score) => score.wrong.filter((detail) => detail.startsWith('missed')).map((detail) => `${score.site.name}: ${detail}`));
    const extras = scores.flatMap((score) => score.extras.map((detail) => `${score.site.name}: ${detail}`));
    const right = scores.reduce((total, score) => total + score.fieldsRight, 0);
    const fields = scores.reduce((total, score) => total + score.fields, 0);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((site) => site.family)).size).toBeGreaterThanOrEqual(9);
    expect(missed).toEqual([]);
    expect(extras).toEqual([]);
    expect(right / fields).toBeGreaterThanOrEqual(0.97);
  });
});
