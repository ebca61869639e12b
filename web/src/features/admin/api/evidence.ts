// Why a scraped value is what it is (the drafts on the Review tab and the scraper preview): the rule that read it, the
// text it was read from, and where that text stands on its page.

export const evidenceRegions = ['block', 'main', 'chrome', 'data'] as const;
export type EvidenceRegion = (typeof evidenceRegions)[number];

/** The rules the server reads values by; a rule the client does not know yet shows as the server names it. */
export const evidenceRules = [
  'json-ld',
  'microdata',
  'ical',
  'table',
  'labeled-text',
  'blocks',
  'selectors',
  'prose',
  'page-venue',
  'page-details',
  'page-deadline',
  'page-title-town',
  'sport-name',
  'sport-details',
  'sport-section',
  'sport-page',
] as const;
export type EvidenceRule = (typeof evidenceRules)[number];

export const yearSources = ['published', 'title', 'heading', 'copyright', 'same-day', 'calendar-link', 'season'] as const;
export type YearSource = (typeof yearSources)[number];

export type Evidence = {
  rule: string;
  text: string;
  region: EvidenceRegion;
  /** Where a year the page left out of the dates was taken from. */
  year?: { from: YearSource; value: string };
  /** Weekly meetings of one program read as one event. */
  meetings?: number;
};

/**
 * What keeps a record from being listed (a draft's doubts); a doubt the client does not know yet shows as the server names
 * it. An organizer's submission is always a draft (`submitted`), and one that gave nothing to read is an empty one to
 * fill in from what they sent (`nothing-read`).
 */
export const doubtCodes = [
  'sport-unstated',
  'name-chrome',
  'name-organization',
  'name-other-year',
  'name-headline',
  'year-guessed',
  'prose',
  'series',
  'place-site',
  'place-unknown',
  'submitted',
  'nothing-read',
] as const;
export type DoubtCode = (typeof doubtCodes)[number];

export const isEvidenceRule = (rule: string): rule is EvidenceRule => (evidenceRules as readonly string[]).includes(rule);
export const isDoubtCode = (doubt: string): doubt is DoubtCode => (doubtCodes as readonly string[]).includes(doubt);

/** `dates` stands for the start and end dates, `place` for city, state and ZIP. */
export const evidencedFields = ['name', 'dates', 'place', 'cost', 'ages', 'type', 'registrationDeadline', 'registrationLink', 'sport'] as const;
export type EvidencedField = (typeof evidencedFields)[number];
export type EvidenceOf = Partial<Record<EvidencedField, Evidence>>;

/** The evidence that stands behind an event's detail field (none for a field no rule reads with evidence). */
export function evidenceFieldOf(field: string): EvidencedField | null {
  switch (field) {
    case 'name':
    case 'cost':
    case 'registrationDeadline':
    case 'registrationLink':
      return field;
    case 'startDate':
    case 'endDate':
      return 'dates';
    case 'city':
    case 'state':
    case 'zip':
      return 'place';
    case 'ageLevel':
      return 'ages';
    case 'eventType':
      return 'type';
    default:
      return null;
  }
}
