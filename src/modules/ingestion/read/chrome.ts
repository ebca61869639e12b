import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { blockText } from './page-text.js';

/**
 * The site's chrome: what every page of a site repeats around its content (the site's header and menus, a sidebar,
 * the footer with the organization's own address, a cookie banner, a newsletter box). It is never an event's venue,
 * price or date: a governing body's office in a footer is not where its events are played. Found by what the markup
 * says a part is (HTML's sectioning elements and ARIA landmarks), then by the names site builders give those parts.
 * Other events shown beside a page's own ("More events from this organizer") go too: their prices and days are theirs.
 */
const CHROME_ELEMENTS = ['footer', 'nav', 'aside', '[role="contentinfo"]', '[role="navigation"]', '[role="complementary"]', '[role="banner"]', '[role="search"]'];

/** A class or id naming a part of the site's chrome ("site-footer", "sidebar-widget", "cookie-banner", "masthead"). */
const CHROME_NAME =
  /(?:^|[\s_-])(?:footer|colophon|sidebar|side-?bar|widget-?area|masthead|site[_-]?header|top-?bar|navbar|breadcrumbs?|cookies?|consent|newsletter|subscribe|social|share|copyright)(?:$|[\s_-])/i;

/** The same parts named in camel case by a builder's prefix ("fsFooter", "siteHeader", "pageSidebar", "fsBreadcrumbs"). */
const CAMEL_CHROME_NAME = /[a-z](?:Footer|Header|Sidebar|Masthead|Navigation|Nav|Breadcrumbs?|Banner)(?=$|[\s_-]|[A-Z]|\d)/;

/** A section headed as the organization's contact details ("Contact us", "Questions?", "Our office"). */
const CONTACT_HEADING =
  /^(?:contact(?:\s+(?:us|info(?:rmation)?|the\s+(?:office|club|association|organi[sz]er)))?|questions\??|get\s+in\s+touch|our\s+(?:office|address|location)|mailing\s+address|office\s+(?:address|hours)|find\s+us|about\s+(?:the\s+)?(?:organi[sz]er|host|club|us)|(?:hosted|organi[sz]ed|presented)\s+by|(?:the\s+)?organi[sz]er)\s?:?$/i;

/** A section of other events beside a page's own ("More events from this organizer", "Other events you may like"). */
const RELATED_HEADING =
  /^(?:(?:more|other|related|similar|recommended)\s(?:events?|camps?|clinics?|tournaments?|stories|posts|articles)(?:\s(?:from|by|you\s+may\s+like|near\s+you|like\s+this|in\s\w+)\b.*)?|you\s+(?:may|might)\s+also\s+like|(?:more|other)\s(?:fun\s)?things\sto\sdo(?:\s.{0,30})?|things\sto\sdo\s(?:nearby|near\syou|this\sweek(?:end)?))\s?:?$/i;

/** At most this many elements are looked at by class and id: a page is cut long before, this bounds a hostile one. */
const MAX_NAMED = 20_000;

/** The text of the removed chrome, kept for what it may tell of the page as a whole (a copyright line's year). */
export interface Chrome {
  text: string;
  /** Its links (the first 200), for a registration button a sidebar holds for the page's own event. */
  links: { text: string; href: string }[];
}

/**
 * Takes the site's chrome out of a loaded page, so no reader reads a venue, a price or a date from it, and returns
 * its text. The page's main content, when the page marks one (`main`, `role="main"`, an article), is never removed,
 * whatever its classes say. A "Contact us" block goes too: its address is the organization's, not an event's.
 */
export function stripChrome($: CheerioAPI): Chrome {
  const texts: string[] = [];
  const links: Chrome['links'] = [];
  const pageLength = $('body').text().length;
  // A builder that marks its header widget as the main landmark (GoDaddy's `role="main"` on HEADER_WIDGET): a "main"
  // holding a sliver of a long page is not the page's content, and is read as no landmark at all.
  for (const element of $('main, [role="main"]').toArray()) {
    if (pageLength < 1_000 || $(element).text().length * 5 >= pageLength) continue;
    if (element.name === 'main') element.name = 'div';
    $(element).removeAttr('role');
  }
  const main = $('main, [role="main"]').first()[0] ?? null;
  /** `byName`: found by its class or id only, which a wrapper of the whole page may carry too ("layout has-sidebar"). */
  const remove = (element: Parameters<CheerioAPI>[0], byName = false): void => {
    const node = $(element);
    // Never the main content, nor a part holding it.
    if (main !== null && (node.is(main) || node.find(main).length > 0)) return;
    const text = node.text();
    if (byName && (node.find('h1').length > 0 || text.length * 2 > pageLength)) return;
    // Its lines kept apart ("Town Hall", "481 Center Street", "Hanover, MA 02339"): a town never runs onto a street.
    texts.push(blockText(node.toArray()));
    for (const link of node.find('a[href]').addBack('a[href]').toArray()) {
      if (links.length < 200) links.push({ text: $(link).text().replace(/\s+/g, ' ').trim(), href: $(link).attr('href') ?? '' });
    }
    node.remove();
  };
  for (const element of $(CHROME_ELEMENTS.join(', ')).toArray()) {
    // An aside within the main content or an article is the event's own (its registration box), not the site's.
    if ($(element).is('aside, [role="complementary"]') && $(element).parents('main, [role="main"], article').length > 0) continue;
    remove(element);
  }
  let looked = 0;
  for (const element of $('body [class], body [id]').toArray()) {
    if (++looked > MAX_NAMED) break;
    const names = `${$(element).attr('class') ?? ''} ${$(element).attr('id') ?? ''}`;
    if (CHROME_NAME.test(names) || CAMEL_CHROME_NAME.test(names)) remove(element, true);
  }
  for (const heading of $('h2, h3, h4, h5, h6').toArray()) {
    const text = $(heading).text().replace(/\s+/g, ' ').trim();
    if (text.length > 60 || !(CONTACT_HEADING.test(text) || RELATED_HEADING.test(text))) continue;
    const section = $(heading).parent();
    // Other events' cards under "More things to do": the whole box, its cards' own headings with it.
    if (RELATED_HEADING.test(text)) {
      const level = Number(heading.tagName.slice(1));
      const deeperOnly = (section.find('h1, h2, h3, h4, h5, h6').toArray() as Element[]).every((other) => other === heading || Number(other.tagName.slice(1)) > level);
      if (deeperOnly && !section.is('main, [role="main"], article, body') && section.text().length < 20_000) {
        remove(section[0]);
        continue;
      }
    }
    // The heading's own box when it holds little else; else only the heading and what follows it up to the next heading.
    if (section.children().length <= 6 && section.text().length < 600 && section.find('h1, h2, h3, h4, h5, h6').length === 1 && !section.is('main, [role="main"], article, body')) remove(section[0]);
    else {
      const following = $(heading).nextUntil('h1, h2, h3, h4, h5, h6').toArray();
      for (const element of following) remove(element);
      remove(heading);
    }
  }
  return { text: texts.join('\n').replace(/\s+/g, ' ').slice(0, 20_000), links };
}
