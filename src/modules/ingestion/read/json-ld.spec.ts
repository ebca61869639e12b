import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { extractFromPage } from '../resolve/assemble.js';
import { jsonLdRecords } from './json-ld.js';
import type { ExtractionSettings } from './types.js';

const PAGE = 'https://lineup.example/events';
const SETTINGS: ExtractionSettings = { strategy: 'json-ld', selectors: null, organizer: 'Lineup', today: '2026-05-01' };

const script = (json: unknown): string => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const page = (...scripts: string[]): string => `<html><head>${scripts.join('')}</head><body><h1>Events</h1></body></html>`;
const records = (html: string) => jsonLdRecords(load(html), PAGE);
const extract = (html: string) => extractFromPage({ url: PAGE, html }, SETTINGS);

const showcase = {
  '@context': 'https://schema.org',
  '@type': 'SportsEvent',
  '@id': 'https://lineup.example/events/summer-showcase#event',
  name: 'Summer Showcase',
  startDate: '2026-07-07T09:00:00-04:00',
  endDate: '2026-07-09T17:00:00-04:00',
  location: {
    '@type': 'Place',
    name: 'Spooky Nook Sports',
    address: { '@type': 'PostalAddress', streetAddress: '2913 Spooky Nook Rd', addressLocality: 'Manheim', addressRegion: 'PA', postalCode: '17545', addressCountry: 'US' },
  },
  offers: { '@type': 'Offer', price: 1400, priceCurrency: 'USD', url: 'https://lineup.example/register/summer' },
  description: '<p>Three days of games for the <b>Class of 2027 &amp; 2028</b>.</p>',
  organizer: { '@type': 'Organization', name: 'Someone Else' },
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  eventStatus: 'https://schema.org/EventScheduled',
};

