import { type Coordinates, milesBetween, placeOfCity, placeOfZip, roundedCoordinates } from '../../../platform/places/us-places.js';
import type { EventDetails } from '../events/event-details.js';

/**
 * Where an event is: its ZIP code's center when it has a known one of the event's state (a ZIP typed for another
 * state is a typo, not a move), else its city's; null when neither is known.
 */
export function locationOf(details: Pick<EventDetails, 'zip' | 'city' | 'state'>): Coordinates | null {
  const byZip = details.zip ? placeOfZip(details.zip) : null;
  const place = (byZip?.state === details.state ? byZip : null) ?? placeOfCity(details.city, details.state);
  return place ? roundedCoordinates(place) : null;
}

/** Where a home ZIP code is; null when it is none we know. */
export function homeOf(homeZip: string | null | undefined): Coordinates | null {
  const place = homeZip ? placeOfZip(homeZip) : null;
  return place ? { lat: place.lat, lon: place.lon } : null;
}

/** Straight-line miles from home, or null when either end is unknown. */
export const distanceFrom = (home: Coordinates | null, location: Coordinates | null | undefined): number | null =>
  home && location ? milesBetween(home, location) : null;
