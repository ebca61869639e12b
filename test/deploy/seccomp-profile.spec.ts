import { jest } from '@jest/globals';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectRemotely } from '../../src/modules/ingestion/runs/remote-collect.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { jsonLdSite } from '../integration/scraper-fixtures.js';

/**
 * docker/seccomp/crawler.json, the crawler container's seccomp profile (issue 35): applied as Docker applies it (by
 * seccomp-exec.py, with Debian's python3-seccomp, where no Docker is), to an unprivileged user as in the container.
 * Chromium then starts with its sandbox (no --no-sandbox: a Chromium that cannot sandbox refuses to start), the same
 * profile less `unshare` (what Docker's default profile amounts to without CAP_SYS_ADMIN) makes it refuse, the profile
 * still refuses a mount, and the crawler itself (`node dist/crawler.js`, in production, sandbox required) crawls
 * under it.
 */
jest.setTimeout(120_000);

const root = join(import.meta.dirname, '../..');
const PROFILE = join(root, 'docker/seccomp/crawler.json');
const EXEC = join(import.meta.dirname, 'seccomp-exec.py');
const PYTHON = '/usr/bin/python3';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NOBODY = ['--reuid=65534', '--regid=65534', '--clear-groups'];

const profile = JSON.parse(readFileSync(PROFILE, 'utf8')) as { defaultAction: string; syscalls: { names: string[]; action: string }[] };
const denied = new Set(profile.syscalls.filter((rule) => rule.action === 'SCMP_ACT_ERRNO').flatMap((rule) => rule.names));

/** Why the profile cannot be applied here (no python3-seccomp, no setpriv), or null. */
const missing = (() => {
  if (spawnSync(PYTHON, ['-c', 'import seccomp']).status !== 0) return 'python3-seccomp is not installed (Debian: apt-get install python3-seccomp; .ci/run installs it)';
  if (spawnSync('setpriv', ['--version']).status !== 0) return 'setpriv (util-linux) is missing';
  return null;
})();
if (missing) process.stdout.write(`seccomp-profile.spec: the profile is checked for its rules only, not applied: ${missing}\n`);
const applied = missing ? it.skip : it;

const home = mkdtempSync(join(tmpdir(), 'fhe-seccomp-'));
chmodSync(home, 0o777);
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** Runs `command` as nobody under `profilePath`; resolves with its exit code and output. */
function runConfined(profilePath: string, command: string[], timeoutMs = 60_000): { status: number | null; output: string } {
  const result = spawnSync('setpriv', [...NOBODY, 'env', `HOME=${home}`, PYTHON, EXEC, profilePath, ...command], { encoding: 'utf8', timeout: timeoutMs, cwd: home });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const dumpDom = (profileDir: string) => [CHROMIUM, '--headless', '--disable-gpu', `--user-data-dir=${join(home, profileDir)}`, '--dump-dom', 'data:text/html,<p>rendered in the sandbox</p>'];

describe('the crawler container’s seccomp profile', () => {
  it('given its rules, then it allows the user namespaces Chromium sandboxes with and refuses the kernel surfaces no crawl needs', () => {
    expect(profile.defaultAction).toBe('SCMP_ACT_ALLOW');
    for (const needed of ['clone', 'clone3', 'unshare', 'chroot']) expect(denied.has(needed)).toBe(false);
    for (const refused of ['mount', 'setns', 'bpf', 'init_module', 'kexec_load', 'keyctl', 'process_vm_readv', 'io_uring_setup']) expect(denied.has(refused)).toBe(true);
  });

  applied('given Chromium under it as an unprivileged user, then it renders with its sandbox', () => {
    const { status, output } = runConfined(PROFILE, dumpDom('allowed'));
    expect(output).toContain('<p>rendered in the sandbox</p>');
    expect(output).not.toContain('No usable sandbox');
    expect(status).toBe(0);
  });

  applied('given the same profile refusing unshare, as Docker’s default does, then Chromium refuses to start without --no-sandbox', () => {
    const strict = join(home, 'no-unshare.json');
    const withoutUnshare = { ...profile, syscalls: [...profile.syscalls, { names: ['unshare'], action: 'SCMP_ACT_ERRNO', errnoRet: 1 }] };
    writeFileSync(strict, JSON.stringify(withoutUnshare));
    const { output } = runConfined(strict, dumpDom('refused'));
    expect(output).toContain('No usable sandbox');
    expect(output).not.toContain('<p>rendered in the sandbox</p>');
  });

  applied('given a mount in a namespace of its own, then the profile refuses it (it is allowed without the profile)', () => {
    const mountInNamespace = ['unshare', '--user', '--map-root-user', '--mount', 'true'];
    expect(spawnSync('setpriv', [...NOBODY, ...mountInNamespace], { cwd: home }).status).toBe(0);
    const { status, output } = runConfined(PROFILE, mountInNamespace);
    expect(status).not.toBe(0);
    expect(output).toMatch(/Operation not permitted/);
  });

  describe('the crawler under it, in production', () => {
    let site: FixtureSite;
    let crawler: ChildProcess | undefined;
    let crawlerUrl = '';
    const token = 'seccomp-test-crawler-token-of-32-characters';
    // The crawler runs as nobody: it must be able to read the built project (a checkout under a private home cannot).
    const readable = !missing && spawnSync('setpriv', [...NOBODY, 'test', '-r', join(root, 'dist/crawler.js')]).status === 0;
    if (!missing && !readable) process.stdout.write('seccomp-profile.spec: the crawler is not run under the profile: nobody cannot read dist/crawler.js here\n');
    const crawling = readable ? it : it.skip;

    beforeAll(async () => {
      site = await startFixtureSite(jsonLdSite([{ slug: 'winter-clinic', name: 'Winter Field Hockey Clinic', startDate: '2027-01-16', city: 'Lancaster', region: 'PA', price: 95 }]));
      if (!readable || !existsSync(join(root, 'dist/crawler.js'))) return;
      crawler = spawn(
        'setpriv',
        [...NOBODY, PYTHON, EXEC, PROFILE, process.execPath, join(root, 'dist/crawler.js')],
        {
          cwd: home,
          env: { PATH: process.env.PATH, HOME: home, NODE_ENV: 'production', CRAWLER_PORT: '0', CRAWLER_TOKEN: token, CHROMIUM_PATH: CHROMIUM, LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      crawlerUrl = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the crawler did not start: ${output}`)), 30_000);
        crawler?.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        crawler?.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /The crawler is listening on (\S+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
      });
    });

    afterAll(async () => {
      crawler?.kill('SIGKILL');
      await site?.close();
    });

    crawling('given a crawl, then it renders with the sandbox it requires and finds the site’s event', async () => {
      const collection = await collectRemotely(
        { url: crawlerUrl, token },
        {
          startUrls: [`${site.url}/jsonld/events`],
          pageLimit: 5,
          chromiumPath: '/not/the/crawlers',
          allowedPrivateHosts: ['127.0.0.1'],
          onlyHosts: ['127.0.0.1'],
          pageTimeoutMs: 10_000,
          runTimeoutMs: 60_000,
          concurrency: 1,
          userAgent: 'FieldHockeyEventsBot/1.0 (+https://example.org/bot)',
        },
        { strategy: 'auto', selectors: null, organizer: 'Fixture Hockey', today: '2026-11-25' },
      );
      expect(collection.events.map((event) => event.details.name)).toEqual(['Winter Field Hockey Clinic']);
    });
  });
});
