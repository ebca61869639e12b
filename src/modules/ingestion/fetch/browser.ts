import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { getPriority, setPriority, tmpdir } from 'node:os';
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
  return (await groupMembers(pgid)).length > 0;
}

/** The processes of group `pgid` still running (zombies aside). Linux /proc; elsewhere none. */
async function groupMembers(pgid: number): Promise<number[]> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return [];
  }
  const members: number[] = [];
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
    if (Number(group) === pgid && state !== 'Z' && state !== 'X') members.push(Number(entry));
  }
  return members;
}

/** How often a crawl's Chromium is checked for threads that raised their priority, and the least niceness they keep. */
const priorityCheckMs = 500;
const crawlNiceness = 10;

/**
 * Keeps every thread of Chromium's process group at `crawlNiceness` or nicer, until the returned stop is called.
 * Chromium raises its browser and I/O threads' priority where it is allowed to (a root process can): it would then
 * take the CPU from the server it scrapes for. Started unprivileged, as in production, it cannot, and this finds
 * nothing to do. Linux only; a no-op elsewhere.
 */
function keepBelowServer(pgid: number): () => void {
  let stopped = false;
  const check = async (): Promise<void> => {
    for (const pid of await groupMembers(pgid)) {
      let tasks: string[];
      try {
        tasks = await readdir(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const task of tasks) {
        try {
          if (getPriority(Number(task)) < crawlNiceness) setPriority(Number(task), crawlNiceness);
        } catch {
          // Gone, or not ours to change.
        }
      }
    }
  };
  const timer = setInterval(() => {
    if (!stopped) void check();
  }, priorityCheckMs);
  timer.unref();
  void check();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * Puts Chromium's whole session at `crawlNiceness` in the kernel's scheduler. Chromium is launched in a session of
 * its own (puppeteer detaches it, so that its process group can be killed whole), and where Linux groups a session's
 * processes for scheduling (`kernel.sched_autogroup_enabled`, on in most distributions), a thread's niceness counts
 * only inside its own session: Chromium's session as a whole would weigh as much as the server's, and on a busy host
 * the server would wait for a CPU while it renders (measured: 200 ms and more). Raising a session's niceness needs no
 * privilege. Linux only; a no-op where there are no such groups. Returns whether it was set.
 */
export async function niceSession(sessionLeader: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${sessionLeader}/autogroup`, String(crawlNiceness));
    return true;
  } catch {
    // Not Linux, no autogroups (the file is absent), or already gone.
    return false;
  }
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
 * The only variables Chromium inherits: where programs, the home and temporary folders are, the language and the zone.
 * The server's own environment holds its secrets (SESSION_SECRET, STRIPE_*, SMTP_URL, database URLs, ADMIN_PASSWORD),
 * and a page that found a way into the browser's processes must find none of them there.
 */
const inheritedVariables = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LANGUAGE', 'LC_ALL', 'LC_CTYPE', 'TZ', 'FONTCONFIG_PATH'] as const;

/** The environment Chromium is launched with: `inheritedVariables` from `source`, nothing else. */
export function chromiumEnvironment(source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const name of inheritedVariables) {
    const value = source[name];
    if (value !== undefined) environment[name] = value;
  }
  return environment;
}

/** Whether Chromium may use its sandbox here, or why not. */
export type SandboxSupport = { usable: true } | { usable: false; reason: string };

async function readSetting(path: string): Promise<string | null> {
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch {
    return null;
  }
}

/**
 * Chromium's sandbox (Linux) needs user namespaces it may create unprivileged, and refuses to start as root with it
 * on. Reads what the kernel says (`/proc/sys`); a host that says nothing is given the benefit of the doubt, and a
 * launch that then fails is retried without the sandbox (see launchCrawlBrowser).
 */
export async function sandboxSupport(
  uid: number | undefined = process.getuid?.(),
  readSettingAt: (path: string) => Promise<string | null> = readSetting,
): Promise<SandboxSupport> {
  if (uid === 0) return { usable: false, reason: 'the server runs as root, where Chromium refuses its sandbox' };
  if ((await readSettingAt('/proc/sys/user/max_user_namespaces')) === '0') {
    return { usable: false, reason: 'user namespaces are off (user.max_user_namespaces is 0)' };
  }
  if ((await readSettingAt('/proc/sys/kernel/unprivileged_userns_clone')) === '0') {
    return { usable: false, reason: 'unprivileged user namespaces are off (kernel.unprivileged_userns_clone is 0)' };
  }
  if ((await readSettingAt('/proc/sys/kernel/apparmor_restrict_unprivileged_userns')) === '1') {
    return { usable: false, reason: 'AppArmor restricts unprivileged user namespaces (kernel.apparmor_restrict_unprivileged_userns is 1)' };
  }
  return { usable: true };
}

type SandboxListener = (notice: { reason: string }) => void;
const sandboxListeners = new Set<SandboxListener>();
const reportedSandboxReasons = new Set<string>();

/** Tells `listener` (the server's log) why Chromium runs without its sandbox, once per reason; returns the unsubscribe. */
export function watchSandboxFallbacks(listener: SandboxListener): () => void {
  sandboxListeners.add(listener);
  return () => sandboxListeners.delete(listener);
}

/** Says why Chromium runs without its sandbox to the listeners (once per reason); a crawl worker relays its own here. */
export function reportNoSandbox(reason: string): void {
  if (reportedSandboxReasons.has(reason)) return;
  reportedSandboxReasons.add(reason);
  for (const listener of sandboxListeners) listener({ reason });
}

/**
 * Chromium with nothing of its own on the network: every request goes through the guard proxy (loopback too), its
 * own resolver resolves no name (the proxy resolves, guarded), no background services, no QUIC, no non-proxied UDP
 * (WebRTC), no downloads.
 */
export function chromiumArgs(proxyUrl: string, options: { sandbox: boolean } = { sandbox: false }): string[] {
  return [
    ...(options.sandbox ? [] : ['--no-sandbox']),
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

/** Why a launch that must use the sandbox is refused, and how an operator allows it. */
const sandboxRequired = (reason: string) =>
  `Chromium cannot run its sandbox here (${reason}): scraped pages are not rendered without it in production. Give the server a user and a seccomp profile that allow it, or set SCRAPER_ALLOW_NO_SANDBOX=true to accept the risk`;

export async function launchCrawlBrowser(options: { chromiumPath: string; proxyUrl: string; protocolTimeoutMs: number; requireSandbox?: boolean }): Promise<CrawlBrowser> {
  const support = await sandboxSupport();
  if (!support.usable && options.requireSandbox) throw new Error(sandboxRequired(support.reason));
  const userDataDir = await mkdtemp(userDataDirPrefix);
  if (!support.usable) reportNoSandbox(support.reason);
  const launch = (sandbox: boolean): Promise<Browser> =>
    puppeteer.launch({
      executablePath: options.chromiumPath,
      headless: true,
      args: chromiumArgs(options.proxyUrl, { sandbox }),
      env: chromiumEnvironment(),
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
  let browser: Browser;
  try {
    if (support.usable) {
      try {
        browser = await launch(true);
      } catch (error) {
        // A container's seccomp profile, for one, can refuse the namespaces the kernel settings allow.
        const lines = (error instanceof Error ? error.message : String(error)).split('\n');
        const why = (lines.find((line) => line.toLowerCase().includes('sandbox')) ?? lines[0]).trim().slice(0, 300);
        if (options.requireSandbox) throw new Error(sandboxRequired(`it could not start with it: ${why}`), { cause: error });
        reportNoSandbox(`Chromium could not start with its sandbox (${why})`);
        browser = await launch(false);
      }
    } else {
      browser = await launch(false);
    }
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }

  for (const listener of launchListeners) listener({ pid: browser.process()?.pid, userDataDir });
  const pid = browser.process()?.pid;
  if (pid !== undefined) await niceSession(pid);
  const stopKeeping = pid === undefined ? () => undefined : keepBelowServer(pid);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    stopKeeping();
    closing ??= closeChromium(browser, userDataDir);
    return closing;
  };
  return { browser, userDataDir, close };
}
