import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { SYSTEM_ACTOR, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { uuidFromKey } from '../../../platform/eventsourcing/ids.js';
import { latestPosition, loadStream } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { BlogCommands } from '../posts/blog-commands.js';
import { evolvePost, initialPost, postStream } from '../posts/blog-post.js';
import { DEMO_POSTS } from './demo-posts.js';

const SEED_CATCH_UP_MS = 30_000;
const DEMO_AUTHOR = { id: SYSTEM_ACTOR };
const demoPostId = (key: string) => uuidFromKey(`demo-post|${key}`);

/**
 * With SEED_DEMO, writes the demo blog once: three published posts and a draft. Their ids are derived from
 * their keys, so a restart sees the first one (even deleted since) and writes nothing.
 */
@Injectable()
export class BlogDemoSeed implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(LOGGER) private readonly log: Logger,
    private readonly commands: BlogCommands,
    private readonly projections: ProjectionRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const first = await loadStream(this.eventStore, postStream(demoPostId(DEMO_POSTS[0].key)), evolvePost, initialPost);
    if (first.state.status !== 'none') return;
    const context = newCommandContext(SYSTEM_ACTOR);
    let last: string | null = null;
    for (const { key, input } of DEMO_POSTS) {
      const { position } = await this.commands.create(input, DEMO_AUTHOR, context, demoPostId(key));
      last = latestPosition(last, position);
    }
    if (last) await this.projections.whenProcessed(last, { timeoutMs: SEED_CATCH_UP_MS });
    this.log.info({ posts: DEMO_POSTS.length }, 'demo blog loaded');
  }
}
