import { cleanText } from './record.js';
import type { RawRecord } from './raw-record.js';

/**
 * Which sport an event is: field hockey, or another a multi-sport page lists beside it (a camp company, a college
 * athletics calendar, a recreation department). The patterns run only on values already cut and cleaned
 * (`cleanText`), and no two of their quantifiers can match the same characters.
 */

/** The sports a text names: field hockey, and the others by their plain names ("lacrosse", "ice hockey"). */
export interface SportsNamed {
  fieldHockey: boolean;
  others: string[];
}

const NONE: SportsNamed = { fieldHockey: false, others: [] };

/**
 * Words after a sport's name that make it a place or a thing, not the event's sport: "Smith Soccer Complex",
 * "lacrosse goggles", "Golf & Country Club", "soccer-style cleats".
 */
const NOT_THE_SPORT = String.raw`(?![\s-]{1,3}(?:fields?|complex|park|stadium|cent(?:er|re)|courts?|pools?|course|facilit(?:y|ies)|arena|rink|dome|bubble|turf|goggles|cleats|shoes|balls?|style|club|house|hall|gym|lines?|(?:&|and)[\s-]{1,3}country)\b)`;

const sport = (words: string): RegExp => new RegExp(String.raw`\b(?:${words})\b${NOT_THE_SPORT}`, 'i');

/** Other sports by name, each with the words naming it ("lax" is lacrosse, "flag football" football). */
const OTHER_SPORTS: readonly [string, RegExp][] = [
  ['soccer', sport('soccer|futsal')],
  ['lacrosse', sport('lacrosse|lax')],
  ['volleyball', sport(String.raw`(?:beach\s)?volley\s?ball`)],
  ['basketball', sport(String.raw`basket\s?ball|hoops`)],
  ['baseball', sport(String.raw`base\s?ball|t-ball|tee\s?ball`)],
  ['softball', sport('softball')],
  ['football', sport(String.raw`(?:flag\s)?football`)],
  ['tennis', sport('tennis')],
  ['pickleball', sport(String.raw`pickle\s?ball`)],
  ['swimming', sport(String.raw`swim(?:ming)?`)],
  ['track and field', sport(String.raw`track\s(?:&|and)\sfield|cross[\s-]country`)],
  ['wrestling', sport('wrestling')],
  ['golf', sport('golf')],
  ['gymnastics', sport('gymnastics|tumbling')],
  ['cheerleading', sport('cheer|cheerleading|cheer\\s?leading')],
  ['dance', sport('dance')],
  ['rowing', sport('rowing')],
  ['water polo', sport(String.raw`water\s?polo`)],
  ['squash', sport('squash')],
  ['rugby', sport('rugby')],
  ['ultimate', sport(String.raw`ultimate\s(?:frisbee|disc)|frisbee`)],
  ['racquet sports', sport('racquetball|badminton|table\\stennis|ping\\s?pong|platform\\stennis|paddle\\stennis')],
  ['skating', sport(String.raw`(?:figure|ice|roller|speed)\sskating`)],
  ['skiing', sport('skiing|snowboarding')],
  ['martial arts', sport(String.raw`martial\sarts|karate|taekwondo|tae\skwon\sdo|judo|jiu[\s-]jitsu`)],
  ['fencing', sport('fencing')],
  ['archery', sport('archery')],
  ['bowling', sport('bowling')],
  ['sailing', sport('sailing')],
  ['equestrian', sport(String.raw`equestrian|horseback\sriding`)],
  ['esports', sport('esports|e-sports')],
];

/** "Field hockey" written any way, or "hockey" with a word before it saying which (ice, roller, street...). */
const HOCKEY = /\b(?:(field|ice|roller|street|floor|inline|in-line|ball|deck|pond|sled|sledge)[\s-]?)?hockey\b/gi;

const FH = /\bFH[AC]?\b/;
/** Words of a game on skates: the hockey a text names alone is then not field hockey. */
const ON_SKATES = /\b(?:skat(?:e|es|ing|ers?)|pucks?|zamboni)\b/i;

