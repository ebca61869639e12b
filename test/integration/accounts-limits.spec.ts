import { afterEach, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Response, Test } from 'supertest';
import { type AccountsOptions, AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { browser, generousLimits, uniqueName } from './accounts-support.js';

const PASSWORD = 'green turf at dawn';

describe('Accounts rate limits (small configured limits)', () => {
  let server: TestApp | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function start(limits: Partial<AccountsOptions>, env: Record<string, string> = {}): Promise<string> {
    server = await startTestApp({ imports: [AccountsOptionsModule.override({ ...generousLimits, ...limits })], env });
    return server.url;
  }

  /** A request as a proxy on loopback forwards it for `client` (believed only with TRUST_PROXY). */
  const from = (client: string) => (test: Test) => test.set('X-Forwarded-For', client);

  function expectRefused(response: Response): void {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ message: expect.stringMatching(/^Too many attempts, try again in \d+ minutes?$/) });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses logins from one address past its limit with 429 and Retry-After', async () => {
    const url = await start({ loginPerClient: { points: 3, durationSeconds: 60 } });
    for (let i = 0; i < 3; i += 1) await browser(url).post('/api/login', { username: uniqueName('nobody'), password: PASSWORD }).expect(401);
    const refused = await browser(url).post('/api/login', { username: uniqueName('nobody'), password: PASSWORD });
    expectRefused(refused);
    expect(refused.body.message).toBe('Too many attempts, try again in 1 minute');
  });

  it('refuses a username after repeated failures, counts from zero after a success, and never locks for good', async () => {
    const url = await start({ loginFailuresPerAccountAndClient: { points: 3, durationSeconds: 2 } });
    const username = uniqueName('target');
    await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
    const login = (password: string) => browser(url).post('/api/login', { username: username.toUpperCase(), password });

    await login('wrong one').expect(401);
    await login('wrong two').expect(401);
    await login(PASSWORD).expect(200);
    for (let i = 0; i < 3; i += 1) await login(`wrong again ${i}`).expect(401);
    expectRefused(await login(PASSWORD));

    await sleep(2100);
    await login(PASSWORD).expect(200);
  });

  it('counts wrong current passwords on the account card against the same limit', async () => {
    const url = await start({ loginFailuresPerAccountAndClient: { points: 2, durationSeconds: 60 } });
    const username = uniqueName('card');
    const client = browser(url);
    await client.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
    const change = (currentPassword: string) => client.post('/api/user/password', { currentPassword, newPassword: 'blue turf at dusk' });
    await change('wrong one').expect(400);
    await change('wrong two').expect(400);
    expectRefused(await change(PASSWORD));
  });

  it('refuses registrations from one address past its limit with 429, before any account is made', async () => {
    const url = await start({ identityClaimsPerClient: { points: 2, durationSeconds: 3600 } });
    for (let i = 0; i < 2; i += 1) {
      const username = uniqueName('reg');
      await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
    }
    const username = uniqueName('reg');
    const refused = await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true });
    expectRefused(refused);
    expect(refused.body.message).toBe('Too many attempts, try again in 60 minutes');
    await browser(url).post('/api/login', { username, password: PASSWORD }).expect(401);
  });

  it("keeps an attacker's wrong passwords from locking the real user out of their own device, and keeps refusing the attacker", async () => {
    const url = await start({ loginFailuresPerAccountAndClient: { points: 10, durationSeconds: 900 } }, { TRUST_PROXY: 'loopback' });
    const username = uniqueName('victim');
    await from('198.51.100.7')(browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true })).expect(201);
    const attacker = from('203.0.113.66');
    for (let i = 0; i < 10; i += 1) await attacker(browser(url).post('/api/login', { username, password: `guess number ${i}` })).expect(401);
    expectRefused(await attacker(browser(url).post('/api/login', { username, password: 'guess number 10' })));
    expectRefused(await attacker(browser(url).post('/api/login', { username, password: PASSWORD })));

    const owner = await from('198.51.100.7')(browser(url).post('/api/login', { username, password: PASSWORD }));
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual(expect.objectContaining({ username }));
  });

  it('counts every client behind one untrusted proxy as one client, ignoring X-Forwarded-For when TRUST_PROXY is unset', async () => {
    const url = await start({ loginPerClient: { points: 2, durationSeconds: 60 } });
    await from('203.0.113.1')(browser(url).post('/api/login', { username: uniqueName('nobody'), password: PASSWORD })).expect(401);
    await from('203.0.113.2')(browser(url).post('/api/login', { username: uniqueName('nobody'), password: PASSWORD })).expect(401);
    expectRefused(await from('203.0.113.3')(browser(url).post('/api/login', { username: uniqueName('nobody'), password: PASSWORD })));
  });

  it('with TRUST_PROXY=loopback, counts the forwarded client: each address on its own, an IPv6 client by its /64', async () => {
    const url = await start({ loginPerClient: { points: 2, durationSeconds: 60 } }, { TRUST_PROXY: 'loopback' });
    const attempt = (client: string) => from(client)(browser(url).post('/api/login', { username: uniqueName('nobody'), password: PASSWORD }));
    await attempt('203.0.113.1').expect(401);
    await attempt('203.0.113.1').expect(401);
    expectRefused(await attempt('203.0.113.1'));
    await attempt('203.0.113.2').expect(401);

    await attempt('2001:db8:7:1::1').expect(401);
    await attempt('2001:db8:7:1:ffff:eeee:dddd:cccc').expect(401);
    expectRefused(await attempt('2001:db8:7:1::abcd'));
    await attempt('2001:db8:7:2::1').expect(401);
  });

  it('counts registrations and e-mail changes from one client against one limit, so "already taken" cannot be harvested through either', async () => {
    const url = await start({ identityClaimsPerClient: { points: 3, durationSeconds: 3600 } });
    const username = uniqueName('claims');
    const client = browser(url);
    await client.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
    await client.patch('/api/user', { email: `${username}-2@example.com` }).expect(200);
    await client.patch('/api/user', { language: 'es' }).expect(200);
    await client.patch('/api/user', { email: `${username}@example.com` }).expect(200);
    expectRefused(await client.patch('/api/user', { email: `${username}-3@example.com` }));
    const other = uniqueName('claims');
    expectRefused(await browser(url).post('/api/register', { username: other, email: `${other}@example.com`, password: PASSWORD, ageConfirmed: true }));
    expect((await client.get('/api/user').expect(200)).body).toEqual(expect.objectContaining({ email: `${username}@example.com`, language: 'es' }));
  });
});
