import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` in Prometheus' text format, for a scraper holding `METRICS_TOKEN` as its bearer token. The platform
 * registers it only when the token is set: without one the path answers 404 like any unknown one.
 */
@ApiExcludeController()
@Controller()
export class MetricsController {
  private readonly expected: Buffer;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.expected = digest(config.metricsToken ?? '');
  }

  @Get(METRICS_PATH)
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() response: Response): Promise<void> {
    const token = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
    // Digests of equal length compare in constant time, whatever length the caller sent.
    if (token === undefined || !timingSafeEqual(digest(token), this.expected)) {
      response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException('A valid metrics token is required');
    }
    const body = await this.metrics.exposition();
    response.status(200).type(this.metrics.contentType).setHeader('Cache-Control', 'no-store').send(body);
  }
}
