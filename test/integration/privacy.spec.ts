import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { NotificationRunner } from '../../src/modules/notifications/runs/notification-runner.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { SqliteEventStore } from '../../src/platform/eventstore/sqlite-event-store.js';
import { reservationStream } from '../../src/modules/accounts/reservations/reservation.js';
import { KeyVault } from '../../src/platform/privacy/key-vault.js';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../src/platform/readstore/read-store.js';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../support/stripe-stand-in.js';
import { checkoutSessionObject, deliverSigned, invoiceObject, stripeEvent, stripeId, subscriptionObject } from '../support/stripe-webhooks.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, sessionCookie } from './accounts-support.js';
import { adminEnv, dataDirWithListings, inDays, signedInAdmin } from './catalog-support.js';

const limits = [AccountsOptionsModule.override(generousLimits)];
const PASSWORD = 'green turf at dawn';

/** Every file under a folder, as raw bytes read as latin1 (a marker's ASCII bytes are found wherever they sit). */
function bytesUnder(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? bytesUnder(path) : [{ file: path, text: readFileSync(path).toString('latin1') }];
  });
}

/** Every document of every read model, as JSON. */
async function readModelsOf(server: TestApp): Promise<string> {
  const store = server.app.get<symbol, ReadStore>(READ_STORE);
  const documents: Record<string, unknown[]> = {};
  for (const name of server.app.get(ProjectionRunner).collections()) documents[name] = await store.collection(name).find({});
  return JSON.stringify(documents);
}

const found = (haystack: string, markers: readonly string[]) => markers.filter((marker) => haystack.toLowerCase().includes(marker.toLowerCase()));

