import { type CalendarDate, addDays, addMonths } from '../../../platform/time/calendar-date.js';

export const COST_BUCKETS = ['free', 'contact', 'under100', '100to249', '250to499', '500plus'] as const;
export type CostBucket = (typeof COST_BUCKETS)[number];

/** What `GET /api/insights` answers (Pro). */
export interface Insights {
  /** Upcoming events (start date from today to the end of the 12th month), not cancelled: the rest count within these. */
  total: number;
  byState: { state: string; count: number }[];
  byMonth: { month: string; count: number }[];
  byType: { eventType: string; count: number }[];
  byAgeLevel: { ageLevel: string; count: number }[];
  costs: { bucket: CostBucket; count: number }[];
  upcomingDeadlines: UpcomingDeadline[];
}

export interface UpcomingDeadline {
  id: string;
  name: string;
  registrationDeadline: CalendarDate;
  /** 0: closes today. */
  daysLeft: number;
}

/** A group the read store's aggregation gives back: the grouped value and how many events share it. */
export interface Group<K> {
  _id: K;
  count: number;
}

/**
 * The events the insights count: upcoming from today to the last day of the 12th month (today's month counting as
 * the first), both days included, so every event counted falls in one of `byMonth`'s months.
 */
export function insightsWindow(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: today, to: addDays(addMonths(`${today.slice(0, 7)}-01`, 12), -1) };
}

/** The 12 months from today's, `yyyy-MM`, each with its count: months without events count 0. */
export function monthsFrom(today: CalendarDate, groups: readonly Group<string>[]): { month: string; count: number }[] {
  const counts = new Map(groups.map((group) => [group._id, group.count]));
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, index) => {
    const month = addMonths(first, index).slice(0, 7);
    return { month, count: counts.get(month) ?? 0 };
  });
}

/** A cost in US dollars (null: contact the organizer) into the bucket a family budgets by. */
export function costBucketOf(cost: number | null): CostBucket {
  if (cost === null) return 'contact';
  if (cost === 0) return 'free';
  if (cost < 100) return 'under100';
  if (cost < 250) return '100to249';
  return cost < 500 ? '250to499' : '500plus';
}

/** Counts per distinct cost into the six buckets, all of them, in their fixed order. */
export function costBuckets(groups: readonly Group<number | null>[]): { bucket: CostBucket; count: number }[] {
  const counts = new Map<CostBucket, number>(COST_BUCKETS.map((bucket) => [bucket, 0]));
  for (const group of groups) {
    const bucket = costBucketOf(group._id);
    counts.set(bucket, (counts.get(bucket) ?? 0) + group.count);
  }
  return COST_BUCKETS.map((bucket) => ({ bucket, count: counts.get(bucket) ?? 0 }));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: CalendarDate, to: CalendarDate) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Saved events whose registration is still open (deadline today or later), soonest first; cancelled ones left out. */
export function upcomingDeadlines(
  saved: readonly { id: string; name: string; registrationDeadline: CalendarDate | null; isCancelled: boolean }[],
  today: CalendarDate,
): UpcomingDeadline[] {
  return saved
    .filter((event): event is typeof event & { registrationDeadline: CalendarDate } => !event.isCancelled && event.registrationDeadline !== null && event.registrationDeadline >= today)
    .map((event) => ({ id: event.id, name: event.name, registrationDeadline: event.registrationDeadline, daysLeft: daysBetween(today, event.registrationDeadline) }))
    .sort((a, b) => a.daysLeft - b.daysLeft || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
