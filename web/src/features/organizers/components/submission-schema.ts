import { isCalendarDate } from '../../../lib/calendar-date';
import { ageLevels, type EventDetails, eventTypes, usStates } from '../../../lib/event-vocabulary';
import { isOneOf } from '../../../lib/is-one-of';
import { z } from '../../../lib/zod';
import type { ReadEvent } from '../api/organizers-api';
import type { OrganizersErrorKey } from '../locales/en';

// The server's rules for a submission: the organizer's name and address, and the event as the admins' own form
// sends it (the same rules), so a mistake is shown before anything is sent. Messages are translation keys.

const message = (key: OrganizersErrorKey) => key;

const requiredText = (max: number, tooLong: OrganizersErrorKey) => z.string().trim().min(1, message('required')).max(max, message(tooLong));

/** Empty is null. */
const optionalText = (max: number, tooLong: OrganizersErrorKey) =>
  z
    .string()
    .trim()
    .max(max, message(tooLong))
    .transform((value) => value || null);

/** A select whose empty first option means nothing is chosen yet. */
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.string().pipe(z.enum(values, { error: message('chooseOne') }));

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

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const registrationLink = z
  .string()
  .trim()
  .max(2048, message('tooLong2048'))
  .refine((value) => value === '' || isHttpUrl(value), message('invalidLink'))
  .transform((value) => value || null);

const dateFields: readonly PropertyKey[] = ['startDate', 'endDate', 'registrationDeadline'];

// The cross-date rules are checked once the dates themselves are fine, even while another field is still wrong.
const datesAreValid = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => dateFields.includes(issue.path?.[0] ?? ''));

const eventSchema = z
  .object({
    name: requiredText(200, 'tooLong200'),
    description: optionalText(5000, 'tooLong5000'),
    eventType: choice(eventTypes),
    startDate: requiredDate,
    endDate: optionalDate,
    registrationDeadline: optionalDate,
    city: requiredText(100, 'tooLong100'),
    state: choice(usStates),
    cost,
    ageLevel: choice(ageLevels),
    organizer: optionalText(200, 'tooLong200'),
    isIndoor,
    registrationLink,
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

export const submissionSchema = z.object({
  event: eventSchema,
  name: requiredText(100, 'tooLong100'),
  email: z.string().trim().min(1, message('required')).max(254, message('emailInvalid')).pipe(z.email(message('emailInvalid'))),
});

/** What the inputs hold: text, and the setting as one of `indoorChoices`. */
export type SubmissionValues = z.input<typeof submissionSchema>;
export type EventValues = SubmissionValues['event'];
export type EventField = keyof EventValues;

export const eventFields = [
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
] as const satisfies readonly EventField[];

export const isEventField = (value: string): value is EventField => isOneOf(eventFields, value);

export const emptyEvent: EventValues = {
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
};

export const emptySubmission: SubmissionValues = { event: emptyEvent, name: '', email: '' };

/** What the form sends once valid. */
export type SubmissionOutput = { name: string; email: string; event: EventDetails };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A read event as the form's values: each field the read found, in the form's terms (a value outside the catalog's
 * vocabulary, or a date that is no real date, is left for the organizer to give). Fields it did not find are absent.
 */
export function foundValues(read: ReadEvent['details']): Partial<EventValues> {
  const found: Partial<EventValues> = {};
  const put = <F extends EventField>(field: F, value: EventValues[F] | '') => {
    if (value !== '') found[field] = value as EventValues[F];
  };
  put('name', text(read.name));
  put('description', text(read.description));
  put('eventType', isOneOf(eventTypes, read.eventType) ? read.eventType : '');
  put('ageLevel', isOneOf(ageLevels, read.ageLevel) ? read.ageLevel : '');
  put('state', isOneOf(usStates, read.state) ? read.state : '');
  put('city', text(read.city));
  for (const field of ['startDate', 'endDate', 'registrationDeadline'] as const) put(field, isCalendarDate(read[field]) ? read[field] : '');
  put('cost', typeof read.cost === 'number' && Number.isFinite(read.cost) ? String(read.cost) : '');
  put('organizer', text(read.organizer));
  if (typeof read.isIndoor === 'boolean') found.isIndoor = read.isIndoor ? 'indoor' : 'outdoor';
  put('registrationLink', text(read.registrationLink));
  return found;
}
