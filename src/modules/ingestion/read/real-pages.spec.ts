import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { extractFromPage } from '../resolve/assemble.js';
import { stripChrome } from './chrome.js';
import { eventTypeOver, ageLevelOf } from './classify.js';
import { parseCost, playerFeeBesideTeamFee } from './costs.js';
import { parseDateRange, withoutVerbMay } from './dates.js';
import { notAnEventName } from './event-name.js';
import { columnOf } from './html-table.js';
import { pageTitle } from './page-title.js';
import { parsePlace } from './places.js';
import { publishedOn, seasonPairYearHint } from './page-year.js';
import { daysInSentence, eventNamedIn, proseRecords, statesNamedIn } from './prose.js';
import { pricedPerSession } from './sessions.js';
import { siteTownOf } from './site-town.js';
import { hasDate, isDeadlineText, isPublishedText, registrationLinkAmong } from './text-clues.js';
import type { ExtractionSettings } from './types.js';
import { listedAddress, venueAddresses } from './venues.js';

/**
 * Rules about kinds of text real organizers' pages carry (test/fixtures/ingestion-real): each given in our own small
 * page or sentence, never a fixture's words.
 */

const settings: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Town Recreation', today: '2026-11-25' };
const read = (url: string, body: string, head = '') => extractFromPage({ url, html: `<html><head>${head}</head><body>${body}</body></html>` }, settings);

describe('what a date is not', () => {
  it('given a registration opening, when read, then it is no event day', () => {
    expect(isPublishedText('Registration starts July 1')).toBe(true);
    expect(isPublishedText('Online registration opens Monday, February 1, 2027, at 8:30 a.m.')).toBe(true);
    expect(isPublishedText('The clinic runs Saturdays in October')).toBe(false);
    // A registration label's value: when it opens, then when it closes.
    expect(isPublishedText('Opens Monday, November 30, 2026 · closes Sunday, January 3, 2027')).toBe(true);
    expect(isPublishedText('Opening day is Saturday, April 10')).toBe(false);
  });

  it('given a team format after a month ("May 7v7 Tournament"), when read, then it is no May 7', () => {
    expect(hasDate('May 7v7 Tournament')).toBe(false);
    expect(parseDateRange('May 7v7 | Team Registration', '2026-11-25')).toBeNull();
    expect(parseDateRange('May 7th, 2027', '2026-11-25')).toEqual({ startDate: '2027-05-07', endDate: null });
  });

  it('given "may" the verb in a written sentence, when read, then it is no month', () => {
    expect(hasDate('Players under 18 may not take part.')).toBe(false);
    expect(withoutVerbMay('Games run May 14 and players may bring water')).toBe('Games run May 14 and players can bring water');
    expect(hasDate('The league starts May 14.')).toBe(true);
  });

  it('given registration that will close on a day, or team entries that close, when read, then it is a deadline', () => {
    expect(isDeadlineText('Registration opens June 1 and will close on Wednesday, June 30, 2027')).toBe(true);
    expect(isDeadlineText('Team entries close Friday, January 15.')).toBe(true);
  });
});

describe('prose read like a person reads it', () => {
  const story = (body: string, published: string | null = null) => proseRecords(load(`<html><head><title>News</title></head><body><article>${body}</article></body></html>`), 'https://news.example/story', { published, around: '' });

  it("given a camp's sessions in a list, an item each with its days and fee, when read, then each session is the camp on its days at its fee, with the story's one Register link", () => {
    const records = story(`<h1>Registration Open: 2027 Griffins Summer Field Hockey Camps</h1>
      <p>Registration is now open for the 2027 <strong>Griffins Field Hockey Camp</strong>, run by our varsity coaches.</p>
      <p>All sessions are held at Hadley Field, 400 Lamington Road, Bedminster, NJ 07921.</p>
      <ul>
        <li><strong>Little Griffins</strong> (rising 2nd-5th graders): Monday, June 21 - Thursday, June 24, 9:00 a.m. - noon. <strong>$225</strong></li>
        <li><strong>Middle School Session</strong> (rising 6th-8th graders): June 28 - July 1, 9:00 a.m. - 3:00 p.m. <strong>$395</strong></li>
        <li><strong>High School Session</strong> (rising 9th-12th graders): July 12-15. <strong>$425</strong></li>
      </ul>
      <p>Aftercare is an additional $85 per week. Registration deadline: June 1, 2027.</p>
      <p><a href="https://register.example/camp">Register for camp</a></p>`, '2026-11-19');
    expect(records.map((record) => [record.dates, parseCost(record.cost), record.registrationLink])).toEqual([
      ['Jun 21 - Jun 24', 225, 'https://register.example/camp'],
      ['Jun 28 - Jul 1', 395, 'https://register.example/camp'],
      ['Jul 12 - Jul 15', 425, 'https://register.example/camp'],
    ]);
  });

  it('given an event told twice, a paragraph each led by its town with its day and its closing, when read, then each is the event in that town on that day', () => {
    const records = story(`<h1>Spring Play Days set for Cary and Rock Hill</h1>
      <p>Our Spring Play Day is a friendly mini-tournament for players in grades 3 through 8.</p>
      <p>In 2027 we are running it twice:</p>
      <p>Cary, N.C. &ndash; Saturday, April 10, 9 a.m. to 1 p.m., Cedar Fork Community Park. Registration closes April 2.</p>
      <p>Rock Hill, S.C. &ndash; Saturday, April 17, 9 a.m. to 1 p.m., Cherry Road Athletic Complex. Registration closes April 9.</p>
      <p>Each play day is $20 per player and is registered for separately.</p>`, '2026-11-05');
    expect(records.map((record) => [record.name, record.dates, record.location, parseCost(record.cost), record.registrationDeadline])).toEqual([
      ['Spring Play Day', 'Apr 10', 'Cary, NC', 20, 'April 2.'],
      ['Spring Play Day', 'Apr 17', 'Rock Hill, SC', 20, 'Registration closes April 9.'],
    ]);
    const listed = story(`<h1>Spring Play Days set for Cary and Rock Hill</h1>
      <p>Our Spring Play Day is a friendly mini-tournament for players in grades 3 through 8.</p>
      <ul><li><strong>Cary, N.C.</strong> &ndash; Saturday, April 10, 9 a.m. to 1 p.m., Cedar Fork Community Park. Registration closes April 2.</li>
      <li><strong>Rock Hill, S.C.</strong> &ndash; Saturday, April 17, 9 a.m. to 1 p.m., Cherry Road Athletic Complex. Registration closes April 9.</li></ul>`, '2026-11-05');
    expect(listed.map((record) => [record.dates, record.location])).toEqual([
      ['Apr 10', 'Cary, NC'],
      ['Apr 17', 'Rock Hill, SC'],
    ]);
  });

  it('given a headline with a verb before the name ("to Host Spring Showcase Day"), when read, then the name starts at the event', () => {
    expect(eventNamedIn('State Chapter to Host Spring Showcase Day on March 6')).toBe('Spring Showcase Day');
    expect(eventNamedIn('Riverside Hosts Summer Skills Clinic')).toBe('Summer Skills Clinic');
  });

  it('given an event with no days named, then another with its own days, when read, then the second is its own event', () => {
    const records = story('<p>Every player then plays in a Regional Cup Tournament in May.</p><p>Winners move on to the National Youth Championship, played June 17-26, 2027 in Lancaster, Pa.</p>');
    expect(records.map((record) => [record.name, record.dates, record.location])).toEqual([['National Youth Championship', 'Jun 17 - Jun 26, 2027', 'Lancaster, PA']]);
  });

  it('given an event told by its hours only after a one-day event, when read, then it is held on that day', () => {
    const records = story('<p>On Saturday, March 6, 2027 the chapter holds its Spring Showcase Day in Spartanburg, S.C.</p><p>The day closes with a Discover Field Hockey Clinic from 4:30 p.m. to 6:00 p.m. Registration is $30.</p>');
    expect(records.map((record) => [record.name, record.dates])).toEqual([
      ['Spring Showcase Day', 'Mar 6, 2027'],
      ['Discover Field Hockey Clinic', 'Mar 6, 2027'],
    ]);
    expect(records[1].cost).toContain('$30');
  });

  it('given a heading the next sentence names as a tournament, when read, then the heading is its name', () => {
    const records = story('<h2>Lakeside Spring Fling</h2><p>The Lakeside Spring Fling tournament will be held in Richmond, Virginia from May 14-16, 2027.</p>');
    expect(records.map((record) => [record.name, record.dates, record.location])).toEqual([['Lakeside Spring Fling', 'May 14 - May 16, 2027', 'Richmond, VA']]);
  });

  it('given a sentence naming its year before its days, when read, then the days take that year', () => {
    expect(daysInSentence('In 2027 it will be played November 25-28 in Tampa.')).toBe('Nov 25 - Nov 28, 2027');
  });
});

