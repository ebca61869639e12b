import { describe, expect, it } from '@jest/globals';
import { readFeed, readPage } from './extract.js';
import { assemble } from '../resolve/assemble.js';
import { sportEvidence, sportsIn, sportsInDetails } from './sport.js';
import { rawRecord } from './raw-record.js';
import type { Extraction, ExtractionSettings, PageReading } from './types.js';

const SETTINGS: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Club', today: '2026-11-25' };
const html = (title: string, body: string, head = '') => `<html><head><title>${title}</title>${head}</head><body>${body}</body></html>`;
const page = (url: string, title: string, body: string, head = ''): PageReading => readPage({ url, html: html(title, body, head) }, SETTINGS);
const listed = ({ events }: Extraction) => events.map(({ details }) => details.name).sort();
const reasons = ({ rejected }: Extraction) => rejected.map(({ name, reason }) => [name, reason]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const card = (name: string, when: string, where = 'Lancaster, PA 17603') => `<div class="card"><h3>${name}</h3><p>${when}</p><p>${where}</p></div>`;

describe("a record's sport given as such", () => {
  it('given a sport given as such and a text naming others, then the sport given decides', () => {
    const record = rawRecord('https://news.example/winter-list', {
      name: 'Winter Box Clinic',
      sport: 'The Lady Hawks run a Winter Box Lacrosse Clinic on Sundays.',
      text: 'Plenty of Valley field hockey players trade sticks in the spring.\nThe Lady Hawks run a Winter Box Lacrosse Clinic on Sundays.',
    });
    expect(sportEvidence(record)).toEqual({ level: 'details', sports: { fieldHockey: false, others: ['lacrosse'] }, heading: null });
    expect(sportEvidence({ ...record, sport: 'Registration is open now.' }).sports.fieldHockey).toBe(true);
  });
});

describe('the sports a text names', () => {
  it.each([
    ['Field Hockey Overnight Camp', true, []],
    ['FIELD-HOCKEY skills night', true, []],
    ['#fieldhockey clinic', true, []],
    ['Field Hockey & Lacrosse Camp', true, ['lacrosse']],
    ['Indoor Hockey League', true, []],
    ['Harbor FHC Goalie Day', true, []],
    ['Hockey Skills Week', true, []],
    ['Girls Lacrosse Day Camp', false, ['lacrosse']],
    ['Youth LAX Clinic', false, ['lacrosse']],
    ['Ice Hockey Learn to Skate', false, ['ice hockey']],
    ['Hockey and Ice Hockey Open House', false, ['ice hockey']],
    ['Roller hockey league', false, ['roller hockey']],
    ['Learn to Skate & Mini Hockey (Ages 4-8)', false, ['ice hockey']],
    ['Holiday Hoops Camp', false, ['basketball']],
    ['Flag Football Fridays', false, ['football']],
    ['Baseball/Softball Camp', false, ['baseball', 'softball']],
    ['Beach Volleyball Clinic', false, ['volleyball']],
    ['Swim & Dive Camp', false, ['swimming']],
    ['Cross Country Running Camp', false, ['track and field']],
    ['Water Polo Intro', false, ['water polo']],
    ['Pickleball Open Play', false, ['pickleball']],
    ['Cheer Camp', false, ['cheerleading']],
  ] as const)('given "%s", then field hockey is %s and the others are %j', (text, fieldHockey, others) => {
    expect(sportsIn(text)).toEqual({ fieldHockey, others });
  });

  it.each([
    'Relax and recharge weekend',
    'Fh and fhc in lower case',
    'Summer Skills Camp',
    'Held at the Riverside Soccer Complex',
    'Tennis courts behind the gym',
    'Lacrosse goggles are allowed',
    'Soccer-style cleats or turf shoes',
    'Maple Ridge Golf & Country Club',
    'The ultimate goalkeeper experience',
    'Winter Classic at the Football Stadium',
  ])('given "%s", then no sport is named', (text) => {
    expect(sportsIn(text)).toEqual({ fieldHockey: false, others: [] });
  });

  it('given an event text, when read, then another sport counts only in a line given to it, field hockey anywhere', () => {
    expect(sportsInDetails('June 14-16, 2027\nSport: Soccer\nAges 8-12')).toEqual({ fieldHockey: false, others: ['soccer'] });
    expect(sportsInDetails('June 14-16, 2027\nGirls Lacrosse\nAges 8-12')).toEqual({ fieldHockey: false, others: ['lacrosse'] });
    expect(sportsInDetails('Players coming from soccer and lacrosse backgrounds are welcome at this clinic.')).toEqual({ fieldHockey: false, others: [] });
    expect(sportsInDetails('Coach Pat (former lacrosse star)')).toEqual({ fieldHockey: false, others: [] });
    expect(sportsInDetails('Soccer\nA week of field hockey for every level.')).toEqual({ fieldHockey: true, others: [] });
  });
});

describe('listing only field hockey events', () => {
  it('given a camp company page with a section per sport, when read, then only the field hockey section and events naming it are listed', () => {
    const section = (sport: string, ...cards: string[]) => `<section class="sport"><h2>${sport}</h2><div class="grid">${cards.join('')}</div></section>`;
    const result = assemble(
      [
        page(
          'https://allstar-camps.example/summer/',
          'Summer 2027 | All-Star Camps',
          `<main><h1>Summer 2027</h1>
          ${section('Field Hockey', card('Overnight Camp', 'July 11-15, 2027'), card('Goalkeeper Clinic', 'July 18, 2027'))}
          ${section('Soccer', card('Girls Day Camp', 'June 21-25, 2027'), card('Skills Academy', 'June 28-July 2, 2027'))}
          ${section('Lacrosse', card('Girls Lacrosse Day Camp', 'June 21-25, 2027'), card('Field Hockey &amp; Lacrosse Combo Camp', 'August 2-6, 2027'))}
          </main>`,
        ),
      ],
      SETTINGS,
    );
    expect(listed(result)).toEqual(['Field Hockey & Lacrosse Combo Camp', 'Goalkeeper Clinic', 'Overnight Camp']);
    expect(reasons(result)).toEqual([
      ['Girls Day Camp', 'Not field hockey: listed under "Soccer"'],
      ['Girls Lacrosse Day Camp', 'Not field hockey: the event names lacrosse'],
      ['Skills Academy', 'Not field hockey: listed under "Soccer"'],
    ]);
    expect(result.pages).toEqual([{ url: 'https://allstar-camps.example/summer/', kind: 'page', strategy: 'blocks', found: 3, rejected: 3 }]);
  });

  it('given JSON-LD events whose sport differs, when read, then those of another sport and those naming none are not listed', () => {
    const event = (name: string, sport?: string) => ({ '@type': 'SportsEvent', name, startDate: '2027-06-14', location: { '@type': 'Place', name: 'Hill Park', address: 'Dover, DE' }, ...(sport ? { sport } : {}) });
    const script = `<script type="application/ld+json">${JSON.stringify([
      event('Youth Skills Week', 'Field Hockey'),
      event('Youth Skills Camp', 'Soccer'),
      event('Junior Clinic', 'https://en.wikipedia.org/wiki/Lacrosse'),
      event('Winter Clinic'),
    ])}</script>`;
    const result = assemble([page('https://county-rec.example/programs', 'Programs', '<h1>Programs</h1>', script)], SETTINGS);
    expect(listed(result)).toEqual(['Youth Skills Week']);
    expect(reasons(result)).toEqual([
      ['Junior Clinic', 'Not field hockey: its details name lacrosse'],
      ['Winter Clinic', 'Not field hockey: listed among lacrosse, soccer events with no sign of field hockey'],
      ['Youth Skills Camp', 'Not field hockey: its details name soccer'],
    ]);
  });

  it("given a field hockey club's events with one lacrosse clinic, when read, then the clinic naming no sport is listed and the lacrosse one is not", () => {
    const result = assemble(
      [
        page(
          'https://riverside-sticks.example/events',
          'Events | Riverside Sticks',
          `<main><h1>Upcoming Events</h1><div class="list">
          ${card('Goalkeeper Clinic', 'January 9, 2027')}${card('Winter Indoor League', 'January 16-17, 2027')}
          ${card('Lacrosse Clinic', 'March 6, 2027')}${card('Spring Skills Camp', 'April 5-8, 2027')}</div></main>`,
        ),
      ],
      SETTINGS,
    );
    expect(listed(result)).toEqual(['Goalkeeper Clinic', 'Spring Skills Camp', 'Winter Indoor League']);
    expect(reasons(result)).toEqual([['Lacrosse Clinic', 'Not field hockey: the event names lacrosse']]);
  });

  it('given a recreation department table with a Sport column, when read, then only its field hockey rows are listed', () => {
    const row = (sport: string, program: string, dates: string) => `<tr><td>${sport}</td><td>${program}</td><td>${dates}</td><td>Westfield, NJ</td></tr>`;
    const result = assemble(
      [
        page(
          'https://westfield-rec.example/youth-sports',
          'Youth Sports',
          `<h1>Youth Sports Registration</h1><table><thead><tr><th>Sport</th><th>Program</th><th>Dates</th><th>Location</th></tr></thead><tbody>
          ${row('Field Hockey', 'Intro Clinic (grades 3-5)', 'April 10, 2027')}${row('Soccer', 'Intro Clinic (grades 3-5)', 'April 11, 2027')}
          ${row('Basketball', 'Winter League', 'January 8, 2027')}${row('', 'Open Gym', 'January 9, 2027')}</tbody></table>`,
        ),
      ],
      SETTINGS,
    );
    expect(listed(result)).toEqual(['Intro Clinic (grades 3-5)']);
    expect(result.events[0].details.startDate).toBe('2027-04-10');
    expect(reasons(result).map(([, reason]) => reason)).toEqual([
      'Not field hockey: its details name soccer',
      'Not field hockey: listed among basketball, soccer events with no sign of field hockey',
      'Not field hockey: its details name basketball',
    ]);
  });

  it('given a crawl of one page per sport, when assembled, then the events of the field hockey page are listed, by its address, and their detail pages too', () => {
    const list = (sport: string, ...cards: string[]) => page(`https://camps.example/camps/${sport}/`, 'Camps', `<main><h1>Our Camps</h1><div class="list">${cards.join('')}</div></main>`);
    const linked = (name: string, when: string, href: string) => `<div class="card"><h3><a href="${href}">${name}</a></h3><p>${when}</p><p>Newark, DE</p></div>`;
    const result = assemble(
      [
        list('field-hockey', linked('Day Camp', 'June 7-11, 2027', '/camps/day-camp-12/'), linked('Elite Week', 'June 14-18, 2027', '/camps/elite-week-7/')),
        list('soccer', linked('Day Camp', 'June 21-25, 2027', '/camps/day-camp-30/'), linked('Elite Week', 'June 28-July 2, 2027', '/camps/elite-week-31/')),
        page('https://camps.example/camps/elite-week-7/', 'Elite Week | Camps', '<main><h1>Elite Week</h1><p>June 14-18, 2027</p><p>Newark, DE</p></main>'),
      ],
      SETTINGS,
    );
    expect(result.events.map(({ details }) => [details.name, details.startDate])).toEqual([
      ['Day Camp', '2027-06-07'],
      ['Elite Week', '2027-06-14'],
    ]);
    expect(reasons(result)).toEqual([
      ['Day Camp', 'Not field hockey: its page is about soccer'],
      ['Elite Week', 'Not field hockey: its page is about soccer'],
    ]);
  });

  it('given events in tabs, one tab a sport, when read, then each event is of its tab', () => {
    const result = assemble(
      [
        page(
          'https://sports-complex.example/leagues',
          'Leagues',
          `<main><h1>Leagues</h1><div role="tablist"><button role="tab" aria-controls="t1">Field Hockey</button><button role="tab" aria-controls="t2">Volleyball</button></div>
          <div role="tabpanel" id="t1"><div class="list">${card('Spring League', 'March 7, 2027')}${card('Summer League', 'June 6, 2027')}</div></div>
          <div role="tabpanel" id="t2"><div class="list">${card('Fall League', 'September 12, 2027')}${card('Winter League', 'December 5, 2027')}</div></div></main>`,
        ),
      ],
      SETTINGS,
    );
    expect(listed(result)).toEqual(['Spring League', 'Summer League']);
    expect(reasons(result).map(([, reason]) => reason)).toEqual(['Not field hockey: listed under "Volleyball"', 'Not field hockey: listed under "Volleyball"']);
  });

  it('given a college athletics feed whose events name their sport or category, when read, then only field hockey ones are listed', () => {
    const vevent = (uid: string, summary: string, day: string, category?: string) =>
      ['BEGIN:VEVENT', `UID:${uid}`, `SUMMARY:${summary}`, `DTSTART;VALUE=DATE:${day}`, 'LOCATION:Newark\\, DE', ...(category ? [`CATEGORIES:${category}`] : []), 'END:VEVENT'];
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      ...vevent('1', 'Youth Clinic', '20270320', 'Field Hockey'),
      ...vevent('2', 'Youth Clinic', '20270321', 'Soccer'),
      ...vevent('3', "Women's Lacrosse Youth Day", '20270322'),
      ...vevent('4', 'Alumni Day', '20270323'),
      'END:VCALENDAR',
    ].join('\r\n');
    const result = assemble([readFeed({ url: 'https://athletics.example/calendar.ics', text }, SETTINGS)], SETTINGS);
    expect(result.events.map(({ details }) => [details.name, details.startDate])).toEqual([['Youth Clinic', '2027-03-20']]);
    expect(reasons(result).map(([, reason]) => reason)).toEqual([
      'Not field hockey: listed among lacrosse, soccer events with no sign of field hockey',
      'Not field hockey: the event names lacrosse',
      'Not field hockey: its details name soccer',
    ]);
  });
});
