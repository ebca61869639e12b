import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { SYSTEM_ACTOR, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { Clock } from '../../../platform/time/clock.js';
import { eventIdFromKey } from '../events/catalog-event.js';
import { EventCommands } from '../events/event-commands.js';
import { CatalogListings } from '../read-models/listings.js';
import { demoEvents, demoListedAt } from './demo-events.js';

/** Seeding is part of boot: allow it longer than a request waits for its read models. */
const SEED_CATCH_UP_MS = 30_000;

/**
 * With SEED_DEMO (on by default in embedded development), fills a catalog that never had an event with the
 * demo events, dated around today, and makes one of them the sample. A catalog that ever held an event,
 * even one since removed, is left alone, so a restart never duplicates and an emptied catalog stays empty.
 * Runs after the platform's bootstrap, when the read models have caught up with the stored events.
 */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
    private readonly commands: EventCommands,
    private readonly listings: CatalogListings,
    private readonly projections: ProjectionRunner,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo || (await this.listings.everListed()) > 0) return;
    const context = newCommandContext(SYSTEM_ACTOR);
    const events = demoEvents(this.clock.today());
    const now = this.clock.now();
    let last: string | null = null;
    for (const event of events) {
      const { eventId, position } = await this.commands.list(event.details, { kind: 'admin' }, context, {
        eventId: eventIdFromKey(`demo|${event.key}`),
        at: demoListedAt(event, now),
      });
      last = latestPosition(last, position);
      if (event.isSample) last = latestPosition(last, await this.commands.chooseSample(eventId, context));
    }
    if (last) await this.projections.whenProcessed(last, { timeoutMs: SEED_CATCH_UP_MS });
    this.log.info({ events: events.length }, 'demo data loaded');
  }
}
