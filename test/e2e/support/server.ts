import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type RunningServer = {
  baseUrl: string;
  stop(): Promise<void>;
};

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const startTimeoutMs = 20_000;
const stopTimeoutMs = 5_000;
const keptOutputChars = 8_000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('could not reserve a TCP port');
  return address.port;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function kill(child: ChildProcess): Promise<void> {
  // No pid means the process never started, so no exit event will come.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
  await exited(child);
  clearTimeout(timer);
}

/**
 * Starts the built server the way `npm start` runs it, on a free loopback port with its own empty data
 * directory (plus `extraEnv`), and resolves once /api/health answers 200. Needs `npm run build` first.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const entry = join(repoRoot, 'dist/server.mjs');
  for (const built of [entry, join(repoRoot, 'dist/web/index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` before the e2e tests`);
  }

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'fhe-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // No scheduled runs (scrapers, mail), and scrapers reach only fixture sites on 127.0.0.1, never an organizer's site.
    SCRAPERS_SCHEDULE: 'off',
    NOTIFICATIONS_SCHEDULE: 'off',
    SCRAPER_ONLY_HOSTS: '127.0.0.1',
    SCRAPER_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    ...extraEnv,
  };
  // Jest sets NODE_ENV=test; `npm start` does not, and the browser should see what a visitor sees.
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [entry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });

  // The logger writes to stdout and crashes go to stderr: keep the tail of both to explain a failed start.
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      output = (output + chunk).slice(-keptOutputChars);
    });
  }
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));

  const stop = async (): Promise<void> => {
    await kill(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await stop();
      const why = spawnError ? spawnError.message : `exited with ${child.exitCode ?? child.signalCode}`;
      throw new Error(`the server ${why} before /api/health answered 200. Its output:\n${output}`);
    }
    if (await isHealthy(`${baseUrl}/api/health`)) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`/api/health did not answer 200 within ${startTimeoutMs} ms. Its output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
