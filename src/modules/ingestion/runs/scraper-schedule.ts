import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { SYSTEM_ACTOR } from '../../../platform/eventsourcing/command-context.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { ScrapersQuery } from '../read-models/scrapers-read-model.js';
import { ScraperCommandError } from '../scrapers/scraper.js';
import { ScraperRunner } from './scraper-runner.js';

const JOB_PREFIX = 'scraper:';

/**
 * One cron job per active scraper, in the server's time zone, kept in step with the scrapers read model:
 * `sync()` runs at boot and after every change to a scraper, so an edited schedule applies without a restart.
 * Off when `SCRAPERS_SCHEDULE=off` (and in tests unless asked for).
 */
@Injectable()
export class ScraperSchedule implements OnApplicationBootstrap {
  private readonly crons = new Map<string, string>();

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly query: ScrapersQuery,
    private readonly runner: ScraperRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get enabled(): boolean {
    return this.config.scrapers.schedule;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sync();
  }

  /** Adds, replaces and removes jobs so that exactly the active scrapers run, each on its current cron. */
  async sync(): Promise<void> {
    if (!this.enabled) return;
    const wanted = new Map((await this.query.list()).filter((scraper) => scraper.isActive).map((scraper) => [scraper._id, scraper.schedule]));
    for (const [scraperId, cron] of this.crons) {
      if (wanted.get(scraperId) === cron) continue;
      this.registry.deleteCronJob(JOB_PREFIX + scraperId);
      this.crons.delete(scraperId);
    }
    for (const [scraperId, cron] of wanted) {
      if (this.crons.has(scraperId)) continue;
      const job = CronJob.from({ cronTime: cron, onTick: () => this.tick(scraperId), timeZone: this.config.timeZone, start: true });
      this.registry.addCronJob(JOB_PREFIX + scraperId, job);
      this.crons.set(scraperId, cron);
    }
  }

  /** When each scheduled scraper runs next (ISO), for the admin console. */
  nextRunOf(scraperId: string): string | null {
    if (!this.crons.has(scraperId)) return null;
    return this.registry.getCronJob(JOB_PREFIX + scraperId).nextDate().toJSDate().toISOString();
  }

  private tick(scraperId: string): void {
    this.runner.run(scraperId, 'schedule', SYSTEM_ACTOR).catch((error: unknown) => {
      // A scraper still busy with its last run simply skips this one.
      if (error instanceof ScraperCommandError) return;
      this.logger.error({ err: error, scraperId }, 'scheduled scraper run failed unexpectedly');
    });
  }
}
