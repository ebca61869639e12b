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

/** The links come only with a new address: the token is kept hashed, so a feed made earlier answers its date alone. */
interface FeedAnswer {
  feed: (Partial<CalendarFeedLinks> & { createdAt: Date }) | null;
}

/** The signed-in Pro user's own calendar feed: whether it is on, a new secret address, or none. */
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
  @ApiOperation({
    summary: "Whether the user's calendar feed is on (Pro): feed {createdAt}, or null when it is off; the address is shown only when made",
  })
  async feed(@CurrentUser() user: AuthenticatedUser): Promise<FeedAnswer> {
    return { feed: await this.feeds.feedOf(user.id) };
  }

  @Post()
  @Throttled('memberWritesPerUser')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'A new secret feed address with its links (Pro), shown this once; the previous one stops working at once' })
  async issue(@CurrentUser() user: AuthenticatedUser): Promise<FeedAnswer> {
    const { token, position } = await this.commands.issue(user.id, newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
    const feed = await this.feeds.feedOf(user.id);
    return { feed: feed && { ...calendarFeedLinks(this.config.publicUrl, token), createdAt: feed.createdAt } };
  }

  @Delete()
  @Throttled('memberWritesPerUser')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Turn the calendar feed off (Pro; idempotent): its address stops working' })
  async revoke(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    const position = await this.commands.revoke(user.id, newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
  }
}
