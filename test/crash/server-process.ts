import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const MAIN = join(root, 'dist/server.mjs');
const BOOT_TIMEOUT_MS = 60_000;

export const CRASH_ADMIN = { username: 'crash-admin', password: 'Crash-Admin-Password-2026' };

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** How long from spawn to listening, in ms. */
  bootMs: number;
  /** `kill -9`, resolved once the process is gone (its files as the crash left them). */
  kill(): Promise<void>;
  /** Whether the process is still alive (it neither exited nor was killed). */
  running(): boolean;
  /** The last few thousand characters it wrote (stdout and stderr): what a test shows when it died. */
  output(): string;
}

/** Fails the suite at once, and says why, when the product was not built (npm test builds before jest). */
export function assertBuilt(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` before this test (npm test does)`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The product as it is deployed (`node dist/server.mjs`), embedded mode over `dataDir`, with nothing scheduled
 * to write behind the test's back: answers once the server says it is listening (read models caught up).
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  return spawnUntilReady('server', MAIN, port, 'is running at', {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    SESSION_SECRET: 'crash-test-session-secret-of-32-characters-at-least',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    SCRAPERS_SCHEDULE: 'off',
    NOTIFICATIONS_SCHEDULE: 'off',
    SEED_DEMO: 'false',
    ADMIN_USERNAME: CRASH_ADMIN.username,
    ADMIN_PASSWORD: CRASH_ADMIN.password,
    TIME_ZONE: 'America/New_York',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

/** `node <script>` in its own process with `env` only, resolved once its output says `ready` (killed if it never does). */
async function spawnUntilReady(what: string, script: string, port: number, ready: string, env: Record<string, string | undefined>): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stderr?.on('data', keep);
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${what} did not listen within ${BOOT_TIMEOUT_MS} ms: ${output}`)), BOOT_TIMEOUT_MS);
    child.once('exit', (code, signal) => reject(new Error(`the ${what} exited (${code ?? signal}) while starting: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    });
  }).catch(async (error: unknown) => {
    await kill();
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    bootMs: performance.now() - started,
    kill,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
  };
}

const CRAWLER = join(root, 'dist/crawler.js');
export const CRAWLER_TOKEN = 'crash-test-crawler-token-of-32-characters-at-least';

/**
 * The crawler as deployed apart (`node dist/crawler.js`), with only its own settings in its environment: the server is
 * then started with `CRAWLER_URL` and `CRAWLER_TOKEN` pointing at it.
 */
export async function startCrawler(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  return spawnUntilReady('crawler', CRAWLER, port, 'The crawler is listening on', {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    CRAWLER_HOST: '127.0.0.1',
    CRAWLER_PORT: String(port),
    CRAWLER_TOKEN,
    LOG_LEVEL: 'warn',
    ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
    ...env,
  });
}
