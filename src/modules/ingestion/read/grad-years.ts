/**
 * The graduation classes an organizer states for an event: "Class of 2029–2030", "Classes of 2027, 2028 & 2029",
 * "2028 grads", "2029 and 2030 graduates", "grad years 2027-2029", "open to the classes of 2028 through 2031",
 * "HS Class: 2029". A year written otherwise (the event's date, a copyright, "founded in 2010", "the 2027 season",
 * "U19") is none. Every pattern is linear, and a text is read up to `MAX_TEXT` characters.
 */

/** More than any real statement of classes needs: a longer text is read up to here. */
const MAX_TEXT = 10_000;
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;
/** A range wider than this is no list of classes ("2010-2027" is a history). */
const MAX_RANGE = 10;
const MAX_YEARS = 12;

/**
 * Words that introduce classes, the years written right after them. A bare "class" or "grad" is none: "Master Class
 * 2027", "World Class 2027 Showcase" name no class ("HS Class: 2029" does).
 */
const BEFORE_YEARS =
  /\b(?:(?:hs|high\s+school)\s+class(?:es)?(?:\s+of)?|class(?:es)?\s+of|class\s+years?|classes|grad(?:uation)?\s+years?|grad(?:uating)?\s+class(?:es)?(?:\s+of)?)\b\s{0,3}:?\s{0,3}(?:the\s+)?(?=\d{4}\b)/gi;
/** Years written right before "grads" or "graduates". */
const YEARS_BEFORE =
  /(?<![\d/.-])\d{4}(?:\s{0,2}(?:,\s?(?:and|&|or)|,|&|\/|[-–—]|and|or|to|through|thru)\s{0,2}\d{2,4}\b){0,10}(?:'?s)?\s+(?:(?:hs|high\s+school)\s+)?(?:grads?|graduates)\b/gi;

const YEAR = /(\d{4}|\d{2})\b/y;
/** What joins two years: a list's comma or "and", or a range's dash or "through" ("through the class of 2031" too). */
const JOINT = /\s{0,2}(?:(,\s?(?:and|&|or)\s|,|&|\/|\band\s|\bor\s)|([-–—]|\bto\s|\bthrough\s|\bthru\s))\s{0,2}(?:(?:the\s)?class(?:es)?\s(?:of\s)?)?/iy;

/** Words a name before "Class of" may end with that name no person: the event's own name, who may come. */
const NOT_A_PERSON = /\b(?:camp|clinic|showcase|tournament|cup|classic|invitational|combine|festival|series|event|session|program|girls|boys|players|athletes|freshmen|sophomores|juniors|seniors|grades?|ages?)$/i;

/**
 * The years of a list written from `at` ("2027, 2028 & 2029", "2028 through 2031", "2027-29"): each year, a range
 * giving each year in it. A range wider than ten years, or a year outside 2000–2100, gives none.
 */
function yearsFrom(text: string, at: number): number[] {
  const years: number[] = [];
  YEAR.lastIndex = at;
  let first = YEAR.exec(text);
  if (!first || first[1].length !== 4) return [];
  let previous = Number(first[1]);
  years.push(previous);
  let position = YEAR.lastIndex;
  for (let count = 0; count < MAX_YEARS; count++) {
    JOINT.lastIndex = position;
    const joint = JOINT.exec(text);
    if (!joint) break;
    YEAR.lastIndex = JOINT.lastIndex;
    first = YEAR.exec(text);
    if (!first) break;
    // "2027-29": the range's end written with two digits, in the century of its start.
    const written = first[1].length === 2 ? (joint[2] ? Math.floor(previous / 100) * 100 + Number(first[1]) : Number.NaN) : Number(first[1]);
    if (Number.isNaN(written)) break;
    position = YEAR.lastIndex;
    if (joint[2]) {
      if (written <= previous || written - previous > MAX_RANGE) return [];
      for (let year = previous + 1; year <= written; year++) years.push(year);
    } else years.push(written);
    previous = written;
  }
  return years.filter((year) => year >= MIN_YEAR && year <= MAX_YEAR);
}

/** "Emma Jones, Class of 2028": a person's class (a testimonial, a coach's bio), not the event's. */
function isPersonsClass(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  const name = /(?:^|[\s(])([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:,\s?|\s\()$/.exec(before);
  return name !== null && !NOT_A_PERSON.test(name[1]);
}

/** The classes a text states, ascending and distinct; none when it states none. */
export function gradYearsIn(text: string | null | undefined): number[] {
  if (!text) return [];
  const read = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  const found = new Set<number>();
  for (const match of read.matchAll(BEFORE_YEARS)) {
    if (isPersonsClass(read, match.index)) continue;
    for (const year of yearsFrom(read, match.index + match[0].length)) found.add(year);
  }
  for (const match of read.matchAll(YEARS_BEFORE)) {
    for (const year of yearsFrom(match[0], 0)) found.add(year);
  }
  return [...found].sort((a, b) => a - b);
}

/** Words a line stating nothing but classes holds beside its years: "Who: Open to the Class of 2029 (girls)". */
const STATEMENT_WORDS = new Set([
  'class', 'classes', 'of', 'the', 'grad', 'grads', 'graduates', 'graduating', 'graduation', 'year', 'years', 'hs', 'high',
  'school', 'and', 'or', 'to', 'through', 'thru', 'who', 'open', 'for', 'eligibility', 'players', 'athletes', 'girls',
  'boys', 'only', 'all', 's',
]);
const MAX_LINES = 200;
const MAX_LINE = 120;

/**
 * The lines of a text that state classes and nothing else ("Class of 2029", "Open to 2028 and 2029 grads"), one a
 * line: what a block's other lines say of classes may be anyone's ("Congrats to our Class of 2027 commits!").
 */
export function classLines(text: string | null | undefined): string {
  if (!text) return '';
  const statement = (line: string) =>
    line.length <= MAX_LINE && line.split(/[^a-z0-9]+/i).every((word) => word === '' || /^\d{2,4}$/.test(word) || STATEMENT_WORDS.has(word.toLowerCase()));
  return text.split('\n', MAX_LINES).filter((line) => statement(line) && gradYearsIn(line).length > 0).join('\n');
}

/**
 * The classes an event states, from the first of its texts that states any (its ages, name, description), kept
 * when an athlete of that class can come: from the seniors of the school year the event starts in (it turns in July)
 * to twelve years later. "Class of 2015" on a coach's bio is none.
 */
export function statedGradYears(texts: readonly (string | null | undefined)[], startDate: string): number[] {
  const year = Number(startDate.slice(0, 4));
  const schoolYearEnd = Number(startDate.slice(5, 7)) >= 7 ? year + 1 : year;
  for (const text of texts) {
    const years = gradYearsIn(text).filter((found) => found >= schoolYearEnd && found <= schoolYearEnd + 12);
    if (years.length > 0) return years;
  }
  return [];
}
