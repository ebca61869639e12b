import { type CalendarDate, addDays, todayIn } from '../../../src/platform/time/calendar-date.js';
import { type ApiClient, signedInClient } from './api-client.js';

/** QUALITY.md's catalog scale: the events page must stay fast with this many events. */
export const catalogScale = 5_000;
// Start dates from two years ago (the oldest a Pro user sees) to 364 days ahead: every day of the Pro window has
// events, two thirds of them past.
const firstDay = -729;
const days = 1_094;
// The import takes at most 5,000 rows per file; smaller files keep each request short.
const rowsPerImport = 1_000;

const columns = ['name', 'description', 'eventType', 'startDate', 'endDate', 'registrationDeadline', 'city', 'state', 'cost', 'ageLevel', 'organizer', 'isIndoor'];
const eventTypes = ['Showcase', 'Clinic', 'ID Camp', 'Tournament', 'Recruiting Event'];
const ageLevels = ['U14', 'U16', 'U19', 'College', 'All Ages'];
const places = [['Hershey', 'PA'], ['Princeton', 'NJ'], ['Syracuse', 'NY'], ['Annapolis', 'MD'], ['Richmond', 'VA'], ['Worcester', 'MA'], ['Hartford', 'CT'], ['Newark', 'DE']];
const organizers = ['Lineup', 'Super Sixty', 'NXT', 'USA Field Hockey', ''];

/** The n-th event as a CSV row of the admin's import (no commas or quotes in any cell). */
function row(n: number, today: CalendarDate): string {
  const startDate = addDays(today, firstDay + Math.floor((n * days) / catalogScale));
  const [city, state] = places[n % places.length];
  const length = 1 + (n % 3);
  return [
    `Field Hockey ${eventTypes[n % eventTypes.length]} ${n + 1}`,
    'Two days of games in front of college coaches with a skills clinic on the first morning.',
    eventTypes[n % eventTypes.length],
    startDate,
    length > 1 ? addDays(startDate, length - 1) : '',
    n % 4 === 0 ? '' : addDays(startDate, -7),
    city,
    state,
    n % 7 === 0 ? '' : String(75 + (n % 20) * 25),
    ageLevels[n % ageLevels.length],
    organizers[n % organizers.length],
    ['true', 'false', ''][n % 3],
  ].join(',');
}

/**
 * Lists `catalogScale` events through the admin's CSV import (POST /api/admin/events/import), the way an admin
 * loads a season, in files of `rowsPerImport` rows; the server's time zone is America/New_York (its default).
 */
export async function importCatalogAtScale(baseUrl: string, admin: ApiClient): Promise<void> {
  const today = todayIn('America/New_York');
  for (let first = 0; first < catalogScale; first += rowsPerImport) {
    const rows = Array.from({ length: Math.min(rowsPerImport, catalogScale - first) }, (_, k) => row(first + k, today));
    const response = await fetch(`${baseUrl}/api/admin/events/import`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', 'X-Requested-With': 'fetch', Cookie: `${admin.cookie.name}=${admin.cookie.value}` },
      body: [columns.join(','), ...rows].join('\n'),
    });
    const text = await response.text();
    const report = response.ok ? (JSON.parse(text) as { added: number }) : null;
    if (report?.added !== rows.length) throw new Error(`the import of rows ${first + 1} to ${first + rows.length} answered ${response.status}: ${text.slice(0, 500)}`);
  }
}

/** A new account on the Pro plan, given by the admin as the admin console does. */
export async function proUser(baseUrl: string, admin: ApiClient, username: string): Promise<ApiClient> {
  const user = await signedInClient(baseUrl, '/api/register', {
    username,
    email: `${username}@example.com`,
    password: 'field-hockey-2025',
    ageConfirmed: true,
  });
  await admin.send('POST', `/api/admin/users/${user.user.id}/access`, { planType: 'pro' });
  return user;
}
