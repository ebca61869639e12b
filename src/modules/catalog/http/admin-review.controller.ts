import { Controller, Get, HttpCode, HttpStatus, NotFoundException, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type CommandContext, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { AdminOnly, type AuthenticatedUser, CurrentUser } from '../../../platform/http/auth.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { EVENT_ID, REVIEW_KINDS, type SourceLink } from '../events/catalog-event.js';
import { EventCommands } from '../events/event-commands.js';
import { EventsQuery, SavedEventsQuery } from '../read-models/catalog-queries.js';
import type { CatalogEventDocument } from '../read-models/event-list.js';
import { type ReviewItemKind, ReviewQuery } from '../read-models/review-list.js';
import { SavedEventCommands } from '../saved/saved-event-commands.js';
import { httpCommand } from './command-errors.js';

/** An event as the Review list shows it: enough to tell two listings apart, and where each was found. */
export interface ReviewEvent {
  id: string;
  name: string;
  startDate: string;
  endDate: string | null;
  city: string;
  state: string;
  organizer: string | null;
  ageLevel: string;
  isCancelled: boolean;
  isVanished: boolean;
  sources: SourceLink[];
}

export interface ReviewItemView {
  id: string;
  kind: ReviewItemKind;
  note: string;
  flaggedAt: string;
  event: ReviewEvent;
  /** The probable duplicate (kind `duplicate`). */
  other: ReviewEvent | null;
}

const eventId = z.string().regex(EVENT_ID, 'Must be an event id');
const MergeInput = z.strictObject({ eventId, intoEventId: eventId });
const KeepApartInput = z.strictObject({ eventId, otherEventId: eventId });
const EventInput = z.strictObject({ eventId });
const DismissInput = z.strictObject({ eventId, kind: z.enum(REVIEW_KINDS) });

const reviewEventOf = (event: CatalogEventDocument): ReviewEvent => ({
  id: event._id,
  name: event.name,
  startDate: event.startDate,
  endDate: event.endDate,
  city: event.city,
  state: event.state,
  organizer: event.organizer,
  ageLevel: event.ageLevel,
  isCancelled: event.isCancelled,
  isVanished: event.isVanished,
  sources: event.sources,
});

/**
 * The admins' Review list (issue 26): what a machine should not decide alone. Each answer is a command on the events
 * concerned, so it is in their history and the audit timeline like any other change.
 */
@ApiTags('admin')
@ApiCookieAuth('sid')
@Controller('api/admin/review')
@UseGuards(AdminOnly)
export class AdminReviewController {
  constructor(
    private readonly commands: EventCommands,
    private readonly saved: SavedEventCommands,
    private readonly savers: SavedEventsQuery,
    private readonly events: EventsQuery,
    private readonly review: ReviewQuery,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Open Review items, the latest first: probable duplicates, sources that disagree on dates, doubtful sport, vanished events' })
  async list(): Promise<ReviewItemView[]> {
    const views: ReviewItemView[] = [];
    for (const item of await this.review.list()) {
      const event = await this.events.findById(item.eventId);
      if (!event) continue;
      const other = item.otherEventId === null ? null : await this.events.findById(item.otherEventId);
      if (item.otherEventId !== null && !other) continue;
      views.push({ id: item._id, kind: item.kind, note: item.note, flaggedAt: item.flaggedAt.toISOString(), event: reviewEventOf(event), other: other ? reviewEventOf(other) : null });
    }
    return views;
  }

  @Post('merge')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Merge a listing into another: it is no longer listed; its sources and saves go to the one kept' })
  async merge(@CurrentUser() admin: AuthenticatedUser, @ZodBody(MergeInput) body: z.infer<typeof MergeInput>): Promise<ReviewEvent> {
    const context = newCommandContext(admin.id);
    let last = await httpCommand(() => this.commands.merge(body.eventId, body.intoEventId, context));
    last = latestPosition(last, await this.moveSaves(body.eventId, body.intoEventId, context));
    return this.settled(body.intoEventId, last);
  }

  @Post('keep-apart')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Two listings are different events: never merged or flagged as duplicates of each other again' })
  async keepApart(@CurrentUser() admin: AuthenticatedUser, @ZodBody(KeepApartInput) body: z.infer<typeof KeepApartInput>): Promise<void> {
    const position = await httpCommand(() => this.commands.keepApart(body.eventId, body.otherEventId, newCommandContext(admin.id)));
    if (position) await this.projections.whenProcessed(position);
  }

  @Post('confirm-cancelled')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm that an event no longer listed is cancelled' })
  async confirmCancelled(@CurrentUser() admin: AuthenticatedUser, @ZodBody(EventInput) body: z.infer<typeof EventInput>): Promise<ReviewEvent> {
    const position = await httpCommand(() => this.commands.cancel(body.eventId, newCommandContext(admin.id)));
    return this.settled(body.eventId, position);
  }

  @Post('dismiss')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Leave a flagged event as it is (sources that disagree on dates, a doubt about its sport, a probable duplicate)' })
  async dismiss(@CurrentUser() admin: AuthenticatedUser, @ZodBody(DismissInput) body: z.infer<typeof DismissInput>): Promise<void> {
    const position = await httpCommand(() => this.commands.dismiss(body.eventId, body.kind, newCommandContext(admin.id)));
    if (position) await this.projections.whenProcessed(position);
  }

  /** Whoever saved the duplicate has the event kept saved instead (their notes stay with the listing they were written on). */
  private async moveSaves(fromEventId: string, toEventId: string, context: CommandContext): Promise<string | null> {
    let last: string | null = null;
    for (const { userId } of await this.savers.saversOf(fromEventId)) {
      last = latestPosition(last, await this.saved.save(userId, toEventId, context).catch(() => null));
      last = latestPosition(last, await this.saved.unsave(userId, fromEventId, context));
    }
    return last;
  }

  private async settled(eventId: string, position: string | null): Promise<ReviewEvent> {
    if (position) await this.projections.whenProcessed(position);
    const document = await this.events.findById(eventId);
    if (!document) throw new NotFoundException('Event not found');
    return reviewEventOf(document);
  }
}
