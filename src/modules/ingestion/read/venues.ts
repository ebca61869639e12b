import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { oneLine } from './page-text.js';
import { parsePlace } from './places.js';

/**
 * A page's list of its venues' addresses ("Locations: Embrey Mill Park – 235 Mill Meadow Road, Stafford, VA 22554"):
 * a schedule's rows name a venue by its short name ("Embrey Mill Park"), and the list says where that is.
 */

/** A venue's name, a separator, and its address: "Embrey Mill Park – 235 Mill Meadow Road, Stafford, VA 22554". */
const NAMED_ADDRESS = /^([A-Z][A-Za-z'’&.]*(?:\s[A-Za-z'’&.]+){0,7})\s?(?:[–—:]|\s-)\s?(.{8,160})$|^([A-Z][A-Za-z'’&.]*(?:\s[A-Za-z'’&.]+){0,7}),\s(\d{1,6}\s.{6,160})$/;
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

/** Each page's venues, read once: the readers and the page's facts all ask for them. */
const read = new WeakMap<CheerioAPI, Map<string, string>>();

/** The venues a page lists with their addresses, by their names in lower case: the address line as written. */
export function venueAddresses($: CheerioAPI): Map<string, string> {
  const known = read.get($);
  if (known) return known;
  const venues = new Map<string, string>();
  read.set($, venues);
  const root = $('main, [role="main"]').first()[0] ?? $('body').first()[0];
  if (!root) return venues;
  const elements = ($(root).find('li, p, dd, div, td').toArray() as Element[]).filter((element) => $(element).find('li, p, dd, div, td, table').length === 0).slice(0, MAX_LINES);
  for (const lines of elements.map((element) => linesBetweenBreaks($, element))) {
    lines.forEach((line, index) => {
      const match = NAMED_ADDRESS.exec(line.slice(0, 240));
      // "Bennett Creek Park (turf field 2)" over "3700 Fingerboard Road, Urbana, MD 21704": the name, its address on the next line.
      // Or its name, a comma and its street address: "North Carroll Community Center, 2255 Hanover Pike, Hampstead, MD 21074".
      const [written, where] = match ? [match[1] ?? match[3], match[2] ?? match[4]] : [];
      const named = written && where && !/\d/.test(written) ? { name: written, address: where } : nameOverAddress(line, lines[index + 1]);
      if (!named) return;
      const address = named.address.replace(/\([^()]*\)/g, ' ').trim();
      if (!/\d/.test(address) || parsePlace(address) === null) return;
      venues.set(named.name.toLowerCase(), `${named.name}, ${address}`);
    });
  }
  return venues;
}

/** A venue's name alone on its line (an aside in brackets after it) and its street address on the next. */
function nameOverAddress(line: string, next: string | undefined): { name: string; address: string } | null {
  if (next === undefined || !/^\d+\s/.test(next)) return null;
  const name = line.replace(/\([^()]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  return /^[A-Z][A-Za-z'’&.]*(?:\s[A-Za-z'’&.]+){0,7}$/.test(name) ? { name, address: next } : null;
}

/** The address a page lists for the venue a record names without a state ("Embrey Mill Park"), or null. */
export function listedAddress(location: string | null, venues: ReadonlyMap<string, string>): string | null {
  if (location === null || venues.size === 0 || parsePlace(location) !== null) return null;
  // "Middletown Community Park (turf)": an aside in brackets is no part of the venue's name.
  const written = location.replace(/\([^()]*\)/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase().replace(/[.,;]$/, '');
  const exact = venues.get(written);
  if (exact !== undefined) return exact;
  // "Kelsey Brook School upper turf field": a part of a listed venue, named by the venue's name and then its part.
  const longest = [...venues.keys()].filter((name) => name.length >= 6 && (written.startsWith(`${name} `) || written.startsWith(`${name},`))).sort((a, b) => b.length - a.length)[0];
  return longest !== undefined ? (venues.get(longest) ?? null) : null;
}
