import { createApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { createLogger } from './platform/logging/logger.js';

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
