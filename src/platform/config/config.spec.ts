import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('given no variables, then it runs embedded on 127.0.0.1:3000 with ./data and demo data', () => {
    expect(loadConfig({})).toEqual(
      expect.objectContaining({
        env: 'development',
        port: 3000,
        host: '127.0.0.1',
        dataDir: './data',
        eventStoreUrl: undefined,
        mongodbUrl: undefined,
        publicUrl: 'http://localhost:3000',
        seedDemo: true,
      }),
    );
  });

  it('given production settings, then it listens on all interfaces and seeds nothing by default', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      MONGODB_URL: 'mongodb://mongo:27017/fh?replicaSet=rs0',
      PUBLIC_URL: 'https://events.example.com/',
    });
    expect(config).toEqual(expect.objectContaining({ host: '0.0.0.0', seedDemo: false, publicUrl: 'https://events.example.com' }));
  });

  it('given empty variables, then they count as unset', () => {
    expect(loadConfig({ PORT: '', EVENTSTORE_URL: '' })).toEqual(expect.objectContaining({ port: 3000, eventStoreUrl: undefined }));
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ EVENTSTORE_URL: 'http://es:2113' }, /^Invalid configuration: EVENTSTORE_URL must be an esdb:\/\//],
    [{ MONGODB_URL: 'postgres://x' }, /^Invalid configuration: MONGODB_URL /],
    [{ PUBLIC_URL: 'ftp://x' }, /^Invalid configuration: PUBLIC_URL /],
    [{ SEED_DEMO: 'maybe' }, /^Invalid configuration: SEED_DEMO must be true or false/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: SESSION_SECRET is required/],
    [{ ADMIN_USERNAME: 'coach' }, /^Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD/],
  ])('given %j, then it refuses with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('given a short secret, then the message never echoes it', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'tooshort-secret' })).toThrow(/SESSION_SECRET must be at least 32 characters/);
    try {
      loadConfig({ SESSION_SECRET: 'tooshort-secret' });
    } catch (error) {
      expect(String(error)).not.toContain('tooshort-secret');
    }
  });
});
