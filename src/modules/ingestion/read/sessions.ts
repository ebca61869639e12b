import type { RawRecord } from './raw-record.js';
import { hasDate, trimEndOf, trimStartOf } from './text-clues.js';

const SESSION_START = /\b(?:session|week)\s*(?:#\s?)?(?:\d{1,2}|[ivx]{1,4}|one|two|three|four|five|[a-e])\b|\b(?:first|second|third|fourth)\s+session\b/gi;

/** Several days of one month written as a list, no range: "January 10, 17 & 24, 2027", "Jan 9 and 16". */
const DAY_LIST = /\b([A-Za-z]{3,9})\.?\s(\d{1,2})((?:,\s?\d{1,2}){0,8}),?\s(?:&|and)\s(\d{1,2})(?!\d)(?:,?\s(\d{4}))?/;
const MONTH_NAME = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/** A price per meeting ("$30 per session", "$25/night", "per class"), dropping in, sessions sold apart; not "games at the end of every session". */
const PER_SESSION =
  /\$\s?\d[\d,.]*\s?(?:\/|per\s|each\s|a\s|every\s)(?:session|class|night|day|week|date|clinic)\b|\bper\s(?:session|class|night|clinic|date)\b|\bdrop[\s-]?ins?\b|\bsessions?\s(?:are|is)\s(?:sold|priced)\s(?:separately|individually)\b/i;

/** Whether a text prices an event's days one by one ("$30 per session", "drop-ins welcome"). */
export function pricedPerSession(text: string | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  const written = text.slice(0, 5_000);
  // "We are not able to offer drop-ins or per-session pricing": said not to be so.
  return [...written.matchAll(new RegExp(PER_SESSION.source, 'gi'))].some((match) => !NEGATED.test(written.slice(Math.max(0, match.index - 40), match.index)));
}
const NEGATED = /\b(?:no|not|never|without|n't)\b[^.;!?]*$/i;

/** Whether a record's days are sold one by one: its price is per session, or one may drop in. */
function soldBySession(record: RawRecord): boolean {
  return [record.cost, record.text, record.description].some(pricedPerSession);
}

const MONTH_THEN_DAYS = /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6})\.?\s(\d{1,2})\b((?:,?\s(?:and\s|&\s)?\d{1,2}\b(?!:))*)/gi;

/**
 * The days of a weekly program listed across months ("Saturdays: September 11, 18, 25, October 2, 9, 16, 23, 30,
 * 2027"): at least three days, each a week after the one before, as one range from the first to the last. Null
 * for any other list.
 */
export function weeklySeries(dates: string): string | null {
  const days: { month: string; day: number }[] = [];
  for (const match of dates.slice(0, 600).matchAll(MONTH_THEN_DAYS)) {
    days.push({ month: match[1], day: Number(match[2]) });
    for (const more of (match[3] ?? '').matchAll(/\d{1,2}/g)) days.push({ month: match[1], day: Number(more[0]) });
  }
  if (days.length < 3 || new Set(days.map((day) => day.month.toLowerCase())).size < 2) return null;
  const year = /\b(\d{4})\b/.exec(dates)?.[1];
  const order = MONTHS_ORDER;
  const serial = days.map((day) => order.indexOf(day.month.toLowerCase().slice(0, 3)) * 31 + day.day);
  // Each a week after the one before (months counted as 31 days: 6 to 8 days apart).
  if (!serial.every((value, index) => index === 0 || (value - serial[index - 1] >= 6 && value - serial[index - 1] <= 10))) return null;
  const first = days[0];
  const last = days[days.length - 1];
  return `${first.month} ${first.day} - ${last.month} ${last.day}${year ? `, ${year}` : ''}`;
}
const MONTHS_ORDER = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A record whose dates name several sessions ("Session 1: June 14-16; Session 2: July 7-9", one session a line) as
 * one record per session: the same name and facts, each its own dates. Any other record as it is.
 */
export function splitSessions(record: RawRecord): RawRecord[] {
  const dates = record.dates;
  if (!dates || record.endDate !== null || dates.length > 2_000) return [record];
  // A weekly program's days across months ("April 10, 17, 24, May 1, 8 & 15"): its last month's list is no event of its own.
  const series = weeklySeries(dates);
  if (series !== null && !soldBySession(record)) return [{ ...record, dates: series }];
  const list = DAY_LIST.exec(dates);
  if (list && MONTH_NAME.test(list[1]) && !/\d\s?[-–—]\s?\d/.test(dates.slice(0, list.index + list[0].length))) {
    const days = [list[2], ...list[3].split(',').map((day) => day.trim()).filter(Boolean), list[4]];
    const year = list[5] ? `, ${list[5]}` : '';
    // Days that follow each other ("June 12 & 13") are one event over them; others are sessions.
    const consecutive = days.every((day, index) => index === 0 || Number(day) === Number(days[index - 1]) + 1);
    if (consecutive) return [{ ...record, dates: `${list[1]} ${days[0]}-${days[days.length - 1]}${year}` }];
    // Days one signs up for one by one ("$30 per session", "drop in") are sessions; a series paid for as a whole is one event.
    if (!soldBySession(record)) return [{ ...record, dates: `${list[1]} ${days[0]}-${days[days.length - 1]}${year}` }];
    return days.map((day) => ({ ...record, dates: `${list[1]} ${day}${year}`, identifier: null }));
  }
  const starts = [...dates.matchAll(SESSION_START)].map((match) => match.index);
  if (starts.length < 2) return [record];
  const segments = starts.map((start, index) => dates.slice(start, starts[index + 1] ?? dates.length)).filter(hasDate);
  if (segments.length < 2) return [record];
  return segments.map((segment) => {
    const label = new RegExp(SESSION_START.source, 'i').exec(segment)?.[0] ?? '';
    return {
      ...record,
      // The label's number is no day: "Session 1: June 14-16" is June 14 to 16.
      dates: trimEndOf(trimStartOf(segment.slice(label.length), ' :.-–—)'), ';, '),
      registrationDeadline: sessionDeadline(record.registrationDeadline, label),
      registrationLink: sessionLink(record, label),
      identifier: null,
    };
  });
}

/** The button registering for this session when the block has one per session ("Register for Week 2"). */
function sessionLink(record: RawRecord, label: string): string | null {
  const wanted = label.toLowerCase().replace(/\s+/g, ' ').trim();
  const own = wanted === '' ? undefined : record.registrationLinks?.find((link) => new RegExp(String.raw`\b${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`).test(link.text.toLowerCase().replace(/\s+/g, ' ')));
  return own?.href ?? record.registrationLink;
}

/** A deadline written per session ("June 7 for Session 1 and by June 30 for Session 2"): the part naming this one. */
function sessionDeadline(deadline: string | null, label: string): string | null {
  if (!deadline || label === '') return deadline;
  const wanted = label.toLowerCase().replace(/\s+/g, ' ');
  const parts = deadline.split(/;|,|\band\b/);
  const own = parts.find((part) => part.toLowerCase().replace(/\s+/g, ' ').includes(wanted) && hasDate(part));
  return own ?? deadline;
}
