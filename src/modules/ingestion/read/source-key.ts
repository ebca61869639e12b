/**
 * Source keys: what identifies an event on its source from one run to the next, whichever scraper reads it.
 * Built from what the source says only (never the scraper's id or settings, nor the time of the run).
 */

/** An absolute http(s) URL, resolved against `base`; null for anything else (mailto:, javascript:, garbage). */
export function absoluteHttpUrl(href: string | null | undefined, base?: string): string | null {
  const written = href?.trim();
  if (!written) return null;
  try {
    const url = new URL(written, base);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The URL without its fragment (`#...`), or the text as given when it is no URL. */
export function withoutFragment(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    const hash = url.indexOf('#');
    return hash === -1 ? url : url.slice(0, hash);
  }
}

/** A name as keys compare it: lowercased, runs of whitespace as one space, trimmed (Unicode NFC). */
export function normalizedName(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The key of an event the source gives no identifier: its page (without fragment), normalized name and start date. */
export function fallbackSourceKey(pageUrl: string, name: string, startDate: string): string {
  return `${withoutFragment(pageUrl)}#${normalizedName(name)}|${startDate}`;
}

/** An identifier resolved against the page: an http(s) URL, or another absolute URI as written (`urn:uuid:...`). */
function resolvedIdentifier(id: string | null, pageUrl: string): string | null {
  const written = id?.trim();
  // Blank nodes (`_:b0`) are renamed on every parse: they identify nothing from one run to the next.
  if (!written || written.startsWith('_:')) return null;
  return absoluteHttpUrl(written, pageUrl) ?? (/^[a-z][a-z0-9+.-]*:\S+$/i.test(written) ? written : null);
}

/**
 * The key a JSON-LD event's identifiers give: its `@id`, else its `url`, resolved against the page and without
 * fragment, so a listing linking to an event's page and that page itself give the event the same key.
 * An identifier that is the page's own address identifies the event only on a page holding just that event
 * (`eventsOnPage` 1); on a page of several, an `@id` fragment tells them apart (`events#e2`), else there is no
 * key (null: the fallback key applies).
 */
export function jsonLdSourceKey(id: string | null, url: string | null, pageUrl: string, eventsOnPage = 1): string | null {
  const page = withoutFragment(pageUrl);
  const resolvedId = resolvedIdentifier(id, pageUrl);
  const resolvedUrl = absoluteHttpUrl(url, pageUrl);
  const candidates = [resolvedId, resolvedUrl].filter((candidate): candidate is string => candidate !== null).map(withoutFragment);
  const elsewhere = candidates.find((candidate) => candidate !== page);
  if (elsewhere) return elsewhere;
  if (candidates.length === 0) return null;
  if (eventsOnPage === 1) return page;
  if (resolvedId !== null && /#./.test(resolvedId)) return resolvedId;
  return null;
}

/**
 * The key of an iCalendar event: the feed's URL (without fragment) and the event's `UID`, plus its `RECURRENCE-ID`
 * for one changed occurrence of a repeating event (which shares the series' UID). Null without a UID.
 */
export function icalSourceKey(feedUrl: string, uid: string | null, recurrenceId: string | null = null): string | null {
  const id = uid?.trim();
  if (!id) return null;
  return `${withoutFragment(feedUrl)}#uid=${id}${recurrenceId ? `@${recurrenceId}` : ''}`;
}

/** The key of an event: the one its source's identifiers give, else the fallback key. */
export function sourceKeyOf(event: { pageUrl: string; identifier: string | null; name: string; startDate: string }): string {
  return event.identifier ?? fallbackSourceKey(event.pageUrl, event.name, event.startDate);
}
