import { createHash } from 'node:crypto';
import { BadRequestException, Controller, ForbiddenException, Get, Header, Inject, NotFoundException, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { ZodQuery } from '../../../platform/http/zod-input.js';
import { Clock } from '../../../platform/time/clock.js';
import { allowedGradYears } from '../../../platform/time/school-year.js';
import { calendarFile, calendarFileName } from '../calendar/ics.js';
import { EventsQuery, type EventView, SavedEventsQuery, toEventView } from '../read-models/catalog-queries.js';
import { type EventsListParams, EventsListQuery, PRO_FILTERS } from './event-inputs.js';
import { isPro, plannerOf, viewerOf } from './viewer.js';

export const PRO_FILTERS_MESSAGE = 'Advanced filters are a Pro feature';
export const CALENDAR_PRO_MESSAGE = 'Calendar export is a Pro feature';
export const HOME_FIRST_MESSAGE = 'Add your home ZIP code to your profile first';
const NOT_FOUND = 'Event not found';

/** `If-None-Match` names this entity tag (weak comparison, RFC 9110 13.1.2), or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

@ApiTags('catalog')
@ApiCookieAuth('sid')
@Controller('api/events')
@UseGuards(SignedIn)
export class EventsController {
  constructor(
    private readonly events: EventsQuery,
    private readonly saved: SavedEventsQuery,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Events by start date: unlocked in full, locked as stubs (id, eventType, state, startDate, isLocked); with an ETag, and a 304 without a body when If-None-Match names the list as it is. `order=latest` reverses the list and `limit` cuts it to its first events; X-Total-Count always has the whole list\'s size',
  })
  @ApiOkResponse({ description: 'An array of events (unlocked) and stubs (locked)' })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(EventsListQuery) query: EventsListParams,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const viewer = viewerOf(user, this.clock.now());
    if (!isPro(user) && !viewer.isAdmin && PRO_FILTERS.some((name) => query[name] !== undefined)) {
      throw new ForbiddenException(PRO_FILTERS_MESSAGE);
    }
    const today = this.clock.today();
    const planner = plannerOf(user);
    if (query.gradYear !== undefined) {
      const { from, to } = allowedGradYears(today);
      if (query.gradYear < from || query.gradYear > to) throw new BadRequestException(`gradYear: Must be a graduation year from ${from} to ${to}`);
    }
    if (planner.home === null && (query.near !== undefined || query.sort !== undefined)) {
      throw new BadRequestException(`${query.near !== undefined ? 'near' : 'sort'}: ${HOME_FIRST_MESSAGE}`);
    }
    const savedIds = await this.saved.savedIds(user.id);
    const { json, total } = await this.events.listJson(
      viewer,
      {
        states: query.state,
        eventTypes: query.eventType,
        ageLevels: query.ageLevel,
        startDate: query.startDate,
        endDate: query.endDate,
        minCost: query.minCost,
        maxCost: query.maxCost,
        isIndoor: query.isIndoor === undefined ? undefined : query.isIndoor === 'true',
        organizers: query.organizer,
        near: query.near,
        sort: query.sort,
        gradYear: query.gradYear,
        colleges: query.college,
        home: planner.home,
      },
      today,
      savedIds,
      { limit: query.limit, order: query.order },
      planner,
    );
    // The browser keeps the list (for this user only) and asks again each time: an unchanged list is a 304 without a body.
    const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    response.set({ ETag: etag, 'Cache-Control': 'private, no-cache', 'X-Total-Count': String(total) });
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      response.status(304).end();
      return;
    }
    response.status(200).set('Content-Type', 'application/json; charset=utf-8').end(json);
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'One event in full; 404 when it is missing or locked for the caller' })
  async detail(@CurrentUser() user: AuthenticatedUser, @Param('id') eventId: string): Promise<EventView> {
    const document = await this.events.unlocked(viewerOf(user, this.clock.now()), eventId, this.clock.today());
    if (!document) throw new NotFoundException(NOT_FOUND);
    const savedIds = await this.saved.savedIds(user.id);
    return toEventView(document, savedIds.has(document._id), plannerOf(user));
  }

  @Get(':id/calendar')
  @ApiOperation({ summary: 'The event as an .ics file (Pro); 403 for other plans, 404 when missing or locked' })
  async calendar(@CurrentUser() user: AuthenticatedUser, @Param('id') eventId: string, @Res() response: Response): Promise<void> {
    if (!isPro(user)) throw new ForbiddenException(CALENDAR_PRO_MESSAGE);
    const document = await this.events.unlocked(viewerOf(user, this.clock.now()), eventId, this.clock.today());
    if (!document) throw new NotFoundException(NOT_FOUND);
    const view = toEventView(document, false);
    const file = calendarFile([{ id: view.id, details: view, isCancelled: view.isCancelled }], {
      publicUrl: this.config.publicUrl,
      now: this.clock.now(),
    });
    sendCalendar(response, calendarFileName(view.name), file);
  }
}

/** An .ics download: `text/calendar`, as an attachment with its file name, never cached (it is per user). */
export function sendCalendar(response: Response, fileName: string, body: string): void {
  response
    .status(200)
    .set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    })
    .send(body);
}
