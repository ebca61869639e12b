import { addDays, addMonths, addYears, todayIn } from '../../src/platform/time/calendar-date.js';
import { type Browser, browser, sessionCookie, uniqueName } from './accounts-support.js';

export const CATALOG_ADMIN = { username: 'catalog-admin', password: 'Field-Hockey-Admin-2026' };
export const adminEnv = { ADMIN_USERNAME: CATALOG_ADMIN.username, ADMIN_PASSWORD: CATALOG_ADMIN.password, TIME_ZONE: 'America/New_York' };

/** Today as the server decides it (the tests run the server with TIME_ZONE America/New_York). */
export const today = () => todayIn('America/New_York');
export const inDays = (days: number) => addDays(today(), days);
export const inMonths = (months: number) => addMonths(today(), months);
export const inYears = (years: number) => addYears(today(), years);

export type Level = 'sample' | 'basic' | 'pro';

export async function signedInAdmin(url: string): Promise<Browser> {
  const client = browser(url);
  await client.post('/api/login', CATALOG_ADMIN).expect(200);
  return client;
}

/**
 * A new user at a level: basic and pro are granted by an admin through the billing module's
 * `AccessGranted` events, the same events that decide access once Stripe feeds them.
 */
export async function userAt(url: string, admin: Browser, level: Level): Promise<{ client: Browser; id: string }> {
  const username = uniqueName(level);
  const response = await browser(url)
    .post('/api/register', { username, email: `${username}@example.com`, password: 'green turf at dawn' })
    .expect(201);
  const id = (response.body as { id: string }).id;
  if (level !== 'sample') await admin.post(`/api/admin/users/${id}/access`, { planType: level }).expect(200);
  return { client: browser(url, sessionCookie(response)), id };
}

let counter = 0;

/** A valid new event; `overrides` set what a test is about. */
export function eventInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: `Test Showcase ${counter}`,
    description: 'Two days of games in front of college coaches.',
    eventType: 'Showcase',
    startDate: inDays(10),
    endDate: null,
    registrationDeadline: null,
    city: 'Philadelphia',
    state: 'PA',
    cost: 250,
    ageLevel: 'U19',
    organizer: 'Lineup',
    isIndoor: false,
    registrationLink: 'https://example.org/lineup/showcase',
    ...overrides,
  };
}

export async function listEvent(admin: Browser, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown> & { id: string }> {
  const response = await admin.post('/api/admin/events', eventInput(overrides)).expect(201);
  return response.body as Record<string, unknown> & { id: string };
}

export const STUB_KEYS = ['eventType', 'id', 'isLocked', 'startDate', 'state'];
