import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { chromiumArgs, chromiumEnvironment, launchCrawlBrowser, sandboxSupport } from './browser.js';
import { startGuardProxy } from './guard-proxy.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The NUL-separated `NAME=value` entries of a running process's environment (Linux). */
async function environmentOf(pid: number): Promise<Map<string, string>> {
  const raw = await readFile(`/proc/${pid}/environ`, 'utf8');
  return new Map(
    raw
      .split('\0')
      .filter((entry) => entry.includes('='))
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)] as const),
  );
}

/** The processes of group `pgid` (Chromium and its zygote, GPU and renderer processes). */
async function groupMembers(pgid: number): Promise<number[]> {
  const members: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid) members.push(Number(entry));
  }
  return members;
}

describe('chromiumEnvironment', () => {
  it('given the server environment with its secrets, when Chromium is given its environment, then only the path, home, temporary folder, language and zone pass', () => {
    const environment = chromiumEnvironment({
      PATH: '/usr/bin:/bin',
      HOME: '/home/app',
      TMPDIR: '/tmp',
      LANG: 'C.UTF-8',
      TZ: 'America/New_York',
      SESSION_SECRET: 'a-session-secret-of-thirty-two-characters',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MONGODB_URL: 'mongodb://user:pass@mongo:27017',
      EVENTSTORE_URL: 'esdb://eventstore:2113',
      ADMIN_PASSWORD: 'Admin-Password-2026',
      NODE_OPTIONS: '--require /tmp/evil.js',
    });

    expect(environment).toEqual({ PATH: '/usr/bin:/bin', HOME: '/home/app', TMPDIR: '/tmp', LANG: 'C.UTF-8', TZ: 'America/New_York' });
  });
});

describe('sandboxSupport', () => {
  const settings = (values: Record<string, string>) => (path: string) => Promise.resolve(values[path] ?? null);

  it('given root, then the sandbox is not used, saying why', async () => {
    expect(await sandboxSupport(0, settings({}))).toEqual({ usable: false, reason: expect.stringContaining('root') });
  });

  it('given a user and a kernel that allows user namespaces, then the sandbox is used', async () => {
    expect(await sandboxSupport(1000, settings({ '/proc/sys/user/max_user_namespaces': '63000' }))).toEqual({ usable: true });
  });

  it.each([
    ['/proc/sys/user/max_user_namespaces', '0'],
    ['/proc/sys/kernel/unprivileged_userns_clone', '0'],
    ['/proc/sys/kernel/apparmor_restrict_unprivileged_userns', '1'],
  ])('given a user and %s at %s, then the sandbox is not used, naming the setting', async (path, value) => {
    const support = await sandboxSupport(1000, settings({ [path]: value }));
    expect(support).toEqual({ usable: false, reason: expect.stringContaining(path.split('/').slice(3).join('.')) });
  });

  it('given the sandbox, then Chromium is not told to go without it; without it, it is', () => {
    expect(chromiumArgs('http://127.0.0.1:9', { sandbox: true })).not.toContain('--no-sandbox');
    expect(chromiumArgs('http://127.0.0.1:9', { sandbox: false })).toContain('--no-sandbox');
  });
});

describe('launchCrawlBrowser', () => {
  it('given a launch that must use the sandbox (production), when Chromium cannot run it here, then it is refused with the reason and how to allow it; where it can, it renders in the sandbox', async () => {
    const support = await sandboxSupport();
    const proxy = await startGuardProxy({ allowedPrivateHosts: [] });
    try {
      const launching = launchCrawlBrowser({ chromiumPath, proxyUrl: proxy.url, protocolTimeoutMs: 10_000, requireSandbox: true });
      if (support.usable) {
        const session = await launching;
        await session.close();
        expect(chromiumArgs(proxy.url, { sandbox: true })).not.toContain('--no-sandbox');
      } else {
        const refusal = await launching.then(
          () => 'launched',
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
        expect(refusal).toContain(`Chromium cannot run its sandbox here (${support.reason})`);
        expect(refusal).toContain('SCRAPER_ALLOW_NO_SANDBOX=true');
      }
    } finally {
      await proxy.close();
    }
  });

  it('given a host that schedules sessions as groups, when Chromium is launched, then its whole session is niced below the server', async () => {
    const proxy = await startGuardProxy({ allowedPrivateHosts: [] });
    const session = await launchCrawlBrowser({ chromiumPath, proxyUrl: proxy.url, protocolTimeoutMs: 10_000 });
    try {
      await (await session.browser.newPage()).goto('about:blank');
      const pid = session.browser.process()?.pid as number;
      if (!existsSync('/proc/self/autogroup')) {
        // Nothing to check: without scheduling groups, the threads' own niceness (checked by the crawler) is what counts.
        process.stdout.write('browser.spec: this kernel has no scheduling groups (/proc/self/autogroup): the session niceness is not checked\n');
        expect(existsSync(`/proc/${pid}/autogroup`)).toBe(false);
        return;
      }
      const groups = await Promise.all((await groupMembers(pid)).map((member) => readFile(`/proc/${member}/autogroup`, 'utf8').catch(() => null)));
      const ours = await readFile('/proc/self/autogroup', 'utf8');
      expect(groups.length).toBeGreaterThan(1);
      for (const group of groups.filter((each) => each !== null)) {
        // One group, Chromium's own session (not the test's), at niceness 10.
        expect(group).toMatch(/ nice 10\n?$/);
        expect(group.split(' ')[0]).not.toBe(ours.split(' ')[0]);
      }
    } finally {
      await session.close();
      await proxy.close();
    }
  });

  const secret = 'sk_live_secret-that-must-stay-in-the-server';
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('given secrets in the server environment, when Chromium is launched, then none of its processes carries them', async () => {
    const secrets = ['SESSION_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'MONGODB_URL', 'EVENTSTORE_URL', 'ADMIN_PASSWORD'];
    for (const name of secrets) process.env[name] = `${secret}-${name}`;
    const proxy = await startGuardProxy({ allowedPrivateHosts: [] });
    const session = await launchCrawlBrowser({ chromiumPath, proxyUrl: proxy.url, protocolTimeoutMs: 10_000 });
    try {
      await (await session.browser.newPage()).goto('about:blank');
      const pid = session.browser.process()?.pid;
      expect(pid).toEqual(expect.any(Number));
      const members = await groupMembers(pid as number);
      expect(members).toContain(pid);

      for (const member of members) {
        const environment = await environmentOf(member).catch(() => new Map<string, string>());
        // (Debian's chromium launcher adds Google's public API keys of its own, GOOGLE_DEFAULT_CLIENT_SECRET among them.)
        expect([...environment.keys()].filter((name) => secrets.includes(name))).toEqual([]);
        expect([...environment.values()].filter((value) => value.includes(secret))).toEqual([]);
      }
      expect((await environmentOf(pid as number)).get('PATH')).toBe(process.env.PATH);
    } finally {
      await session.close();
      await proxy.close();
    }
  });
});