/** The sports a short text names (an event's name, a heading, a page's title or address). */
export function sportsIn(text: string | null | undefined): SportsNamed {
  if (!text) return NONE;
  const others = new Set<string>();
  let fieldHockey = false;
  let plainHockey = false;
  if (/hockey/i.test(text)) {
    for (const match of text.matchAll(HOCKEY)) {
      const kind = match[1]?.toLowerCase();
      if (kind === 'field') fieldHockey = true;
      else if (kind === undefined) plainHockey = true;
      else others.add(kind === 'roller' || kind === 'inline' || kind === 'in-line' ? 'roller hockey' : kind === 'sled' || kind === 'sledge' ? 'sled hockey' : kind === 'ice' || kind === 'pond' ? 'ice hockey' : `${kind} hockey`);
    }
  }
  // "Hockey" alone is field hockey, unless the text says its hockey is played on ice or wheels ("Learn to Skate & Mini
  // Hockey", "bring skates and a helmet").
  if (plainHockey && others.size === 0 && ON_SKATES.test(text)) others.add('ice hockey');
  if (plainHockey && others.size === 0) fieldHockey = true;
  // "FH" (a club's "FHC", an association's "FHA") in capitals, as a word of its own.
  if (!fieldHockey && FH.test(text)) fieldHockey = true;
  for (const [name, pattern] of OTHER_SPORTS) if (pattern.test(text)) others.add(name);
  return { fieldHockey, others: [...others].sort() };
}

const named = (sports: SportsNamed): boolean => sports.fieldHockey || sports.others.length > 0;

function union(...all: SportsNamed[]): SportsNamed {
  return { fieldHockey: all.some((sports) => sports.fieldHockey), others: [...new Set(all.flatMap((sports) => sports.others))].sort() };
}

/** A line that is a label or badge naming a sport ("Sport: Soccer", "Girls Lacrosse", "Soccer Day Camp"), not prose. */
const MAX_BADGE = 40;
/** Words naming a program or who it is for, and the words of sports' other names. */
const PROGRAM_WORDS = new Set(
  'camp camps clinic clinics day days overnight program programs league leagues session sessions team teams girls boys youth coed co ed men women s kids junior juniors varsity jv skills training academy week weeks lessons tryout tryouts and flag lax futsal swim ball beach volley basket base tee t cross country field track ice'.split(' '),
);
const BADGE_LABEL = /^(?:sports?|category|categories|activity|program|type|discipline)\s?:\s?/i;

/**
 * The sports an event's own text names: field hockey anywhere in it; another sport only where a line is given to it
 * (a badge, a "Sport:" label, a short line naming a camp), never in passing in its prose ("players from soccer and
 * lacrosse backgrounds welcome").
 */
export function sportsInDetails(text: string | null | undefined): SportsNamed {
  if (!text) return NONE;
  const fieldHockey = sportsIn(text).fieldHockey;
  if (fieldHockey) return { fieldHockey, others: [] };
  const others = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.length > MAX_BADGE) continue;
    const value = line.replace(BADGE_LABEL, '');
    const sports = sportsIn(value);
    if (sports.others.length === 0) continue;
    // Besides the sport's own words and the words of a program ("Girls", "Day Camp"), one word at most ("Spring").
    const sportWords = new Set(sports.others.flatMap((sport) => sport.split(' ')));
    const words = (value.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => !sportWords.has(word) && !PROGRAM_WORDS.has(word));
    if (words.length <= 1) for (const sport of sports.others) others.add(sport);
  }
  return { fieldHockey: false, others: [...others].sort() };
}

/** A page's address as words: "/camps/field-hockey/?sport=lacrosse" is "camps field hockey sport lacrosse". */
export function addressWords(url: string): string {
  if (!URL.canParse(url)) return '';
  const { pathname, search } = new URL(url);
  let text = `${pathname} ${search}`;
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape is read as written.
  }
  return text.slice(0, 2_000).replace(/[^a-z0-9]+/gi, ' ').trim();
}