describe('the place of an event', () => {
  it('given a municipal site whose title names its town, then that is the site town; any other site has none', () => {
    expect(siteTownOf('Youth Field Hockey - Town of Ridgefield, CT')).toEqual({ place: 'Ridgefield, CT', text: 'Town of Ridgefield, CT' });
    expect(siteTownOf('Programs | Lower Merion Township, PA')).toEqual({ place: 'Lower Merion, PA', text: 'Lower Merion Township, PA' });
    expect(siteTownOf('Youth Sports | Gorham, ME - Official Website')).toEqual({ place: 'Gorham, ME', text: '| Gorham, ME - Official Website' });
    expect(siteTownOf('Youth Sports | Aquia County, VA - Official Website')).toBeNull();
    expect(siteTownOf('Summer Camps | Ridgefield Field Hockey Club')).toBeNull();
  });

  it('given a town program page naming only a field, when read, then the site town places it and it is a draft', () => {
    const [event] = read(
      'https://town.example/recreation/field-hockey-grades-1-4',
      '<main><h2>Field Hockey - Grades 1-4</h2><p>Fee: $55 per person.</p><p>Saturdays- September 11, 18, 25, October 2, 9, 16, 23, 30, 2027</p><p>High School Turf field, 700 North Salem Road.</p></main>',
      '<title>Field Hockey - Grades 1-4 - Town of Ridgefield, CT</title>',
    ).events;
    expect(event.details).toMatchObject({ city: 'Ridgefield', state: 'CT', startDate: '2027-09-11', endDate: '2027-10-30' });
    expect(event.doubts).toContain('place-site');
    expect(event.evidence.place).toMatchObject({ rule: 'page-title-town' });
  });

  it('given a venue named by its short name and a list of the venues with addresses, when read, then the listed address places it', () => {
    const $ = load('<main><ul><li>Mill Park – 235 Meadow Road, Stafford, VA 22554 (turf 2)</li><li>Chatham Fields – 410 Riverbend Lane, Fredericksburg, VA 22405</li></ul></main>');
    const venues = venueAddresses($);
    expect(listedAddress('Chatham Fields', venues)).toBe('Chatham Fields, 410 Riverbend Lane, Fredericksburg, VA 22405');
    expect(listedAddress('Lancaster, PA', venues)).toBeNull();
    expect(listedAddress('Chatham Fields upper turf', venues)).toBe('Chatham Fields, 410 Riverbend Lane, Fredericksburg, VA 22405');
    expect(listedAddress('Chatham Fieldstone Arena', venues)).toBeNull();
    const overLines = venueAddresses(load('<main><ul><li><strong>Bennett Creek Park</strong> (turf field 2)<br>3700 Fingerboard Road, Urbana, MD 21704</li></ul></main>'));
    expect(listedAddress('Bennett Creek Park', overLines)).toBe('Bennett Creek Park, 3700 Fingerboard Road, Urbana, MD 21704');
    const afterComma = venueAddresses(load('<main><ul><li><strong>North Carroll Community Center</strong>, 2255 Hanover Pike, Hampstead, MD 21074 (rear gym entrance)</li></ul></main>'));
    expect(listedAddress('North Carroll Community Center, gym', afterComma)).toBe('North Carroll Community Center, 2255 Hanover Pike, Hampstead, MD 21074');
  });

  it('given a place that runs on into a sentence, when read, then the place is its first sentence', () => {
    expect(parsePlace('Sanford, FL – Lake Sports Complex, 3100 Lake Parkway, Sanford, FL 32773. New this year: every game is on turf!')).toEqual({ city: 'Sanford', state: 'FL' });
  });
});

describe('the fee to take part', () => {
  it('given a team fee beside what one player pays alone, then the player fee is the price', () => {
    expect(playerFeeBesideTeamFee('Team Cost: $335 (2 Teams for only $600)', ['Not part of a team? Individual registration is $70 per player.'])).toEqual({ value: 70, text: 'Individual registration is $70 per player.' });
    expect(playerFeeBesideTeamFee('$295 per player', ['Individual registration is $70 per player.'])).toBeNull();
  });

  it('given service fees, a free ticket among paid ones and what observers pay, then none is the price', () => {
    expect(parseCost('Individual Player: $65.00+ $5.30 Fee')).toBe(65);
    expect(parseCost('$0 – $425')).toBeNull();
    expect(parseCost('Clinic $45 per goalkeeper. Coaches may watch with a free observer ticket.')).toBe(45);
    expect(parseCost('Resident Fee $95.00\nLate Registration Fee (after Mar 31) $10.00')).toBe(95);
  });

  it('given a ticket list whose prices stand on their own lines, when read, then a spectator ticket is no price', () => {
    const [event] = read(
      'https://tickets.example/e/indoor-shootout',
      '<main><h1>Indoor Shootout</h1><p>Sunday, January 17, 2027</p><p>Conestoga Fieldhouse, Lancaster, PA</p><div><div>Individual Player (house team)</div><div>$65.00+ $5.30 Fee</div></div><div><div>Spectator Day Pass</div><div>$5.00+ $1.32 Fee</div></div></main>',
    ).events;
    expect(event.details.cost).toBe(65);
  });
});

