import type { CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Document, Element } from 'domhandler';
import { collegesIn, labelOf } from './colleges.js';
import { parseDateRange } from './dates.js';
import { blockText, linkWords, oneLine } from './page-text.js';
import { notAnEventName } from './event-name.js';
import { headingBefore, isEventHeading, pageTitle } from './page-title.js';
import { splitSessions } from './sessions.js';
import { sectionOf, sportAttributes } from './sections.js';
import { type RawRecord, rawRecord } from './raw-record.js';
import { absoluteHttpUrl } from './source-key.js';
import { listedAddress, venueAddresses } from './venues.js';
import { deadlineAt, deadlineEventName, hasAges, hasDate, hasMoney, isCancelledLine, isDateOnly, isDeadlineText, isMoneyDayText, isPlaceText, isPublishedText, lineParts, registrationLinkAmong, trimEndOf } from './text-clues.js';

/**
 * Record segmentation for pages that label nothing: find the blocks of a page that each hold one event (repeated
 * siblings that each carry a date, or the sections under headings), whatever their class names, then read each
 * block's name, dates, place, cost and ages from what its text looks like.
 */

/** A part of the page that may be one event: some sibling nodes and the heading that names them, when known. */
interface Block {
  nodes: Element[];
  heading: string | null;
}

const HEADING = /^h[1-6]$/;
/** A class or itemprop marking an event's end: "dtend", "endDate", "event-time-localized-end", "end-date". */
const END_MARK = /(?:^|[\s_-])(?:dtend|enddate|end)(?:$|[\s_-])/i;
/** Where a sentence ends: a stop and a space, not after a short abbreviation ("St. Michaels", "Aug. 18", "Ave."). */
const SENTENCE_BREAK = /(?<=(?<!\b(?:St|Mt|Ft|Dr|Ave|Rd|Blvd|Hwy|Rte|No|Jr|Sr|Mr|Mrs|Ms|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec))[.;!?])\s/;
/** A class or itemprop marking an event's venue: "venue", "tt-list__venue", "event-location", `itemprop="location"`. */
const VENUE_MARK = /(?:^|[\s_-])(?:venue|location)(?:$|[\s_-])/i;
/** An end that is a sale's or a registration's, not the event's: "tt-ticket__sales-end", "Sales end Jan 7", "Registration ends". */
const SALES_END = /\b(?:sales?|tickets?|booking|registration|reg|sign-?ups?|enrol(?:l)?ment|early[\s_-]?bird|offer)[\s_-]*ends?\b/i;
const SKIPPED = new Set(['nav', 'aside', 'form', 'script', 'style', 'noscript', 'template', 'svg', 'select', 'button', 'iframe', 'dialog']);
/** Deeper than any real page nests its content: a guard against pathological markup. */
const MAX_DEPTH = 60;
const REGISTER = /regist|sign\s?-?up|enrol|book\s+now|apply|reserve/i;
const DETAILS = /more|details|view|learn|info|read/i;
const SESSION_MARK = /\b(?:session|week|camp|clinic)\s*(?:#\s?)?(?:\d{1,2}|[ivx]{1,4}|one|two|three|four|five|[a-e])\b|\b(?:first|second|third|fourth)\s+session\b/i;
/** A status line or badge saying the event will not take place. */
/** Headings over what is over: its dates would otherwise be read as next year's. */
const PAST_HEADING = /^(?:past|previous|recent|earlier|last\s+(?:year|season)'?s?|former|completed)\b|^(?:results|archives?|event\s+archive|in\s+the\s+news)\b|\b(?:past|previous)\s+(?:events|camps|clinics|tournaments|showcases|results)\b/i;
/** A day the page says nothing happens. */
const NO_SESSION = /^(?:no|not)\s|\b(?:no\s(?:camp|clinic|session|practice)s?|not\s(?:held|offered|running)|closed|off\sweek)\b/i;
const TIME = String.raw`\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)?`;
const TIME_ONLY = new RegExp(String.raw`^${TIME}(?:\s?(?:-|–|to)\s?${TIME})?$`, 'i');

/** Elements that style or link words inside a run of text rather than set it apart. */
const FORMATTING = new Set(['a', 'b', 'strong', 'em', 'i', 'u', 'abbr', 'sup', 'sub', 'mark', 'font', 'bdi', 'wbr']);
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'select', 'canvas']);

/** Longer than a line about who may come: a sentence mentioning "high school" in passing names no level. */
const MAX_AGES_PART = 80;

const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** A function of an element, computed once per element: the readers ask the same questions of the same elements. */
function memoized<T>(compute: (element: Element) => T): (element: Element) => T {
  const cache = new Map<Element, T>();
  return (element) => {
    if (cache.has(element)) return cache.get(element) as T;
    const value = compute(element);
    cache.set(element, value);
    return value;
  };
}

/**
 * A venue's street address and town on a line of its own, its state left to the page ("Prospect Community School
 * gymnasium, 12 Center Street, Prospect"): the page's state, or the site's, places it.
 */
const STREET_AND_TOWN =
  /^(?:[^$,]{2,80},\s)?\d{1,6}\s[A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*){0,3}\s(?:Street|St|Road|Rd|Avenue|Ave|Drive|Dr|Lane|Ln|Boulevard|Blvd|Way|Pike|Highway|Hwy|Court|Ct|Place|Pl|Parkway|Pkwy|Circle|Turnpike|Terrace|Trail)\.?,\s[A-Z][a-z'-]+(?:\s[A-Z][a-z'-]+){0,2}$/;
