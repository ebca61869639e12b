import ICAL from 'ical.js';
import { addDays } from '../../../platform/time/calendar-date.js';
import { htmlToText } from './page-text.js';
import { type RawRecord, rawRecord } from './raw-record.js';
import { icalSourceKey } from './source-key.js';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

const pad = (value: number): string => String(value).padStart(2, '0');

/** The calendar date of a time as written (with its TZID, or UTC `Z`): no time zone conversion. */
const dateOf = (time: Time): string => `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;

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
function lastDay(start: Time, event: Component): string | null {
  let end = timeValue(event, 'dtend');
  if (!end) {
    const duration = event.getFirstPropertyValue('duration');
    if (!(duration instanceof ICAL.Duration)) return null;
    end = start.clone();
    end.addDuration(duration);
  }
  const written = dateOf(end);
  const last = end.isDate || (isMidnight(end) && written > dateOf(start)) ? addDays(written, -1) : written;
  return last > dateOf(start) ? last : null;
}

/** A link in the description that registers ("register", "registration", "sign up"), if any. */
function registrationLinkIn(description: string | null): string | null {
  if (!description) return null;
  for (const match of description.matchAll(/https?:\/\/[^\s<>"')\]]+/gi)) {
    const around = description.slice(Math.max(0, match.index - 40), match.index + match[0].length);
    if (/regist|sign[\s-]?up/i.test(around)) return match[0].replace(/[.,;]+$/, '');
  }
  return null;
}

function recordOf(event: Component, feedUrl: string): RawRecord {
  const start = timeValue(event, 'dtstart');
  const rawDescription = textValue(event, 'description');
  const recurrence = timeValue(event, 'recurrence-id');
  const categories = event
    .getAllProperties('categories')
    .flatMap((property) => property.getValues())
    .filter((value): value is string => typeof value === 'string');
  return rawRecord(feedUrl, {
    name: textValue(event, 'summary'),
    dates: start ? dateOf(start) : null,
    endDate: start ? lastDay(start, event) : null,
    location: textValue(event, 'location'),
    description: rawDescription === null ? null : /<[a-z!/]/i.test(rawDescription) ? htmlToText(rawDescription) : rawDescription,
    text: categories.join(', '),
    registrationLink: registrationLinkIn(rawDescription),
    eventUrl: textValue(event, 'url'),
    cancelled: (textValue(event, 'status') ?? '').trim().toUpperCase() === 'CANCELLED',
    identifier: icalSourceKey(feedUrl, textValue(event, 'uid'), recurrence ? recurrence.toString() : null),
  });
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
export function icalRecords(text: string, feedUrl: string): RawRecord[] {
  const records: RawRecord[] = [];
  for (const calendar of calendarsIn(text)) {
    let events: Component[];
    try {
      events = calendar.name === 'vevent' ? [calendar] : calendar.getAllSubcomponents('vevent');
    } catch {
      continue;
    }
    for (const event of events) {
      try {
        records.push(recordOf(event, feedUrl));
      } catch {
        // One event with values ical.js cannot read does not spoil the feed.
      }
    }
  }
  return records;
}
