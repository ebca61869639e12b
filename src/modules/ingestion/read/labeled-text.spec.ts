import { describe, expect, it } from '@jest/globals';
import { extractFromPage } from '../resolve/assemble.js';
import { labeledValues, withoutSiteName } from './labeled-text.js';
import type { ExtractionSettings } from './types.js';

const PAGE = 'https://usafh.example/events/summer-camp';
const SETTINGS: ExtractionSettings = { strategy: 'labeled-text', selectors: null, organizer: 'USA Field Hockey', today: '2026-05-01' };
const extract = (html: string) => extractFromPage({ url: PAGE, html }, SETTINGS);
const page = (body: string, head = '<title>Events | USA Field Hockey</title>') => `<html><head>${head}</head><body>${body}</body></html>`;
const summary = (html: string) =>
  extract(html).events.map(({ details }) => [details.name, details.startDate, details.endDate, details.city, details.state, details.cost, details.ageLevel]);

describe('reading labeled text', () => {
  it('given a page about one event, when read, then the page is the event, named by its h1', () => {
    const { events, rejected } = extract(
      page(`
        <nav><a href="/">Home</a> Location: Menu</nav>
        <h1>Summer Skills Camp</h1>
        <p><strong>Dates:</strong> June 14–16, 2026</p>
        <p><strong>Location:</strong> Spooky Nook Sports, Manheim, PA 17545</p>
        <p><b>Cost:</b> $350.00</p>
        <p><b>Ages:</b> 10-13</p>
        <p>Registration deadline: June 1, 2026</p>
        <p>A weekend of skills in the turf dome.</p>
        <p><a href="https://reg.example/usafh/summer">Register now</a> · <a href="/contact">Contact</a></p>
        <footer>Address: 1 Olympic Plaza, Colorado Springs, CO</footer>`),
    );
    expect(rejected).toEqual([]);
    expect(events).toEqual([
      {
        sourceKey: `${PAGE}#summer skills camp|2026-06-14`,
        cancelled: false,
        namedOrganizer: null,
      pageUrl: expect.any(String),
        details: {
          name: 'Summer Skills Camp',
          description: null,
          eventType: 'Clinic',
          startDate: '2026-06-14',
          endDate: '2026-06-16',
          registrationDeadline: '2026-06-01',
          city: 'Manheim',
          state: 'PA',
          cost: 350,
          ageLevel: 'U14',
          organizer: 'USA Field Hockey',
          isIndoor: true,
          registrationLink: 'https://reg.example/usafh/summer',
          // The venue's ZIP code; the footer's office address is not the venue.
          zip: '17545',
        },
        evidence: expect.objectContaining({ place: { rule: 'labeled-text', text: 'Spooky Nook Sports, Manheim, PA 17545', region: 'block' } }),
        // The site's name in its title ("| USA Field Hockey") says the sport.
        doubts: [],
      },
    ]);
  });

  it('given a page without an h1, when read, then it is named by its og:title or title without the site name', () => {
    expect(summary(page('<p>Date: June 14, 2026</p><p>Where: Austin, TX</p>', '<title>Fall ID Camp | USA Field Hockey</title>'))[0][0]).toBe('Fall ID Camp');
    expect(
      summary(page('<p>Date: June 14, 2026</p><p>Where: Austin, TX</p>', '<meta property="og:title" content="Winter Clinic – USA Field Hockey"><title>x</title>'))[0][0],
    ).toBe('Winter Clinic');
  });

  it('given several event blocks, when read, then each is an event named by its heading', () => {
    const html = page(`
      <h1>Upcoming Events</h1>
      <div class="events">
        <article class="event">
          <h3>Goalkeeper Clinic</h3>
          <ul><li>Date: July 7, 2026</li><li>Location: Lancaster, PA</li><li>Fee: $150</li><li>Grades: 9-10</li></ul>
          <a href="/register/gk">Register</a>
        </article>
        <article class="event">
          <h3>Fall Showcase</h3>
          <ul><li>Date: September 12-13, 2026</li><li>Location: Richmond, Virginia</li><li>Fee: Free</li></ul>
        </article>
      </div>`);
    expect(summary(html)).toEqual([
      ['Goalkeeper Clinic', '2026-07-07', null, 'Lancaster', 'PA', 150, 'U16'],
      ['Fall Showcase', '2026-09-12', '2026-09-13', 'Richmond', 'VA', 0, 'All Ages'],
    ]);
    expect(extract(html).events.map((event) => event.details.registrationLink)).toEqual(['https://usafh.example/register/gk', PAGE]);
  });

  it('given sections under headings without wrappers, when read, then each heading and what follows is an event', () => {
    expect(
      summary(
        page(`
        <h1>2026 Camps</h1>
        <p>All camps are run by our national staff.</p>
        <h2>U14 Futures Camp</h2>
        <p>When: June 20, 2026</p><p>Where: Denver, CO</p>
        <h2>High School Elite Camp</h2>
        <p>When: July 11 - 12, 2026</p><p>Where: Boston, MA</p><p>Price: $425</p>`),
      ),
    ).toEqual([
      ['U14 Futures Camp', '2026-06-20', null, 'Denver', 'CO', null, 'U14'],
      ['High School Elite Camp', '2026-07-11', '2026-07-12', 'Boston', 'MA', 425, 'U19'],
    ]);
  });

  it('given headings wrapped in their own elements before each event’s details, when read, then each heading names the details after it', () => {
    expect(
      summary(
        page(`
        <div class="row"><div class="title"><h3>Spring Clinic</h3></div></div>
        <div class="row"><p>Date: March 7, 2027</p><p>Location: Austin, TX</p></div>
        <div class="row"><div class="title"><h3>Fall Clinic</h3></div></div>
        <div class="row"><p>Date: October 3, 2026</p><p>Location: Dallas, TX</p></div>`),
      ),
    ).toEqual([
      ['Spring Clinic', '2027-03-07', null, 'Austin', 'TX', null, 'All Ages'],
      ['Fall Clinic', '2026-10-03', null, 'Dallas', 'TX', null, 'All Ages'],
    ]);
  });

  it('given bold lines naming the events, when read, then each bold line and what follows is an event', () => {
    expect(
      summary(
        page(`
        <div class="content">
          <p><strong>Stick Skills Clinic</strong></p><p>Date: Aug 1, 2026</p><p>Location: Austin, TX</p>
          <p><strong>Defense Clinic</strong></p><p>Date: Aug 8, 2026</p><p>Location: Dallas, TX</p>
        </div>`),
      ).map((row) => row[0]),
    ).toEqual(['Stick Skills Clinic', 'Defense Clinic']);
  });

  it('given list items, each an event named before its labels, when read, then each is an event', () => {
    expect(
      summary(
        page(`
        <h1>Clinics</h1>
        <ul>
          <li><strong>Stick Skills Clinic</strong> — Date: Aug 1, 2026 | Location: Austin, TX | Cost: $40</li>
          <li><strong>Defense Clinic</strong> — Date: Aug 8, 2026 | Location: Dallas, TX | Cost: $40</li>
        </ul>`),
      ),
    ).toEqual([
      ['Stick Skills Clinic', '2026-08-01', null, 'Austin', 'TX', 40, 'All Ages'],
      ['Defense Clinic', '2026-08-08', null, 'Dallas', 'TX', 40, 'All Ages'],
    ]);
  });

  it('given labels in a definition list and an address over several lines, when read, then each label takes its value', () => {
    expect(
      summary(
        page(`
        <h1>Keystone Invitational</h1>
        <dl>
          <dt>Dates</dt><dd>October 3 - 4, 2026</dd>
          <dt>Venue</dt><dd>Millersville University<br>1 S George St<br>Millersville, PA 17551</dd>
          <dt>Level</dt><dd>High School</dd>
        </dl>`),
      ),
    ).toEqual([['Keystone Invitational', '2026-10-03', '2026-10-04', 'Millersville', 'PA', null, 'U19']]);
  });

  it('given a label alone on its line, when read, then the next line is its value', () => {
    expect(summary(page('<h1>Camp</h1><p><strong>Dates:</strong><br>June 14, 2026</p><p><strong>Location:</strong><br>Austin, TX</p>'))).toEqual([
      ['Camp', '2026-06-14', null, 'Austin', 'TX', null, 'All Ages'],
    ]);
  });

  it('given blocks that cannot be listed, when read, then they are rejected with their reasons', () => {
    const { events, rejected } = extract(
      page(`
        <article><h2>Camp One</h2><p>Date: TBD</p><p>Location: Austin, TX</p></article>
        <article><h2>Camp Two</h2><p>Date: June 14, 2026</p><p>Location: Online</p></article>
        <article><p>Date: June 15, 2026</p><p>Location: Austin, TX</p></article>`),
    );
    expect(events).toEqual([]);
    expect(rejected).toEqual([
      { url: PAGE, name: 'Camp One', reason: 'No start date' },
      { url: PAGE, name: 'Camp Two', reason: 'No state' },
      { url: PAGE, name: null, reason: 'No name' },
    ]);
  });

  it.each([
    ['no labels', '<h1>About us</h1><p>We love field hockey.</p>'],
    ['one label that is no date', '<h1>Contact</h1><p>Location: Austin, TX</p>'],
    ['nothing at all', ''],
  ])('given a page with %s, when read, then it gives nothing', (_, body) => {
    expect(extract(page(body))).toEqual({ events: [], rejected: [] });
  });

  it('given two labels without a date, when read, then the page is a candidate rejected for its missing date', () => {
    expect(extract(page('<h1>Camp</h1><p>Location: Austin, TX</p><p>Cost: $50</p>')).rejected).toEqual([{ url: PAGE, name: 'Camp', reason: 'No start date' }]);
  });

  it.each([
    [['Dates: June 14'], [['dates', 'June 14']]],
    [['DATE: June 14'], [['dates', 'June 14']]],
    [['When - June 14'], [['dates', 'June 14']]],
    [['Date: June 14 | Location: Austin, TX | Cost: $50'], [['dates', 'June 14'], ['location', 'Austin, TX'], ['cost', '$50']]],
    [['Date: June 14 Time: 9am'], [['dates', 'June 14'], ['other', '9am']]],
    [['Registration deadline: June 1'], [['deadline', 'June 1']]],
    [['Register by: June 1'], [['deadline', 'June 1']]],
    [['Age Group: U14', 'Grades: 6-8'], [['ages', 'U14'], ['ages', '6-8']]],
    [['Venue:', 'Field 1', 'Austin, TX'], [['location', 'Field 1, Austin, TX']]],
    [['Price', '$50'], [['cost', '$50']]],
    [['Update: new dates soon'], []],
    [['Candidates: 40'], []],
  ])('lines %j → %j', (lines, values) => {
    expect(labeledValues(lines).map((value) => [value.field, value.value])).toEqual(values);
  });

  it.each([
    ['Summer Camp | USA Field Hockey', '', 'Summer Camp'],
    ['USA Field Hockey | Summer Camp', 'USA Field Hockey', 'Summer Camp'],
    ['Summer Camp - Session 1 | Site', '', 'Summer Camp - Session 1'],
    ['Summer Camp', '', 'Summer Camp'],
  ])('title %j (site %j) → %j', (title, site, name) => {
    expect(withoutSiteName(title, site)).toBe(name);
  });
  it("given a program's weeks as lists of facts under its one heading, each with a Register link after it, when read, then each week is the program on its own days with its own link", () => {
    const html = page(`
      <h1>Youth Sports</h1>
      <div class="accordion-body">
        <h3>Field Hockey Day Camp</h3>
        <p>A week of morning camp; sign up for one week or both.</p>
        <ul><li><strong>Program #:</strong> 2810-A</li><li><strong>Dates:</strong> 6/28/2026&ndash;7/2/2026</li><li><strong>Fee:</strong> $135</li><li><strong>Location:</strong> Thurmont Park, Thurmont, MD</li></ul>
        <a href="https://rec.example/program?id=2810">Register</a>
        <ul><li><strong>Program #:</strong> 2810-B</li><li><strong>Dates:</strong> 7/26/2026&ndash;7/30/2026</li><li><strong>Fee:</strong> $135</li><li><strong>Location:</strong> Thurmont Park, Thurmont, MD</li></ul>
        <a href="https://rec.example/program?id=2811">Register</a>
      </div>`);
    expect(extract(html).rejected).toEqual([]);
    expect(extract(html).events.map(({ details }) => [details.name, details.startDate, details.endDate, details.registrationLink])).toEqual([
      ['Field Hockey Day Camp', '2026-06-28', '2026-07-02', 'https://rec.example/program?id=2810'],
      ['Field Hockey Day Camp', '2026-07-26', '2026-07-30', 'https://rec.example/program?id=2811'],
    ]);
  });
  it("given a snow date and the day registration opens beside the event's date, when read, then the page is one event on its own day", () => {
    const html = page(`
      <h1>Spring Goalkeeper Clinic</h1>
      <table><tbody>
        <tr><th scope="row">Date</th><td>Saturday, March 6, 2027</td></tr>
        <tr><th scope="row">Location</th><td>Quarry Field<br>201 Quarry Road, Hummelstown, PA 17036</td></tr>
        <tr><th scope="row">Price</th><td>$75.00</td></tr>
        <tr><th scope="row">Registration Opens</th><td>Dec 1, 2026</td></tr>
        <tr><th scope="row">Registration Closes</th><td>Mar 3, 2027</td></tr>
      </tbody></table>
      <h2>Description</h2>
      <p>An afternoon for goalkeepers.</p>
      <p>Snow date: Saturday, March 13, 2027 (announced by email).</p>`);
    expect(summary(html)).toEqual([['Spring Goalkeeper Clinic', '2027-03-06', null, 'Hummelstown', 'PA', 75, 'All Ages']]);
    expect(extract(html).events[0].details.registrationDeadline).toBe('2027-03-03');
  });
  it('given divisions written a line each under their label, when read, then the ages are all of them', () => {
    const html = page(`
      <h1>Spring 7v7 Tournament</h1>
      <p><strong>Date:</strong> May 15-16, 2027</p>
      <p><strong>Location:</strong> Cumberland Park, New Cumberland, PA</p>
      <h3>Divisions</h3>
      <p>U12 &amp; U14 &ndash; Saturday, May 15</p>
      <p>U16 &ndash; Sunday, May 16</p>
      <p>Teams play four games.</p>`);
    expect(summary(html)).toEqual([['Spring 7v7 Tournament', '2027-05-15', '2027-05-16', 'New Cumberland', 'PA', null, 'U16']]);
  });
});

describe('a registration address written out on its line', () => {
  it('is the registration link when its line says it registers ("Register: https://...")', async () => {
    const { readPage } = await import('./extract.js');
    const html = `<html><head><title>Spring ID Camp</title></head><body><main><h1>Spring Field Hockey ID Camp</h1>
      <p>Date: March 9, 2027</p><p>Location: Hershey, PA</p><p>Cost: $150</p>
      <p>Register: <a href="https://club.example/id-camp">https://club.example/id-camp</a></p>
      <p>Questions: <a href="https://club.example/contact">https://club.example/contact</a></p></main></body></html>`;
    const reading = readPage({ url: 'https://docs.example/flyer.pdf', html }, { strategy: 'auto', selectors: null, organizer: 'Club', today: '2026-11-29' });
    expect(reading.records.map((record) => record.registrationLink)).toEqual(['https://club.example/id-camp']);
  });
});
