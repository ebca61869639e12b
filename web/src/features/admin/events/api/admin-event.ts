// The shapes of the admin events API (/api/admin/events/...). Dates are calendar dates, `yyyy-MM-dd`.

import type { EventDetails as CatalogDetails } from '../../../../lib/event-vocabulary';

/**
 * What the admin writes about an event: the catalog's details and issue 24's season fields (graduation classes,
 * colleges attending, the venue's ZIP code). Answers from before them may lack them: read as none.
 */
export type EventDetails = CatalogDetails & {
  gradYears?: number[];
  collegesAttending?: string[];
  zip?: string | null;
};

export const detailFields = [
  'name',
  'description',
  'eventType',
  'startDate',
  'endDate',
  'registrationDeadline',
  'city',
  'state',
  'cost',
  'ageLevel',
  'organizer',
  'isIndoor',
  'registrationLink',
  'gradYears',
  'collegesAttending',
  'zip',
] as const satisfies readonly (keyof EventDetails)[];

export type DetailField = (typeof detailFields)[number];

export function isDetailField(value: string): value is DetailField {
  return detailFields.some((field) => field === value);
}

export type AdminEvent = EventDetails & {
  id: string;
  isSample: boolean;
  isCancelled: boolean;
  listedAt?: string;
};

/** One CSV import's outcome; `row` is the spreadsheet row number (the header is row 1). */
export type ImportReport = {
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
  errors: { row: number; message: string }[];
};
