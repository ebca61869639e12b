import { z } from '../../../../lib/zod';
import { ageLevels, eventTypes, usStates } from '../../../../lib/event-vocabulary';
import type { AdminEvent, EventDetails } from '../api/admin-event';
import { detailFields } from '../api/admin-event';
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
  };
}

/** The fields whose value differs from the event's: what a PATCH sends. */
export function changedDetails(event: AdminEvent, details: EventDetails): Partial<EventDetails> {
  const changed = detailFields.filter((field) => details[field] !== event[field]);
  return Object.fromEntries(changed.map((field) => [field, details[field]]));
}
