import { parsePlace } from './places.js';

/**
 * The town a municipal site belongs to ("Field Hockey - Girls Grades 1-4 - Town of Ridgefield, CT"): a town's or
 * city's recreation department runs its programs in that town, so a program page that names only a field ("High
 * School Hillside Turf field, 700 North Salem Road") is played there. It is the site's town, not a place the event's
 * own text states: an event placed by it is a draft (`place-site`).
 */

/** "Town of Ridgefield, CT", "City of Ocean City, NJ", "Village of Scarsdale, New York", "Borough of Media, PA". */
const MUNICIPALITY = /\b(?:Town|City|Village|Borough|Township)\sof\s([A-Z][A-Za-z.'-]{1,20}(?:\s[A-Z][A-Za-z.'-]{1,20}){0,2}),?\s([A-Z]{2}\b|[A-Z][a-z]{3,13}(?:\s[A-Z][a-z]{3,10})?)/;
/** "Lower Merion Township, PA", "Media Borough, Pennsylvania". */
const NAMED_MUNICIPALITY = /\b([A-Z][A-Za-z.'-]{1,20}(?:\s[A-Z][A-Za-z.'-]{1,20}){0,2})\s(?:Township|Borough),?\s([A-Z]{2}\b|[A-Z][a-z]{3,13}(?:\s[A-Z][a-z]{3,10})?)/;

/** The site's own town and state when its title names a municipality with its state; null for any other site. */
export function siteTownOf(title: string): { place: string; text: string } | null {
  const written = title.slice(0, 300);
  for (const pattern of [MUNICIPALITY, NAMED_MUNICIPALITY]) {
    const match = pattern.exec(written);
    if (!match) continue;
    const place = parsePlace(`${match[1]}, ${match[2]}`);
    if (place) return { place: `${match[1]}, ${place.state}`, text: match[0] };
  }
  return null;
}
