import { z } from 'zod';
import { isCalendarDate } from '../../../platform/time/calendar-date.js';
import { AGE_LEVELS, EVENT_TYPES, US_STATES } from '../events/event-details.js';

/** The `near` filter's choices, in miles from home. */
export const NEAR_MILES = ['50', '100', '250', '500'] as const;
export const MAX_COLLEGE_FILTERS = 20;

/** The spec's client omits empty parameters; a hand-written `?state=` means the same. */
const omitEmpty = (value: unknown) => (value === '' ? undefined : value);

const splitList = (value: string) => value.split(',').map((part) => part.trim()).filter(Boolean);

const commaList = <T extends string>(allowed: readonly T[], what: string) =>
  z.preprocess(
    omitEmpty,
    z
      .string({ error: `Must be ${what}, comma-joined` })
      .max(2000, 'Too long')
      .transform((value, context) => {
        const parts = splitList(value);
        const unknown = parts.filter((part) => !(allowed as readonly string[]).includes(part));
        if (unknown.length > 0) {
          context.addIssue({ code: 'custom', message: `Unknown value ${unknown.join(', ')} (use ${what}, comma-joined)` });
          return z.NEVER;
        }
        return parts as T[];
      })
      .optional(),
  );

const date = z.preprocess(omitEmpty, z.string().refine(isCalendarDate, 'Use the yyyy-MM-dd format (a real day)').optional());
const dollars = z.preprocess(omitEmpty, z.coerce.number({ error: 'Must be a number of dollars' }).min(0, 'Must be 0 or more').max(100_000).optional());

/** `GET /api/events`: the spec's filter set, and the Pro-only filters. */
export const EventsListQuery = z
  .strictObject({
    // 'all' (the spec's select) means no state filter.
    state: z.preprocess((value) => (value === 'all' ? undefined : typeof value === 'string' ? value.toUpperCase() : value), commaList(US_STATES, 'two-letter US state codes')),
    eventType: commaList(EVENT_TYPES, EVENT_TYPES.join(', ')),
    ageLevel: commaList(AGE_LEVELS, AGE_LEVELS.join(', ')),
    startDate: date,
    endDate: date,
    minCost: dollars,
    maxCost: dollars,
    isIndoor: z.preprocess(omitEmpty, z.enum(['true', 'false'], { error: 'Must be true or false' }).optional()),
    organizer: z.preprocess(
      omitEmpty,
      z
        .string({ error: 'Must be organizer names, comma-joined' })
        .max(2000, 'Too long')
        .transform(splitList)
        .optional(),
    ),
    // Pro planning filters (issue 24): miles from home, nearest first, a class the event fits, colleges attending.
    near: z.preprocess(
      omitEmpty,
      z
        .enum(NEAR_MILES, { error: `Must be one of ${NEAR_MILES.join(', ')} (miles from home)` })
        .transform(Number)
        .optional(),
    ),
    sort: z.preprocess(omitEmpty, z.enum(['distance'], { error: 'Must be distance' }).optional()),
    gradYear: z.preprocess(
      omitEmpty,
      z.coerce
        .number({ error: 'Must be a graduation year such as 2029' })
        .int('Must be a graduation year such as 2029')
        .min(2000, 'Must be a graduation year such as 2029')
        .max(2100, 'Must be a graduation year such as 2029')
        .optional(),
    ),
    college: z.preprocess(
      (value) => (value === '' ? undefined : typeof value === 'string' ? [value] : value),
      z
        .array(z.string({ error: 'Must be college names' }).trim().min(1, 'Must be college names').max(100, 'Each college name must be at most 100 characters'), {
          error: 'Must be college names (college=Duke&college=UNC)',
        })
        .max(MAX_COLLEGE_FILTERS, `At most ${MAX_COLLEGE_FILTERS} colleges`)
        .optional(),
    ),
    // Part of the list (the page asks for its first screen before the rest); X-Total-Count has the whole list's size.
    order: z.preprocess(omitEmpty, z.enum(['soonest', 'latest'], { error: 'Must be soonest or latest' }).optional()),
    limit: z.preprocess(
      omitEmpty,
      z.coerce
        .number({ error: 'Must be a whole number from 1 to 500' })
        .int('Must be a whole number from 1 to 500')
        .min(1, 'Must be a whole number from 1 to 500')
        .max(500, 'Must be a whole number from 1 to 500')
        .optional(),
    ),
  })
  .refine((query) => !query.startDate || !query.endDate || query.endDate >= query.startDate, {
    path: ['endDate'],
    message: 'Must not be before the start date',
  })
  .refine((query) => query.minCost === undefined || query.maxCost === undefined || query.maxCost >= query.minCost, {
    path: ['maxCost'],
    message: 'Must not be less than minCost',
  });
/** A separate name from the schema: a parameter typed by a same-named value would be read by OpenAPI as a class. */
export type EventsListParams = z.infer<typeof EventsListQuery>;

export const PRO_FILTERS = ['minCost', 'maxCost', 'isIndoor', 'organizer', 'near', 'sort', 'gradYear', 'college'] as const satisfies readonly (keyof EventsListParams)[];
