import { describe, expect, it } from '@jest/globals';
import { extractFromPage } from '../resolve/assemble.js';
import type { ExtractionSettings } from './types.js';

const PAGE = 'https://club.example/events';
const SETTINGS: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Club', today: '2026-11-25' };
const read = (body: string) => extractFromPage({ url: PAGE, html: `<html><head><title>Events | Club</title></head><body>${body}</body></html>` }, SETTINGS);
const rows = (body: string) =>
  read(body).events.map(({ details }) => [details.name, details.startDate, details.endDate, details.city, details.state, details.cost, details.ageLevel]);

describe('reading repeated blocks without labels', () => {
  it('given dated blocks that name nothing themselves under a heading, when read, then the heading names them', () => {
    const date = (day: string) => `<div class="date-row"><p>${day}</p><p>Gwinnett Field House, Lawrenceville, GA</p><p>$40</p></div>`;
    expect(rows(`<main><h2>Winter Field Hockey Skills Clinic</h2>${date('Saturday, March 6, 2027')}${date('Saturday, March 13, 2027')}</main>`)).toEqual([
      ['Winter Field Hockey Skills Clinic', '2027-03-06', null, 'Lawrenceville', 'GA', 40, 'All Ages'],
      ['Winter Field Hockey Skills Clinic', '2027-03-13', null, 'Lawrenceville', 'GA', 40, 'All Ages'],
    ]);
  });

  it('given cards with meaningless classes beside news posts, when read, then each card is an event and no post is', () => {
    const card = (name: string, when: string, where: string, cost: string, ages: string) =>
      `<div class="c-tile"><h3 class="c-tile__h"><a href="/e/${name.length}">${name}</a></h3><span class="x1">${when}</span> <span class="x2">${where}</span> <span class="x3">${cost}</span> <span class="x4">${ages}</span></div>`;
    expect(
      rows(`<main><h1>Events</h1><div class="grid">
        ${card('Winter Indoor Classic', 'Sat, Jan 16, 2027', 'Spooky Nook Sports, Manheim, PA', '$650 per team', 'U12 &amp; U14 teams')}
        ${card('Summer Sizzle Showcase', 'Sat, Jul 24 – Sun, Jul 25, 2027', 'Spooky Nook Sports, Manheim, PA', '$295', 'Class of 2029–2030')}
        </div><div class="news"><div class="post"><h3>U16 Blue wins the title</h3><p>Posted Nov 14, 2026 in Hershey, PA</p></div>
        <div class="post"><h3>Tryouts posted</h3><p>Posted Nov 2, 2026</p></div></div></main>`),
    ).toEqual([
      ['Winter Indoor Classic', '2027-01-16', null, 'Manheim', 'PA', 650, 'U14'],
      ['Summer Sizzle Showcase', '2027-07-24', '2027-07-25', 'Manheim', 'PA', 295, 'U16'],
    ]);
  });

  it('given camps in prose under headings and a venue stated once, when read, then the venue reaches each camp', () => {
    expect(
      rows(`<main><h1>Field Hockey Camps</h1><p>All camps are held at Example Field, 123 College Ave, Lancaster, PA 17603.</p>
        <h3>Youth Day Camp</h3><p>June 21 – 23, 2027 | Ages 10–13 | Day camp</p><p>The cost is $325 per camper. Register by June 1, 2027.</p>
        <h3>Elite Camp</h3><p>Sunday, July 11 - Wednesday, July 14, 2027 • Grades 9-12 • Overnight</p><p>The cost is $425 for commuters and $575 for overnight campers.</p>
        <h3>Questions?</h3><p>Email us by June 30, 2027.</p></main>`),
    ).toEqual([
      ['Youth Day Camp', '2027-06-21', '2027-06-23', 'Lancaster', 'PA', 325, 'U14'],
      ['Elite Camp', '2027-07-11', '2027-07-14', 'Lancaster', 'PA', 425, 'U19'],
    ]);
  });

  it('given a list of "Name – date – place" lines and a past-events list, when read, then only the upcoming lines are events', () => {
    expect(
      rows(`<main><ul><li><a href="/e/1">Winter Skills Clinic</a> – Sat., Feb. 6, 2027 – York, PA</li><li><a href="/e/2">Fall Showcase</a> – Sept. 18-19, 2027 – Hershey, PA</li></ul>
        <h2>Past events</h2><ul><li>Fall Showcase – Sept. 19-20 – Hershey, PA</li><li>Summer Classic – July 17-18 – Hershey, PA</li></ul></main>`),
    ).toEqual([
      ['Winter Skills Clinic', '2027-02-06', null, 'York', 'PA', null, 'All Ages'],
      ['Fall Showcase', '2027-09-18', '2027-09-19', 'Hershey', 'PA', null, 'All Ages'],
    ]);
  });

  it("given weeks of one camp a line and a week without camp, when read, then each week is an event of the camp's name", () => {
    expect(
      rows(`<main><h1>Stick &amp; Ball Summer Camp</h1><p>Bailey Road Park, 17400 Bailey Road, Cornelius, NC 28031</p>
        <p>Week 1 — June 21–25<br>Week 2 — June 28–July 2<br>No camp the week of July 5<br>Week 3 — July 12–16</p><p>$275 per camper per week. Ages 7–14.</p></main>`).map((row) => row.slice(0, 3)),
    ).toEqual([
      ['Stick & Ball Summer Camp', '2027-06-21', '2027-06-25'],
      ['Stick & Ball Summer Camp', '2027-06-28', '2027-07-02'],
      ['Stick & Ball Summer Camp', '2027-07-12', '2027-07-16'],
    ]);
  });

  it('given a table without a header row, when read, then each row is an event', () => {
    expect(
      rows(`<main><table><tr><td><b>Indoor Classic</b></td><td>Jan 30-31, 2027</td><td>Middletown, CT</td><td>$600 per team</td></tr>
        <tr><td><b>Summer Showcase</b></td><td>July 10-11, 2027</td><td>Hamden, CT</td><td>$295 per player</td></tr></table></main>`).map((row) => row.slice(0, 6)),
    ).toEqual([
      ['Indoor Classic', '2027-01-30', '2027-01-31', 'Middletown', 'CT', 600],
      ['Summer Showcase', '2027-07-10', '2027-07-11', 'Hamden', 'CT', 295],
    ]);
  });

  it('given a detail page whose start and end are on lines of their own and whose ticket sale ends on a date, when read, then it is one event over its days', () => {
    expect(
      rows(`<header><h1>Club</h1></header><main><h1>Spring Prospect Camp</h1><ul><li>Saturday, April 17, 2027 9:00 AM</li><li>Sunday, April 18, 2027 3:00 PM</li></ul>
        <p>Riverside Turf, 2 Spackenkill Rd, Poughkeepsie, NY 12603</p><p>Early bird $150, sale ends Feb 28, 2027</p><p>Standard $185</p></main>`),
    ).toEqual([['Spring Prospect Camp', '2027-04-17', '2027-04-18', 'Poughkeepsie', 'NY', 150, 'All Ages']]);
  });
});

