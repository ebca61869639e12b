/** Which links the crawler follows and which it reads as iCalendar feeds. */

/** A word of a path or a link's text (camelCase and any separator split words) names events. */
const eventWord =
  /^(events?|camps?|clinics?|showcases?|tournaments?|schedules?|calendars?|programs?|programmes?|register|registration|registrations|recruit\w*|tryouts?|idcamps?|playdays?|leagues?|festivals?|jamborees?|combines?|invitationals?|shootouts?)$/;
/** Two words naming an event: "play day", "mini camp". */
const eventWords = /\bplay\s(?:days?)\b|\bmini\s(?:camps?)\b/;
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
 * The feed URL a link points to, when it is an iCalendar feed: a path ending `.ics`/`.ical`, or any `webcal://` link
 * (read as https); null otherwise.
 */
export function feedUrl(url: URL): URL | null {
  if (url.protocol === 'webcal:' || url.protocol === 'webcals:') {
    const rewritten = new URL(`https:${url.href.slice(url.protocol.length)}`);
    rewritten.hash = '';
    return rewritten;
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && feedExtensions.test(url.pathname)) {
    const copy = new URL(url.href);
    copy.hash = '';
    return copy;
  }
  return null;
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
