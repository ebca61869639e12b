import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { oneLine } from './page-text.js';
import { parsePlace } from './places.js';

/**
 * A page's list of its venues' addresses ("Locations: Embrey Mill Park – 235 Mill Meadow Road, Stafford, VA 22554"):
 * a schedule's rows name a venue by its short name ("Embrey Mill Park"), and the list says where that is.
 */

/** A venue's name, a separator, and its address: "Embrey Mill Park – 235 Mill Meadow Road, Stafford, VA 22554". */
const NAMED_ADDRESS = /^([A-Z][A-Za-z'’&.]*(?:\s[A-Za-z'’&.]+){0,7})\s?(?:[–—:]|\s-)\s?(.{8,160})$/;
const MAX_LINES = 400;

/** An element's text split where a `<br>` breaks it. */
function linesBetweenBreaks($: CheerioAPI, element: Element): string[] {
  const lines: string[] = [''];
  for (const child of element.children) {
    if (child.type === 'tag' && child.name === 'br') lines.push('');
    else lines[lines.length - 1] += $(child).text();
  }
  return lines.map(oneLine).filter((line) => line !== '');
}

/** The venues a page lists with their addresses, by their names in lower case: the address line as written. */
export function venueAddresses($: CheerioAPI): Map<string, string> {
  const venues = new Map<string, string>();
  const root = $('main, [role="main"]').first()[0] ?? $('body').first()[0];
  if (!root) return venues;
  const lines = ($(root).find('li, p, dd, div, td').toArray() as Element[])
    .filter((element) => $(element).find('li, p, dd, div, td, table').length === 0)
    .slice(0, MAX_LINES)
    .flatMap((element) => linesBetweenBreaks($, element));
  for (const line of lines) {
    const match = NAMED_ADDRESS.exec(line.slice(0, 240));
    if (!match || /\d/.test(match[1])) continue;
    const address = match[2].replace(/\([^()]*\)/g, ' ').trim();
    if (!/\d/.test(address) || parsePlace(address) === null) continue;
    venues.set(match[1].toLowerCase(), `${match[1]}, ${address}`);
  }
  return venues;
}

/** The address a page lists for the venue a record names without a state ("Embrey Mill Park"), or null. */
export function listedAddress(location: string | null, venues: ReadonlyMap<string, string>): string | null {
  if (location === null || venues.size === 0 || parsePlace(location) !== null) return null;
  // "Middletown Community Park (turf)": an aside in brackets is no part of the venue's name.
  const written = location.replace(/\([^()]*\)/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase().replace(/[.,;]$/, '');
  return venues.get(written) ?? null;
}
