import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListingAdmin } from './listing-admin.js';
import { SavingUser } from './saving-user.js';
import { WriteFailed, readJson, send } from './writers.js';

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
export async function proUser(url: string, admin: ListingAdmin, n: number): Promise<SavingUser> {
  const username = `ops-user-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'green turf at dawn', ageConfirmed: true }),
  });
  if (response.status !== 201) throw new WriteFailed(`register answered ${response.status}: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='))!.split(';')[0];
  const granted = await send(url, admin.cookie, { method: 'POST', path: `/api/admin/users/${id}/access`, body: { planType: 'pro' } });
  if (granted.status !== 200) throw new WriteFailed(`granting Pro answered ${granted.status}: ${await granted.text()}`);
  return new SavingUser(id, cookie, () => admin.eventIds);
}

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
