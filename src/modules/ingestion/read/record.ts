import { type EventDetails, EventDetailsInput, multiLineText } from '../../catalog/events/event-details.js';
import { ageLevelOf, eventTypeOver, indoorOf } from './classify.js';
import { parseCost, playerFeeBesideTeamFee } from './costs.js';
import { parseDate, parseDateRange } from './dates.js';
import { oneLine } from './page-text.js';
import { organizerInText, organizerName } from './organizer.js';
import { parsePlace, townOf, UNKNOWN_CITY, zipOf } from './places.js';
import { collegeNames, collegesInText } from './colleges.js';
import { classLines, statedGradYears } from './grad-years.js';
import { EVIDENCE_TEXT } from './evidence.js';
import type { RawRecord } from './raw-record.js';
import { notAnEventName } from './event-name.js';
import { deadlineAt, deadlineEventName, hasDate, isCalendarExport, isDeadlineText, startsLikeDate } from './text-clues.js';
import { absoluteHttpUrl, sourceKeyOf } from './source-key.js';
import type { Doubt, Evidence, EvidenceOf, EvidencedField, ExtractionSettings, Rejection, ScrapedEvent } from './types.js';

export const MAX_DESCRIPTION = 5000;

/** A description trimmed, and cut on a word (with an ellipsis) to at most 5000 characters; null when empty. */
export function descriptionOf(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  if (trimmed.length <= MAX_DESCRIPTION) return trimmed;
  const room = trimmed.slice(0, MAX_DESCRIPTION - 1);
  const lastSpace = room.search(/\s\S*$/);
  const cut = (lastSpace > MAX_DESCRIPTION / 2 ? room.slice(0, lastSpace) : room).trimEnd();
  return `${cut}…`;
}

/** The longest a value read from a page may be before any pattern runs: more than any real field needs. */
export const MAX_FIELD = 10_000;

/**
 * A value as scraped, made safe to read: cut to `MAX_FIELD` characters, control characters (all but line breaks and
 * tabs) removed, and runs of spaces and tabs as one space, so no pattern meets long runs of anything.
 */
export function cleanText(text: string | null): string | null {
  if (text === null) return null;
  const cut = text.length > MAX_FIELD ? text.slice(0, MAX_FIELD) : text;
  // The catalog's own rule for multi-line text, then the invisible characters pages scatter through words.
  const cleaned = multiLineText(cut).replace(/[\u200B-\u200F\uFEFF]/g, '');
  const collapsed = cleaned.replace(/[ \t\u00A0]+/g, ' ').replace(/ ?\n[\n ]*/g, '\n').trim();
  return collapsed === '' ? null : collapsed;
}

function cleanRecord(record: RawRecord): RawRecord {
  const cleaned = { ...record };
  for (const field of ['name', 'dates', 'endDate', 'location', 'state', 'cost', 'ages', 'type', 'registrationDeadline', 'description', 'text', 'registrationLink', 'eventUrl', 'identifier', 'organizer'] as const) {
    cleaned[field] = cleanText(record[field]);
  }
  return cleaned;
}

/** A deadline's date: what follows "Register by", "Registration closes"... in a sentence, or a short label value. */
function deadlineText(text: string | null, labeled = false): string | null {
  if (!text) return null;
  // A deadline's own value that starts with its date ("March 1, 2027. Teams registering after 2/1/27 pay the full
  // fee.", "October 15, 2026. The balance deadline was 11/1/26."): its first sentence, whatever the rest says. A
  // feed's description says none unless it names one.
  const first = labeled ? /^.{4,80}?[.;](?=\s|$)/.exec(text)?.[0] : undefined;
  if (first !== undefined && startsLikeDate(first) && hasDate(first)) return first;
  if (isDeadlineText(text)) return text.slice(deadlineAt(text), deadlineAt(text) + 120);
  return text.length <= 80 ? text : null;
}

/** Sentences about signing up, paying or getting money back: their days are no event's. */
/** A span that is no one event's: registration's, a refund's, or the first to last of dates sold apart ("Multiple dates"). */
const NOT_THE_EVENTS_SPAN = /regist|deadline|refund|sign[\s-]?up|enrol|payment|due\b|sales?\b|multiple\s+dates|(?:choose|select|pick)\s+(?:a|your)\s+dates?|various\s+dates/i;

