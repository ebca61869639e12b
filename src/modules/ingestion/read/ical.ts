import ICAL from 'ical.js';
import { addDays } from '../../../platform/time/calendar-date.js';
import { htmlToText } from './page-text.js';
import { trimEndOf } from './text-clues.js';
import { type RawRecord, rawRecord } from './raw-record.js';
import { icalSourceKey } from './source-key.js';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

const pad = (value: number): string => String(value).padStart(2, '0');

/** Where events are when a feed gives times in UTC and names no zone of its own. */
const DEFAULT_ZONE = 'America/New_York';
/** Occurrences of a repeating event listed at most, from today on, within a year. */
const MAX_OCCURRENCES = 52;

const written = (time: Time): string => `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;

/** The calendar day of a time in a zone (yyyy-MM-dd), or null for a zone the runtime does not know. */
function dayIn(instant: Date, zone: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
    const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  } catch {
    return null;
  }
}

/**
 * The event's own calendar day of a time: a date or a local time (with its TZID, or floating) as written; a UTC time
 * (`Z`) on the feed's calendar (`X-WR-TIMEZONE`, else US Eastern), so an evening event is not moved to the next day.
 */
function dateOf(time: Time, zone: string): string {
  if (time.isDate || time.zone?.tzid !== 'UTC') return written(time);
  return dayIn(time.toJSDate(), zone) ?? written(time);
}

const isMidnight = (time: Time): boolean => time.hour === 0 && time.minute === 0 && time.second === 0;

function timeValue(component: Component, name: string): Time | null {
  const value = component.getFirstPropertyValue(name);
  return value instanceof ICAL.Time ? value : null;
}

function textValue(component: Component, name: string): string | null {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The last day of an event from DTSTART and DTEND (or DURATION). An all-day DTEND is exclusive (DTSTART 20260614,
 * DTEND 20260617: the 14th to the 16th), and so is a timed one at midnight; any other timed end is its own day.
 */
function lastDay(start: Time, event: Component, zone: string): string | null {
  let end = timeValue(event, 'dtend');
  if (!end) {
    const duration = event.getFirstPropertyValue('duration');
    if (!(duration instanceof ICAL.Duration)) return null;
    end = start.clone();
    end.addDuration(duration);
  }
  const endDay = dateOf(end, zone);
  const startDay = dateOf(start, zone);
  const last = end.isDate || (isMidnight(end) && endDay > startDay) ? addDays(endDay, -1) : endDay;
  return last > startDay ? last : null;
}

/** A link in the description that registers ("register", "registration", "sign up"), if any. */
function registrationLinkIn(description: string | null): string | null {
  if (!description) return null;
  for (const match of description.matchAll(/https?:\/\/[^\s<>"')\]]+/gi)) {
    const around = description.slice(Math.max(0, match.index - 40), match.index + match[0].length);
    if (/regist|sign[\s-]?up/i.test(around)) return trimEndOf(match[0], '.,;');
  }
  return null;
}

/** Who the feed's text says runs the event: the ORGANIZER's common name. */
function organizerOf(event: Component): string | null {
  const property = event.getFirstProperty('organizer');
  const name = property?.getParameter('cn');
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

function recordOf(event: Component, feedUrl: string, zone: string, calendarName: string | null, occurrence?: { start: Time; key: string }): RawRecord {
  const start = occurrence?.start ?? timeValue(event, 'dtstart');
  const rawDescription = textValue(event, 'description');
  const recurrence = timeValue(event, 'recurrence-id');
  const categories = event
    .getAllProperties('categories')
    .flatMap((property) => property.getValues())
    .filter((value): value is string => typeof value === 'string');
  const description = rawDescription === null ? null : /<[a-z!/]/i.test(rawDescription) ? htmlToText(rawDescription) : rawDescription;
  let endDate: string | null = null;
  if (start) {
    const first = timeValue(event, 'dtstart');
    // An occurrence lasts as long as the series' first one.
    const shifted = occurrence && first ? lastDayOfOccurrence(first, start, event, zone) : lastDay(start, event, zone);
    endDate = shifted;
  }
  const organizer = organizerOf(event);
  return rawRecord(feedUrl, {
    name: textValue(event, 'summary'),
    dates: start ? dateOf(start, zone) : null,
    endDate,
    location: textValue(event, 'location'),
    description,
    text: [categories.join(', '), organizer ? `Hosted by ${organizer}` : ''].filter((part) => part !== '').join('\n'),
    cost: description,
    ages: description,
    registrationDeadline: description,
    registrationLink: registrationLinkIn(rawDescription),
    eventUrl: textValue(event, 'url'),
    cancelled: (textValue(event, 'status') ?? '').trim().toUpperCase() === 'CANCELLED',
    identifier: icalSourceKey(feedUrl, textValue(event, 'uid'), occurrence ? occurrence.key : recurrence ? recurrence.toString() : null),
    sport: categories.length > 0 ? categories.join('\n') : null,
    pageTopic: calendarName,
    organizer,
  });
}

/** The last day of one occurrence of a series: as many days after its start as the first occurrence's. */
function lastDayOfOccurrence(first: Time, start: Time, event: Component, zone: string): string | null {
  const firstLast = lastDay(first, event, zone);
  if (firstLast === null) return null;
  const length = Math.round((Date.parse(firstLast) - Date.parse(dateOf(first, zone))) / 86_400_000);
  return length > 0 ? addDays(dateOf(start, zone), length) : null;
}

/** The occurrences of a repeating event (RRULE, RDATE) from `today` on, within a year, at most 52. */
function occurrencesOf(event: Component, zone: string, today: string): { start: Time; key: string }[] {
  const series = new ICAL.Event(event);
  const iterator = series.iterator();
  const horizon = addDays(today, 366);
  const found: { start: Time; key: string }[] = [];
  for (let steps = 0; steps < 2_000 && found.length < MAX_OCCURRENCES; steps++) {
    const next = iterator.next();
    if (!next) break;
    const day = dateOf(next, zone);
    if (day > horizon) break;
    if (day >= today) found.push({ start: next, key: next.toString() });
  }
  return found;
}

/** The components (calendars) of a feed: none when it does not parse. */
function calendarsIn(text: string): Component[] {
  if (!/BEGIN:/i.test(text)) return [];
  try {
    const parsed: unknown = ICAL.parse(text);
    if (!Array.isArray(parsed) || parsed.length === 0) return [];
    const list: unknown[] = Array.isArray(parsed[0]) ? parsed : [parsed];
    return list.filter((jcal): jcal is unknown[] => Array.isArray(jcal) && typeof jcal[0] === 'string').map((jcal) => new ICAL.Component(jcal));
  } catch {
    return [];
  }
}

/**
 * The events (VEVENTs) of an iCalendar feed. A feed that does not parse gives none, as does an event whose values
 * do not. Dates are the calendar dates as written: an all-day event's exclusive DTEND is the day after its last.
 */
export function icalRecords(text: string, feedUrl: string, today?: string): RawRecord[] {
  const records: RawRecord[] = [];
  for (const calendar of calendarsIn(text)) {
    const declared = calendar.getFirstPropertyValue('x-wr-timezone');
    const zone = typeof declared === 'string' && dayIn(new Date(0), declared) !== null ? declared : DEFAULT_ZONE;
    const named = calendar.getFirstPropertyValue('x-wr-calname');
    const calendarName = typeof named === 'string' && named.trim() !== '' ? named.slice(0, 200) : null;
    let events: Component[];
    try {
      events = calendar.name === 'vevent' ? [calendar] : calendar.getAllSubcomponents('vevent');
    } catch {
      continue;
    }
    for (const event of events) {
      try {
        const repeats = today !== undefined && (event.hasProperty('rrule') || event.hasProperty('rdate')) && !event.hasProperty('recurrence-id');
        if (repeats) records.push(...occurrencesOf(event, zone, today).map((occurrence) => recordOf(event, feedUrl, zone, calendarName, occurrence)));
        else records.push(recordOf(event, feedUrl, zone, calendarName));
      } catch {
        // One event with values ical.js cannot read does not spoil the feed.
      }
    }
  }
  return records;
}
