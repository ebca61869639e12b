/**
 * Whether a text an event was named by names an event: a heading or a card's title does, a label, a line of times
 * or a heading of the page's own parts ("Time & Location", "Rosters", "Find an event") does not. The patterns run
 * on one cleaned line (at most a few hundred characters) and are linear.
 */

const LOWER_KIND = /\b(?:camps?|clinics?|showcases?|tournaments?|play\s?days?|leagues?|festivals?|classics?|invitationals?|cups?|jamborees?|combines?|tryouts?)\b/i;

/** A label waiting for its value: "Withdrawal:", "Check-in:". */
const LABEL = /:\s?$/;
/** A program's number with its label ("Program #: 281210-A", "Activity No. 4821"). */
const CATALOG_NUMBER = /^(?:program|activity|course|class|event|session|item)\s?(?:#|no\.?|number|id|code)\s?:?\s?[\w.-]{1,20}$/i;
/** A season's heading over its programs ("Spring 2027", "Summer 2027 Programs"), or a part of past ones ("Past programs"). */
const SEASON_HEADING = /^(?:20\d{2}\s)?(?:spring|summer|fall|autumn|winter)(?:\s20\d{2})?(?:\s(?:season|sessions?|programs?|schedule|offerings))?$|^(?:past|previous|completed|archived?)\s(?:programs|events|sessions|camps|clinics|seasons)$/i;
/** A document's file name shown as a title ("FieldHockeyFlyer_2027", "camp-flyer-2027.pdf"). */
const FILE_NAME = /^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*(?:\.(?:pdf|docx?|html?))$|^[A-Za-z0-9]*_[A-Za-z0-9_]+$/;
/** A line that is only times or days of the week ("9:00 am - 12:00 pm", "Saturdays 9-11 AM"). */
const TIMES_ONLY = /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s?(?:(?:&|and|-|–|through|thru)\s?)?)*\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)?\s?(?:-|–|—|to)\s?\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)?$/i;
/** The headings of a page's parts and of site navigation, never an event's name. */
const PART_HEADING =
  /^(?:time\s?(?:&|and)\s?(?:location|place|date)|date\s?(?:&|and)\s?(?:time|location)|location|directions|details|event\s+details|schedule|rosters?|registration|register(?:\s+now)?|sign\s?up|fees?|cost|pricing|refunds?(?:\s+policy)?|withdrawals?|check[\s-]?in|faqs?|contact(?:\s+us)?|about(?:\s+us)?|find\s+an?\s+events?|upcoming\s+events|events?|calendar|news|what\s+to\s+bring|lodging|hotels?|parking|weather(?:\s+policy)?|results|standings|photos|sponsors|staff|coaches|description|summary|notes?|requirements|equipment|dates?|times?|days?|(?:day|date)s?\s?(?:\/|&|and)\s?times?|when|where|who|what|ages?|grades?|prices?|rates|tickets?|ticket\s+(?:types|options|prices|info(?:rmation)?)|registration\s+options|event\s+(?:dates?|times?|location|fees?|info(?:rmation)?)|eligibility|season|program\s+details|(?:start|end|event)\s+(?:dates?|times?)|(?:beginning|begin|starting|ending|first|last|meeting|class|practice|session|activity|program|course)\s+(?:dates?|days?|times?|info(?:rmation)?|notes|description|schedule)|(?:internet|online|web|walk-?in|mail-?in|in-?person)\s+registration|registration\s+(?:opens?|closes?|deadline)|program\s+contact|(?:club\s+)?office(?:\s+hours)?|gender|sport|pickup|pick-up\s+(?:date|time|location)|overview|home|news\s?flash|recreation|parks\s?(?:&|and)\s?recreation|(?:youth\s+)?sports|programs?)$/i;
