import { isOrganizationName, namesAnotherYear } from '../read/event-name.js';
import type { SportEvidence } from '../read/sport.js';
import type { Evidence, ScrapedEvent } from '../read/types.js';

/**
 * Whether a record is proven: listed for families only when its name, its dates and its place each rest on strong
 * evidence, it is field hockey, and nothing on its page contradicts them. Each doubt says, in a sentence an admin
 * reads on the Review list, what is missing.
 */
export const DOUBTS = {
  sport: 'Its page does not say it is field hockey',
  name: 'Its name is read from the page as a whole, not from the event itself',
  place: 'Its place is not written beside it',
  otherYear: 'Its name names another year than its dates',
  prose: 'It is told in sentences, not in the page\'s own fields',
} as const;

const MAX_SPORT_TEXT = 200;

/** What tells the record is field hockey (or not), as evidence: where the sport was named. */
export function sportEvidenceOf(sport: SportEvidence | null, texts: { name: string; heading: string | null; topic: string | null }): Evidence | null {
  if (sport === null || sport.level === null || !sport.sports.fieldHockey) return null;
  switch (sport.level) {
    case 'name':
      return { rule: 'its name names field hockey', text: texts.name.slice(0, MAX_SPORT_TEXT), region: 'block' };
    case 'details':
      return { rule: 'its own details name field hockey', text: texts.name.slice(0, MAX_SPORT_TEXT), region: 'block' };
    case 'section':
      return { rule: 'the heading it is listed under names field hockey', text: (sport.heading ?? '').slice(0, MAX_SPORT_TEXT), region: 'main' };
    case 'page':
      return { rule: 'its page (title, site name or address) is about field hockey', text: (texts.topic ?? texts.name).replace(/\n/g, ' · ').slice(0, MAX_SPORT_TEXT), region: 'main' };
  }
}

/** The doubts of an event: what keeps it from being listed as it is. */
export function doubtsOf(event: ScrapedEvent, sport: SportEvidence | null): string[] {
  const doubts = new Set(event.doubts);
  if (sport === null || !sport.sports.fieldHockey) doubts.add(DOUBTS.sport);
  const weak = (evidence: Evidence | undefined): boolean => evidence !== undefined && evidence.region === 'chrome';
  const { name, organizer, startDate, endDate } = event.details;
  if (weak(event.evidence.name) || isOrganizationName(name, organizer ?? '')) doubts.add(DOUBTS.name);
  if (namesAnotherYear(name, startDate, endDate)) doubts.add(DOUBTS.otherYear);
  if (weak(event.evidence.place)) doubts.add(DOUBTS.place);
  return [...doubts];
}
