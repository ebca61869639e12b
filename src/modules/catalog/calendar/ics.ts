import ICAL from 'ical.js';
import { addDays } from '../../../platform/time/calendar-date.js';
import type { EventDetails } from '../events/event-details.js';

/** One event as it goes into a calendar file. */
export interface CalendarEntry {
  id: string;
  details: EventDetails;
  isCancelled: boolean;
}

const PRODUCT_ID = '-//Field Hockey Events//Catalog//EN';
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const MAX_FILE_STEM = 80;

/**
 * An RFC 5545 calendar holding one all-day VEVENT per entry. UIDs are derived from the event id and the
 * site's host, so downloading again updates the event in the user's calendar instead of duplicating it.
 * `refresh` (an ISO 8601 duration such as PT1H): how often a subscribed calendar app should fetch it again
 * (RFC 7986 REFRESH-INTERVAL, and Outlook's X-PUBLISHED-TTL).
 */
export function calendarFile(entries: readonly CalendarEntry[], options: { publicUrl: string; now: Date; name?: string; refresh?: string }): string {
  const host = new URL(options.publicUrl).hostname;
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', PRODUCT_ID);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  if (options.name !== undefined) calendar.addPropertyWithValue('x-wr-calname', options.name);
  if (options.refresh !== undefined) {
    calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString(options.refresh));
    calendar.addPropertyWithValue('x-published-ttl', options.refresh);
  }
  const stamp = ICAL.Time.fromJSDate(options.now, true);
  for (const entry of entries) calendar.addSubcomponent(calendarEvent(entry, host, stamp));
  return fold(calendar.toString());
}

function calendarEvent({ id, details, isCancelled }: CalendarEntry, host: string, stamp: ICAL.Time): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', `${id}@${host}`);
  event.addPropertyWithValue('dtstamp', stamp);
  event.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(details.startDate));
  // DTEND of an all-day event is exclusive: the day after the last day.
  event.addPropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(details.endDate ?? details.startDate, 1)));
  event.addPropertyWithValue('summary', details.name);
  event.addPropertyWithValue('location', `${details.city}, ${details.state}`);
  event.addPropertyWithValue('description', descriptionOf(details));
  if (details.registrationLink !== null) event.addPropertyWithValue('url', details.registrationLink);
  event.addPropertyWithValue('status', isCancelled ? 'CANCELLED' : 'CONFIRMED');
  return event;
}

/** The event's own text, then the facts a calendar has no field for, one per line. */
function descriptionOf(details: EventDetails): string {
  const facts = [
    details.organizer !== null ? `Organizer: ${details.organizer}` : null,
    details.registrationLink !== null ? `Registration: ${details.registrationLink}` : null,
    details.registrationDeadline !== null ? `Registration deadline: ${details.registrationDeadline}` : null,
    `Cost: ${costText(details.cost)}`,
  ].filter((line) => line !== null);
  return [...(details.description !== null ? [details.description, ''] : []), ...facts].join('\n');
}

function costText(cost: number | null): string {
  if (cost === null) return 'Contact the organizer';
  if (cost === 0) return 'Free';
  const cents = Number.isInteger(cost) ? 0 : 2;
  return cost.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents, maximumFractionDigits: 2 });
}

/**
 * Re-folds ical.js output to RFC 5545: ical.js puts up to 75 octets after the leading space of a continuation
 * line (76 in all) and leaves the last line without its CRLF. Escaped TEXT never holds a raw line break, so
 * CRLF + space only ever marks a fold.
 */
function fold(text: string): string {
  return text
    .replaceAll(`${CRLF} `, '')
    .split(CRLF)
    .map(foldLine)
    .join(CRLF)
    .concat(CRLF);
}

/** Splits between characters (never inside one's UTF-8 bytes) so every physical line is at most 75 octets. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join(CRLF);
}

/**
 * The download's file name (spec: event name lowercased, non-alphanumerics replaced by hyphens, ending .ics).
 * Accents are dropped first so "Clínica de Otoño" reads "clinica-de-otono", not "cl-nica-de-oto-o".
 */
export function calendarFileName(eventName: string): string {
  const stem = eventName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, MAX_FILE_STEM)
    .replace(/-$/, '');
  return `${stem || 'event'}.ics`;
}
