// Issue 24's planning figures: pure functions of the events (and the language), tested without rendering.
import type { Language } from '../../lib/i18n';
import type { SavedEvent, SavedUnlockedEvent } from './api/get-saved-events';
import { calendarDateToUtc, monthOf } from './calendar-date';

/** Miles as the language writes numbers: "1,204" / "1204". */
export function formatMiles(miles: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: 0 }).format(miles);
}

/** The nights an event keeps the family away: the days between its start and its end (0 for a one-day event). */
export function nightsAway(event: { startDate: string; endDate: string | null }): number {
  const start = calendarDateToUtc(event.startDate);
  const end = event.endDate ? calendarDateToUtc(event.endDate) : null;
  if (!start || !end || end <= start) return 0;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

export type SeasonMonth = { month: string; events: SavedUnlockedEvent[] };

export type SeasonSummary = {
  months: SeasonMonth[];
  events: number;
  /** Entry fees of the events whose cost is known (free ones count as 0). */
  fees: number;
  unknownFees: number;
  /** Straight-line miles there and back: twice each known distance. */
  miles: number;
  unknownMiles: number;
  nights: number;
  /** Pairs of these events whose dates overlap, each pair once (the conflicts the cards show). */
  conflicts: number;
};

/**
 * The season ahead: the saved, unlocked, upcoming events that are not cancelled, by month in date order, with their
 * totals. Locked stubs carry nothing to add up.
 */
export function seasonSummary(saved: readonly SavedEvent[], todayDate: string): SeasonSummary {
  const events = saved
    .filter((event): event is SavedUnlockedEvent => !event.isLocked && !event.isCancelled && event.startDate >= todayDate)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const months: SeasonMonth[] = [];
  for (const event of events) {
    const month = monthOf(event.startDate);
    const last = months.at(-1);
    if (last?.month === month) last.events.push(event);
    else months.push({ month, events: [event] });
  }
  const pairs = new Set<string>();
  for (const event of events) {
    for (const other of event.conflictsWith ?? []) pairs.add([event.id, other.id].sort().join('\n'));
  }
  const known = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;
  const costs = events.map((event) => event.cost).filter(known);
  const distances = events.map((event) => event.distanceMiles).filter(known);
  return {
    months,
    events: events.length,
    fees: costs.reduce((sum, cost) => sum + cost, 0),
    unknownFees: events.length - costs.length,
    miles: distances.reduce((sum, miles) => sum + 2 * miles, 0),
    unknownMiles: events.length - distances.length,
    nights: events.reduce((sum, event) => sum + nightsAway(event), 0),
    conflicts: pairs.size,
  };
}