const REGISTRATION_NOTICE = /\b(?:registration|sign[\s-]?ups?|enrollment)\s(?:opens?|closes?|is\s(?:now\s)?open|begins?|ends?|deadline)\b/i;
/** A heading about registering, not an event: "Internet registration dates", "Registration Information". */
const REGISTRATION_HEADING = /^(?:[\w'-]+\s){0,2}(?:registration|sign[\s-]?ups?|enrollment)\s(?:dates?|info(?:rmation)?|details|deadlines?|opens?|periods?|times?|windows?)$/i;

/**
 * A heading over a list of events, not one of them: kinds in the plural ("Tournaments", "Upcoming Camps & Clinics",
 * "2027 Summer Camps"), or a part's title ("Tournament Details", "Camp Information").
 */
const LIST_HEADING =
  /^(?:(?:our|upcoming|current|future|all|more|other|featured|20\d{2}|(?:spring|summer|fall|autumn|winter)(?:\s20\d{2})?|youth|girls'?|boys'?|field\s+hockey|indoor|outdoor)\s){0,3}(?:(?:camps|clinics|showcases|tournaments|events|programs|leagues|sessions|play\s?days)(?:\s?(?:&|and|,)\s?)?){1,3}(?:\s20\d{2})?$|^(?:[\w'-]+\s){0,2}(?:details|information|info|overview|schedule|logistics|policies|faqs?)$/i;

const YEARLY_LIST = /^20\d{2}\s(?:[\w'&.-]+\s){0,4}(?:camps|clinics|events|programs|showcases|tournaments)$|^(?:[\w'&.-]+\s){0,4}(?:camps|clinics|events|programs|showcases|tournaments)\s20\d{2}$/i;
/** A state and its ZIP code ("OH 43210 Camp" read from "Columbus, OH 43210 Camp Staff: ..."): an address, not a name. */
const ADDRESS_PART = /\b[A-Z]{2}\s\d{5}\b/;
/** A holiday a calendar or a sentence names ("Columbus Day", "no class Memorial Day"). */
const HOLIDAY = /^(?:(?:no\s(?:class|camp|practice)\s(?:on\s)?)?(?:columbus|independence|labor|memorial|veterans|presidents'?|martin\sluther\sking(?:\sjr\.?)?|mlk|thanksgiving|christmas|new\syear'?s|juneteenth|indigenous\speoples'?)\s(?:day(?:\s(?:weekend|break|holiday))?|weekend|break|holiday))$/i;
/**
 * A gathering of parents, members or a board, or a fundraiser, not play: "Parent Info Night", "Annual General
 * Meeting", "Awards Banquet", "Gear Swap & Pancake Breakfast".
 */
const MEETING =
  /\b(?:info(?:rmation(?:al)?)?\s(?:night|session|meeting|evening)|parents?'?\s(?:meeting|night|orientation)|meetings?|banquet|webinar|fundraiser|golf\souting|awards?\s(?:night|ceremony|dinner)|elections?|board\sof\sdirectors|voting|(?:gear|equipment|stick|uniform|cleat)\s(?:swap|exchange|sale|drive)|(?:pancake\s)?breakfast|brunch|potluck|bake\ssale|car\swash|raffle|yard\ssale|team\sdinner|spirit\swear)\b/i;
/** A call for helpers, not an event to play in: "Volunteers Needed: Summer Showcase", "Call for Volunteers". */
const VOLUNTEER_CALL = /^(?:volunteers?\s(?:needed|wanted|opportunit(?:y|ies)|sign[\s-]?ups?)|call\sfor\svolunteers|volunteer\s(?:call|sign[\s-]?ups?|with\sus))\b/i;

/** Words pointing at an event a sentence speaks of: "this clinic", "these sessions". */
const POINTING = /\b(?:this|that|these|those)\s(?:camps?|clinics?|events?|programs?|sessions?|leagues?|tournaments?|showcases?|classes)\b/i;

/** Why a name names no event, or null when it may. */
export function notAnEventName(name: string): string | null {
  const text = name.trim();
  if (text.length <= 60 && LIST_HEADING.test(text.replace(/[.!:]$/, ''))) return 'Not an event: its name is the heading of a list or of a part of the page';
  // Kinds in the plural with a season's year: a site's or a page's list ("Merrow Field Hockey Camps 2027").
  if (text.length <= 60 && YEARLY_LIST.test(text.replace(/[.!:]$/, ''))) return 'Not an event: its name is the heading of a list or of a part of the page';
  if (LABEL.test(text)) return 'Not an event: its name is a label';
  if (CATALOG_NUMBER.test(text)) return 'Not an event: its name is a catalog number';
  if (text.length <= 40 && SEASON_HEADING.test(text.replace(/[.!:]$/, ''))) return 'Not an event: its name is the heading of a list or of a part of the page';
  if (FILE_NAME.test(text)) return 'Not an event: its name is a file name';
  if (ADDRESS_PART.test(text)) return 'Not an event: its name is a part of an address';
  if (HOLIDAY.test(text)) return 'Not an event: its name is a holiday';
  if (VOLUNTEER_CALL.test(text)) return 'Not an event: a call for volunteers, not play';
  if (MEETING.test(text) && !LOWER_KIND.test(text)) return 'Not an event: a meeting or gathering, not play';
  // Words of a sentence (a link's text, "online entry form"), not a name: no capital and no kind of event.
  if (!/[A-Z]/.test(text) && !LOWER_KIND.test(text)) return 'Not an event: its name is words of a sentence';
  // "Registration For This Clinic": a sentence pointing at an event ("this clinic"), not its name.
  if (POINTING.test(text)) return 'Not an event: its name is words of a sentence';
  if (text.length <= 60 && TIMES_ONLY.test(text)) return 'Not an event: its name is a time of day';
  if (text.length <= 40 && PART_HEADING.test(text.replace(/[.!]$/, ''))) return 'Not an event: its name is the heading of a part of the page';
  if (text.length <= 60 && REGISTRATION_HEADING.test(text.replace(/[.!:]$/, ''))) return 'Not an event: its name is the heading of a part of the page';
  // A notice about registering ("Spring registration opens February 1"), not an event.
  if (REGISTRATION_NOTICE.test(text)) return 'Not an event: its name is a notice about registering';
  return null;
}

const YEAR = /\b(20\d{2})\b/g;
/** A year that is a graduation class or a season's span, not the edition's year ("Class of 2029", "2027-28"). */
const CLASS_YEAR = /\b(?:class(?:es)?\s+of|grads?|graduat\w*)\s?$/i;

/** A name written for another year than the event's ("2025 Summer Camp" for a camp in 2027): a past edition's title. */
export function namesAnotherYear(name: string, startDate: string, endDate: string | null): boolean {
  const years = new Set([startDate.slice(0, 4), (endDate ?? startDate).slice(0, 4)]);
  for (const match of name.matchAll(YEAR)) {
    if (CLASS_YEAR.test(name.slice(Math.max(0, match.index - 20), match.index))) continue;
    // A school year or a season over two years ("2026-27 Winter League") names both.
    const after = name.slice(match.index + 4, match.index + 10);
    const span = /^\s?[-–/]\s?(\d{2,4})/.exec(after);
    if (span) {
      const second = span[1].length === 2 ? `${match[1].slice(0, 2)}${span[1]}` : span[1];
      if (years.has(match[1]) || years.has(second)) continue;
    }
    if (!years.has(match[1])) return true;
  }
  return false;
}

const words = (text: string): string[] => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
/** The words of an event's kind: a name holding one names an event, whoever runs it. */
const KIND_WORD = /^(?:camps?|clinics?|showcases?|tournaments?|championships?|cup|classic|invitational|shootout|festival|combine|id|league|series|session|sessions|program|academy|day|days|play|playday|futures|training|skills|prospect|elite|jamboree|indoor|summer|winter|spring|fall)$/;

/** A name that is only the organization's own ("Springfield Athletic Association" for its clinic). */
export function isOrganizationName(name: string, organizer: string): boolean {
  const named = words(name);
  const organization = new Set(words(organizer));
  if (named.length === 0 || organization.size === 0) return false;
  if (named.some((word) => KIND_WORD.test(word))) return false;
  const shared = named.filter((word) => organization.has(word)).length;
  return shared === named.length || /\b(?:association|club|inc|llc|league|department|commission|foundation|federation)\b/i.test(name) && !named.some((word) => KIND_WORD.test(word));
}
