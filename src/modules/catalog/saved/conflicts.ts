import type { CalendarDate } from '../../../platform/time/calendar-date.js';

/** A saved event as conflict detection reads it: its days, both ends included. */
export interface Scheduled {
  id: string;
  name: string;
  startDate: CalendarDate;
  /** null: a one-day event. */
  endDate: CalendarDate | null;
  isCancelled: boolean;
}

export interface EventReference {
  id: string;
  name: string;
}

/**
 * For each event, the others whose days overlap its own (sharing a single day counts: a family cannot be at
 * two tournaments that day), by start date. Cancelled events conflict with nothing and get no entry.
 * Sorted once, then each event is compared only with those that start before it ends; each list comes out in
 * start-date order (earlier events are found before the event's own turn, later ones during it).
 */
export function conflictsAmong(events: readonly Scheduled[]): Map<string, EventReference[]> {
  const active = events
    .filter((event) => !event.isCancelled)
    .map((event) => ({ ...event, lastDay: event.endDate ?? event.startDate }))
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const conflicts = new Map<string, EventReference[]>(active.map((event) => [event.id, []]));
  for (let i = 0; i < active.length; i++) {
    const first = active[i];
    for (let j = i + 1; j < active.length && active[j].startDate <= first.lastDay; j++) {
      const second = active[j];
      conflicts.get(first.id)?.push({ id: second.id, name: second.name });
      conflicts.get(second.id)?.push({ id: first.id, name: first.name });
    }
  }
  return conflicts;
}
