import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../http/auth.js';
import { EVENT_STORE, type EventStore } from '../eventstore/event-store.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../readstore/read-store.js';
import { type HealthReport, HealthRegistry, failed } from './health-registry.js';

/** What anyone may know: whether the server can serve (a load balancer's question), nothing about why not. */
export interface PublicHealth {
  status: 'ok' | 'degraded';
}

/**
 * Health in two answers. `GET /api/health` is public and says only ok or degraded (200 or 503): a load balancer or an
 * uptime check needs no more. `GET /api/admin/health` gives admins the details (store errors, positions, projections,
 * each scraper's last run and error), which would tell anyone else what the server runs on and where it hurts.
 */
@ApiTags('health')
@Controller('api')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly projections: ProjectionRunner,
    private readonly registry: HealthRegistry,
  ) {}

  @Get('health')
  @ApiOperation({ summary: '{status: "ok"} (200) or {status: "degraded"} (503); the details are at /api/admin/health' })
  async health(@Res({ passthrough: true }) response: Response): Promise<PublicHealth> {
    const { status } = await this.check();
    response.status(status === 'ok' ? 200 : 503);
    return { status };
  }

  @Get('admin/health')
  @UseGuards(AdminOnly)
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Admins: event store, read store, projections and module checks (scrapers); 503 when any is unhealthy' })
  async details(@Res({ passthrough: true }) response: Response) {
    const report = await this.check();
    response.status(report.status === 'ok' ? 200 : 503);
    return report;
  }

  private async check() {
    const [eventStore, readStore, sections] = await Promise.all([
      this.eventStore
        .ping()
        .then(async (): Promise<HealthReport> => ({ ok: true, head: await this.eventStore.headPosition() }))
        .catch(failed),
      this.readStore
        .ping()
        .then((): HealthReport => ({ ok: true, durable: this.readStore.durable }))
        .catch(failed),
      this.registry.run(),
    ]);
    const projections = this.projections.status();
    const healthy =
      eventStore.ok &&
      readStore.ok &&
      projections.every((p) => p.state === 'live' || p.state === 'catching-up') &&
      Object.values(sections).every((section) => section.ok);
    const status: PublicHealth['status'] = healthy ? 'ok' : 'degraded';
    return { status, eventStore, readStore, projections, ...sections };
  }
}
