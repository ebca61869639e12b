import { describe, expect, it } from '@jest/globals';
import { extractFromFeed, extractFromPage } from '../resolve/assemble.js';
import { organizerInText, organizerKey, organizerName } from './organizer.js';
import type { ExtractionSettings } from './types.js';

const SETTINGS: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Stick Finder', today: '2026-11-25' };
const PAGE = 'https://stickfinder.example/events';
const read = (body: string, head = '') => extractFromPage({ url: PAGE, html: `<html><head><title>Events | Stick Finder</title>${head}</head><body>${body}</body></html>` }, SETTINGS);
const organizers = (body: string, head = '') => read(body, head).events.map((event) => [event.details.name, event.details.organizer, event.namedOrganizer]);
const jsonLd = (...events: object[]) => `<script type="application/ld+json">${JSON.stringify(events)}</script>`;
const event = (name: string, organizer?: unknown) => ({ '@type': 'SportsEvent', name, startDate: '2027-06-14', location: 'Dover, DE', ...(organizer === undefined ? {} : { organizer }) });

describe('the organizer a page names', () => {
  it('given JSON-LD events with an organizer object, a list, a name and none, when read, then each is the named one or the scraper’s', () => {
    expect(
      organizers(
        '<h1>Events</h1>',
        jsonLd(
          event('Summer Showcase', { '@type': 'Organization', name: 'Delmarva Field Hockey Club', url: 'https://delmarva.example' }),
          event('Fall Clinic', [{ '@type': 'Organization', url: 'https://x.example' }, { '@type': 'Person', name: 'Kent County Stick Club' }]),
          event('Spring Camp', 'Dover Hockey Academy'),
          event('Winter League', 'events@dover.example'),
          event('Keeper Day'),
        ),
      ),
    ).toEqual([
      ['Summer Showcase', 'Delmarva Field Hockey Club', 'Delmarva Field Hockey Club'],
      ['Fall Clinic', 'Kent County Stick Club', 'Kent County Stick Club'],
      ['Spring Camp', 'Dover Hockey Academy', 'Dover Hockey Academy'],
      ['Winter League', 'Stick Finder', null],
      ['Keeper Day', 'Stick Finder', null],
    ]);
  });

  it('given cards with a "Hosted by" line or an Organizer label, when read, then that is the organizer', () => {
    const card = (name: string, line: string) => `<div class="card"><h3>${name}</h3><p>June 14, 2027</p><p>Dover, DE</p><p>${line}</p></div>`;
    expect(
      organizers(
        `<main><h1>Events near you</h1><div class="list">
        ${card('Summer Showcase', 'Hosted by the Tri-County Field Hockey Club at Legion Park.')}
        ${card('Fall Clinic', 'Organizer: Harbor Sticks FHC')}
        ${card('Spring Camp', 'This camp is run by our college coaching staff.')}
        ${card('Winter League', 'Presented by Shore Hockey &amp; Co – call for details')}</div></main>`,
      ),
    ).toEqual([
      ['Summer Showcase', 'Tri-County Field Hockey Club', 'Tri-County Field Hockey Club'],
      ['Fall Clinic', 'Harbor Sticks FHC', 'Harbor Sticks FHC'],
      ['Spring Camp', 'Stick Finder', null],
      ['Winter League', 'Shore Hockey & Co', 'Shore Hockey & Co'],
    ]);
  });

  it('given a table with a Host column, when read, then each row’s host is its organizer', () => {
    expect(
      organizers(
        `<table><tr><th>Event</th><th>Date</th><th>Location</th><th>Host</th></tr>
        <tr><td>Summer Showcase</td><td>June 14, 2027</td><td>Dover, DE</td><td>Delmarva FHC</td></tr>
        <tr><td>Fall Clinic</td><td>June 15, 2027</td><td>Dover, DE</td><td></td></tr></table>`,
      ),
    ).toEqual([
      ['Summer Showcase', 'Delmarva FHC', 'Delmarva FHC'],
      ['Fall Clinic', 'Stick Finder', null],
    ]);
  });

  it("given a feed's ORGANIZER with a common name, or an address alone, when read, then the common name is the organizer and an address is none", () => {
    const vevent = (uid: string, organizer: string) => ['BEGIN:VEVENT', `UID:${uid}`, 'SUMMARY:Youth Clinic', `DTSTART;VALUE=DATE:2027061${uid}`, 'LOCATION:Dover\\, DE', organizer, 'END:VEVENT'];
    const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', ...vevent('1', 'ORGANIZER;CN="Kent County Stick Club":mailto:info@kent.example'), ...vevent('2', 'ORGANIZER:mailto:info@kent.example'), 'END:VCALENDAR'].join('\r\n');
    const { events } = extractFromFeed({ url: 'https://stickfinder.example/all.ics', text }, SETTINGS);
    expect(events.map((found) => [found.details.startDate, found.details.organizer, found.namedOrganizer])).toEqual([
      ['2027-06-11', 'Kent County Stick Club', 'Kent County Stick Club'],
      ['2027-06-12', 'Stick Finder', null],
    ]);
  });

  it('given names as pages write them, when cleaned, then links and addresses go and a long one is cut on a word', () => {
    expect(organizerName('  Jane Smith <jane@club.example> ')).toBe('Jane Smith');
    expect(organizerName('Harbor Sticks (https://harbor.example)')).toBe('Harbor Sticks');
    expect(organizerName('https://harbor.example')).toBeNull();
    expect(organizerName('mailto:info@harbor.example')).toBeNull();
    expect(organizerName('TBD')).toBeNull();
    const long = organizerName(`The ${'Very '.repeat(40)}Long Club`);
    expect(long?.length).toBeLessThanOrEqual(120);
    expect(long?.endsWith('Very')).toBe(true);
    expect(organizerInText('Website hosted by Example Hosting')).toBeNull();
    expect(organizerInText('Great camp.\nHost: Capital Area FH')).toBe('Capital Area FH');
    expect(organizerInText('Three days of games. Hosted by Capital Area FH on the turf.')).toBe('Capital Area FH');
    expect(organizerKey('Tri-County F.H.C.')).toBe(organizerKey('tri county fhc'));
  });
});
