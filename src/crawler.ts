import { setPriority } from 'node:os';

/**
 * The crawler as a process of its own (`node dist/crawler.js`): renders and reads organizers' pages for the server,
 * which sends it each crawl over HTTP (`CRAWLER_URL`, `CRAWLER_TOKEN`). In production it runs in a container of its
 * own (docker-compose.yml): a seccomp profile that lets Chromium's sandbox run, no data volume, no network of the
 * databases, no secret of the server. Its settings: `modules/ingestion/runs/crawler-config.ts` (README).
 */

// Below the server's CPU priority (niceness 10 of 19), before anything else starts a thread: every thread and process
// started from here (the crawls' workers, Chromium) inherits it, so on a shared host the server answers first.
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): the crawler runs at the default priority.
}

const { loadCrawlerConfig } = await import('./modules/ingestion/runs/crawler-config.js');
const { startCrawlerService } = await import('./modules/ingestion/runs/crawler-service.js');
const { createLogger } = await import('./platform/logging/logger.js');
const { keepRunningOnStrayErrors } = await import('./platform/process/last-resort.js');

let config;
try {
  config = loadCrawlerConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const logger = createLogger(config.logLevel);
keepRunningOnStrayErrors(logger);
const service = await startCrawlerService({
  host: config.host,
  port: config.port,
  token: config.token,
  chromiumPath: config.chromiumPath,
  requireSandbox: config.requireSandbox,
  maxCrawls: config.maxCrawls,
  log: (level, fields, message) => logger[level](fields, message),
});
logger.info({ url: service.url, requireSandbox: config.requireSandbox, maxCrawls: config.maxCrawls }, 'crawler ready');
console.log(`The crawler is listening on ${service.url}`);

const shutDown = (): void => {
  void service.close().finally(() => process.exit(0));
};
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);