describe('names and kinds', () => {
  it('given a heading about registering, or a part of the page, then it names no event', () => {
    expect(notAnEventName('Internet registration dates')).not.toBeNull();
    expect(notAnEventName('Description')).not.toBeNull();
    expect(notAnEventName('Summer Registration Clinic')).toBeNull();
  });

  it('given a banner heading above the main content and a main heading the title repeats, then the main heading names the page', () => {
    const $ = load('<html><head><title>Field Hockey-Girls Grades 1-4 - Town of X</title></head><body><div class="banner"><h1>Parks &amp; Recreation</h1></div><main><h2>Field Hockey - Girls Grades 1-4</h2></main></body></html>');
    expect(pageTitle($)).toBe('Field Hockey - Girls Grades 1-4');
  });

  it('given a site builder whose only h1 is the site’s name, then the page is named by its title without the site’s name, in its own heading’s words', () => {
    const header = '<div id="siteHeader"><h1 id="sn-site-name">Upper Midwest Field Hockey Association</h1></div>';
    const titled = (title: string, body: string) => load(`<html><head><title>${title}</title><meta property="og:site_name" content="Upper Midwest Field Hockey Association"></head><body>${header}${body}</body></html>`);
    expect(pageTitle(titled('2027 Indoor Championship | Upper Midwest Field Hockey Association', '<div id="pageTitle"><h2>2027 Indoor Championship</h2></div><p>Event Date: January 23</p>'))).toBe('2027 Indoor Championship');
    expect(pageTitle(titled('Spring Skills Clinic | Upper Midwest Field Hockey Association', '<p>Event Date: March 6</p>'))).toBe('Spring Skills Clinic');
    // A builder writing the site's name first in the title ("Club - Event") over a page whose h1 is the event's: the h1.
    expect(pageTitle(load('<html><head><title>Delta Strikers FHC - Pacific Spring Tournament</title></head><body><h1>Pacific Spring Tournament</h1></body></html>'))).toBe('Pacific Spring Tournament');
    // The home page, whose title is the site's name alone, is named by it (and rejected for it later, as before).
    expect(pageTitle(titled('Upper Midwest Field Hockey Association', '<p>Welcome</p>'))).toBe('Upper Midwest Field Hockey Association');
  });

  it('given a program whose days run over weeks and no kind named, then it teaches: a clinic', () => {
    expect(eventTypeOver({ startDate: '2027-03-20', endDate: '2027-05-08' }, null, 'Field Hockey Fundamentals')).toBe('Clinic');
    expect(eventTypeOver({ startDate: '2027-03-20', endDate: null }, null, 'Field Hockey Fundamentals')).toBe('Recruiting Event');
  });

  it('given ages in years as registration systems write them, and a school named as a venue, then the level is read from the ages', () => {
    expect(ageLevelOf('18 yrs and older', null, [], '2026-11-25')).toBe('All Ages');
    expect(ageLevelOf('At least 8 yrs but less than 12 yrs', null, [], '2026-11-25')).toBe('U14');
    expect(ageLevelOf('Canton High School - Turf Field', null, [], '2026-11-25')).toBe('All Ages');
    expect(ageLevelOf('High school players', null, [], '2026-11-25')).toBe('U19');
  });

  it('given a schedule table with a number column, a class column, a weekday column and resident fees, then each column is read for what it holds', () => {
    expect(columnOf('Activity #')).toBeNull();
    expect(columnOf('Class')).toBe('name');
    expect(columnOf('Resident')).toBe('cost');
  });
});

describe('sessions and series', () => {
  it('given a price per meeting, then the meetings are sold one by one; said not to be, or only "every session" in a description, they are not', () => {
    expect(pricedPerSession('$30 per session')).toBe(true);
    expect(pricedPerSession('Drop-ins welcome')).toBe(true);
    expect(pricedPerSession('We are not able to offer drop-ins or per-session pricing this year.')).toBe(false);
    expect(pricedPerSession('Small-sided games at the end of every session.')).toBe(false);
  });
});

describe('links', () => {
  it('given a waitlist link, then it registers for nothing', () => {
    expect(registrationLinkAmong([{ text: 'Join Waitlist', href: 'https://register.example/waitlist/1842' }], 'https://club.example/camp')).toBeNull();
  });

  it('given a sidebar Register button whose address names the page, when read, then it is the event registration link; a menu Register is not', () => {
    const head = '<title>Spring Fling</title>';
    const body = (href: string) =>
      `<main><h1>Spring Fling</h1><p>Tournament Dates: May 14-16, 2027</p><p>Location: Midlothian, VA</p></main><aside class="sidebar"><a href="${href}">Register a Team</a></aside>`;
    expect(read('https://r2.example/fieldhockey/SpringFling', body('https://r2.example/register/fieldhockey/SpringFling'), head).events[0].details.registrationLink).toBe('https://r2.example/register/fieldhockey/SpringFling');
    expect(read('https://r2.example/fieldhockey/SpringFling', body('https://r2.example/register/membership'), head).events[0].details.registrationLink).toBe('https://r2.example/fieldhockey/SpringFling');
  });

  it('given other events shown beside a page own, then their section is chrome', () => {
    const $ = load('<main><h1>Shootout</h1><p>$65</p><section><h2>More events from this organizer</h2><p>Goalkeeper Clinic From $45.00</p></section></main>');
    stripChrome($);
    expect($('main').text()).not.toContain('$45');
  });
});

