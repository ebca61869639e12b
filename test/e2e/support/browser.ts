import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { closeChromium } from '../../../src/modules/ingestion/fetch/browser.js';

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
  // Chromium resolves no name but the test server's address: nothing it does in the background reaches a DNS server.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];
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

  const close = (): Promise<void> => closeChromium(browser, userDataDir);
  return { browser, close };
}
