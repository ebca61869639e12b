import { describe, expect, it } from '@jest/globals';
import { extractFromPage } from '../resolve/assemble.js';
import type { ExtractionSettings } from './types.js';

const PAGE = 'https://club.example/events/';
const SETTINGS: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Club', today: '2026-11-25' };
const read = (body: string) => extractFromPage({ url: PAGE, html: `<html><body>${body}</body></html>` }, SETTINGS);

describe('reading schema.org microdata and RDFa', () => {
  it('given a microdata event with nested place, address and offer, when read, then the attributes win over the visible text', () => {
    const { events } = read(`
      <article itemscope itemtype="https://schema.org/SportsEvent">
        <h2 itemprop="name">Spring Goalkeeper Camp</h2>
        <p><time itemprop="startDate" datetime="2027-03-20T09:00:00-04:00">Sat, Mar 20 9:00 am</time> –
           <time itemprop="endDate" datetime="2027-03-21T15:00:00-04:00">Sun 3:00 pm</time></p>
        <div itemprop="location" itemscope itemtype="https://schema.org/Place"><span itemprop="name">Landstown Turf</span>
          <span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">2104 Landstown Way</span>,
          <span itemprop="addressLocality">Virginia Beach</span>, <span itemprop="addressRegion">VA</span></span></div>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="395.00"><meta itemprop="priceCurrency" content="USD">
          <link itemprop="url" href="https://register.example/gk"></div>
        <meta itemprop="typicalAgeRange" content="12-15">
      </article>`);
    expect(events.map((event) => event.details)).toEqual([
      expect.objectContaining({
        name: 'Spring Goalkeeper Camp',
        startDate: '2027-03-20',
        endDate: '2027-03-21',
        city: 'Virginia Beach',
        state: 'VA',
        cost: 395,
        ageLevel: 'U16',
        registrationLink: 'https://register.example/gk',
      }),
    ]);
  });

  it('given RDFa events on one page, when read, then each is an event with its own values', () => {
    const { events } = read(`
      <div vocab="https://schema.org/">
        <div typeof="Event"><h3 property="name">Nutmeg Summer Invitational</h3><span property="startDate" content="2027-07-17">Sat, 07/17/2027</span>
          <span property="endDate" content="2027-07-18"></span>
          <div property="location" typeof="Place"><span property="name">Veterans Field</span>
            <div property="address" typeof="PostalAddress"><span property="addressLocality">Glastonbury</span>, <span property="addressRegion">CT</span></div></div></div>
        <div typeof="Event"><h3 property="name">Elite Prospect Day</h3><span property="startDate" content="2027-09-25">Sat, 09/25/2027</span>
          <div property="location" typeof="Place"><div property="address" typeof="PostalAddress"><span property="addressLocality">Simsbury</span>, <span property="addressRegion">CT</span></div></div></div>
      </div>`);
    expect(events.map((event) => [event.details.name, event.details.eventType, event.details.startDate, event.details.endDate, event.details.city])).toEqual([
      ['Nutmeg Summer Invitational', 'Tournament', '2027-07-17', '2027-07-18', 'Glastonbury'],
      ['Elite Prospect Day', 'ID Camp', '2027-09-25', null, 'Simsbury'],
    ]);
  });

  it('given a sub-event inside an event, when read, then only the event is listed', () => {
    const { events } = read(`
      <div itemscope itemtype="https://schema.org/Event"><span itemprop="name">Summer Showcase</span><meta itemprop="startDate" content="2027-07-10">
        <span itemprop="location">Hershey, PA</span>
        <div itemprop="subEvent" itemscope itemtype="https://schema.org/Event"><span itemprop="name">Day one games</span><meta itemprop="startDate" content="2027-07-10"></div>
      </div>`);
    expect(events.map((event) => event.details.name)).toEqual(['Summer Showcase']);
  });

  it("given a past event in microdata and a yearless date in its text, when read, then it is not listed as next year's", () => {
    const { events, rejected } = read(`
      <h1>Fall Prospect Day</h1><p>Sat, Oct 17 9:00 am, Virginia Beach, VA</p>
      <div itemscope itemtype="https://schema.org/Event"><meta itemprop="name" content="Fall Prospect Day"><meta itemprop="startDate" content="2026-10-17T09:00">
        <span itemprop="location">Virginia Beach, VA</span></div>`);
    expect(events).toEqual([]);
    expect(rejected).toEqual([{ url: PAGE, name: 'Fall Prospect Day', reason: 'Already over' }]);
  });
});
