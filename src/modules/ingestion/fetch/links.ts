/** Which links the crawler follows and which it reads as iCalendar feeds. */

/** A word of a path or a link's text (camelCase and any separator split words) names events. */
const eventWord =
  /^(events?|fieldhockey|camps?|clinics?|showcases?|tournaments?|schedules?|calendars?|programs?|programmes?|register|registration|registrations|recruit\w*|tryouts?|idcamps?|playdays?|leagues?|festivals?|jamborees?|combines?|invitationals?|shootouts?|training|academy|academies|sessions|indoor|futures|offerings|opportunities)$/;
/** Two words naming an event ("play day", "mini camp"), or the sport itself: a page on field hockey is worth reading. */
const eventWords = /\bplay\s(?:days?)\b|\bmini\s(?:camps?)\b|\bfield\s?hockey\b/;
/** Run-together words: `summercamps`, `fallclinic`, `hockeyshowcase`. */
const eventWordEnding = /(camps?|clinics?|showcases?|tournaments?|tryouts?)$/;

function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function namesEvents(text: string): boolean {
  const all = words(text);
  return all.some((word) => eventWord.test(word) || eventWordEnding.test(word)) || eventWords.test(all.join(' '));
}

const assetExtensions =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|heic|zip|gz|tgz|rar|7z|tar|docx?|xlsx?|pptx?|csv|mp3|mp4|m4a|mov|avi|wmv|webm|ogg|wav|css|js|json|xml|rss|woff2?|ttf|otf|eot|exe|dmg|apk|ics|ical)$/i;

const feedExtensions = /\.(ics|ical)$/i;

/** True for an `http(s)` link whose path or text names events (and that is no asset: pdf, image, archive...). */
export function looksLikeEventLink(url: URL, text: string): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  if (assetExtensions.test(path)) return false;
  return namesEvents(path) || namesEvents(url.search) || namesEvents(text);
}

/**
 * A page beside the start page in its site's tree (`/fieldhockey/TopProspectWinter` beside a start at
 * `/fieldhockey/TopProspectSpring`): a registration platform's or an organizer's other event, whatever its words.
 * Never a page at the site's root level, which holds every kind of page.
 */
export function isSiblingPage(url: URL, start: URL): boolean {
  if (url.origin !== start.origin || assetExtensions.test(url.pathname)) return false;
  const parts = (path: string) => path.split('/').filter((part) => part !== '');
  const own = parts(url.pathname);
  const started = parts(start.pathname);
  if (own.length < 2 || own.length !== started.length) return false;
  const [mine, theirs] = [own[own.length - 1], started[started.length - 1]];
  // The start is one item (".../TopProspectSpring"), not a list (".../events") whose siblings are the site's sections.
  if (namesEvents(theirs) || SITE_PAGE.test(mine)) return false;
  return own.slice(0, -1).join('/') === started.slice(0, -1).join('/') && mine !== theirs;
}

/** The pages every site has beside its items: never another event. */
const SITE_PAGE = /^(?:about|contact|news|blog|home|index|team|teams|staff|coaches|donate|shop|store|privacy|terms|faqs?|login|sign-?in|account|cart|search|sponsors|policies|hotels?|schedule|results|rules|photos|media|gallery)(?:\.\w+)?$/i;

/**
 * The export links events plugins and site builders put beside an event or a calendar ("Add to iCal", "Export
 * events"): Squarespace's `?format=ical`, The Events Calendar's `?ical=1` and `?outlook-ical=1`, Modern Events
 * Calendar's `?method=ical`. They answer iCalendar, which gives each event's year where the page's cards do not.
 */
const FEED_QUERY = /[?&](?:format=(?:ical|ics)|(?:outlook-)?ical=1|method=ical)(?:&|$)/i;

/**
 * The feed URL a link points to, when it is an iCalendar feed: a path ending `.ics`/`.ical`, an events plugin's or
 * site builder's export link (`FEED_QUERY`), or any `webcal://` link (read as https); null otherwise.
 */
export function feedUrl(url: URL): URL | null {
  if (url.protocol === 'webcal:' || url.protocol === 'webcals:') {
    const rewritten = new URL(`https:${url.href.slice(url.protocol.length)}`);
    rewritten.hash = '';
    return rewritten;
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && (feedExtensions.test(url.pathname) || FEED_QUERY.test(url.search))) {
    const copy = new URL(url.href);
    copy.hash = '';
    return copy;
  }
  return null;
}

/** What organizers call the document that tells an event: a brochure, a flyer, an information packet, a form. */
const documentWords = /\b(?:brochures?|flyers?|fliers?|info(?:rmation)?\s(?:packets?|sheets?)|registration\sforms?|entry\sforms?)\b/;

/** A link to a PDF file: its path ends `.pdf`. */
export const isPdfPath = (url: URL): boolean => /\.pdf$/i.test(url.pathname);

/**
 * The document a link points to, when it is a PDF an organizer publishes about an event (a camp's brochure, a
 * clinic's flyer): a path ending `.pdf` whose path or link text names events or such a document. Null otherwise
 * (a PDF of bylaws, minutes or a waiver is not read).
 */
export function documentUrl(url: URL, text: string): URL | null {
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isPdfPath(url)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  const named = (value: string) => namesEvents(value.replace(/\.pdf$/i, '')) || documentWords.test(words(value).join(' '));
  if (!named(path) && !named(text) && !named(url.search)) return null;
  const copy = new URL(url.href);
  copy.hash = '';
  return copy;
}

/** The URL the crawler keys on: absolute, without its fragment; the query is kept. Null for an invalid URL. */
export function normalizeUrl(href: string, base?: string): URL | null {
  try {
    const url = new URL(href, base);
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}
