import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ExtractionSettings, PageReading, ScrapedEvent } from '../../src/modules/ingestion/read/types.js';
import { PageReader } from '../../src/modules/ingestion/read/page-reader.js';
import { assembleReadings } from '../../src/modules/ingestion/runs/collect.js';
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.js';
import { FIELDS, STATED, type Site, TODAY, crawlSite, fieldRight, pair, routesOf, sameName, sites, valueOf } from './support/ingestion-corpus.js';

/**
 * The ingestion corpus (test/fixtures/ingestion-corpus/README.md): organizers' sites of every family, each served
 * on 127.0.0.1 and crawled from its start URLs alone with real Chromium. Prints, per family and overall, the events
 * found and the fields right; fails under 97% of fields right, on any event missed, on any event listed that the site
 * does not hold, on anything listed that must not be, or when the same pages read in another order key events
 * differently (a crawl's pages arrive in whatever order the site answers: the keys must not depend on it).
 */

const CORPUS = join(process.cwd(), 'test/fixtures/ingestion-corpus');

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
  first: Awaited<ReturnType<typeof crawlSite>>;
  /** The same pages' readings assembled in the opposite order. */
  reordered: ScrapedEvent[];
}

describe('the ingestion corpus: organizers sites of every family, read from their start URLs alone', () => {
  const all = sites(CORPUS);
  const scores: SiteScore[] = [];
  const crawled = new Map<string, Crawled>();
  const settings: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Corpus organizer', today: TODAY };

  // Every site is served on a port of its own and crawled once; its pages' readings are then assembled again in the
  // opposite order, and must key every event the same way.
  beforeAll(async () => {
    const queue = [...all];
    const worker = async () => {
      const reader = new PageReader();
      try {
        for (let site = queue.shift(); site; site = queue.shift()) {
          const server: FixtureSite = await startFixtureSite(routesOf(site.dir));
          try {
            let readings: readonly PageReading[] = [];
            const first = await crawlSite(site, server.url, settings, (taken) => {
              readings = taken;
            }, reader);
            const reordered = (await assembleReadings([...readings].reverse(), settings, reader)).events;
            crawled.set(`${site.family}/${site.name}`, { site, origin: server.url, first, reordered });
          } finally {
            await server.close();
          }
        }
      } finally {
        await reader.close();
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