describe("the page's venue and the organizer's office", () => {
  it('given camps whose venue an address of the content gives, when read, then each camp is there, with its ZIP code', () => {
    const found = read(`<main><h1>Camps</h1><address>Spring Creek Turf<br>950 E. Chocolate Ave.<br>Hershey, PA 17033</address>
      <div class="c"><h3>Youth Camp</h3><p>June 21, 2027</p><p>$100</p></div><div class="c"><h3>Elite Camp</h3><p>June 28, 2027</p><p>$150</p></div></main>`);
    expect(found.events.map(({ details }) => [details.name, details.city, details.state, details.zip])).toEqual([
      ['Youth Camp', 'Hershey', 'PA', '17033'],
      ['Elite Camp', 'Hershey', 'PA', '17033'],
    ]);
  });

  it("given camps stating no place and a footer with the club's office address, when read, then the office is no camp's venue", () => {
    const found = read(`<main><h1>Camps</h1><div class="c"><h3>Youth Camp</h3><p>June 21, 2027</p><p>$100</p></div><div class="c"><h3>Elite Camp</h3><p>June 28, 2027</p><p>$150</p></div></main>
      <footer><address>Club office, 1 Main St, Boston, MA 02108</address></footer>`);
    expect(found.events.map(({ details }) => [details.name, details.city, details.zip])).toEqual([]);
  });
});

describe('a card listing the colleges attending', () => {
  it('given a card whose colleges line names a state, when read, then the line is its colleges and not its place', () => {
    const found = read(`<main><h1>Events</h1><p>Everything below is played at our home turf, Ferrell Park, 2000 Ferrell Pkwy, Virginia Beach, VA 23456.</p><ul>
      <li class="i"><h3>Summer Showcase</h3><p>June 26, 2027</p><p>$310</p><p>College coaches attending: Old Dominion, William &amp; Mary, Virginia</p></li>
      <li class="i"><h3>Winter Clinic</h3><p>Jan 9, 2027</p><p>$45</p></li></ul></main>`);
    expect(found.events.map(({ details }) => [details.name, details.city, details.zip, details.collegesAttending])).toEqual([
      ['Summer Showcase', 'Virginia Beach', '23456', ['Old Dominion', 'William & Mary', 'Virginia']],
      ['Winter Clinic', 'Virginia Beach', '23456', undefined],
    ]);
  });
});

describe("an event page's colleges list", () => {
  it('given a colleges heading over a dated note, when read, then the page is one event holding the list, not a second event', () => {
    const found = read(`<main><h1>Summer Stars Showcase</h1><p>Saturday, July 10, 2027</p><p>Riverfront Complex, 80 Water St, Newburgh, NY 12550</p><p>$245 per player</p>
      <div class="block"><h3>College coaches expected</h3><p><em>As of May 1. More confirm through June.</em></p></div>
      <div class="block"><table><thead><tr><th>School</th><th>Division</th></tr></thead><tbody><tr><td>Marist College</td><td>I</td></tr><tr><td>Vassar College</td><td>III</td></tr></tbody></table></div></main>`);
    expect(found.events.map(({ details }) => [details.name, details.startDate, details.collegesAttending])).toEqual([['Summer Stars Showcase', '2027-07-10', ['Marist College', 'Vassar College']]]);
  });
});
