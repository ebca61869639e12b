import { placeOfCity, placeOfZip } from '../../../platform/places/us-places.js';
import { isOrganizationName, namesAnotherYear } from '../read/event-name.js';
import { UNKNOWN_CITY } from '../read/places.js';
import type { SportEvidence } from '../read/sport.js';
import type { Doubt, Evidence, ScrapedEvent } from '../read/types.js';

/**
 * Whether a record is proven: listed for families only when its name, its dates and its place each rest on strong
 * evidence, it is field hockey, and nothing on its page contradicts them. Each doubt says, in a sentence an admin
 * reads on the Review list, what is missing.
 */


const MAX_SPORT_TEXT = 200;

/** What tells the record is field hockey (or not), as evidence: where the sport was named. */
export function sportEvidenceOf(sport: SportEvidence | null, texts: { name: string; heading: string | null; topic: string | null }): Evidence | null {
  if (sport === null || sport.level === null || !sport.sports.fieldHockey) return null;
  switch (sport.level) {
    case 'name':
      return { rule: 'sport-name', text: texts.name.slice(0, MAX_SPORT_TEXT), region: 'block' };
    case 'details':
      return { rule: 'sport-details', text: texts.name.slice(0, MAX_SPORT_TEXT), region: 'block' };
    case 'section':
      return { rule: 'sport-section', text: (sport.heading ?? '').slice(0, MAX_SPORT_TEXT), region: 'main' };
    case 'page':
      return { rule: 'sport-page', text: (texts.topic ?? texts.name).replace(/\n/g, ' · ').slice(0, MAX_SPORT_TEXT), region: 'main' };
  }
}

/** The doubts of an event: what keeps it from being listed as it is. */
export function doubtsOf(event: ScrapedEvent, sport: SportEvidence | null): Doubt[] {
  const doubts = new Set(event.doubts);
  if (sport === null || !sport.sports.fieldHockey) doubts.add('sport-unstated');
  const weak = (evidence: Evidence | undefined): boolean => evidence !== undefined && evidence.region === 'chrome';
  const { name, organizer, startDate, endDate } = event.details;
  if (weak(event.evidence.name)) doubts.add('name-chrome');
  if (isOrganizationName(name, organizer ?? '')) doubts.add('name-organization');
  if (namesAnotherYear(name, startDate, endDate)) doubts.add('name-other-year');
  if (!knownTown(event)) doubts.add('place-unknown');
  return [...doubts];
}

/**
 * Whether an event's town may be one of its state's: the table of US places names it, its ZIP code is there, or it is
 * written as a town's name is (capitalized words, "on", "of" and the like between them: "Storrs", a village the
 * postal table files under "Storrs Mansfield"). Words of a sentence read as a town ("New England and", "Winter indoor
 * hockey in and around") are no place a family can drive to. A town not yet known ('TBD') is not claimed.
 */
function knownTown(event: ScrapedEvent): boolean {
  const { city, state, zip } = event.details;
  if (city === UNKNOWN_CITY) return true;
  if (placeOfCity(city, state) !== null) return true;
  if (zip !== null && zip !== undefined && placeOfZip(zip)?.state === state) return true;
  return TOWN_NAME.test(city.trim());
}

/** A town's name as written: one to five capitalized words, with the small words town names have between them. */
const TOWN_NAME = /^[A-Z][A-Za-z.'’-]*(?:[\s-](?:[A-Z][A-Za-z.'’-]*|on|of|upon|by|the|de|la|le|du|del|au|sur)){0,4}$/;