const VENUE_LABEL = /^(?:location|where|venue|site|facility)\s?:\s?([A-Z][^:]{2,80})$/i;

/** A line that is only a price, maybe with its fee ("$65.00+ $5.30 Fee", "Free", "From $45.00"). */
const BARE_PRICE_LINE = /^(?:from\s)?(?:\$\s?\d[\d,.]*|free)(?:\s?\+\s?\$\s?\d[\d,.]*\s(?:(?:service|booking|processing|handling)\s)?fee)?$/i;
/** The paragraphs between a heading and the facts they introduce, taken with those facts. */
const MAX_INTRO_PARAGRAPHS = 3;
/** The lines above a price alone on its line that say what it is the price of: a ticket's name, its note, its sale's end. */
const PRICE_CONTEXT_LINES = 3;

/** Headings of registration's window and of refund rules, whose days are no event's. */
const WINDOW_HEADING = /^(?:[\w'-]+\s){0,2}(?:registration|sign[\s-]?ups?|enrollment)\s(?:dates?|periods?|windows?|times?|opens?)$|^(?:refunds?|cancellations?|withdrawals?)(?:\s(?:&|and)\s\w+)?(?:\s(?:policy|policies))?$/i;

class BlockPage {
  private readonly lineCache = new Map<Element, string[]>();
  private readonly segments = new Map<Element | Document, Block[]>();
  private venues: Map<string, string> | undefined;

  /** A line naming one of the venues the page lists with their addresses ("Wethersfield High School, stadium turf field"). */
  private listedVenueIn(lines: readonly string[]): string | null {
    this.venues ??= venueAddresses(this.$);
    if (this.venues.size === 0) return null;
    return lines.find((line) => line.length <= 100 && listedAddress(line, this.venues!) !== null) ?? null;
  }

  constructor(
    private readonly $: CheerioAPI,
    private readonly pageUrl: string,
  ) {}

  /** Navigation, sidebars, forms, and the page's own header and footer are no part of any event. */
  readonly skip = memoized((element: Element): boolean => {
    const name = element.name.toLowerCase();
    if (SKIPPED.has(name) || element.attribs.role === 'navigation' || element.attribs.hidden !== undefined) return true;
    if (this.underWindowHeading(element)) return true;
    if (name !== 'header' && name !== 'footer') return false;
    return this.$(element).parents('article, section, li').length === 0;
  });

  /** A sibling built like a member card, with a title of its own: another event's card (one without dates yet). */
  private isAlikeCard(sibling: Element, member: Element): boolean {
    return sibling.name !== 'p' && this.signature(sibling) === this.signature(member) && this.$(sibling).find('h1, h2, h3, h4, h5, h6').length > 0;
  }

  /**
   * A part headed as registration's window or a refund policy ("Internet registration dates", "Registration period",
   * "Refund policy"): its days are when one may sign up or get money back, never the event's. The part is the
   * element the heading opens, or the element right after the heading.
   */
  private underWindowHeading(element: Element): boolean {
    const first = this.$(element).children().first();
    if (first.length > 0 && /^h[1-6]$/i.test(first[0].tagName) && WINDOW_HEADING.test(oneLine(first.text()))) return true;
    const previous = this.$(element).prev();
    return previous.length > 0 && /^h[1-6]$/i.test(previous[0].tagName) && !/^h[1-6]$/i.test(element.name) && WINDOW_HEADING.test(oneLine(previous.text()));
  }

  linesOf(nodes: readonly Element[]): string[] {
    if (nodes.length === 1) {
      const cached = this.lineCache.get(nodes[0]);
      if (cached) return cached;
    }
    const lines = blockText(nodes as AnyNode[], this.skip)
      .split('\n')
      .filter((line) => line !== '');
    if (nodes.length === 1) this.lineCache.set(nodes[0], lines);
    return lines;
  }

  /**
   * The runs of text of some nodes as their elements cut them: each element's own text apart ("<span>Sat, Jan 16</span>
   * <span>Manheim, PA</span>" is two runs), except inside formatting and links, which read on with their neighbours.
   */
  runsOf(nodes: readonly Element[]): string[] {
    const runs: string[] = [];
    let current = '';
    let owner: AnyNode | null = null;
    const flush = () => {
      const text = oneLine(current);
      if (text !== '') runs.push(text);
      current = '';
    };
    const visit = (node: AnyNode, cutter: AnyNode, depth: number): void => {
      if (depth > MAX_DEPTH || runs.length > 2_000) return;
      if (node.type === 'text') {
        if (owner !== cutter) flush();
        owner = cutter;
        current += node.data;
        return;
      }
      if (!isElement(node) || this.skip(node) || HIDDEN.has(node.name.toLowerCase())) return;
      if (node.name.toLowerCase() === 'br') {
        flush();
        return;
      }
      const cuts = !FORMATTING.has(node.name.toLowerCase());
      if (cuts) flush();
      for (const child of node.children) visit(child, cuts ? node : cutter, depth + 1);
      if (cuts) {
        flush();
        owner = null;
      }
    };
    for (const node of nodes) visit(node, node, 0);
    flush();
    return runs;
  }

  /**
   * The children that may hold upcoming events: not skipped, and not under a heading of past events ("Past events",
   * "Recent results", "Archive") up to the next heading, nor a part that such a heading opens.
   */
  private childrenOf(element: Element | Document): Element[] {
    const kept: Element[] = [];
    let inPast = false;
    for (const child of element.children) {
      if (!isElement(child) || this.skip(child)) continue;
      const heading = this.headingOf(child);
      if (heading !== null) inPast = PAST_HEADING.test(heading);
      if (inPast || this.opensWithPastHeading(child)) continue;
      kept.push(child);
    }
    return kept;
  }

  private readonly opensWithPastHeading = memoized((element: Element): boolean => {
    const heading = this.$(element).find('h1, h2, h3, h4, h5, h6').first();
    if (heading.length === 0 || !PAST_HEADING.test(oneLine(heading.text()))) return false;
    return this.linesOf([element])[0] === oneLine(heading.text());
  });

  /** Lines giving an event's dates: a date that is no deadline and no publishing date. */
  private eventDateLines(nodes: readonly Element[]): string[] {
    return this.linesOf(nodes).filter(isEventDateText);
  }

  /** The first heading inside an element that may name an event. */
  private readonly ownHeading = memoized((element: Element): string | null => {
    const heading = oneLine(this.$(element).find('h1, h2, h3, h4, h5, h6').first().text());
    return heading !== '' && isEventHeading(heading) ? heading : null;
  });

  /**
   * A block holds an event when it has a date and something more: a place, a price, a heading, a link or several
   * lines. A list of days alone is no event: it is the sessions of the event around it.
   */
  private readonly looksLikeEvent = memoized((element: Element): boolean => {
    if (this.eventDateLines([element]).length === 0) return false;
    if (['ul', 'ol', 'table', 'tbody'].includes(element.name.toLowerCase()) && this.dateList([element]).length > 0) return false;
    // A table row naming nothing but its day, place and time is a session of the event the table sits under.
    if (element.name.toLowerCase() === 'tr' && this.nameOf({ nodes: [element], heading: null }, this.linesOf([element])) === null) return false;
    const lines = this.linesOf([element]);
    // A day alone (a card's start or end line) is part of an event, not one.
    if (lines.every(isDateOnly)) return false;
    if (lines.length >= 2) return true;
    const $element = this.$(element);
    return lines.some((line) => lineParts(line).some(isPlaceText)) || lines.some(hasMoney) || $element.find('a[href], h1, h2, h3, h4, h5, h6').length > 0;
  });

  private signature(element: Element): string {
    const firstClass = (element.attribs.class ?? '').split(/\s+/).find((name) => name !== '') ?? '';
    return `${element.name.toLowerCase()}.${firstClass.replace(/\d+/g, '')}`;
  }

  /** The text of a child that heads what follows it: a heading, or a short line all in bold or a heading inside it. */
  private readonly headingOf = memoized((element: Element): string | null => {
    const text = oneLine(this.$(element).text());
    if (text === '' || text.length > 150) return null;
    if (HEADING.test(element.name.toLowerCase())) return text;
    const inner = oneLine(this.$(element).find('h1, h2, h3, h4, h5, h6, strong, b').first().text());
    return inner !== '' && inner === text && !hasDate(text) ? text : null;
  });

  /** Children split at headings: each section a heading and what follows it, when at least two hold an event. */
  private sections(children: readonly Element[], depth: number): Block[] | null {
    const sections: Block[] = [];
    for (const child of children) {
      const heading = this.headingOf(child);
      if (heading !== null) sections.push({ nodes: [child], heading });
      // A part holding an event under a heading of its own (a column layout) is a section of its own.
      else if (this.ownHeading(child) !== null && this.looksLikeEvent(child) && this.segment(child, depth + 1).length < 2) sections.push({ nodes: [child], heading: null });
      else if (sections.length > 0) sections[sections.length - 1].nodes.push(child);
    }
    const dated = sections.filter(
      (section) => (section.heading === null || (section.nodes.length > 1 && isEventHeading(section.heading))) && this.eventDateLines(section.nodes).length > 0,
    );
    return dated.length >= 2 ? dated : null;
  }

  /**
   * The event blocks inside an element, or none when it holds no repeated structure: the members of the largest group
   * of alike children that each look like an event (each split again when it holds a group of its own), else the
   * sections under its headings, else what its children hold.
   */
  segment(element: Element | Document, depth = 0): Block[] {
    if (depth > MAX_DEPTH) return [];
    const known = this.segments.get(element);
    if (known) return known;
    const blocks = this.segmentOnce(element, depth);
    this.segments.set(element, blocks);
    return blocks;
  }

  private segmentOnce(element: Element | Document, depth: number): Block[] {
    const children = this.childrenOf(element);
    const groups = new Map<string, Element[]>();
    for (const child of children) {
      if (!this.looksLikeEvent(child)) continue;
      const key = this.signature(child);
      groups.set(key, [...(groups.get(key) ?? []), child]);
    }
    const best = [...groups.values()].sort((a, b) => b.length - a.length)[0];
    const sections = this.sections(children, depth);
    // Alike blocks, unless the headings cut the part into more events (one of them laid out apart, in columns).
    if (best && best.length >= 2 && (!sections || sections.length <= best.length)) {
      return best.flatMap((member) => {
        const inner = this.segment(member, depth + 1);
        return inner.length >= 2 ? inner : [this.rangeOf(member, children, best)];
      });
    }
    if (sections) return sections;
    const dated = children.filter((child) => this.eventDateLines([child]).length > 0);
    return dated.flatMap((child) => {
      const inner = this.segment(child, depth + 1);
      if (inner.length > 0) return inner;
      // A part with no repeated structure inside that names an event under its own heading is one event.
      return this.looksLikeEvent(child) && this.ownHeading(child) !== null ? [{ nodes: [child], heading: null }] : [];
    });
  }

  /**
   * A member of a repeated group with what belongs to it among its siblings: the heading right before it, and the
   * siblings after it up to the next member or heading ("<p><strong>CAMP</strong><br>dates</p>" then the paragraphs
   * with its cost, deadline and Register link).
   */
  private readonly headedGroups = new WeakMap<readonly Element[], boolean>();

  /** Whether at least half of alike items each have a heading right before them (each its own, not a list's). */
  private mostHeaded(members: readonly Element[]): boolean {
    const known = this.headedGroups.get(members);
    if (known !== undefined) return known;
    const inGroup = new Set(members);
    const headed = members.filter((member) => {
      let before = member.prev;
      while (before && before.type !== 'tag') before = before.prev;
      return before !== null && before.type === 'tag' && !inGroup.has(before as Element) && this.headingOf(before as Element) !== null;
    }).length;
    const most = headed * 2 >= members.length;
    this.headedGroups.set(members, most);
    return most;
  }

  private rangeOf(member: Element, siblings: readonly Element[], members: readonly Element[]): Block {
    const at = siblings.indexOf(member);
    // The heading right before it, or before the one paragraph that introduces it ("<h3>Intro Clinic</h3><p>A first
    // look at the game…</p><ul>Dates…</ul>"), which is then the member's too.
    // A few paragraphs may introduce it ("<h3>Youth Clinic</h3><p>For grades 3 – 8…</p><p>Taught by…</p><ul>…</ul>").
    const before = at > 0 ? siblings[at - 1] : undefined;
    let first = at;
    while (first > 0 && at - first < MAX_INTRO_PARAGRAPHS) {
      const sibling = siblings[first - 1];
      if (sibling.name !== 'p' || members.includes(sibling) || this.headingOf(sibling) !== null || this.looksLikeEvent(sibling)) break;
      first -= 1;
    }
    const introduced = first < at && first > 0 && !members.includes(siblings[first - 1]) ? siblings[first - 1] : undefined;
    // A heading over the first of alike items that follow each other without one is the list's, not the item's.
    const direct = before && !members.includes(before) && this.mostHeaded(members) ? this.headingOf(before) : null;
    const viaIntro = direct === null && introduced ? this.headingOf(introduced) : null;
    const heading = direct ?? viaIntro;
    const nodes = viaIntro !== null ? [...siblings.slice(first, at), member] : [member];
    for (let index = at + 1; index < siblings.length; index++) {
      const sibling = siblings[index];
      // A card alike the members without a date of its own ("Dates coming soon") is another event's card, not this one's.
      if (members.includes(sibling) || this.headingOf(sibling) !== null || this.looksLikeEvent(sibling) || this.isAlikeCard(sibling, member)) break;
      nodes.push(sibling);
    }
    return { nodes, heading: heading !== null && isEventHeading(heading) && !hasDate(heading) ? heading : null };
  }

  /**
   * The items of a list in a block that holds nothing but the event's days ("Sunday, January 10, 2027, 2:00–4:00 pm"
   * a line): each day is a session of the event. Empty when the block has no such list.
   */
  private dateList(nodes: readonly Element[]): string[] {
    for (const list of this.$(nodes).find('ul, ol, table').addBack('ul, ol, table').toArray() as Element[]) {
      // A list inside a skipped part (a registration window's, a refund policy's) lists no event's days.
      if (this.skip(list) || this.$(list).parents().toArray().some((parent) => parent.type === 'tag' && this.skip(parent as Element))) continue;
      const isTable = list.name.toLowerCase() === 'table';
      const rows = isTable ? (this.$(list).find('tr').toArray() as Element[]).filter((row) => hasDate(oneLine(this.$(row).text()))) : [];
      if (isTable) {
        const unnamed = rows.length >= 2 && rows.every((row) => this.nameOf({ nodes: [row], heading: null }, this.linesOf([row])) === null);
        if (unnamed) return rows.map((row) => this.linesOf([row]).find(hasDate) ?? '');
        continue;
      }
      const items = this.$(list).children('li').toArray() as Element[];
      if (items.length < 2) continue;
      // "No camp the week of July 5" is a day without a session.
      const texts = items.map((item) => oneLine(this.$(item).text())).filter((text) => !NO_SESSION.test(text.replace(/\([^()]*\)/g, '')));
      const datesOnly = texts.every((text) => text.length <= 120 && hasDate(text) && !hasMoney(text) && !isDeadlineText(text) && !isPublishedText(text) && !hasFourWordsInARow(text.replace(/\([^()]*\)/g, '')));
      // Two items, the second marked as the end (a calendar's "event-time-localized-end", `dtend`, `endDate`): a start and an end.
      const markedEnd = texts.length === 2 && this.$(items[1]).find('*').addBack().toArray().some((element) => END_MARK.test(`${this.$(element).attr('class') ?? ''} ${this.$(element).attr('itemprop') ?? ''}`));
      if (datesOnly && !markedEnd && !(texts.length === 2 && startAndEnd(texts[0], texts[1]))) {
        const before = this.$(list).prev()[0] as Element | undefined;
        if (before && MEETING_DAYS_HEADING.test(this.headingOf(before) ?? '')) this.seriesLists.add(texts);
        return texts;
      }
    }
    return [];
  }

  /** Lists of days `dateList` found that a heading names as one program's meeting days ("Meeting Dates", "Class Dates"). */
  private readonly seriesLists = new WeakSet<string[]>();

  /** The page's name: its h1, else its og:title or title without the site's name. */
  pageName(): string | null {
    return pageTitle(this.$);
  }

  /** The nearest heading before a block (its section's), for blocks named only "Session 2" or by a date. */
  private headingBefore(element: Element): string | null {
    return headingBefore(this.$, element) ?? this.pageName();
  }

  private nameOf(block: Block, lines: readonly string[]): string | null {
    const $nodes = this.$(block.nodes);
    const heading = oneLine($nodes.find('h1, h2, h3, h4, h5, h6').addBack('h1, h2, h3, h4, h5, h6').first().text());
    if (heading !== '' && isEventHeading(heading)) return heading;
    if (block.heading) return block.heading;
    const candidates = [
      ...$nodes
        .find('strong, b, a, [class*="title" i], [class*="name" i]')
        .toArray()
        .map((element) => oneLine(this.$(element).text())),
      ...lines.flatMap(lineParts),
    ];
    // A program's catalog number or a label line ("Activity #: 3104.201") names nothing: its heading above does.
    const named = candidates.find((text) => isNameLike(text));
    if (named !== undefined && notAnEventName(named) !== null && block.nodes[0]) return headingBefore(this.$, block.nodes[0]) ?? named;
    // Facts without a name of their own ("Saturday, March 6 · Gwinnett Field House · $40") under the heading naming them.
    return named ?? (block.nodes[0] ? headingBefore(this.$, block.nodes[0]) : null);
  }

  private links(block: Block): { registration: string | null; event: string | null; buttons: { text: string; href: string }[] } {
    let event: string | null = null;
    const host = safeHost(this.pageUrl);
    const candidates: { text: string; href: string }[] = [];
    const own = this.$(block.nodes).find('a[href]').addBack('a[href]').toArray() as Element[];
    // A session's facts with its own Register button right after them: the button is the session's.
    const after = own.length === 0 ? this.$(block.nodes[block.nodes.length - 1]).next('a[href]').toArray() as Element[] : [];
    for (const link of [...own, ...after.filter((link) => REGISTER.test(oneLine(this.$(link).text())))]) {
      const text = linkWords(this.$, link);
      const href = absoluteHttpUrl(this.$(link).attr('href'), this.pageUrl);
      if (!href || href.split('#')[0] === this.pageUrl.split('#')[0]) continue;
      candidates.push({ text, href });
      if (REGISTER.test(`${text} ${link.attribs.href ?? ''}`)) continue;
      else if (safeHost(href) === host && (DETAILS.test(text) || this.$(link).parents('h1, h2, h3, h4, h5, h6').length > 0 || link.attribs.href !== undefined)) event ??= href;
    }
    const buttons = candidates.filter((candidate) => REGISTER.test(candidate.text));
    return { registration: registrationLinkAmong(candidates, this.pageUrl), event, buttons: buttons.length >= 2 ? buttons : [] };
  }

  /** The record of one block: what each line or part of a line looks like says which field it is. */
  recordOf(block: Block, asPage = false): RawRecord[] {
    const lines = this.linesOf(block.nodes);
    const name = asPage ? this.pageName() : this.nameOf(block, lines);
    const parts = [...lines.flatMap((line) => lineParts(line).map((part) => ({ line, part }))), ...this.runsOf(block.nodes).flatMap((run) => lineParts(run).map((part) => ({ line: run, part })))];
    const sentencesOf = (line: string) => line.split(SENTENCE_BREAK);
    const dateParts = [
      ...parts.filter(({ line, part }) => isEventDateText(part) && (line.length > 80 || isEventDateText(line))).map(({ part }) => part),
      ...lines.filter((line) => line.length > 80).flatMap(sentencesOf).filter(isEventDateText),
    ];
    const times = this.$(block.nodes).find('time[datetime]').addBack('time[datetime]').toArray() as Element[];
    const sentences = lines.flatMap((line) => line.split(SENTENCE_BREAK)).map((sentence) => sentence.replace(/[.;!?]$/, ''));
    const placeText = bestPlace([...parts.map(({ part }) => part), ...lines, ...sentences]);
    // A label before the place ("Location: Austin, TX") is no part of the city.
    // A venue given by its name alone ("Location: Brunswick Square Park"): the page's list of venues may place it.
    const place =
      placeText?.replace(/^[a-z][a-z ]{1,24}:\s?/i, '') ??
      lines.map((line) => VENUE_LABEL.exec(line)?.[1]).find((venue) => venue !== undefined) ??
      this.listedVenueIn(lines) ??
      this.markedVenue(block.nodes) ??
      lines.find((line) => line.length <= 160 && STREET_AND_TOWN.test(line)) ??
      null;
    // A ticket list's price alone on its line ("$5.00+ $1.32 Fee") is the price of the line above ("Spectator Day Pass").
    // Its name may sit a line or two higher, over its note and when its sale ends ("Spectator ticket", "Per adult").
    const money = lines.map((line, index) => (BARE_PRICE_LINE.test(line) && index > 0 && !hasMoney(lines[index - 1]) ? `${priceContext(lines, index)}: ${line}` : line)).filter(hasMoney);
    const ages = [...new Set(parts.filter(({ part }) => part.length <= MAX_AGES_PART && hasAges(part)).map(({ part }) => part))];
    // A deadline's label alone on its line, its day on the next ("Registration Closes" then "Jan 6, 2027").
    const withDay = lines.map((line, index) => (line.length <= 40 && isDeadlineText(line) && !hasDate(line) && isDateOnly(lines[index + 1] ?? '') ? `${line} ${lines[index + 1]}` : line));
    // Sentence by sentence: "the balance is due by March 1. Registration closes Friday, March 19." closes March 19.
    const deadlineLine = withDay
      .flatMap((line) => (line.length > 80 ? line.split(SENTENCE_BREAK) : [line]))
      .find((line) => isDeadlineText(line) && !isMoneyDayText(line.slice(0, Math.max(0, deadlineAt(line)))) && hasDate(line.slice(Math.max(0, deadlineAt(line)))));
    const { registration, event, buttons } = this.links(block);
    // A block named "Session 2", "Week 1" or by a label of its own ("Program #:") is its section's heading's event.
    const named = name && (/^(?:session|week)\b/i.test(name) || /^[^:]{1,24}:$/.test(name)) ? (this.headingBefore(block.nodes[0]) ?? name) : name;
    const base = {
      name: named,
      cancelled: lines.some(isCancelledLine),
      location: place,
      cost: money.length > 0 ? money.join('\n') : null,
      ages: ages.length > 0 ? ages.join('; ') : null,
      registrationDeadline: deadlineLine ? deadlineLine.slice(deadlineAt(deadlineLine)) : null,
      description: lines.filter((line) => line !== name).join('\n'),
      text: lines.join('\n'),
      registrationLink: registration,
      registrationLinks: buttons,
      eventUrl: asPage ? null : event,
      section: asPage ? null : sectionOf(this.$, block.nodes[0]),
      sport: asPage ? null : sportAttributes(this.$, block.nodes[0]),
      colleges: collegesIn(this.$, block.nodes, this.skip),
    };
    const dateItems = this.dateList(block.nodes);
    // The days one program meets, under a heading saying so ("Meeting Dates") or between the first and last day the
    // block states ("Beginning Date 01/13/2027", "Ending Date 03/03/2027"): one event from its first day to its last.
    if (dateItems.length >= 2 && (this.seriesLists.has(dateItems) || statesItsSpan(lines))) return [rawRecord(this.pageUrl, { ...base, dates: dateItems[0], endDate: dateItems[dateItems.length - 1] })];
    if (dateItems.length >= 2) return dateItems.map((item) => rawRecord(this.pageUrl, { ...base, dates: item }));
    const sessions = lines.filter((line) => hasDate(line) && SESSION_MARK.test(line) && !NO_SESSION.test(line.replace(/\([^()]*\)/g, '')) && !isDeadlineText(line) && !isPublishedText(line));
    // Sessions one a line ("Week 1 — June 21–25"), or several on one ("Session 1: June 14-16; Session 2: July 7-9").
    if (sessions.length >= 2) return sessions.flatMap((line) => splitSessions(rawRecord(this.pageUrl, { ...base, dates: line })));
    if (sessions.length === 1) {
      const split = splitSessions(rawRecord(this.pageUrl, { ...base, dates: sessions[0] }));
      if (split.length >= 2) return split;
    }
    if (times.length > 0 && (dateParts.length === 0 || times.length <= 2)) {
      const [start, end] = times.map((time) => time.attribs.datetime);
      const startDay = start.slice(0, 10);
      // The attribute gives the start; the visible text may give the end the markup leaves out.
      const visible = dateParts.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(startDay) ? parseDateRange(dateParts[0], startDay) : null;
      const endDate = end && end.slice(0, 10) !== startDay ? end : visible?.startDate === startDay ? visible.endDate : null;
      return [rawRecord(this.pageUrl, { ...base, dates: start, endDate })];
    }
    // A start and an end each on its own line ("Saturday, April 17, 2027 9:00 AM" then "Sunday, April 18, 2027 3:00 PM").
    const dateLines = lines.filter((line) => hasDate(line) && !isDeadlineText(line) && !isPublishedText(line));
    const first = lines.indexOf(dateLines[0] ?? '');
    if (dateLines.length >= 2 && isDateOnly(dateLines[0]) && isDateOnly(dateLines[1]) && lines[first + 1] === dateLines[1]) {
      return [rawRecord(this.pageUrl, { ...base, dates: dateLines[0], endDate: dateLines[1] })];
    }
    const markedEnd = this.markedEnd(block.nodes);
    if (markedEnd !== null && dateParts.length > 0 && markedEnd !== dateParts[0]) return [rawRecord(this.pageUrl, { ...base, dates: dateParts[0], endDate: markedEnd })];
    return [rawRecord(this.pageUrl, { ...base, dates: widestOf(dateParts) })];
  }

  /** The text of the element the markup marks as the venue ("<span class=\"venue\">Harborview Rec Center, Baltimore</span>"). */
  private markedVenue(nodes: readonly Element[]): string | null {
    const marked = (this.$(nodes).find('[class], [itemprop]').toArray() as Element[]).find((element) => VENUE_MARK.test(`${element.attribs.class ?? ''} ${element.attribs.itemprop ?? ''}`));
    const text = marked ? oneLine(this.$(marked).text()) : '';
    return text.length >= 3 && text.length <= 120 && !hasDate(text) ? text : null;
  }

  /** The text of the item the markup marks as the event's end (a calendar's end date and time), when it gives a date. */
  private markedEnd(nodes: readonly Element[]): string | null {
    const marked = (this.$(nodes).find('[class], [itemprop]').toArray() as Element[]).find((element) => END_MARK.test(`${this.$(element).attr('class') ?? ''} ${this.$(element).attr('itemprop') ?? ''}`));
    if (!marked) return null;
    const item = this.$(marked).closest('li, p, div, dd, tr');
    const text = oneLine((item.length > 0 ? item : this.$(marked)).text());
    // When ticket sales or registration end ("Sales end Jan 7, 2027 8:00 PM"), marked "sales-end", is no event's end.
    if (SALES_END.test(`${this.$(marked).attr('class') ?? ''} ${text}`)) return null;
    return text.length <= 120 && hasDate(text) ? text : null;
  }
}

/** A heading over a program's days, not over sessions to choose from: "Meeting Dates", "Class Days", "Practice Schedule". */
const MEETING_DAYS_HEADING = /^(?:meeting|class|practice|program|activity|training|clinic|league)\s(?:dates|days|schedule)$|^(?:meets|meeting)\s(?:on|dates)$/i;
const SPAN_START = /^(?:beginning|begin|start|starting|first)\s?(?:date|day)?\b|^(?:begins|starts)\b/i;
const SPAN_END = /^(?:ending|end|last)\s?(?:date|day)?\b|^ends\b/i;

/** Whether a block states its first and its last day under labels of their own ("Beginning Date", "Ending Date"). */
function statesItsSpan(lines: readonly string[]): boolean {
  const labelled = (label: RegExp) => lines.some((line, index) => label.test(line) && (hasDate(line) || (line.length <= 30 && isDateOnly(lines[index + 1] ?? ''))));
  return labelled(SPAN_START) && labelled(SPAN_END);
}

/** What the lines right above a bare price say it is for, up to the previous price (see `PRICE_CONTEXT_LINES`). */
function priceContext(lines: readonly string[], index: number): string {
  const above: string[] = [];
  for (let at = index - 1; at >= 0 && above.length < PRICE_CONTEXT_LINES && !/\$\s?\d/.test(lines[at]) && lines[at].length <= 80; at -= 1) above.unshift(lines[at]);
  // One clause: a "Spectator ticket" above "Per adult; under 12s watch free" names the whole price.
  return above.length > 0 ? above.map((line) => line.replace(/[.;!?](?=\s|$)/g, ',')).join(' · ') : lines[index - 1];
}

/**
 * The best of the texts that read as a place: one introduced as the location, then one with a ZIP code, then one
 * with a street number, the first on a tie ("SUMMER 2027 • CORNELIUS, NC" loses to "Location: Bailey Road Park,
 * 17400 Bailey Road, Cornelius, NC 28031").
 */
function bestPlace(texts: readonly string[]): string | null {
  let best: { text: string; score: number } | null = null;
  for (const text of texts) {
    // Where to mail a check is no venue.
    if (!isPlaceText(text) || /\bP\.?\s?O\.?\s?Box\b|\bmail(?:ed|ing)?\b|\bchecks?\b|\bpayable\b|\bremit\b/i.test(text)) continue;
    // "Colleges attending: Old Dominion, Virginia" names colleges, not a place.
    if (labelOf(text) !== null) continue;
    const score = (/^(?:location|where|venue|address|site|facility)\b/i.test(text) ? 4 : 0) + (/\b\d{5}\b/.test(text) ? 2 : 0) + (/(?:^|[\s,])\d{1,6}\s[A-Za-z]/.test(text) ? 1 : 0);
    if (best === null || score > best.score) best = { text, score };
  }
  return best?.text ?? null;
}

/**
 * The first of an event's date texts, or a later one starting the same day that also gives the end (a card's
 * "Sat, Mar 27" then "Mar 27, 2027, 8:00 AM – Mar 28, 2027, 4:00 PM").
 */
function widestOf(dateTexts: readonly string[]): string | null {
  const first = dateTexts[0];
  if (first === undefined) return null;
  const range = parseDateRange(first, '2000-01-01');
  if (!range || range.endDate !== null) return first;
  const monthDay = range.startDate.slice(5);
  return dateTexts.find((text) => {
    const other = parseDateRange(text, '2000-01-01');
    return other !== null && other.endDate !== null && other.startDate.slice(5) === monthDay;
  }) ?? first;
}

/** Two days a few days apart, in order: an event's start and end written apart, not two sessions. */
function startAndEnd(first: string, second: string): boolean {
  const start = parseDateRange(first, '2000-01-01')?.startDate;
  const end = parseDateRange(second, start ?? '2000-01-01')?.startDate;
  if (!start || !end || end <= start) return false;
  return (Date.parse(end) - Date.parse(start)) / 86_400_000 <= 6;
}

/**
 * A text giving an event's days: a date that is no deadline and no publishing date. A long line counts when one of its
 * sentences does ("The camp runs from July 6 through July 8. Register by June 25.").
 */
function isEventDateText(text: string): boolean {
  if (!hasDate(text)) return false;
  const eventDay = (part: string) => !isDeadlineText(part) && !isPublishedText(part) && !SALES_END.test(part) && !isMoneyDayText(part);
  if (text.length <= 80) return eventDay(text);
  return text.split(SENTENCE_BREAK).some((sentence) => hasDate(sentence) && eventDay(sentence));
}

/** Prose, not a list of days: four words of three letters or more in a row. */
function hasFourWordsInARow(text: string): boolean {
  let run = 0;
  for (const word of text.split(' ')) {
    run = /^[a-z]{3,}$/i.test(word) ? run + 1 : 0;
    if (run >= 4) return true;
  }
  return false;
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** A text that may name an event: words, not a date, place, price, time or a button's few words. */
function isNameLike(text: string): boolean {
  if (text.length < 4 || text.length > 150) return false;
  if (hasDate(text) || hasMoney(text) || isPlaceText(text) || TIME_ONLY.test(text)) return false;
  if (/^(?:register|sign up|more|details|view|learn more|read more|info|map|\(map\)|google map|book now|apply)\b/i.test(text)) return false;
  return /[a-z]{3}/i.test(text);
}

/** Words that introduce the place every event of a page takes place at. */
const PAGE_PLACE = /\b(?:held|played|hosted|located|run|take\s+place|takes\s+place)\s(?:[^.]{0,40}\s)?at\b|\bhome\s(?:turf|field|fields|facility|venue)\b|\ball\s(?:camps|clinics|events|sessions|programs|games)\b[^.]{0,40}\bat\b/i;

/** An element in the page's navigation, header or footer (not an article's own): the organizer's office is no venue. */
function inPageFrame($: CheerioAPI, element: Element): boolean {
  if ($(element).closest('nav, [role="navigation"], [role="contentinfo"]').length > 0) return true;
  const frame = $(element).closest('header, footer');
  return frame.length > 0 && frame.parents('article, section, li').length === 0;
}

/**
 * The place a page states once for all its events ("All camps are held at Example Field, 123 College Ave,
 * Lancaster, PA 17603"), or in an `<address>` of its content: a line of its main content that introduces a place and names one.
 */
function pagePlace(page: BlockPage, $: CheerioAPI): string | null {
  const address = ($('address').toArray() as Element[]).find((element) => !inPageFrame($, element));
  const lines = page.linesOf(address ? [address] : []);
  const addressText = lines.join(', ');
  if (addressText !== '' && isPlaceText(trimEndOf(addressText, '.;'))) return addressText;
  const body = $('body').first();
  for (const line of page.linesOf(body.length > 0 ? [body[0]] : [])) {
    if (line.length > 300 || !PAGE_PLACE.test(line)) continue;
    for (const sentence of line.split(/(?<=[.!?])\s/)) {
      const cleaned = trimEndOf(sentence, '.;:!');
      if (PAGE_PLACE.test(cleaned) && !hasDate(cleaned) && isPlaceText(cleaned.slice(cleaned.search(PAGE_PLACE)))) return cleaned;
    }
  }
  return null;
}

/** A deadline the page states once for all its events ("Registration for all summer camps closes on June 1, 2027"). */
function pageDeadline(page: BlockPage, $: CheerioAPI): string | null {
  const body = $('body').first();
  for (const line of page.linesOf(body.length > 0 ? [body[0]] : [])) {
    if (line.length > 400 || !isDeadlineText(line) || !/\b(?:all|every|each)\b/i.test(line)) continue;
    for (const sentence of line.split(/(?<=[.!?])\s/)) {
      if (isDeadlineText(sentence) && /\b(?:all|every|each)\b/i.test(sentence) && hasDate(sentence.slice(deadlineAt(sentence)))) return sentence.slice(deadlineAt(sentence));
    }
  }
  return null;
}


/**
 * Deadlines a page gives for one named event in a sentence of its own ("Constitution Cup registration closes
 * September 1."): the event's name (lowercased) and the text after the deadline's words.
 */
function namedDeadlines(page: BlockPage, $: CheerioAPI): Map<string, string> {
  const body = $('body').first();
  const found = new Map<string, string>();
  for (const line of page.linesOf(body.length > 0 ? [body[0]] : [])) {
    if (line.length > 600 || !isDeadlineText(line)) continue;
    for (const sentence of line.split(/(?<=[.!?])\s/)) {
      const named = deadlineEventName(sentence);
      if (named && hasDate(sentence)) found.set(named.toLowerCase(), sentence.slice(deadlineAt(sentence)));
    }
  }
  return found;
}

/** What a page states once for all its events, read in one pass over its text. */
export function pageWideFacts($: CheerioAPI, pageUrl: string): { place: string | null; deadline: string | null; namedDeadlines: Map<string, string> } {
  const page = new BlockPage($, pageUrl);
  return { place: pagePlace(page, $), deadline: pageDeadline(page, $), namedDeadlines: namedDeadlines(page, $) };
}

/**
 * The events of a page read without labels: each block of a repeated structure (cards, list items, table rows,
 * sections under headings) that carries a date; a page without such a structure is one event, named by its title.
 */
export function blockRecords($: CheerioAPI, pageUrl: string): RawRecord[] {
  const page = new BlockPage($, pageUrl);
  const main = $('main, [role="main"]').first();
  const body = $('body').first();
  const root = main.length > 0 ? main[0] : body.length > 0 ? body[0] : null;
  if (!root) return [];
  const blocks = page.segment(root);
  if (blocks.length >= 2) return blocks.flatMap((block) => page.recordOf(block));
  return page.recordOf({ nodes: [root], heading: null }, true);
}

/** The page read as one event (a detail page), named by its title, whatever repeated parts it holds. */
export function wholePageRecords($: CheerioAPI, pageUrl: string): RawRecord[] {
  const page = new BlockPage($, pageUrl);
  const main = $('main, [role="main"]').first();
  const body = $('body').first();
  const root = main.length > 0 ? main[0] : body.length > 0 ? body[0] : null;
  return root ? page.recordOf({ nodes: [root], heading: null }, true) : [];
}
