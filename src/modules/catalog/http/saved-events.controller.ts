import {
  ConflictException,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { Throttled } from '../../../platform/http/throttles.js';
import { ZodBody, requiredText } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { Clock } from '../../../platform/time/clock.js';
import type { EventStub } from '../access/access-window.js';
import { calendarFile } from '../calendar/ics.js';
import { EventsQuery, type EventView, SavedEventsQuery } from '../read-models/catalog-queries.js';
import { SavedNotesQuery } from '../read-models/saved-notes.js';
import { type EventReference, conflictsAmong } from '../saved/conflicts.js';
import { SavedEventCommands } from '../saved/saved-event-commands.js';
import { EventNotSavedError, MAX_NOTE_LENGTH, TooManySavedEventsError } from '../saved/saved-events.js';
import { CALENDAR_PRO_MESSAGE, sendCalendar } from './events.controller.js';
import { ProOnly } from './pro-only.guard.js';
import { isPro, plannerOf, viewerOf } from './viewer.js';

export const NOTES_PRO_MESSAGE = 'Notes are a Pro feature';
const NOT_SAVED = 'Event not saved';

interface SavedAnswer {
  eventId: string;
  isSaved: boolean;
}

/** A saved event the plan unlocks, with what only its owner sees. */
export type SavedEventView = EventView & {
  /** The owner's note; null when none, or when the plan has no notes. */
  note: string | null;
  /** Other saved events (unlocked, not cancelled) on any of the same days. */
  conflictsWith: EventReference[];
};

interface NoteAnswer {
  eventId: string;
  /** '' when there is no note. */
  text: string;
  /** ISO 8601; null when there is no note. */
  updatedAt: Date | null;
}

const NoteInput = z.strictObject({ text: requiredText(MAX_NOTE_LENGTH) });
type NoteBody = z.infer<typeof NoteInput>;

@ApiTags('catalog')
@ApiCookieAuth('sid')
@Controller('api/saved-events')
@UseGuards(SignedIn)
export class SavedEventsController {
  constructor(
    private readonly events: EventsQuery,
    private readonly saved: SavedEventsQuery,
    private readonly notes: SavedNotesQuery,
    private readonly commands: SavedEventCommands,
    private readonly projections: ProjectionRunner,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      "The user's saved events, upcoming and past, by start date, each with its current lock state; unlocked ones with the user's note (Pro) and the saved events they overlap",
  })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<(SavedEventView | EventStub)[]> {
    const savedIds = await this.saved.savedIds(user.id);
    const [views, notes] = await Promise.all([
      this.events.views(viewerOf(user, this.clock.now()), [...savedIds], this.clock.today(), plannerOf(user)),
      isPro(user) ? this.notes.notesOf(user.id) : new Map<string, string>(),
    ]);
    const conflicts = conflictsAmong(views.filter((view): view is EventView => !view.isLocked));
    return views.map((view) => (view.isLocked ? view : { ...view, note: notes.get(view.id) ?? null, conflictsWith: conflicts.get(view.id) ?? [] }));
  }

  @Get('calendar')
  @ApiOperation({ summary: 'Every saved upcoming event as one .ics file (Pro); 403 for other plans' })
  async calendar(@CurrentUser() user: AuthenticatedUser, @Res() response: Response): Promise<void> {
    if (!isPro(user)) throw new ForbiddenException(CALENDAR_PRO_MESSAGE);
    const today = this.clock.today();
    const savedIds = await this.saved.savedIds(user.id);
    const upcoming = (await this.events.views(viewerOf(user, this.clock.now()), [...savedIds], today)).filter(
      (event): event is EventView => !event.isLocked && !event.isVanished && event.startDate >= today,
    );
    if (upcoming.length === 0) throw new NotFoundException('No upcoming saved events to export');
    const file = calendarFile(
      upcoming.map((event) => ({ id: event.id, details: event, isCancelled: event.isCancelled })),
      { publicUrl: this.config.publicUrl, now: this.clock.now(), name: 'Saved field hockey events' },
    );
    sendCalendar(response, 'saved-events.ics', file);
  }

  @Post(':id')
  @Throttled('memberWritesPerUser')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Save an event (idempotent): 404 missing, 403 locked' })
  async save(@CurrentUser() user: AuthenticatedUser, @Param('id') eventId: string): Promise<SavedAnswer> {
    const today = this.clock.today();
    if (!(await this.events.unlocked(viewerOf(user, this.clock.now()), eventId, today))) {
      throw (await this.events.findById(eventId)) ? new ForbiddenException('Upgrade to save this event') : new NotFoundException('Event not found');
    }
    let position: string | null;
    try {
      position = await this.commands.save(user.id, eventId, newCommandContext(user.id));
    } catch (error) {
      if (error instanceof TooManySavedEventsError) throw new ConflictException(error.message);
      throw error;
    }
    if (position) await this.projections.whenProcessed(position);
    return { eventId, isSaved: true };
  }

  @Get(':id/note')
  @Header('Cache-Control', 'private, no-store')
  @UseGuards(new ProOnly(NOTES_PRO_MESSAGE))
  @ApiOperation({ summary: "The user's private note on a saved event (Pro): text '' and updatedAt null when none; 404 when not saved" })
  async note(@CurrentUser() user: AuthenticatedUser, @Param('id') eventId: string): Promise<NoteAnswer> {
    if (!(await this.saved.savedIds(user.id)).has(eventId)) throw new NotFoundException(NOT_SAVED);
    return this.noteAnswer(user.id, eventId);
  }

  @Put(':id/note')
  @Throttled('memberWritesPerUser')
  @UseGuards(new ProOnly(NOTES_PRO_MESSAGE))
  @ApiOperation({ summary: 'Write the private note on a saved event (Pro; 1 to 5,000 characters); 404 when not saved' })
  async writeNote(@CurrentUser() user: AuthenticatedUser, @Param('id') eventId: string, @ZodBody(NoteInput) body: NoteBody): Promise<NoteAnswer> {
    const position = await notSavedAs404(() => this.commands.writeNote(user.id, eventId, body.text, newCommandContext(user.id)));
    if (position) await this.projections.whenProcessed(position);
    return this.noteAnswer(user.id, eventId);
  }

  @Delete(':id/note')
  @Throttled('memberWritesPerUser')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(new ProOnly(NOTES_PRO_MESSAGE))
  @ApiOperation({ summary: 'Delete the private note on a saved event (Pro; idempotent); 404 when not saved' })
  async deleteNote(@CurrentUser() user: AuthenticatedUser, @Param('id') eventId: string): Promise<void> {
    const position = await notSavedAs404(() => this.commands.deleteNote(user.id, eventId, newCommandContext(user.id)));
    if (position) await this.projections.whenProcessed(position);
  }

  @Delete(':id')
  @Throttled('memberWritesPerUser')
  @ApiOperation({ summary: 'Unsave an event (idempotent, whatever its state)' })
  async unsave(@CurrentUser() user: AuthenticatedUser, @Param('id') eventId: string): Promise<SavedAnswer> {
    const position = await this.commands.unsave(user.id, eventId, newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
    return { eventId, isSaved: false };
  }

  private async noteAnswer(userId: string, eventId: string): Promise<NoteAnswer> {
    const note = await this.notes.noteOf(userId, eventId);
    return { eventId, text: note?.text ?? '', updatedAt: note?.updatedAt ?? null };
  }
}

async function notSavedAs404<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof EventNotSavedError) throw new NotFoundException(NOT_SAVED);
    throw error;
  }
}
