import { placeOfCity, placeOfZip } from '../../../platform/places/us-places.js';
import { US_STATES, type UsState } from '../../catalog/events/event-details.js';

export interface Place {
  city: string;
  state: UsState;
}

/** The city of an event whose page names its state only. */
export const UNKNOWN_CITY = 'TBD';

export const STATE_NAMES: Record<string, UsState> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA',
  kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI',
  minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH',
  'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH',
  oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD',
  tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV',
  wisconsin: 'WI', wyoming: 'WY', 'district of columbia': 'DC',
};
/** Longest first, so "West Virginia" is not read as "Virginia". */
const NAMES_LONGEST_FIRST = Object.keys(STATE_NAMES).sort((a, b) => b.length - a.length);
const CODES = new Set<string>(US_STATES);

const ZIP_AT_END = /\b\d{5}(?:-\d{4})?$/;
const COUNTRY = /^(?:u\.?s\.?a?\.?|united states(?: of america)?|america)$/i;
/** Washington, D.C., written as a part of an address ("Washington DC", "D.C.", "District of Columbia"). */
const DISTRICT_OF_COLUMBIA = /^(?:(?:washington,?\s?)?d\.?\s?c\.?|district of columbia)$/i;
const WASHINGTON_DC: Place = { city: 'Washington', state: 'DC' };
const STREET = /^\d+\s/;

const normalizeName = (text: string): string => text.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

/** A state written as its 2-letter code or its name, in any case ("PA", "pa", "Pennsylvania", "NEW YORK"). */
export function stateOf(text: string | null | undefined): UsState | null {
  if (!text) return null;
  const written = text.replace(ZIP_AT_END, '').trim();
  const letters = written.replace(/\./g, '');
  // A code is written in capitals ("PA", "N.H."), as newspapers abbreviate ("Md.", "Pa."), or carelessly in small
  // letters ("pa"); "Hi" or "Me" without a period is a word.
  const code = letters.toUpperCase();
  if (CODES.has(code) && (letters === code || letters === letters.toLowerCase() || written.endsWith('.'))) return code as UsState;
  return STATE_NAMES[normalizeName(written)] ?? null;
}

/** The state a part of an address ends with, and the city written before it in the same part ("Lancaster PA 17601"). */
function stateInPart(part: string): { state: UsState; city: string | null } | null {
  const whole = stateOf(part);
  if (whole) return { state: whole, city: null };
  const rest = part.replace(ZIP_AT_END, '').trim();
  // "City ST": the code in capitals, so "Main St" or "Lake In" are no states.
  const lastSpace = rest.lastIndexOf(' ');
  const code = rest.slice(lastSpace + 1);
  if (lastSpace > 0 && /^[A-Z]{2}$/.test(code) && CODES.has(code)) return { state: code as UsState, city: rest.slice(0, lastSpace).trim() };
  const lower = rest.toLowerCase();
  for (const name of NAMES_LONGEST_FIRST) {
    if (lower.endsWith(` ${name}`)) return { state: STATE_NAMES[name], city: rest.slice(0, rest.length - name.length).trim() };
  }
  return null;
}

/**
 * A street address whose town ran onto it, its line break lost ("40 Lakeport Road Laconia"): the one to three
 * capitalized words after the street's own kind.
 */
