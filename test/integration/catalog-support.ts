import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mostRecentMondayUtc } from '../../src/modules/catalog/access/access-window.js';
import { decideListing, eventStream, initialEventState } from '../../src/modules/catalog/events/catalog-event.js';
import type { EventDetails } from '../../src/modules/catalog/events/event-details.js';
import { SqliteEventStore } from '../../src/platform/eventstore/sqlite-event-store.js';
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
export async function userAt(url: string, admin: Browser, level: Level): Promise<{ client: Browser; id: string; cookie: string }> {
  const username = uniqueName(level);
  const response = await browser(url)
    .post('/api/register', { username, email: `${username}@example.com`, password: 'green turf at dawn', ageConfirmed: true })
    .expect(201);
  const id = (response.body as { id: string }).id;
  if (level !== 'sample') await admin.post(`/api/admin/users/${id}/access`, { planType: level }).expect(200);
  const cookie = sessionCookie(response);
  return { client: browser(url, cookie), id, cookie };
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

/** Eight days before the last weekly update (Monday 00:00 UTC): a listing Basic sees like any other. */
export const beforeThisWeek = () => new Date(mostRecentMondayUtc(new Date()).getTime() - 8 * 24 * 60 * 60 * 1000);

/**
 * A new DATA_DIR whose event store already holds these events (`eventInput` overrides), listed by an admin
 * before this week's update, for `startTestApp({ dataDir })`: Basic sees an event listed a moment ago only as a
 * stub new this week, so tests about Basic's window seed theirs. `remove` deletes the directory.
 */
export async function dataDirWithListings(listings: Record<string, unknown>[]): Promise<{ dataDir: string; ids: string[]; remove(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-catalog-'));
  const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
  const ids: string[] = [];
  try {
    const now = beforeThisWeek();
    for (const overrides of listings) {
      const eventId = randomUUID();
      const details = eventInput(overrides) as unknown as EventDetails;
      const { events } = decideListing(initialEventState, { eventId, details, source: { kind: 'admin' }, now });
      await store.appendToStream(eventStream(eventId), events, { expectedRevision: 'no_stream' });
      ids.push(eventId);
    }
  } finally {
    await store.close();
  }
  return { dataDir, ids, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
