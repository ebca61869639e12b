import { type AgeLevel, EVENT_TYPES, type EventType } from '../../catalog/events/event-details.js';

type Text = string | null | undefined;

const TYPE_RULES: readonly [RegExp, EventType][] = [
  [/\bID\s*(?:Camps?|Clinics?|Days?|Sessions?)\b|identification camp|\b(?:prospects?|elite|recruit(?:ing)?)\s+camps?\b|\bprospects?\s+(?:day|clinic)s?\b/i, 'ID Camp'],
  [/clinic/i, 'Clinic'],
  [/showcase/i, 'Showcase'],
  [/tournament|\bcup\b|classic|invitational|championship|shoot-?out|\bplay\s*days?\b|\bleague\b|\bfestival\b|\bround[\s-]robin\b|\bjamboree\b/i, 'Tournament'],
];
/** Any other camp (day, skills, team, overnight, goalkeeper camps), academy, training week or first try of the game teaches: a clinic. */
const CAMP = /\b(?:goalie|goalkeeper|keeper|skills?|training|stick\s?work)\s(?:nights?|evenings?|mornings?|sessions?|days?)\b|\bcamps?\b|\bacadem(?:y|ies)\b|\bskills?\b|\btraining\b|\bintro(?:duction)?\sto\b|\blearn[\s-]to[\s-]play\b|\btry[\s-]it\b|\bdiscover\b|\bbeginners?\b/i;
/** A program meeting week after week: "meets every Monday", "an eight-week program", "weekly sessions". */
const WEEKLY_SESSIONS = /\b(?:every|each)\s(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:\d|two|three|four|five|six|seven|eight|nine|ten)[\s-]weeks?\s(?:program|clinic|session|course|series)\b|\bweekly\s(?:sessions?|clinics?|practices?|program)\b|\bonce\sa\sweek\b/i;

/** A recruiting night or day that names no other kind is a recruiting event, whatever its text mentions. */
const RECRUITING = /\brecruit(?:ing|ment)?\b/i;

function typeIn(text: Text): EventType | null {
  if (!text) return null;
  return TYPE_RULES.find(([rule]) => rule.test(text))?.[1] ?? null;
}

const namedType = (text: Text): EventType | null => (text ? (EVENT_TYPES.find((type) => type.toLowerCase() === text.trim().toLowerCase()) ?? null) : null);
const campIn = (text: Text): EventType | null => (text && CAMP.test(text) ? 'Clinic' : null);

/**
 * The event's type: a type field naming one of ours exactly, else the name, then the type field, then the
 * description and the rest of the text (ID camp, identification, prospect or elite camp; clinic; showcase;
 * tournament, cup, classic, invitational, shootout, championship, league), where any other camp in the name or type
 * field is a clinic; 'Recruiting Event' when none says.
 */
export function eventTypeOf(type: Text, name: Text, ...texts: Text[]): EventType {
  const named = namedType(type);
  // An identification clinic is an ID camp, whatever the platform's kinds call it ("Clinic": "College ID Clinic").
  if (named === 'Clinic' && typeIn(name) === 'ID Camp') return 'ID Camp';
  return (
    named ??
    typeIn(name) ??
    typeIn(type) ??
    campIn(name) ??
    campIn(type) ??
    (name && RECRUITING.test(name) ? 'Recruiting Event' : null) ??
    // Weekly sessions teach, whatever game day their text mentions ("the last session ends with a mini-tournament").
    (texts.some((text) => text && WEEKLY_SESSIONS.test(text.slice(0, 5_000))) ? 'Clinic' : null) ??
    texts.reduce<EventType | null>((found, text) => found ?? typeIn(text), null) ??
    'Recruiting Event'
  );
}

/** A program whose days run over a week or more ("3/20 – 5/8") meets week after week: it teaches, when nothing else says. */
export function eventTypeOver(days: { startDate: string; endDate: string | null }, type: Text, name: Text, ...texts: Text[]): EventType {
  const found = eventTypeOf(type, name, ...texts);
  if (found !== 'Recruiting Event' || days.endDate === null || (name && RECRUITING.test(name))) return found;
  const span = (Date.parse(days.endDate) - Date.parse(days.startDate)) / 86_400_000;
  return span >= 7 ? 'Clinic' : found;
}

/** Indoor from the name or text: indoor/turf dome/dome → true; outdoor → false; else null (not said). */
export function indoorOf(...texts: Text[]): boolean | null {
  const all = texts.filter((text): text is string => !!text);
  if (all.some((text) => /indoor|turf dome|\bdome\b/i.test(text))) return true;
  if (all.some((text) => /outdoor/i.test(text))) return false;
  return null;
}

