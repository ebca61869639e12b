import { createRequire } from 'node:module';

/** A point on the map, in degrees. */
export interface Coordinates {
  lat: number;
  lon: number;
}

/** Where a US ZIP code is: its place's name and its center. */
export interface UsPlace extends Coordinates {
  city: string;
  state: string;
}

/** Three decimals (about a hundred meters: more than a distance in whole miles needs), as answers carry places. */
export const roundedCoordinates = ({ lat, lon }: Coordinates): Coordinates => ({ lat: Math.round(lat * 1000) / 1000, lon: Math.round(lon * 1000) / 1000 });

/** The 50 states and DC: territories, military post offices and Canada are no place we measure from. */
const STATES: ReadonlySet<string> = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
]);

interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface Table {
  byZip: ReadonlyMap<string, UsPlace>;
  /** `CITY|ST` (upper case): the mean of the city's ZIP codes' centers. */
  byCity: ReadonlyMap<string, Coordinates>;
}

let table: Table | null = null;

/**
 * The `zipcodes` package's US table (its Canadian one is never loaded), read once on first use: a CommonJS file of
 * about 5 MB that the server bundle leaves in node_modules rather than carrying it.
 */
function places(): Table {
  if (table) return table;
  const requireCommonJs = createRequire(import.meta.url);
  const { codes } = requireCommonJs('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> };
  const byZip = new Map<string, UsPlace>();
  const sums = new Map<string, { lat: number; lon: number; count: number }>();
  for (const row of Object.values(codes)) {
    if (!STATES.has(row.state) || !/^\d{5}$/.test(row.zip)) continue;
    // The table has a few rows placed in the wrong hemisphere (a New York ZIP at +73.95, Wake Island filed under HI):
    // every place of the 50 states and DC is north of the equator and west of Greenwich.
    if (!(row.latitude > 0 && row.longitude < 0)) continue;
    byZip.set(row.zip, { city: row.city, state: row.state, lat: row.latitude, lon: row.longitude });
    const key = cityKey(row.city, row.state);
    const sum = sums.get(key) ?? { lat: 0, lon: 0, count: 0 };
    sums.set(key, { lat: sum.lat + row.latitude, lon: sum.lon + row.longitude, count: sum.count + 1 });
  }
  const byCity = new Map([...sums].map(([key, sum]) => [key, { lat: sum.lat / sum.count, lon: sum.lon / sum.count }]));
  table = { byZip, byCity };
  return table;
}

/** The table writes "Saint Louis", "Fort Myers", "Mount Vernon": so are "St. Louis", "Ft. Myers", "Mt. Vernon" read. */
const SPELLED_OUT: Record<string, string> = { ST: 'SAINT', FT: 'FORT', MT: 'MOUNT' };

const cityKey = (city: string, state: string) => {
  const name = city.trim().replace(/\s+/g, ' ').toUpperCase().replace(/^(ST|FT|MT)\.? /, (_match, short: string) => `${SPELLED_OUT[short]} `);
  return `${name}|${state.trim().toUpperCase()}`;
};

/** The place of a 5-digit ZIP code in the 50 states or DC; null for any other text or code. */
export function placeOfZip(zip: string): UsPlace | null {
  if (!/^\d{5}$/.test(zip)) return null;
  return places().byZip.get(zip) ?? null;
}

/** The center of a city by name and state (two letters); null when the table has no such place. */
export function placeOfCity(city: string, state: string): Coordinates | null {
  if (!STATES.has(state.trim().toUpperCase())) return null;
  return places().byCity.get(cityKey(city, state)) ?? null;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in whole miles. */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h))));
}