describe('deleting an account leaves nothing of the person readable (crypto-shredding)', () => {
  let stripe: StripeStandIn;
  let seeded: Awaited<ReturnType<typeof dataDirWithListings>>;
  let server: TestApp;
  let admin: Browser;
  const tag = Date.now().toString(36).slice(-6);
  const person = {
    username: `pmark_${tag}`,
    email: `pmark.${tag}@inbox-marker.example`,
    newEmail: `pmark2.${tag}@inbox-marker.example`,
    note: `NOTE-MARKER-${tag} bring the blue stick`,
    ip: `198.51.100.${(Number.parseInt(tag, 36) % 200) + 20}`,
    userAgent: `MarkerAgent/${tag}`,
  };
  let userId: string;
  let client: Browser;
  let markers: string[];
  let addressNames: string[];
  const bystander = { username: `stays_${tag}`, email: `stays.${tag}@example.com` };
  let bystanderClient: Browser;

  const start = () => startTestApp({ dataDir: seeded.dataDir, imports: limits, env: { ...adminEnv, ...stripeEnv(stripe), TRUST_PROXY: 'loopback' } });
  const asPerson = (test: ReturnType<Browser['get']>) => test.set('X-Forwarded-For', person.ip).set('User-Agent', person.userAgent);

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    seeded = await dataDirWithListings([
      { name: 'Privacy soon showcase', startDate: inDays(3), registrationDeadline: inDays(1) },
      { name: 'Privacy later clinic', startDate: inDays(40) },
    ]);
    server = await start();
    admin = await signedInAdmin(server.url);

    // The person signs up from a marked address and browser, and goes Pro through Checkout (Stripe's stand-in).
    const registered = await asPerson(browser(server.url).post('/api/register', { username: person.username, email: person.email, password: PASSWORD, ageConfirmed: true })).expect(201);
    userId = (registered.body as { id: string }).id;
    client = browser(server.url, sessionCookie(registered));
    await client.post('/api/create-subscription', { planType: 'pro' }).expect(200);
    const customer = stripe.requests.find((request) => request.path === '/v1/checkout/sessions' && request.body.client_reference_id === userId)?.body.customer as string;
    const subscription = stripeId('sub');
    const snapshot = subscriptionObject({ id: subscription, customer, plan: 'pro', userId });
    stripe.subscriptions.set(subscription, snapshot as unknown as Stripe.Subscription);
    for (const event of [
      stripeEvent('checkout.session.completed', checkoutSessionObject({ customer, subscription, userId, plan: 'pro' })),
      stripeEvent('customer.subscription.created', snapshot),
      stripeEvent('invoice.paid', invoiceObject({ customer, subscription, amount: 2800 })),
    ]) {
      expect((await deliverSigned(server.url, event)).status).toBe(200);
    }
    expect(((await client.get('/api/user').expect(200)).body as { accessLevel: string }).accessLevel).toBe('pro');

    // Every feature that keeps something of theirs: an address change, saves, a note, a calendar feed, preferences, mail.
    await client.patch('/api/user', { email: person.newEmail }).expect(200);
    for (const id of seeded.ids) await client.post(`/api/saved-events/${id}`).expect(200);
    await client.put(`/api/saved-events/${seeded.ids[0]}/note`, { text: person.note }).expect(200);
    const feedUrl = ((await client.post('/api/calendar-feed').expect(200)).body as { feed: { url: string } }).feed.url;
    const feedToken = /\/api\/calendar\/([^/.]+)\.ics$/.exec(feedUrl)?.[1] ?? '';
    expect(feedToken.length).toBeGreaterThan(20);
    await client.patch('/api/notification-preferences', { weeklyDigest: true }).expect(200);
    const sent = await server.app.get(NotificationRunner).run(new Date());
    expect(sent.sent).toBeGreaterThan(0);
    // What a copy of the files could re-identify them by: the password hash (attacked offline) and the names of the
    // streams derived from their username and addresses (found again from a guessed address).
    const userEvents = await server.app.get<symbol, EventStore>(EVENT_STORE).readStream(`accounts-user-${userId}`);
    const passwordHash = String(userEvents.find((event) => event.type === 'UserRegistered')?.data.passwordHash);
    expect(passwordHash).toMatch(/^\$argon2/);
    const vault = server.app.get(KeyVault);
    const pseudonym = (purpose: string, value: string) => vault.pseudonym(purpose, value);
    addressNames = [reservationStream('username', person.username, pseudonym), reservationStream('email', person.email, pseudonym), reservationStream('email', person.newEmail, pseudonym)];
    markers = [person.username, person.email, person.newEmail, person.note, person.ip, person.userAgent, feedToken, customer, passwordHash.split('$').at(-1)!, ...addressNames];

    // Someone else, whose data must stay as it is.
    const other = await browser(server.url).post('/api/register', { ...bystander, password: PASSWORD, ageConfirmed: true }).expect(201);
    bystanderClient = browser(server.url, sessionCookie(other));
    await admin.post(`/api/admin/users/${(other.body as { id: string }).id}/access`, { planType: 'pro' }).expect(200);
    await bystanderClient.post(`/api/saved-events/${seeded.ids[1]}`).expect(200);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await stripe?.close();
    seeded?.remove();
  });

  it('exports every kind of the person’s data, and only theirs', async () => {
    const answer = await client.get('/api/user/export').expect(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="field-hockey-events-my-data.json"');
    const data = answer.body as Record<string, Record<string, unknown> & unknown[]>;
    expect(data.account).toEqual(expect.objectContaining({ id: userId, username: person.username, email: person.newEmail, emailAddressesUsed: [person.email, person.newEmail] }));
    expect(data.subscriptions).toEqual(
      expect.objectContaining({ subscriptions: [expect.objectContaining({ planType: 'pro', status: 'active' })], invoices: [expect.objectContaining({ amount: 2800 })] }),
    );
    expect(data.savedEvents).toEqual(
      expect.arrayContaining([expect.objectContaining({ eventId: seeded.ids[0], name: 'Privacy soon showcase', note: person.note }), expect.objectContaining({ eventId: seeded.ids[1], note: null })]),
    );
    expect(data.notificationPreferences).toEqual(expect.objectContaining({ weeklyDigest: true }));
    expect(data.calendarFeed).toEqual({ on: true, createdAt: expect.any(String) });
    expect((data.mailsSent as unknown[]).length).toBeGreaterThan(0);
    expect(found(JSON.stringify(data), [bystander.username, bystander.email])).toEqual([]);
  });

  it('refuses a wrong or missing password with a 400 and deletes nothing', async () => {
    expect((await client.delete('/api/user').send({ password: 'not my password' }).expect(400)).body).toEqual({ message: 'password: The password is wrong' });
    expect((await client.delete('/api/user').send({}).expect(400)).body).toEqual({ message: 'password: Required' });
    await client.get('/api/user').expect(200);
  });

  it('deletes the account: Stripe ends the subscription now, sessions end, and no marker is left anywhere', async () => {
    const outboxBefore = bytesUnder(join(server.dataDir, 'outbox'));
    expect(outboxBefore.some(({ text }) => text.toLowerCase().includes(person.newEmail))).toBe(true);

    // The first address, released when it changed, is already found by nothing; the others until the deletion.
    const store = server.app.get<symbol, EventStore>(EVENT_STORE);
    expect(await Promise.all(addressNames.map(async (name) => (await store.readStream(name)).length > 0))).toEqual([true, false, true]);

    await client.delete('/api/user').send({ password: PASSWORD }).expect(204);
    expect(await Promise.all(addressNames.map(async (name) => (await store.readStream(name)).length))).toEqual([0, 0, 0]);
    expect(stripe.requests.filter((request) => request.method === 'DELETE').map((request) => request.path.replace(/_[\w]+$/, ''))).toEqual(['/v1/subscriptions/sub', '/v1/customers/cus']);
    // A DELETE carries its parameters in the query string.
    expect(stripe.requests.find((request) => request.method === 'DELETE' && request.path.startsWith('/v1/subscriptions/'))?.query).toEqual(
      expect.objectContaining({ prorate: 'false', invoice_now: 'false' }),
    );
    await client.get('/api/user').expect(401);
    // Deleting twice changes nothing; the admin's users list no longer has them.
    const users = (await admin.get('/api/admin/users').expect(200)).body as { id: string }[];
    expect(users.map((user) => user.id)).not.toContain(userId);

    expect(found(await readModelsOf(server), markers)).toEqual([]);
    expect(found(JSON.stringify(server.logs), markers)).toEqual([]);
    // The bystander keeps everything.
    expect(((await bystanderClient.get('/api/saved-events').expect(200)).body as { id: string }[]).map((event) => event.id)).toEqual([seeded.ids[1]]);
  });

  it('leaves no marker in the store’s files, and a rebuild from the store answers the same', async () => {
    const before = { users: (await admin.get('/api/admin/users').expect(200)).body as unknown, stats: (await admin.get('/api/admin/stats').expect(200)).body as unknown };
    await server.close();
    // Closed: SQLite has checkpointed its journal into the files.
    expect(bytesUnder(seeded.dataDir).flatMap(({ file, text }) => found(text, markers).map((marker) => `${file}: ${marker}`))).toEqual([]);

    server = await start();
    admin = await signedInAdmin(server.url);
    expect(found(await readModelsOf(server), markers)).toEqual([]);
    expect((await admin.get('/api/admin/users').expect(200)).body).toEqual(before.users);
    expect((await admin.get('/api/admin/stats').expect(200)).body).toEqual(before.stats);
  });

  it('frees the username and both e-mail addresses', async () => {
    await browser(server.url).post('/api/register', { username: person.username, email: person.email, password: PASSWORD, ageConfirmed: true }).expect(201);
    await browser(server.url).post('/api/register', { username: `${person.username}x`, email: person.newEmail, password: PASSWORD, ageConfirmed: true }).expect(201);
  });
});

