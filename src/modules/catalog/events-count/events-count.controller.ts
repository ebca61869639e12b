import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventsCountQuery } from './events-count-read-model.js';

@ApiTags('catalog')
@Controller('api/stats')
export class EventsCountController {
  constructor(private readonly query: EventsCountQuery) {}

  @Get('events-count')
  @ApiOperation({ summary: 'How many events are listed (public: the landing page shows it)' })
  async eventsCount(): Promise<{ count: number }> {
    return { count: await this.query.count() };
  }
}
