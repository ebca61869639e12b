import { describe, expect, it } from '@jest/globals';
import { distanceFrom, homeOf, locationOf } from './event-place.js';

describe("an event's place", () => {
  it('given a known ZIP code, when located, then its center to three decimals, whatever the city says', () => {
    expect(locationOf({ zip: '06103', city: 'Somewhere Else', state: 'CT' })).toEqual({ lat: 41.767, lon: -72.676 });
  });

  it("given a ZIP code of another state (a typo), when located, then the city's place, not the ZIP's", () => {
    expect(locationOf({ zip: '02108', city: 'Hartford', state: 'CT' })).toEqual(locationOf({ zip: null, city: 'Hartford', state: 'CT' }));
    expect(locationOf({ zip: '02108', city: 'Atlantis', state: 'CT' })).toBeNull();
  });

  it('given no ZIP code or an unknown one, when located, then the city and state; neither known: null', () => {
    expect(locationOf({ city: 'Hartford', state: 'CT' })).not.toBeNull();
    expect(locationOf({ zip: '99999', city: 'Hartford', state: 'CT' })).toEqual(locationOf({ zip: null, city: 'Hartford', state: 'CT' }));
    expect(locationOf({ zip: null, city: 'Atlantis', state: 'CT' })).toBeNull();
  });

  it('given a Boston home and a Hartford event, when measured, then about 90 miles; no home or no place: null', () => {
    const miles = distanceFrom(homeOf('02108'), locationOf({ zip: '06103', city: 'Hartford', state: 'CT' }));
    expect(miles).toBeGreaterThanOrEqual(85);
    expect(miles).toBeLessThanOrEqual(100);
    expect(distanceFrom(homeOf(null), { lat: 41, lon: -72 })).toBeNull();
    expect(distanceFrom(homeOf('02108'), null)).toBeNull();
  });
});
