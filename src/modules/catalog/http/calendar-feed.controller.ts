import { Controller, Delete, Get, Header, HttpCode, HttpStatus, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { Throttled } from '../../../platform/http/throttles.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { type CalendarFeedLinks, calendarFeedLinks } from '../calendar/calendar-feed.js';
import { CalendarFeedCommands } from '../calendar/calendar-feed-commands.js';
import { CalendarFeedsQuery } from '../read-models/calendar-feeds.js';
import { ProOnly } from './pro-only.guard.js';

export const FEED_PRO_MESSAGE = 'The calendar feed is a Pro feature';

interface FeedAnswer {
  feed: (CalendarFeedLinks & { createdAt: Date }) | null;
}

/** The signed-in Pro user's own calendar feed: its secret address, a new one, or none. */
@ApiTags('catalog')
@ApiCookieAuth('sid')
@Controller('api/calendar-feed')
@UseGuards(SignedIn, new ProOnly(FEED_PRO_MESSAGE))
export class CalendarFeedController {
  constructor(
    private readonly feeds: CalendarFeedsQuery,
    private readonly commands: CalendarFeedCommands,
    private readonly projections: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The user's calendar feed addresses (Pro), or feed null when it is off" })
  feed(@CurrentUser() user: AuthenticatedUser): Promise<FeedAnswer> {
    return this.answer(user.id);
  }

  @Post()
  @Throttled('memberWritesPerUser')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'A new secret feed address (Pro); the previous one stops working at once' })
  async issue(@CurrentUser() user: AuthenticatedUser): Promise<FeedAnswer> {
    const position = await this.commands.issue(user.id, newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
    return this.answer(user.id);
  }

  @Delete()
  @Throttled('memberWritesPerUser')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Turn the calendar feed off (Pro; idempotent): its address stops working' })
  async revoke(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    const position = await this.commands.revoke(user.id, newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
  }

  private async answer(userId: string): Promise<FeedAnswer> {
    const feed = await this.feeds.feedOf(userId);
    return { feed: feed && { ...calendarFeedLinks(this.config.publicUrl, feed.token), createdAt: feed.createdAt } };
  }
}
