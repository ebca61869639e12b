import { afterEach, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Response } from 'supertest';
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

  async function start(limits: Partial<AccountsOptions>): Promise<string> {
    server = await startTestApp({ imports: [AccountsOptionsModule.override({ ...generousLimits, ...limits })] });
    return server.url;
  }

  function expectRefused(response: Response): void {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ message: expect.stringMatching(/^Too many attempts, try again in \d+ minutes?$/) });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses logins from one address past its limit with 429 and Retry-After', async () => {
    const url = await start({ loginPerIp: { points: 3, durationSeconds: 60 } });
    for (let i = 0; i < 3; i += 1) await browser(url).post('/api/login', { username: uniqueName('nobody'), password: PASSWORD }).expect(401);
    const refused = await browser(url).post('/api/login', { username: uniqueName('nobody'), password: PASSWORD });
    expectRefused(refused);
    expect(refused.body.message).toBe('Too many attempts, try again in 1 minute');
  });

  it('refuses a username after repeated failures, counts from zero after a success, and never locks for good', async () => {
    const url = await start({ loginFailuresPerUsername: { points: 3, durationSeconds: 2 } });
    const username = uniqueName('target');
    await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD }).expect(201);
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
    const url = await start({ loginFailuresPerUsername: { points: 2, durationSeconds: 60 } });
    const username = uniqueName('card');
    const client = browser(url);
    await client.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD }).expect(201);
    const change = (currentPassword: string) => client.post('/api/user/password', { currentPassword, newPassword: 'blue turf at dusk' });
    await change('wrong one').expect(400);
    await change('wrong two').expect(400);
    expectRefused(await change(PASSWORD));
  });

  it('refuses registrations from one address past its limit with 429, before any account is made', async () => {
    const url = await start({ registerPerIp: { points: 2, durationSeconds: 3600 } });
    for (let i = 0; i < 2; i += 1) {
      const username = uniqueName('reg');
      await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD }).expect(201);
    }
    const username = uniqueName('reg');
    const refused = await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD });
    expectRefused(refused);
    expect(refused.body.message).toBe('Too many attempts, try again in 60 minutes');
    await browser(url).post('/api/login', { username, password: PASSWORD }).expect(401);
  });
});
