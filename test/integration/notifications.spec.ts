import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import request from 'supertest';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { decideListing, eventStream, initialEventState } from '../../src/modules/catalog/events/catalog-event.js';
import type { EventDetails } from '../../src/modules/catalog/events/event-details.js';
import { NotificationRunner } from '../../src/modules/notifications/runs/notification-runner.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { SqliteEventStore } from '../../src/platform/eventstore/sqlite-event-store.js';
import { addDays } from '../../src/platform/time/calendar-date.js';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits } from './accounts-support.js';
import { adminEnv, eventInput, listEvent, signedInAdmin, today, userAt } from './catalog-support.js';

const PUBLIC_URL = 'http://fieldhockey.test';
const DAY_MS = 24 * 60 * 60 * 1000;
const limits = [AccountsOptionsModule.override(generousLimits)];

/** 14:00 UTC: 09:00 or 10:00 in New York (the server's time zone), the same calendar day there. */
const morningOf = (date: string) => new Date(`${date}T14:00:00.000Z`);

/** The first Monday 00:00 UTC after `from`: the week before it holds every listing the tests make. */
function nextMondayUtc(from: Date): Date {
  const midnight = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return new Date(midnight + ((8 - from.getUTCDay()) % 7 || 7) * DAY_MS);
}

interface Member {
  client: Browser;
  id: string;
  email: string;
}

/** Events listed ten days ago, before the server starts: older than Basic's weekly update, so Basic can save them. */
async function seedListings(dataDir: string, listings: Record<string, Record<string, unknown>>): Promise<Record<string, { id: string; name: string }>> {
  const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
  const now = new Date(`${addDays(today(), -10)}T17:00:00.000Z`);
  const seeded: Record<string, { id: string; name: string }> = {};
  try {
    for (const [key, overrides] of Object.entries(listings)) {
      const eventId = randomUUID();
      const details = eventInput(overrides) as unknown as EventDetails;
      const { events } = decideListing(initialEventState, { eventId, details, source: { kind: 'admin' }, now });
      await store.appendToStream(eventStream(eventId), events, { expectedRevision: 'no_stream' });
      seeded[key] = { id: eventId, name: details.name };
    }
  } finally {
    await store.close();
  }
  return seeded;
}

/** The path and query of a link in a mail, to follow on the test server instead of PUBLIC_URL. */
function pathOf(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_URL);
  return url.pathname + url.search;
}

const subjects = (mails: ReceivedMail[]) => mails.map((mail) => mail.mail.subject).sort();

