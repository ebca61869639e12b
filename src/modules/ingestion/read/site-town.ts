import { parsePlace } from './places.js';

/**
 * The town a municipal site belongs to ("Field Hockey - Girls Grades 1-4 - Town of Ridgefield, CT"): a town's or
 * city's recreation department runs its programs in that town, so a program page that names only a field ("High
 * School Hillside Turf field, 700 North Salem Road") is played there. It is the site's town, not a place the event's
 * own text states: an event placed by it is a draft (`place-site`).
 */

/** "Town of Ridgefield, CT", "City of Ocean City, NJ", "Village of Scarsdale, New York", "Borough of Media, PA". */
const MUNICIPALITY = /\b(?:Town|City|Village|Borough|Township)\sof\s([A-Z][A-Za-z.'-]{1,20}(?:\s[A-Z][A-Za-z.'-]{1,20}){0,2}),?\s([A-Z]{2}\b|[A-Z][a-z]{3,13}(?:\s[A-Z][a-z]{3,10})?)/;
/** A municipal site builder's title, its town and state before "Official Website" ("Youth Sports | Gorham, ME - Official Website"). */
const OFFICIAL_SITE = /(?:^|\|\s)([A-Z][A-Za-z.'-]{1,20}(?:\s[A-Z][A-Za-z.'-]{1,20}){0,2}),\s([A-Z]{2})\s[-–—|]\s(?:Official\s)?Web\s?site\b/;
/** "Lower Merion Township, PA", "Media Borough, Pennsylvania". */
const NAMED_MUNICIPALITY = /\b([A-Z][A-Za-z.'-]{1,20}(?:\s[A-Z][A-Za-z.'-]{1,20}){0,2})\s(?:Township|Borough),?\s([A-Z]{2}\b|[A-Z][a-z]{3,13}(?:\s[A-Z][a-z]{3,10})?)/;

/** A town's department ("Guilford Parks & Recreation", "Canton Recreation Department", "Bass River Community Education"). */
const DEPARTMENT = /\b([A-Z][A-Za-z.'-]{1,20}(?: [A-Z][A-Za-z.'-]{1,20}){0,2})\s(?:Parks\s(?:and|&)\sRecreation|Recreation\s(?:and|&)\sParks|Recreation\s(?:Department|Commission|Division)|Park\sDistrict|Community\s(?:Education|Schools?))\b/;

/**
 * The site's own town and state: a municipality its title names with its state, or a town's department (its title or
 * text names "Guilford Parks & Recreation") whose town the page gives with its state in an address ("Guilford, CT
 * 06437"). Null for any other site.
 */
export function siteTownOf(title: string, text = ''): { place: string; text: string } | null {
  const written = title.slice(0, 300);
  for (const pattern of [MUNICIPALITY, NAMED_MUNICIPALITY, OFFICIAL_SITE]) {
    const match = pattern.exec(written);
    // A county's site ("Aquia County, VA - Official Website") runs programs in many towns: it names none of them.
    if (!match || /\b(?:County|Parish|District|Schools?)$/.test(match[1])) continue;
    const place = parsePlace(`${match[1]}, ${match[2]}`);
    if (place) return { place: `${match[1]}, ${place.state}`, text: match[0] };
  }
  const both = `${written}\n${text.slice(0, 20_000)}`;
  // A town's department ("Guilford Parks & Recreation", "Laurel Recreation & Parks"), the page giving its town with its
  // state in an address. (A municipality a title names alone, "City of Laurel", is not enough: on a town's news pages it
  // placed records a text's looks made up, which then outranked the events the page tells in sentences.)
  const named = DEPARTMENT.exec(both);
  if (!named) return null;
  const town = named[1].replace(/^(?:The|Town\sof|City\sof)\s/, '');
  const escaped = town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const address = new RegExp(String.raw`\b${escaped},\s([A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\b`).exec(both);
  const place = address ? parsePlace(`${town}, ${address[1]}`) : null;
  if (place) return { place: `${town}, ${place.state}`, text: `${named[0]} · ${address?.[0] ?? ''}` };
  return null;
}
