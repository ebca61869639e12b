import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { NotificationRunner } from './notification-runner.js';

const JOB = 'notifications';
/** On the hour from 07:00 to 21:00 in the server's time zone: mail arrives in the day, and a failed one is retried within the hour. */
export const NOTIFICATIONS_CRON = '0 7-21 * * *';

/** Runs the notifications hourly; off with `NOTIFICATIONS_SCHEDULE=off` (and in tests unless asked for). */
@Injectable()
export class NotificationSchedule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private running: Promise<void> | null = null;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly runner: NotificationRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.notifications.schedule) return;
    const job = CronJob.from({ cronTime: NOTIFICATIONS_CRON, onTick: () => this.tick(), timeZone: this.config.timeZone, start: true });
    this.registry.addCronJob(JOB, job);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('cron', JOB)) this.registry.deleteCronJob(JOB);
    await this.running;
  }

  private tick(): void {
    // A run still going (a slow mail server) is left to finish; the ledger would keep a second one from resending anyway.
    if (this.running) return;
    this.running = this.runner
      .run()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'scheduled notification run failed'))
      .finally(() => {
        this.running = null;
      });
  }
}
