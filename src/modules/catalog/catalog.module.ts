import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { DemoSeed } from './demo/demo-seed.js';
import { EventCommands } from './events/event-commands.js';
import { EventHistory } from './events/event-history.js';
import { AdminEventsController } from './http/admin-events.controller.js';
import { EventsController } from './http/events.controller.js';
import { EventsCountController } from './http/events-count.controller.js';
import { SavedEventsController } from './http/saved-events.controller.js';
import { EventsQuery, SavedEventsQuery } from './read-models/catalog-queries.js';
import { eventListProjection } from './read-models/event-list.js';
import { CatalogListings } from './read-models/listings.js';
import { savedListProjection } from './read-models/saved-list.js';
import { SavedEventCommands } from './saved/saved-event-commands.js';

/**
 * Events (the field hockey kind), the curated sample, saved events, access windows and calendar files. Admins,
 * the CSV import, the demo seed and the scrapers all change the catalog through `EventCommands`.
 */
@Module({
  controllers: [EventsCountController, EventsController, SavedEventsController, AdminEventsController],
  providers: [DemoSeed, EventCommands, EventHistory, SavedEventCommands, EventsQuery, SavedEventsQuery, CatalogListings],
  exports: [EventCommands, EventHistory, EventsQuery, SavedEventsQuery, CatalogListings],
})
export class CatalogModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRunner) {}

  onModuleInit(): void {
    this.projections.register(eventListProjection);
    this.projections.register(savedListProjection);
  }
}
