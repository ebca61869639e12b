import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Patch,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { AdminOnly, type AuthenticatedUser, CurrentUser } from '../../../platform/http/auth.js';
import { ZodBody, ZodQuery } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { LOGS_LIMIT, type ScraperDocument, type ScraperLogDocument, ScrapersQuery } from '../read-models/scrapers-read-model.js';
import { PreviewError, type PreviewResult, ScraperPreview } from '../runs/scraper-preview.js';
import { ScraperRunner } from '../runs/scraper-runner.js';
import { ScraperSchedule } from '../runs/scraper-schedule.js';
import { ScraperCommands } from '../scrapers/scraper-commands.js';
import {
  type NewScraper,
  NewScraperInput,
  SCRAPER_ID,
  type ScraperChanges,
  ScraperChangesInput,
  ScraperCommandError,
  ScraperPreviewInput,
  type ScraperPreviewRequest,
  type ScraperSettings,
} from '../scrapers/scraper.js';

/** A scraper as the admin console shows it, with its run under way if any. */
export type ScraperView = ScraperSettings & {
  id: string;
  isActive: boolean;
  lastRunStatus: ScraperDocument['lastRunStatus'];
  createdAt: string;
  lastRunAt: string | null;
  lastRunError: string | null;
  lastRunWarning: string | null;
  /** When the schedule runs it next (null when scheduling is off or the scraper inactive). */
  nextRunAt: string | null;
  running: null | { startedAt: string; pagesVisited: number; pageLimit: number; eventsFound: number };
};

export type ScraperLogView = Omit<ScraperLogDocument, '_id' | 'executedAt' | 'finishedAt'> & { id: string; executedAt: string; finishedAt: string | null };

const LogsQuery = z.strictObject({
  limit: z.coerce
    .number({ error: `Must be a number from 1 to ${LOGS_LIMIT.max}` })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LOGS_LIMIT.max, `Must be at most ${LOGS_LIMIT.max}`)
    .default(LOGS_LIMIT.default),
});
type LogsParams = z.infer<typeof LogsQuery>;

function asHttpError(error: unknown): unknown {
  if (error instanceof PreviewError) return error.reason === 'refused' ? new BadRequestException(error.message) : new ConflictException(error.message);
  if (!(error instanceof ScraperCommandError)) return error;
  switch (error.reason) {
    case 'not_found':
      return new NotFoundException(error.message);
    case 'invalid':
      return new BadRequestException(error.message);
    default:
      return new ConflictException(error.message);
  }
}

async function httpCommand<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asHttpError(error);
  }
}

/** The admin console's Scrapers and Logs tabs: scrapers as data, runs on demand. */
@ApiTags('admin')
@ApiCookieAuth('sid')
@Controller('api/admin')
@UseGuards(AdminOnly)
export class ScrapersController {
  constructor(
    private readonly commands: ScraperCommands,
    private readonly query: ScrapersQuery,
    private readonly runner: ScraperRunner,
    private readonly previews: ScraperPreview,
    private readonly schedule: ScraperSchedule,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get('scrapers')
  @ApiOperation({ summary: 'Every scraper by name, with its last finished run and the progress of a run under way' })
  async list(): Promise<ScraperView[]> {
    return (await this.query.list()).map((scraper) => this.view(scraper));
  }

  @Post('scrapers')
  @ApiOperation({ summary: 'Add a scraper (active unless isActive is false): the scraper as listed (201)' })
  async add(@CurrentUser() admin: AuthenticatedUser, @ZodBody(NewScraperInput) body: NewScraper): Promise<ScraperView> {
    const { scraperId, position } = await httpCommand(() => this.commands.add(body, newCommandContext(admin.id)));
    return this.settled(scraperId, position);
  }

  @Post('scrapers/initialize')
  @ApiOperation({ summary: 'Create the default scrapers (Lineup, Super Sixty, NXT, USA Field Hockey), once: {count}' })
  async initialize(@CurrentUser() admin: AuthenticatedUser): Promise<{ count: number }> {
    const { scraperIds, position } = await httpCommand(() => this.commands.initializeDefaults(newCommandContext(admin.id)));
    if (position) await this.projections.whenProcessed(position);
    await this.schedule.sync();
    return { count: scraperIds.length };
  }

  @Post('scrapers/run-all')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Start every active scraper in the background, one after another: {message, totalScrapers} at once' })
  async runAll(@CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; totalScrapers: number }> {
    const totalScrapers = await this.runner.runAll(admin.id);
    return { message: `${totalScrapers} scraper${totalScrapers === 1 ? '' : 's'} running in background`, totalScrapers };
  }

  @Post('scrapers/preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Read a site as a run would and answer what it would list, reject and fail to read, recording nothing: {events, rejected, pages, failures, warning, error}. ' +
      'One preview at a time (409 while one runs); 400 naming a start URL the scrapers may not reach',
  })
  async preview(@ZodBody(ScraperPreviewInput) body: ScraperPreviewRequest, @Res({ passthrough: true }) response: Response): Promise<PreviewResult> {
    // An admin who closes the dialog stops the preview: Chromium is not kept busy for an answer nobody reads.
    const gone = new AbortController();
    const onClose = () => {
      if (!response.writableFinished) gone.abort();
    };
    response.once('close', onClose);
    try {
      return await httpCommand(() => this.previews.preview(body, gone.signal));
    } finally {
      response.off('close', onClose);
    }
  }

