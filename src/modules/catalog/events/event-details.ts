import { z } from 'zod';
import { isHttpUrl, required, requiredText } from '../../../platform/http/zod-input.js';
import { isCalendarDate } from '../../../platform/time/calendar-date.js';

export const EVENT_TYPES = ['Showcase', 'Clinic', 'ID Camp', 'Tournament', 'Recruiting Event'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const AGE_LEVELS = ['U14', 'U16', 'U19', 'College', 'All Ages'] as const;
export type AgeLevel = (typeof AGE_LEVELS)[number];

/**
 * The 50 states (spec section 9: the state filter offers these plus 'all') and Washington, DC, where leagues and
 * indoor events are played too: an event there has no other place to be listed under.
 */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

/** The organizers the events list offers as checkboxes (spec section 9); any organizer may be entered. */
export const NAMED_ORGANIZERS = ['Lineup', 'Super Sixty', 'NXT', 'USA Field Hockey'] as const;

/** Everything an event says about itself; `id`, source and sample choice live beside it. */
export interface EventDetails {
  name: string;
  description: string | null;
  eventType: EventType;
  startDate: string;
  /** null: a one-day event. */
  endDate: string | null;
  registrationDeadline: string | null;
  city: string;
  state: UsState;
  /** null: contact the organizer; 0: free. */
  cost: number | null;
  ageLevel: AgeLevel;
  organizer: string | null;
  isIndoor: boolean | null;
  registrationLink: string | null;
  /** Graduation classes the organizer states (e.g. [2029, 2030]), ascending; empty or absent: none stated. */
  gradYears?: number[];
  /** Colleges the organizer says will attend (each at most 100 characters, at most 200); empty or absent: none named. */
  collegesAttending?: string[];
  /** The venue's 5-digit ZIP code when its address gives one; null or absent: not known. */
  zip?: string | null;
}

export const DETAIL_FIELDS = [
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

/** Limits of the stated classes and colleges (the admin form, the CSV and the scrapers alike). */
export const MAX_GRAD_YEARS = 12;
export const MAX_COLLEGES = 200;
export const COLLEGE_NAME_MAX = 100;
export const ZIP_CODE = /^\d{5}$/;

/** Events listed before these fields existed have none of them: they read as unknown. */
export const gradYearsOf = (details: Pick<EventDetails, 'gradYears'>): number[] => details.gradYears ?? [];
export const collegesOf = (details: Pick<EventDetails, 'collegesAttending'>): string[] => details.collegesAttending ?? [];
export const zipOf = (details: Pick<EventDetails, 'zip'>): string | null => details.zip ?? null;

/** A field's value as it reads: absent new fields as unknown (`[]` or null). */
export function detailValue<K extends keyof EventDetails>(details: Partial<EventDetails>, field: K): EventDetails[K] | undefined {
  const value = details[field];
  if (value !== undefined) return value;
  if (field === 'gradYears' || field === 'collegesAttending') return [] as unknown as EventDetails[K];
  if (field === 'zip') return null as EventDetails[K];
  return undefined;
}

/** Nothing known: null, or an empty list. A source that leaves a field empty never empties it. */
export const isEmptyValue = (value: unknown): boolean => value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/** Equal field values (the lists compared item by item). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

/** Stated classes as stored: whole years, each once, ascending. */
export const cleanGradYears = (years: readonly number[]): number[] => [...new Set(years)].sort((a, b) => a - b);

/** College names as stored: single-line, trimmed, empty ones dropped, each once (letter case ignored), in their order. */
export function cleanColleges(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    const cleaned = singleLineText(name).trim();
    const key = cleaned.toLowerCase();
    if (cleaned === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(cleaned);
  }
  return kept;
}

/**
 * Text as an event may hold it, whatever path it came by (the admin form, a CSV file, a scraped page): line breaks and
 * tabs become spaces and every other control character (C0, DEL, C1, the Unicode line and paragraph separators) goes,
 * so no value can start a line of its own in a calendar file, a mail header or a log.
 */
export function singleLineText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[\t\n\v\f\r\u2028\u2029]+/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

/** As singleLineText, but a description keeps its line breaks (as `\n`: a calendar file escapes them). */
export function multiLineText(value: string): string {
  return value
    .replace(/\r\n?|[\v\f\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
}

/**
 * A registration link as stored: the parsed URL's `href` (what a browser would open), so that the stored value is
 * canonical and holds no raw whitespace or control character; null when it is not an absolute http(s) URL.
 */
export function canonicalLink(value: string): string | null {
  if (!isHttpUrl(value)) return null;
  return new URL(value).href;
}

const text = (max: number) =>
  z
    .string(required())
    .overwrite(singleLineText)
    .pipe(requiredText(max));

/** Optional text: empty or missing is null. */
const optionalText = (max: number, clean: (value: string) => string = singleLineText) =>
  z
    .string(required())
    .overwrite(clean)
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const date = z.string(required('Use the yyyy-MM-dd format')).refine(isCalendarDate, 'Use the yyyy-MM-dd format (a real day)');
const optionalDate = z
  .union([z.literal(''), date], { error: 'Use the yyyy-MM-dd format (a real day)' })
  .nullish()
  .transform((value) => (value ? value : null));

const link = z
  .string(required())
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine((value) => value === '' || isHttpUrl(value), 'Must be an http:// or https:// link')
  .nullish()
  .transform((value) => (value ? canonicalLink(value) : null))
  .refine((value) => value === null || value.length <= 2048, 'Must be at most 2048 characters');


/** The fields added with issue 24 stay absent when not given (an event listed without them reads as unknown). */
const fields = {
  name: text(200),
  description: optionalText(5000, multiLineText),
  eventType: z.enum(EVENT_TYPES, { error: `Must be one of ${EVENT_TYPES.join(', ')}` }),
  startDate: date,
  endDate: optionalDate,
  registrationDeadline: optionalDate,
  city: text(100),
  state: z
    .string(required('Must be a 2-letter US state code'))
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATES, { error: 'Must be a 2-letter US state code such as PA' })),
  cost: z
    .number({ error: 'Must be a number of dollars, or null to contact the organizer' })
    .min(0, 'Must be 0 (free) or more')
    .max(100_000, 'Must be at most 100000')
    .nullish()
    .transform((value) => value ?? null),
  ageLevel: z.enum(AGE_LEVELS, { error: `Must be one of ${AGE_LEVELS.join(', ')}` }),
  organizer: optionalText(200),
  isIndoor: z
    .boolean({ error: 'Must be true, false or null' })
    .nullish()
    .transform((value) => value ?? null),
  registrationLink: link,
  gradYears: z
    .array(
      z
        .number({ error: 'Must be graduation years such as 2029' })
        .int('Must be whole years such as 2029')
        .min(2000, 'Must be years from 2000 to 2100')
        .max(2100, 'Must be years from 2000 to 2100'),
      { error: 'Must be a list of graduation years such as [2029, 2030]' },
    )
    .max(MAX_GRAD_YEARS, `At most ${MAX_GRAD_YEARS} graduation years`)
    .transform(cleanGradYears)
    .optional(),
  collegesAttending: z
    .array(
      z
        .string({ error: 'Must be college names' })
        .overwrite(singleLineText)
        .trim()
        .min(1, 'A college name must not be empty')
        .max(COLLEGE_NAME_MAX, `Each college name must be at most ${COLLEGE_NAME_MAX} characters`),
      { error: 'Must be a list of college names' },
    )
    .max(MAX_COLLEGES, `At most ${MAX_COLLEGES} colleges`)
    .transform(cleanColleges)
    .optional(),
  zip: z
    .union([z.literal(''), z.string().trim().regex(ZIP_CODE, 'Must be a 5-digit ZIP code')], { error: 'Must be a 5-digit ZIP code, or null' })
    .nullable()
    .transform((value) => (value ? value : null))
    .optional(),
};

/**
 * The rules that span fields, checked on the whole event (a PATCH is checked after merging). Answers the
 * field to name in the 400 and why, or null when the event holds together.
 */
export function inconsistencyOf(details: EventDetails): { field: keyof EventDetails; message: string } | null {
  if (details.endDate !== null && details.endDate < details.startDate) {
    return { field: 'endDate', message: 'Must not be before the start date' };
  }
  if (details.registrationDeadline !== null && details.registrationDeadline > details.startDate) {
    return { field: 'registrationDeadline', message: 'Must not be after the start date' };
  }
  return null;
}

/** A new event as an admin (or the CSV import, or a scraper) enters it. */
export const EventDetailsInput = z.strictObject(fields).superRefine((details, context) => {
  const problem = inconsistencyOf(details as EventDetails);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** A change: any subset of the fields, at least one. */
export const EventChangesInput = z
  .strictObject(Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to change');

export type EventChanges = Partial<EventDetails>;

const singleLineFields = ['name', 'city', 'organizer'] as const satisfies readonly (keyof EventDetails)[];

/**
 * The catalog's write edge: what any command stores, whoever called it, has its text cleaned as the input schemas
 * clean it and its registration link canonical (`canonicalLink`); a link that is no http(s) URL is dropped.
 */
export function cleanDetails<T extends Partial<EventDetails>>(details: T): T {
  const cleaned: Partial<EventDetails> = { ...details };
  for (const field of singleLineFields) {
    const value = details[field];
    if (typeof value === 'string') cleaned[field] = singleLineText(value).trim();
  }
  if (typeof details.description === 'string') cleaned.description = multiLineText(details.description).trim();
  if (typeof details.registrationLink === 'string') cleaned.registrationLink = canonicalLink(details.registrationLink.trim());
  if (Array.isArray(details.gradYears)) cleaned.gradYears = cleanGradYears(details.gradYears.filter(Number.isInteger)).slice(0, MAX_GRAD_YEARS);
  if (Array.isArray(details.collegesAttending)) cleaned.collegesAttending = cleanColleges(details.collegesAttending).map((name) => name.slice(0, COLLEGE_NAME_MAX)).slice(0, MAX_COLLEGES);
  if (typeof details.zip === 'string') cleaned.zip = ZIP_CODE.test(details.zip.trim()) ? details.zip.trim() : null;
  return cleaned as T;
}

/** Fields whose value differs, with old and new: what `EventDetailsChanged` records. */
export function changedFields(
  before: EventDetails,
  changes: EventChanges,
): { changes: Partial<EventDetails>; previous: Partial<EventDetails> } {
  const changed: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) {
    const value = changes[field];
    const old = detailValue(before, field);
    if (value === undefined || sameValue(value, old)) continue;
    changed[field] = value;
    previous[field] = old;
  }
  return { changes: changed as Partial<EventDetails>, previous: previous as Partial<EventDetails> };
}
