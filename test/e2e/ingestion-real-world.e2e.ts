import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PageReader } from '../../src/modules/ingestion/read/page-reader.js';
import type { ExtractionSettings, ScrapedEvent } from '../../src/modules/ingestion/read/types.js';
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.js';
import { FIELDS, type Field, STATED, type Site, TODAY, crawlSite, fieldRight, pair, routesOf, sameName, sites, valueOf } from './support/ingestion-corpus.js';

/**
 * The real-world corpus (test/fixtures/ingestion-real/README.md): pages rebuilt from real organizers' pages, its
 * `blind/` part written by someone who never read the engine. Each site is served on 127.0.0.1 and crawled from its
 * start URLs alone with real Chromium. A found event is listed (no doubts) or a draft (doubts: the admins' Review
 * list). Prints per family, and for the blind part apart: events found (listed or drafted), fields right among those
 * listed, junk listings, wrong values, wrong dates and drafts, then every miss.
 *
 * What families would read must be true: the test fails on anything listed that a seen site says must not be
 * (another sport, a past edition, a label), and on any junk listing or wrong date on the seen part. The rest, the
 * blind part's junk and forbidden listings included, is reported.
 */

const CORPUS = join(process.cwd(), 'test/fixtures/ingestion-real');
const PARTS = ['seen', 'blind'] as const;
type Part = (typeof PARTS)[number];

interface Score {
  part: Part;
  site: Site;
  events: number;
  found: number;
  listed: number;
  drafts: number;
  fieldsRight: number;
  fields: number;
  valuesListed: number;
  wrongValues: number;
  wrongDates: number;
  junk: string[];
  forbidden: string[];
  misses: string[];
}

/** A field the event states (not left empty): only a stated value can be a wrong fact. */
const stated = (field: Field, details: ScrapedEvent['details']): boolean => {
  const value = valueOf(field, details);
  return value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
};

const SITES_AT_ONCE = 2;

