import type { CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { oneLine } from './page-text.js';
import { pageTitle } from './page-title.js';
import { hasDate, isDeadlineText, isMoneyDayText, isPublishedText } from './text-clues.js';

/**
 * Where on its page a record sits: the headings it is listed under ("Field Hockey Camps" over a list of cards,
 * "Soccer" over another), the tab or accordion that holds it, and what the page says it is about. Read to tell which
 * sport a record is when it does not say.
 */

/** Headings over a record kept, nearest first: enough to reach a sport's section from a generic "Upcoming" one. */
const MAX_HEADINGS = 4;
/** Siblings looked at before an element, at each level up: a section heading hundreds of cards above is not looked for. */
const MAX_SIBLINGS = 300;
/** Levels walked up from a record. */
const MAX_LEVELS = 30;
/** Longer than a heading or a tab's label. */
const MAX_HEADING = 150;
const MAX_LABEL = 60;
/** A line all in bold ("<p><strong>SOCCER</strong></p>") heads what follows, below every real heading. */
const BOLD_RANK = 6.5;
const NO_RANK = 7;

const SKIPPED = new Set(['nav', 'script', 'style', 'noscript', 'template', 'svg', 'select', 'button', 'form', 'aside', 'footer', 'header', 'dialog', 'iframe']);

const isTag = (node: AnyNode | null): node is Element => node !== null && node.type === 'tag';

interface Heading {
  text: string;
  rank: number;
}

/** A section's introduction under its heading ("Our field hockey camps are for players..."): short, and dated by none of its lines. */
const MAX_INTRO = 600;

/** Whether a text gives an event's days: a sentence with a date that is no deadline, opening, payment or refund. */
function tellsEventDays(text: string): boolean {
  if (!hasDate(text)) return false;
  return text.split(/(?<=[.;!?])\s/).some((sentence) => hasDate(sentence) && !isDeadlineText(sentence) && !isPublishedText(sentence) && !isMoneyDayText(sentence));
}

/** Per page: each element's headings as one that heads what follows it, and the labels of tabs and accordion buttons by the id they open. */
interface PageCache {
  headings: Map<Element, Heading[]>;
  labels: Map<string, string> | null;
  ids: Map<string, Element> | null;
}

const caches = new WeakMap<CheerioAPI, PageCache>();

function cacheOf($: CheerioAPI): PageCache {
  let cache = caches.get($);
  if (!cache) {
    cache = { headings: new Map(), labels: null, ids: null };
    caches.set($, cache);
  }
  return cache;
}

const headingRank = (element: Element): number | null => {
  const match = /^h([1-6])$/i.exec(element.name);
  return match ? Number(match[1]) : null;
};

/**
 * The headings an element gives to what follows it, nearest last: itself when a heading, the headings inside an
 * element that holds nothing else (a theme's `<div class="title"><h2>Soccer</h2></div>`), or a short line all in bold.
 * None for content (another card, a paragraph).
 */
function headingsOf($: CheerioAPI, element: Element): Heading[] {
  const cache = cacheOf($).headings;
  const known = cache.get(element);
  if (known) return known;
  let found: Heading[] = [];
  const rank = headingRank(element);
  if (rank !== null) {
    const text = oneLine($(element).text());
    if (text !== '' && text.length <= MAX_HEADING) found = [{ text, rank }];
  } else if (!SKIPPED.has(element.name.toLowerCase())) {
    const text = oneLine($(element).text());
    if (text !== '' && text.length <= MAX_HEADING + MAX_INTRO) {
      const inner = ($(element).find('h1, h2, h3, h4, h5, h6').toArray() as Element[]).map((heading) => ({ text: oneLine($(heading).text()), rank: headingRank(heading) ?? NO_RANK }));
      const headingsText = inner.map((heading) => heading.text).join(' ');
      // Headings and nothing else, or a heading over a short introduction without a date (a record is dated).
      const intro = inner.length > 0 && text.startsWith(inner[0].text) && text.length - headingsText.length <= MAX_INTRO && !tellsEventDays(text.slice(inner[0].text.length));
      if (inner.length > 0 && (headingsText === text || intro)) found = inner.filter((heading) => heading.text !== '');
      else if (inner.length === 0 && text.length <= MAX_LABEL && oneLine($(element).find('strong, b').first().text()) === text) found = [{ text, rank: BOLD_RANK }];
    }
  }
  cache.set(element, found);
  return found;
}

/** Where themes put a row of tabs. */
const TABS = '[role="tablist"], .tabs, .nav-tabs, .tab-list, .tabs-nav, .elementor-tabs-wrapper, .wp-block-tabs, .et_pb_tabs_controls';

/** The labels of tabs and accordion buttons, by the id of the panel each opens (`aria-controls`, `href="#id"`, `data-target`). */
function labelsOf($: CheerioAPI): Map<string, string> {
  const cache = cacheOf($);
  if (cache.labels) return cache.labels;
  const labels = new Map<string, string>();
  for (const control of $('[aria-controls], a[href^="#"], [data-target^="#"], [data-bs-target^="#"]').toArray() as Element[]) {
    const text = oneLine($(control).text());
    if (text === '' || text.length > MAX_LABEL) continue;
    // A link to a part of the page is a tab only among tabs ("Skip to content" labels nothing).
    const isTab = control.attribs['aria-controls'] !== undefined || control.attribs.role === 'tab' || $(control).closest(TABS).length > 0;
    if (control.name.toLowerCase() === 'a' && control.attribs.href?.startsWith('#') && !isTab) continue;
    const targets = [...(control.attribs['aria-controls'] ?? '').split(/\s+/), ...[control.attribs.href, control.attribs['data-target'], control.attribs['data-bs-target']].map((value) => (value?.startsWith('#') ? value.slice(1) : ''))];
    for (const id of targets) if (id !== '' && !labels.has(id)) labels.set(id, text);
  }
  cache.labels = labels;
  return labels;
}

/** The page's elements by id. */
function idsOf($: CheerioAPI): Map<string, Element> {
  const cache = cacheOf($);
  if (cache.ids) return cache.ids;
  const ids = new Map<string, Element>();
  for (const element of $('[id]').toArray() as Element[]) if (!ids.has(element.attribs.id)) ids.set(element.attribs.id, element);
  cache.ids = ids;
  return ids;
}

/** The label of a tab panel or an accordion's part: the control that opens it, its `aria-labelledby`, a `<details>`'s summary. */
function panelLabel($: CheerioAPI, element: Element): string | null {
  const id = element.attribs.id;
  if (id) {
    const label = labelsOf($).get(id);
    if (label) return label;
  }
  const labelledBy = element.attribs['aria-labelledby'];
  if (labelledBy && (element.attribs.role === 'tabpanel' || element.attribs.role === 'region')) {
    const label = idsOf($).get(labelledBy.split(/\s+/)[0]);
    const text = label ? oneLine($(label).text()) : '';
    if (text !== '' && text.length <= MAX_LABEL) return text;
  }
  if (element.name.toLowerCase() === 'details') {
    const summary = oneLine($(element).children('summary').first().text());
    if (summary !== '' && summary.length <= MAX_LABEL) return summary;
  }
  return null;
}

/** The rank of the heading an element opens with (a card's own title), none when it opens with none. */
function ownRank($: CheerioAPI, element: Element): number {
  const own = headingsOf($, element)[0];
  if (own) return own.rank;
  const first = $(element).find('h1, h2, h3, h4, h5, h6').first()[0] as Element | undefined;
  return first ? (headingRank(first) ?? NO_RANK) : NO_RANK;
}

/**
 * The headings a record is listed under, nearest first, one a line: the nearest heading before it (not a peer
 * record's own title: a heading above a record ranks above the one it opens with), then each higher-ranked one
 * before that; the tab or accordion part holding it. Null when none.
 */
export function sectionOf($: CheerioAPI, element: Element | null | undefined): string | null {
  if (!element) return null;
  const found: string[] = [];
  let limit = ownRank($, element);
  let current: Element | null = element;
  for (let level = 0; current && level < MAX_LEVELS && found.length < MAX_HEADINGS && limit > 1; level++) {
    if (level > 0) {
      const label = panelLabel($, current);
      if (label) found.push(label);
    }
    let sibling: AnyNode | null = current.prev;
    for (let seen = 0; sibling && seen < MAX_SIBLINGS && found.length < MAX_HEADINGS && limit > 1; sibling = sibling.prev) {
      if (!isTag(sibling)) continue;
      seen++;
      const headings = headingsOf($, sibling);
      for (let index = headings.length - 1; index >= 0; index--) {
        if (headings[index].rank >= limit) continue;
        found.push(headings[index].text);
        limit = headings[index].rank;
      }
    }
    current = isTag(current.parent) ? current.parent : null;
    if (current && ['body', 'html'].includes(current.name.toLowerCase())) current = null;
  }
  return found.length > 0 ? found.slice(0, MAX_HEADINGS).join('\n') : null;
}

/** Words of a record's element's classes and data attributes that may name its sport ("camp-card sport-lacrosse", `data-sport`). */
export function sportAttributes($: CheerioAPI, element: Element | null | undefined): string | null {
  if (!element) return null;
  const holders = [element, ...($(element).parents('li, article').toArray() as Element[]).slice(0, 1)];
  const words = holders.flatMap((holder) =>
    Object.entries(holder.attribs)
      .filter(([name]) => name === 'class' || /^data-(?:sport|sports|category|categories|filter|tags?|type)$/.test(name))
      .map(([, value]) => value.slice(0, 500).replace(/[^a-z0-9]+/gi, ' ').trim()),
  );
  const text = words.filter((word) => word !== '').join('\n');
  return text === '' ? null : text;
}

/**
 * A post's or story's tags and categories ("Labels: fieldhockey, indoor"): what its writer filed it under. Read before
 * the chrome is taken out (themes put them in a post's footer).
 */
export function storyTagsOf($: CheerioAPI): string[] {
  return ($('a[rel~="tag"], a[rel~="category"], .post-labels a, .tags-links a, .cat-links a, .entry-tags a, .post-tags a').toArray() as Element[])
    .slice(0, 12)
    .map((element) => oneLine($(element).text()))
    .filter((text) => text !== '' && text.length <= MAX_LABEL);
}

/** What a page says it is about: its title (its main h1, else its title without the site's name), the sport filter or tab chosen, and a story's tags. */
export function pageTopicOf($: CheerioAPI, tags: readonly string[] = []): string | null {
  const chosen = ($('option[selected], [aria-selected="true"], [aria-pressed="true"], [aria-current="page"], [aria-current="true"]').toArray() as Element[])
    .map((element) => oneLine($(element).text()))
    .filter((text) => text !== '' && text.length <= MAX_LABEL);
  // The site's own name too ("Summer Showcase | Keystone FHC"): a club that names its sport in its name says it on every page.
  // og:site_name may name the platform hosting the page ("Ticket Tailor"): the title's own site part is read too.
  const site = oneLine($('meta[property="og:site_name"]').attr('content') ?? '').slice(0, MAX_LABEL * 2);
  const title = oneLine($('title').first().text()).slice(0, MAX_LABEL * 2);
  const parts = [...new Set([pageTitle($) ?? '', site, title, ...chosen.slice(0, 5), ...tags])].filter((part) => part !== '');
  return parts.length > 0 ? parts.join('\n') : null;
}