describe('a one-event page completed by the rest of its page', () => {
  it('given the event header block and the page fee list, deadline and Register button below it, when read, then each completes the event', () => {
    const [event] = read(
      'https://federation.example/events/2027/festival',
      `<main><div class="event-header"><h1>Thanksgiving Festival</h1><p>Tampa, Florida</p><p>Nov. 25 - 27, 2027</p></div>
       <h2>Registration</h2><p>Registration opens Tuesday, June 1, 2027 and will close on Wednesday, June 30, 2027.</p><p><a href="https://reg.example/festival-2027">Register Now</a></p>
       <h2>Divisions &amp; Pricing</h2><p>U-14 Girls: $1,350 per team<br>U-19 Boys: $900 per team | $150 per individual</p>
       <h2>Spectators</h2><p>Spectator wristbands are $10 per day. Parking is $8 per vehicle.</p></main>`,
    ).events;
    expect(event.details).toMatchObject({ startDate: '2027-11-25', endDate: '2027-11-27', cost: 150, registrationDeadline: '2027-06-30', registrationLink: 'https://reg.example/festival-2027' });
  });

  it('given structured data for one day and a text spanning weeks from it, when read, then the text gives the end', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Event', name: 'Winter Indoor Training', startDate: '2027-01-05T19:30:00-05:00', location: { '@type': 'Place', name: 'Fieldhouse', address: 'Hilliard, OH' }, description: 'Eight Tuesday evenings of indoor training, January 5 through February 23.' };
    const [event] = read('https://club.example/events/winter-indoor-training', '<main><h1>Winter Indoor Training</h1></main>', `<script type="application/ld+json">${JSON.stringify(data)}</script>`).events;
    expect(event.details).toMatchObject({ startDate: '2027-01-05', endDate: '2027-02-23' });
  });

  it('given a part headed as the registration window, when read, then its days are not the event', () => {
    const [event] = read(
      'https://rec.example/activity/4840',
      '<main><h1>Adult Pickup</h1><section><h2>Meeting dates</h2><div>Jun 2, 2027 to Aug 25, 2027</div></section><section><h2>Location</h2><div>900 Washington St, Canton, MA 02021</div></section><section><h2>Internet registration dates</h2><ul><li>Resident Mar 1, 2027 7:00 AM to Aug 18, 2027 11:59 PM</li><li>Non-resident Mar 8, 2027 7:00 AM to Aug 18, 2027 11:59 PM</li></ul></section></main>',
    ).events;
    expect(event.details).toMatchObject({ startDate: '2027-06-02', endDate: '2027-08-25' });
  });
});

describe('structured data offers', () => {
  const event = (offers: unknown) => ({ '@context': 'https://schema.org', '@type': 'Event', name: 'Summer Showcase', startDate: '2027-06-26', location: 'Wilmington, NC', offers, url: 'https://www.boxoffice.example/events/club/1288341' });
  const costOf = (offers: unknown) => read('https://127.0.0.1/events/club/1288341', '<main><h1>Summer Showcase</h1></main>', `<script type="application/ld+json">${JSON.stringify(event(offers))}</script>`).events[0].details;

  it('given a spectator wristband and a deposit beside the player tickets, then the lowest player ticket is the price', () => {
    expect(costOf([{ '@type': 'Offer', name: 'Player', price: '110.00' }, { '@type': 'Offer', name: 'Spectator wristband', price: '10.00' }, { '@type': 'Offer', name: 'Team slot deposit', price: '50.00' }]).cost).toBe(110);
  });

  it('given an aggregate offer from $0, then the data says no price', () => {
    expect(costOf({ '@type': 'AggregateOffer', lowPrice: '0.00', highPrice: '425.00' }).cost).toBeNull();
  });

  it('given the data naming the page on its public host, then the link is the page read', () => {
    expect(costOf({ '@type': 'Offer', name: 'Player', price: '110', url: 'https://www.boxoffice.example/events/club/1288341' }).registrationLink).toBe('https://127.0.0.1/events/club/1288341');
  });
});

describe('builders and stories, as real pages write them', () => {
  const story = (body: string, published: string | null = null) => proseRecords(load(`<html><head><title>News</title></head><body><article>${body}</article></body></html>`), 'https://news.example/story', { published, around: '' });

  it('given a builder that marks its header as the main landmark, when read, then the page content is still read', () => {
    const filler = '<p>Campers bring a stick, shin guards, a mouth guard, goggles, water and a snack every morning of camp.</p>'.repeat(12);
    const [event] = read(
      'https://sticks.example/summer-camps',
      `<div role="main"><h1>Granite Sticks</h1></div><section><h2>Summer Camps 2027</h2><p>All camps are held at Ridgewood School in Bedford, NH.</p>${filler}<div><h4>Mini Sticks Camp</h4><p>June 28 – July 1, 2027</p><p>$165</p></div><div><h4>Prep Camp</h4><p>August 2–5, 2027</p><p>$240</p></div></section>`,
    ).events;
    expect(event.details).toMatchObject({ name: 'Mini Sticks Camp', city: 'Bedford', state: 'NH', cost: 165 });
  });

  it('given a card alike the others without dates ("Dates coming soon"), when read, then its price is not the card before', () => {
    const card = (name: string, when: string, price: string) => `<div class="card"><h4>${name}</h4><p>${when}</p><p>${price}</p></div>`;
    const events = read(
      'https://sticks.example/camps',
      `<main><h2>Camps</h2><p>All camps are at Ridgewood School, Bedford, NH.</p>${card('Skills Camp', 'July 12–16, 2027', '$195')}${card('Prep Camp', 'August 2–5, 2027', '$240')}${card('Goalie Academy', 'Dates coming soon', '$150')}</main>`,
    ).events;
    expect(events.map((event) => [event.details.name, event.details.cost])).toEqual([
      ['Skills Camp', 195],
      ['Prep Camp', 240],
    ]);
  });

  it('given "Registration for all camps closes Monday, June 14", then it is a deadline, and "Summer Camps 2027" names no event', () => {
    expect(isDeadlineText('Registration for all camps closes Monday, June 14.')).toBe(true);
    expect(notAnEventName('Summer Camps 2027')).not.toBeNull();
  });

  it('given an address in Washington, D.C., when read in a sentence, then it is placed in the capital, and "NE" is no town', () => {
    const [record] = story('<p>The Winter Indoor League plays Sundays, January 3 through March 7, 2027 at the Athletic Center, 3800 Varnum Street NE, Washington, DC 20017.</p>');
    expect(parsePlace(record.location)).toEqual({ city: 'Washington', state: 'DC' });
  });

  it('given another session of the camp told with its own days, when read, then it is the same camp on those days', () => {
    const records = story('<p>The Shorebird Field Hockey Camp will run June 21-24 at Cape Harbor High School in Lewes, Del.</p><p>A high school session of the camp follows on July 12-15 at the same field.</p>', '2026-11-20');
    expect(records.map((record) => [record.name, record.dates])).toEqual([
      ['Shorebird Field Hockey Camp', 'Jun 21 - Jun 24'],
      ['Shorebird Field Hockey Camp', 'Jul 12 - Jul 15'],
    ]);
  });

  it('given a second session told as "Session II ... runs July 26-29", when read, then it is the camp on its own days', () => {
    const records = story('<p>The Summer Field Hockey Camp runs June 28 to July 1, 2027 at Glade Creek Park in Walkersville, Md. for grades 3-5.</p><p>Session II moves to the turf at Bennett Creek Park in Urbana for grades 6-9 and runs July 26-29.</p>', '2026-11-18');
    expect(records.map((record) => [record.name, record.dates])).toEqual([
      ['Summer Field Hockey Camp', 'Jun 28 - Jul 1, 2027'],
      ['Summer Field Hockey Camp', 'Jul 26 - Jul 29'],
    ]);
  });

  it('given a bold lead-in title and nights one signs up for one by one, when read, then each night is its own event', () => {
    const records = story('<p><strong>Goalie Nights.</strong> Goalkeepers in grades 5-12 can come to one or both goalie nights at the Sports Dome in Arnold, Md. on Wednesdays, March 10 and March 24, from 6:30 to 8:00 pm. Each night is $30 and you sign up for each night on its own.</p>', '2026-11-12');
    expect(records.map((record) => [record.name, record.dates])).toEqual([
      ['Goalie Nights', 'Mar 10'],
      ['Goalie Nights', 'Mar 24'],
    ]);
  });

  it('given a story thanking families for an event a few weeks before its date, when read, then that day is past, not next year', () => {
    expect(story('<p>Thank you to everyone who braved the wind at the Fall Jamboree on October 24.</p>', '2026-11-12')).toEqual([]);
  });
});

