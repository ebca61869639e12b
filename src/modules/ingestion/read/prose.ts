import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { EVIDENCE_TEXT } from './evidence.js';
import { oneLine } from './page-text.js';
import { placeOfCity, placeOfZip } from '../../../platform/places/us-places.js';
import { STATE_NAMES, parsePlace } from './places.js';
import { type RawRecord, rawRecord } from './raw-record.js';
import { notAnEventName } from './event-name.js';
import { isEventHeading } from './page-title.js';
import { pricedPerSession } from './sessions.js';
import { sportsIn } from './sport.js';
import { venueAddresses } from './venues.js';
import { deadlineAt, hasDate, isDeadlineText, isPublishedText } from './text-clues.js';
import type { Doubt, Evidence, EvidenceOf } from './types.js';

/**
 * Events told in sentences (a town's program page, a newspaper's announcement, a college's news story), read as a
 * person reads them: sentence by sentence, in order. A sentence naming an event ("the Coastal Field Hockey Play
 * Day") opens it; the sentences after it give its days, its place, its price, who it is for and its deadline,
 * until another event is named. What only a deadline, a registration opening, a refund or a story's date says is
 * never an event's day. Every event read this way is a draft: sentences say less plainly than fields what each
 * value is.
 */

export const PROSE_DOUBT: Doubt = 'prose';

/** The blocks of text read as prose, and the most of them (a hostile page is cut long before). */
const TEXT_BLOCKS = 'h1, h2, h3, h4, p, li, td, blockquote, dd, div';
/** Blocks that hold a sentence of their own; a `div` counts only when no other block is inside it (a builder's paragraph). */
const INNER_BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, td, blockquote, dd, div, ul, ol, table, section, article';
const MAX_BLOCKS = 400;
const MAX_BLOCK = 2_000;
const MAX_SENTENCES = 1_500;

