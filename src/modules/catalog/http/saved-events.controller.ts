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
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { Clock } from '../../../platform/time/clock.js';
import { calendarFile } from '../calendar/ics.js';
import { EventsQuery, type EventView, type ListedEvent, SavedEventsQuery } from '../read-models/catalog-queries.js';
import { SavedEventCommands } from '../saved/saved-event-commands.js';
import { TooManySavedEventsError } from '../saved/saved-events.js';
import { CALENDAR_PRO_MESSAGE, sendCalendar } from './events.controller.js';
import { isPro, viewerOf } from './viewer.js';

interface SavedAnswer {
  eventId: string;
  isSaved: boolean;
}

@ApiTags('catalog')
@ApiCookieAuth('sid')
@Controller('api/saved-events')
@UseGuards(SignedIn)
export class SavedEventsController {
  constructor(
    private readonly events: EventsQuery,
    private readonly saved: SavedEventsQuery,
    private readonly commands: SavedEventCommands,
    private readonly projections: ProjectionRunner,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The user's saved events, upcoming and past, by start date, each with its current lock state" })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<ListedEvent[]> {
    const savedIds = await this.saved.savedIds(user.id);
    return this.events.views(viewerOf(user), [...savedIds], this.clock.today());
  }

  @Get('calendar')
  @ApiOperation({ summary: 'Every saved upcoming event as one .ics file (Pro); 403 for other plans' })
  async calendar(@CurrentUser() user: AuthenticatedUser, @Res() response: Response): Promise<void> {
    if (!isPro(user)) throw new ForbiddenException(CALENDAR_PRO_MESSAGE);
    const today = this.clock.today();
    const savedIds = await this.saved.savedIds(user.id);
    const upcoming = (await this.events.views(viewerOf(user), [...savedIds], today)).filter(
      (event): event is EventView => !event.isLocked && event.startDate >= today,
    );
    if (upcoming.length === 0) throw new NotFoundException('No upcoming saved events to export');
    const file = calendarFile(
      upcoming.map((event) => ({ id: event.id, details: event, isCancelled: event.isCancelled })),
      { publicUrl: this.config.publicUrl, now: this.clock.now(), name: 'Saved field hockey events' },
    );
    sendCalendar(response, 'saved-events.ics', file);
  }

  @Post(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Save an event (idempotent): 404 missing, 403 locked' })
  async save(@CurrentUser() user: AuthenticatedUser, @Param('id') eventId: string): Promise<SavedAnswer> {
    const today = this.clock.today();
    if (!(await this.events.unlocked(viewerOf(user), eventId, today))) {
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

  @Delete(':id')
  @ApiOperation({ summary: 'Unsave an event (idempotent, whatever its state)' })
  async unsave(@CurrentUser() user: AuthenticatedUser, @Param('id') eventId: string): Promise<SavedAnswer> {
    const position = await this.commands.unsave(user.id, eventId, newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
    return { eventId, isSaved: false };
  }
}
