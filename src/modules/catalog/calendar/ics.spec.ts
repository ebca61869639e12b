import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import type { EventDetails } from '../events/event-details.js';
import { type CalendarEntry, calendarFile, calendarFileName } from './ics.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const publicUrl = 'https://fieldhockey.example:8443/app';
const showcase: EventDetails = {
  name: 'Spring Showcase',
  description: 'Two days of games in front of college coaches.',
  eventType: 'Showcase',
  startDate: '2026-04-10',
  endDate: '2026-04-12',
  registrationDeadline: '2026-03-31',
  city: 'Lancaster',
  state: 'PA',
  cost: 1400,
  ageLevel: 'U19',
  organizer: 'Lineup',
  isIndoor: false,
  registrationLink: 'https://lineup.example/register?event=spring&year=2026',
};
const entry = (details: Partial<EventDetails>, rest: Partial<CalendarEntry> = {}): CalendarEntry => ({
  id: '3f2b8c1e-5a4d-4e6f-8a7b-1c2d3e4f5a6b',
  details: { ...showcase, ...details },
  isCancelled: false,
  ...rest,
});

const parsed = (ics: string): ICAL.Component => new ICAL.Component(ICAL.parse(ics) as unknown[]);
const eventsOf = (ics: string): ICAL.Component[] => parsed(ics).getAllSubcomponents('vevent');
const onlyEvent = (ics: string): ICAL.Component => {
  const events = eventsOf(ics);
  expect(events).toHaveLength(1);
  return events[0];
};
const text = (event: ICAL.Component, name: string): unknown => event.getFirstPropertyValue(name);
const day = (event: ICAL.Component, name: string): { isDate: boolean; value: string } => {
  const time = event.getFirstPropertyValue(name) as ICAL.Time;
  return { isDate: time.isDate, value: time.toString() };
};

