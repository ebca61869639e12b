import { z } from '../../../../lib/zod';
import { ageLevels, eventTypes, usStates } from '../../../../lib/event-vocabulary';
import type { AdminEvent, EventDetails } from '../api/admin-event';
import { type DetailField, detailFields } from '../api/admin-event';
import { isCalendarDate } from '../../../../lib/calendar-date';
import type { EventFormErrorKey } from '../locales/en';

// The server's rules for an event (the admin contract), so a mistake is shown before anything is sent. Messages
// are translation keys, translated when shown.

const message = (key: EventFormErrorKey) => key;

const requiredText = (max: number, tooLong: EventFormErrorKey) =>
  z.string().trim().min(1, message('required')).max(max, message(tooLong));

/** Empty is null. */
const optionalText = (max: number, tooLong: EventFormErrorKey) =>
  z
    .string()
    .trim()
    .max(max, message(tooLong))
    .transform((value) => value || null);

/** A select whose empty first option means nothing is chosen yet. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.string().pipe(z.enum(values, { error: message('chooseOne') }));

const requiredDate = z
  .string()
  .min(1, { error: message('required'), abort: true })
  .refine(isCalendarDate, message('invalidDate'));

const optionalDate = z
  .string()
  .refine((value) => value === '' || isCalendarDate(value), message('invalidDate'))
  .transform((value) => value || null);

const cost = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(
    z
      .number({ error: message('costNumber') })
      .min(0, message('costNegative'))
      .max(100_000, message('costTooHigh'))
      .nullable(),
  );

export const indoorChoices = ['unknown', 'indoor', 'outdoor'] as const;

const isIndoor = z.enum(indoorChoices).transform((value) => (value === 'unknown' ? null : value === 'indoor'));

const registrationLink = z
  .string()
  .trim()
  .max(2048, message('linkTooLong'))
  .refine((value) => value === '' || isHttpUrl(value), message('invalidLink'))
  .transform((value) => value || null);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** "2029, 2030" (commas or spaces between): the graduation classes the organizer states, ascending. */
const gradYears = z
  .string()
  .transform((text) => text.split(/[\s,;]+/).filter((year) => year !== ''))
  .refine((years) => years.every((year) => /^\d{4}$/.test(year)), message('gradYearsInvalid'))
  .transform((years) => [...new Set(years.map(Number))].sort((a, b) => a - b))
  .pipe(
    z
      .array(z.number())
      .max(12, message('gradYearsTooMany'))
      .refine((years) => years.every((year) => year >= 2000 && year <= 2100), message('gradYearsRange')),
  );

/** One college a line; blank lines and repeats are dropped. */
const collegesAttending = z
  .string()
  .transform((text) => [...new Set(text.split('\n').map((line) => line.trim()))].filter((name) => name !== ''))
  .refine((names) => names.every((name) => name.length <= 100), message('collegeTooLong'))
  .refine((names) => names.length <= 200, message('collegesTooMany'));

/** The venue's ZIP code: 5 digits, or empty for not known. */
const zip = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{5}$/.test(value), message('zipInvalid'))
  .transform((value) => value || null);

const dateFields: readonly PropertyKey[] = ['startDate', 'endDate', 'registrationDeadline'];

// The cross-date rules are checked once the dates themselves are fine, even while another field is still wrong.
const datesAreValid = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => dateFields.includes(issue.path?.[0] ?? ''));

export const eventFormSchema = z
  .object({
    name: requiredText(200, 'nameTooLong'),
    description: optionalText(5000, 'descriptionTooLong'),
    eventType: choice(eventTypes),
    startDate: requiredDate,
    endDate: optionalDate,
    registrationDeadline: optionalDate,
    city: requiredText(100, 'cityTooLong'),
    state: choice(usStates),
    cost,
    ageLevel: choice(ageLevels),
    organizer: optionalText(200, 'organizerTooLong'),
    isIndoor,
    registrationLink,
    gradYears,
    collegesAttending,
    zip,
  })
  .refine((event) => event.endDate === null || event.endDate >= event.startDate, {
    message: message('endBeforeStart'),
    path: ['endDate'],
    when: datesAreValid,
  })
  .refine((event) => event.registrationDeadline === null || event.registrationDeadline <= event.startDate, {
    message: message('deadlineAfterStart'),
    path: ['registrationDeadline'],
    when: datesAreValid,
  });

/** What the inputs hold: text, and the setting as one of `indoorChoices`. */
export type EventFormValues = z.input<typeof eventFormSchema>;

export const emptyEventForm: EventFormValues = {
  name: '',
  description: '',
  eventType: '',
  startDate: '',
  endDate: '',
  registrationDeadline: '',
  city: '',
  state: '',
  cost: '',
  ageLevel: '',
  organizer: '',
  isIndoor: 'unknown',
  registrationLink: '',
  gradYears: '',
  collegesAttending: '',
  zip: '',
};

export function eventFormValues(event: AdminEvent): EventFormValues {
  return {
    name: event.name,
    description: event.description ?? '',
    eventType: event.eventType,
    startDate: event.startDate,
    endDate: event.endDate ?? '',
    registrationDeadline: event.registrationDeadline ?? '',
    city: event.city,
    state: event.state,
    cost: event.cost === null ? '' : String(event.cost),
    ageLevel: event.ageLevel,
    organizer: event.organizer ?? '',
    isIndoor: event.isIndoor === null ? 'unknown' : event.isIndoor ? 'indoor' : 'outdoor',
    registrationLink: event.registrationLink ?? '',
    gradYears: (event.gradYears ?? []).join(', '),
    collegesAttending: (event.collegesAttending ?? []).join('\n'),
    zip: event.zip ?? '',
  };
}

/** The season fields an event from before them lacks read as none. */
const asStored = (event: AdminEvent, field: DetailField): unknown =>
  event[field] ?? (field === 'gradYears' || field === 'collegesAttending' ? [] : null);

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;

/** The fields whose value differs from the event's: what a PATCH sends. */
export function changedDetails(event: AdminEvent, details: EventDetails): Partial<EventDetails> {
  const changed = detailFields.filter((field) => !same(details[field], asStored(event, field)));
  return Object.fromEntries(changed.map((field) => [field, details[field]]));
}
