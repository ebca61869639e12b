import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { backupFileName } from '../../src/platform/backup/backup-schedule.js';
import { verifyBackup } from '../../src/platform/backup/backup.js';
import { METRICS_TOKEN, scrape } from '../support/metrics-scrape.js';
import { ListingAdmin } from './listing-admin.js';
import { Scratch, pause } from './ops-commands.js';
import { type ServerProcess, assertBuilt } from './server-process.js';
import { readJson } from './writers.js';

interface BackupsHealth {
  ok: boolean;
  dir: string;
  keep: number;
  maxAgeDays: number;
  failing: boolean;
  lastBackup: { at: string; file: string; sizeBytes: number } | null;
  lastFailure: { at: string; error: string } | null;
}

const scratch = new Scratch();
const folder = (label: string) => scratch.folder(label);

beforeAll(() => assertBuilt());
afterAll(() => scratch.cleanUp());

async function backupsHealth(server: ServerProcess, admin: ListingAdmin): Promise<BackupsHealth> {
  const response = await fetch(`${server.url}/api/admin/health`, { headers: { Cookie: admin.cookie } });
  return ((await response.json()) as { backups: BackupsHealth }).backups;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, server: ServerProcess): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 30 s: ${server.output()}`);
    await pause(200);
  }
}

describe('backups the server takes itself (BACKUP_DIR, BACKUP_SCHEDULE, BACKUP_KEEP)', () => {
  it('given a schedule every second and BACKUP_KEEP=2, then it writes backups restore accepts, keeps the newest two and shows the last in the health detail', async () => {
    const backups = folder('scheduled');
    // What a killed server's backup left (its process is gone), and a file of someone else's.
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const abandoned = `fieldhockey-backup-2026-01-01T00-00-00-000Z.tar.${gone}.partial`;
    writeFileSync(join(backups, abandoned), Buffer.alloc(1024));
    mkdirSync(join(backups, `${abandoned}.d`));
    writeFileSync(join(backups, `${abandoned}.d`, 'events.sqlite'), 'a plain copy');
    writeFileSync(join(backups, 'notes.txt'), 'not the server\'s');
    const server = await scratch.serve(folder('scheduled-data'), { BACKUP_DIR: backups, BACKUP_SCHEDULE: '* * * * * *', BACKUP_KEEP: '2', METRICS_TOKEN });
    const admin = await ListingAdmin.signIn(server.url);
    await admin.seed(server.url, 2);
    const first = await until('a first backup', async () => (await backupsHealth(server, admin)).lastBackup ?? undefined, server);
    // Pruned: the first one is gone once two newer ones are there.
    await until('pruning', async () => (existsSync(first.file) ? undefined : true), server);
    const health = await backupsHealth(server, admin);
    const kept = readdirSync(backups).filter((name) => name.endsWith('.tar')).sort();
    expect(kept).toHaveLength(2);
    // The killed server's leftovers went with the pruning; other files stay.
    expect(readdirSync(backups).filter((name) => name.startsWith(abandoned))).toEqual([]);
    expect(existsSync(join(backups, 'notes.txt'))).toBe(true);
    expect(health).toMatchObject({ ok: true, dir: backups, keep: 2, failing: false, lastFailure: null });
    expect(kept).toContain(health.lastBackup!.file.slice(backups.length + 1));
    expect(health.lastBackup!.sizeBytes).toBe(statSync(health.lastBackup!.file).size);
    expect(verifyBackup(health.lastBackup!.file).eventCount).toBeGreaterThan(2);
    // Prometheus sees them too: a count of successes, and the last one's size and time.
    const metrics = await scrape(server.url);
    expect(metrics.value('fieldhockey_backups_total', { outcome: 'success' })).toBeGreaterThanOrEqual(3);
    expect(metrics.value('fieldhockey_backups_total', { outcome: 'failure' })).toBe(0);
    expect(metrics.value('fieldhockey_backup_last_size_bytes')).toBeGreaterThan(0);
    expect(metrics.value('fieldhockey_backup_last_success_timestamp_seconds')).toBeGreaterThan(Date.parse(first.at) / 1000 - 1);
    await scratch.stop(server);
  }, 60_000);

  it('given backups older than BACKUP_MAX_AGE_DAYS (14 by default, the Privacy Policy\'s word), then the server removes them at its start, whatever the schedule', async () => {
    const backups = folder('aged');
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const old = backupFileName(daysAgo(15));
    const recent = backupFileName(daysAgo(2));
    for (const name of [old, recent]) writeFileSync(join(backups, name), Buffer.alloc(512));
    writeFileSync(join(backups, 'fieldhockey-backup-by-hand.tar'), 'an operator\'s own file');
    // Once a year on January 1st: no backup runs during the test, only the start's pruning.
    const server = await scratch.serve(folder('aged-data'), { BACKUP_DIR: backups, BACKUP_SCHEDULE: '0 0 1 1 *' });
    const admin = await ListingAdmin.signIn(server.url);
    expect(await backupsHealth(server, admin)).toMatchObject({ ok: true, maxAgeDays: 14, keep: 14 });
    expect(readdirSync(backups).sort()).toEqual(['fieldhockey-backup-by-hand.tar', recent].sort());
    await scratch.stop(server);
  }, 60_000);

  it('given a BACKUP_DIR it cannot write to, then each failure is logged and shown in the health detail, and the server stays healthy', async () => {
    const notAFolder = join(folder('scheduled-broken'), 'a-file');
    writeFileSync(notAFolder, 'in the way');
    const server = await scratch.serve(folder('scheduled-broken-data'), { BACKUP_DIR: notAFolder, BACKUP_SCHEDULE: '* * * * * *', METRICS_TOKEN });
    const admin = await ListingAdmin.signIn(server.url);
    const failed = await until('a failed backup', async () => {
      const health = await backupsHealth(server, admin);
      return health.lastFailure ? health : undefined;
    }, server);
    expect(failed).toMatchObject({ ok: true, failing: true, lastBackup: null, keep: 14, lastFailure: { error: `${notAFolder} is not a folder: the backup cannot be written there` } });
    expect(server.output()).toContain('scheduled backup failed');
    expect((await readJson<{ status: string }>(server.url, admin.cookie, '/api/health')).status).toBe('ok');
    const metrics = await scrape(server.url);
    expect(metrics.value('fieldhockey_backups_total', { outcome: 'failure' })).toBeGreaterThanOrEqual(1);
    expect(metrics.value('fieldhockey_backup_last_success_timestamp_seconds')).toBe(0);
    await scratch.stop(server);
  }, 60_000);
});
