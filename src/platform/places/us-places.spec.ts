import { describe, expect, it } from '@jest/globals';
import { milesBetween, placeOfCity, placeOfZip } from './us-places.js';

describe('US places from the offline ZIP table', () => {
  it('given a ZIP code of a state or DC, when looked up, then its place and center', () => {
    expect(placeOfZip('02108')).toEqual({ city: 'Boston', state: 'MA', lat: 42.3576, lon: -71.0684 });
    expect(placeOfZip('20001')).toMatchObject({ city: 'Washington', state: 'DC' });
  });

  it.each(['99999', '00601', '96910', '09012', 'H3Z', '0210', '021080', ' 02108'])(
    'given %j (unknown, a territory, a military post office, Canadian or not 5 digits), when looked up, then null',
    (zip) => {
      expect(placeOfZip(zip)).toBeNull();
    },
  );

  it('given a city and state in any letter case, when looked up, then the mean of its ZIP codes; an unknown or Canadian one is null', () => {
    const hartford = placeOfCity(' hartford ', 'ct');
    expect(hartford?.lat).toBeCloseTo(41.78, 1);
    expect(hartford?.lon).toBeCloseTo(-72.69, 1);
    expect(placeOfCity('Nowhereville', 'CT')).toBeNull();
    expect(placeOfCity('Montreal', 'QC')).toBeNull();
  });

  it('given the rows the table places in the wrong hemisphere, then they are no place: New York keeps its center, no home is in Asia', () => {
    expect(placeOfZip('10200')).toBeNull();
    expect(placeOfZip('96898')).toBeNull();
    const newYork = placeOfCity('New York', 'NY');
    expect(newYork?.lon).toBeCloseTo(-73.98, 1);
    expect(newYork?.lat).toBeCloseTo(40.76, 1);
  });

  it('given "St.", "Ft." and "Mt." as organizers write them, then the spelled-out place of the table', () => {
    expect(placeOfCity('St. Louis', 'MO')).toEqual(placeOfCity('Saint Louis', 'MO'));
    expect(placeOfCity('St Louis', 'MO')).not.toBeNull();
    expect(placeOfCity('Ft. Myers', 'FL')).toEqual(placeOfCity('Fort Myers', 'FL'));
    expect(placeOfCity('Mt. Vernon', 'NY')).toEqual(placeOfCity('Mount Vernon', 'NY'));
  });

  it('given Boston and Hartford, when measured, then about 90 straight-line miles; a place is 0 from itself', () => {
    const boston = placeOfZip('02108');
    const hartford = placeOfZip('06103');
    expect(boston && hartford && milesBetween(boston, hartford)).toBeGreaterThanOrEqual(85);
    expect(boston && hartford && milesBetween(boston, hartford)).toBeLessThanOrEqual(100);
    expect(boston && milesBetween(boston, boston)).toBe(0);
  });
});