/** Where the sport an event is was read: its name, its own details, the heading it is listed under, its page. */
export type SportLevel = 'name' | 'details' | 'section' | 'page';

export interface SportEvidence {
  /** The strongest level naming a sport, null when none does. */
  level: SportLevel | null;
  sports: SportsNamed;
  /** The heading naming the sport, for a section. */
  heading: string | null;
}

const linesOf = (text: string | null): string[] => (cleanText(text) ?? '').split('\n').filter((line) => line !== '');

/**
 * The sport of a record, from its strongest evidence: its name; its own details (a sport, type or category given as
 * such, a badge, field hockey anywhere in its text); the nearest heading over it naming a sport; its page (address,
 * title, the sport filter chosen).
 */
export function sportEvidence(record: RawRecord): SportEvidence {
  const name = sportsIn(cleanText(record.name));
  if (named(name)) return { level: 'name', sports: name, heading: null };
  // A sport given as such (a "Sport:" label, a card's sport class, the sentence naming a story's event) before its text.
  const given = sportsIn(cleanText(record.sport));
  if (named(given)) return { level: 'details', sports: given, heading: null };
  const details = union(sportsIn(cleanText(record.type)), sportsInDetails(cleanText(record.description)), sportsInDetails(cleanText(record.text)));
  if (named(details)) return { level: 'details', sports: details, heading: null };
  for (const heading of linesOf(record.section)) {
    const sports = sportsIn(heading);
    if (named(sports)) return { level: 'section', sports, heading };
  }
  const page = union(...linesOf(record.pageTopic).map(sportsIn), sportsIn(addressWords(record.pageUrl)));
  if (named(page)) return { level: 'page', sports: page, heading: null };
  return { level: null, sports: NONE, heading: null };
}

/** What a crawl's records say of the site: whether it lists other sports' events, and which. */
export interface SiteSports {
  multiSport: boolean;
  others: string[];
}

/**
 * A site is multi-sport when it lists other sports' events as a real part of what it lists: at least two records whose
 * strongest evidence names only other sports, and either two sports among them or at least a third of all records (a
 * camp company's soccer and lacrosse camps, a recreation department's sections). A field hockey club's one "Lacrosse
 * Clinic" leaves it a field hockey site.
 */
export function siteSports(evidence: readonly SportEvidence[]): SiteSports {
  const others = evidence.filter((found) => found.level !== null && !found.sports.fieldHockey);
  const sports = [...new Set(others.flatMap((found) => found.sports.others))].sort();
  const multiSport = others.length >= 2 && (sports.length >= 2 || others.length * 3 >= evidence.length);
  return { multiSport, others: sports };
}

const MAX_LISTED_SPORTS = 4;
const MAX_HEADING = 60;

function sportList(sports: readonly string[]): string {
  return sports.length > MAX_LISTED_SPORTS ? `${sports.slice(0, MAX_LISTED_SPORTS).join(', ')}, …` : sports.join(', ');
}

/**
 * Why a record is no field hockey event, or null when it is one: what it names first decides (field hockey named
 * beside another sport is field hockey); a record naming no sport is field hockey on a field hockey site, and not
 * listed on a multi-sport one.
 */
export function notFieldHockey(evidence: SportEvidence, site: SiteSports): string | null {
  if (evidence.sports.fieldHockey) return null;
  const sports = sportList(evidence.sports.others);
  switch (evidence.level) {
    case 'name':
      return `Not field hockey: the event names ${sports}`;
    case 'details':
      return `Not field hockey: its details name ${sports}`;
    case 'section': {
      const heading = evidence.heading ?? '';
      return `Not field hockey: listed under "${heading.length > MAX_HEADING ? `${heading.slice(0, MAX_HEADING - 1)}…` : heading}"`;
    }
    case 'page':
      return `Not field hockey: its page is about ${sports}`;
    case null:
      return site.multiSport ? `Not field hockey: listed among ${sportList(site.others)} events with no sign of field hockey` : null;
  }
}
