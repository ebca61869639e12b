import { parseDate } from '../read/dates.js';
import { spanFrom } from '../read/record.js';
import { pricedPerSession } from '../read/sessions.js';
import { normalizedName } from '../read/source-key.js';
import { isDateOnly } from '../read/text-clues.js';
import type { ScrapedEvent } from '../read/types.js';

const DAY_MS = 86_400_000;
/** A series has at least this many meetings, each a week after the one before. */
const MIN_MEETINGS = 3;

/** Words saying a program's meetings are signed up for together. */
const WHOLE_SERIES = /\b(?:league|series|weekly|every\s(?:mon|tues|wednes|thurs|fri|satur|sun)day|season|block|all\s(?:\w+\s)?(?:sessions|weeks|nights|meetings|dates)|for\sthe\s(?:whole|full|entire))\b/i;


/**
 * Where a program's meetings are listed: its page, or the folder of pages a platform gives each date of a series
 * ("/events/capital-indoor/1844201", "/events/capital-indoor/1844240": one occurrence a page).
 */
function listedUnder(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    const parts = url.pathname.split('/').filter((part) => part !== '');
    // An occurrence's page is named by its number or id: its folder lists the series.
    return parts.length >= 2 && /\d{3,}/.test(parts[parts.length - 1]) ? `${url.host}/${parts.slice(0, -1).join('/')}` : `${url.host}${url.pathname}${url.search}`;
  } catch {
    return pageUrl;
  }
}

const groupKey = (event: ScrapedEvent): string => [listedUnder(event.pageUrl), normalizedName(event.details.name), event.details.city.toLowerCase(), event.details.state].join('|');

/**
 * One page's meetings of one program, a week apart (a league's Sundays, a calendar's occurrences of a weekly clinic),
 * are one event from the first meeting to the last: families sign up for the series, and a listing per night would
 * list the same program eight times. Not when the page prices its meetings one by one ("$30 per session", "drop in"):
 * those are sessions, each its own event. Any other event as it is.
 */
