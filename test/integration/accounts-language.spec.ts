import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { UsersQuery } from '../../src/modules/accounts/users/users-read-model.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, uniqueName } from './accounts-support.js';

const PASSWORD = 'green turf at dawn';

describe('The language preference over HTTP (the real app, embedded mode)', () => {
  let server: TestApp;
  const eventStore = () => server.app.get<symbol, EventStore>(EVENT_STORE);
  const head = () => eventStore().headPosition();
  const userEvents = async (id: string) => (await eventStore().readStream(`accounts-user-${id}`)).map((event) => event.type);

  async function signedUp(extra: { language?: string } = {}): Promise<{ client: Browser; id: string; email: string; language: unknown }> {
    const client = browser(server.url);
    const username = uniqueName('lang');
    const email = `${username}@example.com`;
    const response = await client.post('/api/register', { username, email, password: PASSWORD, ageConfirmed: true, ...extra }).expect(201);
    const body = response.body as { id: string; language: unknown };
    return { client, id: body.id, email, language: body.language };
  }

  beforeAll(async () => {
    server = await startTestApp({ imports: [AccountsOptionsModule.override(generousLimits)] });
  });
  afterAll(async () => {
    await server.close();
  });

  it('registers in English unless told otherwise, and GET /api/user says so', async () => {
    const { client, language } = await signedUp();
    expect(language).toBe('en');
    expect((await client.get('/api/user').expect(200)).body).toEqual(expect.objectContaining({ language: 'en' }));
  });

  it('registers in the language the visitor was reading (es)', async () => {
    const { client, language } = await signedUp({ language: 'es' });
    expect(language).toBe('es');
    expect((await client.get('/api/user').expect(200)).body).toEqual(expect.objectContaining({ language: 'es' }));
  });

  it('switches to Spanish and back: each answer is the updated user, and the next GET /api/user agrees', async () => {
    const { client, id } = await signedUp();
    const before = (await client.get('/api/user').expect(200)).body as Record<string, unknown>;

    expect((await client.patch('/api/user', { language: 'es' }).expect(200)).body).toEqual({ ...before, language: 'es' });
    expect((await client.get('/api/user').expect(200)).body).toEqual({ ...before, language: 'es' });
    expect((await client.patch('/api/user', { language: 'en' }).expect(200)).body).toEqual(before);
    expect((await client.get('/api/user').expect(200)).body).toEqual(before);
    expect(await userEvents(id)).toEqual(['UserRegistered', 'UserLanguageChanged', 'UserLanguageChanged']);
  });

  it('records nothing when the language is the one the user already has', async () => {
    const { client, id } = await signedUp({ language: 'es' });
    const start = await head();
    expect((await client.patch('/api/user', { language: 'es' }).expect(200)).body).toEqual(expect.objectContaining({ language: 'es' }));
    expect(await head()).toBe(start);
    expect(await userEvents(id)).toEqual(['UserRegistered']);
  });

  it('changes the email and the language in one request', async () => {
    const { client } = await signedUp();
    const email = `${uniqueName('both')}@example.com`;
    const answer = (await client.patch('/api/user', { email, language: 'es' }).expect(200)).body;
    expect(answer).toEqual(expect.objectContaining({ email, language: 'es' }));
    expect((await client.get('/api/user').expect(200)).body).toEqual(answer);
  });

  it('keeps the language when the email in the same request is taken (409)', async () => {
    const taken = await signedUp();
    const { client, id } = await signedUp();
    const start = await head();
    expect((await client.patch('/api/user', { email: taken.email, language: 'es' }).expect(409)).body).toEqual({ message: 'Email already registered' });
    expect((await client.get('/api/user').expect(200)).body).toEqual(expect.objectContaining({ language: 'en' }));
    expect(await userEvents(id)).toEqual(['UserRegistered']);
    expect(await head()).toBe(start);
  });

  it.each([
    ['an empty body', {}, 'Nothing to change: send email, language, homeZip, gradYears or followedColleges'],
    ['a language it does not speak', { language: 'fr' }, 'language: Must be en or es'],
    ['a language that is not text', { language: 1 }, 'language: Must be en or es'],
    ['an unknown field', { language: 'es', theme: 'dark' }, 'Unknown field: theme'],
  ])('refuses %s (400 with the reason) and appends nothing', async (_case, body, message) => {
    const { client } = await signedUp();
    const start = await head();
    expect((await client.patch('/api/user', body).expect(400)).body).toEqual({ message });
    expect(await head()).toBe(start);
    expect((await client.get('/api/user').expect(200)).body).toEqual(expect.objectContaining({ language: 'en' }));
  });

  it('refuses a registration in a language it does not speak (400 naming language) and appends nothing', async () => {
    const start = await head();
    const username = uniqueName('fr');
    const response = await browser(server.url)
      .post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, language: 'fr', ageConfirmed: true })
      .expect(400);
    expect(response.body).toEqual({ message: 'language: Must be en or es' });
    expect(await head()).toBe(start);
  });

  it('refuses a language change while signed out (401)', async () => {
    expect((await browser(server.url).patch('/api/user', { language: 'es' }).expect(401)).body).toEqual({ message: 'Not signed in' });
  });

  it('reads a user registered before languages existed as English', async () => {
    const id = randomUUID();
    const { position } = await eventStore().appendToStream(
      `accounts-user-${id}`,
      [{ type: 'UserRegistered', data: { userId: id, username: uniqueName('old'), email: 'old@example.com', passwordHash: 'x', occurredAt: new Date().toISOString() } }],
      { expectedRevision: 'no_stream' },
    );
    await server.app.get(ProjectionRunner).whenProcessed(position);
    expect(await server.app.get(UsersQuery).findById(id)).toEqual(expect.objectContaining({ language: 'en' }));
  });

  it('documents the language on PATCH /api/user and POST /api/register', async () => {
    const { body } = await browser(server.url).get('/api/docs').expect(200);
    const schemaOf = (path: string, method: string) => body.paths[path][method].requestBody.content['application/json'].schema;
    expect(schemaOf('/api/user', 'patch').properties.language).toEqual(expect.objectContaining({ enum: ['en', 'es'] }));
    expect(schemaOf('/api/register', 'post').properties.language).toEqual(expect.objectContaining({ enum: ['en', 'es'] }));
  });
});
