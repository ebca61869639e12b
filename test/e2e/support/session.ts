import { afterAll, afterEach, beforeAll } from '@jest/globals';
import type { BrowserContext, ConsoleMessage, Page } from 'puppeteer-core';
import { type LaunchedBrowser, launchBrowser } from './browser.js';
import { type RunningServer, startServer } from './server.js';

export interface Visit {
  page: Page;
  /** Console errors, uncaught page errors and failed requests seen so far: CSP violations show up here too. */
  problems: string[];
  url(path: string): string;
}

export interface VisitOptions {
  /** Only to inject axe, which the site's CSP rightly refuses as an inline script. */
  bypassCsp?: boolean;
  viewport?: { width: number; height: number };
}

// Asking for the current user while signed out answers 401 by design (spec section 7), and Chromium logs every
// non-2xx answer as a console error: that one is expected, any other is a problem.
function isSignedOutProbe(message: ConsoleMessage): boolean {
  return message.text().includes('status of 401') && (message.location().url ?? '').endsWith('/api/user');
}

/**
 * The built server, started as `npm start` runs it, and Chromium, for the test file that calls this (hooks are
 * registered in it). Every visit opens a fresh profile: no cookies, empty localStorage. `serverEnv` may be a
 * function, read when the server starts: for settings known only once an earlier `beforeAll` ran (a stand-in's port).
 */
export function browserSession(serverEnv: Record<string, string> | (() => Record<string, string>) = {}): {
  visit(options?: VisitOptions): Promise<Visit>;
  /** http://127.0.0.1:<port> of the running server. */
  baseUrl(): string;
} {
  let server: RunningServer | undefined;
  let chromium: LaunchedBrowser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startServer(typeof serverEnv === 'function' ? serverEnv() : serverEnv);
    chromium = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  return {
    baseUrl() {
      if (!server) throw new Error('the server did not start');
      return server.baseUrl;
    },
    async visit(options: VisitOptions = {}): Promise<Visit> {
      if (!server || !chromium) throw new Error('the server or the browser did not start');
      const { baseUrl } = server;
      context = await chromium.browser.createBrowserContext();
      const page = await context.newPage();
      // Well inside Jest's timeout, so a wait that never ends fails naming the selector it waited for.
      page.setDefaultTimeout(10_000);
      if (options.viewport) await page.setViewport(options.viewport);
      if (options.bypassCsp) await page.setBypassCSP(true);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isSignedOutProbe(message)) problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
      page.on('requestfailed', (request) =>
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
      );
      return { page, problems, url: (path) => `${baseUrl}${path}` };
    },
  };
}
