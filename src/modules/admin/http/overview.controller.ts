import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AdminOnly } from '../../../platform/http/auth.js';
import { ZodQuery } from '../../../platform/http/zod-input.js';
import { EventsQuery, type EventView, toEventView } from '../../catalog/read-models/catalog-queries.js';
import { AdminOverview, type AdminStats } from '../overview/admin-overview.js';
import type { DayCount } from '../overview/listings-by-day.js';

const RecentQuery = z.strictObject({
  limit: z.coerce.number({ error: 'Must be a whole number from 1 to 100' }).int('Must be a whole number from 1 to 100').min(1, 'Must be at least 1').max(100, 'Must be at most 100').default(20),
});
type RecentParams = z.infer<typeof RecentQuery>;

export type RecentEvent = EventView & { listedAt: string };

/** The console's overview tab and its recent-events list. */
@ApiTags('admin')
@ApiCookieAuth('sid')
@Controller('api/admin')
@UseGuards(AdminOnly)
export class OverviewController {
  constructor(
    private readonly overview: AdminOverview,
    private readonly events: EventsQuery,
  ) {}

  @Get('stats')
  @ApiOperation({ summary: 'Totals: events listed (not removed), users, paying subscribers, events listed in the last 7 days' })
  stats(): Promise<AdminStats> {
    return this.overview.stats();
  }

  @Get('events/by-day')
  @ApiOperation({ summary: 'Events listed per day for the last 30 days (zero days included), oldest first' })
  byDay(): Promise<DayCount[]> {
    return this.overview.byDay();
  }

  @Get('events/recent')
  @ApiOperation({ summary: 'The latest listed events (cancelled included), newest first, in full' })
  async recent(@ZodQuery(RecentQuery) query: RecentParams): Promise<RecentEvent[]> {
    const documents = await this.events.recent(query.limit);
    return documents.map((document) => ({ ...toEventView(document, false), listedAt: document.listedAt.toISOString() }));
  }
}
