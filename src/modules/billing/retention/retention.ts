import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import { type BillingFacts, billingStatusOf } from '../access/access-level.js';
import { viewOf } from '../subscriptions/subscription-record.js';

/** The Privacy Policy: an account is deleted 90 days after its subscription ends, with a warning 7 days before. */
export const RETENTION_DAYS = 90;
export const WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDue {
  /** When the last subscription ended (the end of its paid period after a cancellation). */
  endedAt: string;
  /** When the account is deleted unless a subscription starts: 90 days later. */
  deleteAt: string;
  action: 'delete' | 'warn' | 'wait';
}

/**
 * Where an account stands under the retention rule at `now`: null while it has access (a running subscription or a
 * grant) or never had a subscription; else its deadline and what is due: the warning from 7 days before, the
 * deletion from the deadline on.
 */
export function retentionOf(facts: BillingFacts, now: Date, today: CalendarDate): RetentionDue | null {
  if (billingStatusOf(facts, now, today).access.level !== 'sample') return null;
  const ends = facts.subscriptions
    .map(viewOf)
    .filter((view) => view !== null)
    .map((view) => view.endedAt ?? view.cancelAt ?? view.currentPeriodEnd)
    .filter((end): end is string => end !== null)
    .sort();
  const endedAt = ends.at(-1);
  if (endedAt === undefined || Date.parse(endedAt) > now.getTime()) return null;
  const deleteAt = new Date(Date.parse(endedAt) + RETENTION_DAYS * DAY_MS);
  const action = now >= deleteAt ? 'delete' : now.getTime() >= deleteAt.getTime() - WARNING_DAYS * DAY_MS ? 'warn' : 'wait';
  return { endedAt, deleteAt: deleteAt.toISOString(), action };
}