describe('calendar file', () => {
  it('given a multi-day event, when written, then every property reads back as the event says', () => {
    const ics = calendarFile([entry({})], { publicUrl, now, name: 'My saved events' });
    const calendar = parsed(ics);
    expect(text(calendar, 'version')).toBe('2.0');
    expect(text(calendar, 'prodid')).toBe('-//Field Hockey Events//Catalog//EN');
    expect(text(calendar, 'calscale')).toBe('GREGORIAN');
    expect(text(calendar, 'method')).toBe('PUBLISH');
    expect(text(calendar, 'x-wr-calname')).toBe('My saved events');
    const event = onlyEvent(ics);
    expect(text(event, 'uid')).toBe('3f2b8c1e-5a4d-4e6f-8a7b-1c2d3e4f5a6b@fieldhockey.example');
    expect((event.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate()).toEqual(now);
    expect(ics).toContain('DTSTAMP:20260301T100000Z\r\n');
    expect(day(event, 'dtstart')).toEqual({ isDate: true, value: '2026-04-10' });
    expect(day(event, 'dtend')).toEqual({ isDate: true, value: '2026-04-13' });
    expect(ics).toContain('DTSTART;VALUE=DATE:20260410\r\n');
    expect(text(event, 'summary')).toBe('Spring Showcase');
    expect(text(event, 'location')).toBe('Lancaster, PA');
    expect(text(event, 'description')).toBe(
      [
        'Two days of games in front of college coaches.',
        '',
        'Organizer: Lineup',
        'Registration: https://lineup.example/register?event=spring&year=2026',
        'Registration deadline: 2026-03-31',
        'Cost: $1,400',
      ].join('\n'),
    );
    expect(text(event, 'url')).toBe('https://lineup.example/register?event=spring&year=2026');
    expect(text(event, 'status')).toBe('CONFIRMED');
  });

  it('given a one-day free event without optional details, when written, then it ends the next day and says only the cost', () => {
    const event = onlyEvent(
      calendarFile([entry({ endDate: null, description: null, organizer: null, registrationLink: null, registrationDeadline: null, cost: 0 })], {
        publicUrl,
        now,
      }),
    );
    expect(day(event, 'dtstart')).toEqual({ isDate: true, value: '2026-04-10' });
    expect(day(event, 'dtend')).toEqual({ isDate: true, value: '2026-04-11' });
    expect(text(event, 'description')).toBe('Cost: Free');
    expect(event.hasProperty('url')).toBe(false);
  });

  it('given a one-day event on the last day of a month, when written, then DTEND rolls over to the next month', () => {
    const event = onlyEvent(calendarFile([entry({ startDate: '2026-02-28', endDate: null, registrationDeadline: null })], { publicUrl, now }));
    expect(day(event, 'dtend')).toEqual({ isDate: true, value: '2026-03-01' });
  });

  it('given no calendar name, when written, then there is no X-WR-CALNAME', () => {
    expect(parsed(calendarFile([entry({})], { publicUrl, now })).hasProperty('x-wr-calname')).toBe(false);
  });

  it('given costs to contact the organizer and with cents, when written, then the description says so', () => {
    const [contact, cents] = eventsOf(calendarFile([entry({ cost: null }), entry({ cost: 75.5 }, { id: 'other' })], { publicUrl, now }));
    expect(text(contact, 'description')).toMatch(/\nCost: Contact the organizer$/);
    expect(text(cents, 'description')).toMatch(/\nCost: \$75\.50$/);
  });

  it('given a cancelled event, when written, then its status is CANCELLED', () => {
    expect(text(onlyEvent(calendarFile([entry({}, { isCancelled: true })], { publicUrl, now })), 'status')).toBe('CANCELLED');
  });

  it('given text with commas, semicolons, newlines and accents, when written, then it is escaped and reads back unchanged', () => {
    const name = 'Clínica de Otoño; niñas, U16 — sesión única';
    const description = 'Día 1: técnica, táctica; porteras.\nDía 2: partidos.\n\nInscripción abierta: ¡ya!';
    const ics = calendarFile([entry({ name, description, city: 'San José, Centro', organizer: 'Señora Muñoz; Asociación' })], { publicUrl, now });
    const event = onlyEvent(ics);
    expect(text(event, 'summary')).toBe(name);
    expect(text(event, 'location')).toBe('San José, Centro, PA');
    expect(text(event, 'description')).toBe(
      `${description}\n\nOrganizer: Señora Muñoz; Asociación\nRegistration: ${showcase.registrationLink}\nRegistration deadline: 2026-03-31\nCost: $1,400`,
    );
    expect(ics).toContain('SUMMARY:Clínica de Otoño\\; niñas\\, U16');
    expect(ics).toContain('\\n');
  });

  it('given long multi-byte text, when written, then every line ends in CRLF and none exceeds 75 octets', () => {
    const description = 'Ñandú árbol canción pingüino — 🏑 '.repeat(40);
    const ics = calendarFile([entry({ description: description.trim(), name: 'É'.repeat(120) })], { publicUrl, now, name: 'Mis eventos guardados' });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => Buffer.byteLength(line) >= 74)).toBe(true);
    expect(String(text(onlyEvent(ics), 'description')).split('\n')[0]).toBe(description.trim());
    expect(text(onlyEvent(ics), 'summary')).toBe('É'.repeat(120));
  });

  it('given several entries, when written twice, then each has its own UID and the UIDs are the same both times', () => {
    const entries = [entry({}, { id: 'a1' }), entry({ name: 'Fall Clinic' }, { id: 'b2' }), entry({}, { id: 'c3' })];
    const uids = (ics: string) => eventsOf(ics).map((event) => text(event, 'uid'));
    const first = uids(calendarFile(entries, { publicUrl, now }));
    expect(first).toEqual(['a1@fieldhockey.example', 'b2@fieldhockey.example', 'c3@fieldhockey.example']);
    expect(uids(calendarFile(entries, { publicUrl, now: new Date('2026-05-01T00:00:00.000Z') }))).toEqual(first);
  });

  it('given no entries, when written, then it is a valid empty calendar', () => {
    const ics = calendarFile([], { publicUrl, now });
    expect(eventsOf(ics)).toEqual([]);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
  });
});

describe('calendar file name', () => {
  it.each([
    ['Spring Showcase 2026', 'spring-showcase-2026.ics'],
    ['  U16 ID Camp: "Elite" (Day 1/2)!! ', 'u16-id-camp-elite-day-1-2.ics'],
    ['Clínica de Otoño', 'clinica-de-otono.ics'],
    ['Über—Straße', 'uber-stra-e.ics'],
    ['---', 'event.ics'],
    ['', 'event.ics'],
    ['🏑🏑', 'event.ics'],
  ])('given the event name %j, when naming the download, then it is %j', (name, expected) => {
    expect(calendarFileName(name)).toBe(expected);
  });

  it('given a very long name, when naming the download, then the stem is at most 80 characters and ends without a hyphen', () => {
    const fileName = calendarFileName(`${'a'.repeat(79)} b ${'c'.repeat(50)}`);
    expect(fileName).toBe(`${'a'.repeat(79)}.ics`);
    expect(calendarFileName('x'.repeat(200))).toBe(`${'x'.repeat(80)}.ics`);
  });
});