/** The end of a span a text gives from the event's first day ("January 5 through February 23"), at most 26 weeks on. */
export function spanFrom(startDate: string, texts: readonly (string | null)[]): string | null {
  for (const text of texts) {
    for (const sentence of (text ?? '').slice(0, 5_000).split(/(?<=[.;!?])\s|\n/)) {
      if (!hasDate(sentence) || NOT_THE_EVENTS_SPAN.test(sentence)) continue;
      const range = parseDateRange(sentence, startDate);
      if (range === null || range.startDate !== startDate || range.endDate === null) continue;
      if ((Date.parse(range.endDate) - Date.parse(startDate)) / 86_400_000 <= 26 * 7) return range.endDate;
    }
  }
  return null;
}

/**
 * The ZIP code the event's text gives with the event's own town ("9800 Sportsplex Drive, Tampa, FL 33626" for an event
 * placed in "Tampa, Florida"): the same town and state, never another address's.
 */
function zipInTextFor(city: string, state: string, texts: readonly (string | null)[]): string | null {
  if (city === UNKNOWN_CITY) return null;
  const escaped = city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(String.raw`\b${escaped},?\s(?:[A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\.?,?\s\d{5}\b`, 'g');
  for (const text of texts) {
    for (const match of (text ?? '').slice(0, 10_000).matchAll(pattern)) {
      const zip = zipOf(match[0], state as Parameters<typeof zipOf>[1]);
      if (zip !== null && parsePlace(match[0])?.state === state) return zip;
    }
  }
  return null;
}

/** What a team's or an office's calendar carries beside events: practices, games, photos, meetings, closings. */
const NOT_AN_EVENT = /\bpractices?\b|\bvs\.?\s|\bversus\b|\bteam\s+photos?\b|\bpicture\s+day\b|\bmeeting\b|\boffice\s+closed\b|\bholiday\b|\borientation\b|\bbanquet\b|\bfundraiser\b|\bscrimmage\b/i;
/**
 * Courses and meetings for umpires, coaches and members, whatever kind they name ("Level 1 Umpire Clinic", "Coaching
 * Course", "Coaching Clinic"); a "Coaches Clinic" is as often college coaches teaching players, and stays.
 */
