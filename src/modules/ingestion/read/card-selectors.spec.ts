import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { selectorRecords } from './card-selectors.js';
import { extractFromPage } from '../resolve/assemble.js';
import type { CardSelectors, ExtractionSettings } from './types.js';

const PAGE = 'https://lineup.example/camps';
const SELECTORS: CardSelectors = { card: '.camp-card', name: '.camp-title', dates: '.camp-when', location: '.camp-where', cost: '.camp-price', link: '.camp-cta' };
const settings = (selectors: CardSelectors | null): ExtractionSettings => ({ strategy: 'selectors', selectors, organizer: 'Lineup', today: '2026-05-01' });

const CARDS = `
  <div class="grid">
    <div class="camp-card">
      <span class="camp-title">Elite Indoor Clinic</span>
      <span class="camp-when">Jan 9 – 10</span>
      <div class="camp-where">The Dome<br>Buffalo, NY</div>
      <span class="camp-price">$195</span>
      <a class="camp-cta" href="/camps/elite">Details</a>
    </div>
    <div class="camp-card">
      <span class="camp-title">U16 Summer Showcase</span>
      <span class="camp-when">July 7, 2026</span>
      <div class="camp-where">Lancaster, PA</div>
      <div class="camp-cta"><a href="https://reg.example/u16">Register</a></div>
    </div>
    <div class="camp-card">
      <span class="camp-when">July 8, 2026</span>
    </div>
  </div>`;

describe('reading cards with a site’s selectors', () => {
  it('given cards, when read, then each card is an event read with the selectors', () => {
    const { events, rejected } = extractFromPage({ url: PAGE, html: CARDS }, settings(SELECTORS));
    expect(events.map(({ details }) => [details.name, details.eventType, details.startDate, details.endDate, details.city, details.state, details.cost, details.ageLevel, details.isIndoor, details.registrationLink])).toEqual([
      ['Elite Indoor Clinic', 'Clinic', '2027-01-09', '2027-01-10', 'Buffalo', 'NY', 195, 'All Ages', true, 'https://lineup.example/camps/elite'],
      ['U16 Summer Showcase', 'Showcase', '2026-07-07', null, 'Lancaster', 'PA', null, 'U16', null, 'https://reg.example/u16'],
    ]);
    expect(rejected).toEqual([{ url: PAGE, name: null, reason: 'No name' }]);
  });

  it('given selectors without the optional ones, when read, then the page is the registration link and the cost unknown', () => {
    const { events, rejected } = extractFromPage({ url: PAGE, html: CARDS }, settings({ card: '.camp-card', name: '.camp-title', dates: '.camp-when' }));
    expect(events).toEqual([]);
    expect(rejected.map((rejection) => rejection.reason)).toEqual(['No state', 'No state', 'No name']);
  });

  it.each([
    ['no selectors', null],
    ['a card selector finding nothing', { ...SELECTORS, card: '.nothing' }],
    ['a card selector that is no CSS', { ...SELECTORS, card: '[[[' }],
  ])('given %s, when read, then there is nothing', (_, selectors) => {
    expect(extractFromPage({ url: PAGE, html: CARDS }, settings(selectors))).toEqual({ events: [], rejected: [] });
  });

  it('given a field selector that is no CSS, when read, then that field is missing', () => {
    const records = selectorRecords(load(CARDS), PAGE, { ...SELECTORS, cost: ':::' });
    expect(records.map((record) => record.cost)).toEqual([null, null, null]);
    expect(records.map((record) => record.name)).toEqual(['Elite Indoor Clinic', 'U16 Summer Showcase', null]);
  });
});