/** Levels by age, youngest first: a text reaching several takes the highest. */
const BY_AGE: readonly AgeLevel[] = ['U14', 'U16', 'U19', 'College'];

/** U14 is 13 and younger, U16 14-15, U19 16-18. */
function levelOfAge(age: number): AgeLevel | null {
  if (age < 5 || age > 25) return null;
  if (age <= 13) return 'U14';
  if (age <= 15) return 'U16';
  if (age <= 18) return 'U19';
  return 'College';
}

/** An "under N" team: U14 and younger are U14, U15-U16 are U16, U17-U19 are U19, older (U21, U23) are college age. */
function levelOfUnder(under: number): AgeLevel | null {
  if (under < 6 || under > 25) return null;
  if (under <= 14) return 'U14';
  if (under <= 16) return 'U16';
  if (under <= 19) return 'U19';
  return 'College';
}

/** Grades up to 8 (middle school) are U14, 9-10 U16, 11-12 U19, past 12 college. */
function levelOfGrade(grade: number): AgeLevel | null {
  if (grade < 1 || grade > 16) return null;
  if (grade <= 8) return 'U14';
  if (grade <= 10) return 'U16';
  if (grade <= 12) return 'U19';
  return 'College';
}

/**
 * A graduation class ("Class of 2029") as the grade it is in during today's school year (which turns in August), at
 * that grade's level; a class already graduated, or not yet in school, names no level.
 */
