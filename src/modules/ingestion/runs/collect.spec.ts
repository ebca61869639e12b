import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { CrawlError } from '../fetch/types.js';
import { collectInWorker } from './collect.js';

const dir = mkdtempSync(join(tmpdir(), 'fhe-collect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = {
  startUrls: ['http://127.0.0.1:9/'],
  pageLimit: 1,
  chromiumPath: '/nonexistent',
  allowedPrivateHosts: [],
  pageTimeoutMs: 1_000,
  runTimeoutMs: 5_000,
  concurrency: 1,
  userAgent: 'test',
};
const settings = { strategy: 'auto' as const, selectors: null, organizer: 'Org', today: '2026-11-25' };

/** A stand-in crawl worker: reports a "browser" (a process group of its own, as Chromium is), then does what `body` says. */
function workerScript(name: string, body: string): string {
  const path = join(dir, `${name}.mjs`);
  writeFileSync(
    path,
    `import { parentPort, workerData } from 'node:worker_threads';
     parentPort.postMessage({ type: 'browser', pid: workerData.options.pid, userDataDir: workerData.options.profile });
     parentPort.postMessage({ type: 'progress', pagesVisited: 1, eventsFound: 2 });
     ${body}`,
  );
  return path;
}

function fakeBrowser() {
  const child = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const profile = join(dir, `profile-${child.pid}`);
  mkdirSync(profile);
  return { pid: child.pid, profile, exited };
}

describe('collectInWorker', () => {
  it('fails the crawl with the reason when its worker dies of an error nothing caught, and kills the Chromium it launched', async () => {
    const browser = fakeBrowser();
    const progress: unknown[] = [];
    const script = workerScript('throws', `setTimeout(() => { throw new Error('Invalid character in statusMessage'); }, 10);`);
    const collected = collectInWorker({ ...options, pid: browser.pid, profile: browser.profile } as typeof options, settings, (each) => progress.push(each), script);
    await expect(collected).rejects.toThrow(CrawlError);
    await expect(collected).rejects.toThrow('The crawl failed unexpectedly: Invalid character in statusMessage');
    expect(progress).toEqual([{ pagesVisited: 1, eventsFound: 2 }]);
    expect(await browser.exited).toBe('SIGKILL');
    expect(existsSync(browser.profile)).toBe(false);
  });

  it('fails with the reason when a stopped crawl does not end, after its grace', async () => {
    const browser = fakeBrowser();
    const script = workerScript('hangs', `setInterval(() => {}, 1000); parentPort.on('message', () => {});`);
    const stop = new AbortController();
    const collected = collectInWorker({ ...options, pid: browser.pid, profile: browser.profile, signal: stop.signal } as typeof options, settings, undefined, script);
    stop.abort();
    await expect(collected).rejects.toThrow('The run was stopped');
    expect(await browser.exited).toBe('SIGKILL');
  }, 30_000);

  it('resolves with what the worker collected, leaving its browser to it', async () => {
    const browser = fakeBrowser();
    const script = workerScript('done', `parentPort.postMessage({ type: 'done', collection: { events: [], rejected: [], pages: [], report: { pagesVisited: 1, feedsRead: 0, failures: [] } } });`);
    const collected = await collectInWorker({ ...options, pid: browser.pid, profile: browser.profile } as typeof options, settings, undefined, script);
    expect(collected.report.pagesVisited).toBe(1);
    expect(existsSync(browser.profile)).toBe(true);
    process.kill(-browser.pid!, 'SIGKILL');
    await browser.exited;
  });
});