/** Counted by kind, most first: "No state 3, Already over 2". */
const tally = (kinds: readonly string[]): string =>
  [...kinds.reduce((counts, kind) => counts.set(kind, (counts.get(kind) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${kind} ${count}`).join(', ');

/**
 * How the engine fared on a site, in counts and kinds only (no page's words, so a blind site's pages stay unread):
 * pages read, by the reader that kept their records, records rejected by the kind of reason, pages that failed.
 */
function diagnosis(collection: Awaited<ReturnType<typeof crawlSite>>): string {
  const kept = collection.pages.filter((page) => page.strategy !== null).map((page) => page.strategy as string);
  const rejected = collection.rejected.map((rejection) => rejection.reason.split(':')[0].replace(/\s*\(.*$/, ''));
  const failed = collection.report.failures.map((failure) => failure.reason.split(':')[0].replace(/https?:\S+/g, '').slice(0, 40));
  return [
    `${collection.report.pagesVisited} pages (${collection.report.feedsRead} feeds)`,
    `records kept from ${kept.length}${kept.length > 0 ? ` (${tally(kept)})` : ''}`,
    `rejected ${collection.rejected.length}${rejected.length > 0 ? ` (${tally(rejected)})` : ''}`,
    `failed ${failed.length}${failed.length > 0 ? ` (${tally(failed)})` : ''}`,
  ].join('; ');
}
/** `CORPUS_SITES=<regex>` crawls only the sites whose `part/family/name` it matches, and shows what a seen one yields. */
const ONLY = process.env.CORPUS_SITES ? new RegExp(process.env.CORPUS_SITES) : null;

describe('the real-world corpus: organizers pages as real organizers write them, a part never read by the engine author', () => {
  const every = PARTS.flatMap((part) => sites(join(CORPUS, part)).map((site) => ({ part, site })));
  const all = ONLY ? every.filter(({ part, site }) => ONLY.test(`${part}/${site.family}/${site.name}`)) : every;
  const crawled = new Map<string, { origin: string; events: ScrapedEvent[] }>();
  const diagnoses = new Map<string, string>();
  const scores: Score[] = [];
  const settings: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Corpus organizer', today: TODAY };
  const keyOf = (part: Part, site: Site) => `${part}/${site.family}/${site.name}`;

  beforeAll(async () => {
    const queue = [...all];
    const worker = async () => {
      const reader = new PageReader();
      try {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const server: FixtureSite = await startFixtureSite(routesOf(next.site.dir));
          try {
            // A site that cannot be read at all finds nothing: it is scored as such, the other sites go on.
            const collection = await crawlSite(next.site, server.url, settings, () => undefined, reader).catch((error: unknown) => ({ events: [], error }));
            if ('error' in collection) process.stdout.write(`${keyOf(next.part, next.site)}: ${String(collection.error)}\n`);
            crawled.set(keyOf(next.part, next.site), { origin: server.url, events: collection.events });
            if (!('error' in collection)) diagnoses.set(keyOf(next.part, next.site), diagnosis(collection));
            if (ONLY && next.part === 'seen') {
              const shown = collection.events.map((event) => `  ${event.details.startDate} ${event.details.name} | ${event.details.city}, ${event.details.state} | ${event.details.cost} | ${event.doubts.join(', ') || 'listed'}`);
              process.stdout.write(`${keyOf(next.part, next.site)} yields:\n${shown.join('\n')}\n`);
            }
          } finally {
            await server.close();
          }
        }
      } finally {
        await reader.close();
      }
    };
    await Promise.all(Array.from({ length: SITES_AT_ONCE }, worker));
  }, 1_200_000);

  afterAll(() => {
    if (scores.length === 0) return;
    const line = (label: string, group: Score[]) => {
      const sum = (pick: (score: Score) => number) => group.reduce((total, score) => total + pick(score), 0);
      const percent = (part: number, whole: number) => (whole === 0 ? '    —' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`);
      return [
        label.padEnd(34),
        `sites ${String(group.length).padStart(2)}`,
        `found ${String(sum((s) => s.found)).padStart(3)}/${String(sum((s) => s.events)).padEnd(3)}`,
        `listed ${String(sum((s) => s.listed)).padStart(3)}`,
        `drafts ${String(sum((s) => s.drafts)).padStart(3)}`,
        `fields right ${percent(sum((s) => s.fieldsRight), sum((s) => s.fields))}`,
        `junk ${sum((s) => s.junk.length + s.forbidden.length)}`,
        `wrong values ${sum((s) => s.wrongValues)}/${sum((s) => s.valuesListed)}`,
        `wrong dates ${sum((s) => s.wrongDates)}`,
      ].join('  ');
    };
    const report = ['', 'Real-world ingestion corpus (today 2026-11-25)'];
    for (const part of PARTS) {
      const inPart = scores.filter((score) => score.part === part);
      for (const family of [...new Set(inPart.map((score) => score.site.family))]) report.push(line(`${part}/${family}`, inPart.filter((score) => score.site.family === family)));
      report.push(line(`${part} (all)`, inPart));
    }
    report.push(line('overall', scores));
    // The seen part's misses in full; the blind part's only as counts and field names, so its pages stay unread.
    for (const score of scores) for (const miss of score.misses) report.push(`  ${score.part}/${score.site.family}/${score.site.name}: ${miss}`);
    // How the engine fared on each blind site with a miss, in counts only.
    for (const score of scores.filter((each) => each.part === 'blind' && each.misses.length > 0)) {
      report.push(`  ${keyOf(score.part, score.site)} read: ${diagnoses.get(keyOf(score.part, score.site)) ?? 'not crawled'}`);
    }
    process.stdout.write(`${report.join('\n')}\n`);
  });

  it.each(all.map(({ part, site }) => [keyOf(part, site), part, site] as const))('%s', (key, part, site) => {
    const result = crawled.get(key);
    if (!result) throw new Error(`${key} was not crawled`);
    const upcoming = result.events.filter((event) => !event.cancelled);
    const expected = site.expected.map((event) => ({ ...event, registrationLink: event.registrationLink?.replaceAll('{{origin}}', result.origin) ?? null }));
    const { matches, extras } = pair(expected, upcoming);
    const score: Score = {
      part,
      site,
      events: expected.length,
      found: 0,
      listed: 0,
      drafts: upcoming.filter((event) => event.doubts.length > 0).length,
      fieldsRight: 0,
      fields: 0,
      valuesListed: 0,
      wrongValues: 0,
      wrongDates: 0,
      junk: [],
      forbidden: [],
      misses: [],
    };
    const blind = part === 'blind';
    for (const [target, match] of matches) {
      if (!match) {
        score.misses.push(blind ? 'missed an event' : `missed "${target.name}" ${target.startDate}`);
        continue;
      }
      score.found += 1;
      if (match.doubts.length > 0) {
        if (!blind) score.misses.push(`drafted "${target.name}": ${match.doubts.join('; ')}`);
        continue;
      }
      score.listed += 1;
      score.fields += FIELDS.length + STATED.length;
      for (const field of [...FIELDS, ...STATED]) {
        if (fieldRight(field, target, match.details)) {
          score.fieldsRight += 1;
          if (stated(field, match.details)) score.valuesListed += 1;
          continue;
        }
        const wrongFact = stated(field, match.details);
        if (wrongFact) {
          score.valuesListed += 1;
          score.wrongValues += 1;
        }
        if (field === 'startDate' || field === 'endDate') score.wrongDates += 1;
        const evidence = field === 'startDate' || field === 'endDate' ? match.evidence.dates : field === 'city' || field === 'state' || field === 'zip' ? match.evidence.place : field in match.evidence ? match.evidence[field as keyof typeof match.evidence] : undefined;
        const why = evidence ? ` (${evidence.rule}, ${evidence.region}: "${evidence.text.slice(0, 80)}")` : '';
        score.misses.push(
          blind
            ? `${wrongFact ? 'wrong' : 'missing'} ${field}`
            : `"${target.name}" ${field}: expected ${JSON.stringify(valueOf(field, target))}, got ${JSON.stringify(valueOf(field, match.details))}${why}`,
        );
      }
    }
    const listedExtras = extras.filter((event) => event.doubts.length === 0);
    score.junk = listedExtras.map((event) => (blind ? 'a junk listing' : `junk listing "${event.details.name}" ${event.details.startDate} ${event.details.city}, ${event.details.state}`));
    score.forbidden = site.notListed
      .filter((entry) => upcoming.some((event) => event.doubts.length === 0 && sameName(event.details.name, entry.name) && !expected.some((target) => sameName(target.name, entry.name))))
      .map((entry) => (blind ? 'listed what must not be' : `listed "${entry.name}" (${entry.why})`));
    score.misses.push(...score.junk, ...score.forbidden);
    scores.push(score);
    // What a site says must never be listed (another sport, a past edition) fails the seen part; on the blind part it
    // is counted with the junk and reported, so that the engine's author, who may not read those pages, sees it move.
    if (!blind) expect(score.forbidden).toEqual([]);
  });

  // The issue's bar (no junk, no wrong date, at most 2% wrong values, 90% found) is not yet met on the blind part nor,
  // for wrong values, on the seen one (docs/ingestion.md has the figures): what holds today is held here, the rest is
  // reported above so that a change is seen moving it.
  it('lists no junk and no wrong date on the seen part, and reads a blind part it never tuned to', () => {
    expect(scores).toHaveLength(all.length);
    expect(every.filter(({ part }) => part === 'blind').length).toBeGreaterThanOrEqual(9);
    expect(every.filter(({ part }) => part === 'seen').length).toBeGreaterThanOrEqual(16);
    const seen = scores.filter((score) => score.part === 'seen');
    expect(seen.flatMap((score) => score.junk)).toEqual([]);
    expect(seen.reduce((total, score) => total + score.wrongDates, 0)).toBe(0);
  });
});
