import { BadRequestException, ConflictException, Controller, Get, HttpCode, HttpStatus, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { AdminOnly, type AuthenticatedUser, CurrentUser } from '../../../platform/http/auth.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { EventCommandError } from '../../catalog/events/catalog-event.js';
import { type EventDetails, EventDetailsInput } from '../../catalog/events/event-details.js';
import { EventsQuery, type EventView, toEventView } from '../../catalog/read-models/catalog-queries.js';
import type { EvidenceOf } from '../read/types.js';
import { DraftsQuery } from '../read-models/drafts-read-model.js';
import { ScrapersQuery } from '../read-models/scrapers-read-model.js';
import { DRAFT_ID, DraftCommandError } from '../record/draft.js';
import { DraftCommands } from '../record/draft-commands.js';

/** A draft as the Review tab shows it. */
export interface DraftView {
  id: string;
  scraperId: string;
  /** The scraper's name (null when it is gone). */
  scraperName: string | null;
  pageUrl: string;
  details: EventDetails;
  evidence: EvidenceOf;
  doubts: string[];
  proposedAt: string;
}

const PublishInput = z.strictObject({ details: EventDetailsInput.optional() });
type PublishBody = z.infer<typeof PublishInput>;
const RejectInput = z.strictObject({
  reason: z.string({ error: 'Required' }).trim().min(1, 'Say why it is rejected').max(500, 'At most 500 characters'),
});
type RejectBody = z.infer<typeof RejectInput>;

async function httpCommand<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DraftCommandError) throw error.reason === 'not_found' ? new NotFoundException(error.message) : new ConflictException(error.message);
    if (error instanceof EventCommandError) {
      const message = error.field ? `${error.field}: ${error.message}` : error.message;
      throw error.reason === 'invalid' ? new BadRequestException(message) : error.reason === 'not_found' ? new NotFoundException(message) : new ConflictException(message);
    }
    throw error;
  }
}

function knownShape(draftId: string): void {
  if (!DRAFT_ID.test(draftId)) throw new NotFoundException('Draft not found');
}

/**
 * Drafts on the admins' Review list: records a scraper found but could not prove. Each decision is an event in the
 * draft's stream (and, on publish, the catalog's listing and the admin's edits in the event's), so both are audited.
 */
@ApiTags('admin')
@ApiCookieAuth('sid')
@Controller('api/admin/review/drafts')
@UseGuards(AdminOnly)
export class DraftsController {
  constructor(
    private readonly commands: DraftCommands,
    private readonly drafts: DraftsQuery,
    private readonly scrapers: ScrapersQuery,
    private readonly events: EventsQuery,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Open drafts, the newest first: what a scraper found but could not prove, each value with its evidence, and its doubts' })
  async list(): Promise<DraftView[]> {
    const names = new Map((await this.scrapers.list()).map((scraper) => [scraper._id, scraper.name]));
    return (await this.drafts.open()).map((draft) => ({
      id: draft._id,
      scraperId: draft.scraperId,
      scraperName: names.get(draft.scraperId) ?? null,
      pageUrl: draft.pageUrl,
      details: draft.details,
      evidence: draft.evidence,
      doubts: draft.doubts,
      proposedAt: draft.proposedAt.toISOString(),
    }));
  }

  @Post(':id/publish')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'List a draft, as it is or with `details` edited (the whole event; the fields changed become the admin’s): the event as listed. Its source updates it in later runs like any listing. 404 unknown, 409 already decided',
  })
  async publish(@CurrentUser() admin: AuthenticatedUser, @Param('id') draftId: string, @ZodBody(PublishInput) body: PublishBody): Promise<EventView> {
    knownShape(draftId);
    const { eventId, position } = await httpCommand(() => this.commands.publish(draftId, (body.details as EventDetails | undefined) ?? null, newCommandContext(admin.id)));
    if (position) await this.projections.whenProcessed(position);
    const document = await this.events.findById(eventId);
    if (!document) throw new NotFoundException('Event not found');
    return toEventView(document, false);
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Keep a draft out of the catalog for good, with why: later runs of its source never list it. 404 unknown, 409 already decided' })
  async reject(@CurrentUser() admin: AuthenticatedUser, @Param('id') draftId: string, @ZodBody(RejectInput) body: RejectBody): Promise<void> {
    knownShape(draftId);
    const position = await httpCommand(() => this.commands.reject(draftId, body.reason, newCommandContext(admin.id)));
    if (position) await this.projections.whenProcessed(position);
  }
}