describe('Notifications: reminders, change alerts and the weekly digest by SMTP (the real app over HTTP)', () => {
  let sink: SmtpSink;
  let dataDir: string;
  let server: TestApp;
  let admin: Browser;
  let D: string;
  let events: Record<string, { id: string; name: string }>;
  const users: Record<'proEn' | 'proEs' | 'basic' | 'sample' | 'quiet', Member> = {} as never;
  const run = (now: Date) => server.app.get(NotificationRunner).run(now);
  const head = () => server.app.get<symbol, EventStore>(EVENT_STORE).headPosition();

  async function member(level: 'pro' | 'basic' | 'sample'): Promise<Member> {
    const { client, id } = await userAt(server.url, admin, level);
    const { email } = (await client.get('/api/user').expect(200)).body as { email: string };
    return { client, id, email };
  }

  const start = (env: Record<string, string> = {}) =>
    startTestApp({ dataDir, imports: limits, env: { ...adminEnv, PUBLIC_URL, ...env } });

  beforeAll(async () => {
    D = today();
    sink = await startSmtpSink();
    dataDir = mkdtempSync(join(tmpdir(), 'fh-notifications-'));
    events = await seedListings(dataDir, {
      deadlineInAWeek: { name: 'Deadline Week Showcase', startDate: addDays(D, 20), registrationDeadline: addDays(D, 7) },
      deadlineTomorrow: { name: 'Deadline Tomorrow Clinic', eventType: 'Clinic', startDate: addDays(D, 15), registrationDeadline: addDays(D, 1) },
      startsSoon: { name: 'Starts Soon Tournament', eventType: 'Tournament', startDate: addDays(D, 3) },
      closingLater: { name: 'Closing Later Camp', eventType: 'ID Camp', startDate: addDays(D, 30), registrationDeadline: addDays(D, 10) },
      moving: { name: 'Moving Showcase', startDate: addDays(D, 40), cost: 250, city: 'Philadelphia' },
    });
    server = await start({ SMTP_URL: sink.url });
    admin = await signedInAdmin(server.url);
    await admin.post(`/api/admin/events/${events.deadlineInAWeek.id}/sample`).expect(200);
    users.proEn = await member('pro');
    users.proEs = await member('pro');
    users.basic = await member('basic');
    users.sample = await member('sample');
    users.quiet = await member('pro');
    await users.proEs.client.patch('/api/user', { language: 'es' }).expect(200);
    const saves: [Member, string[]][] = [
      [users.proEn, ['deadlineInAWeek', 'deadlineTomorrow', 'startsSoon', 'closingLater', 'moving']],
      [users.proEs, ['deadlineInAWeek', 'moving']],
      [users.basic, ['deadlineInAWeek', 'deadlineTomorrow', 'startsSoon', 'closingLater', 'moving']],
      [users.sample, ['deadlineInAWeek']],
    ];
    for (const [who, keys] of saves) for (const key of keys) await who.client.post(`/api/saved-events/${events[key].id}`).expect(200);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('preferences', () => {
    it('start with reminders and alerts on and the digest off, and say what each plan gets mailed', async () => {
      const defaults = { deadlineReminders: true, eventReminders: true, changeAlerts: true, weeklyDigest: false, digestFilters: { states: [], eventTypes: [], ageLevels: [] } };
      expect((await users.quiet.client.get('/api/notification-preferences').expect(200)).body).toEqual({
        ...defaults,
        available: { deadlineReminders: true, eventReminders: true, changeAlerts: true, weeklyDigest: true },
      });
      expect(((await users.basic.client.get('/api/notification-preferences').expect(200)).body as { available: unknown }).available).toEqual({
        deadlineReminders: false,
        eventReminders: false,
        changeAlerts: false,
        weeklyDigest: true,
      });
      expect(((await users.sample.client.get('/api/notification-preferences').expect(200)).body as { available: unknown }).available).toEqual({
        deadlineReminders: false,
        eventReminders: false,
        changeAlerts: false,
        weeklyDigest: false,
      });
      await browser(server.url).get('/api/notification-preferences').expect(401);
      await browser(server.url).patch('/api/notification-preferences', { weeklyDigest: true }).expect(401);
    });

    it('change in part and answer the preferences afterwards', async () => {
      const answer = await users.quiet.client.patch('/api/notification-preferences', { weeklyDigest: true, digestFilters: { states: ['WY'] } }).expect(200);
      expect(answer.body).toMatchObject({ weeklyDigest: true, deadlineReminders: true, digestFilters: { states: ['WY'], eventTypes: [], ageLevels: [] } });
      expect((await users.quiet.client.get('/api/notification-preferences').expect(200)).body).toEqual(answer.body);
    });

    it.each([
      [{}, 'Nothing to change'],
      [{ weeklyDigest: 'yes' }, 'weeklyDigest: Must be true or false'],
      [{ digestFilters: { states: ['ZZ'] } }, 'digestFilters.states.0: Must be one of: the two-letter codes of the 50 states and DC'],
      [{ digestFilters: { eventTypes: ['Party'] } }, 'digestFilters.eventTypes.0: Must be one of: Showcase, Clinic, ID Camp, Tournament, Recruiting Event'],
      [{ digestFilters: { ageLevels: 'U19' } }, 'digestFilters.ageLevels: Must be a list'],
      [{ digestFilters: { cities: [] } }, 'Unknown field: digestFilters.cities'],
      [{ email: 'x@example.com' }, 'Unknown field: email'],
    ])('refuse %j with 400 naming the field, appending nothing', async (body, message) => {
      const before = await head();
      expect((await users.quiet.client.patch('/api/notification-preferences', body).expect(400)).body).toEqual({ message });
      expect(await head()).toBe(before);
    });
  });

  describe('mail', () => {
    const digestsTo = (who: Member) => sink.to(who.email).filter((mail) => /weekly|semanal/.test(mail.mail.subject ?? ''));
    let digestNow: Date;

    it('reminders and change alerts arrive once each, in the user’s language, from the product; Basic and sample users get none', async () => {
      await admin.patch(`/api/admin/events/${events.moving.id}`, { startDate: addDays(D, 41), cost: 300, city: 'Trenton' }).expect(200);
      expect(await run(morningOf(D))).toEqual({ sent: 6, failed: 0 });

      expect(subjects(sink.to(users.proEn.email))).toEqual(
        [
          `Registration for ${events.deadlineInAWeek.name} closes in 7 days`,
          `Registration for ${events.deadlineTomorrow.name} closes tomorrow`,
          `${events.startsSoon.name} starts in 3 days`,
          `${events.moving.name} has changed`,
        ].sort(),
      );
      expect(subjects(sink.to(users.proEs.email))).toEqual(
        [`La inscripción para ${events.deadlineInAWeek.name} cierra en 7 días`, `${events.moving.name} ha cambiado`].sort(),
      );
      expect(sink.to(users.basic.email)).toEqual([]);
      expect(sink.to(users.sample.email)).toEqual([]);

      const [alert] = sink.to(users.proEn.email).filter((mail) => mail.mail.subject?.endsWith('has changed'));
      expect(alert.mail.from).toEqual({ name: 'Field Hockey Events', address: 'notifications@fieldhockeyevents.com' });
      expect(alert.mail.text).toContain('- Cost: $250 → $300');
      expect(alert.mail.text).toContain('- City: Philadelphia → Trenton');
      expect(alert.mail.text).toMatch(/- Start date: \w+day, .+ → \w+day, /);
      expect(alert.mail.html).toContain('<li><strong>City:</strong> Philadelphia → Trenton</li>');
      expect(alert.mail.text).toContain(`${PUBLIC_URL}/profile`);
      const [alerta] = sink.to(users.proEs.email).filter((mail) => mail.mail.subject?.endsWith('ha cambiado'));
      expect(alerta.mail.text).toContain('Hola, ');
      expect(alerta.mail.text).toContain('- Costo: $250 → $300');
      expect(alerta.mail.text).toContain('- Ciudad: Philadelphia → Trenton');
      expect(alerta.mail.text).toContain('Dejar de recibir alertas de cambios');
      expect(alerta.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    });

    it('a second run sends nothing more, and two runs at once send a new alert once', async () => {
      const before = sink.received.length;
      expect(await run(morningOf(D))).toEqual({ sent: 0, failed: 0 });
      expect(sink.received).toHaveLength(before);

      await admin.patch(`/api/admin/events/${events.moving.id}`, { cost: 320 }).expect(200);
      const reports = await Promise.all([run(morningOf(D)), run(morningOf(D))]);
      expect(reports[0].sent + reports[1].sent).toBe(2);
      expect(sink.to(users.proEn.email).filter((mail) => mail.mail.text?.includes('$300 → $320'))).toHaveLength(1);
      expect(sink.to(users.proEs.email).filter((mail) => mail.mail.text?.includes('$300 → $320'))).toHaveLength(1);
    });

    it('the one-click unsubscribe link switches that kind of mail off without signing in: the next alert is not sent to that user', async () => {
      const [alerta] = sink.to(users.proEs.email).filter((mail) => mail.mail.subject?.endsWith('ha cambiado'));
      const oneClick = pathOf(/^<(.+)>$/.exec(alerta.header('list-unsubscribe') ?? '')![1]);
      expect(oneClick).toMatch(/^\/api\/unsubscribe\?token=/);
      const opened = await request(server.url).get(oneClick).expect(303);
      expect(opened.headers.location).toBe(oneClick.replace('/api/unsubscribe', '/unsubscribe'));
      expect((await users.proEs.client.get('/api/notification-preferences').expect(200)).body).toMatchObject({ changeAlerts: true });
      for (let click = 0; click < 2; click++) {
        const answer = await request(server.url).post(oneClick).type('form').send('List-Unsubscribe=One-Click').expect(200);
        expect(answer.body).toEqual({ kind: 'changeAlerts' });
      }
      expect((await users.proEs.client.get('/api/notification-preferences').expect(200)).body).toMatchObject({ changeAlerts: false, deadlineReminders: true });

      await admin.patch(`/api/admin/events/${events.moving.id}`, { cost: 330 }).expect(200);
      expect(await run(morningOf(D))).toEqual({ sent: 1, failed: 0 });
      expect(sink.to(users.proEn.email).filter((mail) => mail.mail.text?.includes('$320 → $330'))).toHaveLength(1);
      expect(sink.to(users.proEs.email).filter((mail) => mail.mail.text?.includes('$320 → $330'))).toHaveLength(0);
    });

    it('the unsubscribe page posts the token of the mail’s link as JSON; a forged or missing token is refused and changes nothing', async () => {
      const [reminder] = sink.to(users.proEn.email).filter((mail) => mail.mail.subject?.endsWith('closes tomorrow'));
      const page = new URL(pathOf(/href="([^"]+\/unsubscribe\?token=[^"]+)"/.exec(reminder.mail.html ?? '')![1].replaceAll('&amp;', '&')), PUBLIC_URL);
      expect(page.pathname).toBe('/unsubscribe');
      const token = page.searchParams.get('token')!;
      expect((await browser(server.url).post('/api/unsubscribe', { token }).expect(200)).body).toEqual({ kind: 'deadlineReminders' });
      expect((await users.proEn.client.get('/api/notification-preferences').expect(200)).body).toMatchObject({ deadlineReminders: false, eventReminders: true });

      const before = await head();
      const [claims, signature] = token.split('.');
      const forged = `${Buffer.from(JSON.stringify({ u: users.proEs.id, k: 'weeklyDigest' })).toString('base64url')}.${signature}`;
      const altered = `${claims}.${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`;
      for (const bad of [forged, altered, 'nonsense']) {
        expect((await request(server.url).post('/api/unsubscribe').send({ token: bad }).expect(400)).body).toEqual({ message: 'This unsubscribe link is not valid' });
      }
      expect((await request(server.url).post('/api/unsubscribe').expect(400)).body).toEqual({ message: 'token: Required' });
      expect((await request(server.url).post('/api/unsubscribe').send({ token, extra: 1 }).expect(400)).body).toEqual({ message: 'Unknown field: extra' });
      expect(await head()).toBe(before);
    });

    it('a mail server refusing mail: the run stops after 3 failures in a row, and the next run sends each mail once', async () => {
      const changes = [{ city: 'Camden' }, { state: 'NJ' }, { registrationLink: 'https://example.org/moving/new' }, { endDate: addDays(D, 42) }];
      for (const change of changes) await admin.patch(`/api/admin/events/${events.moving.id}`, change).expect(200);
      const lines = ['- City: Trenton → Camden', '- State: PA → NJ', '- Registration link: https://example.org/lineup/showcase → https://example.org/moving/new', '- End date: one-day event → '];
      const arrived = (line: string) => sink.to(users.proEn.email).filter((mail) => mail.mail.text?.includes(line)).length;

      sink.refuseNext(10);
      expect(await run(morningOf(D))).toEqual({ sent: 0, failed: 3 });
      expect(lines.map(arrived)).toEqual([0, 0, 0, 0]);
      sink.refuseNext(0);
      expect(await run(morningOf(D))).toEqual({ sent: 4, failed: 0 });
      expect(await run(morningOf(D))).toEqual({ sent: 0, failed: 0 });
      expect(lines.map(arrived)).toEqual([1, 1, 1, 1]);
    });

    it('a cancellation is alerted too, to Pro savers only', async () => {
      await admin.post(`/api/admin/events/${events.deadlineTomorrow.id}/cancel`).expect(200);
      expect(await run(morningOf(D))).toEqual({ sent: 1, failed: 0 });
      expect(sink.to(users.proEn.email).filter((mail) => mail.mail.subject === `${events.deadlineTomorrow.name} has been cancelled`)).toHaveLength(1);
      expect(sink.to(users.basic.email)).toEqual([]);
    });

    it('on Monday the opted-in get the week’s new events through their filters and their deadlines coming up; nothing to say, no mail', async () => {
      await users.basic.client.patch('/api/notification-preferences', { weeklyDigest: true, digestFilters: { states: ['PA'] } }).expect(200);
      await users.proEs.client.patch('/api/notification-preferences', { weeklyDigest: true }).expect(200);
      await users.sample.client.patch('/api/notification-preferences', { weeklyDigest: true }).expect(200);
      const pa = await listEvent(admin, { name: 'Digest PA Showcase', state: 'PA', startDate: addDays(D, 20) });
      const nj = await listEvent(admin, { name: 'Digest NJ Clinic', state: 'NJ', eventType: 'Clinic', startDate: addDays(D, 21) });
      digestNow = new Date(nextMondayUtc(new Date()).getTime() + 14 * 60 * 60 * 1000);

      await run(digestNow);

      const [basicDigest, ...moreForBasic] = digestsTo(users.basic);
      expect(moreForBasic).toEqual([]);
      expect(basicDigest.mail.subject).toBe('Your weekly field hockey events digest');
      expect(basicDigest.mail.text).toContain(`- ${pa.name as string} (`);
      expect(basicDigest.mail.text).not.toContain(nj.name as string);
      expect(basicDigest.mail.text).toContain(`- ${events.closingLater.name} (registration closes `);
      expect(basicDigest.mail.text).toContain('Unsubscribe from the weekly digest');
      expect(basicDigest.mail.html).toContain(`href="${PUBLIC_URL}/events/${pa.id}"`);

      const [resumen, ...moreForPro] = digestsTo(users.proEs);
      expect(moreForPro).toEqual([]);
      expect(resumen.mail.subject).toBe('Tu resumen semanal de eventos de hockey sobre césped');
      expect(resumen.mail.text).toContain('Eventos nuevos esta semana');
      expect(resumen.mail.text).toContain(pa.name as string);
      expect(resumen.mail.text).toContain(nj.name as string);

      expect(digestsTo(users.quiet)).toEqual([]);
      expect(digestsTo(users.proEn)).toEqual([]);
      expect(sink.to(users.sample.email)).toEqual([]);

      await run(digestNow);
      expect(digestsTo(users.basic)).toHaveLength(1);
      expect(digestsTo(users.proEs)).toHaveLength(1);
    });

    it('after a restart nothing is sent again, links mailed before still work, and without SMTP_URL mail goes to the outbox as .eml', async () => {
      const [eventReminder] = sink.to(users.proEn.email).filter((mail) => mail.mail.subject?.endsWith('starts in 3 days'));
      const oneClick = pathOf(/^<(.+)>$/.exec(eventReminder.header('list-unsubscribe') ?? '')![1]);
      await server.close();
      server = await start();
      admin = await signedInAdmin(server.url);
      const before = sink.received.length;

      expect(await run(morningOf(D))).toEqual({ sent: 0, failed: 0 });
      expect(await run(digestNow)).toEqual({ sent: 0, failed: 0 });
      expect(sink.received).toHaveLength(before);
      const outbox = join(dataDir, 'outbox');
      expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);

      await admin.patch(`/api/admin/events/${events.moving.id}`, { cost: 340 }).expect(200);
      expect(await run(morningOf(D))).toEqual({ sent: 1, failed: 0 });
      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const mail = await PostalMime.parse(readFileSync(join(outbox, files[0])));
      expect(mail.to).toEqual([{ name: '', address: users.proEn.email }]);
      expect(mail.subject).toBe(`${events.moving.name} has changed`);
      expect(mail.text).toContain('- Cost: $330 → $340');
      expect(sink.received).toHaveLength(before);

      expect((await request(server.url).post(oneClick).type('form').send('List-Unsubscribe=One-Click').expect(200)).body).toEqual({ kind: 'eventReminders' });
    });
  });
});
