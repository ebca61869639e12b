import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { extractFromPage } from '../resolve/assemble.js';
import { columnOf, tableRecords } from './html-table.js';
import type { ExtractionSettings } from './types.js';

const PAGE = 'https://supersixty.example/schedule';
const SETTINGS: ExtractionSettings = { strategy: 'table', selectors: null, organizer: 'Super Sixty', today: '2026-05-01' };
const extract = (body: string) => extractFromPage({ url: PAGE, html: `<html><body>${body}</body></html>` }, SETTINGS);

describe('reading a table of events', () => {
  it('given a table with a header of th cells, when read, then each row is an event', () => {
    const { events, rejected } = extract(`
      <h1>2026 Schedule</h1>
      <table>
        <thead><tr><th>Event</th><th>Dates</th><th>Location</th><th>Cost</th><th>Age Group</th><th>Register</th></tr></thead>
        <tbody>
          <tr><td>Summer Showcase</td><td>June 14-16, 2026</td><td>Spooky Nook, Manheim, PA</td><td>$1,400</td><td>U19</td><td><a href="/register/summer">Sign up</a></td></tr>
          <tr><td><a href="https://supersixty.example/e/fall">Fall Skills Clinic</a></td><td>9/5/2026</td><td>Austin, TX</td><td>Free</td><td>10-13</td><td></td></tr>
        </tbody>
      </table>`);
    expect(rejected).toEqual([]);
    expect(events.map((event) => event.details)).toEqual([
      {
        name: 'Summer Showcase',
        description: null,
        eventType: 'Showcase',
        startDate: '2026-06-14',
        endDate: '2026-06-16',
        registrationDeadline: null,
        city: 'Manheim',
        state: 'PA',
        cost: 1400,
        ageLevel: 'U19',
        organizer: 'Super Sixty',
        isIndoor: null,
        registrationLink: 'https://supersixty.example/register/summer',
      },
      {
        name: 'Fall Skills Clinic',
        description: null,
        eventType: 'Clinic',
        startDate: '2026-09-05',
        endDate: null,
        registrationDeadline: null,
        city: 'Austin',
        state: 'TX',
        cost: 0,
        ageLevel: 'U14',
        organizer: 'Super Sixty',
        isIndoor: null,
        registrationLink: 'https://supersixty.example/e/fall',
      },
    ]);
    expect(events.map((event) => event.sourceKey)).toEqual([`${PAGE}#summer showcase|2026-06-14`, `${PAGE}#fall skills clinic|2026-09-05`]);
  });

  it('given columns in an odd order and a header row of td cells, when read, then the columns are matched by name', () => {
    const { events } = extract(`
      <table>
        <tr><td>City</td><td>State</td><td>Fee</td><td>When</td><td>Grades</td><td>Registration Deadline</td><td>Program</td><td>Type</td></tr>
        <tr><td>Lancaster</td><td>Pennsylvania</td><td>$295 per player</td><td>Jul 7 - 9</td><td>8-12</td><td>June 30</td><td>Keystone Weekend</td><td>Tournament</td></tr>
      </table>`);
    expect(events.map((event) => event.details)).toEqual([
      expect.objectContaining({
        name: 'Keystone Weekend',
        eventType: 'Tournament',
        startDate: '2026-07-07',
        endDate: '2026-07-09',
        registrationDeadline: '2026-06-30',
        city: 'Lancaster',
        state: 'PA',
        cost: 295,
        ageLevel: 'U19',
        registrationLink: PAGE,
      }),
    ]);
  });

  it('given a name cell holding its link and tags under it, when read, then the link names the event', () => {
    const { events } = extract(`
      <table><tr><th>Event</th><th>Date</th><th>Location</th></tr>
      <tr><td><a href="/events/52310">Winter Development Series</a><br><span class="cat">Players</span><span class="cat">Player Development</span></td><td>02/07/2027 - 02/28/2027</td><td>Durham, NC</td></tr></table>`);
    expect(events.map((event) => event.details.name)).toEqual(['Winter Development Series']);
  });

  it('given start and end columns, when read, then they make the dates', () => {
    const { events } = extract(`
      <table><tr><th>Name</th><th>Start Date</th><th>End Date</th><th>Venue</th></tr>
      <tr><td>Dome Camp</td><td>Dec 28, 2026</td><td>Jan 2, 2027</td><td>Turf Dome, Buffalo, NY</td></tr></table>`);
    expect(events.map((event) => [event.details.startDate, event.details.endDate, event.details.isIndoor])).toEqual([['2026-12-28', '2027-01-02', true]]);
  });

  it('given empty rows, section rows and rows that cannot be listed, when read, then empty and section rows are skipped and the others rejected', () => {
    const { events, rejected } = extract(`
      <table>
        <tr><th>Date</th><th>Title</th><th>Where</th></tr>
        <tr><th colspan="3">June</th></tr>
        <tr><td></td><td> </td><td></td></tr>
        <tr><td>June 14, 2026</td><td>Good Camp</td><td>Austin, TX</td></tr>
        <tr><td>June 15, 2026</td><td></td><td>Austin, TX</td></tr>
        <tr><td>TBD</td><td>Later Camp</td><td>Austin, TX</td></tr>
        <tr><td>June 16, 2026</td><td>Capital Camp</td><td>Toronto, ON</td></tr>
      </table>`);
    expect(events.map((event) => event.details.name)).toEqual(['Good Camp']);
    expect(rejected).toEqual([
      { url: PAGE, name: null, reason: 'No name' },
      { url: PAGE, name: 'Later Camp', reason: 'No start date' },
      { url: PAGE, name: 'Capital Camp', reason: 'No state' },
    ]);
  });

  it('given tables that name no date column, or no header at all, when read, then they give nothing', () => {
    const $ = load(`
      <table><tr><th>Player</th><th>Position</th></tr><tr><td>A</td><td>Mid</td></tr></table>
      <table><tr><td>June 14, 2026</td><td>Camp</td></tr></table>`);
    expect(tableRecords($, PAGE)).toEqual([]);
  });

  it('given a table of dates without an event column under a heading, when read, then each row is a session of the event the heading names', () => {
    const $ = load(`
      <h2>Summer Skills Camp</h2><h3>2027 Sessions</h3>
      <table><tr><th>Session</th><th>Dates</th><th>Notes</th></tr>
        <tr><td>Session 1</td><td>June 14-16</td><td>Bring water</td></tr>
        <tr><td>Session 2</td><td>July 7-9</td><td><a href="https://reg.example/s2">Register</a></td></tr></table>`);
    expect(tableRecords($, PAGE).map((record) => [record.name, record.dates, record.registrationLink])).toEqual([
      ['Summer Skills Camp', 'June 14-16', null],
      ['Summer Skills Camp', 'July 7-9', 'https://reg.example/s2'],
    ]);
  });

  it('given a pool\'s schedule numbering its sessions 1 to 3, when read, then the numbers name nothing: each row is a session of the pool its heading names', () => {
    const $ = load(`
      <h3>U14 Training Pool</h3><p>Born 2014–2015 · Sundays · Gateway Park, Monroeville, PA 15146</p>
      <table><tr><th>Session</th><th>Date</th><th>Focus</th></tr>
        <tr><td>1</td><td>2/7/27</td><td>Receiving and first touch</td></tr>
        <tr><td>2</td><td>2/21/27</td><td>1v1 attacking</td></tr>
        <tr><td>3</td><td>3/7/27</td><td>Passing lanes</td></tr></table>`);
    expect(tableRecords($, PAGE).map((record) => [record.name, record.dates])).toEqual([
      ['U14 Training Pool', '2/7/27'],
      ['U14 Training Pool', '2/21/27'],
      ['U14 Training Pool', '3/7/27'],
    ]);
  });

  it('given two tables of events, when read, then the rows of both are events, nested tables aside', () => {
    const { events } = extract(`
      <table><tr><th>Event</th><th>Date</th><th>Location</th></tr>
        <tr><td>A Camp<table><tr><td>inner</td></tr></table></td><td>2026-06-14</td><td>Austin, TX</td></tr></table>
      <table><tr><th>Event</th><th>Date</th><th>Location</th></tr><tr><td>B Camp</td><td>2026-06-15</td><td>Boston, MA</td></tr></table>`);
    expect(events.map((event) => event.details.name)).toEqual(['A Camp inner', 'B Camp']);
  });

  it('given a cell spanning two columns, when read, then the columns after it stay aligned', () => {
    const { events } = extract(`
      <table><tr><th>Event</th><th>Date</th><th>City</th><th>State</th></tr>
      <tr><td>Camp</td><td>2026-06-14</td><td colspan="2">Boston, MA</td></tr></table>`);
    expect(events.map((event) => [event.details.city, event.details.state])).toEqual([['Boston', 'MA']]);
  });

  it.each([
    ['Event', 'name'],
    ['Event Name', 'name'],
    ['TITLE', 'name'],
    ['Camp', 'name'],
    ['Program', 'name'],
    ['Date(s)', 'dates'],
    ['Event Dates', 'dates'],
    ['When', 'dates'],
    ['Day', 'dates'],
    ['Start', 'start'],
    ['End Date', 'end'],
    ['Where', 'location'],
    ['Venue', 'location'],
    ['City', 'location'],
    ['Site', 'location'],
    ['Event Location', 'location'],
    ['State', 'state'],
    ['Price', 'cost'],
    ['Fee', 'cost'],
    ['Ages', 'ages'],
    ['Age Group', 'ages'],
    ['Grades', 'ages'],
    ['Level', 'ages'],
    ['Event Type', 'type'],
    ['Registration', 'registration'],
    ['Link', 'registration'],
    ['Registration Deadline', 'deadline'],
    ['Deadline', 'deadline'],
    ['Notes', null],
    ['', null],
  ])('header %j → %s', (header, column) => {
    expect(columnOf(header)).toBe(column);
  });
});
