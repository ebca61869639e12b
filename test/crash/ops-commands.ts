import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListingAdmin } from './listing-admin.js';
import { type SavingUser, registerProUser } from './saving-user.js';
import { type ServerProcess, startServer } from './server-process.js';
import { readJson } from './writers.js';

const root = join(import.meta.dirname, '../..');

export interface CommandRun {
  child: ChildProcess;
  /** Resolves when it ended, with its exit code (null when killed) and what it printed. */
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** Resolves once its stderr has shown `text`. */
  saw(text: string): Promise<void>;
}

/** Fails the suite at once when the commands were not built (npm test builds before jest). */
export function assertCommandsBuilt(): void {
  for (const name of ['backup', 'restore', 'events-copy']) {
    const script = join(root, 'dist/cli', `${name}.js`);
    if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build:server\` before this test (npm test does)`);
  }
}

/** `npm run <command>` as an operator runs it, from the built script (`backup`, `restore`, `events-copy`). */
export function runCommand(name: 'backup' | 'restore' | 'events-copy', args: string[], env: Record<string, string> = {}): CommandRun {
  const child = spawn(process.execPath, [join(root, 'dist/cli', `${name}.js`), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', SESSION_SECRET: 'crash-test-session-secret-of-32-characters-at-least', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const watchers: { text: string; resolve: () => void }[] = [];
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const watcher of [...watchers]) if (stderr.includes(watcher.text)) watcher.resolve();
  });
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
  return {
    child,
    done,
    saw: (text) =>
      new Promise<void>((resolve, reject) => {
        if (stderr.includes(text)) return resolve();
        watchers.push({ text, resolve });
        void done.then(() => reject(new Error(`${name} ended without printing "${text}": ${stderr}`)));
      }),
  };
}

/** A member granted Pro by the admin, saving the admin's events and writing notes. */
export const proUser = (url: string, admin: ListingAdmin, n: number): Promise<SavingUser> => registerProUser(url, admin, 'ops-user', n);

/** What the read models answer the admin and each user. */
export async function answersOf(url: string, admin: ListingAdmin, users: SavingUser[]): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const path of ['/api/events', '/api/admin/users', '/api/admin/stats', '/api/admin/events/by-day', '/api/admin/events/recent', '/api/stats/events-count']) {
    answers[`admin ${path}`] = await readJson(url, admin.cookie, path);
  }
  for (const [n, user] of users.entries()) {
    for (const path of ['/api/user', '/api/events', '/api/saved-events', '/api/insights']) {
      answers[`user ${n} ${path}`] = await readJson(url, user.cookie, path);
    }
  }
  return answers;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The temporary folders (`fh-<label>-…`) and server processes a spec makes; `cleanUp()`, its afterAll, ends them all. */
export class Scratch {
  private readonly folders: string[] = [];
  private readonly servers = new Set<ServerProcess>();

  folder(label: string): string {
    const dir = mkdtempSync(join(tmpdir(), `fh-${label}-`));
    this.folders.push(dir);
    return dir;
  }

  async serve(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
    const server = await startServer(dataDir, env);
    this.servers.add(server);
    return server;
  }

  async stop(server: ServerProcess): Promise<void> {
    await server.kill();
    this.servers.delete(server);
  }

  async cleanUp(): Promise<void> {
    await Promise.all([...this.servers].map((server) => server.kill()));
    for (const dir of this.folders) rmSync(dir, { recursive: true, force: true });
  }
}
