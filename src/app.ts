import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { json, raw } from 'express';
import cookieParser from 'cookie-parser';
import { AppModule, type ModuleImport } from './app.module.js';
import type { AppConfig } from './platform/config/config.js';
import { mountOpenApi } from './platform/http/openapi.js';
import { requestLogging } from './platform/http/request-logging.js';
import { privateApiAnswers, securityHeaders } from './platform/http/security-headers.js';
import { webClient } from './platform/http/web-client.js';
import { createLogger, type Logger } from './platform/logging/logger.js';
import { NestPinoLogger } from './platform/logging/nest-logger.js';
import { httpMetrics } from './platform/metrics/http-metrics.js';
import { Metrics } from './platform/metrics/metrics.js';

export const BODY_LIMIT = '1mb';
/** The admin CSV import: 5,000 rows of a few hundred bytes each, with room for long descriptions. */
export const CSV_BODY_LIMIT = '8mb';
/** The organizers' submission page: a flyer of up to 4 MB, in base64, with the form. */
export const ORGANIZER_BODY_LIMIT = '6mb';
/** An inbound-mail service's raw message: the inbox takes mails of up to 10 MB. */
export const INBOX_BODY_LIMIT = '11mb';

/** Builds the whole product as one Nest app, initialised (read models caught up) but not yet listening. */
export async function createApp(
  config: AppConfig,
  options: { logger?: Logger; imports?: ModuleImport[] } = {},
): Promise<NestExpressApplication> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, logger, options.imports), {
    bodyParser: false,
    rawBody: true,
    logger: new NestPinoLogger(logger),
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // First, so that each request's time covers everything the server does for it.
  app.use(httpMetrics(app.get(Metrics)));
  app.use(securityHeaders(config.publicUrl));
  app.use(privateApiAnswers());
  app.use(requestLogging(logger));
  app.use(compression());
  app.use(cookieParser());
  // Before the app-wide parsers: the organizers' page sends a flyer in its body, an inbound-mail service a whole mail.
  app.use(['/api/organizers/read', '/api/organizers/submissions'], json({ limit: ORGANIZER_BODY_LIMIT }));
  app.use('/api/inbox/messages', raw({ type: () => true, limit: INBOX_BODY_LIMIT }));
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
  app.useBodyParser('text', { type: 'text/csv', limit: CSV_BODY_LIMIT });
  app.use(webClient(config.webDist));
  mountOpenApi(app, config.publicUrl);
  app.enableShutdownHooks();
  try {
    await app.init();
  } catch (error) {
    // A module that fails at bootstrap must not leave the projections and stores running behind it.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
