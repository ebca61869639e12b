import { describe, expect, it } from '@jest/globals';
import { addDays, todayIn } from '../../../platform/time/calendar-date.js';
import { remindersDueOn } from './reminders.js';

const event = (overrides: Partial<Parameters<typeof remindersDueOn>[1]> = {}) => ({
  startDate: '2026-04-20',
  registrationDeadline: null,
  isCancelled: false,
  ...overrides,
});

describe('reminders due on a day', () => {
  const today = '2026-03-14';

  it('given a deadline 7 days ahead, then the 7-day reminder is due, not on 6 or 8 days ahead', () => {
    expect(remindersDueOn(today, event({ registrationDeadline: addDays(today, 7) }))).toEqual([{ kind: 'deadline-7', date: '2026-03-21' }]);
    expect(remindersDueOn(today, event({ registrationDeadline: addDays(today, 6) }))).toEqual([]);
    expect(remindersDueOn(today, event({ registrationDeadline: addDays(today, 8) }))).toEqual([]);
  });

  it('given a deadline tomorrow, then the 1-day reminder is due; given it today, then none is', () => {
    expect(remindersDueOn(today, event({ registrationDeadline: addDays(today, 1) }))).toEqual([{ kind: 'deadline-1', date: '2026-03-15' }]);
    expect(remindersDueOn(today, event({ registrationDeadline: today }))).toEqual([]);
  });

  it('given a start 3 days ahead, then the event reminder is due, not on 2 or 4 days ahead', () => {
    expect(remindersDueOn(today, event({ startDate: addDays(today, 3) }))).toEqual([{ kind: 'event-3', date: '2026-03-17' }]);
    expect(remindersDueOn(today, event({ startDate: addDays(today, 2) }))).toEqual([]);
    expect(remindersDueOn(today, event({ startDate: addDays(today, 4) }))).toEqual([]);
  });

  it('given a deadline tomorrow for an event starting in 3 days, then both reminders are due, each for its own date', () => {
    expect(remindersDueOn(today, event({ startDate: addDays(today, 3), registrationDeadline: addDays(today, 1) }))).toEqual([
      { kind: 'deadline-1', date: '2026-03-15' },
      { kind: 'event-3', date: '2026-03-17' },
    ]);
  });

  it('given a cancelled event, then nothing is due', () => {
    expect(remindersDueOn(today, event({ startDate: addDays(today, 3), registrationDeadline: addDays(today, 7), isCancelled: true }))).toEqual([]);
  });

  it('given a deadline moved, then the reminder is due on the new date and names it', () => {
    const moved = event({ registrationDeadline: '2026-03-28' });
    expect(remindersDueOn('2026-03-14', moved)).toEqual([]);
    expect(remindersDueOn('2026-03-21', moved)).toEqual([{ kind: 'deadline-7', date: '2026-03-28' }]);
  });

  it('given 23:30 in New York, then it is still that day there although UTC is on the next one', () => {
    const lateEvening = new Date('2026-03-15T03:30:00Z');
    const newYorkToday = todayIn('America/New_York', lateEvening);
    expect(newYorkToday).toBe('2026-03-14');
    const deadlineInAWeek = event({ registrationDeadline: '2026-03-21' });
    expect(remindersDueOn(newYorkToday, deadlineInAWeek)).toEqual([{ kind: 'deadline-7', date: '2026-03-21' }]);
    expect(remindersDueOn(todayIn('UTC', lateEvening), deadlineInAWeek)).toEqual([]);
  });

  it('given 04:30 UTC, then in New York it is still the day before: the reminder of that day is due', () => {
    const earlyUtc = new Date('2026-11-22T04:30:00Z');
    expect(todayIn('America/New_York', earlyUtc)).toBe('2026-11-21');
    expect(remindersDueOn(todayIn('America/New_York', earlyUtc), event({ startDate: '2026-11-24' }))).toEqual([{ kind: 'event-3', date: '2026-11-24' }]);
    expect(remindersDueOn(todayIn('UTC', earlyUtc), event({ startDate: '2026-11-24' }))).toEqual([]);
  });
});
