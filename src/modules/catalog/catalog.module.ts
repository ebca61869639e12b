import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { EventsCountController } from './events-count/events-count.controller.js';
import { EventsCountQuery, eventsCountProjection } from './events-count/events-count-read-model.js';

/** Events, saved events, access tiers and the calendar; for now only the public count of listed events. */
@Module({
  controllers: [EventsCountController],
  providers: [EventsCountQuery],
})
export class CatalogModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRunner) {}

  onModuleInit(): void {
    this.projections.register(eventsCountProjection);
  }
}
