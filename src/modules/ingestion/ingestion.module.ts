import { Module, type OnModuleInit } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { HealthRegistry } from '../../platform/health/health-registry.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { DraftsController } from './http/drafts.controller.js';
import { InboxController } from './http/inbox.controller.js';
import { OrganizersController } from './http/organizers.controller.js';
import { SubmissionsController } from './http/submissions.controller.js';
import { Inbox } from './inbox/inbox.js';
import { InboxThrottle } from './inbox/inbox-limits.js';
import { SmtpInbox } from './inbox/smtp-inbox.js';
import { SubmissionCommands } from './inbox/submission-commands.js';
import { ReadingsKept } from './inbox/readings-kept.js';
import { SubmissionHistory } from './inbox/submission-history.js';
import { SubmissionReader } from './inbox/submission-reader.js';
import { ScrapersController } from './http/scrapers.controller.js';
import { DraftsQuery, draftsProjection } from './read-models/drafts-read-model.js';
import { ScrapersQuery, scrapersProjection } from './read-models/scrapers-read-model.js';
import { SubmissionsQuery, submissionsProjection } from './read-models/submissions-read-model.js';
import { DraftCommands } from './record/draft-commands.js';
import { DraftHistory } from './record/draft-history.js';
import { RunRecorder } from './record/run-recorder.js';
import { ScraperPreview } from './runs/scraper-preview.js';
import { ScraperRunner } from './runs/scraper-runner.js';
import { ScraperSchedule } from './runs/scraper-schedule.js';
import { ScraperCommands } from './scrapers/scraper-commands.js';
import { ScraperHistory } from './scrapers/scraper-history.js';

/**
 * Scrapers: configured as data, run on demand and on their cron, rendering organizers' pages with Chromium and
 * bringing the catalog up to date through the catalog's commands only; records they cannot prove wait as drafts
 * for an admin. Organizers' submissions (the submission page, the inbox's mail) are read the same way and wait as
 * drafts too, once their sender confirms them.
 */
@Module({
  imports: [ScheduleModule.forRoot(), CatalogModule],
  controllers: [ScrapersController, DraftsController, OrganizersController, InboxController, SubmissionsController],
  providers: [
    ScraperCommands,
    ScrapersQuery,
    ScraperRunner,
    ScraperPreview,
    ScraperSchedule,
    ScraperHistory,
    RunRecorder,
    DraftCommands,
    DraftsQuery,
    DraftHistory,
    SubmissionReader,
    SubmissionCommands,
    SubmissionsQuery,
    InboxThrottle,
    Inbox,
    SmtpInbox,
    SubmissionHistory,
    ReadingsKept,
  ],
  exports: [ScrapersQuery, ScraperHistory, DraftHistory, SubmissionHistory],
})
export class IngestionModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRunner,
    private readonly health: HealthRegistry,
    private readonly scrapers: ScrapersQuery,
    private readonly runner: ScraperRunner,
  ) {}

  onModuleInit(): void {
    this.projections.register(scrapersProjection);
    this.projections.register(draftsProjection);
    this.projections.register(submissionsProjection);
    this.health.register('scrapers', async () => ({
      ok: true,
      scrapers: (await this.scrapers.list()).map((scraper) => ({
        id: scraper._id,
        name: scraper.name,
        isActive: scraper.isActive,
        running: this.runner.isRunning(scraper._id),
        lastRunStatus: scraper.lastRunStatus,
        lastRunAt: scraper.lastRunAt?.toISOString() ?? null,
        lastRunError: scraper.lastRunError,
        // 'warning' runs read pages yet listed nothing: why (null before the read model knew warnings).
        lastRunWarning: scraper.lastRunWarning ?? null,
      })),
    }));
  }
}
