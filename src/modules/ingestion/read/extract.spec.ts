import { describe, expect, it } from '@jest/globals';
import { readFeed, readPage } from './extract.js';
import { assemble, extractFromFeed, extractFromPage } from '../resolve/assemble.js';
import type { ExtractionSettings, ExtractionStrategy, PageReading } from './types.js';

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

  it('given a table of programs and a paragraph telling another event in sentences, when read under auto, then the table is listed and the told event is a draft beside it', () => {
    const told = '<p>Goalkeepers in grades 5 through 10 can join our Goalkeeper Clinic, an evening with our keeper coaches on Friday, June 11, 2026 from 6:00 to 8:00 p.m. at Zilker Park in Austin, Texas. The fee is $25 for everyone.</p>';
    const { events } = extractFromPage(page(TABLE, told), settings('auto'));
    expect(events.map((event) => [event.details.name, event.details.startDate, event.doubts.includes('prose')])).toEqual([
      ['Table Clinic', '2026-06-20', false],
      ['Goalkeeper Clinic', '2026-06-11', true],
    ]);
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

describe('one key per event, whatever order its pages were read in', () => {
  const labeled = (url: string, title: string) => readPage({ url, html: `<html><body><h1>${title}</h1><p>Dates: July 1, 2026</p><p>Location: Boston, MA</p></body></html>` }, settings('auto'));
  const keys = (readings: PageReading[]) => assemble(readings, settings('auto')).events.map((event) => event.sourceKey);

  it('given an event on its page and on its registration form, when assembled in either order, then both runs key it by its own page', () => {
    const own = labeled('https://club.example/events/summer-camp', 'Summer Camp');
    const form = labeled('https://club.example/events/summer-camp/register', 'Summer Camp');
    expect(keys([own, form])).toEqual(['https://club.example/events/summer-camp#summer camp|2026-07-01']);
    expect(keys([form, own])).toEqual(['https://club.example/events/summer-camp#summer camp|2026-07-01']);
  });

  it('given an event a feed identifies and a page only names, when assembled in either order, then both runs key it by the identifier', () => {
    const feed = readFeed({ url: 'https://club.example/events.ics', text: ICS.replace('SUMMARY:Feed Camp', 'SUMMARY:Summer Camp').replace('20260614', '20260701').replace('Austin, TX', 'Boston, MA') }, settings('auto'));
    const own = labeled('https://club.example/e/1', 'Summer Camp');
    expect(keys([feed, own])).toEqual(['https://club.example/events.ics#uid=1']);
    expect(keys([own, feed])).toEqual(['https://club.example/events.ics#uid=1']);
  });
});

describe('the Register link of an event found on its card and its page', () => {
  const auto = settings('auto');
  it("given a card with its own Register link on the site and a page with none, when assembled in either order, then the card's link registers", () => {
    const card = readPage(
      { url: 'https://club.example/clinics', html: '<html><body><div class="card"><h3><a href="/clinics/winter-skills">Winter Skills Clinic</a></h3><p>Dates: January 9, 2027</p><p>Location: Boston, MA</p><a href="/register?program=12">Register</a></div><div class="card"><h3><a href="/clinics/spring-skills">Spring Skills Clinic</a></h3><p>Dates: April 10, 2027</p><p>Location: Boston, MA</p><a href="/register?program=14">Register</a></div></body></html>' },
      auto,
    );
    const own = readPage({ url: 'https://club.example/clinics/winter-skills', html: '<html><body><h1>Winter Skills Clinic</h1><p>Dates: January 9, 2027</p><p>Location: Boston, MA</p></body></html>' }, auto);
    for (const readings of [[card, own], [own, card]]) {
      const winter = assemble(readings, auto).events.find((event) => event.details.name === 'Winter Skills Clinic');
      expect(winter?.details.registrationLink).toBe('https://club.example/register?program=12');
    }
  });
});

describe("an event's page and its flyer", () => {
  it('given the flyer titled with the edition\'s year, when assembled, then both are one event', () => {
    const auto = settings('auto');
    const own = readPage({ url: 'https://club.example/event/pine-barrens-indoor-shootout/', html: '<html><body><h1>Pine Barrens Indoor Shootout</h1><p>Dates: February 20, 2027</p><p>Location: Mount Laurel, NJ</p></body></html>' }, auto);
    const flyer = readPage({ url: 'https://club.example/files/shootout-packet.pdf', html: '<html><body><h1>PINE BARRENS INDOOR SHOOTOUT 2027</h1><p>Dates: February 20, 2027</p><p>Location: Mount Laurel, NJ</p></body></html>' }, auto);
    expect(assemble([own, flyer], auto).events).toHaveLength(1);
  });
});

describe('what an organizer states beyond the required fields: classes, colleges attending, the venue ZIP code', () => {
  const auto = settings('auto');
  const details = (readings: PageReading[]) => assemble(readings, auto).events.map((event) => event.details);

  it('given a JSON-LD event whose page lists the colleges attending, when read, then the event holds the list and the address ZIP code', () => {
    const data = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'SportsEvent',
      name: 'Spring Showcase',
      startDate: '2027-03-20',
      description: 'Open to the classes of 2028 through 2030.',
      location: { '@type': 'Place', name: 'Field', address: { '@type': 'PostalAddress', streetAddress: '1 Elm St', addressLocality: 'Hartford', addressRegion: 'CT', postalCode: '06106-1234' } },
    })}</script>`;
    const body = `${data}<h1>Spring Showcase</h1><h2>College Coaches Attending</h2><ul><li>UConn</li><li>Quinnipiac</li><li>Yale</li></ul>`;
    expect(details([readPage(page(body), auto)])).toEqual([
      expect.objectContaining({ name: 'Spring Showcase', gradYears: [2028, 2029, 2030], collegesAttending: ['UConn', 'Quinnipiac', 'Yale'], zip: '06106' }),
    ]);
  });

  it('given cards each listing their own colleges, when read, then each event holds its own list only', () => {
    const cards = ['Duke, UNC', 'Maryland'].map(
      (colleges, index) => `<div class="event"><h3>Showcase ${index + 1}</h3><p>June ${10 + index}, 2026 · Lancaster, PA</p><p>Colleges attending: ${colleges}</p><p>$200</p></div>`,
    );
    const found = details([readPage(page(...cards, '<footer><p>Colleges attending: Harvard</p><address>1 Office Rd, Boston, MA 02108</address></footer>'), auto)]);
    expect(found.map((event) => [event.name, event.collegesAttending, event.zip])).toEqual([
      ['Showcase 1', ['Duke', 'UNC'], undefined],
      ['Showcase 2', ['Maryland'], undefined],
    ]);
  });

  it('given a list card and the detail page it links to, when assembled, then the event holds what the detail page states', () => {
    const list = readPage(
      { url: 'https://club.example/events', html: '<html><body><div class="event"><h3><a href="/events/fall-id-camp">Fall ID Camp</a></h3><p>Sept 12, 2026</p><p>Hershey, PA</p></div><div class="event"><h3><a href="/events/other">Other Camp</a></h3><p>Sept 19, 2026</p><p>Hershey, PA</p></div></body></html>' },
      auto,
    );
    const detail = readPage(
      { url: 'https://club.example/events/fall-id-camp', html: '<html><body><h1>Fall ID Camp</h1><p>Date: Sept 12, 2026</p><p>Location: Hershey Park Fields, Hershey, PA 17033</p><p>Who: 2028 and 2029 grads</p><h3>Confirmed colleges</h3><p>Penn State, Bucknell &amp; Lafayette</p></body></html>' },
      auto,
    );
    const camp = details([list, detail]).find((event) => event.name === 'Fall ID Camp');
    expect(camp).toMatchObject({ gradYears: [2028, 2029], collegesAttending: ['Penn State', 'Bucknell', 'Lafayette'], zip: '17033' });
  });

  it('given the same event read twice, only the earlier stating them, when assembled, then the event keeps what was stated', () => {
    const own = readPage({ url: 'https://club.example/events/summer-camp', html: '<html><body><h1>Summer Camp</h1><p>Dates: July 1, 2026</p><p>Location: Boston, MA 02115</p><p>Colleges attending: Harvard, Tufts</p><p>Class of 2029</p></body></html>' }, auto);
    const form = readPage({ url: 'https://club.example/events/summer-camp/register', html: '<html><body><h1>Summer Camp</h1><p>Dates: July 1, 2026</p><p>Location: Boston, MA</p></body></html>' }, auto);
    for (const order of [[own, form], [form, own]]) {
      expect(details(order)).toEqual([expect.objectContaining({ gradYears: [2029], collegesAttending: ['Harvard', 'Tufts'], zip: '02115' })]);
    }
  });
});

describe('days written without a year', () => {
  it('given event cards whose "Add to calendar" links give the year, then each event takes that year, with it as evidence, and is not a guess', () => {
    const html = `<html><head><title>Events | Larch Hill Field Hockey</title></head><body><main><h1>Upcoming Field Hockey Events</h1>
      <div class="event-card"><h3>Spring Skills Clinic</h3><p>Sat, Mar 6 · 9:00 AM - 11:00 AM</p><p>Larch Hill Turf, Easton, PA</p><p>$40</p>
        <a href="https://calendar.google.com/calendar/render?action=TEMPLATE&text=Spring+Skills+Clinic&dates=20270306T140000Z/20270306T160000Z">+ Google Calendar</a></div>
      <div class="event-card"><h3>Goalie Clinic</h3><p>Sat, Apr 10 · 9:00 AM - 11:00 AM</p><p>Larch Hill Turf, Easton, PA</p><p>$40</p>
        <a href="https://calendar.google.com/calendar/render?action=TEMPLATE&text=Goalie+Clinic&dates=20270410T130000Z/20270410T150000Z">+ Google Calendar</a></div>
      </main></body></html>`;
    const { events } = extractFromPage({ url: 'https://larchhill.example/events', html }, settings('auto'));
    expect(events.map((event) => [event.details.name, event.details.startDate, event.doubts.includes('year-guessed')])).toEqual([
      ['Spring Skills Clinic', '2027-03-06', false],
      ['Goalie Clinic', '2027-04-10', false],
    ]);
    expect(events[0].evidence.dates?.year).toEqual(expect.objectContaining({ from: 'calendar-link', value: '2027' }));
  });
});
