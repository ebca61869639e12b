import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Patch,
  PayloadTooLargeException,
  Post,
  Req,
  Res,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import { ApiConsumes, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type CommandContext, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { AdminOnly, type AuthenticatedUser, CurrentUser } from '../../../platform/http/auth.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { Clock } from '../../../platform/time/clock.js';
import { EVENT_ID, EventCommandError, eventIdFromKey, naturalKeyOf } from '../events/catalog-event.js';
import { EventCommands } from '../events/event-commands.js';
import { type EventChanges, EventChangesInput, type EventDetails, EventDetailsInput } from '../events/event-details.js';
import { CsvFormatError, type ImportRow, TooManyRowsError, eventsCsv, parseEventsCsv } from '../import/events-csv.js';
import { EventsQuery, type EventView, toEventView } from '../read-models/catalog-queries.js';
import { httpCommand, messageOf } from './command-errors.js';

export interface ImportReport {
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** One per rejected row, with its spreadsheet row number (the header is row 1). */
  errors: { row: number; message: string }[];
}

/** The catalog's management API: the admin console's event screens, and the same commands scrapers use. */
@ApiTags('admin')
@ApiCookieAuth('sid')
@Controller('api/admin/events')
@UseGuards(AdminOnly)
export class AdminEventsController {
  constructor(
    private readonly commands: EventCommands,
    private readonly events: EventsQuery,
    private readonly projections: ProjectionRunner,
    private readonly clock: Clock,
  ) {}

  @Post()
  @ApiOperation({ summary: 'List a new event: the event as listed (201)' })
  async create(@CurrentUser() admin: AuthenticatedUser, @ZodBody(EventDetailsInput) body: EventDetails): Promise<EventView> {
    const { eventId, position } = await httpCommand(() => this.commands.list(body, { kind: 'admin' }, newCommandContext(admin.id)));
    return this.settled(eventId, position);
  }

  @Get('export')
  @ApiOperation({ summary: 'Every listed or cancelled event as CSV, in the columns the import reads' })
  async export(@Res() response: Response): Promise<void> {
    const documents = await this.events.all();
    const csv = eventsCsv(documents.map((document) => ({ id: document._id, details: toEventView(document, false) })));
    response
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="events-${this.clock.today()}.csv"`,
        'Cache-Control': 'private, no-store',
      })
      .send(csv);
  }

  @Post('import')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('text/csv')
  @ApiOperation({
    summary: 'Import events from CSV (header row; at most 5,000 rows): a row with an id updates that event, one without is matched by name, start date, city and state',
  })
  async import(@CurrentUser() admin: AuthenticatedUser, @Req() request: Request): Promise<ImportReport> {
    if (typeof request.body !== 'string') throw new UnsupportedMediaTypeException('Send the file as text/csv');
    const rows = parseEventsCsvOr400(request.body);
    const context = newCommandContext(admin.id);
    const report: ImportReport = { added: 0, updated: 0, unchanged: 0, rejected: 0, errors: [] };
    let last: string | null = null;
    for (const row of rows) {
      if (!row.ok) {
        report.rejected += 1;
        report.errors.push({ row: row.row, message: row.message });
        continue;
      }
      const outcome = await this.importRow(row.eventId ?? eventIdFromKey(naturalKeyOf(row.details)), row.details, context);
      if (typeof outcome === 'string') {
        report.rejected += 1;
        report.errors.push({ row: row.row, message: outcome });
        continue;
      }
      report[outcome.outcome] += 1;
      last = latestPosition(last, outcome.position);
    }
    if (last) await this.projections.whenProcessed(last);
    return report;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change some fields (the whole event must still hold together): the event afterwards' })
  async change(@CurrentUser() admin: AuthenticatedUser, @Param('id') eventId: string, @ZodBody(EventChangesInput) body: EventChanges): Promise<EventView> {
    knownShape(eventId);
    const position = await httpCommand(() => this.commands.change(eventId, body, newCommandContext(admin.id)));
    return this.settled(eventId, position);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove an event from the catalog (its history stays)' })
  async remove(@CurrentUser() admin: AuthenticatedUser, @Param('id') eventId: string): Promise<void> {
    knownShape(eventId);
    const position = await httpCommand(() => this.commands.remove(eventId, newCommandContext(admin.id)));
    if (position) await this.projections.whenProcessed(position);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark an event cancelled: it leaves the list, and those who saved it still see it, marked' })
  async cancel(@CurrentUser() admin: AuthenticatedUser, @Param('id') eventId: string): Promise<EventView> {
    knownShape(eventId);
    const position = await httpCommand(() => this.commands.cancel(eventId, newCommandContext(admin.id)));
    return this.settled(eventId, position);
  }

  @Post(':id/sample')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Make this event the curated sample that free accounts see' })
  async sample(@CurrentUser() admin: AuthenticatedUser, @Param('id') eventId: string): Promise<EventView> {
    knownShape(eventId);
    const position = await httpCommand(() => this.commands.chooseSample(eventId, newCommandContext(admin.id)));
    return this.settled(eventId, position);
  }

  private async importRow(eventId: string, details: EventDetails, context: CommandContext) {
    try {
      return await this.commands.list(details, { kind: 'import' }, context, { eventId });
    } catch (error) {
      if (error instanceof EventCommandError) return messageOf(error);
      throw error;
    }
  }

  private async settled(eventId: string, position: string | null): Promise<EventView> {
    if (position) await this.projections.whenProcessed(position);
    const document = await this.events.findById(eventId);
    if (!document) throw new NotFoundException('Event not found');
    return toEventView(document, false);
  }
}

/** Ids are UUID-shaped: anything else names no event (and no stream is read for it). */
function knownShape(eventId: string): void {
  if (!EVENT_ID.test(eventId)) throw new NotFoundException('Event not found');
}

function parseEventsCsvOr400(text: string): ImportRow[] {
  try {
    return parseEventsCsv(text);
  } catch (error) {
    if (error instanceof TooManyRowsError) throw new PayloadTooLargeException(error.message);
    if (error instanceof CsvFormatError) throw new BadRequestException(error.message);
    throw error;
  }
}
