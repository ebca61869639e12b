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
import type { Channel, Language, SubmittedFile } from '../inbox/submission.js';
import { SubmissionCommands } from '../inbox/submission-commands.js';
import { type DraftDocument, DraftsQuery } from '../read-models/drafts-read-model.js';
import { type SubmissionDocument, SubmissionsQuery } from '../read-models/submissions-read-model.js';
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
  /** The listing publishing changes rather than listing it anew (sent again by its organizer, or the same event another source listed), or null. */
  listing: { eventId: string; why: 'resent' | 'same'; name: string | null } | null;
  /** Where it comes from: a scraper's source, or an organizer's submission (who sent it, how, and the original's summary). */
  origin: DraftOriginView;
  proposedAt: string;
}

export type DraftOriginView =
  | { kind: 'scraper' }
  | {
      kind: 'submission';
      submissionId: string;
      channel: Channel;
      senderName: string;
      senderEmail: string;
      language: Language;
      subject: string | null;
      text: string | null;
      link: string | null;
      files: SubmittedFile[];
      notes: string[];
      /** What the organizer sent as they sent it can be downloaded (a mail, an uploaded file). */
      hasOriginal: boolean;
    };

function originView(draft: DraftDocument, submissions: ReadonlyMap<string, SubmissionDocument>): DraftOriginView {
  if (!draft.origin) return { kind: 'scraper' };
  const submission = submissions.get(draft.origin.submissionId);
  return {
    kind: 'submission',
    submissionId: draft.origin.submissionId,
    channel: draft.origin.channel,
    senderName: submission?.senderName ?? '',
    senderEmail: submission?.senderEmail ?? '',
    language: submission?.language ?? 'en',
    subject: submission?.subject ?? null,
    text: submission?.text ?? null,
    link: submission?.link ?? null,
    files: submission?.files ?? [],
    notes: submission?.notes ?? [],
    hasOriginal: submission?.hasOriginal ?? false,
  };
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
    private readonly submissions: SubmissionsQuery,
    private readonly answers: SubmissionCommands,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Open drafts, the newest first: what a scraper found but could not prove, each value with its evidence, and its doubts' })
  async list(): Promise<DraftView[]> {
    const names = new Map((await this.scrapers.list()).map((scraper) => [scraper._id, scraper.name]));
    const open = await this.drafts.open();
    const submissionIds = [...new Set(open.flatMap((draft) => (draft.origin ? [draft.origin.submissionId] : [])))];
    const submissions = new Map((await this.submissions.findMany(submissionIds)).map((submission) => [submission._id, submission]));
    const listingNames = new Map<string, string>();
    for (const eventId of new Set(open.flatMap((draft) => (draft.listing ? [draft.listing.eventId] : [])))) {
      const listed = await this.events.findById(eventId);
      if (listed) listingNames.set(eventId, listed.name);
    }
    return open.map((draft) => ({
      id: draft._id,
      scraperId: draft.scraperId,
      scraperName: names.get(draft.scraperId) ?? null,
      pageUrl: draft.pageUrl,
      details: draft.details,
      evidence: draft.evidence,
      doubts: draft.doubts,
      // A listing gone since (removed, merged) is not changed: publishing lists the draft anew.
      listing: draft.listing && listingNames.has(draft.listing.eventId) ? { ...draft.listing, name: listingNames.get(draft.listing.eventId) ?? null } : null,
      origin: originView(draft, submissions),
      proposedAt: draft.proposedAt.toISOString(),
    }));
  }

  @Post(':id/publish')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'List a draft, as it is or with `details` edited (the whole event; the fields changed become the admin’s): the event as listed. Its source updates it in later runs like any listing; an organizer who sent it is mailed the outcome. 404 unknown, 409 already decided',
  })
  async publish(@CurrentUser() admin: AuthenticatedUser, @Param('id') draftId: string, @ZodBody(PublishInput) body: PublishBody): Promise<EventView> {
    knownShape(draftId);
    const draft = await this.drafts.findById(draftId);
    const context = newCommandContext(admin.id);
    const { eventId, position } = await httpCommand(() => this.commands.publish(draftId, (body.details as EventDetails | undefined) ?? null, context));
    if (position) await this.projections.whenProcessed(position);
    if (draft?.origin) {
      const name = ((body.details as EventDetails | undefined) ?? draft.details).name;
      const answered = await this.answers.answer({ draftId, submissionId: draft.origin.submissionId, name }, { kind: 'published', eventId }, context);
      if (answered) await this.projections.whenProcessed(answered);
    }
    const document = await this.events.findById(eventId);
    if (!document) throw new NotFoundException('Event not found');
    return toEventView(document, false);
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Keep a draft out of the catalog for good, with why: later runs of its source never list it; an organizer who sent it is mailed the reason. 404 unknown, 409 already decided' })
  async reject(@CurrentUser() admin: AuthenticatedUser, @Param('id') draftId: string, @ZodBody(RejectInput) body: RejectBody): Promise<void> {
    knownShape(draftId);
    const draft = await this.drafts.findById(draftId);
    const context = newCommandContext(admin.id);
    const position = await httpCommand(() => this.commands.reject(draftId, body.reason, context));
    if (position) await this.projections.whenProcessed(position);
    if (draft?.origin) {
      const answered = await this.answers.answer({ draftId, submissionId: draft.origin.submissionId, name: draft.details.name }, { kind: 'rejected', reason: body.reason }, context);
      if (answered) await this.projections.whenProcessed(answered);
    }
  }
}