describe('places and fees written loosely', () => {
  it('given "Washington" alone after a venue, then it is no state; after one of its towns, it is', () => {
    expect(parsePlace('DC Fieldhouse, Washington')).toBeNull();
    expect(parsePlace('Spokane, Washington')).toEqual({ city: 'Spokane', state: 'WA' });
  });

  it('given an event placed by town and state and its text giving that town with a ZIP, then the ZIP is stated', () => {
    const [event] = read(
      'https://college.example/camp/7v7',
      '<main><h1>June 7v7 Tournament</h1><p>Location: East Stroudsburg, PA</p><p>Event Date(s): June 12, 2027</p><p>DETAILS: Check-in at the press box, 200 Prospect Street, East Stroudsburg, PA 18301.</p></main>',
    ).events;
    expect(event.details).toMatchObject({ city: 'East Stroudsburg', state: 'PA', zip: '18301' });
  });

  it('given ticket lines naming who pays ("Commuter camper – $285.00"), when the event block gives no fee, then the page gives it', () => {
    const [event] = read(
      'https://association.example/event-5123502',
      '<main><h1>Summer Identification Camp</h1><dl><dt>When</dt><dd>July 19, 2027 9:00 AM</dd><dt>Until</dt><dd>July 21, 2027 3:00 PM</dd><dt>Location</dt><dd>Long Lane Fields, Middletown, CT 06457</dd></dl><h3>Registration</h3><p>Commuter camper – $285.00</p><p>Overnight camper – $395.00</p><p>A $75 non-refundable deposit is kept from any cancellation.</p></main>',
    ).events;
    expect(event.details).toMatchObject({ startDate: '2027-07-19', endDate: '2027-07-21', cost: 285 });
  });
});

describe('what families do not sign up for, and names that name nothing', () => {
  const event = (name: string) =>
    read('https://association.example/events/x', `<main><h1>${name}</h1><p>Date: Saturday, January 9, 2027</p><p>Location: Hanover, MD</p></main>`).events.map((found) => found.details.name);

  it('given a course for umpires or coaches, or a members meeting, when read, then it is not listed; a college coaches clinic for players is', () => {
    expect(event('Level 1 Umpire Clinic')).toEqual([]);
    expect(event('Spring Coaching Clinic: Small-Sided Games')).toEqual([]);
    expect(event('Annual Members Meeting')).toEqual([]);
    expect(event('Rules Clinic for Technical Officials')).toEqual([]);
    expect(event('SafeSport & First Aid Night for Coaches')).toEqual([]);
    expect(event('College Coaches Clinic')).toEqual(['College Coaches Clinic']);
    expect(event('Field Hockey Skills & Scrimmage')).toEqual(['Field Hockey Skills & Scrimmage']);
  });

  it('given a document about an event in its title ("- Team Packet", "- Parent Information"), when read, then the event is named without it', () => {
    expect(event('Pine Barrens Indoor Shootout 2027 - Team Packet')).toEqual(['Pine Barrens Indoor Shootout 2027']);
    expect(event('Winter Clinic | Parent Information')).toEqual(['Winter Clinic']);
  });

  it("given a club's business (its teams' tryouts, a season's team registration, a membership, a kit order, a donation), when read, then it is not listed; a pre-tryout clinic and a state squad's tryout are", () => {
    expect(event('2027-28 Club Team Tryouts (U12-U19)')).toEqual([]);
    expect(event('Spring 2027 Club Season - Team Registration')).toEqual([]);
    expect(event('2027 Uniform Kit Order')).toEqual([]);
    expect(event('Scholarship Fund - Donate')).toEqual([]);
    expect(event('Private Lessons with Coach Kim')).toEqual([]);
    expect(event('Spring 2027 Player Evaluations (U12-U16)')).toEqual([]);
    expect(event('2027-28 Travel Team Season (Invite Only)')).toEqual([]);
    expect(event('Pre-Tryout Skills Clinic')).toEqual(['Pre-Tryout Skills Clinic']);
    expect(event('U16 & U19 State Team Tryout')).toEqual(['U16 & U19 State Team Tryout']);
    expect(event('Regional Squad Tryout')).toEqual(['Regional Squad Tryout']);
    // Things sold are no event, whatever event they are collected at.
    expect(event('Bay Indoor Hoodie – Pre-order (collect at the Classic)')).toEqual([]);
  });

  it('given a catalog number or a file name as a title, then it names no event', () => {
    expect(notAnEventName('Program #: 281210-A')).not.toBeNull();
    expect(notAnEventName('FieldHockeyFlyer_2027')).not.toBeNull();
    expect(notAnEventName('Intro to Field Hockey')).toBeNull();
  });

  it('given program facts under a heading and an introducing paragraph, with a venue by name placed by the page list, when read, then each program is named and placed', () => {
    const program = (name: string, id: string, dates: string) =>
      `<h3>${name}</h3><p>A first look at the game for beginners.</p><ul class="facts"><li><strong>Program #:</strong> ${id}</li><li><strong>Dates:</strong> ${dates}</li><li><strong>Fee (R/NR):</strong> $72/$90</li><li><strong>Location:</strong> Brunswick Square Park (turf)</li></ul>`;
    const events = read(
      'https://county.example/parks/youth-sports',
      `<main><h2>Spring 2027</h2>${program('Intro to Field Hockey', '271104-A', '4/10–5/15')}${program('Field Hockey Skills', '271105-A', '4/13–5/20')}<h2>Locations</h2><ul><li><strong>Brunswick Square Park</strong> – 118 Petersville Road, Brunswick, MD 21716</li></ul></main>`,
    ).events;
    expect(events.map((found) => [found.details.name, found.details.startDate, found.details.city, found.details.cost])).toEqual([
      ['Intro to Field Hockey', '2027-04-10', 'Brunswick', 72],
      ['Field Hockey Skills', '2027-04-13', 'Brunswick', 72],
    ]);
  });
});

