import type { CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Document, Element } from 'domhandler';
import { collegesIn } from './colleges.js';
import { blockText, linkWords, oneLine } from './page-text.js';
import { notAnEventName } from './event-name.js';
import { isHeadlineStory, pageTitle, storyEventName } from './page-title.js';

export { withoutSiteName } from './page-title.js';
import { parsePlace } from './places.js';
import { type RawRecord, rawRecord } from './raw-record.js';
import { absoluteHttpUrl } from './source-key.js';
import { hasDate, hasMoney, isCancelledLine, registrationLinkAmong, trimEndOf, trimStartOf } from './text-clues.js';

import { sectionOf, sportAttributes } from './sections.js';

/** What a label introduces; `other` labels (Time:, Contact:...) only end the value before them. */
export type LabelField = 'dates' | 'end' | 'location' | 'cost' | 'ages' | 'deadline' | 'type' | 'sport' | 'organizer' | 'other';

const LABELS: Record<string, LabelField> = {
  dates: 'dates', date: 'dates', 'date(s)': 'dates', 'camp date(s)': 'dates', 'event date(s)': 'dates', 'session dates': 'dates',
  'dates & times': 'dates', 'date & time': 'dates', 'date and time': 'dates', when: 'dates', 'event date': 'dates', 'event dates': 'dates', 'camp dates': 'dates',
  'clinic dates': 'dates', 'tournament dates': 'dates', 'start date': 'dates', 'end date': 'end', until: 'end', ends: 'end', 'end time': 'end',
  location: 'location', locations: 'location', where: 'location', venue: 'location', address: 'location', site: 'location',
  facility: 'location', place: 'location',
  cost: 'cost', price: 'cost', fee: 'cost', fees: 'cost', tuition: 'cost', 'registration fee': 'cost', 'camp fee': 'cost',
  'entry fee': 'cost', pricing: 'cost', prices: 'cost', investment: 'cost', 'team cost': 'cost', 'team fee': 'cost', 'player fee': 'cost',
  'camp cost': 'cost', 'clinic fee': 'cost', 'clinic cost': 'cost', 'cost per player': 'cost', 'registration cost': 'cost',
  'price options': 'cost', 'pricing options': 'cost', 'registration options': 'cost', 'fee options': 'cost',
  ages: 'ages', age: 'ages', 'age group': 'ages', 'age groups': 'ages', 'age range': 'ages', grades: 'ages', grade: 'ages',
  level: 'ages', levels: 'ages', division: 'ages', divisions: 'ages', who: 'ages', 'open to': 'ages', eligibility: 'ages',
  'class years': 'ages', 'grad years': 'ages',
  'registration deadline': 'deadline', deadline: 'deadline', 'register by': 'deadline', 'registration closes': 'deadline',
  'entry deadline': 'deadline', 'apply by': 'deadline', 'registration ends': 'deadline', 'registration close': 'deadline',
  'last day to register': 'deadline', 'registration due': 'deadline',
  type: 'type', 'event type': 'type', format: 'type', 'camp type': 'type', 'program type': 'type',
  time: 'other', times: 'other', 'rain date': 'other', 'snow date': 'other', 'make-up date': 'other', 'makeup date': 'other', 'weather date': 'other',
  'registration opens': 'other', 'registration open': 'other', 'registration begins': 'other', season: 'other', 'birth years': 'other', contact: 'other', email: 'other', phone: 'other', details: 'other',
  description: 'other', info: 'other', notes: 'other', note: 'other', schedule: 'other', 'check-in': 'other', hotel: 'other',
  sport: 'sport', sports: 'sport', category: 'sport',
  organizer: 'organizer', organiser: 'organizer', host: 'organizer', 'host club': 'organizer', 'hosted by': 'organizer',
  'presented by': 'organizer', 'organized by': 'organizer', 'organised by': 'organizer', coach: 'other', coaches: 'other', director: 'other',
};

const ALTERNATION = Object.keys(LABELS)
  .sort((a, b) => b.length - a.length)
  .map((label) => label.replace(/[-\s()&]/g, (character) => (character === ' ' ? '\\s+' : `\\${character}`)))
  .join('|');
