import { type Coordinates, milesBetween, placeOfCity, placeOfZip, roundedCoordinates } from '../../../platform/places/us-places.js';
import type { EventDetails } from '../events/event-details.js';

/** Where an event is: its ZIP code's center when it has a known one, else its city's; null when neither is known. */
export function locationOf(details: Pick<EventDetails, 'zip' | 'city' | 'state'>): Coordinates | null {
  const place = (details.zip ? placeOfZip(details.zip) : null) ?? placeOfCity(details.city, details.state);
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
