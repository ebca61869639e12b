import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../platform/time/clock.js';
import { EventsQuery } from '../read-models/catalog-queries.js';

@ApiTags('catalog')
@Controller('api/stats')
export class EventsCountController {
  constructor(
    private readonly events: EventsQuery,
    private readonly clock: Clock,
  ) {}

  @Get('events-count')
  @ApiOperation({ summary: 'How many upcoming events are listed (public: the landing page shows it)' })
  async eventsCount(): Promise<{ count: number }> {
    return { count: await this.events.countUpcoming(this.clock.today()) };
  }
}