describe('stories that name events loosely', () => {
  const story = (body: string, published: string | null = null) => proseRecords(load(`<html><head><title>News</title></head><body><article>${body}</article></body></html>`), 'https://news.example/story', { published, around: '' });

  it('given camps told by their kind only ("the school\'s annual youth camp", "a high school camp"), when read, then each is named as a parent would write it', () => {
    const records = story('<p>The school’s annual youth camp for players entering grades 3-8 runs July 6-9 at Rotary Field in Kennebunk, Maine.</p><p>A high school camp follows July 13-16 at the same field.</p>', '2026-11-19');
    expect(records.map((record) => [record.name, record.dates])).toEqual([
      ['Youth Camp', 'Jul 6 - Jul 9'],
      ['High School Camp', 'Jul 13 - Jul 16'],
    ]);
  });

  it('given bullets led by a kind of event, and a shootout named in a sentence, after a recap of a past event, when read, then each is its own event and the past one none', () => {
    const records = story(
      '<p>Thanks to all who came out for the Fall Jamboree on October 25.</p><ul><li><strong>Indoor skills clinic for U12 players:</strong> five Sundays, January 10 through February 7, at Indoor Sports, 410 Lloyd Avenue, Downingtown, PA 19335.</li><li>The <strong>Frostbite Shootout</strong>, our one-day indoor tournament, is back on Saturday, January 23 in Phoenixville.</li></ul>',
      '2026-11-16',
    );
    expect(records.map((record) => [record.name, record.dates])).toEqual([
      ['Indoor Skills Clinic', 'Jan 10 - Feb 7'],
      ['Frostbite Shootout', 'Jan 23'],
    ]);
  });
});

describe('a town department and days named as events', () => {
  it('given a town department the page names and its town with the state in an address, then that is the site town', () => {
    expect(siteTownOf('Youth Programs', 'All programs are run by the Guilford Parks and Recreation Department. Register at 32 Church Street, Guilford, CT 06437.')).toEqual({
      place: 'Guilford, CT',
      text: 'Guilford Parks and Recreation · Guilford, CT',
    });
    expect(siteTownOf('Youth Programs', 'Guilford Parks and Recreation runs programs all year.')).toBeNull();
  });

  it('given a day or a week named as an event ("Spring Prospect Day", "Summer Skills Week"), then it is an event name', () => {
    expect(eventNamedIn('Spring Prospect Day – Saturday, April 24')).toBe('Spring Prospect Day');
    expect(eventNamedIn('The Summer Skills Week runs June 28 to July 2.')).toBe('Summer Skills Week');
  });
});

describe('stories, briefs and blogs', () => {
  const post = (headline: string, body: string, labels = '') =>
    `<article class="post hentry"><h3 class="post-title entry-title">${headline}</h3><div class="post-body entry-content">${body}</div>${labels}</article>`;
  const facts = '<ul><li><b>Date:</b> Sunday, Jan. 17, 2027</li><li><b>Place:</b> Lock 9 Sports Dome, Rome, NY</li><li><b>Cost:</b> $65</li></ul>';

  it('given a post whose headline names no event and whose body sets the event’s name in bold, then the event is named by it', () => {
    const { events } = read('https://blog.example/2026/11/goalies-wanted', post('Goalies wanted!', `<p>Our club is hosting the <b>Riverside Keeper Day</b>, a field hockey goalkeeping clinic.</p>${facts}`), '<title>Valley Sports Blog: Goalies wanted!</title>');
    expect(events.map((event) => [event.details.name, event.doubts])).toEqual([['Riverside Keeper Day', []]]);
  });

  it('given a post whose headline names no event and whose body names none in bold, then its headline is no proven name', () => {
    const { events } = read('https://blog.example/2026/11/winter', post('Stick work all winter long', `<p>Field hockey players can keep playing this winter.</p>${facts}`), '<title>Stick work all winter long</title>');
    expect(events.map((event) => event.doubts)).toEqual([['name-headline']]);
  });

  it('given a story filed under a field hockey tag (its footer’s labels), then its event is field hockey by its page', () => {
    const labels = '<div class="post-footer"><span class="post-labels">Labels: <a rel="tag" href="/label/fieldhockey">fieldhockey</a>, <a rel="tag" href="/label/clinics">clinics</a></span></div>';
    const { events } = read('https://blog.example/2026/11/keepers', post('Keeper Day is back', `<p>The <b>Riverside Keeper Day</b> returns in January.</p>${facts}`, labels));
    expect(events.map((event) => [event.details.name, event.doubts, event.evidence.sport?.rule])).toEqual([['Riverside Keeper Day', [], 'sport-page']]);
  });

  it('given briefs whose items open with a bold dateline and name no state, then an item is placed in the state its unique towns share, with its own fee', () => {
    const briefs = `<article><h1>Sports briefs</h1><div class="asset-content">
      <h3>Youth hockey</h3><p><strong>LACONIA</strong> — The squirt team went 2-1 at the Turkey Tune-Up over the weekend in three close games.</p>
      <h3>Field hockey: winter indoor</h3><p><strong>GILFORD</strong> — Lakes Youth Field Hockey runs its Winter Indoor Program eight Sundays from Jan. 10 through Feb. 28, 2027 at the Cotton Hill gym, for grades 5 through 8.</p><p>The fee is $110 for all eight Sundays.</p>
      <h3>Nordic skiing</h3><p><strong>SANBORNTON</strong> — The Nordic club holds junior tryouts on Saturday, Dec. 12, on the hill trails; the team fee is $40 for the season.</p>
    </div></article>`;
    const { events } = read('https://paper.example/sports/briefs', briefs, '<meta property="article:published_time" content="2026-11-19T08:00:00-05:00">');
    expect(events.map((event) => [event.details.name, event.details.city, event.details.state, event.details.cost])).toEqual([['Winter Indoor Program', 'Gilford', 'NH', 110]]);
  });
});

