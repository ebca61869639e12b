// The shapes of the admin events API (/api/admin/events/...). Dates are calendar dates, `yyyy-MM-dd`.

/** What an admin enters about an event: the body of a POST, any subset of it the body of a PATCH. */
export type EventDetails = {
  name: string;
  description: string | null;
  eventType: string;
  startDate: string;
  endDate: string | null;
  registrationDeadline: string | null;
  city: string;
  state: string;
  /** null: contact the organizer; 0: free. */
  cost: number | null;
  ageLevel: string;
  organizer: string | null;
  isIndoor: boolean | null;
  registrationLink: string | null;
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
