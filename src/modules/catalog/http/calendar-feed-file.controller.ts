import { Controller, Get, Inject, NotFoundException, Optional, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { ACCESS_RESOLVER, type AccessResolver } from '../../../platform/http/access.js';
import { Clock } from '../../../platform/time/clock.js';
import { viewerFor } from '../access/access-window.js';
import { FEED_TOKEN_PATTERN } from '../calendar/calendar-feed.js';
import { feedCalendar } from '../calendar/feed-calendar.js';
import { CalendarFeedsQuery } from '../read-models/calendar-feeds.js';
import { EventsQuery, SavedEventsQuery } from '../read-models/catalog-queries.js';

const FEED_NOT_FOUND = 'Calendar feed not found';

/**
 * The calendar feed itself, fetched by calendar apps without a session: the secret token in the address is the
 * only credential (request logs redact it). It answers only while the token is the owner's current one and
 * the owner is Pro now; anything else is the same 404.
 */
@ApiTags('catalog')
@Controller('api/calendar')
export class CalendarFeedFileController {
  constructor(
    private readonly feeds: CalendarFeedsQuery,
    private readonly saved: SavedEventsQuery,
    private readonly events: EventsQuery,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(ACCESS_RESOLVER) private readonly access: AccessResolver | null,
  ) {}

  @Get(':token.ics')
  @ApiOperation({ summary: "A Pro user's saved upcoming events as an RFC 5545 calendar, by the feed's secret address (no sign-in); 404 otherwise" })
  async file(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const owner = FEED_TOKEN_PATTERN.test(token) ? await this.feeds.ownerOf(token) : null;
    if (owner === null || !this.access || (await this.access.accessOf(owner)).level !== 'pro') throw new NotFoundException(FEED_NOT_FOUND);
    const now = this.clock.now();
    const today = this.clock.today();
    const savedIds = await this.saved.savedIds(owner);
    const saved = await this.events.views(viewerFor('pro', false, now), [...savedIds], today);
    response
      .status(200)
      .set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store' })
      .send(feedCalendar(saved, { today, publicUrl: this.config.publicUrl, now }));
  }
}