const KIND = String.raw`(?:Mini[-\s]Camps?|Camps?|Clinics?|Showcases?|Tournaments?|Play\s?Days?|Playdays?|Festivals?|Classic|Invitational|Cup|League|Series|Championships?|Jamboree|Combine|Tryouts?|Academy|Program|Shoot-?outs?|Days?|Weeks?|Weekends?)(?:\s(?:Day|Weekend|Week))?`;
/** A name: capitalized words (and the small words between them) ending in the kind of event ("Future College Athlete Clinic"). */
const NAMED_EVENT = new RegExp(String.raw`(?:[A-Z0-9][\w'’&.-]{0,30}\s(?:(?:of|the|and|for|&|at|on|de|in|-|–)\s){0,2}){1,7}${KIND}\b`, 'g');
/** Words that open a sentence or a dateline, not a name. */
const NOT_NAME_START = /^(?:The|This|That|These|Our|Its|Their|A|An|Each|Every|All|Any|New|Annual|Register|Registration|Sign|Join|Come|Youth\sand|Local|Area|Girls\sand|Boys\sand|Both|When|Where|Last|Next|In|On|At|For|From|With|If|To|Will|Hosts?|Hosting|Announces?|Presents?|Holds?|Offers?|Opens?|Launch(?:es)?|Returns?|Slates?|Sets?|Welcomes?|Plans?|Brings?|Adds?|Unveils?)\s/;
/** A sentence telling another session of the event told before ("a high school session of the camp", "a second week"). */
/** A line led by its town ("Cary, N.C. – Saturday, April 10, ..."): an edition of the event told in that town. */
const PLACE_LEAD = /^[A-Z][A-Za-z.' ]{1,30},\s?[A-Z][A-Za-z.]{1,13}\s?[–—:-]\s/;
const ANOTHER_SESSION = /\b(?:sessions?|weeks?)\sof\s(?:the|this|our)\s(?:camp|clinic|program|academy)\b|\b(?:second|another|later|additional|third)\s(?:session|week)\b|\b(?:session|week)\s(?:[2-9]|ii|iii|iv|two|three|four|b|c)\b/i;
/** A headline's subject and its verb before the event's name ("Riverside Hosts", "Chapter to Host"). */
const HOLDER_VERB = /^.*\s(?:to\s)?(?:Hosts?|Hosting|Announces?|Presents?|Holds?|Offers?|Launch(?:es)?|Welcomes?|Brings?|Unveils?|Slates?)\s(?=[A-Z0-9])/;
/** A time of day ("4:30 p.m.", "at 9 am"): a sentence giving one tells when on a day, not which day. */
/**
 * The state of a page that names none, from the towns it speaks of: the one state every town named after "in" or "at"
 * or in a story's dateline that only one state has belongs to ("Sea Isle City", "Marmora", "Cape May Court House": New Jersey). None when such
 * towns point at several states, or there are none.
 */
function statesOfUniqueTowns(texts: readonly string[]): string[] {
  const states = new Set<string>();
  for (const text of texts.slice(0, 400)) {
    // A story's dateline names its town as "in" does ("GILFORD — Lakes Region Youth Field Hockey is …").
    const dateline = DATELINE.exec(text)?.[1];
    const towns = [...(dateline ? [titleCase(dateline)] : []), ...[...text.slice(0, 600).matchAll(IN_TOWN)].map((match) => match[1])];
    for (const named of towns) {
      const words = named.split(' ');
      for (let length = words.length; length >= 1; length--) {
        const town = words.slice(0, length).join(' ');
        if (town.length < MIN_UNIQUE_TOWN) continue;
        const holding = ALL_STATES.filter((state) => placeOfCity(town, state) !== null);
        if (holding.length === 1) {
          states.add(holding[0]);
          break;
        }
        if (holding.length > 1) break;
      }
    }
  }
  return states.size === 1 ? [...states] : [];
}

/** "SEA ISLE CITY" as a town's name is written: "Sea Isle City". */
const titleCase = (capitals: string): string => capitals.toLowerCase().replace(/(^|[\s'’-])([a-z])/g, (_whole, before: string, letter: string) => `${before}${letter.toUpperCase()}`);

/** A dateline opening a story: its town in capitals, maybe its state as newspapers abbreviate it, and a dash. */
const DATELINE = /^([A-Z][A-Z.'’]+(?:\s[A-Z][A-Z.'’]+){0,3})(?:,\s([A-Z][A-Za-z.]{1,12}))?\s?(?:—|–|--|-)\s(?=[A-Z][a-z'’]|[A-Z]\s[a-z]|\d)/;
/** Whether a sentence opens with a dateline: a town in capitals before the story's own words, not a flyer's heading ("SPRING CLINIC – GRADES 2–6"). */
const isDateline = (sentence: Sentence): boolean => !sentence.heading && sentence.text.length > 40 && DATELINE.test(sentence.text) && !LOWER_KIND.test(DATELINE.exec(sentence.text)?.[1] ?? '');

/** The town of a story's dateline ("SEA ISLE CITY —", "LEWES, Del. —"), placed as a sentence's town would be. */
function datelineTown(sentence: string, states: readonly string[]): string | null {
  const match = DATELINE.exec(sentence);
  if (!match) return null;
  const town = titleCase(match[1]);
  const state = match[2] ? (AP_STATES[match[2].toLowerCase()] ?? null) : null;
  return cityInSentence(`in ${town}`, state ? [state] : states);
}

/** Headings of a page's parts that tell no event: a team's tryouts, lessons, questions, photos, who we are. */
const OTHER_PART = /\b(?:try-?outs?|private\s+(?:lessons?|training)|lessons|faqs?|questions|gallery|photos|sponsors?|about(?:\s+us)?|contact(?:\s+us)?|donat\w*|refunds?|policies|results|scores|standings|officials|umpires|referees|races)\b/i;
/** A heading given to another sport only ("BASEBALL", "Girls Lacrosse"): a briefs column's next section, no part of the event told. */
const otherSportHeading = (text: string): boolean => {
  const sports = sportsIn(text);
  return !sports.fieldHockey && sports.others.length > 0;
};
/** Days given as another event's: "the same four days", "the same week", "on the same dates". */
const SAME_DAYS = /\bthe\ssame\s(?:(?:two|three|four|five|six|seven|\d)\s)?(?:days?|dates?|week(?:end)?s?|mornings?|evenings?|nights?)\b/i;
const CLOCK = /\b\d{1,2}(?::\d{2})?\s?(?:a\.?m\.?|p\.?m\.?)(?![a-z])/i;
const LOWER_KIND = new RegExp(String.raw`\b(?:camp|clinic|showcase|tournament|play\s?day|festival|league|program|session|jamboree|tryout)s?\b`, 'i');
/** Sentences about something else than the event's days: a registration window, a refund, a payment, a story's date. */
const NOT_EVENT_DAYS =
  /\b(?:registration\s+(?:opens?|begins?|starts?|is\s+open|will\s+open|closes?|ends?)|register\s+(?:by|before)|opens?\s+on|deadline|refunds?|withdraw\w*|balance|payment|due\b|postmarked|posted|published|updated|last\s+(?:year|season|summer|fall|spring|winter)|was\s+held|were\s+held|took\s+place|won\b|defeated|beat\b)/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A weekday then a month/day, maybe its year: "Mon 12/28", "Sat, 1/9/27". */
const WEEKDAY_SLASH_DAY = /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?\s(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/gi;
/** A month and the days after it: "September 12, 19, 26", "Aug. 18", "July 6th". */
/** A day, or two days of a range, before their month: "20–21 Feb 2027", "9 August". Never an age or grade range ("ages 8-12 June"). */
const DAY_FIRST =
  /(?<!\b(?:ages?|aged|grades?|players|girls|boys|kids|children|u)\s?)(?<!\d\s?(?:-|–|—|to)\s?)\b(\d{1,2})(?:st|nd|rd|th)?(?:\s?(?:-|–|—|to)\s?(\d{1,2})(?:st|nd|rd|th)?)?\s(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?(?:,?\s(\d{4}))?\b/gi;
const MONTH_DAYS = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s(\d{1,2})(?:st|nd|rd|th)?\b((?:,?\s(?:and\s|&\s)?\d{1,2}(?:st|nd|rd|th)?\b(?!:|\s?(?:am|pm|a\.m|p\.m)))*)(?:,?\s(\d{4}))?/gi;
/** "(rain date: Thursday, August 5th)", "with a make-up day on Sept. 4": a day kept in reserve, in brackets or after its label. */
const RAIN_DATE = /\((?:[^()]{0,20}\s)?(?:rain|make-?up|weather|snow)[^()]{0,60}\)|\b(?:rain|make-?up|weather|snow)\s(?:date|day)s?\b[^.;()]{0,60}/gi;
/** A day off within an event's span: "no clinic on Easter Sunday, March 28", "except July 4", "(no class 1/16)". */
const DAY_OFF = /\((?:[^()]{0,10}\s)?(?:no|except|excluding|skipping)\s[^()]{0,60}\)|\b(?:(?:with\s)?no\s(?:class|classes|clinic|clinics|camp|session|sessions|practice|games?|meeting|play)|except(?:\sfor)?|excluding|skipping)\b[^.;()]{0,60}/gi;
/** "through Thursday, July 8" and ranges "June 14-16". */
const DAY_RANGE_END = /^\s?(?:-|–|—|to|through|thru)\s?(\d{1,2})\b(?!:)(?:,?\s(\d{4})\b)?/i;
/** How newspapers abbreviate states (the AP's style). */
const AP_STATES: Record<string, string> = {
  'ala.': 'AL', 'ariz.': 'AZ', 'ark.': 'AR', 'calif.': 'CA', 'colo.': 'CO', 'conn.': 'CT', 'del.': 'DE', 'd.c.': 'DC', 'fla.': 'FL', 'ga.': 'GA', 'ill.': 'IL', 'ind.': 'IN',
  'kan.': 'KS', 'ky.': 'KY', 'la.': 'LA', 'md.': 'MD', 'mass.': 'MA', 'mich.': 'MI', 'minn.': 'MN', 'miss.': 'MS', 'mo.': 'MO', 'mont.': 'MT', 'neb.': 'NE',
  'nev.': 'NV', 'n.h.': 'NH', 'n.j.': 'NJ', 'n.m.': 'NM', 'n.y.': 'NY', 'n.c.': 'NC', 'n.d.': 'ND', 'okla.': 'OK', 'ore.': 'OR', 'pa.': 'PA', 'r.i.': 'RI',
  's.c.': 'SC', 's.d.': 'SD', 'tenn.': 'TN', 'vt.': 'VT', 'va.': 'VA', 'wash.': 'WA', 'w.va.': 'WV', 'wis.': 'WI', 'wyo.': 'WY',
};
/** Where an organization is, not where its event is played. */
const OFFICE = /\b(?:office|mailing|mail\s+to|p\.?\s?o\.?\s+box|headquarter\w*|based\s+in|located\s+in\s+our|send\s+(?:checks|forms))\b/i;
/** A story's byline ("By Ethan Marsh Sports Editor Aug 20, 2026"). */
const BYLINE = /^by\s[A-Z]/;
/** A sentence saying who an event is for: ages, grades, teams or classes with their numbers. */
const AGES_SENTENCE =
  /\b(?:ages?|grades?|graders?)\s?\d|\b\d{1,2}(?:st|nd|rd|th)?(?:-|–|\s(?:through|to|and)\s)\d{1,2}(?:st|nd|rd|th)?[\s-](?:grades?|graders)\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)(?:-|\s)(?:through|to|-)?\s?(?:\w+-?)\s?graders\b|\bkindergart\w*\s(?:through|to|-)\s(?:first|second|third|fourth|fifth|sixth|\d(?:st|nd|rd|th))[\s-](?:grades?|graders)\b|\bU-?\d{2}\b|\bclass(?:es)?\sof\s20\d{2}|\b(?:high|middle)\sschool\s(?:players|girls|boys|athletes|students|teams)/i;
/** A sentence about what taking part costs (not a stick to buy, not a t-shirt). */
const FEE_SENTENCE = /\b(?:fees?|costs?|price|tuition|registration|entry|per\s(?:player|camper|participant|person|child|team|athlete))\b/i;
const REGISTER_LINK = /regist|sign\s?-?up|enrol|click\s+here/i;
const SUBSCRIBE = /\b(?:subscribe|newsletter|sign\s?in|log\s?in|(?:user|an?|my)\saccount|create\s(?:an\s)?account|donat\w*)\b/i;
/** A link's words that are its address: "valleyelitefh.example/winter", "www.club.org". */
const ADDRESS_WORDS = /^(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?$/i;

interface Sentence {
  text: string;
  heading: boolean;
  links: { text: string; href: string }[];
  /** Read from an item of a list ("<li>Middle school session: June 28 – July 1 — $395</li>"). */
  item?: boolean;
  /** A paragraph's bold lead-in ("<strong>Goalie Saturday</strong> — ..."), read as the heading of what follows. */
  lead?: boolean;
  /** A lead-in of an item of a list of events (its first item's bold name says a kind of event: a camp roundup). */
  eventList?: boolean;
}

interface Draft {
  name: string;
  nameText: string;
  dates: string | null;
  datesText: string | null;
  place: string | null;
  placeText: string | null;
  cost: string[];
  ages: string | null;
  deadline: string | null;
  link: string | null;
  texts: string[];
  /** The price its own list item gives ("— $395"): its fee, before any sentence told about the event at large. */
  itemCost?: string;
  /** Named by the story's headline or a heading: a short name the story may give in full. */
  fromHeading?: boolean;
  /** The sentence it was first named in. */
  from?: number;
  /** The last heading naming a sport before it was named ("BASEBALL", "FIELD HOCKEY"): the part of a briefs column it is in. */
  sportHeading?: string | null;
}

/** The sentences of a text block: cut after a full stop, question or exclamation mark that a capital follows. */
function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let index = 1; index < text.length - 1; index++) {
    const char = text[index];
    if ((char === '.' || char === '!' || char === '?') && text[index + 1] === ' ' && /[A-Z"“(]/.test(text[index + 2] ?? '')) {
      // "Aug. 18", "St. Louis", "p.m. The": a short abbreviation is no sentence's end unless a sentence follows it.
      const word = text.slice(Math.max(start, text.lastIndexOf(' ', index - 1) + 1), index + 1);
      if (/^(?:[A-Z][a-z]{0,3}\.|[a-z]\.|(?:[A-Z]\.){1,3})$/.test(word) && !/^(?:a\.m\.|p\.m\.)$/i.test(word)) continue;
      out.push(text.slice(start, index + 1).trim());
      start = index + 2;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter((sentence) => sentence.length > 0);
}

/** The days a sentence gives an event: every month and day it names (one sentence, one event), first to last, as text. */
export function daysInSentence(sentence: string): string | null {
  const days: { month: number; day: number; year: number | null }[] = [];
  // A rain date or a make-up day is no day of the event.
  // Nor a day off within its span ("with no clinic on Easter Sunday, March 28", "(no class 1/16)").
  const written = sentence.slice(0, 600).replace(RAIN_DATE, ' ').replace(DAY_OFF, ' ');
  for (const match of written.matchAll(MONTH_DAYS)) {
    const month = MONTHS.indexOf(match[1].toLowerCase().slice(0, 3));
    const year = match[4] ? Number(match[4]) : null;
    days.push({ month, day: Number(match[2]), year });
    // A month's list of days runs forward ("Jan. 10, 17, 24 and 31"): a smaller number after it is an hour ("31, 6 to
    // 7:30 p.m."), not a day.
    let previous = Number(match[2]);
    for (const more of (match[3] ?? '').matchAll(/\d{1,2}/g)) {
      if (Number(more[0]) <= previous) break;
      previous = Number(more[0]);
      days.push({ month, day: previous, year });
    }
    const rest = written.slice(match.index + match[0].length, match.index + match[0].length + 20);
    const end = DAY_RANGE_END.exec(rest);
    if (end && !match[4]) {
      const rangeYear = end[2] ? Number(end[2]) : year;
      if (rangeYear !== null && year === null) for (const day of days) if (day.month === month) day.year = rangeYear;
      days.push({ month, day: Number(end[1]), year: rangeYear });
    }
  }
  // The day before its month, as British-style and some builders' dates write it ("20–21 Feb 2027", "9 August 2027").
  if (days.length === 0) {
    for (const match of written.matchAll(DAY_FIRST)) {
      const month = MONTHS.indexOf(match[3].toLowerCase().slice(0, 3));
      const year = match[4] ? Number(match[4]) : null;
      days.push({ month, day: Number(match[1]), year });
      if (match[2] && Number(match[2]) > Number(match[1])) days.push({ month, day: Number(match[2]), year });
    }
  }
  // A weekday and a month/day as roundups write them ("Mon 12/28 to Wed 12/30", "Sat 1/9").
  for (const match of written.matchAll(WEEKDAY_SLASH_DAY)) {
    const month = Number(match[1]) - 1;
    const year = match[3] ? Number(match[3].length === 2 ? `20${match[3]}` : match[3]) : null;
    if (month >= 0 && month < 12) days.push({ month, day: Number(match[2]), year });
  }
  const valid = days.filter((day) => day.day >= 1 && day.day <= 31);
  if (valid.length === 0) return null;
  // "In 2027 it will be played November 25-28": the one year a sentence names is its days' year.
  const years = [...new Set([...written.matchAll(/\b(20\d{2})\b/g)].map((match) => Number(match[1])))];
  const year = valid.find((day) => day.year !== null)?.year ?? (years.length === 1 ? years[0] : null);
  // In the order written: a list runs forward, across a year's end when a later month comes before an earlier one.
  const first = valid[0];
  const last = valid[valid.length - 1];
  const label = (day: { month: number; day: number }) => `${MONTHS[day.month][0].toUpperCase()}${MONTHS[day.month].slice(1)} ${day.day}`;
  const suffix = year !== null ? `, ${year}` : '';
  if (valid.length === 1 || (first.month === last.month && first.day === last.day)) return `${label(first)}${suffix}`;
  return `${label(first)} - ${label(last)}${suffix}`;
}

/** A state after a comma, as addresses and sentences write it: "PA", "Pa.", "Pennsylvania", "N.J.". */
const STATE_AFTER_COMMA = /,\s([A-Z][A-Za-z]{1,13}(?:\s[A-Z][a-z]{2,10})?\.?|[A-Z]\.[A-Z]\.)(?=$|[\s,.;:)!?])/g;
const TOWN_WORD = /^[A-Z][A-Za-z.'-]{1,20}$/;

/** A place a sentence names: a US town and its state ("in Lancaster, Pa.", "1420 Killinger Road, Annville, PA 17003"). */
export function placeInSentence(sentence: string): string | null {
  if (OFFICE.test(sentence)) return null;
  const text = sentence.slice(0, 600);
  for (const match of text.matchAll(STATE_AFTER_COMMA)) {
    const written = match[1];
    const state = AP_STATES[written.toLowerCase()] ?? STATE_NAMES[written.toLowerCase().replace(/\.$/, '')] ?? (/^[A-Z]{2}$/.test(written) ? written : null);
    if (state === null) continue;
    // "Varnum Street NE, Washington, DC 20017": the capital, not the state of Washington.
    if (/^,\s?D\.?\s?C\b/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 8))) continue;
    // The town: the capitalized words right before the comma, the most that make a known place ("North Charleston",
    // not "Charleston"; never a street's words, which make none).
    const words = text.slice(0, match.index).split(/\s+/).slice(-3);
    for (let length = words.length; length >= 1; length--) {
      const town = words.slice(-length);
      if (!town.every((word) => TOWN_WORD.test(word))) continue;
      const city = town.join(' ');
      const place = parsePlace(`${city}, ${state}`);
      if (place && placeOfCity(city, place.state) !== null) return `${city}, ${place.state}`;
    }
    const words1 = words.slice(-1);
    // A street's quadrant or direction ("NE", "SW") is no town.
    const fallback = words1.length === 1 && TOWN_WORD.test(words1[0]) && !/^[A-Z]{1,2}$/.test(words1[0]) ? parsePlace(`${words1[0]}, ${state}`) : null;
    if (fallback) return `${words1[0]}, ${fallback.state}`;
  }
  return null;
}

const STATE_NAME_WORDS = new RegExp(String.raw`\b(${Object.keys(STATE_NAMES).join('|')})\b`, 'gi');
/** The AP's abbreviations as written, capitalized ("Pa.", "N.J."): in lower case they are ordinary words' ends. */
const AP_WORDS = new RegExp(String.raw`(?<![A-Za-z.])(${Object.keys(AP_STATES).map((key) => key.charAt(0).toUpperCase() + key.slice(1).replace(/\.([a-z])/g, (_m, letter: string) => `.${letter.toUpperCase()}`).replace(/\./g, '\\.')).join('|')})(?![A-Za-z])`, 'g');

const CODE_IN_ADDRESS = /,\s([A-Z]{2})(?:\s\d{5})?(?![A-Za-z])/g;

/**
 * A state's high school athletic association, as school sports news names it ("PIAA 3A semifinal"): each of these
 * acronyms belongs to one state only.
 */
const SCHOOL_ASSOCIATIONS: Readonly<Record<string, string>> = {
  PIAA: 'PA', NJSIAA: 'NJ', CIAC: 'CT', MPSSAA: 'MD', VHSL: 'VA', DIAA: 'DE', NYSPHSAA: 'NY', NHIAA: 'NH', RIIL: 'RI',
  OHSAA: 'OH', KHSAA: 'KY', NCHSAA: 'NC', SCHSL: 'SC', FHSAA: 'FL', VISAA: 'VA', MSHSL: 'MN', WVSSAC: 'WV',
};
const ASSOCIATION_WORDS = new RegExp(String.raw`\b(${Object.keys(SCHOOL_ASSOCIATIONS).join('|')})\b`, 'g');

/**
 * The states a page's text names by name, as newspapers abbreviate them ("western Pennsylvania", "Pa."), in an
 * address, or by their school athletic association ("PIAA").
 */
export function statesNamedIn(text: string): string[] {
  const states = new Set<string>();
  const written = text.slice(0, 100_000);
  for (const match of written.matchAll(STATE_NAME_WORDS)) states.add(STATE_NAMES[match[1].toLowerCase()]);
  for (const match of written.matchAll(AP_WORDS)) states.add(AP_STATES[match[1].toLowerCase()]);
  // An address's "Beverly, MA 01915": a two-letter code after a comma.
  for (const match of written.matchAll(CODE_IN_ADDRESS)) if (parsePlace(`X, ${match[1]}`)) states.add(match[1]);
  for (const match of written.matchAll(ASSOCIATION_WORDS)) states.add(SCHOOL_ASSOCIATIONS[match[1]]);
  // A town and its ZIP code without a state ("Berlin 21811"): the state whose ZIP code it is, when the town is its town.
  for (const match of written.matchAll(TOWN_ZIP)) {
    const place = placeOfZip(match[2]);
    // The town is the last words before the ZIP code ("10 Commerce Lane Berlin 21811" is Berlin's).
    const words = match[1].toLowerCase().split(' ');
    if (place && words.some((_word, at) => words.slice(at).join(' ') === place.city.toLowerCase())) states.add(place.state);
  }
  return [...states];
}

/** A town followed by a ZIP code, no state between them ("Berlin 21811", "Ship Bottom, 08008"). */
const TOWN_ZIP = /\b([A-Z][a-z'.-]+(?:\s[A-Z][a-z'.-]+){0,2}),?\s(\d{5})(?:-\d{4})?\b/g;

const IN_TOWN = /\b(?:in|at)\s([A-Z][a-z.'-]{2,20}(?:\s[A-Z][a-z.'-]{2,20}){0,3})\b/g;

/** Words that make the capitalized words before them a venue's name, not a town's ("Richland Ridge High School"). */
const VENUE_WORD = /^\s(?:High|Middle|Elementary|School|Park|Field|Fields|Stadium|College|University|Center|Centre|Complex|Academy|Club|Arena|Turf|Sports|Recreation|Community|Memorial)\b/;

/** Every state's code, for a town named on a page that names no state. */
const ALL_STATES = [...new Set(Object.values(STATE_NAMES))];
/** The shortest town name read in every state: shorter words are too often something else. */
const MIN_UNIQUE_TOWN = 5;

/**
 * "in Gibsonia", "at the park in Ocean City": a town a sentence names, placed in the one state the page names it in;
 * on a page naming no state at all (a town's own weekly), in the one state the places table has it in ("Manahawkin").
 */
export function cityInSentence(sentence: string, named: readonly string[]): string | null {
  if (OFFICE.test(sentence)) return null;
  const anywhere = named.length === 0;
  const states = anywhere ? ALL_STATES : named;
  const text = sentence.slice(0, 600);
  // "at <venue> in <town>" says it best; then a town after "in", the first one; "at" names a venue more often than a town.
  const matches = [...text.matchAll(IN_TOWN)].filter((match) => !VENUE_WORD.test(text.slice(match.index + match[0].length, match.index + match[0].length + 14)));
  const afterVenue = matches.filter((match, index) => match[0].startsWith('in') && index > 0 && matches[index - 1][0].startsWith('at'));
  const ordered = [...afterVenue, ...matches.filter((match) => match[0].startsWith('in')), ...matches.filter((match) => match[0].startsWith('at'))];
  for (const match of ordered) {
    const words = match[1].split(' ');
    // The longest run of its words that is a town of one of the states ("Ocean City Park" is Ocean City).
    for (let length = words.length; length >= 1; length--) {
      const city = words.slice(0, length).join(' ');
      if (anywhere && city.length < MIN_UNIQUE_TOWN) continue;
      const matches = states.filter((state) => placeOfCity(city, state) !== null);
      if (matches.length === 1) return `${city}, ${matches[0]}`;
    }
  }
  return null;
}

const lastWord = (name: string): string => name.toLowerCase().split(' ').at(-1)?.replace(/s$/, '') ?? '';
/** One event's own name ("Winter Stick Skills Clinic"), not a kind in the plural ("Summer Camps"), a category or a label. */
const ownName = (name: string): boolean => !/s$/i.test(name) && name.split(' ').length >= 3 && notAnEventName(name) === null;

/**
 * A headline's short name for the event its story names in full ("Confluence Showcase" for the "Confluence College
 * Showcase"): the same first and last words, the short name's words in the full one in order, at most two more.
 */
function shortenedName(short: string, full: string): boolean {
  const [a, b] = [short.toLowerCase().split(' '), full.toLowerCase().split(' ')];
  if (a.length < 2 || b.length <= a.length || b.length - a.length > 2 || a[0] !== b[0] || a.at(-1) !== b.at(-1)) return false;
  let at = 0;
  for (const word of b) if (word === a[at]) at += 1;
  return at === a.length;
}

/**
 * A paragraph's bold lead-in over the sentence telling an event's kind and days ("<strong>Goalie Saturday</strong> —
 * Former college keeper Rachel Spangler runs a one-day goalkeeping clinic on Saturday, Feb. 20"): that event's name.
 */
function leadNamedBefore(sentence: Sentence, next: Sentence | undefined, then?: Sentence): string | null {
  if (sentence.lead !== true || next === undefined || next.heading) return null;
  const name = sentence.text.replace(/\s?[-–—:]$/, '').trim();
  if (name.split(' ').length < 2 || !/^[A-Z0-9]/.test(name) || notAnEventName(name) !== null) return null;
  // An item of a list of events led by its bold name ("🏑 **Goalkeeper Sundays** (field hockey) — … Jan. 10, 17, 24
  // and 31"): a roundup's item of its own, named by it, when the item gives days.
  if (sentence.eventList === true) return [next, then].some((each) => each !== undefined && !each.heading && each.item === true && hasDate(each.text)) ? name : null;
  return hasDate(next.text) && LOWER_KIND.test(next.text) ? name : null;
}

/**
 * A heading the sentence after it names again as an event ("Top Prospect Spring Fling", then "The Top Prospect
 * Spring Fling tournament will be held ... from May 14-16, 2027"): the heading is that event's name.
 */
function headingNamedAfter(sentence: Sentence, next: Sentence | undefined, then?: Sentence): string | null {
  if (!sentence.heading || next === undefined || next.heading || sentence.text.length > 80 || sentence.text.split(' ').length < 2) return null;
  if (!isEventHeading(sentence.text) || !/^[A-Z0-9]/.test(sentence.text)) return null;
  const at = next.text.toLowerCase().indexOf(sentence.text.toLowerCase());
  if (at === -1) return null;
  const after = next.text.slice(at + sentence.text.length, at + sentence.text.length + 30);
  // Its days may come a sentence later ("Mini Sticks is a four-week introduction... Players meet ... April 17 through May 8").
  const dated = hasDate(next.text) || (then !== undefined && !then.heading && hasDate(then.text));
  return LOWER_KIND.test(after.split(/\s+/).slice(0, 3).join(' ')) || dated ? sentence.text : null;
}

/** A lead-in opening with a kind of event and what sets it apart ("Indoor skills clinic for U12 players:"). */
const LEAD_KIND = /^((?:[A-Za-z'’-]+\s){0,3}(?:camp|clinic|showcase|tournament|play\s?day|league|academy|shootout))\b/i;

const titleCased = (words: string): string =>
  words
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

/** Words that tell one camp or clinic from another in a story that names none ("the youth camp", "a high school camp"). */
const KIND_QUALIFIER = String.raw`(?:youth|high\sschool|middle\sschool|elementary|junior|senior|girls['’]?|boys['’]?|summer|winter|spring|fall|indoor|outdoor|goalkeeper|goalie|skills|day|overnight|beginner|advanced|elite|prospect|evening|morning|mini|team|position)`;
const KIND_IN_WORDS = new RegExp(
  String.raw`\b(?:the|a|an|its|their|our)\s(?:(?:school|club|program|team|college)['’]s\s)?(?:annual\s|new\s|first\s|popular\s|weeklong\s)?((?:${KIND_QUALIFIER}\s){1,3})(camp|clinic|showcase|tournament|play\s?day|academy)\b`,
  'i',
);

/**
 * An event a story tells without a name, by its kind and what sets it apart, in a sentence giving its days ("the
 * school's annual youth camp for players entering grades 3-8 runs July 6-9"): named as a parent would write it down,
 * "Youth Camp".
 */
function kindNamedWithDays(sentence: string, days: string | null): string | null {
  const match = KIND_IN_WORDS.exec(sentence.slice(0, 600));
  if (!match || days === null || NOT_EVENT_DAYS.test(sentence)) return null;
  return titleCased(`${match[1]}${match[2]}`);
}

/** The name of an event a sentence names, if it names one. */
export function eventNamedIn(sentence: string): string | null {
  for (const match of sentence.slice(0, 600).matchAll(NAMED_EVENT)) {
    let name = match[0].trim();
    while (NOT_NAME_START.test(name)) name = name.replace(NOT_NAME_START, '');
    // "Organizers of the Confluence College Showcase", "Players in the ...": who is spoken of, then the event.
    name = name.replace(/^[A-Z][a-z]+s\s(?:of|in|at|for|from)\s(?:the\s)?(?=[A-Z0-9])/, '');
    // "Riverside Hosts Summer Skills Clinic": who holds it is no part of the event's name.
    name = name.replace(HOLDER_VERB, '');
    // "Valley Elite Field Hockey's Winter Stick Skills Clinic": the owner before a possessive is the organizer.
    const owned = /^.{2,60}?['’]s\s(.+)$/.exec(name);
    if (owned && owned[1].split(' ').length >= 2 && /^[A-Z0-9]/.test(owned[1])) name = owned[1];
    // A year or a number before the name is its edition ("2027 Summer Camp", "44th Annual ... Play Day").
    name = name.replace(/^(?:\d{4}\s|\d{1,3}(?:st|nd|rd|th)\s(?:Annual\s)?)/, '');
    if (name.split(' ').length >= 2 && /^[A-Z0-9]/.test(name)) return name;
  }
  return null;
}

const evidenceOf = (text: string): Evidence => ({ rule: 'prose', text: text.slice(0, EVIDENCE_TEXT), region: 'main' });

/**
 * Days one signs up for one by one ("on Wednesdays, March 10 and March 24 ... Each night is $30 and you sign up for
 * each night on its own"): one event a day. Any other draft as it is.
 */
function soldNightByNight(draft: Draft): Draft[] {
  // What spectators or parking cost a day says nothing of how players sign up ("Spectator admission is $5 a day").
  const players = draft.texts.filter((text) => !/\b(?:spectators?|admission|parking|gate)\b/i.test(text));
  if (draft.datesText === null || !players.some((text) => pricedPerSession(text) || EACH_ON_ITS_OWN.test(text))) return [draft];
  const days = [...draft.datesText.slice(0, 600).matchAll(MONTH_DAYS)];
  // A range ("March 10-12") is one event over its days, whatever it costs a day.
  const ranged = days.some((match) => DAY_RANGE_END.test(draft.datesText?.slice(match.index + match[0].length, match.index + match[0].length + 20) ?? ''));
  if (days.length < 2 || ranged) return [draft];
  return days.map((match) => ({ ...draft, dates: daysInSentence(match[0]) ?? draft.dates }));
}
const EACH_ON_ITS_OWN = /\b(?:each|every)\s(?:night|day|session|date|clinic)\s(?:is\s)?(?:on\sits\sown|separately|individually)\b|\bsign\sup\sfor\seach\b/i;

/** Whether days written without a year ("Oct 24") fall in the 60 days before a story's date: the recent past. */
function justBefore(days: string, published: string | null): boolean {
  if (published === null || /\d{4}/.test(days)) return false;
  const first = /^([A-Z][a-z]{2}) (\d{1,2})/.exec(days);
  if (!first) return false;
  const day = Date.UTC(Number(published.slice(0, 4)), MONTHS.indexOf(first[1].toLowerCase()), Number(first[2]));
  const story = Date.parse(`${published}T00:00:00Z`);
  return day < story && story - day <= 60 * 86_400_000;
}

/** What the rest of a page tells the sentences: its date (a byline's day is no event's), the states its chrome and title name. */
export interface ProseContext {
  published: string | null;
  /** Text of the page's title and chrome: a town a sentence names is placed in the one state they name it in. */
  around: string;
}

/** Emoji, bullets and other symbols before a line's first letter or digit. */
const LEADING_SYMBOLS = /^[^\p{L}\p{N}"'“‘(]+/u;

/** A session told to be held at another venue or town than the one before ("moves to the turf at …", "… in Urbana"). */
const MOVES_ELSEWHERE = /\b(?:moves?|moved|switch(?:es)?|held|plays?|meets?)\b[^.]{0,40}\b(?:at|in|to)\s(?:the\s)?[A-Z]/;

/** The place ("Urbana, MD") of a venue the page lists with its address that a sentence names ("at Bennett Creek Park"). */
function sessionVenue(sentence: string, venues: ReadonlyMap<string, string>): string | null {
  const lower = sentence.toLowerCase();
  const name = [...venues.keys()].filter((each) => each.length >= 6 && lower.includes(each)).sort((a, b) => b.length - a.length)[0];
  const found = name !== undefined ? parsePlace(venues.get(name)) : null;
  return found ? `${found.city}, ${found.state}` : null;
}

/** The events a page tells in sentences (see above), each a draft. */
export function proseRecords($: CheerioAPI, pageUrl: string, context: ProseContext = { published: null, around: '' }): RawRecord[] {
  const root = $('article, main, [role="main"]').first()[0] ?? $('body').first()[0];
  if (!root) return [];
  const sentences: Sentence[] = [];
  for (const block of ($(root).find(TEXT_BLOCKS).toArray() as Element[]).slice(0, MAX_BLOCKS)) {
    // A block holding other blocks is read through them.
    if ($(block).find(INNER_BLOCKS).length > 0) continue;
    // Without the pictures or bullets a line opens with ("🏑 Holiday Stick Skills Camp (field hockey) — …").
    const text = oneLine($(block).text()).slice(0, MAX_BLOCK).replace(LEADING_SYMBOLS, '');
    if (text === '') continue;
    const links = ($(block).find('a[href]').toArray() as Element[]).map((link) => ({ text: oneLine($(link).text()), href: $(link).attr('href') ?? '' }));
    // A paragraph that is nothing but a short bold line ("<p><strong>RACES</strong></p>") is a subhead, as newspaper
    // and club sites write them.
    const boldOnly = !/^h[1-6]$/.test(block.tagName) && text.length <= 40 && oneLine($(block).children('strong, b').first().text()) === text;
    const heading = /^h[1-4]$/.test(block.tagName) || boldOnly;
    // A paragraph led by a bold title ("<strong>Goalie Nights.</strong> New this spring, ...") heads what follows it.
    const leadIn = heading ? '' : oneLine($(block).children('strong, b').first().text());
    // A bold town ("<strong>Cary, N.C.</strong> – Saturday, April 10") leads a line about the event there: no title.
    // A bold dateline ("<strong>GILFORD</strong> — Lakes Region Youth …") is the story's town, not a title: the paragraph stays whole.
    const boldDateline = DATELINE.exec(text)?.[1] === (leadIn.includes(',') ? leadIn.slice(0, leadIn.indexOf(',')) : leadIn);
    const led = leadIn !== '' && !boldDateline && leadIn.length <= 60 && text.startsWith(leadIn) && text.length > leadIn.length + 20 && /^[A-Z0-9]/.test(leadIn) && placeInSentence(leadIn) === null;
    // "Indoor skills clinic for U12 and U14 players:" leads with the kind of event it tells: named by it, "Indoor Skills Clinic".
    const leadKind = led ? LEAD_KIND.exec(leadIn)?.[1] : undefined;
    const leadTitle = leadKind !== undefined && leadKind !== leadIn ? titleCased(leadKind) : leadIn.replace(/[.:]\s?$/, '');
    const item = block.tagName === 'li' || $(block).parent('li').length > 0;
    // A list whose first item's bold name says a kind of event ("Holiday Hoops Camp") lists events, not one camp's sessions.
    const list = item ? $(block).closest('ul, ol') : null;
    const eventList = list !== null && list.length > 0 && LOWER_KIND.test(oneLine(list.find('li').first().find('strong, b').first().text()));
    if (led) sentences.push({ text: leadTitle, heading: true, links: [], lead: true, item, eventList });
    for (const sentence of heading ? [text] : sentencesOf(led ? text.slice(leadIn.length).trim() : text)) sentences.push({ text: sentence, heading, links, item });
    if (sentences.length > MAX_SENTENCES) break;
  }
  const inText = statesNamedIn(sentences.map((sentence) => sentence.text).join(' '));
  const named = inText.length > 0 ? inText : statesNamedIn(context.around);
  // A page naming no state speaks of its towns: the one state the towns only one state has all belong to.
  const pageStates = named.length > 0 ? named : statesOfUniqueTowns(sentences.map((sentence) => sentence.text));
  const titlePlace = placeInSentence($('title').first().text());
  const publishedDay = context.published === null ? null : daysInSentence(new Date(`${context.published}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  let pagePlace: { place: string; text: string; at: number } | null = null;
  // Briefs: each item opens with its own dateline; a place one item gives is no other item's.
  const datelines = sentences.flatMap((sentence, at) => (isDateline(sentence) ? [at] : []));
  // An item begins at its dateline, or at the heading right before it ("Field hockey: winter indoor", then "GILFORD —");
  // what comes before the first one (a story's headline over its dateline) is the first item's.
  const itemStarts = datelines.map((at) => (at > 0 && sentences[at - 1].heading ? at - 1 : at));
  const itemOf = (at: number) => Math.max(1, itemStarts.filter((start) => start <= at).length);
  const sameItem = (a: number, b: number) => itemOf(a) === itemOf(b);
  let sportHeading: string | null = null;
  for (const [index, sentence] of sentences.entries()) {
    if (sentence.heading && sentence.lead !== true) {
      const sports = sportsIn(sentence.text);
      if (sports.fieldHockey || sports.others.length > 0) sportHeading = sentence.text;
    }
    // The days the sentence names, read once for every rule below; in a sentence that goes on to its deadline
    // ("Cary, N.C. – Saturday, April 10, ... Registration closes April 2."), the days before the deadline's words.
    const deadlineFrom = isDeadlineText(sentence.text) ? deadlineAt(sentence.text) : -1;
    const deadlineWords = deadlineFrom > 0 ? (NOT_EVENT_DAYS.exec(sentence.text)?.index ?? -1) : -1;
    const eventPart = deadlineWords > 0 && hasDate(sentence.text.slice(0, deadlineWords)) ? sentence.text.slice(0, deadlineWords) : null;
    const sentenceDays = daysInSentence(eventPart ?? sentence.text);
    const named = eventNamedIn(sentence.text) ?? headingNamedAfter(sentence, sentences[index + 1], sentences[index + 2]) ?? leadNamedBefore(sentence, sentences[index + 1], sentences[index + 2]) ?? kindNamedWithDays(sentence.text, sentenceDays);
    // A story's dateline ("SEA ISLE CITY —", an item's "NORTH WILDWOOD —") says where what it tells is.
    const place = placeInSentence(sentence.text) ?? cityInSentence(sentence.text, pageStates) ?? (isDateline(sentence) ? datelineTown(sentence.text, pageStates) : null);
    if (place && pagePlace === null) pagePlace = { place, text: sentence.text, at: index };
    // An event named again ("Players in the Future College Athlete Clinic will...") is the one named before.
    const singular = (name: string): string => name.toLowerCase().replace(/s$/, '');
    const known = named ? drafts.find((draft) => singular(named).endsWith(singular(draft.name)) || singular(draft.name).endsWith(singular(named)) || shortenedName(draft.name, named)) : undefined;
    if (known) {
      current = known;
      // A headline's plural ("Spring Play Days set for Cary and Rock Hill") names each edition as the story does: "Spring Play Day".
      if (named !== null && known.name.toLowerCase() === `${named.toLowerCase()}s`) known.name = named;
      // A headline's short name ("Summer Skills Camp dates set") given in full in the story ("next summer's Magnolia
      // Summer Skills Camp will be held"): the full name, one or two words longer, names it.
      else if (named !== null && known.fromHeading === true && (named.toLowerCase().endsWith(` ${known.name.toLowerCase()}`) || shortenedName(known.name, named)) && named.split(' ').length - known.name.split(' ').length <= 2) known.name = named;
    }
    // A headline's words for the event ("Youth Field Hockey Clinic Returns This Winter") and the story's own name for it
    // in its first lines ("is bringing back its Winter Stick Skills Clinic"), the same kind, no days told between: the
    // story's name names it.
    else if (named !== null && current !== null && current.fromHeading === true && current.dates === null && sentenceDays === null && !sentence.heading && index - (current.from ?? index) <= 3 && lastWord(named) === lastWord(current.name) && ownName(named)) {
      current.name = named;
    }
    // A heading over something else than an event ("Tryouts", "Private Lessons", "FAQs") ends the event being told, and
    // so does another brief's dateline ("MARMORA — Upper Township's youth basketball program...").
    else if (named === null && ((sentence.heading && (OTHER_PART.test(sentence.text) || otherSportHeading(sentence.text))) || isDateline(sentence))) current = null;
    else if (named && (current === null || current.dates !== null || sentence.heading || sentenceDays !== null)) {
      // A new name with days of its own is another event even when the one before gave none ("a Regional Tournament
      // in May ... the National Championship, June 17-26"); one told with only its hours ("The day closes with a
      // clinic from 4:30 p.m. to 6:00 p.m.") is held on the one-day event the sentences were telling.
      const telling = current as Draft | null;
      // One told to meet on the days of the one before ("The Mini Mariners Clinic will meet the same four days"): those days.
      const sameDays = telling !== null && telling.dates !== null && sentenceDays === null && SAME_DAYS.test(sentence.text);
      const sameDay = telling !== null && telling.dates !== null && ((!telling.dates.includes(' - ') && sentenceDays === null && CLOCK.test(sentence.text)) || sameDays) ? telling : null;
      current = { name: named, nameText: sentence.text, dates: sameDay?.dates ?? null, datesText: sameDay ? `${sameDay.datesText ?? ''} ${sentence.text}` : null, place: sameDay?.place ?? null, placeText: sameDay?.placeText ?? null, cost: [], ages: null, deadline: null, link: null, texts: [], fromHeading: sentence.heading, from: index, sportHeading };
      drafts.push(current);
    }
    // "A high school session of the camp follows on July 12-15": another session of the event being told, its own days.
    // Sessions in a list, an item each with its own days ("Middle School Session (grades 6-8): June 28 – July 1 — $395"):
    // each is the event being told on its own days.
    const listedSession = sentence.item === true && (eventPart !== null || !isDeadlineText(sentence.text));
    const placeLed = place !== null && PLACE_LEAD.test(sentence.text);
    // A paragraph a bold "Session II" leads tells that session: its days (and the place it names) are its own.
    const previous = index > 0 ? sentences[index - 1] : null;
    const sessionLed = previous !== null && previous.lead === true && ANOTHER_SESSION.test(previous.text);
    const ownDays = named === null && current !== null && current.dates !== null && (ANOTHER_SESSION.test(sentence.text) || sessionLed || listedSession || placeLed) && !NOT_EVENT_DAYS.test(eventPart ?? sentence.text) ? sentenceDays : null;
    if (current !== null && ownDays !== null && ownDays !== current.dates) {
      // Such a session held elsewhere ("moves to the turf at Bennett Creek Park in Urbana") is where it says, at a venue
      // the page lists with its address; never at the session before's place.
      const venue = sessionLed && place === null ? sessionVenue(sentence.text, venueAddresses($)) : null;
      const elsewhere = sessionLed && place === null && venue === null && MOVES_ELSEWHERE.test(sentence.text);
      const own = placeLed || (sessionLed && place !== null) || elsewhere ? { place: null, placeText: null } : venue !== null ? { place: venue, placeText: sentence.text } : {};
      // Its own registration button ("Register for Session II") is its link; the session before's is not.
      current = { ...current, nameText: current.nameText, dates: null, datesText: null, cost: [], ages: null, deadline: null, texts: [], itemCost: undefined, ...(sessionLed ? { link: null } : {}), ...own };
      drafts.push(current);
    }
    if (current === null) continue;
    current.texts.push(sentence.text);
    const deadline = isDeadlineText(sentence.text);
    if (deadline && current.deadline === null && hasDate(sentence.text)) current.deadline = eventPart !== null ? sentence.text.slice(deadlineFrom) : sentence.text;
    if (current.dates === null && hasDate(sentence.text) && (!deadline || eventPart !== null) && !isPublishedText(sentence.text) && !NOT_EVENT_DAYS.test(eventPart ?? sentence.text) && !BYLINE.test(sentence.text) && (named !== null || LOWER_KIND.test(sentence.text) || !sentence.heading)) {
      const days = sentenceDays;
      // The story's own day (a byline, a dateline) is not the event's, nor a day just before it (a recap's "the
      // jamboree on October 24" in a story of November 12): an event named with such a day is past, and told no more.
      if (days !== null && named !== null && current.dates === null && justBefore(days, context.published)) {
        drafts.splice(drafts.indexOf(current), 1);
        current = null;
        continue;
      }
      if (days !== null && days !== publishedDay && !justBefore(days, context.published)) {
        current.dates = days;
        current.datesText = sentence.text;
      }
    }
    if (place && current.place === null) {
      current.place = place;
      current.placeText = sentence.text;
    }
    if (/\$\s?\d|\bfree\b/i.test(sentence.text)) {
      current.cost.push(sentence.text);
      if (listedSession && current.itemCost === undefined && sentenceDays !== null) current.itemCost = sentence.text;
    }
    if (current.ages === null && AGES_SENTENCE.test(sentence.text)) current.ages = sentence.text;
    // A link within the page ("#/portal/signup": a newsletter's) registers for nothing; an address written out as
    // the link's words ("Register at valleyelitefh.example/winter") registers when its sentence says so.
    const outward = sentence.links.filter((link) => !link.href.startsWith('#') && !SUBSCRIBE.test(link.text));
    const register =
      outward.find((link) => REGISTER_LINK.test(link.text) || REGISTER_LINK.test(link.href)) ??
      (REGISTER_LINK.test(sentence.text) ? outward.find((link) => ADDRESS_WORDS.test(link.text) && sentence.text.includes(link.text)) : undefined);
    if (register && current.link === null) current.link = register.href;
  }
  // Sessions of one event share what the story says once for all of them: where to register, the deadline.
  for (const draft of drafts) {
    const siblings = drafts.filter((other) => other !== draft && other.name === draft.name);
    draft.link ??= siblings.find((other) => other.link !== null)?.link ?? null;
    draft.deadline ??= siblings.find((other) => other.deadline !== null)?.deadline ?? null;
    if (draft.cost.length === 0) draft.cost = siblings.find((other) => other.cost.length > 0 && other.itemCost === undefined)?.cost ?? [];
  }
  return drafts
    .filter((draft) => draft.dates !== null)
    .flatMap(soldNightByNight)
    .map((draft) => {
      const shared = pagePlace !== null && sameItem(pagePlace.at, draft.from ?? 0) ? pagePlace : null;
      const place = draft.place ?? shared?.place ?? titlePlace;
      const evidence: EvidenceOf = { name: evidenceOf(draft.nameText), dates: evidenceOf(draft.datesText ?? '') };
      if (place !== null) evidence.place = draft.place !== null || shared !== null ? evidenceOf(draft.placeText ?? shared?.text ?? '') : { rule: 'page-title-town', text: $('title').first().text().slice(0, EVIDENCE_TEXT), region: 'main' };
      const fees = draft.itemCost !== undefined ? [draft.itemCost] : draft.cost.some((text) => FEE_SENTENCE.test(text)) ? draft.cost.filter((text) => FEE_SENTENCE.test(text)) : draft.cost;
      if (fees.length > 0) evidence.cost = evidenceOf(fees.join(' '));
      if (draft.ages !== null) evidence.ages = evidenceOf(draft.ages);
      if (draft.deadline !== null) evidence.registrationDeadline = evidenceOf(draft.deadline);
      const record = rawRecord(pageUrl, {
        name: draft.name,
        dates: draft.dates,
        location: place,
        cost: fees.join(' ') || null,
        ages: draft.ages,
        registrationDeadline: draft.deadline,
        registrationLink: draft.link,
        text: draft.texts.join('\n'),
        // The sentence naming the event says whose it is ("The Lady Hawks Lacrosse Club runs a Winter Box Clinic").
        sport: draft.nameText,
        section: draft.sportHeading ?? null,
      });
      return { ...record, evidence, doubts: [PROSE_DOUBT] };
    });
}
