import { describe, expect, it } from '@jest/globals';
import { extractFromFeed, extractFromPage } from './extract.js';
import type { ExtractionSettings, ExtractionStrategy } from './types.js';

const PAGE = 'https://lineup.example/events';
const FEED = 'https://lineup.example/events.ics';
const settings = (strategy: ExtractionStrategy): ExtractionSettings => ({
  strategy,
  selectors: { card: '.card', name: 'h4', dates: '.when', location: '.where' },
  organizer: 'Lineup',
  today: '2026-05-01',
});

const JSON_LD = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'SportsEvent',
  name: 'JSON-LD Showcase',
  startDate: '2026-06-14',
  location: 'Lancaster, PA',
})}</script>`;
const TABLE = `<table><tr><th>Event</th><th>Date</th><th>Location</th></tr><tr><td>Table Clinic</td><td>June 20, 2026</td><td>Austin, TX</td></tr></table>`;
const LABELED = `<h1>Labeled Camp</h1><p>Dates: July 1, 2026</p><p>Location: Boston, MA</p>`;
const CARD = `<div class="card"><h4>Card Cup</h4><span class="when">Aug 1, 2026</span><span class="where">Denver, CO</span></div>`;
const page = (...parts: string[]) => ({ url: PAGE, html: `<html><head></head><body>${parts.join('')}</body></html>` });
const names = (strategy: ExtractionStrategy, ...parts: string[]) => extractFromPage(page(...parts), settings(strategy)).events.map((event) => event.details.name);

const ICS = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//T//EN', 'BEGIN:VEVENT', 'UID:1', 'SUMMARY:Feed Camp', 'DTSTART;VALUE=DATE:20260614', 'LOCATION:Austin, TX', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

describe('choosing the strategy for a page', () => {
  it('given a page with JSON-LD, a table and labels, when read under auto, then only the JSON-LD events are listed', () => {
    expect(names('auto', JSON_LD, TABLE, LABELED)).toEqual(['JSON-LD Showcase']);
  });

  it('given a page with a table and labels, when read under auto, then only the table events are listed', () => {
    expect(names('auto', TABLE, LABELED)).toEqual(['Table Clinic']);
  });

  it('given a page with labels only, when read under auto, then the labeled event is listed', () => {
    expect(names('auto', LABELED)).toEqual(['Labeled Camp']);
  });

  it('given a page whose JSON-LD events are all rejected, when read under auto, then the page is read from its table', () => {
    const broken = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Event', name: 'Nowhere', startDate: '2026-06-14' })}</script>`;
    expect(names('auto', broken, TABLE)).toEqual(['Table Clinic']);
  });

  it('given cards, when read under auto, then the selectors are not used', () => {
    expect(names('auto', CARD)).toEqual([]);
  });

  it.each([
    ['json-ld', ['JSON-LD Showcase']],
    ['table', ['Table Clinic']],
    ['labeled-text', ['Labeled Camp']],
    ['selectors', ['Card Cup']],
    ['ical', []],
  ] as const)('given a page with every kind of event, when read under %s, then only that strategy is used', (strategy, expected) => {
    expect(names(strategy, JSON_LD, TABLE, LABELED, CARD)).toEqual(expected);
  });

  it('given a strategy finding nothing, when read, then no other is tried', () => {
    expect(names('json-ld', TABLE, LABELED)).toEqual([]);
  });
});

describe('choosing whether to read a feed', () => {
  it.each([
    ['auto', ['Feed Camp']],
    ['ical', ['Feed Camp']],
    ['json-ld', []],
    ['table', []],
    ['labeled-text', []],
    ['selectors', []],
  ] as const)('given a feed, when read under %s, then %j', (strategy, expected) => {
    expect(extractFromFeed({ url: FEED, text: ICS }, settings(strategy)).events.map((event) => event.details.name)).toEqual(expected);
  });
});

describe('one event per source key on a page', () => {
  it('given the same event twice in a table, when read, then the later row is kept', () => {
    const table = `<table><tr><th>Event</th><th>Date</th><th>Location</th><th>Cost</th></tr>
      <tr><td>Camp</td><td>2026-06-14</td><td>Austin, TX</td><td>$50</td></tr>
      <tr><td>Other</td><td>2026-06-15</td><td>Austin, TX</td><td>$50</td></tr>
      <tr><td>CAMP</td><td>2026-06-14</td><td>Austin, TX</td><td>$60</td></tr></table>`;
    const { events } = extractFromPage(page(table), settings('table'));
    expect(events.map((event) => [event.details.name, event.details.cost])).toEqual([
      ['Other', 50],
      ['CAMP', 60],
    ]);
  });

  it('given a page read twice, when extracted, then the results are equal', () => {
    const html = page(JSON_LD);
    expect(extractFromPage(html, settings('auto'))).toEqual(extractFromPage(html, settings('auto')));
  });
});
