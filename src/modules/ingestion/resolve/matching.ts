import type { SourceLink } from '../../catalog/events/catalog-event.js';
import type { EventDetails } from '../../catalog/events/event-details.js';

/**
 * How a scraper's records become catalog events (issue 26): the rules a person would use to say "that is the same
 * event", written down so a run applies them the same way every day. Pure functions: the runner feeds them the catalog
 * and the run's records. The README states the rules and their thresholds.
 */

/** A catalog event as matching needs it. */
export interface Candidate {
  id: string;
  details: Pick<EventDetails, 'name' | 'startDate' | 'endDate' | 'city' | 'state' | 'ageLevel' | 'organizer'>;
  sources: readonly SourceLink[];
  isCancelled: boolean;
  isVanished: boolean;
  keptApartFrom: readonly string[];
  /** Listed by a scraper (not entered by an admin): only those can vanish. */
  scraped: boolean;
}

/** How far a source may move an event and still be the same one: its start within this many days of the old. */
export const MOVE_WINDOW_DAYS = 42;
/** Names at least this alike (shared words over all words) on overlapping days in one place: a probable duplicate. */
export const PROBABLE_NAME_SIMILARITY = 0.5;

const FILLER = new Set(['the', 'a', 'an', 'and', 'of', 'at', 'for', 'in', 'annual', 'field', 'hockey', 'fh']);

/**
 * A name as people compare them: lower case, accents, punctuation and the year dropped, "5th Annual", "the" and
 * "field hockey" left out ("2027 Summer Showcase" and "Summer Showcase" are one name).
 */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !FILLER.has(word) && !/^(?:19|20)\d\d$/.test(word) && !/^\d+(?:st|nd|rd|th)$/.test(word))
    .join(' ');
}

/** Shared words over all words of two comparable names (Jaccard): 1 for the same words in any order. */
export function nameSimilarity(a: string, b: string): number {
  const first = new Set(comparableName(a).split(' ').filter(Boolean));
  const second = new Set(comparableName(b).split(' ').filter(Boolean));
  if (first.size === 0 || second.size === 0) return 0;
  let shared = 0;
  for (const word of first) if (second.has(word)) shared += 1;
  return shared / (first.size + second.size - shared);
}

/**
 * The names of two events as one event's names are compared: comparable names, without the words of either event's
 * organizer ("LV Storm Summer Showcase" on a calendar is the club's "Summer Showcase"), unless that leaves nothing.
 */
export function sameName(a: Pick<Candidate['details'], 'name' | 'organizer'>, b: Pick<Candidate['details'], 'name' | 'organizer'>): boolean {
  const first = comparableName(a.name);
  const second = comparableName(b.name);
  if (first === '' || second === '') return false;
  if (first === second) return true;
  const organizerWords = new Set([a.organizer, b.organizer].flatMap((organizer) => (organizer ? comparableName(organizer).split(' ') : [])));
  const without = (name: string) => name.split(' ').filter((word) => !organizerWords.has(word)).join(' ');
  const [shortFirst, shortSecond] = [without(first), without(second)];
  return shortFirst !== '' && shortFirst === shortSecond;
}

const comparablePlace = (city: string) => comparableName(city).replace(/\b(?:twp|township|city)\b/g, '').trim();

export function samePlace(a: Candidate['details'], b: Candidate['details']): boolean {
  return a.state === b.state && comparablePlace(a.city) === comparablePlace(b.city);
}

/** Two date ranges share at least one day (a one-day event ends the day it starts). */
export function datesOverlap(a: Pick<EventDetails, 'startDate' | 'endDate'>, b: Pick<EventDetails, 'startDate' | 'endDate'>): boolean {
  return a.startDate <= (b.endDate ?? b.startDate) && b.startDate <= (a.endDate ?? a.startDate);
}

export function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

/** Age groups that can be one event: the same, or one of them open to all ages. Two age-group sessions are not. */
export function agesCompatible(a: Candidate['details'], b: Candidate['details']): boolean {
  return a.ageLevel === b.ageLevel || a.ageLevel === 'All Ages' || b.ageLevel === 'All Ages';
}

const comparableOrganizer = (name: string) => comparableName(name.replace(/\b(?:inc|llc|club|association|assn)\b\.?/gi, ' '));

/** Organizers that can be one: either unknown, or one's words all among the other's ("LV Storm" and "LV Storm FH Club"). */
export function organizersCompatible(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return true;
  const first = comparableOrganizer(a).split(' ').filter(Boolean);
  const second = comparableOrganizer(b).split(' ').filter(Boolean);
  if (first.length === 0 || second.length === 0) return true;
  const [shorter, longer] = first.length <= second.length ? [first, new Set(second)] : [second, new Set(first)];
  return shorter.every((word) => longer.has(word));
}

export type CrossSourceMatch = { kind: 'same'; candidate: Candidate } | { kind: 'probable'; candidate: Candidate; why: string } | null;

/**
 * The listing another source already has for this record, if any. The same event: the same comparable name, place
 * (city and state), overlapping days, compatible age groups and organizers. A probable duplicate (for an admin to
 * decide): names alike (PROBABLE_NAME_SIMILARITY) on overlapping days in one state, or the same name in another town
 * of the state. `exclude`: listings this source already has (its own other events and sessions) or claimed this run.
 */
export function crossSourceMatch(details: Candidate['details'], candidates: readonly Candidate[], exclude: (candidate: Candidate) => boolean): CrossSourceMatch {
  let probable: CrossSourceMatch = null;
  for (const candidate of candidates) {
    if (exclude(candidate) || candidate.details.state !== details.state || !datesOverlap(details, candidate.details)) continue;
    const named = sameName(details, candidate.details);
    const compatible = agesCompatible(details, candidate.details) && organizersCompatible(details.organizer, candidate.details.organizer);
    if (named && compatible && samePlace(details, candidate.details)) return { kind: 'same', candidate };
    if (probable !== null || !agesCompatible(details, candidate.details)) continue;
    if (named) {
      const where = samePlace(details, candidate.details) ? 'the organizers differ' : `in ${candidate.details.city} rather than ${details.city}`;
      probable = { kind: 'probable', candidate, why: `Same name and days, but ${where}` };
    } else if (nameSimilarity(details.name, candidate.details.name) >= PROBABLE_NAME_SIMILARITY && samePlace(details, candidate.details)) {
      probable = { kind: 'probable', candidate, why: `Similar names ("${details.name}" and "${candidate.details.name}") on the same days in ${details.city}, ${details.state}` };
    }
  }
  return probable;
}

/**
 * The listing of this source that a record with a new key moved from: one the source had and did not show this run,
 * with the same comparable name in the same state, starting within MOVE_WINDOW_DAYS; the nearest in time first. A
 * session the page still shows is seen under its own key, so a second session is never taken for a move.
 */
export function movedFrom(details: Candidate['details'], unseenOfSource: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const candidate of unseenOfSource) {
    if (candidate.isCancelled || candidate.details.state !== details.state || !sameName(details, candidate.details)) continue;
    if (!agesCompatible(details, candidate.details)) continue;
    const distance = daysBetween(candidate.details.startDate, details.startDate);
    if (distance > MOVE_WINDOW_DAYS) continue;
    if (best === null || distance < daysBetween(best.details.startDate, details.startDate)) best = candidate;
  }
  return best;
}

/** The organizer's own site: the page names no organizer, or names the scraper's own (compared as organizers are). */
export function isOwnSite(namedOrganizer: string | null, scraperOrganizer: string): boolean {
  return namedOrganizer === null || organizersCompatible(namedOrganizer, scraperOrganizer);
}
