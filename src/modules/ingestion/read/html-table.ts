import type { Cheerio, CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { blockText, oneLine } from './page-text.js';
import { type RawRecord, rawRecord } from './raw-record.js';
import { headingBefore, pageTitle } from './page-title.js';
import { sectionOf } from './sections.js';
import { absoluteHttpUrl } from './source-key.js';

/** What a column holds. */
export type Column = 'dates' | 'start' | 'end' | 'name' | 'location' | 'state' | 'cost' | 'ages' | 'type' | 'registration' | 'deadline' | 'sport' | 'organizer';

/**
 * Header words, checked in this order (the first rule a header matches wins), so "Registration Deadline" is a
 * deadline, "Event Date" dates, "Event Type" a type and "Event Location" a location before "Event" names the event.
 */
const COLUMN_RULES: readonly [RegExp, Column][] = [
  [/^(?:sports?|sport (?:type|category))$/, 'sport'],
  [/\b(?:deadline|register by|registration closes)\b/, 'deadline'],
  [/\b(?:start|starts|begins|from)\b/, 'start'],
  [/\b(?:end|ends|until)\b/, 'end'],
  [/\b(?:register|registration|link|sign up|signup|apply|info|details|more)\b/, 'registration'],
  [/\b(?:type|category|format|kind)\b/, 'type'],
  [/\b(?:ages?|age groups?|grades?|level|levels|division|divisions|class years?|grad years?)\b/, 'ages'],
  [/\bstate\b/, 'state'],
  [/\b(?:cost|costs|price|prices|fee|fees|tuition|resident|residents|member|members)\b/, 'cost'],
  [/\b(?:location|locations|where|venue|city|site|place|facility|address)\b/, 'location'],
  [/\b(?:organi[sz]er|organi[sz]ed by|host|hosts|hosted by|host club|presented by)\b/, 'organizer'],
  [/\b(?:dates?|when|days?)\b/, 'dates'],
  [/\b(?:event|events|name|title|program|programs|camp|camps|clinic|showcase|tournament|session|sessions|week|class|classes|course|courses|activity|activities)\b/, 'name'],
];

const normalizeHeader = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** What a header cell's text names, or null. */
export function columnOf(header: string): Column | null {
  const text = normalizeHeader(header);
  // A number or code column ("Activity #", "Course No.", "Event ID") names nothing but a catalog's entry.
  if (text === '' || /#\s*$|\b(?:number|no|id|code)$/i.test(header.trim())) return null;
  return COLUMN_RULES.find(([rule]) => rule.test(text))?.[1] ?? null;
}

/** The rows of a table (not of tables nested in it). */
function rowsOf($: CheerioAPI, table: Element): Cheerio<Element> {
  return $(table).children('thead, tbody, tfoot').children('tr').add($(table).children('tr'));
}

/** A row's cells, a cell spanning several columns repeated in each. */
function cellsOf($: CheerioAPI, row: Element): Element[] {
  const cells: Element[] = [];
  $(row)
    .children('td, th')
    .each((_, cell) => {
      const span = Math.min(Math.max(Number($(cell).attr('colspan') ?? '1') || 1, 1), 20);
      for (let index = 0; index < span; index++) cells.push(cell);
    });
  return cells;
}

/** The columns a header row names: each role for the first column that takes it (locations may be several). */
function columnsOf(headers: readonly string[]): Map<number, Column> {
  const columns = new Map<number, Column>();
  const taken = new Set<Column>();
  // A weekday column ("Day": "Sat", "Tue/Thu") gives no dates when another column does ("Dates": "3/20 – 5/8").
  const weekdayOnly = (header: string) => /^days?$/.test(normalizeHeader(header));
  const datesElsewhere = headers.some((header) => !weekdayOnly(header) && columnOf(header) === 'dates');
  headers.forEach((header, index) => {
    const column = columnOf(header);
    if (column === 'dates' && weekdayOnly(header) && datesElsewhere) return;
    if (!column || (taken.has(column) && column !== 'location')) return;
    columns.set(index, column);
    taken.add(column);
  });
  return columns;
}

/** A table of events names a date column; one without a name column lists the sessions of the event its heading names. */
const isEventsTable = (columns: Map<number, Column>): boolean => {
  const roles = new Set(columns.values());
  return roles.has('dates') || roles.has('start');
};

/** A row named only "Session 2" or "Week 3" is a session of the event the table's heading names. */
const SESSION_NAME = /^(?:session|week)\b/i;

/** A link in the cell, resolved against the page; the first one whose text or address says register when several. */
function linkIn($: CheerioAPI, cell: Element | undefined, pageUrl: string): string | null {
  if (!cell) return null;
  const links = $(cell).find('a[href]').toArray();
  const registering = links.find((link) => /regist|sign\s?-?\s?up/i.test(`${$(link).text()} ${$(link).attr('href') ?? ''}`));
  for (const link of registering ? [registering, ...links] : links) {
    const href = absoluteHttpUrl($(link).attr('href'), pageUrl);
    if (href) return href;
  }
  return null;
}

/** A link anywhere in the row whose text or address says register or sign up. */
function registeringLinkIn($: CheerioAPI, cells: readonly Element[], pageUrl: string): string | null {
  for (const link of $([...new Set(cells)]).find('a[href]').toArray()) {
    if (!/regist|sign\s?-?\s?up|enrol/i.test(`${$(link).text()} ${$(link).attr('href') ?? ''}`)) continue;
    const href = absoluteHttpUrl($(link).attr('href'), pageUrl);
    if (href) return href;
  }
  return null;
}

/** A registration cell's closing line ("Opens Tue., Dec. 1 / Closes Wed., Jan. 6"): the deadline, as its label says. */
function closingIn(registration: string | undefined): string | null {
  const line = registration?.split('\n').find((each) => /\b(?:closes?|deadline|ends?|register\s+by)\b/i.test(each) && !/\bopens?\b/i.test(each));
  return line ? oneLine(line) : null;
}

/** A label giving a section's venue: "Location:", "Where:", "Venue:", "Place:", "Site:". */
const VENUE_LABEL = /^(?:location|where|venue|place|site|facility)\s?:\s?/i;

/**
 * The venue a table's section states beside it ("Location: Wrenfield Sportsplex, 7120 Sportsplex Drive, Wrenfield,
 * VA" after the sessions' table): the labelled line among the table's siblings, up to the headings around it.
 */
function venueBeside($: CheerioAPI, table: Element): string | null {
  const around = [...($(table).prevUntil('h1, h2, h3, h4').toArray() as Element[]).slice(0, 6), ...($(table).nextUntil('h1, h2, h3, h4').toArray() as Element[]).slice(0, 6)];
  for (const element of around) {
    const lines = blockText(element).split('\n');
    const at = lines.findIndex((line) => VENUE_LABEL.test(line));
    if (at === -1) continue;
    const venue = [lines[at].replace(VENUE_LABEL, ''), ...lines.slice(at + 1, at + 3)].map((line) => line.trim()).filter((line) => line !== '').join(', ');
    if (venue.length >= 3 && venue.length <= 300) return venue;
  }
  // Unlabelled, in the line over the table: a part of it that is an address ending in its town and state
  // ("Born 2014–2015 · Sundays, 9:00 am · Ridgewood Turf, 300 Mosside Boulevard, Monroeville, PA 15146").
  // A builder wraps each part in boxes of its own: the line may sit beside one of the table's boxes, under the heading.
  for (const box of [table, ...($(table).parents().toArray() as Element[]).slice(0, 4)]) {
    for (const element of ($(box).prevAll().toArray() as Element[]).slice(0, 3)) {
      if ($(element).is('h1, h2, h3, h4, h5, h6') || $(element).find('h1, h2, h3, h4, h5, h6').length > 0 || $(element).find('table').length > 0) return null;
      for (const line of blockText(element).split('\n')) {
        const part = line.split(/\s[·|•]\s/).find((each) => ADDRESS_END.test(each.trim()) && each.length <= 200);
        if (part) return part.trim();
      }
    }
  }
  return null;
}

/** An address ending in its town and state: ", Monroeville, PA 15146", ", Butler, PA". */
const ADDRESS_END = /,\s[A-Z][A-Za-z .'-]+,\s[A-Z]{2}(?:\s\d{5}(?:-\d{4})?)?$/;

/**
 * A row's one link, when it leads off the site (a town's activity code "3140-01" linking to its registration
 * system): where the row's event is signed up for. None when the row has several links or only the site's own.
 */
function offSiteLinkOf($: CheerioAPI, cells: readonly Element[], pageUrl: string): string | null {
  const hrefs = new Set(($([...new Set(cells)]).find('a[href]').toArray() as Element[]).map((link) => absoluteHttpUrl($(link).attr('href'), pageUrl)).filter((href): href is string => href !== null));
  if (hrefs.size !== 1) return null;
  const [href] = hrefs;
  try {
    return new URL(href).host !== new URL(pageUrl).host ? href : null;
  } catch {
    return null;
  }
}

function recordOf($: CheerioAPI, cells: Element[], headers: readonly string[], columns: Map<number, Column>, pageUrl: string): RawRecord | null {
  const texts = cells.map((cell) => blockText(cell));
  if (texts.every((text) => text === '')) return null;
  // A row spanning the whole table ("June", "Camps") is a section heading, not an event.
  if (new Set(cells).size < 2) return null;
  const found: Partial<Record<Column, string>> = {};
  const locations: string[] = [];
  let nameCell: Element | undefined;
  let registrationCell: Element | undefined;
  for (const [index, column] of columns) {
    const text = texts[index];
    if (text === undefined || text === '') continue;
    if (column === 'location') locations.push(text.replace(/\n/g, ', '));
    else if (column === 'ages') found.ages = `${headers[index]} ${oneLine(text)}`;
    else found[column] = text;
    if (column === 'name') nameCell = cells[index];
    if (column === 'registration') registrationCell = cells[index];
  }
  const dates = found.start ? [found.start, found.end].filter(Boolean).join(' - ') : (found.dates ?? null);
  // A name cell's link is the event's name; the tags beside it ("Players", "Player Development") are not.
  const links = nameCell ? ($(nameCell).find('a[href]').toArray() as Element[]).map((link) => oneLine($(link).text())).filter((text) => text.length >= 4) : [];
  return rawRecord(pageUrl, {
    name: links.length === 1 ? links[0] : found.name ? oneLine(found.name) : null,
    dates: dates ? oneLine(dates) : null,
    location: locations.length > 0 ? locations.join(', ') : null,
    state: found.state ?? null,
    cost: found.cost ? oneLine(found.cost) : null,
    ages: found.ages ?? null,
    type: found.type ? oneLine(found.type) : null,
    registrationDeadline: found.deadline ? oneLine(found.deadline) : closingIn(found.registration),
    text: texts.join('\n'),
    registrationLink: registeringLinkIn($, cells, pageUrl) ?? linkIn($, registrationCell, pageUrl) ?? offSiteLinkOf($, cells, pageUrl),
    eventUrl: linkIn($, nameCell, pageUrl),
    sport: found.sport ? oneLine(found.sport) : null,
    organizer: found.organizer ? oneLine(found.organizer) : null,
  });
}

/**
 * The events of a page's tables: a `<table>` whose header row (its `<th>`s, or its first row) names a date column
 * and a name column, in any order and words (see `COLUMN_RULES`); each other non-empty row is an event. A link in
 * the name cell or in a registration cell is the registration link.
 */
export function tableRecords($: CheerioAPI, pageUrl: string): RawRecord[] {
  const records: RawRecord[] = [];
  $('table').each((_, table) => {
    const rows = rowsOf($, table).toArray();
    const headerIndex = rows.findIndex((row) => $(row).children('th').length > 0);
    // The header row: the first with <th>s when it comes first (after a caption-like spanning row at most), else the first row.
    const index = headerIndex >= 0 && headerIndex <= 1 ? headerIndex : 0;
    const header = rows[index];
    if (!header) return;
    const headers = cellsOf($, header).map((cell) => oneLine(blockText(cell)));
    const columns = columnsOf(headers);
    if (!isEventsTable(columns)) return;
    // A "Session" column of numbers ("1", "2", "#3") numbers the sessions of the event the table's heading names.
    const nameAt = [...columns].find(([, column]) => column === 'name')?.[0];
    if (nameAt !== undefined) {
      const names = rows.slice(index + 1).map((row) => cellsOf($, row)[nameAt]).filter((cell): cell is Element => cell !== undefined).map((cell) => oneLine(blockText(cell))).filter((text) => text !== '');
      if (names.length >= 2 && names.every((text) => /^(?:#\s?)?\d{1,2}\.?$/.test(text))) columns.delete(nameAt);
    }
    const named = new Set(columns.values()).has('name');
    const heading = named ? null : (headingBefore($, table) ?? pageTitle($));
    // The table's caption (or a spanning row over its header) heads it, under the headings before it.
    const caption = oneLine(index === 1 ? blockText(rows[0]) : $(table).children('caption').first().text());
    const section = [caption.length > 0 && caption.length <= 150 ? caption : null, sectionOf($, table)].filter((text) => text !== null).join('\n') || null;
    const venue = venueBeside($, table);
    // A row spanning the table ("Soccer", "June") heads the rows after it.
    let rowHeading: string | null = null;
    for (const row of rows.slice(index + 1)) {
      const cells = cellsOf($, row);
      if (new Set(cells).size === 1) {
        const text = oneLine(blockText(cells[0]));
        if (text !== '' && text.length <= 150) rowHeading = text;
      }
      const found = recordOf($, cells, headers, columns, pageUrl);
      if (!found) continue;
      const record = { ...found, location: found.location ?? venue, section: [rowHeading, section].filter((text) => text !== null).join('\n') || null };
      const sessionOf = !named || (record.name !== null && SESSION_NAME.test(record.name)) ? (heading ?? headingBefore($, table)) : null;
      records.push(sessionOf ? { ...record, name: sessionOf } : record);
    }
  });
  return records;
}
