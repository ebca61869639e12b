import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { labelOf } from './colleges.js';
import { oneLine } from './page-text.js';

/** A page title without the site's name: "Summer Showcase | Lineup" → "Summer Showcase". */
export function withoutSiteName(title: string, siteName = ''): string {
  if (siteName !== '') {
    for (const separator of [' | ', ' - ', ' – ', ' — ', ' :: ', ' · ']) {
      if (title.endsWith(`${separator}${siteName}`)) return title.slice(0, -(separator.length + siteName.length)).trim();
      if (title.startsWith(`${siteName}${separator}`)) return title.slice(siteName.length + separator.length).trim();
    }
  }
  const parts = title.split(/ (?:\||–|—|-|::|·) /);
  return parts.length > 1 ? parts.slice(0, -1).join(' - ').trim() : title.trim();
}

/** Where a page's own content is, as themes mark it. */
const MAIN = 'main, [role="main"], article, #content, #main, .content, .entry-content, .page-content';

/**
 * The name of a page's subject: the h1 of its main content (a theme's header often makes the site's name an h1),
 * else any h1 that is not the site's name, else its og:title or <title> without the site's name.
 */
export function pageTitle($: CheerioAPI): string | null {
  const siteName = oneLine($('meta[property="og:site_name"]').attr('content') ?? '');
  const title = oneLine($('meta[property="og:title"]').attr('content') ?? '') || oneLine($('title').first().text());
  const headings = ($('h1').toArray() as Element[]).filter((h1) => $(h1).parents('nav, [role="navigation"], footer').length === 0);
  const inMain = headings.find((h1) => $(h1).parents(MAIN).length > 0 && $(h1).parents('header').not(`${MAIN} header`).length === 0);
  const named = (inMain ? [inMain] : headings).map((h1) => oneLine($(h1).text())).filter((text) => text !== '');
  const siteNames = [siteName, title.split(/ (?:\||–|—|-|::|·) /).pop() ?? ''].filter((name) => name !== '').map((name) => name.toLowerCase());
  const found = named.find((text) => !siteNames.includes(text.toLowerCase())) ?? named[0];
  // A section's banner ("Parks & Recreation") above the main content, whose own heading the title repeats, names no event.
  if (!inMain) {
    const titled = titleHeadingInMain($, withoutSiteName(title, siteName));
    if (titled !== null && (found === undefined || !sameWords(found, withoutSiteName(title, siteName)))) return titled;
  }
  if (found) return found;
  return title === '' ? null : withoutSiteName(title, siteName);
}

const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const sameWords = (a: string, b: string): boolean => wordsOf(a).join(' ') === wordsOf(b).join(' ');

/** The first heading of the main content saying what the page's title says ("Field Hockey-Girls Grades 1-4"). */
function titleHeadingInMain($: CheerioAPI, title: string): string | null {
  if (wordsOf(title).length === 0) return null;
  for (const heading of ($(MAIN).find('h1, h2, h3').toArray() as Element[]).slice(0, 20)) {
    const text = oneLine($(heading).text());
    if (text !== '' && sameWords(text, title)) return text;
  }
  return null;
}

/** Headings over a part of an event's page, not naming an event: "2027 Sessions", "Camp Dates", "Details". */
const GENERIC_HEADING = /^(?:\d{4}\s)?(?:camp\s|clinic\s|event\s|the\s|our\s)?(?:sessions?|dates?|schedule|details|time\s(?:&|and)\slocation|when\s(?:&|and)\swhere|weeks?|registration|register|pricing|prices|fees|calendar|location|directions|parking|faqs?|frequently|questions|what\sto\sbring|how\sto|about|overview|info(?:rmation)?|board|staff|coach(?:es|ing\sstaff)?|contact|policy|policies|refunds?|cancellation|sponsors?|news|results|testimonials)\b|^(?:upcoming|future|all|our|more)\s(?:events|camps|clinics|programs|tournaments|showcases)$|^(?:upcoming|coming\sup|events|camps|clinics|programs|tournaments|(?:\d{4}\s)?camps\s(?:&|and)\sclinics)$|\?$/i;

/** A heading that may name an event: not empty, not too long, not a generic part heading nor a colleges list's label. */
export function isEventHeading(text: string): boolean {
  return text !== '' && text.length <= 150 && !GENERIC_HEADING.test(text) && labelOf(text) === null;
}

/** The heading an element sits under: the nearest one naming an event before it, or before one of its ancestors. */
export function headingBefore($: CheerioAPI, element: Element): string | null {
  let current: Element | null = element;
  for (let steps = 0; current && steps < 30; steps++) {
    const previous = ($(current).prevAll('h1, h2, h3, h4, h5, h6').toArray() as Element[]).map((heading) => oneLine($(heading).text())).find(isEventHeading);
    if (previous) return previous;
    const inside = ($(current).prevAll().find('h1, h2, h3, h4').toArray() as Element[]).map((heading) => oneLine($(heading).text())).reverse().find(isEventHeading);
    if (inside) return inside;
    current = current.parent && current.parent.type === 'tag' ? (current.parent as Element) : null;
  }
  return null;
}