export function weeklySeriesOf(events: readonly ScrapedEvent[]): ScrapedEvent[] {
  const groups = new Map<string, ScrapedEvent[]>();
  for (const event of events) {
    const key = groupKey(event);
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  const merged = new Map<ScrapedEvent, ScrapedEvent | null>();
  for (const group of groups.values()) {
    if (group.length < MIN_MEETINGS || group.some((event) => event.cancelled)) continue;
    const meetings = [...group].sort((a, b) => (a.details.startDate < b.details.startDate ? -1 : a.details.startDate > b.details.startDate ? 1 : 0));
    // Meetings are single days; the first may carry the series' own span, the text's "April 10 to May 22".
    const lastDay = meetings[meetings.length - 1].details.startDate;
    if (meetings.some((event, index) => event.details.endDate !== null && (index > 0 || event.details.endDate < lastDay))) continue;
    // A week apart or less (Tuesdays and Thursdays, never daily), or two when a week is skipped (a holiday); never the same day twice.
    const weekly = meetings.every((event, index) => {
      if (index === 0) return true;
      const gap = (Date.parse(event.details.startDate) - Date.parse(meetings[index - 1].details.startDate)) / DAY_MS;
      return gap >= 2 && gap <= 14;
    });
    const perSession = meetings.some((event) => pricedPerSession(event.details.description) || pricedPerSession(event.evidence.cost?.text));
    if (!weekly || perSession) continue;
    const [first] = meetings;
    const last = meetings[meetings.length - 1];
    const dates = first.evidence.dates ? { ...first.evidence.dates, meetings: meetings.length, text: `${first.details.startDate} – ${last.details.startDate}` } : undefined;
    // Signed up for as a whole only when the page says so (a league, a series, "all eight sessions"); else an admin decides.
    const whole = meetings.some((event) => WHOLE_SERIES.test(`${event.details.name} ${event.details.description ?? ''} ${event.evidence.cost?.text ?? ''}`.slice(0, 5_000)));
    const doubts = whole ? first.doubts : [...new Set([...first.doubts, 'series' as const])];
    // The page's own span of the series ("January 5 through February 23") may end after the last meeting it shows.
    const span = spanFrom(first.details.startDate, [first.details.description]);
    const stated = first.details.endDate ?? (span !== null && span >= last.details.startDate ? span : null);
    // Meetings of one program over weeks are a clinic, whatever a single meeting's day looked like alone (a day with no
    // kind named reads as a recruiting event); a kind the page names (a league's "Tournament") stays.
    const eventType = first.details.eventType === 'Recruiting Event' ? 'Clinic' : first.details.eventType;
    merged.set(first, { ...first, details: { ...first.details, eventType, endDate: stated ?? last.details.startDate }, evidence: dates ? { ...first.evidence, dates } : first.evidence, doubts });
    for (const other of meetings.slice(1)) merged.set(other, null);
  }
  return withMerged(events, merged);
}

/** Words saying each day of a span is signed up for on its own: "each training day is a separate registration". */
const SEPARATE_DAYS =
  /\b(?:each|every)\s(?:[\w-]+\s){0,2}(?:day|date|session|night|clinic|week)\s(?:is|has)\s(?:a\s)?(?:separate|its\sown)\s(?:registration|sign[\s-]?up|event)|\bno\spackage\sprice\b|\bregister(?:ed)?\sfor\seach\s(?:[\w-]+\s)?(?:day|date|session)\sseparately\b/i;
/** A day's registration closes at most this many days before it. */
const MAX_CLOSING_DAYS = 90;
/** A day alone on its line, as a table of dates gives it ("Sunday, January 10"), at most this long. */
const MAX_DAY_LINE = 48;

/**
 * An event whose dates span weeks ("Jan. 10 - Feb. 7") while its own text lists its days one per line and says each
 * is signed up for apart ("each training day is a separate registration"): one event per listed day, each with the
 * closing day written right after it (a table's "Registration closes" column). Only when the listed days begin on
 * the span's first day and end on its last: the list is then the span's own days. Any other event as it is.
 */
export function separateDaysOf(events: readonly ScrapedEvent[]): ScrapedEvent[] {
  return events.flatMap((event) => {
    const { startDate, endDate, description } = event.details;
    if (endDate === null || !description || !SEPARATE_DAYS.test(description.slice(0, 5_000))) return [event];
    const days: { date: string; text: string; closes: string | null }[] = [];
    for (const line of description.slice(0, 5_000).split('\n')) {
      if (line.length > MAX_DAY_LINE || !isDateOnly(line)) continue;
      const date = parseDate(line, startDate);
      const last = days[days.length - 1];
      if (date !== null && date >= startDate && date <= endDate && (!last || date > last.date)) {
        days.push({ date, text: line, closes: null });
        continue;
      }
      // A day shortly before the one listed above it, right after it: that day's closing ("Wednesday, January 6 at 11:59 PM").
      const closes = last && last.closes === null ? parseDate(line, startDate, last.date) : null;
      if (last && closes !== null && Date.parse(last.date) - Date.parse(closes) <= MAX_CLOSING_DAYS * DAY_MS) last.closes = closes;
    }
    if (days.length < 2 || days[0].date !== startDate || days[days.length - 1].date !== endDate) return [event];
    return days.map((day) => ({
      ...event,
      sourceKey: `${event.sourceKey}|${day.date}`,
      details: { ...event.details, startDate: day.date, endDate: null, registrationDeadline: day.closes ?? (event.details.registrationDeadline !== null && event.details.registrationDeadline <= day.date ? event.details.registrationDeadline : null) },
      evidence: { ...event.evidence, ...(event.evidence.dates ? { dates: { ...event.evidence.dates, text: day.text } } : {}) },
    }));
  });
}

/** The events with each merged group in place of its first member, its other members dropped (null). */
function withMerged(events: readonly ScrapedEvent[], merged: ReadonlyMap<ScrapedEvent, ScrapedEvent | null>): ScrapedEvent[] {
  return events.flatMap((event) => {
    const replaced = merged.get(event);
    return replaced === undefined ? [event] : replaced === null ? [] : [replaced];
  });
}

/** A tournament's days given row by row (its divisions' days) span at most this many days. */
const ROW_READERS = new Set(['table', 'blocks', 'labeled-text']);
const MAX_WEEKEND_DAYS = 4;

/**
 * One page's rows of one event at one place on days that follow each other (a tournament's divisions, "U12/U14 Sat
 * 1/16/27", "U16/U19 Sun 1/17/27") are one event over those days, not an event a day. Not when the page prices its
 * days one by one ("$30 per session", "drop in"). Any other event as it is.
 */
export function consecutiveDaysOf(events: readonly ScrapedEvent[]): ScrapedEvent[] {
  const groups = new Map<string, ScrapedEvent[]>();
  for (const event of events) groups.set(groupKey(event), [...(groups.get(groupKey(event)) ?? []), event]);
  const merged = new Map<ScrapedEvent, ScrapedEvent | null>();
  for (const group of groups.values()) {
    // Rows read from a page's text; a feed's or structured data's events are each one the organizer gave as such.
    if (group.length < 2 || group.length > MAX_WEEKEND_DAYS || group.some((event) => event.cancelled || event.details.endDate !== null || !ROW_READERS.has(event.evidence.dates?.rule ?? ''))) continue;
    const days = [...group].sort((a, b) => (a.details.startDate < b.details.startDate ? -1 : 1));
    const following = days.every((event, index) => index === 0 || Date.parse(event.details.startDate) - Date.parse(days[index - 1].details.startDate) === DAY_MS);
    const perSession = days.some((event) => pricedPerSession(event.details.description) || pricedPerSession(event.evidence.cost?.text));
    if (!following || perSession) continue;
    const [first] = days;
    const last = days[days.length - 1];
    const dates = first.evidence.dates ? { ...first.evidence.dates, text: `${first.details.startDate} – ${last.details.startDate}` } : undefined;
    // Its divisions together: the oldest level any day takes ("U12/U14" Saturday, "U16/U19" Sunday is U19).
    const ageLevel = days.map((event) => event.details.ageLevel).reduce((oldest, level) => (LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(oldest) ? level : oldest));
    merged.set(first, { ...first, details: { ...first.details, endDate: last.details.startDate, ageLevel }, evidence: dates ? { ...first.evidence, dates } : first.evidence });
    for (const other of days.slice(1)) merged.set(other, null);
  }
  return withMerged(events, merged);
}

/** Levels by age, 'All Ages' (none named) below any named one. */
const LEVEL_ORDER: readonly string[] = ['All Ages', 'U14', 'U16', 'U19', 'College'];
