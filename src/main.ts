import { createApp } from './app.js';
import { watchSandboxFallbacks } from './modules/ingestion/fetch/browser.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { createLogger } from './platform/logging/logger.js';
import { keepRunningOnStrayErrors } from './platform/process/last-resort.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // A hostile page must not be able to end the server through an error that escaped its handler (issue 20).
  keepRunningOnStrayErrors(logger);
  watchSandboxFallbacks(({ reason }) => logger.warn({ reason }, 'Chromium renders scraped pages without its sandbox'));
  if (config.env === 'production' && !config.scrapers.crawler) {
    logger.warn(
      'Scraped pages are rendered in this server\'s own process: set CRAWLER_URL and CRAWLER_TOKEN to a crawler of its own (README, "Scraping in production")',
    );
  }
  const app = await createApp(config, { logger });
  await app.listen(config.port, config.host);
  const url = await app.getUrl();
  logger.info({ url, eventStore: config.eventStoreUrl ? 'eventstoredb' : 'sqlite', readStore: config.mongodbUrl ? 'mongodb' : 'memory' }, 'ready');
  console.log(`Field hockey events is running at ${config.publicUrl} (listening on ${url.replace('[::1]', 'localhost')})`);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
