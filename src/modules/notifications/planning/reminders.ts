import { type CalendarDate, addDays } from '../../../platform/time/calendar-date.js';
import type { ReminderKind } from '../ledger/mail-ledger.js';
import type { NotificationKind } from '../preferences/notification-preferences.js';

export interface RemindedEvent {
  startDate: CalendarDate;
  registrationDeadline: CalendarDate | null;
  isCancelled: boolean;
  /** No source lists it any more: no reminder for dates that may not hold. */
  isVanished?: boolean;
}

export interface DueReminder {
  kind: ReminderKind;
  /** The date reminded of: the registration deadline, or the start date. */
  date: CalendarDate;
}

/** Days before the date each reminder goes out. */
const DAYS_BEFORE: Record<ReminderKind, number> = { 'deadline-7': 7, 'deadline-1': 1, 'event-3': 3 };

/** The preference that switches each reminder on and off (and whose unsubscribe link it carries). */
export const PREFERENCE_OF: Record<ReminderKind, NotificationKind> = {
  'deadline-7': 'deadlineReminders',
  'deadline-1': 'deadlineReminders',
  'event-3': 'eventReminders',
};

/**
 * The reminders due on `today` (a calendar day in the server's time zone) for a saved event. Each goes out on its
 * day only: a server that was down all that day does not send a "7 days left" mail when 5 are left. The hourly
 * runs of that day retry a reminder that failed.
 */
export function remindersDueOn(today: CalendarDate, event: RemindedEvent): DueReminder[] {
  if (event.isCancelled || event.isVanished) return [];
  const due: DueReminder[] = [];
  const deadline = event.registrationDeadline;
  if (deadline !== null) {
    for (const kind of ['deadline-7', 'deadline-1'] as const) {
      if (addDays(deadline, -DAYS_BEFORE[kind]) === today) due.push({ kind, date: deadline });
    }
  }
  if (addDays(event.startDate, -DAYS_BEFORE['event-3']) === today) due.push({ kind: 'event-3', date: event.startDate });
  return due;
}