describe('town programs in tables', () => {
  it('given a sessions table with its venue labelled below it, its closing dates in the registration cell and its activity codes linking to the registration system, then each row has them', () => {
    const page = `<main><h1>Field Hockey</h1><h2>Winter Indoor Field Hockey</h2>
      <table><caption>Winter 2027 sessions</caption><thead><tr><th>Session</th><th>Dates</th><th>Fee</th><th>Registration</th><th>Code</th></tr></thead><tbody>
      <tr><td>Session I</td><td>Saturdays, Jan. 9 – Feb. 6</td><td>$96 resident</td><td>Opens Tue., Dec. 1<br>Closes Wed., Jan. 6</td><td><a href="https://rec.example/detail/24813">24813</a></td></tr>
      </tbody></table>
      <p><strong>Location:</strong> Sportsplex, Court 2<br>7120 Sportsplex Drive, Front Royal, VA 22630</p></main>`;
    const { events } = read('https://county.example/parks/field-hockey', page);
    expect(events.map((event) => [event.details.city, event.details.registrationDeadline, event.details.registrationLink])).toEqual([['Front Royal', '2027-01-06', 'https://rec.example/detail/24813']]);
  });

  it('given a table of sessions and another program in labelled facts below it, then both are read', () => {
    const page = `<main><h1>Field Hockey</h1><h2>Indoor Sessions</h2>
      <table><thead><tr><th>Program</th><th>Dates</th><th>Location</th><th>Fee</th></tr></thead><tbody>
      <tr><td>Indoor Field Hockey</td><td>Jan. 9 – Feb. 6, 2027</td><td>Front Royal, VA</td><td>$96</td></tr></tbody></table>
      <h2>Field Hockey Foundations (Spring)</h2><dl><dt>Dates</dt><dd>4/6/27 – 4/29/27</dd><dt>Fee</dt><dd>$72</dd><dt>Location</dt><dd>300 Park Avenue, Front Royal, VA</dd></dl></main>`;
    const { events } = read('https://county.example/parks/field-hockey', page);
    expect(events.map((event) => [event.details.name, event.details.startDate]).sort()).toEqual([['Field Hockey Foundations', '2027-04-06'], ['Indoor Field Hockey', '2027-01-09']]);
  });

  it('given a deadline "for all spring programs", then it is the spring rows’ deadline only', () => {
    const page = `<main><h1>Youth Sports</h1>
      <h2>Winter 2027</h2><table><thead><tr><th>Program</th><th>Dates</th><th>Location</th><th>Fee</th></tr></thead><tbody><tr><td>Indoor Field Hockey</td><td>1/10 – 2/21</td><td>Hanover, MA</td><td>$115</td></tr></tbody></table>
      <h2>Spring 2027</h2><p>Registration deadline for all spring youth programs: Friday, April 2.</p>
      <table><thead><tr><th>Program</th><th>Dates</th><th>Location</th><th>Fee</th></tr></thead><tbody><tr><td>Field Hockey Skills Clinic</td><td>4/10 – 5/22</td><td>Hanover, MA</td><td>$80</td></tr></tbody></table></main>`;
    const { events } = read('https://town.example/rec/youth-sports', page);
    expect(events.map((event) => [event.details.name, event.details.registrationDeadline])).toEqual([
      ['Indoor Field Hockey', null],
      ['Field Hockey Skills Clinic', '2027-04-02'],
    ]);
  });

  it('given venues named without their town and "All locations are in Hanover" on a town department’s site, then the events are in that town, proven', () => {
    const page = `<main><h1>Youth Sports</h1><table><thead><tr><th>Program</th><th>Dates</th><th>Location</th><th>Fee</th></tr></thead><tbody>
      <tr><td>Indoor Field Hockey</td><td>1/10/27 – 2/21/27</td><td>CCMS Gym</td><td>$115</td></tr></tbody></table>
      <p>All locations are in Hanover. Directions are on the facilities page.</p></main><footer><p>Town Hall<br>481 Center Street<br>Hanover, MA 02339</p></footer>`;
    const { events } = read('https://town.example/rec/youth-sports', page, '<title>Youth Sports | Hanover Parks &amp; Recreation</title>');
    expect(events.map((event) => [event.details.city, event.details.state, event.doubts])).toEqual([['Hanover', 'MA', []]]);
  });
});

describe('dates, places, prices and ages as real pages write them', () => {
  it('given dates written with dots ("1.17.27 – 2.28.27"), then they are days with their year', () => {
    expect(parseDateRange('Sundays · 1.17.27 – 2.28.27 · no session 2/14', '2026-11-25')).toEqual({ startDate: '2027-01-17', endDate: '2027-02-28' });
    expect(hasDate('Version 2.0.24')).toBe(false);
    expect(parseDateRange('Fee $12.50 per player', '2026-11-25')).toBeNull();
  });

  it('given a street address whose town ran onto it ("40 Lakeport Road Laconia, NH"), then the town is read', () => {
    expect(parsePlace('40 Lakeport Road Laconia, NH 03246')).toEqual({ city: 'Laconia', state: 'NH' });
    expect(parsePlace('40 Lakeport Road, NH')).toEqual({ city: 'TBD', state: 'NH' });
    expect(parsePlace('100 Main Street Apt, NH')).toEqual({ city: 'TBD', state: 'NH' });
    // A greeting's "Hi," is no Hawaii; a code in small letters still is one.
    expect(parsePlace('Hi, neighbors! Here is what is happening this week')).toBeNull();
    expect(parsePlace('Austin, tx')).toEqual({ city: 'Austin', state: 'TX' });
    expect(parsePlace('Ocean City, Md.')).toEqual({ city: 'Ocean City', state: 'MD' });
  });

  it('given prices a line each under their label, then the lowest is the fee to take part', () => {
    const { events } = read(
      'https://club.example/leagues/adult',
      '<main><h1>Adult Coed League</h1><p>Dates</p><p>01/07/2027 – 03/11/2027</p><p>Location</p><p>Hauppauge, NY</p><p>Ages</p><p>Adults 18 and over (high school graduates)</p><p>Price</p><p>Field player: $140.00<br>Goalkeeper: $95.00</p></main>',
    );
    expect(events.map((event) => [event.details.cost, event.details.ageLevel])).toEqual([[95, 'All Ages']]);
  });

  it('given a name pointing at an event ("Registration For This Clinic") or a news module’s heading, then it names no event', () => {
    expect(notAnEventName('Registration For This Clinic')).not.toBeNull();
    expect(notAnEventName('News Flash')).not.toBeNull();
    expect(notAnEventName('This Is Field Hockey Day')).toBeNull();
  });
});

