import type { Route } from '../support/fixture-site.js';

/** Organizers' sites as the scraper integration tests serve them on 127.0.0.1, one strategy per path. */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "July 7, 2027" from 2027-07-07. */
export function usDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "7/7/2027" from 2027-07-07. */
export function slashDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${month}/${day}/${year}`;
}

const html = (title: string, body: string, head = '') => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`,
});

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

export interface JsonLdEvent {
  slug: string;
  name: string;
  startDate: string;
  endDate?: string;
  city: string;
  region: string;
  price: number | string;
  description?: string;
  cancelled?: boolean;
}

/** A listing page linking to one detail page per event, each carrying its schema.org Event in JSON-LD. */
export function jsonLdSite(events: JsonLdEvent[]): Record<string, Route> {
  const routes: Record<string, Route> = {
    '/jsonld/events': html(
      'Upcoming events | Fixture Hockey',
      `<h1>Upcoming events</h1><ul>${events.map((event) => `<li><a href="/jsonld/events/${event.slug}">${event.name}</a></li>`).join('')}</ul>
       <a href="/jsonld/about">About us</a> <img src="/jsonld/logo.png" alt="logo">`,
    ),
    '/jsonld/about': html('About', '<h1>About</h1><p>Not an event page.</p>'),
  };
  for (const event of events) {
    routes[`/jsonld/events/${event.slug}`] = html(
      `${event.name} | Fixture Hockey`,
      `<h1>${event.name}</h1><p>${event.description ?? ''}</p>`,
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', name: 'Fixture Hockey' },
          {
            '@type': 'SportsEvent',
            '@id': `https://fixture.example/events/${event.slug}#event`,
            name: event.name,
            startDate: event.startDate,
            endDate: event.endDate ?? event.startDate,
            description: event.description,
            eventStatus: event.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
            location: { '@type': 'Place', name: 'Turf Field', address: { '@type': 'PostalAddress', addressLocality: event.city, addressRegion: event.region } },
            offers: { '@type': 'Offer', price: event.price, priceCurrency: 'USD', url: `https://register.example/${event.slug}` },
          },
        ],
      }),
    );
  }
  return routes;
}

/** An iCalendar feed with an all-day and a timed event. */
export function icalFeed(allDay: { start: string; endExclusive: string }, timed: { date: string }): Record<string, Route> {
  const compact = (iso: string) => iso.replaceAll('-', '');
  return {
    '/feed/calendar.ics': {
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Fixture//Hockey//EN',
        'X-WR-CALNAME:Fixture Field Hockey',
        'BEGIN:VEVENT',
        'UID:winter-indoor-clinic@fixture.example',
        `DTSTAMP:${compact(allDay.start)}T000000Z`,
        `DTSTART;VALUE=DATE:${compact(allDay.start)}`,
        `DTEND;VALUE=DATE:${compact(allDay.endExclusive)}`,
        'SUMMARY:Winter Indoor Clinic',
        'LOCATION:Turf Dome\\, Lancaster\\, PA',
        'URL:https://register.example/winter-clinic',
        'DESCRIPTION:Indoor skills clinic for ages 12-14.',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:college-id-camp@fixture.example',
        `DTSTAMP:${compact(timed.date)}T000000Z`,
        `DTSTART;TZID=America/New_York:${compact(timed.date)}T090000`,
        `DTEND;TZID=America/New_York:${compact(timed.date)}T170000`,
        'SUMMARY:College ID Camp',
        'LOCATION:Princeton\\, New Jersey',
        'DESCRIPTION:For high school players\\, grades 9-12. Cost $350.',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    },
  };
}

/** A schedule table whose columns are in an unusual order; one row has no state. */
export function tableSite(rows: { name: string; date: string; location: string; cost: string }[]): Record<string, Route> {
  return {
    '/table/schedule': html(
      'Field hockey tournament schedule',
      `<h1>Field hockey tournament schedule</h1>
       <table><thead><tr><th>Location</th><th>Event</th><th>Cost</th><th>Dates</th></tr></thead>
       <tbody>${rows.map((row) => `<tr><td>${row.location}</td><td>${row.name}</td><td>${row.cost}</td><td>${row.date}</td></tr>`).join('')}</tbody></table>`,
    ),
  };
}

/** One event described with labels, as many small organizers write them. */
export function labeledTextSite(event: { name: string; dates: string; deadline: string }): Record<string, Route> {
  return {
    '/camps/summer-id-camp': html(
      `${event.name} | Fixture Field Hockey Camps`,
      `<h1>${event.name}</h1>
       <p><strong>Dates:</strong> ${event.dates}</p>
       <p><strong>Location:</strong> Bryn Mawr College, Bryn Mawr, PA 19010</p>
       <p><strong>Cost:</strong> $1,400</p>
       <p><strong>Grades:</strong> 9-12</p>
       <p><strong>Registration deadline:</strong> ${event.deadline}</p>
       <p><a href="https://register.example/summer-id-camp">Register now</a></p>`,
    ),
  };
}

/** A page whose events are put in by JavaScript a moment after it loads. */
export function scriptedSite(event: { name: string; date: string }): Record<string, Route> {
  const rows = `<table><tr><th>Date</th><th>Event</th><th>Location</th><th>Cost</th></tr><tr><td>${event.date}</td><td>${event.name}</td><td>Richmond, VA</td><td>Free</td></tr></table>`;
  return {
    '/scripted/events': html(
      'Field hockey events',
      `<h1>Field hockey events</h1><div id="app">Loading…</div>
       <script>setTimeout(function () { document.getElementById('app').innerHTML = ${JSON.stringify(rows)}; }, 300);</script>`,
    ),
  };
}

/** A page that never finishes loading (a script that never arrives), and redirects to refused addresses. */
export function hostileSite(): Record<string, Route> {
  return {
    '/slow': html('Slow', '<h1>Slow</h1><script src="/never"></script>'),
    '/never': { hang: true },
    '/to-metadata': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' }, body: '' },
    '/to-private': { status: 302, headers: { location: 'http://10.0.0.1/events' }, body: '' },
  };
}
