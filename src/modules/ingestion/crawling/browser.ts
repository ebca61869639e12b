import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Every crawl's throwaway Chromium profile is a directory whose path starts with this (removed after the crawl). */
export const userDataDirPrefix = join(tmpdir(), 'fhe-crawler-');

export interface CrawlBrowser {
  browser: Browser;
  userDataDir: string;
  /** Closes Chromium (killing its process group if close() fails or hangs) and removes the profile; never throws. */
  close(): Promise<void>;
}

const closeTimeoutMs = 5_000;
const groupExitTimeoutMs = 3_000;

/** Whether a process of group `pgid` still runs (zombies, which run nothing, aside). Linux /proc; elsewhere false. */
async function groupRunning(pgid: number): Promise<boolean> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = await readFile(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so read after the last ')'.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === pgid && state !== 'Z' && state !== 'X') return true;
  }
  return false;
}

async function groupGone(pgid: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await groupRunning(pgid)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type LaunchListener = (launched: { pid: number | undefined; userDataDir: string }) => void;
const launchListeners = new Set<LaunchListener>();

/** Tells `listener` about every Chromium started for a crawl (tests check none outlives its crawl); returns the unsubscribe. */
export function watchBrowserLaunches(listener: LaunchListener): () => void {
  launchListeners.add(listener);
  return () => launchListeners.delete(listener);
}

/**
 * Chromium with nothing of its own on the network: every request goes through the guard proxy (loopback too), its
 * own resolver resolves no name (the proxy resolves, guarded), no background services, no QUIC, no non-proxied UDP
 * (WebRTC), no downloads.
 */
export function chromiumArgs(proxyUrl: string): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
    `--proxy-server=${proxyUrl}`,
    // Chromium never proxies loopback by default: `<-loopback>` removes that implicit bypass.
    '--proxy-bypass-list=<-loopback>',
    // Names are resolved by the proxy only; Chromium's resolver answers "not found" for anything but the proxy.
    `--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE ${new URL(proxyUrl).hostname}`,
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--disable-domain-reliability',
    '--disable-client-side-phishing-detection',
    '--disable-default-apps',
    '--disable-breakpad',
    '--no-pings',
    '--no-default-browser-check',
    '--dns-prefetch-disable',
    '--safebrowsing-disable-auto-update',
    '--disable-features=DnsOverHttps,AutofillServerCommunication,CertificateTransparencyComponentUpdater,MediaRouter,OptimizationHints,Translate,InterestFeedContentSuggestions,NetworkTimeServiceQuerying,PrivacySandboxSettings4,SafeBrowsing',
    '--mute-audio',
  ];
}

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

/**
 * Closes a launched Chromium for good: a bounded `close()`, then its whole process group killed and waited for (a
 * hung close, a zygote or renderer outliving the main process), then its throwaway profile removed.
 */
export async function closeChromium(browser: Browser, userDataDir: string): Promise<void> {
  const chromium = browser.process();
  await closeWithin(browser, closeTimeoutMs);
  if (chromium?.pid !== undefined) {
    const exited = chromium.exitCode === null && chromium.signalCode === null ? once(chromium, 'exit') : null;
    try {
      // Puppeteer makes Chromium the leader of its own process group: killing the group ends every one of them.
      process.kill(-chromium.pid, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
    await exited;
    // SIGKILL is delivered at once but a process takes a moment to go: wait until none of the group still runs.
    await groupGone(chromium.pid, groupExitTimeoutMs);
  }
  await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
}

export async function launchCrawlBrowser(options: { chromiumPath: string; proxyUrl: string; protocolTimeoutMs: number }): Promise<CrawlBrowser> {
  const userDataDir = await mkdtemp(userDataDirPrefix);
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath: options.chromiumPath,
      headless: true,
      args: chromiumArgs(options.proxyUrl),
      userDataDir,
      // CDP over a pipe: Chromium opens no debugging port.
      pipe: true,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: 30_000,
      protocolTimeout: options.protocolTimeoutMs,
      downloadBehavior: { policy: 'deny' },
      defaultViewport: { width: 1280, height: 900 },
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }

  for (const listener of launchListeners) listener({ pid: browser.process()?.pid, userDataDir });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= closeChromium(browser, userDataDir);
    return closing;
  };
  return { browser, userDataDir, close };
}
