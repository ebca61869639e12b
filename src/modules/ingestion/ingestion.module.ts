import { Module, type OnModuleInit } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { HealthRegistry } from '../../platform/health/health-registry.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { DraftsController } from './http/drafts.controller.js';
import { ScrapersController } from './http/scrapers.controller.js';
import { DraftsQuery, draftsProjection } from './read-models/drafts-read-model.js';
import { ScrapersQuery, scrapersProjection } from './read-models/scrapers-read-model.js';
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
 * for an admin.
 */
@Module({
  imports: [ScheduleModule.forRoot(), CatalogModule],
  controllers: [ScrapersController, DraftsController],
  providers: [ScraperCommands, ScrapersQuery, ScraperRunner, ScraperPreview, ScraperSchedule, ScraperHistory, RunRecorder, DraftCommands, DraftsQuery, DraftHistory],
  exports: [ScrapersQuery, ScraperHistory, DraftHistory],
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
