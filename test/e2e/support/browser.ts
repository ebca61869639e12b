import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

export type LaunchedBrowser = {
  browser: Browser;
  close(): Promise<void>;
};

// The machine has no network beyond the package registries: without these Chromium keeps trying to reach it.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
const closeTimeoutMs = 10_000;

async function closeWithin(browser: Browser, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    // A failed close is dealt with by the process-group kill that follows.
    await Promise.race([browser.close().catch(() => undefined), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Headless Chromium with a throwaway profile; `close()` never leaves a Chromium process or profile behind. */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'fhe-chromium-'));
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: chromiumArgs,
      userDataDir,
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }

  const close = async (): Promise<void> => {
    const chromium = browser.process();
    await closeWithin(browser, closeTimeoutMs);
    if (chromium?.pid !== undefined) {
      const exited = chromium.exitCode === null && chromium.signalCode === null ? once(chromium, 'exit') : null;
      try {
        // close() returns once the main process is gone, but its zygote and renderers can outlive it for a
        // moment, and a hung close() leaves them all. Puppeteer makes Chromium the leader of its own process
        // group, so killing the group ends every one of them.
        process.kill(-chromium.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
      await exited;
    }
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  return { browser, close };
}