const TOWN_AFTER_STREET =
  /^\d+[A-Za-z]?\s(?:[\w.'-]+\s){1,4}?(?:road|rd|street|st|avenue|ave|drive|dr|lane|ln|boulevard|blvd|way|pike|highway|hwy|court|ct|place|pl|parkway|pkwy|circle|cir|turnpike|tpke|terrace|trail)\.?\s([A-Z][a-z'-]+(?:\s[A-Z][a-z'-]+){0,2})$/i;

function cityOr(part: string | undefined | null, state?: UsState): string {
  const city = part?.replace(/\s+/g, ' ').trim() ?? '';
  // Only a town its state has ("Laconia", not "Apt" of "100 Main Street Apt").
  const town = state && STREET.test(city) ? TOWN_AFTER_STREET.exec(city)?.[1]?.trim() : undefined;
  if (town !== undefined && state && /^[A-Z]/.test(town) && placeOfCity(town, state) !== null) return town;
  return city === '' || STREET.test(city) || /^\d+$/.test(city) ? UNKNOWN_CITY : city;
}

/** The parts of an address: split at commas and line breaks, without asides in parentheses, empty parts, ZIP codes alone or the country. */
function addressParts(location: string): string[] {
  const parts = location
    // Asides in parentheses ("(Field 2)", "(indoor)") are no part of the address.
    .replace(/\([^()]*\)/g, ' ')
    .split(/[,\n;]|\s[|•·]\s/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
  while (parts.length > 0 && (COUNTRY.test(parts[parts.length - 1]) || /^\d{5}(?:-\d{4})?$/.test(parts[parts.length - 1]))) parts.pop();
  return parts;
}

/**
 * The city and state of an event from its location as written: "City, ST", "City, ST 12345", "Venue, 123 Main St,
 * City, ST 12345", "City, Pennsylvania" (names in any case). The state is the last part naming one of the 50 states;
 * the city is written right before it (in the same part or the part before); a known state without a city gives the
 * city 'TBD'. `state`, when given (a table's State column), names the state and the location gives the city.
 * Washington, D.C. is a place of its own (city Washington, state DC). Null without a state.
 */
export function parsePlace(location: string | null | undefined, state?: string | null): Place | null {
  const parts = location ? addressParts(location) : [];
  if (state && state.trim() !== '') {
    if (DISTRICT_OF_COLUMBIA.test(state.replace(ZIP_AT_END, '').trim())) return WASHINGTON_DC;
    const named = stateOf(state);
    if (named) {
      const found = placeIn(parts);
      if (found) return { city: found.city, state: named };
      return { city: cityOr(parts[parts.length - 1]), state: named };
    }
  }
  return placeIn(parts) ?? placeInFirstSentence(location);
}

/** "Sanford, FL 32773. New this year: every game is on turf!": a place's text that runs on into a sentence. */
function placeInFirstSentence(location: string | null | undefined): Place | null {
  const cut = location ? /^(.{4,300}?)\.\s+[A-Z][a-z]/.exec(location.slice(0, 400)) : null;
  return cut ? placeIn(addressParts(cut[1])) : null;
}

function placeIn(parts: readonly string[]): Place | null {
  for (let index = parts.length - 1; index >= 0; index--) {
    if (DISTRICT_OF_COLUMBIA.test(parts[index].replace(ZIP_AT_END, '').trim())) return WASHINGTON_DC;
    const found = stateInPart(parts[index]);
    if (!found) continue;
    const place = { state: found.state, city: found.city ? cityOr(found.city, found.state) : cityOr(parts[index - 1], found.state) };
    // "DC Fieldhouse, Washington": "Washington" written alone is the capital as often as the state; it names the
    // state only after one of its towns.
    if (found.state === 'WA' && /^washington$/i.test(parts[index].replace(ZIP_AT_END, '').trim()) && placeOfCity(place.city, 'WA') === null) return null;
    return place;
  }
  return null;
}

/** A ZIP code (ZIP+4 too) right after a state: "Hartford, CT 06106", "Manheim, Pennsylvania 17545-9999", "CT, 06106". */
const ZIP_AFTER_STATE = /(?:^|[\s,])([A-Za-z][A-Za-z .]{0,20}?)\.?,?\s{1,3}(\d{5})(?:-\d{4})?(?![\d-])/g;

/**
 * The venue's 5-digit ZIP code from its address as written ("Spooky Nook, 2913 Spooky Nook Rd, Manheim, PA 17545";
 * ZIP+4 gives its first five digits): the last ZIP written after a state, kept when it is a real US ZIP code of the
 * event's state. Null when the address gives none (a street number is none: no state comes before it).
 */
export function zipOf(location: string | null | undefined, state: UsState): string | null {
  if (!location || location.length > 1_000) return null;
  let found: string | null = null;
  for (const match of location.matchAll(ZIP_AFTER_STATE)) {
    const words = match[1].trim();
    const last = words.slice(words.lastIndexOf(' ') + 1);
    if (stateOf(last) === state || stateOf(words) === state || NAMES_LONGEST_FIRST.some((name) => words.toLowerCase().endsWith(name) && STATE_NAMES[name] === state)) found = match[2];
  }
  // The platform's table of US places, the one events' locations are read from.
  return found !== null && placeOfZip(found)?.state === state ? found : null;
}

/**
 * The town of a place whose address lines ran together ("Lakeview Sports Dome 2 Lakeshore Drive Auburn", read from
 * "…Drive Auburn, NY, 13021"): the last words that are a town of its state, the ZIP code's town first. A city of one
 * to three words without a digit is kept as written.
 */
export function townOf(city: string, state: UsState, location: string | null): string {
  const words = city.split(/\s+/);
  if (words.length <= 3 && !/\d/.test(city)) return city;
  const zip = zipOf(location, state);
  const zipTown = zip !== null ? placeOfZip(zip)?.city : undefined;
  for (let length = Math.min(3, words.length); length >= 1; length--) {
    const tail = words.slice(-length).join(' ');
    if (zipTown !== undefined && tail.toLowerCase() === zipTown.toLowerCase()) return tail;
  }
  for (let length = Math.min(3, words.length); length >= 1; length--) {
    const tail = words.slice(-length).join(' ');
    if (!/\d/.test(tail) && placeOfCity(tail, state) !== null) return tail;
  }
  return city;
}
