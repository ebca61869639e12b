import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EVENT_STORE, type EventStore } from '../eventstore/event-store.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../readstore/read-store.js';
import { type HealthReport, HealthRegistry, failed } from './health-registry.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly projections: ProjectionRunner,
    private readonly registry: HealthRegistry,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Event store, read store, projections and module checks; 503 when any is unhealthy' })
  async health(@Res({ passthrough: true }) response: Response) {
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
    response.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'degraded', eventStore, readStore, projections, ...sections };
  }
}
