import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { pino } from 'pino';
import { createApp } from '../../src/app.js';
import type { ModuleImport } from '../../src/app.module.js';
import { loadConfig } from '../../src/platform/config/config.js';

export interface TestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  /** Every log line written so far, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** The real Nest app over HTTP on 127.0.0.1, embedded mode, in a temporary DATA_DIR. */
export async function startTestApp(
  options: { imports?: ModuleImport[]; env?: Record<string, string>; dataDir?: string } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'fh-test-'));
  // Scrapers reach only the fixture sites tests serve on 127.0.0.1, never an organizer's site (the defaults' included).
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SCRAPER_ONLY_HOSTS: '127.0.0.1',
    SCRAPER_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await createApp(config, { logger: pino({ level: config.logLevel }, sink), imports: options.imports });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    app,
    url,
    dataDir,
    logs,
    async close() {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
