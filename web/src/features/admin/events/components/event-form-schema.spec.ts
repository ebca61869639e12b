import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { emptyEventForm, eventFormSchema, type EventFormValues } from './event-form-schema';

const valid: EventFormValues = {
  ...emptyEventForm,
  name: 'Spring Showcase',
  eventType: 'Showcase',
  startDate: '2026-04-10',
  city: 'Philadelphia',
  state: 'PA',
  ageLevel: 'U19',
};

function errorsOf(values: Partial<EventFormValues>): Record<string, string[]> {
  const result = eventFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[]>);
}

describe('event form schema', () => {
  it('given only the required fields, when parsed, then the optional ones are null and the setting unknown', () => {
    expect(eventFormSchema.parse(valid)).toEqual({
      name: 'Spring Showcase',
      description: null,
      eventType: 'Showcase',
      startDate: '2026-04-10',
      endDate: null,
      registrationDeadline: null,
      city: 'Philadelphia',
      state: 'PA',
      cost: null,
      ageLevel: 'U19',
      organizer: null,
      isIndoor: null,
      registrationLink: null,
      gradYears: [],
      collegesAttending: [],
      zip: null,
    });
  });

  it('given classes, colleges and a ZIP code, when parsed, then years are sorted without repeats, colleges trimmed, one a line', () => {
    expect(
      eventFormSchema.parse({ ...valid, gradYears: '2031,2029; 2031', collegesAttending: ' Duke \r\n\nUNC\nDuke', zip: '19104' }),
    ).toEqual(expect.objectContaining({ gradYears: [2029, 2031], collegesAttending: ['Duke', 'UNC'], zip: '19104' }));
  });

  it('given too many classes or colleges, or a year out of range, when parsed, then that field is refused', () => {
    const thirteen = Array.from({ length: 13 }, (_, index) => 2020 + index).join(', ');
    expect(errorsOf({ gradYears: thirteen })).toEqual({ gradYears: ['gradYearsTooMany'] });
    expect(errorsOf({ gradYears: '1999' })).toEqual({ gradYears: ['gradYearsRange'] });
    expect(errorsOf({ gradYears: 'class of 2029' })).toEqual({ gradYears: ['gradYearsInvalid'] });
    const colleges = Array.from({ length: 201 }, (_, index) => `College ${index}`).join('\n');
    expect(errorsOf({ collegesAttending: colleges })).toEqual({ collegesAttending: ['collegesTooMany'] });
    expect(errorsOf({ zip: '1910' })).toEqual({ zip: ['zipInvalid'] });
  });

  it('given an end date before the start, when parsed, then the end date is refused', () => {
    expect(errorsOf({ endDate: '2026-04-09' })).toEqual({ endDate: ['endBeforeStart'] });
  });

  it('given an end date and a deadline on the start day, when parsed, then both are accepted', () => {
    expect(errorsOf({ endDate: '2026-04-10', registrationDeadline: '2026-04-10' })).toEqual({});
  });

  it('given a deadline after the start, when parsed, then the deadline is refused', () => {
    expect(errorsOf({ registrationDeadline: '2026-04-11' })).toEqual({ registrationDeadline: ['deadlineAfterStart'] });
  });

  it('given dates that are not real days, when parsed, then each is refused as such', () => {
    expect(errorsOf({ startDate: '2026-02-30', endDate: '2026-13-01', registrationDeadline: '10/04/2026' })).toEqual({
      startDate: ['invalidDate'],
      endDate: ['invalidDate'],
      registrationDeadline: ['invalidDate'],
    });
  });

  it('given no start date, when parsed, then it is required and the other dates are not compared', () => {
    expect(errorsOf({ startDate: '', endDate: '2026-04-01' })).toEqual({ startDate: ['required'] });
  });

  it('given a wrong end date and a missing name, when parsed, then both are reported at once', () => {
    expect(errorsOf({ name: ' ', endDate: '2026-01-01' })).toEqual({ name: ['required'], endDate: ['endBeforeStart'] });
  });

  it('given a cost, a setting and a link, when parsed, then they become a number, a boolean and the trimmed link', () => {
    const parsed = eventFormSchema.parse({ ...valid, cost: '0', isIndoor: 'outdoor', registrationLink: ' https://example.com/signup ' });
    expect(parsed).toMatchObject({ cost: 0, isIndoor: false, registrationLink: 'https://example.com/signup' });
  });

  it("given values breaking the server's other rules, when parsed, then each field is refused with its own message", () => {
    expect(
      errorsOf({ name: 'x'.repeat(201), eventType: '', state: 'XX', cost: '-1', registrationLink: 'ftp://example.com' }),
    ).toEqual({
      name: ['nameTooLong'],
      eventType: ['chooseOne'],
      state: ['chooseOne'],
      cost: ['costNegative'],
      registrationLink: ['invalidLink'],
    });
  });
});