/** A label followed by a colon, anywhere in a line after a separator; an aside may follow the label ("Fee (R/NR):"). */
const LABEL_IN_LINE = new RegExp(String.raw`(?:^|(?<=[\s|•·,;(]))(${ALTERNATION})(?:\s?\([^()]{1,12}\))?\s*:`, 'gi');
/** A label alone on its line (a `<dt>`, or a `<strong>` before a `<br>`), with or without a colon. */
const LABEL_LINE = new RegExp(String.raw`^(${ALTERNATION})(?:\s?\([^()]{1,12}\))?\s*:?$`, 'i');
/** A label with a dash after it at the start of a line ("Dates – June 14"). */
const LABEL_DASH = new RegExp(String.raw`^(${ALTERNATION})\s+[-–—]\s+`, 'i');

const fieldOf = (label: string): LabelField => LABELS[label.toLowerCase().replace(/\s+/g, ' ')] ?? 'other';

interface Labeled {
  field: LabelField;
  label: string;
  value: string;
}

interface LabelMatch {
  label: string;
  start: number;
  end: number;
}

/** Longer than any label with its colon: such a line is no label alone. */
const MAX_LABEL_LINE = 32;

function labelMatches(line: string): LabelMatch[] {
  const alone = line.length <= MAX_LABEL_LINE ? LABEL_LINE.exec(line) : null;
  if (alone) return [{ label: alone[1], start: 0, end: line.length }];
  const matches: LabelMatch[] = [];
  const dashed = /[-–—]/.test(line) ? LABEL_DASH.exec(line) : null;
  if (dashed) matches.push({ label: dashed[1], start: 0, end: dashed[0].length });
  if (!line.includes(':')) return matches;
  for (const match of line.matchAll(LABEL_IN_LINE)) {
    if (matches.some((found) => match.index < found.end)) continue;
    matches.push({ label: match[1], start: match.index, end: match.index + match[0].length });
  }
  return matches;
}

const trimSeparators = (text: string): string => trimEndOf(trimStartOf(text, ' \t\n|•·,;:-–—'), ' \t\n|•·,;-–—');

/** Lines that continue a location over several lines (venue, street, city) are short and hold no label. */
const MAX_CONTINUATION_LINES = 3;
/** The lines of a price list under its label: a few options, each with its amount. */
const MAX_PRICE_LINES = 8;
/** A button's words on their own line ("Register", "Sign up now", "More info"): no part of an address. */
const BUTTON_LINE = /^(?:register|sign\s?up|enroll|book|buy|learn\smore|more\sinfo|details|view|map|directions)\b(?:\s\w+){0,2}$/i;
/** A line that opens with an age group: "U16 – Sunday, May 16", "Grades 6-8: ...", "Ages 10-12". */
const AGES_LINE = /^(?:U-?\d{1,2}s?\b|\d{1,2}U\b|(?:grades?|ages?)\s?\d)/i;

