import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { Clock } from '../../../platform/time/clock.js';
import { type Insights, upcomingDeadlines } from '../insights/insights.js';
import { InsightsQuery } from '../insights/insights-query.js';
import { EventsQuery, type EventView, SavedEventsQuery } from '../read-models/catalog-queries.js';
import { ProOnly } from './pro-only.guard.js';
import { viewerOf } from './viewer.js';

export const INSIGHTS_PRO_MESSAGE = 'Insights are a Pro feature';

@ApiTags('catalog')
@ApiCookieAuth('sid')
@Controller('api/insights')
@UseGuards(SignedIn, new ProOnly(INSIGHTS_PRO_MESSAGE))
export class InsightsController {
  constructor(
    private readonly insights: InsightsQuery,
    private readonly events: EventsQuery,
    private readonly saved: SavedEventsQuery,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'The catalog of the next 12 months in numbers (by state, month, type, age level, cost) and the user’s open registration deadlines (Pro)',
  })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<Insights> {
    const today = this.clock.today();
    const savedIds = await this.saved.savedIds(user.id);
    const [catalog, saved] = await Promise.all([
      this.insights.catalogInsights(today),
      this.events.views(viewerOf(user, this.clock.now()), [...savedIds], today),
    ]);
    return { ...catalog, upcomingDeadlines: upcomingDeadlines(saved.filter((event): event is EventView => !event.isLocked), today) };
  }
}
