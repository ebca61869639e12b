import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { parsePlace, stateOf, zipOf } from './places.js';
import type { UsState } from '../../catalog/events/event-details.js';

describe('reading where an event is', () => {
  it.each([
    ['Lancaster, PA', 'Lancaster', 'PA'],
    ['Lancaster, PA 17601', 'Lancaster', 'PA'],
    ['Lancaster, PA 17601-1234', 'Lancaster', 'PA'],
    ['Lancaster PA 17601', 'Lancaster', 'PA'],
    ['Spooky Nook Sports, 2913 Spooky Nook Rd, Manheim, PA 17545', 'Manheim', 'PA'],
    ['Spooky Nook Sports\n2913 Spooky Nook Rd\nManheim, PA 17545', 'Manheim', 'PA'],
    ['Lancaster, PA, USA', 'Lancaster', 'PA'],
    ['Lancaster, PA, 17601, United States', 'Lancaster', 'PA'],
    ['Manheim, Pennsylvania', 'Manheim', 'PA'],
    ['Manheim, PENNSYLVANIA', 'Manheim', 'PA'],
    ['Manheim, pennsylvania 17545', 'Manheim', 'PA'],
    ['Princeton, new jersey', 'Princeton', 'NJ'],
    ['Morgantown, West Virginia', 'Morgantown', 'WV'],
    ['Richmond, Virginia', 'Richmond', 'VA'],
    ['Charlotte North Carolina', 'Charlotte', 'NC'],
    ['New York, NY', 'New York', 'NY'],
    ['New York, New York', 'New York', 'NY'],
    ['Indiana, PA', 'Indiana', 'PA'],
    ['Kansas City, MO', 'Kansas City', 'MO'],
    ['Seattle, Washington', 'Seattle', 'WA'],
    ['Austin, tx', 'Austin', 'TX'],
    ['Pennsylvania', 'TBD', 'PA'],
    ['PA', 'TBD', 'PA'],
    ['123 Main St, PA 17601', 'TBD', 'PA'],
    ['Princeton University, Princeton, NJ 08544 (Bedford Field)', 'Princeton', 'NJ'],
  ])('%j → %s, %s', (location, city, state) => {
    expect(parsePlace(location)).toEqual({ city, state });
  });

  it.each([
    [null],
    [''],
    ['Lancaster'],
    ['Online'],
    ['Toronto, ON'],
    ['San Juan, PR'],
    ['Main St'],
  ])('%j → no state', (location) => {
    expect(parsePlace(location)).toBeNull();
  });

  it.each([
    ['Lancaster', 'PA', 'Lancaster', 'PA'],
    ['Spooky Nook Sports, Manheim', 'Pennsylvania', 'Manheim', 'PA'],
    ['Lancaster, PA', 'PA', 'Lancaster', 'PA'],
    [null, 'NJ', 'TBD', 'NJ'],
    ['Lancaster', 'nowhere', null, null],
  ])('location %j with a State column %j → %s, %s', (location, state, city, code) => {
    expect(parsePlace(location, state)).toEqual(city === null ? null : { city, state: code });
  });

  it.each([
    ['Washington, D.C.'],
    ['Washington, DC 20001'],
    ['Audi Field, Washington DC'],
    ['Athletic Center, 3800 Varnum Street NE, Washington, DC 20017'],
    ['Fort Dupont Ice Arena, District of Columbia'],
  ])('%j → Washington, DC: the capital is a place of its own', (location) => {
    expect(parsePlace(location)).toEqual({ city: 'Washington', state: 'DC' });
  });

  it('given a State column naming D.C., when read, then the place is Washington, DC', () => {
    expect(parsePlace('Washington', 'DC')).toEqual({ city: 'Washington', state: 'DC' });
    expect(parsePlace('Washington', 'D.C.')).toEqual({ city: 'Washington', state: 'DC' });
  });

  it.each([
    ['PA', 'PA'],
    ['pa', 'PA'],
    ['Pennsylvania', 'PA'],
    ['  new   york ', 'NY'],
    ['N.Y.', 'NY'],
    ['DC', 'DC'],
    ['PR', null],
    ['Pennsylvanian', null],
  ])('state %j → %s', (text, state) => {
    expect(stateOf(text)).toBe(state);
  });
});

describe("the venue's ZIP code", () => {
  it.each([
    ['123 Main St, Hartford, CT 06106', 'CT', '06106'],
    ['Spooky Nook Sports, 2913 Spooky Nook Rd, Manheim, PA 17545-9001', 'PA', '17545'],
    ['Manheim, Pennsylvania 17545', 'PA', '17545'],
    ['Bailey Road Park\n17400 Bailey Road\nCornelius NC 28031, USA', 'NC', '28031'],
    ['Hartford, CT, 06106', 'CT', '06106'],
  ])('%j in %s → %s', (location, state, zip) => {
    expect(zipOf(location, state as UsState)).toBe(zip);
  });

  it.each([
    ['no ZIP', 'Lancaster, PA', 'PA'],
    ['a street number', '17545 Spooky Nook Rd, Manheim, PA', 'PA'],
    ['a ZIP of another state', 'Lancaster, PA 06106', 'PA'],
    ['no real ZIP', 'Lancaster, PA 00000', 'PA'],
    ['a phone number', 'Lancaster, PA, call 717-555-1234', 'PA'],
    ['a huge text', `${'PA 17545, '.repeat(10_000)}`, 'PA'],
  ])('%s gives none', (_, location, state) => {
    expect(zipOf(location, state as UsState)).toBeNull();
  });

  it("is read from the platform's table of US places: the zipcodes package's whole data (Canada's too) is never loaded", () => {
    expect(zipOf('Hartford, CT 06106', 'CT')).toBe('06106');
    const loaded = Object.keys(createRequire(import.meta.url).cache).map((path) => path.split('\\').join('/'));
    expect(loaded.filter((path) => path.includes('/zipcodes/'))).toEqual([expect.stringMatching(/\/zipcodes\/lib\/codes\.js$/)]);
  });
});
