// Why a scraped value is what it is (the drafts on the Review tab and the scraper preview): the rule that read it, the
// text it was read from, and where that text stands on its page.

export const evidenceRegions = ['block', 'main', 'chrome', 'data'] as const;
export type EvidenceRegion = (typeof evidenceRegions)[number];

export type Evidence = { rule: string; text: string; region: EvidenceRegion };

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
