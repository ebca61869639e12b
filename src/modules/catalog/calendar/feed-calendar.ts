import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import type { ListedEvent } from '../read-models/catalog-queries.js';
import { calendarFile } from './ics.js';

export const FEED_CALENDAR_NAME = 'Field hockey events I saved';

/** Calendar apps poll a subscription on their own schedule; this asks for hourly, so changes show within the hour. */
const FEED_REFRESH = 'PT1H';

/**
 * The calendar feed's file: the owner's saved events as their plan shows them, keeping those unlocked and not
 * over yet (an event in progress stays until its last day). Cancelled ones stay in, marked CANCELLED, so that
 * calendar apps strike them out instead of silently dropping them. An event no source lists any more is left out
 * (its dates can no longer be trusted). No events: an empty calendar.
 */
export function feedCalendar(saved: readonly ListedEvent[], options: { today: CalendarDate; publicUrl: string; now: Date }): string {
  const entries = saved.flatMap((event) =>
    !event.isLocked && !event.isVanished && (event.endDate ?? event.startDate) >= options.today ? [{ id: event.id, details: event, isCancelled: event.isCancelled }] : [],
  );
  return calendarFile(entries, { publicUrl: options.publicUrl, now: options.now, name: FEED_CALENDAR_NAME, refresh: FEED_REFRESH });
}