describe('reading schema.org JSON-LD', () => {
  it('given a SportsEvent with a Place, PostalAddress and offer, when read, then every field is normalized', () => {
    const { events, rejected } = extract(page(script(showcase)));
    expect(rejected).toEqual([]);
    expect(events).toEqual([
      {
        sourceKey: 'https://lineup.example/events/summer-showcase',
        cancelled: false,
        namedOrganizer: 'Someone Else',
        pageUrl: PAGE,
        details: {
          name: 'Summer Showcase',
          description: 'Three days of games for the Class of 2027 & 2028.',
          eventType: 'Showcase',
          startDate: '2026-07-07',
          endDate: '2026-07-09',
          registrationDeadline: null,
          city: 'Manheim',
          state: 'PA',
          cost: 1400,
          ageLevel: 'U19',
          organizer: 'Someone Else',
          isIndoor: null,
          registrationLink: 'https://lineup.example/register/summer',
          gradYears: [2027, 2028],
          zip: '17545',
        },
        // Each value says where it came from; nothing on the page says the showcase is field hockey.
        evidence: {
          name: { rule: 'json-ld', text: 'Summer Showcase', region: 'data' },
          dates: { rule: 'json-ld', text: '2026-07-07T09:00:00-04:00 – 2026-07-09T17:00:00-04:00', region: 'data' },
          place: { rule: 'json-ld', text: '2913 Spooky Nook Rd, Manheim, PA 17545', region: 'data' },
          cost: { rule: 'json-ld', text: '1400', region: 'data' },
          registrationLink: { rule: 'json-ld', text: 'https://lineup.example/register/summer', region: 'data' },
        },
        doubts: ['sport-unstated'],
      },
    ]);
  });

  it('given events in an @graph, when read, then each is found (and the other nodes are not)', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', '@id': `${PAGE}#page`, name: 'Events' },
        { '@type': 'Organization', name: 'Lineup' },
        { '@type': 'Event', name: 'Fall Clinic', startDate: '2026-09-05', location: 'Austin, TX' },
        { '@type': ['Event', 'SportsEvent'], name: 'Winter Cup', startDate: '2026-12-05', location: { '@type': 'Place', address: 'Boston, MA' } },
      ],
    };
    expect(extract(page(script(graph))).events.map((event) => [event.details.name, event.details.eventType, event.details.city, event.details.state])).toEqual([
      ['Fall Clinic', 'Clinic', 'Austin', 'TX'],
      ['Winter Cup', 'Tournament', 'Boston', 'MA'],
    ]);
  });

  it('given a top-level array and an ItemList, when read, then the events nested in them are found', () => {
    const array = [
      { '@type': 'EducationEvent', name: 'Goalie ID Camp', startDate: '2026-06-20', location: 'Princeton, NJ' },
      { '@type': 'BreadcrumbList', itemListElement: [] },
    ];
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, item: { '@type': 'SportsEvent', name: 'Showcase A', startDate: '2026-07-01', location: 'Dallas, TX' } },
        { '@type': 'ListItem', position: 2, item: { '@type': 'Festival', name: 'Hockey Fest', startDate: '2026-08-01', location: 'Denver, CO' } },
      ],
    };
    expect(extract(page(script(array), script(list))).events.map((event) => event.details.name)).toEqual(['Goalie ID Camp', 'Showcase A', 'Hockey Fest']);
  });

  it('given one script that is no JSON, when read, then it is skipped and the others are read', () => {
    const html = page('<script type="application/ld+json">{ "@type": "Event", name: broken </script>', script({ '@type': 'Event', name: 'Good', startDate: '2026-06-14', location: 'Austin, TX' }));
    expect(extract(html).events.map((event) => event.details.name)).toEqual(['Good']);
  });

  it('given JSON wrapped in an HTML comment or with a differently cased type, when read, then it is read', () => {
    const html = page(`<script type="Application/LD+JSON"><!-- ${JSON.stringify({ '@type': 'Event', name: 'Wrapped', startDate: '2026-06-14', location: 'Austin, TX' })} --></script>`);
    expect(extract(html).events.map((event) => event.details.name)).toEqual(['Wrapped']);
  });

  it.each([
    ['https://schema.org/EventCancelled', true],
    ['http://schema.org/EventCancelled', true],
    ['EventCancelled', true],
    [{ '@id': 'schema:EventCancelled' }, true],
    ['https://schema.org/EventScheduled', false],
    ['https://schema.org/EventPostponed', false],
  ])('given eventStatus %j, when read, then cancelled is %s', (eventStatus, cancelled) => {
    const { events } = extract(page(script({ '@type': 'Event', name: 'A', startDate: '2026-06-14', location: 'Austin, TX', eventStatus })));
    expect(events[0].cancelled).toBe(cancelled);
  });

  it.each([
    ['a number', { price: 350 }, 350],
    ['a string', { price: '350.00' }, 350],
    ['zero', { price: 0 }, 0],
    ['"0"', { price: '0' }, 0],
    ['an array (the lowest)', [{ price: '450' }, { price: 395 }], 395],
    ['a price specification', { priceSpecification: { '@type': 'PriceSpecification', price: 125 } }, 125],
    ['an aggregate offer', { '@type': 'AggregateOffer', lowPrice: 200, highPrice: 300 }, 200],
    ['no price', { url: '/register' }, null],
  ])('given offers with %s, when read, then the cost is %s', (_, offers, cost) => {
    const { events } = extract(page(script({ '@type': 'Event', name: 'A', startDate: '2026-06-14', location: 'Austin, TX', offers })));
    expect(events[0].details.cost).toBe(cost);
  });

  it('given isAccessibleForFree and no price, when read, then the event is free', () => {
    const { events } = extract(page(script({ '@type': 'Event', name: 'A', startDate: '2026-06-14', location: 'Austin, TX', isAccessibleForFree: true })));
    expect(events[0].details.cost).toBe(0);
  });

  it.each([
    ['a plain string', 'Lancaster, PA', 'Lancaster', 'PA'],
    ['a Place with an address string', { '@type': 'Place', name: 'Field', address: '100 College Ave, Lancaster, Pennsylvania 17603' }, 'Lancaster', 'PA'],
    ['a Place with a region name', { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Richmond', addressRegion: 'Virginia' } }, 'Richmond', 'VA'],
    ['a Place with a region only', { '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: 'NJ' } }, 'TBD', 'NJ'],
    ['an array of places (the first)', [{ '@type': 'Place', address: 'Austin, TX' }, { '@type': 'Place', address: 'Dallas, TX' }], 'Austin', 'TX'],
    ['a Place with its name only', { '@type': 'Place', name: 'Denver, CO' }, 'Denver', 'CO'],
  ])('given a location as %s, when read, then the place is %s, %s', (_, location, city, state) => {
    const { events } = extract(page(script({ '@type': 'Event', name: 'A', startDate: '2026-06-14', location })));
    expect([events[0].details.city, events[0].details.state]).toEqual([city, state]);
  });

  it('given records that cannot be listed, when read, then each is rejected with its reason', () => {
    const { events, rejected } = extract(
      page(
        script([
          { '@type': 'Event', startDate: '2026-06-14', location: 'Austin, TX' },
          { '@type': 'Event', name: 'No Date', location: 'Austin, TX' },
          { '@type': 'Event', name: 'Virtual', startDate: '2026-06-14', location: { '@type': 'VirtualLocation', url: 'https://zoom.example' } },
          { '@type': 'Event', name: 'Good', startDate: '2026-06-14', location: 'Austin, TX' },
        ]),
      ),
    );
    expect(events.map((event) => event.details.name)).toEqual(['Good']);
    expect(rejected).toEqual([
      { url: PAGE, name: null, reason: 'No name' },
      { url: PAGE, name: 'No Date', reason: 'No start date' },
      { url: PAGE, name: 'Virtual', reason: 'No state' },
    ]);
  });

  it.each([
    ['@id', { '@id': '/events/1' }, 'https://lineup.example/events/1'],
    ['url', { url: 'https://lineup.example/events/1#details' }, 'https://lineup.example/events/1'],
    ['neither', {}, `${PAGE}#a|2026-06-14`],
  ])('given %s, when keyed, then the key is %s', (_, ids, key) => {
    const { events } = extract(page(script({ '@type': 'Event', name: 'A', startDate: '2026-06-14', location: 'Austin, TX', ...ids })));
    expect(events[0].sourceKey).toBe(key);
  });

  it('given events told apart by @id fragments of the page, when keyed, then each keeps its fragment', () => {
    const { events } = extract(
      page(
        script([
          { '@type': 'Event', '@id': '#e1', name: 'A', startDate: '2026-06-14', location: 'Austin, TX' },
          { '@type': 'Event', '@id': `${PAGE}#e2`, name: 'B', startDate: '2026-06-14', location: 'Austin, TX' },
        ]),
      ),
    );
    expect(events.map((event) => event.sourceKey)).toEqual([`${PAGE}#e1`, `${PAGE}#e2`]);
  });

  it('given events whose url is the page itself, when keyed, then they get fallback keys', () => {
    const { events } = extract(
      page(
        script([
          { '@type': 'Event', url: PAGE, name: 'A', startDate: '2026-06-14', location: 'Austin, TX' },
          { '@type': 'Event', url: PAGE, name: 'B', startDate: '2026-06-14', location: 'Austin, TX' },
        ]),
      ),
    );
    expect(events.map((event) => event.sourceKey)).toEqual([`${PAGE}#a|2026-06-14`, `${PAGE}#b|2026-06-14`]);
  });

  it('given an event url and no offer url, when read, then the event page is the registration link', () => {
    const { events } = extract(page(script({ '@type': 'Event', name: 'A', startDate: '2026-06-14', location: 'Austin, TX', url: '/events/a' })));
    expect(events[0].details.registrationLink).toBe('https://lineup.example/events/a');
  });

  it('given the same event twice on a page, when read, then it is listed once (the later one)', () => {
    const { events } = extract(
      page(
        script({ '@type': 'Event', '@id': '/e/1', name: 'First', startDate: '2026-06-14', location: 'Austin, TX' }),
        script({ '@type': 'Event', '@id': '/e/1', name: 'Second', startDate: '2026-06-14', location: 'Austin, TX' }),
      ),
    );
    expect(events.map((event) => event.details.name)).toEqual(['Second']);
  });

  it('given a page without JSON-LD events, when read, then there are no records', () => {
    expect(records(page(script({ '@type': 'Organization', name: 'Lineup' })))).toEqual([]);
    expect(records('<p>nothing</p>')).toEqual([]);
  });

  it('given a typicalAgeRange, when read, then it gives the age level', () => {
    const { events } = extract(page(script({ '@type': 'Event', name: 'A', startDate: '2026-06-14', location: 'Austin, TX', typicalAgeRange: '10-13' })));
    expect(events[0].details.ageLevel).toBe('U14');
  });
});
