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
  const notTheSite = named.find((text) => !siteNames.includes(text.toLowerCase()));
  const found = notTheSite ?? named[0];
  // A section's banner ("Parks & Recreation") above the main content, whose own heading the title repeats, names no event.
  if (!inMain) {
    const titled = titleHeadingInMain($, withoutSiteName(title, siteName));
    if (titled !== null && (found === undefined || !sameWords(found, withoutSiteName(title, siteName)))) return titled;
  }
  // Every h1 is the site's name (a site builder's header, "Upper Midwest Field Hockey Association" over each page):
  // the page's subject is what its title says besides the site's name, in the words of its own heading if it has one.
  const own = withoutSiteName(title, siteName);
  // The site's name by what says so: the site's own name (og:site_name), or a heading of the site's header or logo.
  const isSiteHeading = (h1: Element): boolean =>
    (siteName !== '' && sameWords(oneLine($(h1).text()), siteName)) ||
    $(h1).parents('header, [role="banner"], #siteHeader, #header, .site-header').length > 0 ||
    /site-?(?:name|title)|logo|brand/i.test(`${$(h1).attr('id') ?? ''} ${$(h1).attr('class') ?? ''}`);
  const siteHeadingsOnly = headings.length > 0 && headings.every(isSiteHeading);
  if (notTheSite === undefined && siteHeadingsOnly && own !== '' && !named.some((text) => sameWords(text, own)) && !sameWords(own, siteName)) {
    return titleHeadingInBody($, own) ?? own;
  }
  if (found) return found;
  return title === '' ? null : own;
}

/** A heading of the page outside its header, navigation and footer saying what `title` says. */
function titleHeadingInBody($: CheerioAPI, title: string): string | null {
  for (const heading of ($('body').find('h1, h2, h3').toArray() as Element[]).slice(0, 30)) {
    if ($(heading).parents('header, nav, footer, [role="navigation"], [role="banner"]').length > 0) continue;
    const text = oneLine($(heading).text());
    if (text !== '' && sameWords(text, title)) return text;
  }
  return null;
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


/** A word saying what kind of event a name is ("Keeper Day", "Indoor Skills Nights", "Snowball Shootout"). */
const EVENT_KIND = /\b(?:camps?|clinics?|showcases?|tournaments?|shootouts?|classics?|cups?|invitationals?|leagues?|series|festivals?|jamborees?|combines?|play\s?days?|days?|nights?|sessions?|programs?|academy|challenge|tryouts?|scrimmages?|workshops?|intensives?)\b/i;
/** Where a story's own text is: a post's or an article's body, as blog and news themes mark it. */
const STORY_BODY = '[itemprop~="articleBody"], .post-body, .entry-content, .article-body, .story-body, .td-post-content, .asset-content, .article-content, .available-content, .body.markup, .post-content';
const SMALL_WORD = /^(?:a|an|the|and|of|at|in|on|for|to|with|by|&|vs\.?)$/i;

/** Whether a name says what kind of event it is. */
export const namesAKind = (name: string): boolean => EVENT_KIND.test(name);

/**
 * The event a story is about, when its headline names none ("Goalies wanted!", "Stick skills all winter long"): the
 * first name its body sets in bold that says a kind of event and is written as a name is ("the <b>Oriskany Creek
 * Keeper Day</b>, a goalkeeping-only clinic"), never a label ("Date:"). Null when the page is no story, its headline
 * names a kind of event, or its body emphasizes no such name.
 */
export function storyEventName($: CheerioAPI, headline: string | null): string | null {
  if (headline !== null && namesAKind(headline)) return null;
  const body = $(STORY_BODY).first();
  if (body.length === 0) return null;
  for (const emphasis of (body.find('b, strong').toArray() as Element[]).slice(0, 40)) {
    const text = oneLine($(emphasis).text()).replace(/[.,;!]$/, '');
    const next = emphasis.next;
    const labelled = /:\s*$/.test(text) || (next?.type === 'text' && /^\s*:/.test(next.data));
    if (labelled || !namesAKind(text)) continue;
    const words = text.split(' ');
    if (words.length < 2 || words.length > 8) continue;
    if (words.every((word, index) => /^[A-Z0-9]/.test(word) || (index > 0 && SMALL_WORD.test(word)))) return text;
  }
  return null;
}

/** Whether the page is a story (a post's or an article's body) whose headline names no kind of event. */
export function isHeadlineStory($: CheerioAPI, headline: string | null): boolean {
  return headline !== null && !namesAKind(headline) && $(STORY_BODY).length > 0;
}