/** A line giving one price and for whom ("Goalkeeper: $95.00", "Non-resident $116"). */
const PRICE_LINE = /^[A-Za-z][A-Za-z '()/-]{1,40}:?\s?\$\s?\d[\d,.]*(?:\s?(?:per|\/|each)\b[^$]{0,30})?$/;

/**
 * The labeled values of a block's lines, in order: "Dates: June 14", several on one line ("Date: June 14 | Cost: $50"),
 * or a label alone on its line with the value on the next. A location without a state goes on over the next
 * unlabeled lines until it names one (an address written over several lines).
 */
export function labeledValues(lines: readonly string[]): Labeled[] {
  const found: Labeled[] = [];
  const matchesByLine = lines.map(labelMatches);
  lines.forEach((line, index) => {
    const matches = matchesByLine[index];
    matches.forEach((match, position) => {
      const next = matches[position + 1];
      let value = trimSeparators(line.slice(match.end, next ? next.start : line.length));
      let following = index + 1;
      if (value === '' && !next && following < lines.length && matchesByLine[following].length === 0) {
        value = lines[following];
        following++;
      }
      const field = fieldOf(match.label);
      // An option a line: its name, its amount, its notes ("Early drop-off", "$30.00", "Optional add-on"). A line
      // without an amount starts the next option when an amount follows it, else it is a note of the one before.
      const goOnPrices = () => {
        const options = [value];
        const usable = (at: number) => lines[at] !== undefined && matchesByLine[at].length === 0 && lines[at].length <= 100;
        for (let count = 0; count < MAX_PRICE_LINES && usable(following); count++, following++) {
          const continuation = lines[following];
          const opensOption = hasMoney(options[options.length - 1]) && !hasMoney(continuation) && usable(following + 1) && hasMoney(lines[following + 1]);
          if (opensOption) options.push(continuation);
          else options[options.length - 1] = `${options[options.length - 1]} ${continuation}`;
        }
        value = options.join('\n');
      };
      // The unlabeled lines right after a value that go on with it (a handful, short, no label on them).
      const goOn = (more: (value: string, line: string) => boolean, join: string) => {
        for (let count = 0; count < MAX_CONTINUATION_LINES; count++, following++) {
          const continuation = lines[following];
          if (continuation === undefined || matchesByLine[following].length > 0 || continuation.length > 100 || !more(value, continuation)) break;
          value = value === '' ? continuation : `${value}${join}${continuation}`;
        }
      };
      // An address over several lines, until it names a state (a Register button is no line of it).
      if (field === 'location' && !next) goOn((sofar, line) => parsePlace(sofar) === null && !BUTTON_LINE.test(line), ', ');
      // Prices a line each under their label ("Price Options", "Early Bird (until Apr 1)", "$245.00", "Full Price",
      // "$275.00"): one text, so each amount keeps the words beside it (a discount's, a fee's).
      if (field === 'cost' && !next && value !== '' && !hasMoney(value)) goOnPrices();
      // One price a line under the label, each for whom it is ("Field player: $140.00", "Goalkeeper: $95.00"): all of
      // them, so the lowest fee to take part is read (a late fee's or spectators' line is left out where prices are read).
      else if (field === 'cost' && !next && hasMoney(value)) goOn((_sofar, line) => PRICE_LINE.test(line), '\n');
      // Divisions a line each ("U12 & U14 – Saturday", "U16 – Sunday"): the lines after the first that name ages too.
      if (field === 'ages' && !next && value !== '') goOn((_sofar, line) => AGES_LINE.test(line), '; ');
      found.push({ field, label: match.label.replace(/\s+/g, ' '), value });
    });
  });
  return found;
}

/**
 * How many values of a field a block labels. A date label counts when its value gives a day, or none yet (its value
 * may follow): "Dates: Thursdays" above "Start Date: Thu, Jan 7, 2027" is one event's days, not another event.
 */
const countOf = (values: readonly Labeled[], field: LabelField): number =>
  values.filter((value) => value.field === field && (field !== 'dates' || value.value === '' || hasDate(value.value))).length;

/** Labels that say nothing of when, where or for whom: they make no block an event's. */
const ASIDE: ReadonlySet<LabelField> = new Set(['other', 'sport', 'organizer']);

/** A block is an event's when it has a date label, or two labels of different kinds. */
function qualifies(values: readonly Labeled[]): boolean {
  if (countOf(values, 'dates') > 0) return true;
  return new Set(values.filter((value) => !ASIDE.has(value.field)).map((value) => value.field)).size >= 2;
}

const HEADING = /^h[1-4]$/i;
/** A session's or a week's own heading: "Session I – January", "Week 2", "Session 3: July 12-15". */
const SESSION_NAME = /^(?:session|week|part)\s(?:[ivx]{1,4}|\d{1,2}|one|two|three|four|five|six)\b/i;
/** A season a program's heading repeats after its name: " – Winter 2027", " - Summer 2027". */
const SEASON_SUFFIX = /\s[-–—]\s(?:spring|summer|fall|autumn|winter)\s20\d{2}$/i;

/** A block of the page that may be one event: some nodes, the heading naming them when known. */
interface Block {
  nodes: AnyNode[];
  heading: string | null;
  isPage: boolean;
  /** The heading its parent's part opens with, for a block that names nothing itself (a session's facts under its camp's heading). */
  inherited?: string | null;
  /** A link right after the block ("Register" after a session's facts), when the block holds none. */
  next?: Element | null;
}

/** Reads a page's labeled text: caches each element's lines and labeled values. */
class LabeledPage {
  private readonly lines = new Map<AnyNode, string[]>();
  private readonly values = new Map<AnyNode, Labeled[]>();

  constructor(
    private readonly $: CheerioAPI,
    private readonly pageUrl: string,
  ) {}

  /** Navigation, and page headers and footers (not an article's own), are no part of any event. */
  private readonly skip = (element: Element): boolean => {
    const name = element.name.toLowerCase();
    if (name === 'nav' || element.attribs.role === 'navigation') return true;
    if (name !== 'header' && name !== 'footer') return false;
    return this.$(element).parents('article, section, li, .event').length === 0;
  };

  linesOf(nodes: readonly AnyNode[]): string[] {
    if (nodes.length === 1) {
      const cached = this.lines.get(nodes[0]);
      if (cached) return cached;
    }
    const lines = blockText(nodes, this.skip).split('\n').filter((line) => line !== '');
    if (nodes.length === 1) this.lines.set(nodes[0], lines);
    return lines;
  }

  private valuesOf(nodes: readonly AnyNode[]): Labeled[] {
    if (nodes.length !== 1) return labeledValues(this.linesOf(nodes));
    let values = this.values.get(nodes[0]);
    if (!values) {
      values = labeledValues(this.linesOf(nodes));
      this.values.set(nodes[0], values);
    }
    return values;
  }

  private childrenOf(element: Element | Document): Element[] {
    return this.$(element)
      .children()
      .toArray()
      .filter((child) => !this.skip(child) && !['script', 'style', 'noscript', 'template'].includes(child.name.toLowerCase()));
  }

  /**
   * A child that heads what follows it: a heading, an element holding only a heading, or a line all bold
   * ("<p><strong>Summer Camp</strong></p>") without a label.
   */
  private headingText(element: Element): string | null {
    if (HEADING.test(element.name)) return oneLine(this.$(element).text()) || null;
    const text = oneLine(this.$(element).text());
    if (text === '' || text.length > 150 || labelMatches(text).length > 0) return null;
    const inner = oneLine(this.$(element).find('h1, h2, h3, h4, strong, b').first().text());
    return inner !== '' && inner === text ? text : null;
  }

  /** The blocks of an element holding several events: its children split at headings, when that gives one event each. */
  private headingGroups(children: readonly Element[]): Block[] | null {
    const groups: { heading: string | null; nodes: Element[] }[] = [];
    for (const child of children) {
      const heading = this.headingText(child);
      if (heading !== null || groups.length === 0) groups.push({ heading, nodes: [child] });
      else groups[groups.length - 1].nodes.push(child);
    }
    if (groups.length < 2) return null;
    const counts = groups.map((group) => countOf(this.valuesOf(group.nodes), 'dates'));
    if (counts.some((count) => count > 1) || counts.filter((count) => count === 1).length < 2) return null;
    return groups
      .filter((group) => group.heading !== null && qualifies(this.valuesOf(group.nodes)))
      .map((group) => ({ nodes: group.nodes, heading: group.heading, isPage: false }));
  }

  /** The event blocks in an element: itself when it holds at most one date label, else the blocks of its parts. */
  blocksIn(element: Element | Document, isPage: boolean): Block[] {
    const values = this.valuesOf([element]);
    const own: Block[] = qualifies(values) ? [{ nodes: [element], heading: null, isPage }] : [];
    if (countOf(values, 'dates') <= 1) return own;
    const children = this.childrenOf(element);
    const grouped = this.headingGroups(children);
    if (grouped && grouped.length > 0) return grouped;
    // Sessions of one program under its one heading ("Field Hockey Day Camp", then each week's facts and its own
    // Register button): each block takes the heading before it and the link right after it.
    let heading: string | null = null;
    const inner = children.flatMap((child, index) => {
      heading = this.headingText(child) ?? heading;
      const next = children[index + 1];
      return this.blocksIn(child, false).map((block) => (block.nodes.length === 1 && block.nodes[0] === child ? { ...block, inherited: heading, next: next?.name === 'a' ? next : null } : block));
    });
    return inner.length > 0 ? inner : own;
  }

  /** The page's name: its title, or the event its story emphasizes when the headline names none (see `storyEventName`). */
  pageName(): string | null {
    const title = pageTitle(this.$);
    return storyEventName(this.$, title) ?? title;
  }

  /** A block's name: its heading, else (a whole page) the page's name, else what its first line says before any label. */
  private nameOf(block: Block): string | null {
    if (block.heading) return this.programOf(block, block.heading);
    if (block.isPage) return this.pageName();
    // A part's heading over the event's ("Spring 2027" over "Spring Field Hockey Clinic") names no event.
    const headings = (this.$(block.nodes).find('h1, h2, h3, h4').toArray() as Element[]).map((heading) => oneLine(this.$(heading).text())).filter((text) => text !== '');
    if (headings.length > 0) return this.programOf(block, headings.find((text) => notAnEventName(text) === null) ?? headings[0]);
    const first = this.linesOf(block.nodes)[0] ?? '';
    const before = trimSeparators(first.slice(0, labelMatches(first)[0]?.start ?? first.length));
    // "Program #: 2810-A": a line that opens with a label of its own names nothing.
    const named = before.length >= 3 && before.length <= 200 && !(block.inherited && /^[^:]{1,24}:(?:\s|$)/.test(before));
    return named ? before : (block.inherited ?? null);
  }

  /**
   * A session's heading ("Session II – February", "Week 1") names its program's session: the event is the program
   * the heading above it names ("Indoor Field Hockey Series – Winter 2027"), without the season it repeats.
   */
  private programOf(block: Block, name: string): string {
    if (!SESSION_NAME.test(name)) return name;
    const element = block.nodes.find((node): node is Element => node.type === 'tag');
    const program = (element ? sectionOf(this.$, element) : null)?.split('\n').find((heading) => notAnEventName(heading) === null && !SESSION_NAME.test(heading));
    return program ? program.replace(SEASON_SUFFIX, '') : name;
  }

  private registrationLinkOf(block: Block): string | null {
    const own = this.$(block.nodes).find('a[href]').addBack('a[href]').toArray() as Element[];
    const links = (own.length === 0 && block.next ? [block.next] : own)
      .filter((link) => this.$(link).parents('nav, [role="navigation"]').length === 0)
      .map((link) => ({ text: linkWords(this.$, link), href: absoluteHttpUrl(this.$(link).attr('href'), this.pageUrl) }))
      .filter((link): link is { text: string; href: string } => link.href !== null);
    return registrationLinkAmong(links, this.pageUrl);
  }

  recordOf(block: Block): RawRecord {
    const values = this.valuesOf(block.nodes);
    // A date label's value that gives a day before one that does not ("Dates: Thursdays", then "Start Date: Jan 7").
    const first = (field: LabelField): Labeled | undefined =>
      (field === 'dates' ? values.find((value) => value.field === field && hasDate(value.value)) : undefined) ?? values.find((value) => value.field === field && value.value !== '');
    const ages = first('ages');
    const element = block.isPage ? undefined : block.nodes.find((node): node is Element => node.type === 'tag');
    const name = this.nameOf(block);
    return rawRecord(this.pageUrl, {
      name,
      // A story's headline that names no kind of event ("Goalies wanted!") is not proven to be the event's name.
      doubts: block.isPage && !block.heading && isHeadlineStory(this.$, name) ? ['name-headline'] : [],
      dates: first('dates')?.value ?? null,
      endDate: first('end')?.value ?? null,
      location: first('location')?.value ?? null,
      cost: first('cost')?.value ?? null,
      ages: ages ? `${ages.label} ${ages.value}` : null,
      type: first('type')?.value ?? null,
      registrationDeadline: first('deadline')?.value ?? null,
      text: this.linesOf(block.nodes).join('\n'),
      cancelled: this.linesOf(block.nodes).some(isCancelledLine),
      registrationLink: this.registrationLinkOf(block),
      sport: [first('sport')?.value ?? null, element ? sportAttributes(this.$, element) : null].filter((text) => text !== null).join('\n'),
      section: element && !block.isPage ? sectionOf(this.$, element) : null,
      organizer: first('organizer')?.value ?? null,
      colleges: collegesIn(this.$, block.nodes, this.skip),
    });
  }
}

/**
 * The events of a page written as labeled text ("Dates: ...", "Location: ...", "Cost: ..."): the whole page when it
 * holds one event, else each block holding one date label (an `article`, `.event`, `li`, any element) or each
 * part under a heading. A block counts when it has a date label or two labels. Its name is its heading, the page's
 * h1 (or title) for a whole page; its registration link one whose text or address says register or sign up.
 */
export function labeledTextRecords($: CheerioAPI, pageUrl: string): RawRecord[] {
  const body = $('body').first();
  const root = body.length > 0 ? body[0] : $.root()[0];
  const page = new LabeledPage($, pageUrl);
  return page.blocksIn(root, true).map((block) => page.recordOf(block));
}
