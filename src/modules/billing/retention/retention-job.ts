import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { SYSTEM_ACTOR, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { MAILER, type Mailer } from '../../../platform/mail/mailer.js';
import { todayIn } from '../../../platform/time/calendar-date.js';
import { DeleteAccount } from '../../accounts/users/delete-account.js';
import { UsersQuery } from '../../accounts/users/users-read-model.js';
import { AccessQuery } from '../access/access-read-model.js';
import { retentionOf } from './retention.js';
import { retentionWarning } from './retention-mail.js';

const JOB = 'retention';
/** Once a day, in the morning of the server's time zone. */
export const RETENTION_CRON = '30 8 * * *';

export interface RetentionReport {
  warned: number;
  deleted: number;
  failed: number;
}

/**
 * The retention rule of the Privacy Policy, run daily with the notifications (`NOTIFICATIONS_SCHEDULE`): an account
 * whose last subscription ended 90 days ago, with no subscription or grant since, is deleted (`DeleteAccount`); 7
 * days before, its owner is mailed a warning once, in their language. Deletions a crash left pending are retried too.
 */
@Injectable()
export class RetentionJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly access: AccessQuery,
    private readonly users: UsersQuery,
    private readonly deleteAccount: DeleteAccount,
    private readonly registry: SchedulerRegistry,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.notifications.schedule) return;
    const job = CronJob.from({ cronTime: RETENTION_CRON, onTick: () => this.tick(), timeZone: this.config.timeZone, start: true });
    this.registry.addCronJob(JOB, job);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('cron', JOB)) this.registry.deleteCronJob(JOB);
    await this.running;
  }

  async run(now = new Date()): Promise<RetentionReport> {
    const report: RetentionReport = { warned: 0, deleted: 0, failed: 0 };
    await this.deleteAccount.resumePending();
    const today = todayIn(this.config.timeZone, now);
    for (const facts of await this.access.allFacts()) {
      const due = retentionOf(facts, now, today);
      if (due === null || due.action === 'wait') continue;
      const context = newCommandContext(SYSTEM_ACTOR);
      try {
        if (due.action === 'delete') {
          if ((await this.deleteAccount.execute({ userId: facts._id, by: 'retention', reason: null }, context)) !== null) report.deleted += 1;
        } else {
          const user = await this.users.findById(facts._id);
          if (!user) continue;
          const send = () => this.mailer.send(retentionWarning(user, due, this.config.publicUrl, this.config.timeZone));
          if (await this.deleteAccount.warnOnce(facts._id, due.deleteAt, send, context)) report.warned += 1;
        }
      } catch (error) {
        report.failed += 1;
        this.logger.error({ err: error, userId: facts._id, action: due.action }, 'retention: the account is retried on the next run');
      }
    }
    if (report.warned + report.deleted + report.failed > 0) this.logger.info({ ...report }, 'retention run');
    return report;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.run()
      .catch((error: unknown) => this.logger.error({ err: error }, 'scheduled retention run failed'))
      .finally(() => {
        this.running = null;
      });
  }
}
