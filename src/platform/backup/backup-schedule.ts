import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { HealthRegistry } from '../health/health-registry.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { Metrics } from '../metrics/metrics.js';
import { isAlive } from '../process/is-alive.js';
import { takenAt } from './backup.js';
import { builtWorkerScript } from '../process/worker-script.js';

/** Backups the server names itself: their names sort in the order they were taken. */
const NAME = /^fieldhockey-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar$/;
/** What a backup of theirs leaves while it is written (`<name>.<pid>.partial` and its staging folder). */
const PARTIAL = /^fieldhockey-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.(\d+)\.partial(?:\.d)?$/;

export const backupFileName = (at: Date) => `fieldhockey-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;

export interface LastBackup {
  at: string;
  file: string;
  sizeBytes: number;
}

export interface BackupFailure {
  at: string;
  error: string;
}

/**
 * With `BACKUP_DIR` and `BACKUP_SCHEDULE`, the server takes a backup (the same as `npm run backup`) on that cron in its
 * time zone, in a worker thread, and keeps the newest `BACKUP_KEEP`, none older than `BACKUP_MAX_AGE_DAYS` (14, the
 * Privacy Policy's word). The last backup and the last failure show in the
 * admins' health detail (`backups`); a failure is logged. It never marks the server degraded: it still serves.
 */
@Injectable()
export class BackupSchedule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private job: CronJob | null = null;
  private running: Promise<void> | null = null;
  private lastBackup: LastBackup | null = null;
  private lastFailure: BackupFailure | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly health: HealthRegistry,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    const backups = this.config.backups;
    if (!backups) return;
    // Backups past their age go at the start too, whatever the schedule does next.
    this.pruneByAge(backups.dir, backups.maxAgeDays, new Date());
    this.lastBackup = this.newestOnDisk(backups.dir);
    this.health.register('backups', async () => ({
      ok: true,
      dir: backups.dir,
      schedule: backups.schedule,
      keep: backups.keep,
      maxAgeDays: backups.maxAgeDays,
      running: this.running !== null,
      lastBackup: this.lastBackup,
      lastFailure: this.lastFailure,
      /** The last attempt failed (no backup since the last failure). */
      failing: this.lastFailure !== null && (this.lastBackup === null || this.lastBackup.at < this.lastFailure.at),
    }));
    this.job = CronJob.from({ cronTime: backups.schedule, onTick: () => this.tick(), timeZone: this.config.timeZone, start: true });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.job?.stop();
    await this.running;
  }

  private tick(): void {
    // A backup still being written is left to finish: the next tick takes the next one.
    if (this.running || !this.config.backups) return;
    const { dir, keep, maxAgeDays } = this.config.backups;
    const at = new Date();
    // Even when backups fail: no backup outlives the age the Privacy Policy states.
    this.pruneByAge(dir, maxAgeDays, at);
    const file = join(dir, backupFileName(at));
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    this.running = this.backUp(file)
      .then((size) => {
        this.lastBackup = { at: at.toISOString(), file, sizeBytes: size };
        this.metrics.recordBackup({ outcome: 'success', durationSeconds: seconds(), bytes: size });
        this.logger.info({ file, sizeBytes: size }, 'scheduled backup written');
        this.prune(dir, keep);
      })
      .catch((error: unknown) => {
        this.lastFailure = { at: at.toISOString(), error: error instanceof Error ? error.message : String(error) };
        this.metrics.recordBackup({ outcome: 'failure', durationSeconds: seconds() });
        this.logger.error({ err: error, file }, 'scheduled backup failed');
      })
      .finally(() => {
        this.running = null;
      });
  }

  private backUp(file: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(builtWorkerScript(import.meta.url, 'backup-worker.js'), { workerData: { dataDir: this.config.dataDir, file } });
      let answered = false;
      worker.once('message', (message: { ok: true; size: number } | { ok: false; error: string }) => {
        answered = true;
        if (message.ok) resolve(message.size);
        else reject(new Error(message.error));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (!answered) reject(new Error(`the backup worker exited (${code}) without an answer`));
      });
    });
  }

  /**
   * Keeps the newest `keep` of the server's own backups, and removes what backups cut short left (a killed server's,
   * or a worker's that died: none runs while this does); other files in the folder are not its to remove.
   */
  private prune(dir: string, keep: number): void {
    const names = readdirSync(dir);
    const ours = names.filter((name) => NAME.test(name)).sort();
    const abandoned = names.filter((name) => {
      const pid = Number(PARTIAL.exec(name)?.[1] ?? 0);
      return pid > 0 && (pid === process.pid || !isAlive(pid));
    });
    for (const name of [...ours.slice(0, Math.max(0, ours.length - keep)), ...abandoned]) {
      try {
        rmSync(join(dir, name), { recursive: true, force: true });
      } catch (error) {
        this.logger.warn({ err: error, file: name }, 'an old backup could not be removed');
      }
    }
  }

  /**
   * Removes the server's own backups taken more than `maxAgeDays` ago (by the time in their names): a backup taken
   * before an account was deleted holds that user's key, and the Privacy Policy promises no backup keeps it longer.
   */
  private pruneByAge(dir: string, maxAgeDays: number, now: Date): void {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
    const oldest = now.getTime() - maxAgeDays * 86_400_000;
    for (const name of readdirSync(dir).filter((each) => NAME.test(each))) {
      const taken = takenAt(name);
      if (taken === null || taken >= oldest) continue;
      try {
        rmSync(join(dir, name), { force: true });
        this.logger.info({ file: name, maxAgeDays }, 'a backup past its age was removed');
      } catch (error) {
        this.logger.warn({ err: error, file: name }, 'an old backup could not be removed');
      }
    }
  }

  private newestOnDisk(dir: string): LastBackup | null {
    // A folder that is missing (made at the first backup) or unusable (the first backup reports it) holds none.
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return null;
    const newest = readdirSync(dir).filter((name) => NAME.test(name)).sort().at(-1);
    if (!newest) return null;
    const stat = statSync(join(dir, newest));
    return { at: stat.mtime.toISOString(), file: join(dir, newest), sizeBytes: stat.size };
  }
}