describe('accounts written before personal data was sealed, admins’ deletions, and a deletion a crash cut short', () => {
  const tag = `${Date.now().toString(36).slice(-5)}l`;
  const legacy = { userId: randomUUID(), username: `legacy_${tag}`, email: `legacy.${tag}@old-marker.example`, oldEmail: `gone.${tag}@old-marker.example`, note: `OLD-NOTE-${tag}` };
  let legacyHash: string;
  let dataDir: string;
  let server: TestApp;
  let admin: Browser;
  const start = () => startTestApp({ dataDir, imports: limits, env: adminEnv });

  beforeAll(async () => {
    // The log as an earlier version wrote it: personal fields in plain, reservation streams named after the values.
    dataDir = mkdtempSync(join(tmpdir(), 'fh-privacy-legacy-'));
    const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
    const at = new Date().toISOString();
    const { userId, username, email, note } = legacy;
    await store.appendToStream(`accounts-username-${username}`, [{ type: 'UsernameReserved', data: { userId, value: username, occurredAt: at } }]);
    await store.appendToStream(`accounts-email-${email}`, [{ type: 'EmailReserved', data: { userId, value: email, occurredAt: at } }]);
    // An address the account once had and gave up: released, its stream left named after it.
    await store.appendToStream(`accounts-email-${legacy.oldEmail}`, [
      { type: 'EmailReserved', data: { userId, value: legacy.oldEmail, occurredAt: at } },
      { type: 'EmailReleased', data: { userId, value: legacy.oldEmail, occurredAt: at } },
    ]);
    legacyHash = await hash(PASSWORD);
    await store.appendToStream(`accounts-user-${userId}`, [
      { type: 'UserRegistered', data: { userId, username, email, passwordHash: legacyHash, language: 'en', occurredAt: at } },
    ]);
    await store.appendToStream(`catalog-saved-${userId}`, [{ type: 'SavedEventNoteWritten', data: { userId, eventId: randomUUID(), text: note, occurredAt: at } }]);
    await store.close();
    server = await start();
    admin = await signedInAdmin(server.url);
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seals what an earlier version wrote in plain at the first start, and the account still works', async () => {
    // The store's file no longer holds the values, though the account signs in and keeps its name and address.
    // The password hash is sealed too, and the address given up is found by nothing: its stream is retired.
    const vault = server.app.get(KeyVault);
    const released = reservationStream('email', legacy.oldEmail, (purpose, value) => vault.pseudonym(purpose, value));
    expect(await server.app.get<symbol, EventStore>(EVENT_STORE).readStream(released)).toEqual([]);
    const files = bytesUnder(dataDir).map(({ text }) => text).join('\n');
    expect(found(files, [legacy.username, legacy.email, legacy.oldEmail, legacy.note, legacyHash.split('$').at(-1)!, released])).toEqual([]);
    await browser(server.url).post('/api/login', { username: legacy.username, password: PASSWORD }).expect(200);
    await browser(server.url).post('/api/register', { username: legacy.username.toUpperCase(), email: `x.${tag}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(409);
    await browser(server.url).post('/api/register', { username: `x_${tag}`, email: legacy.email, password: PASSWORD, ageConfirmed: true }).expect(409);
  });

  it('lets an admin delete an account with a reason, never an admin’s, and shows it as "Deleted user" from then on', async () => {
    const path = `/api/admin/users/${legacy.userId}`;
    expect((await admin.delete(path).send({ reason: 'x' }).expect(400)).body).toEqual({ message: 'reason: Must be 3 to 500 characters' });
    expect((await admin.delete(path).send({}).expect(400)).body).toEqual({ message: 'reason: Required' });
    expect((await admin.delete(`/api/admin/users/${randomUUID()}`).send({ reason: 'Reported as under 13' }).expect(404)).body).toEqual({ message: 'User not found' });
    const adminId = ((await admin.get('/api/user').expect(200)).body as { id: string }).id;
    expect((await admin.delete(`/api/admin/users/${adminId}`).send({ reason: 'Testing' }).expect(400)).body).toEqual({ message: 'Revoke the admin role first' });

    await admin.delete(path).send({ reason: 'Reported as under 13' }).expect(204);
    await admin.delete(path).send({ reason: 'Reported as under 13' }).expect(404);
    const history = (await admin.get(`/api/admin/history/users/${legacy.userId}`).expect(200)).body as {
      entries: { type: string; actor: { username: string | null }; changes: { field: string; after: unknown }[] }[];
    };
    expect(history.entries[0]).toEqual(expect.objectContaining({ type: 'UserDeleted', changes: [{ field: 'by', before: null, after: 'admin' }, { field: 'reason', before: null, after: 'Reported as under 13' }] }));
    expect(history.entries.at(-1)).toEqual(expect.objectContaining({ type: 'UserRegistered', changes: expect.arrayContaining([{ field: 'username', before: null, after: 'Deleted user' }]) }));

    await server.close();
    const files = bytesUnder(dataDir).map(({ text }) => text).join('\n');
    expect(found(files, [legacy.username, legacy.email, legacy.note])).toEqual([]);
    server = await start();
    admin = await signedInAdmin(server.url);
    await browser(server.url).post('/api/register', { username: legacy.username, email: legacy.email, password: PASSWORD, ageConfirmed: true }).expect(201);
  });

  it('finishes at the next start a deletion a crash interrupted after it was recorded', async () => {
    const registered = await browser(server.url).post('/api/register', { username: `crash_${tag}`, email: `crash.${tag}@cut-short.example`, password: PASSWORD, ageConfirmed: true }).expect(201);
    const userId = (registered.body as { id: string }).id;
    // What a kill -9 right after `UserDeleted` was appended leaves: the deletion pending, the key still there.
    const vault = server.app.get(KeyVault);
    vault.markPending(userId, new Date());
    await server.app.get<symbol, EventStore>(EVENT_STORE).appendToStream(`accounts-user-${userId}`, [
      { type: 'UserDeleted', data: { userId, by: 'user', reason: null, occurredAt: new Date().toISOString() } },
    ]);
    expect(vault.state(userId)).toEqual(expect.any(Buffer));
    await server.close();

    server = await start();
    expect(server.app.get(KeyVault).state(userId)).toBe('erased');
    expect(server.app.get(KeyVault).pendingSubjects()).toEqual([]);
    const [registration] = await server.app.get<symbol, EventStore>(EVENT_STORE).readStream(`accounts-user-${userId}`);
    expect(registration.data).toEqual(expect.objectContaining({ username: 'Deleted user', email: '' }));
    await browser(server.url).post('/api/register', { username: `crash_${tag}`, email: `crash.${tag}@cut-short.example`, password: PASSWORD, ageConfirmed: true }).expect(201);
  });
});
