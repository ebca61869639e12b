import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './session.js';
import { Sessions } from './sessions.js';
import { SessionsQuery } from './sessions-read-model.js';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const SYSTEM = 'system';

/**
 * A session nobody brings back stays in the read model until it is ended, and a cookie past its expiry can
 * never be used again: once an hour, every session past its idle or absolute expiry is ended (`expired`),
 * which removes it from the read model, so the model holds live sessions only, whatever the traffic.
 */
@Injectable()
export class SessionPruner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly sessions: Sessions,
    private readonly query: SessionsQuery,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), PRUNE_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Ends every expired session still in the read model; resolves to the last position appended (null: none). */
  async prune(now: Date = new Date()): Promise<string | null> {
    const expired = await this.query.expiredBy(new Date(now.getTime() - IDLE_TIMEOUT_MS), new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS));
    let last: string | null = null;
    for (const session of expired) last = latestPosition(last, await this.sessions.end(session._id, 'expired', newCommandContext(SYSTEM)));
    return last;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.prune()
      .catch((error: unknown) => this.logger.error({ err: error }, 'pruning expired sessions failed'))
      .finally(() => {
        this.running = null;
      });
  }
}
