import { PrivacyHooks } from '../../platform/privacy/privacy-hooks.js';
import { SavedPrivacy } from './saved/saved-privacy.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { CalendarFeedCommands } from './calendar/calendar-feed-commands.js';
import { DemoSeed } from './demo/demo-seed.js';
import { EventCommands } from './events/event-commands.js';
import { EventHistory } from './events/event-history.js';
import { AdminEventsController } from './http/admin-events.controller.js';
import { AdminReviewController } from './http/admin-review.controller.js';
import { CalendarFeedController } from './http/calendar-feed.controller.js';
import { CalendarFeedFileController } from './http/calendar-feed-file.controller.js';
import { CollegesController } from './http/colleges.controller.js';
import { EventsController } from './http/events.controller.js';
import { EventsCountController } from './http/events-count.controller.js';
import { InsightsController } from './http/insights.controller.js';
import { SavedEventsController } from './http/saved-events.controller.js';
import { InsightsQuery } from './insights/insights-query.js';
import { CalendarFeedsQuery, calendarFeedsProjection } from './read-models/calendar-feeds.js';
import { EventsQuery, SavedEventsQuery } from './read-models/catalog-queries.js';
import { eventListProjection } from './read-models/event-list.js';
import { CatalogListings } from './read-models/listings.js';
import { SavedNotesQuery, savedNotesProjection } from './read-models/saved-notes.js';
import { savedListProjection } from './read-models/saved-list.js';
import { ReviewQuery, reviewListProjection } from './read-models/review-list.js';
import { SavedEventCommands } from './saved/saved-event-commands.js';

/**
 * Events (the field hockey kind), the curated sample, saved events with their private notes, access windows,
 * calendar files and feeds, and insights. Admins, the CSV import, the demo seed and the scrapers all change
 * the catalog through `EventCommands`.
 */
@Module({
  controllers: [
    EventsCountController,
    EventsController,
    CollegesController,
    SavedEventsController,
    CalendarFeedController,
    CalendarFeedFileController,
    InsightsController,
    AdminEventsController,
    AdminReviewController,
  ],
  providers: [
    DemoSeed,
    EventCommands,
    EventHistory,
    SavedEventCommands,
    CalendarFeedCommands,
    EventsQuery,
    SavedEventsQuery,
    SavedNotesQuery,
    CalendarFeedsQuery,
    InsightsQuery,
    CatalogListings,
    ReviewQuery,
    SavedPrivacy,
  ],
  exports: [EventCommands, EventHistory, EventsQuery, SavedEventsQuery, CatalogListings, ReviewQuery],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRunner,
    private readonly privacy: PrivacyHooks,
    private readonly savedPrivacy: SavedPrivacy,
  ) {}

  onModuleInit(): void {
    this.savedPrivacy.register(this.privacy);
    this.projections.register(eventListProjection);
    this.projections.register(savedListProjection);
    this.projections.register(savedNotesProjection);
    this.projections.register(calendarFeedsProjection);
    this.projections.register(reviewListProjection);
  }
}
