import { withoutVerbMay } from './dates.js';
import { parsePlace } from './places.js';

/** The text without the given characters at its end, read from the end (no pattern scans long runs of them). */
export function trimEndOf(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1])) end--;
  return text.slice(0, end);
}

/** The text without the given characters at its start. */
export function trimStartOf(text: string, characters: string): string {
  let start = 0;
  while (start < text.length && characters.includes(text[start])) start++;
  return text.slice(start);
}

/**
 * Small tests of what a piece of text is (a date, a place, a price...), for readers that find records without
 * labels. Each pattern is linear: no nested or overlapping quantifiers.
 */

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
/** A day written with a month name, numbers (M/d), or ISO: enough to tell a line carries a date. */
const DATE_HINT = new RegExp(String.raw`\b${MONTH}\.?\s{0,3}\d{1,2}(?:st|nd|rd|th)?(?![\da-z])|\b\d{1,2}(?:st|nd|rd|th)?\s{0,3}(?:of\s)?${MONTH}\b|(?<![\d/])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d/])|\b\d{4}-\d{2}-\d{2}\b`, 'i');
const DEADLINE = /\b(?:register\s+by|registration\s+(?:closes|ends|deadline|due)|registration\sfor(?:\s[\w'-]+){1,4}\s(?:closes|ends)|deadline|apply\s+by|sign\s*-?up\s+by|entries\s+due|due\s+by|closes\s+on|will\s+close\s+on|entries\s+close|(?:team|player)\s+entries\s+close|sign[\s-]?ups?\s+(?:close|closes|end|ends)|enrollment\s+(?:closes|ends))\b/i;
/**
 * Dates that are no event's: when a post was published or a page updated, when a ticket price ends, when registration
 * opens (a registration label's value "Opens Monday, November 30, 2026 · closes Sunday, January 3, 2027" too).
 */
const PUBLISHED =
  /\b(?:posted|published|updated|last\s+modified|written|sales?\s+(?:ends?|starts?)|on\s+sale|early[\s-]?bird|price\s+(?:goes\s+up|increases?)|(?:registration|sign[\s-]?ups?|enrollment)\s+(?:opens?|begins?|starts?|is\s+open|will\s+(?:open|begin|start))|(?:registration|sign[\s-]?ups?|enrollment)\sfor(?:\s[\w'-]+){1,4}\s(?:opens?|begins?|starts?)|opens?\s+for\s+(?:registration|sign[\s-]?ups?|enrollment))\b|^\s?(?:opens?|opening)\s(?:on\s)?(?:(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|\d)/i;
const MONEY = /\$\s?\d|\b(?:free|no\s+cost|no\s+charge|complimentary)\b/i;
const AGES = /\b(?:ages?|grades?|graders|class(?:es)?\s+of|grads?|u\s?-?\d{1,2}s?|\d{1,2}u|under\s?-?\d|high\s+school|middle\s+school|varsity|all\s+levels|all\s+ages)\b/i;
const ZIP = /\b\d{5}(?:-\d{4})?\b/;

export const hasDate = (text: string): boolean => DATE_HINT.test(withoutVerbMay(text));
/** What else falls due before an event (rosters, balances, waivers, a hotel block): no registration's deadline. */
const OTHERS_DUE = /\b(?:rosters?|balances?|(?:final\s)?payments?|waivers?|medical|physicals?|shirts?|uniforms?|orders?|hotels?|housing|lodging|room\sblocks?)\b/i;
const SIGN_UP = /\b(?:regist\w*|entr(?:y|ies)|sign[\s-]?ups?|enrol\w*|apply|applications?)\b/i;
/** A registration's deadline ("Register by June 1"), not another's ("Rosters are due by Friday, January 15"). */
/** An early-bird price's last day ("early bird $215 if you register by Dec 15"): a price's deadline, not registration's. */
const EARLY_PRICE = /\bearly[\s-]?bird\b|\bprice\s(?:goes\sup|increases?)\b|\bdiscount\b/i;
/** "Registration opens April 1 and closes July 9": a closing told after an opening, in a sentence on signing up. */
const CLOSES_AFTER = /\b(?:and|but|&)\s(?:it\s)?closes?\b/i;
const closingAt = (text: string): RegExpExecArray | null => {
  const match = CLOSES_AFTER.exec(text);
  return match && SIGN_UP.test(text.slice(0, match.index)) ? match : null;
};
export const isDeadlineText = (text: string): boolean => (DEADLINE.test(text) || closingAt(text) !== null) && !EARLY_PRICE.test(text) && !(OTHERS_DUE.test(text) && !SIGN_UP.test(text));
export const isPublishedText = (text: string): boolean => PUBLISHED.test(text);
export const hasMoney = (text: string): boolean => MONEY.test(text);
export const hasAges = (text: string): boolean => AGES.test(text);

/** Where the date of a deadline starts in a text that names one, or -1. */
export function deadlineAt(text: string): number {
  const match = DEADLINE.exec(text) ?? closingAt(text);
  return match ? match.index + match[0].length : -1;
}

/**
 * A text that reads as a place: a US city and state ("Lancaster, PA", "Cypress, Texas 77429", a street address
 * ending in them) and no date or price. Short texts only: a sentence naming a state is no address.
 */
export function isPlaceText(text: string): boolean {
  if (text.length > 160 || hasDate(text) || /\$/.test(text)) return false;
  if (!/,/.test(text) && !ZIP.test(text)) return false;
  return parsePlace(text) !== null;
}

const STARTS_LIKE_DATE = new RegExp(String.raw`^(?:\d|${MONTH}\b|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)`, 'i');

/** A text whose first word is a day, a month or a weekday ("March 1, 2027.", "Fri, Jan 8"). */
export const startsLikeDate = (text: string): boolean => STARTS_LIKE_DATE.test(text.trim());

/**
 * The parts of one line as organizers separate them: pipes and bullets, and dashes with spaces around them, except
 * a dash between the two ends of a date range ("Sat, Jul 24 – Sun, Jul 25, 2027" stays one part) or of a range of
 * numbers ("ages 11 – 18"). Lines come with
 * their whitespace collapsed.
 */
export function lineParts(line: string): string[] {
  const parts: string[] = [];
  for (const piece of line.split(/ ?[|•·] ?/)) {
    const dashed = piece.split(/ [-–—] /).map((part) => part.trim());
    dashed.forEach((part, index) => {
      const previous = index > 0 ? parts[parts.length - 1] : null;
      if (previous && hasDate(previous) && STARTS_LIKE_DATE.test(part)) parts[parts.length - 1] = `${previous} - ${part}`;
      // A range of numbers ("ages 11 – 18", "grades 5 – 8"): its two ends are one part.
      else if (previous && /\d$/.test(previous) && /^\d/.test(part)) parts[parts.length - 1] = `${previous}-${part}`;
      else parts.push(part);
    });
  }
  return parts.filter((part) => part !== '');
}

const DATE_WORDS = new RegExp(String.raw`\b${MONTH}\.?|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?|\b\d{1,4}(?:st|nd|rd|th)?\b|\b(?:am|pm|a\.m\.|p\.m\.|noon|to|through|thru|from|until|and|at|[ap]m)\b`, 'gi');

/** A text that is nothing but a day (with its time): "Saturday, April 17, 2027 9:00 AM", "Sun 7/11". */
export function isDateOnly(text: string): boolean {
  if (!hasDate(text)) return false;
  return text.replace(DATE_WORDS, ' ').replace(/[^a-z]/gi, '').length < 3;
}

/**
 * Words of a link that signs a player up, as organizers word it: "Register", "Sign up", "Enroll", "Book now", "RSVP",
 * "Get tickets", "Secure your spot". Not a shop's "Add to cart" or "Select options": on a camp's product page those
 * are the related products' buttons, and the product page is what one registers on.
 */
export const REGISTER_TEXT =
  /regist|sign\s?-?up|sign\sme\sup|enrol|book\s(?:now|online|here|a\s|your\s|my\s)|apply|reserve|(?:buy|get|purchase)\s(?:your\s)?tickets?|checkout|\brsvp\b|(?:secure|save|claim|grab|hold)\s(?:your|my|a)\s(?:spot|place|seat)/i;
const REGISTER_START = /^(?:register|sign\s?-?up|sign\sme\sup|enrol|book|apply|reserve|buy|join|rsvp|get\stickets?|secure\s|save\s(?:your|my|a)\s|claim\s)/i;

/**
 * The link of a block or page that registers for its event: a button whose words start with "Register", "Sign up",
 * "Enroll"... first, then one whose words or address say so; on a tie one to another host (a registration
 * platform) over a page of the site. Null when none says it registers.
 */
export function registrationLinkAmong(links: readonly { text: string; href: string }[], pageUrl: string): string | null {
  let best: { href: string; score: number } | null = null;
  const pageHost = hostOf(pageUrl);
  for (const { text, href } of links) {
    // Adding the event to a calendar is no registering for it ("ICS", "Google Calendar", `?format=ical`).
    if (CALENDAR_EXPORT.test(href)) continue;
    // A link to a part of this very page ("#tickets") registers for nothing the page does not.
    if (href.includes('#') && href.split('#')[0] === pageUrl.split('#')[0]) continue;
    // Joining a full event's waiting list is no registering for it.
    if (WAITLIST.test(text) || WAITLIST.test(href)) continue;
    // Joining the association, signing in or giving money is no registering for the event ("Join / Renew").
    if (NOT_REGISTERING.test(text) || NOT_REGISTERING_ADDRESS.test(href)) continue;
    const words = text.replace(/\s+/g, ' ').trim();
    let score = REGISTER_START.test(words) ? 4 : REGISTER_TEXT.test(words) ? 2 : REGISTER_TEXT.test(href) ? 1 : 0;
    if (score === 0) continue;
    if (hostOf(href) !== pageHost) score += 1;
    if (best === null || score > best.score) best = { href, score };
  }
  return best?.href ?? null;
}

const WAITLIST = /wait[\s_-]?list/i;
const NOT_REGISTERING = /\b(?:member(?:ship)?s?|renew(?:al)?|log\s?in|sign\s?in|donat\w*|give|sponsor\w*|volunteer\w*|subscribe|newsletter|(?:create|my)\s(?:an\s)?account|(?:user|an?)\saccount)\b/i;
const NOT_REGISTERING_ADDRESS = /\/(?:membership|join|login|signin|donat\w*|volunteer\w*|portal|create-?account|account)(?:[/.?#]|$)|^#/i;
const CALENDAR_EXPORT = /[?&]format=ical\b|\.ics(?:[?#]|$)|^webcal:|calendar\/(?:event|render)\?action=TEMPLATE|outlook\.[a-z.]+\/calendar\/.*compose/i;

/** A link that adds an event to a calendar, never a registration link. */
export const isCalendarExport = (href: string): boolean => CALENDAR_EXPORT.test(href);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

const DEADLINE_AFTER_NAME = /\s(?:registration\s(?:closes|ends|deadline)|deadline|entries\sdue)\b/;
const EVENT_WORD = /^(?:Cup|Classic|Camp|Clinic|Showcase|Tournament|Invitational|Shootout|League|Series|Festival)$/;

/** The event a deadline sentence names ("Constitution Cup registration closes September 1" names "Constitution Cup"). */
export function deadlineEventName(sentence: string): string | null {
  const at = DEADLINE_AFTER_NAME.exec(sentence)?.index;
  if (at === undefined) return null;
  const words = sentence.slice(Math.max(0, at - 120), at).split(' ');
  if (!EVENT_WORD.test(words[words.length - 1] ?? '')) return null;
  // The capitalized words before the event word, up to five: "Constitution Cup", "Spring Indoor Classic".
  let first = words.length - 1;
  while (first > 0 && words.length - first <= 5 && /^[A-Z]/.test(words[first - 1])) first--;
  return words.slice(first).join(' ');
}

/**
 * A line saying the event it stands in is off: "Cancelled", "(postponed)", "Spring Clinic – CANCELLED", a badge after
 * its heading ("Session III – March Cancelled"), "This session has been cancelled."
 */
const CANCELLED_LINE = /^(?:this\s+(?:event|session|program|camp|clinic|class|tournament)\s+(?:has\s+been|is|was)\s+|event\s+)?(?:cancel+ed|postponed)\b.{0,30}$|\((?:cancel+ed|postponed)\)|^.{0,120}\s[-–—:]\s(?:cancel+ed|postponed)$/i;
const CANCELLED_BADGE = /^[^.]{0,80}\s(?:Cancel+ed|CANCEL+ED|Postponed|POSTPONED)$/;
export const isCancelledLine = (line: string): boolean => CANCELLED_LINE.test(line) || CANCELLED_BADGE.test(line);

/** Days about money or leaving, not the event: a late fee's, a deposit's or balance's, a refund's, a withdrawal's. */
const MONEY_DAYS = /\b(?:late\s+fees?|non-?refundable|refund\w*|balance|deposits?|payments?|withdraw\w*)\b/i;
export const isMoneyDayText = (text: string): boolean => MONEY_DAYS.test(text);