describe('roundups, calendars and town notices', () => {
  it('given a roundup whose items open with a picture and a bold name, then each item is an event of its own, on its own days', () => {
    const roundup = `<article><h1>Book it before it fills</h1><div class="available-content"><ul>
      <li><p>🏑 <strong>Holiday Stick Skills Camp</strong> (field hockey) — Landstown Arena, Virginia Beach, VA. Mon 12/28 to Wed 12/30, 9 a.m. to noon. $195.</p></li>
      <li><p>🏑 <strong>Goalkeeper Sundays</strong> (field hockey) — Kempsville Keepers. Four Sunday nights: Jan. 10, 17, 24 and 31, 6 to 7:30 p.m., Ferrell Fieldhouse, Virginia Beach, VA. $150 covers all four nights.</p></li>
    </ul></div></article>`;
    const { events } = read('https://news.example/p/book-it', roundup, '<script type="application/ld+json">{"@type":"NewsArticle","datePublished":"2026-11-17T11:02:44+00:00"}</script>');
    expect(events.map((event) => [event.details.name, event.details.startDate, event.details.endDate])).toEqual([
      ['Holiday Stick Skills Camp', '2026-12-28', '2026-12-30'],
      ['Goalkeeper Sundays', '2027-01-10', '2027-01-31'],
    ]);
  });

  it('given an article’s JSON-LD, then its datePublished is the page’s date; an hour after a list of days is no day', () => {
    expect(publishedOn(load('<script type="application/ld+json">{"@type":"BlogPosting","datePublished":"2026-11-17T11:02:44Z"}</script>'))).toBe('2026-11-17');
    expect(publishedOn(load('<script type="application/ld+json">{"@type":"Event","startDate":"2027-01-10","datePublished":"2026-11-17"}</script>'))).toBeNull();
    expect(daysInSentence('Four Sunday nights: Jan. 10, 17, 24 and 31, 6 to 7:30 p.m.')).toBe('Jan 10 - Jan 31');
    expect(parseDateRange('Youth Indoor Field Hockey (grades 3-8) meets on Tuesdays from January 12 to February 16', '2026-11-20')).toEqual({ startDate: '2027-01-12', endDate: '2027-02-16' });
  });

  it('given a story whose dateline comes after its headline and a paper whose footer gives its town and ZIP only, then the event is in that town of that ZIP’s state', () => {
    expect(statesNamedIn('10 Commerce Lane, Suite 2B\nBerlin 21811\nPhone: 410-555-0140')).toEqual(['MD']);
    const story = `<article><h1>Field Hockey Clinic Heads Indoors For The Winter</h1><p class="byline">By Staff</p>
      <p>OCEAN CITY – The recreation department announced this week that its Winter Indoor Field Hockey Clinic will run six Thursday evenings, opening Jan. 14 and closing Feb. 18.</p>
      <p>The fee is $30 for residents.</p>${'<p>Coaches from the area high schools will run the stations, and players are grouped by grade on arrival each night.</p>'.repeat(8)}</article>
      <footer><p>The Courant, 10 Commerce Lane<br>Berlin 21811</p></footer>`;
    const { events } = read('https://courant.example/2026/11/24/clinic', story, '<meta property="article:published_time" content="2026-11-24T08:00:00-05:00">');
    expect(events.map((event) => [event.details.name, event.details.city, event.details.state])).toEqual([['Winter Indoor Field Hockey Clinic', 'Ocean City', 'MD']]);
  });

  it('given a calendar event page with other events’ cards under "More things to do", then those cards say nothing of its sport', () => {
    const $ = load('<main><h1>Breakfast with Santa</h1><p>Pancakes at the firehouse.</p><section class="ps-related"><h2>More things to do</h2><article><h3>Holiday Break Field Hockey Camp</h3><p>Dec 28</p></article><article><h3>Spring Break Field Hockey Camp</h3></article></section></main>');
    stripChrome($);
    expect($('main').text()).not.toContain('Field Hockey');
  });

  it('given a "Recreation & Parks" department whose office address gives the state, then the site’s town is its town; a title naming "City of Laurel" alone is not enough', () => {
    expect(siteTownOf('Notices', 'Laurel Recreation & Parks\n8 Poplar Avenue\nLaurel, MD 20707')?.place).toBe('Laurel, MD');
    expect(siteTownOf('Spring break camps announced – City of Laurel', 'Recreation Office\n8 Poplar Avenue\nLaurel, MD 20707')).toBeNull();
  });

  it('given a program page naming its term "Winter/Spring 2027" beside a past "Fall 2026", then its year-less days are the term’s', () => {
    expect(seasonPairYearHint('Everything on this page belongs to the Winter/Spring 2027 season. The Fall 2026 clinic is over.')).toEqual({ reference: '2026-10-01', from: 'season', value: '2027' });
    expect(seasonPairYearHint('Spring & Summer 2027 programs')?.reference).toBe('2027-01-01');
    expect(seasonPairYearHint('Winter/Spring 2027 and Fall/Winter 2027')).toBeNull();
  });

  it('given sessions listed a day a line, their registration in a part of its own, and a venue line with its town but no state on a town’s site, then each program has them', () => {
    const page = `<main><h1>Indoor Field Hockey</h1><p>Location: Granite Street Recreation Center, 310 Granite Street, Laurel, MD 20723</p>
      <h3>Youth Indoor Field Hockey (grades 3-8)</h3><p>Fee for all sessions: $60</p><ul><li>Tuesday, January 12</li><li>Tuesday, January 19</li><li>Tuesday, January 26</li><li>Tuesday, February 2</li></ul>
      <h3>Registration</h3><p>Registration deadline: Friday, January 8 (or when full)</p></main>`;
    const { events } = read('https://city.example/recreation/indoor-field-hockey', page, '<meta property="article:published_time" content="2026-11-10T08:00:00-05:00">');
    expect(events.map((event) => [event.details.startDate, event.details.endDate, event.details.eventType, event.details.registrationDeadline])).toEqual([['2027-01-12', '2027-02-02', 'Clinic', '2027-01-08']]);
    const town = `<main><h1>Youth Sports</h1><p>Instructional youth sports through the winter and spring, for every age.</p><h2>Field Hockey</h2>
      <h3>Winter Indoor Field Hockey – Grades 4-8</h3><p>Our indoor program is run together with the neighboring town's recreation department and moves the game onto a gym floor.</p><ul>
      <li>Sunday evenings, January 10 - February 28, 2027, 5:00-6:30 PM</li><li>Prospect Community School gymnasium, 12 Center Street, Prospect</li><li>$85 for residents, $105 for everyone else</li><li>Program #4106</li></ul>
      <p><a class="btn" href="https://rec.example/catalog/4106">Register for #4106</a></p>
      <h3>Mini Sticks – Ages 5-7</h3><p>Our youngest players learn to hold a stick and move the ball.</p><ul><li>Tuesdays, April 13 to May 18, 2027</li><li>Ives Farm Park</li><li>$55 residents</li></ul></main>`;
    const placed = read('https://town.example/parks/youth-sports', town, '<title>Youth Sports | Town of Cheshire, CT</title>').events;
    expect(placed.map((event) => [event.details.name, event.details.city, event.details.state, event.doubts])).toEqual([
      ['Winter Indoor Field Hockey – Grades 4-8', 'Prospect', 'CT', []],
      ['Mini Sticks – Ages 5-7', 'Cheshire', 'CT', ['place-site']],
    ]);
  });

  it('given a balance due before the registration close in one line, then the close is the deadline', () => {
    const { events } = read(
      'https://calendar.example/events/spring-break-camp',
      '<main><h1>Spring Break Field Hockey Camp</h1><p>March 29 – April 1, 2027</p><p>Brookside Complex, Newtown, PA</p><p>Full day $295. Half day $175. A $50 deposit is due at sign-up and the balance is due by March 1. Registration opens Monday, January 4. Registration closes Friday, March 19.</p></main>',
    );
    expect(events.map((event) => event.details.registrationDeadline)).toEqual(['2027-03-19']);
  });
});
