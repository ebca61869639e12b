import { type CalendarDate, addDays, todayIn } from '../../../platform/time/calendar-date.js';

export interface DayCount {
  date: CalendarDate;
  count: number;
}

/** The growth chart's span: today and the 29 days before it. */
export const CHART_DAYS = 30;
/** "This week": today and the 6 days before it, so the week's count is the chart's last seven points. */
export const WEEK_DAYS = 7;

/**
 * Listings per calendar day (in the server's time zone) for the `days` days ending today, oldest first, days
 * without a listing included as 0. Listings outside the span are not counted.
 */
export function listingsByDay(listedAt: readonly Date[], today: CalendarDate, timeZone: string, days: number): DayCount[] {
  const first = addDays(today, -(days - 1));
  const counts = new Map<CalendarDate, number>();
  for (let day = first; day <= today; day = addDays(day, 1)) counts.set(day, 0);
  for (const instant of listedAt) {
    const day = todayIn(timeZone, instant);
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return [...counts].map(([date, count]) => ({ date, count }));
}