  @Patch('scrapers/:id')
  @ApiOperation({ summary: 'Change some of a scraper’s settings or switch it on or off: the scraper afterwards' })
  async edit(@CurrentUser() admin: AuthenticatedUser, @Param('id') scraperId: string, @ZodBody(ScraperChangesInput) body: ScraperChanges): Promise<ScraperView> {
    knownShape(scraperId);
    const position = await httpCommand(() => this.commands.edit(scraperId, body, newCommandContext(admin.id)));
    return this.settled(scraperId, position);
  }

  @Post('scrapers/:id/run')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Run one scraper now and wait for it (minutes): {eventsFound, eventsAdded, eventsUpdated, eventsRejected}, and warning when it read pages yet listed nothing; 502 with the reason when the run fails',
  })
  async run(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id') scraperId: string,
  ): Promise<{ eventsFound: number; eventsAdded: number; eventsUpdated: number; eventsRejected: number; warning?: string }> {
    knownShape(scraperId);
    const result = await httpCommand(() => this.runner.run(scraperId, 'manual', admin.id));
    if (result.status === 'failure') throw new BadGatewayException(`The scraper run failed: ${result.errorMessage}`);
    const counts = { eventsFound: result.eventsFound, eventsAdded: result.eventsAdded, eventsUpdated: result.eventsUpdated, eventsRejected: result.eventsRejected };
    // Said only when there is one: a run that listed nothing completes, with why.
    return result.warning === null ? counts : { ...counts, warning: result.warning };
  }

  @Get('logs')
  @ApiOperation({ summary: 'Scraper runs, newest first (running ones included)' })
  async logs(@ZodQuery(LogsQuery) query: LogsParams): Promise<ScraperLogView[]> {
    return (await this.query.logs(query.limit)).map(({ _id, executedAt, finishedAt, ...log }) => ({
      id: _id,
      ...log,
      executedAt: executedAt.toISOString(),
      finishedAt: finishedAt?.toISOString() ?? null,
    }));
  }

  private async settled(scraperId: string, position: string | null): Promise<ScraperView> {
    if (position) await this.projections.whenProcessed(position);
    await this.schedule.sync();
    const scraper = await this.query.findById(scraperId);
    if (!scraper) throw new NotFoundException('Scraper not found');
    return this.view(scraper);
  }

  private view(scraper: ScraperDocument): ScraperView {
    const running = this.runner.progressOf(scraper._id);
    return {
      id: scraper._id,
      name: scraper.name,
      organizer: scraper.organizer,
      startUrls: scraper.startUrls,
      strategy: scraper.strategy,
      selectors: scraper.selectors,
      pageLimit: scraper.pageLimit,
      schedule: scraper.schedule,
      isActive: scraper.isActive,
      createdAt: scraper.createdAt.toISOString(),
      lastRunStatus: scraper.lastRunStatus,
      lastRunAt: scraper.lastRunAt?.toISOString() ?? null,
      lastRunError: scraper.lastRunError,
      lastRunWarning: scraper.lastRunWarning ?? null,
      nextRunAt: this.schedule.nextRunOf(scraper._id),
      running: running
        ? { startedAt: running.startedAt.toISOString(), pagesVisited: running.pagesVisited, pageLimit: running.pageLimit, eventsFound: running.eventsFound }
        : null,
    };
  }
}

function knownShape(scraperId: string): void {
  if (!SCRAPER_ID.test(scraperId)) throw new NotFoundException('Scraper not found');
}
