import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const main = join(import.meta.dirname, '..', '..', 'dist', 'server.mjs');

/** Boots the built server (npm test builds it first) and returns how it ended. */
function boot(env: Record<string, string>) {
  const { NODE_ENV: _testEnv, ...inherited } = process.env;
  return spawnSync(process.execPath, [main], { env: { ...inherited, ...env }, encoding: 'utf8', timeout: 20_000 });
}

describe('booting with a bad configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number'],
    [{ EVENTSTORE_URL: 'http://eventstore:2113' }, 'Invalid configuration: EVENTSTORE_URL must be an esdb:// (or kurrentdb://) connection string'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: SESSION_SECRET is required when NODE_ENV is production'],
  ])('given %j, then the server stops with exit code 1 and one line naming the variable', (env, line) => {
    const result = boot(env);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(line);
    expect(result.stdout).toBe('');
  });
});