const FOR_STAFF =
  /\bumpir\w*|\bofficiat\w*|\breferee\w*|\btechnical\s+officials?\b|\bscore-?keep\w*|\btime-?keep\w*|\brules\s+(?:clinic|session|seminar|course|night)\b|\bcoach(?:es)?\s+development\b|\bcoach\s+education\b|\bsafe\s?sport\b|\bfirst\s+aid\b|\bcpr\b|\bconcussion\s+(?:training|course|certification)\b|\bbackground\s+checks?\b|\bcoach(?:ing|es)?\s(?:course|education|certification|workshop|symposium|convention|seminar)|\bcoaching\sclinic|\bcertification\b|\bwebinar\b|\bannual\s(?:general\s)?meeting\b|\bmembers?['’]?\s(?:meeting|dinner)\b|\bbanquet\b/i;
/** A club's business, not an event: a team's tryouts, a season's team registration, a membership, an order, a donation, lessons by appointment. */
const CLUB_BUSINESS =
  /\btry-?outs?\b|\b(?:player\s+|team\s+)?evaluations?\b|\bplayer\s+assessments?\b|\bteam\s+placements?\b|\b(?:club|travel|select)\s+teams?\b|\binvit(?:e|ation)[\s-]only\b|\bteam\s+registration\b|\bclub\s+(?:season|dues|membership|fees?)\b|\bmembership\b|\buniforms?\b|\bapparel\b|\bspirit\s?wear\b|\bkit\s+order\b|\bpre-?orders?\b|\bdonat\w*|\bvolunteer\w*|\bprivate\s+(?:lessons?|training|sessions?)\b|\bgift\s+cards?\b/i;
/** Things sold, not events, whatever event they are collected at ("Hoodie – Pre-order (collect at the Classic)"). */
const MERCHANDISE = /\b(?:hoodies?|sweatshirts?|t-?shirts?|apparel|merch(?:andise)?|spirit\s?wear|stick\s+bags?|backpacks?|pre-?orders?|gift\s+cards?|kit\s+orders?|uniform\s+orders?)\b/i;
/** A tryout for a state, regional or national squad selects players across clubs: an event families look for. */
const SELECTION = /\b(?:state|regional|region|national|squad|futures|all[-\s]stars?|select(?:ion)?)\b/i;
const NAMES_A_KIND = /camp|clinic|\bskills\b|showcase|tournament|\bcup\b|classic|invitational|shoot-?out|festival|combine|\bid\b|\bplay\s?days?\b|\bjamborees?\b/i;

/** The evidence of the values the event states: none for a field left empty (a cost the page does not give). */
function evidenceOfValues(record: RawRecord, details: EventDetails, yearWritten: boolean): EvidenceOf {
  const evidence: EvidenceOf = {};
  const { dates, ...rest } = record.evidence;
  if (dates) evidence.dates = !yearWritten && record.yearHint !== null ? { ...dates, year: { from: record.yearHint.from, value: record.yearHint.value } } : dates;
  const stated: Record<Exclude<EvidencedField, 'dates'>, boolean> = {
    name: true,
    place: true,
    cost: details.cost !== null,
    ages: details.ageLevel !== 'All Ages',
    type: record.type !== null,
    registrationDeadline: details.registrationDeadline !== null,
    registrationLink: details.registrationLink !== null,
    sport: true,
  };
  for (const [field, value] of Object.entries(rest) as [Exclude<EvidencedField, 'dates'>, Evidence][]) if (stated[field]) evidence[field] = value;
  return evidence;
}

/** The doubt of dates written without a year on a page that gives none: the year is the reading day's guess. */
export const YEAR_GUESSED: Doubt = 'year-guessed';

/** The deadline: the record's own, else a sentence of its description or text that names one ("Register by May 1"). */
function deadlineOf(record: RawRecord, today: string, startDate: string): string | null {
  // A deadline's own value (a label's, a column's), not a feed's description handed over whole.
  const labeled = record.registrationDeadline !== null && record.registrationDeadline !== record.description;
  const own = parseDate(deadlineText(record.registrationDeadline, labeled), today, startDate);
  if (own !== null) return own;
  for (const text of [record.description, record.text]) {
    for (const sentence of text?.split(/\n|(?<=[.!?])\s/) ?? []) {
      if (!isDeadlineText(sentence)) continue;
      // "Constitution Cup registration closes September 1" is that event's deadline, not this one's.
      const named = deadlineEventName(sentence);
      if (named && !record.name?.toLowerCase().includes(named.toLowerCase())) continue;
      const found = parseDate(deadlineText(sentence), today, startDate);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A price written in a description's line about cost, for a source that gives none apart (structured data, feeds). */
function costInDescription(description: string | null): number | null {
  const line = description?.split('\n').find((text) => /\$\s?\d/.test(text) && /\b(?:cost|price|fee|tuition|registration|per\s+(?:player|person|team|camper|athlete))\b|^\s?\$/i.test(text));
  return line ? parseCost(line) : null;
}

/**
 * The registration link: the record's own when an absolute http(s) one, else the event's page, else the page read;
 * never a calendar file: a feed's address (`/events/clinic.ics`) registers for nothing, and a feed's event with no
 * page of its own has no link (the page that shows it gives one when it is read too).
 */
function registrationLinkOf(record: RawRecord): string | null {
  const link = absoluteHttpUrl(record.registrationLink, record.pageUrl);
  const own = absoluteHttpUrl(record.eventUrl, record.pageUrl);
  const page = absoluteHttpUrl(record.pageUrl);
  // A page reached through its calendar export link ("?format=ical") is the event's page without it.
  const exported = page !== null && isCalendarExport(page) ? page.split('?')[0] : page;
  const readOn = exported !== null && !isCalendarExport(exported) ? exported : null;
  return (link !== null && !isCalendarExport(link) ? link : null) ?? (own !== null && !isCalendarExport(own) ? own : null) ?? readOn;
}

/** A registration word after a title's separator ("May 7v7 Tournament | Team Registration"): the page's purpose, not the event's name. */
/** A heading's date after the name ("National Club Championship July 08 2027", "Fall Clinic - Sat, Sept 18, 2027"): no part of it. */
const TRAILING_DATE =
  /\s(?:[|–—-]\s|,\s)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?\s)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s\d{1,2}(?:st|nd|rd|th)?,?\s\d{4}$/i;
/** A status badge after the name ("Skills Clinic Waitlist likely", "Summer Camp - Sold out"): how full it is, not its name. */
/** A heading naming the event and a part of the page with it ("Spring Goalie Academy & FAQs"): the event's name is before. */
const PART_SUFFIX = /\s(?:&|and)\s(?:faqs?|info(?:rmation)?|details|policies|photos)$/i;
const STATUS_SUFFIX = /\s(?:[|–—-]\s|\()?(?:wait[\s-]?list(?:\s(?:only|likely|open|available))?|sold\sout|full|almost\sfull|filling\s(?:fast|up)|few\s(?:spots|spaces|places)\s(?:left|remaining)|limited\s(?:spots|spaces)|new!?)\)?$/i;
/** A season in brackets after a program's name ("Field Hockey Foundations (Spring)"): when, not what. */
const SEASON_ASIDE = /\s\((?:spring|summer|fall|autumn|winter)(?:\s20\d{2})?\)$/i;
/** A status written after a name, a row's or a card's: "Duluth Winter Clinic CANCELLED", "Spring Clinic (Postponed)". */
const CANCELLED_SUFFIX = /(?:^|\s)(?:[|–—:-]\s?|\(|\[)?(?:cancel+ed|postponed)[)\]]?!?$/i;
const REGISTRATION_SUFFIX = /\s[|–—-]\s(?:(?:team|player|individual|online|camp|event)\s)?(?:registration|register|sign[\s-]?ups?|tickets?|enrollment|enroll)$/i;
/** A document about the event after its name ("Pine Barrens Indoor Shootout 2027 - Team Packet"): the event is before it. */
const DOCUMENT_SUFFIX = /\s[|–—:-]\s(?:(?:team|parent|player|camper|coach(?:es)?|info(?:rmation)?|registration|event)\s)?(?:packet|brochure|flyer|handbook|guide|information|info\ssheet|fact\ssheet|waiver|form)$/i;

/**
 * The event with what its organizer states beyond the catalog's required fields, each only when stated: the
 * graduation classes, the colleges attending (from the page's list, else its description's), the venue's ZIP code.
 */
function withStatedFacts(details: EventDetails, record: RawRecord): EventDetails {
  // Of the record's other text, only lines stating classes and nothing else.
  const gradYears = statedGradYears([record.ages, details.name, details.description, classLines(record.text)], details.startDate);
  const listed = record.colleges ? collegeNames(record.colleges.split('\n')) : [];
  const colleges = listed.length > 0 ? listed : collegesInText(details.description);
  const zip = zipOf(record.location, details.state) ?? zipInTextFor(details.city, details.state, [record.description, record.text]);
  return {
    ...details,
    ...(gradYears.length > 0 ? { gradYears } : {}),
    ...(colleges.length > 0 ? { collegesAttending: colleges } : {}),
    ...(zip !== null ? { zip } : {}),
  };
}

/**
 * A raw record normalized into an event ready to list, or the reason it cannot be listed: 'No name', 'No start
 * date', 'No state' (checked in that order), else the first problem the catalog's validation finds (`field: message`).
 */
export function normalizeRecord(raw: RawRecord, settings: Pick<ExtractionSettings, 'organizer' | 'today'>): ScrapedEvent | Rejection {
  const record = cleanRecord(raw);
  const written = record.name ? oneLine(record.name) : '';
  // A name that says the event is off is the event's name and its status.
  const cancelledByName = CANCELLED_SUFFIX.test(written) && written.replace(CANCELLED_SUFFIX, '').trim().length >= 3;
  const name = written.replace(CANCELLED_SUFFIX, '').trim().replace(DOCUMENT_SUFFIX, '').replace(REGISTRATION_SUFFIX, '').replace(TRAILING_DATE, '').replace(STATUS_SUFFIX, '').replace(PART_SUFFIX, '').replace(SEASON_ASIDE, '').trim();
  const reject = (reason: string): Rejection => ({ url: record.pageUrl, name: name === '' ? null : name, reason });
  if (name === '') return reject('No name');

  // A date written without a year takes the year its page gives elsewhere; with none, the next such day, in doubt.
  const yearWritten = /\b\d{4}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2}\b/.test(`${record.dates ?? ''} ${record.endDate ?? ''}`);
  const reference = yearWritten || record.yearHint === null ? settings.today : record.yearHint.reference;
  const range = parseDateRange(record.dates, reference);
  if (!range) return reject('No start date');
  const writtenEnd = record.endDate ? parseDate(record.endDate, range.startDate) : null;
  const doubts = yearWritten || record.yearHint !== null ? record.doubts : [...record.doubts, YEAR_GUESSED];
  const ownEnd = writtenEnd !== null ? (writtenEnd === range.startDate ? null : writtenEnd) : range.endDate;
  // A day given alone (structured data's one-day event) whose text spans weeks from it ("eight Tuesday evenings,
  // January 5 through February 23"): the text's span is the event's.
  const endDate = ownEnd ?? spanFrom(range.startDate, [record.description, record.text]);

  if ((endDate ?? range.startDate) < settings.today) return reject('Already over');

  const place = parsePlace(record.location, record.state);
  if (!place) return reject('No state');

  if (NOT_AN_EVENT.test(name) && !NAMES_A_KIND.test(name)) return reject('Not an event families sign up for (a practice, game, meeting or closing)');
  if (CLUB_BUSINESS.test(name) && !NAMES_A_KIND.test(name) && !SELECTION.test(name)) return reject("Not an event families sign up for (a team's tryouts, a membership, an order or a donation)");
  if (MERCHANDISE.test(name)) return reject("Not an event families sign up for (a team's tryouts, a membership, an order or a donation)");
  if (FOR_STAFF.test(name)) return reject('Not an event families sign up for (a course for umpires or coaches, a meeting)');
  const notAName = notAnEventName(name);
  if (notAName) return reject(notAName);

  const description = descriptionOf(record.description);
  const texts = [description, record.text];
  // The organizer the page names for the event (an aggregator's), else the scraper's.
  const namedOrganizer = organizerName(record.organizer) ?? organizerInText(record.description) ?? organizerInText(record.text);
  const town = place.city === UNKNOWN_CITY ? place.city : townOf(place.city, place.state, record.location);
  const city = town === UNKNOWN_CITY || /[a-z]/.test(town) ? town : town.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
  // A team's fee beside what a player pays alone: the player's is the fee to take part.
  const playerFee = playerFeeBesideTeamFee(record.cost, [record.description, record.text]);
  const input: EventDetails = {
    name,
    description,
    eventType: eventTypeOver({ startDate: range.startDate, endDate }, record.type, name, ...texts),
    startDate: range.startDate,
    endDate,
    registrationDeadline: deadlineOf(record, settings.today, range.startDate),
    city,
    state: place.state,
    cost: playerFee?.value ?? parseCost(record.cost) ?? costInDescription(record.description),
    ageLevel: ageLevelOf(record.ages, name, texts, settings.today, range.startDate),
    organizer: namedOrganizer ?? settings.organizer,
    isIndoor: indoorOf(name, record.location, ...texts),
    registrationLink: registrationLinkOf(record),
  };
  const parsed = EventDetailsInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.map(String).join('.');
    return reject(field ? `${field}: ${issue.message}` : issue.message);
  }
  const details = withStatedFacts(parsed.data as EventDetails, record);
  return {
    sourceKey: sourceKeyOf({ pageUrl: record.pageUrl, identifier: record.identifier, name: details.name, startDate: details.startDate }),
    details,
    cancelled: record.cancelled || cancelledByName,
    namedOrganizer,
    pageUrl: record.pageUrl,
    evidence: evidenceOfValues(playerFee && record.evidence.cost ? { ...record, evidence: { ...record.evidence, cost: { ...record.evidence.cost, text: playerFee.text.slice(0, EVIDENCE_TEXT) } } } : record, details, yearWritten),
    doubts,
  };
}

export const isRejection = (result: ScrapedEvent | Rejection): result is Rejection => 'reason' in result;
