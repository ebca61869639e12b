// The events map's pure parts (no d3, no DOM): grouping dots that would overlap on screen, and what a group is called.
import type { UnlockedEvent } from './api/catalog-event';

/** An event placed on the map, in the map's own units (its SVG viewBox). */
export type MapPoint<T> = { x: number; y: number; event: T };

/** Events close enough to share one circle, drawn at their mean position. */
export type MapGroup<T> = { x: number; y: number; events: T[] };

/**
 * Points closer than `distance` (map units: a few screen pixels at the map's current size) to a group's centre
 * join it, in the order given (so the same events group the same way); the groups come top to bottom, then left
 * to right, the order a keyboard reaches them in.
 */
export function groupPoints<T>(points: readonly MapPoint<T>[], distance: number): MapGroup<T>[] {
  const groups: (MapGroup<T> & { sumX: number; sumY: number })[] = [];
  for (const point of points) {
    const near = groups.find((group) => Math.hypot(group.x - point.x, group.y - point.y) < distance);
    if (near) {
      near.events.push(point.event);
      near.sumX += point.x;
      near.sumY += point.y;
      near.x = near.sumX / near.events.length;
      near.y = near.sumY / near.events.length;
    } else {
      groups.push({ x: point.x, y: point.y, events: [point.event], sumX: point.x, sumY: point.y });
    }
  }
  return groups
    .map(({ x, y, events }) => ({ x, y, events }))
    .sort((a, b) => Math.round(a.y) - Math.round(b.y) || a.x - b.x);
}

/** The place a group is named after: its most frequent "City, ST" (the first of equals, in the group's order). */
export function groupPlace(events: readonly Pick<UnlockedEvent, 'city' | 'state'>[]): string {
  const counts = new Map<string, number>();
  for (const event of events) {
    const place = `${event.city}, ${event.state}`;
    counts.set(place, (counts.get(place) ?? 0) + 1);
  }
  let best = '';
  for (const [place, count] of counts) if (count > (counts.get(best) ?? 0)) best = place;
  return best;
}

/** Events by state code (alphabetical), each state's in the order given: the map's list for keyboards and screen readers. */
export function eventsByState<T extends Pick<UnlockedEvent, 'state'>>(events: readonly T[]): [string, T[]][] {
  const states = new Map<string, T[]>();
  for (const event of events) {
    const list = states.get(event.state);
    if (list) list.push(event);
    else states.set(event.state, [event]);
  }
  return [...states].sort(([a], [b]) => a.localeCompare(b));
}

/** Colour-blind-safe colours (Okabe and Ito) by event type; anything else, or a group of several types, is grey. */
export const typeColours: Record<string, string> = {
  Showcase: '#0072b2',
  Clinic: '#d55e00',
  'ID Camp': '#009e73',
  Tournament: '#cc79a7',
  'Recruiting Event': '#e69f00',
};
export const mixedColour = '#4b5563';

export function groupColour(events: readonly Pick<UnlockedEvent, 'eventType'>[]): string {
  const types = new Set(events.map((event) => event.eventType));
  const [only] = types;
  return types.size === 1 && only !== undefined ? (typeColours[only] ?? mixedColour) : mixedColour;
}
