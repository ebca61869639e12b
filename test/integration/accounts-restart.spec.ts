import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { browser, sessionCookie, uniqueName } from './accounts-support.js';

const PASSWORD = 'green turf at dawn';

describe('Accounts across restarts (same DATA_DIR)', () => {
  let dataDir: string;
  let server: TestApp | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fh-accounts-'));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function restart(env: Record<string, string> = {}): Promise<string> {
    await server?.close();
    server = await startTestApp({ dataDir, env });
    return server.url;
  }

  it('keeps a session across a restart: the same cookie is still signed in; a logged-out one is not', async () => {
    let url = await restart();
    const username = uniqueName('keeper');
    const register = await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
    const kept = sessionCookie(register);
    const ended = sessionCookie(await browser(url).post('/api/login', { username, password: PASSWORD }).expect(200));
    await browser(url).withCookie(ended).post('/api/logout').expect(204);

    url = await restart();
    expect((await browser(url).withCookie(kept).get('/api/user').expect(200)).body).toEqual(register.body);
    await browser(url).withCookie(ended).get('/api/user').expect(401);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const url = await restart({ PUBLIC_URL: 'https://fieldhockey.example' });
    const username = uniqueName('secure');
    const response = await browser(url).post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
    expect(response.headers['set-cookie']?.[0]).toMatch(/; Secure/);
  });

  it('promotes an existing user named by ADMIN_USERNAME (any case) and sets its password to ADMIN_PASSWORD', async () => {
    let url = await restart();
    const username = uniqueName('Coach');
    const player = browser(url);
    await player.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, ageConfirmed: true }).expect(201);
    const newPassword = 'Admin-From-Env-2026';

    url = await restart({ ADMIN_USERNAME: username.toLowerCase(), ADMIN_PASSWORD: newPassword });
    await browser(url).post('/api/login', { username, password: PASSWORD }).expect(401);
    const admin = await browser(url).post('/api/login', { username, password: newPassword }).expect(200);
    expect(admin.body).toEqual(expect.objectContaining({ username, isAdmin: true }));

    // The same settings again change nothing and keep the sessions the admin has.
    const cookie = sessionCookie(admin);
    url = await restart({ ADMIN_USERNAME: username, ADMIN_PASSWORD: newPassword });
    await browser(url).withCookie(cookie).get('/api/user').expect(200);
  });

  it('refuses to boot with an ADMIN_PASSWORD that breaks the password rules', async () => {
    await expect(restart({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'password123' })).rejects.toThrow(
      'Invalid configuration: ADMIN_PASSWORD This password is too common',
    );
  });

  describe('with neither ADMIN_USERNAME nor ADMIN_PASSWORD, in embedded mode', () => {
    it('creates admin with a generated password printed once, and not again on the next boot', async () => {
      const printed: string[] = [];
      const log = jest.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => {
        printed.push(parts.map(String).join(' '));
      });
      try {
        let url = await restart({ NODE_ENV: 'development' });
        const banners = printed.filter((text) => text.includes('Admin account created'));
        expect(banners).toHaveLength(1);
        expect(banners[0]).toContain('username: admin');
        expect(banners[0]).toContain('change it from the profile');
        const password = /password: (\S+)/.exec(banners[0])?.[1] ?? '';
        expect(password.length).toBeGreaterThanOrEqual(16);

        const login = await browser(url).post('/api/login', { username: 'admin', password }).expect(200);
        expect(login.body).toEqual(expect.objectContaining({ username: 'admin', isAdmin: true }));

        printed.length = 0;
        url = await restart({ NODE_ENV: 'development' });
        expect(printed.filter((text) => text.includes('Admin account created'))).toHaveLength(0);
        await browser(url).post('/api/login', { username: 'admin', password }).expect(200);
      } finally {
        log.mockRestore();
      }
    });
  });
});
