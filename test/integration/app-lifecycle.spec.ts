import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { pino } from 'pino';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config/config.js';

const shutdowns: string[] = [];

@Injectable()
class RefusesToBoot implements OnApplicationBootstrap, OnApplicationShutdown {
  onApplicationBootstrap(): void {
    throw new Error('cannot start: bad admin password');
  }
  onApplicationShutdown(): void {
    shutdowns.push('closed');
  }
}

@Module({ providers: [RefusesToBoot] })
class RefusingModule {}

describe('app lifecycle', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-lifecycle-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given a module that fails at bootstrap, when the app is created, then it rejects and shuts everything down', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    await expect(createApp(config, { logger: pino({ level: 'silent' }), imports: [RefusingModule] })).rejects.toThrow(
      'cannot start: bad admin password',
    );
    expect(shutdowns).toEqual(['closed']);
  });
});