function levelOfClassYear(year: number, today: string): AgeLevel | null {
  const [thisYear, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const graduating = month >= 8 ? thisYear + 1 : thisYear;
  const grade = 12 - (year - graduating);
  if (grade < 1 || grade > 12) return null;
  return levelOfGrade(grade);
}

// Texts come with runs of whitespace collapsed (see `cleanText`): one optional space where a page may put one, so no
// two quantifiers can match the same characters.
const RANGE = String.raw`\s?(?:-|–|—|to|through|thru|and|&|\/)\s?`;
const SEPARATOR = String.raw`\s?(?:,|\/|&|and|or|-|–|to)\s?`;
const UNDER = [/\bU\s?-?(\d{1,2})s?\b/gi, /\b(\d{1,2})\s?U\b/gi, /\b(\d{1,2})\s?(?:&|and)\s?under\b/gi, /\bunder\s?-?\s?(\d{1,2})\b/gi];
const AGES = new RegExp(String.raw`\b(?:ages?|aged)(?:\s(?:groups?|range))?\s?:?\s?(\d{1,2})(?:${RANGE}(\d{1,2}))?(?:\s?(?:yrs?|years?)(?:\s(?:of\sage|old))?)?(\s?(?:\+|and up|and older|and over|or older|or over))?`, 'gi');
const GRADES_FIRST = new RegExp(String.raw`\b(?:grades?|grs?\.?)\s?:?\s?(\d{1,2})(?:st|nd|rd|th)?(?:${RANGE}(\d{1,2})(?:st|nd|rd|th)?)?`, 'gi');
const GRADES_AFTER = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)(?:${RANGE}(\d{1,2})(?:st|nd|rd|th))?\s?(?:grade|graders)\b`, 'gi');
const YEAR_LIST = String.raw`'?\d{2,4}(?!\d)(?:${SEPARATOR}'?\d{2,4}(?!\d))*`;
const CLASS_YEARS = new RegExp(String.raw`\b(?:class(?:es)?\sof|grad(?:uation|uating)?(?:\s(?:years?|class(?:es)?))?\s?:)\s?(${YEAR_LIST})`, 'gi');
/** Players named with their ages, no "ages" word: "players 10-14", "boys and girls 8 to 12", "campers aged 7–12". */
const PEOPLE_AGES = /\b(?:players|girls|boys|kids|children|athletes|campers|youth|participants)(?:\saged)?\s(\d{1,2})\s?(?:-|–|to|through)\s?(\d{1,2})\b(?!\s?(?::|am\b|pm\b|a\.m|p\.m|%|minutes|mins|hours|weeks|[-–]\s?\d))/gi;
const BIRTH_YEAR_LIST = String.raw`(?:19|20)\d{2}(?:\s?(?:-|–|—|to|through|and|&|\/|,|or)\s?(?:19|20)\d{2})*`;
const BIRTH_YEARS = new RegExp(String.raw`\b(?:born(?:\sin)?|birth\s?years?\s?:?|b\.)\s?(${BIRTH_YEAR_LIST})|\b(?:(${BIRTH_YEAR_LIST})\s(?:birth\s?years?|births|born))`, 'gi');
const YEARS_AS_GRADS = new RegExp(String.raw`\b(20\d{2}(?:${SEPARATOR}20\d{2})*)\s?(?:grads?|graduates)\b`, 'gi');
/** Ages written in years, as registration systems do: "18 yrs and older" (open), "8 - 11 yrs", "less than 12 yrs". */
const YEARS_OPEN = /\b(\d{1,2})\s?(?:yrs?|years?)(?:\s(?:of\sage|old))?\s?(?:\+|and\s(?:up|older|over)|or\s(?:older|over))/gi;
const YEARS_RANGE = /\b(\d{1,2})\s?(?:-|–|to)\s?(\d{1,2})\s?(?:yrs?|years?)\b/gi;
const YEARS_BELOW = /\b(?:less\sthan|under|younger\sthan)\s(\d{1,2})\s?(?:yrs?|years?)\b/gi;
const BARE_AGES = /^\s?(\d{1,2})(?:\s?(?:-|–|—|to)\s?(\d{1,2}))?\s?(\+)?\s?$/;
const MIDDLE_SCHOOL = /\b(?:middle school|junior high|elementary)\b/i;
const HIGH_SCHOOL = /\bhigh school\b|\bhigh schoolers\b|\bvarsity\b/i;
/** College players: "college", "collegiate", "NCAA", but not the college coaches and recruiting every youth event mentions. */
const COLLEGE =
  /\b(?:college|collegiate|ncaa)\b(?!\s*(?:-\s*)?(?:coach\w*|recruit\w*|prep\w*|programs?|bound|level coach\w*|staff|scouts?|exposure|placement|admissions?|advisors?|counsel\w*|search|showcase|id)\b)/i;
const ALL_AGES = /\ball ages\b|\bopen to all\b|\ball levels\b/i;
/** An event for adults ("Adult Co-ed Pickup", "Masters League"): open, not a youth level; never "with an adult". */
const ADULTS = /\b(?<!(?:with|one|an|per|each)\s)adults?\b(?!\s(?:supervision|must|present|chaperone))|\bmasters\b/i;

const ORDINALS = ['kindergarten', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
/** Grades spelled out ("kindergartners through fifth graders", "sixth-grade players"): the same grades in numbers. */
const SPELLED_GRADE = /\b(kindergart(?:en|ners?)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\b(?=[\s-]{1,3}(?:(?:through|thru|to|and|-|–)[\s-]{1,3}(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d{1,2}(?:st|nd|rd|th))[\s-]{1,3})?(?:grades?|graders)\b)/gi;
function withGradeNumbers(text: string): string {
  if (!/grade/i.test(text)) return text;
  return text.replace(SPELLED_GRADE, (word: string) => {
    const index = ORDINALS.indexOf(word.toLowerCase().startsWith('kindergart') ? 'kindergarten' : word.toLowerCase());
    return `${index}th`;
  });
}

/** Words before "High School" that say who plays, not which school it is. */
const NOT_A_SCHOOL_NAME = new Set(['For', 'All', 'Our', 'The', 'Girls', 'Boys', 'Youth', 'Junior', 'Senior', 'Varsity', 'Local', 'Area', 'Any', 'Current', 'Incoming', 'Rising', 'Both', 'And', 'Open', 'Elite', 'Top', 'Level', 'Levels', 'Division', 'Divisions', 'Age', 'Ages', 'Grade', 'Grades', 'Who', 'Eligibility',
  // When or where it plays ("Tuesday Night High School Indoor League", "Summer High School Camp").
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Night', 'Nights', 'Evening', 'Evenings', 'Morning', 'Mornings', 'Weekend', 'Summer', 'Winter', 'Spring', 'Fall', 'Autumn', 'Indoor', 'Outdoor']);
/** A text without the schools it names as places ("Canton High School - Turf Field"): a venue is no age level. */
function withoutNamedSchools(text: string): string {
  return text.replace(/\b([A-Z][A-Za-z.'-]+)\s(?:High|Middle|Elementary)\sSchool\b/g, (whole, name: string) => (NOT_A_SCHOOL_NAME.has(name) ? whole : ' '));
}

const classYear = (written: string): number => {
  const digits = written.replace(/\D/g, '');
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
};

/**
 * The level one text names, or null. Every age, grade, "under N" team or class year counts and the highest level
 * reached wins: a range spanning levels ("grades 8-12", "ages 12-18", "U14-U19") is the level of its top end, the
 * oldest players it takes. An open range ("ages 12+", "12 and up") is all ages. The words college/collegiate/NCAA
 * count only when no age, grade or class is named (a youth event names the colleges recruiting its players), and
 * never as "college coaches", "college recruiting" and the like; "all ages" is 'All Ages' when nothing else is named.
 */
function levelIn(written: Text, today: string, bareAges: boolean, eventYear: number): AgeLevel | null {
  if (!written) return null;
  const text = withGradeNumbers(written);
  const levels: AgeLevel[] = [];
  let open = false;
  const add = (level: AgeLevel | null) => {
    if (level) levels.push(level);
  };
  // A field holding bare numbers ("10-13", "Ages: 12+", "Who: 14-18") gives ages, unless its label says grades or classes.
  const value = text.replace(/^\D*[\s:](?=\d)/, '');
  if (bareAges && !/grade|class|year|level|division/i.test(text.slice(0, text.length - value.length))) {
    const bare = BARE_AGES.exec(value);
    if (bare) {
      if (bare[3]) open = true;
      else add(levelOfAge(Number(bare[2] ?? bare[1])));
    }
  }
  for (const pattern of UNDER) for (const match of text.matchAll(pattern)) add(levelOfUnder(Number(match[1])));
  for (const match of text.matchAll(YEARS_RANGE)) add(levelOfAge(Number(match[2])));
  for (const match of text.matchAll(YEARS_BELOW)) add(levelOfAge(Number(match[1]) - 1));
  if (levels.length === 0 && [...text.matchAll(YEARS_OPEN)].length > 0) open = true;
  for (const match of text.matchAll(AGES)) {
    if (match[3] && !match[2]) open = true;
    else add(levelOfAge(Number(match[2] ?? match[1])));
  }
  for (const pattern of [GRADES_FIRST, GRADES_AFTER]) {
    for (const match of text.matchAll(pattern)) add(levelOfGrade(Number(match[2] ?? match[1])));
  }
  for (const match of text.matchAll(CLASS_YEARS)) {
    for (const year of match[1].match(/'?\d{2,4}/g) ?? []) add(levelOfClassYear(classYear(year), today));
  }
  for (const match of text.matchAll(PEOPLE_AGES)) add(levelOfAge(Number(match[2])));
  for (const match of text.matchAll(YEARS_AS_GRADS)) {
    for (const year of match[1].match(/\d{4}/g) ?? []) add(levelOfClassYear(Number(year), today));
  }
  // Birth years, as club hockey groups players ("birth years 2014–2019", "born 2012-2015"): the oldest's age in the
  // event's year, unless the text names its levels too ("U14 (birth years 2013–2014)"): the level named is the page's.
  if (levels.length === 0) {
    for (const match of text.matchAll(BIRTH_YEARS)) {
      const years = (match[1] ?? match[2] ?? '').match(/\d{4}/g)?.map(Number) ?? [];
      if (years.length > 0) add(levelOfAge(eventYear - Math.min(...years)));
    }
  }
  // Words ("high school", "varsity") count only when no age, grade, class or team is named: "for rising 4th-8th
  // graders, with our varsity players as counselors" is for middle schoolers.
  // Adults: an open level, unless an age, grade or class is named ("Adults and U19 players").
  if (levels.length === 0 && ADULTS.test(text)) open = true;
  const unnamed = withoutNamedSchools(text);
  // Open to adults or to all from an age on ("Adults 18 and over (high school graduates)"): a school named is an aside.
  if (!open && levels.length === 0 && MIDDLE_SCHOOL.test(unnamed)) add('U14');
  if (!open && levels.length === 0 && HIGH_SCHOOL.test(unnamed)) add('U19');

  const reached = BY_AGE.filter((level) => levels.includes(level));
  if (reached.length > 0) return reached[reached.length - 1];
  if (COLLEGE.test(text)) return 'College';
  if (open || ALL_AGES.test(text)) return 'All Ages';
  return null;
}

/**
 * The age level of an event: from its ages/grades/level field first, then its name, then its text (the first that
 * names a level wins); 'All Ages' when none does. See `levelIn` for how one text is read. `today` (yyyy-MM-dd) places
 * class years ("Class of 2027") in school.
 */
export function ageLevelOf(ages: Text, name: Text, texts: readonly Text[], today: string, startDate: string = today): AgeLevel {
  const year = Number(startDate.slice(0, 4));
  const found = levelIn(ages, today, true, year) ?? levelIn(name, today, false, year) ?? texts.reduce<AgeLevel | null>((level, text) => level ?? levelIn(text, today, false, year), null);
  return found ?? 'All Ages';
}
