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
    expect(config.scrapers.requireSandbox).toBe(true);
  });

  it('given production with SCRAPER_ALLOW_NO_SANDBOX=true, or any other environment, then scraped pages may be rendered without the sandbox', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false', MONGODB_URL: 'mongodb://mongo:27017/fh?replicaSet=rs0' };
    expect(loadConfig({ ...production, SCRAPER_ALLOW_NO_SANDBOX: 'true' }).scrapers.requireSandbox).toBe(false);
    expect(loadConfig({}).scrapers.requireSandbox).toBe(false);
    expect(() => loadConfig({ ...production, SCRAPER_ALLOW_NO_SANDBOX: 'yes' })).toThrow(/SCRAPER_ALLOW_NO_SANDBOX must be true or false/);
  });

  it('given CRAWLER_URL and CRAWLER_TOKEN, then crawls go to that crawler; one without the other, or a short token, is refused', () => {
    const token = 'c'.repeat(32);
    expect(loadConfig({}).scrapers.crawler).toBeUndefined();
    expect(loadConfig({ CRAWLER_URL: 'http://crawler:3100', CRAWLER_TOKEN: token }).scrapers.crawler).toEqual({ url: 'http://crawler:3100', token });
    expect(() => loadConfig({ CRAWLER_URL: 'http://crawler:3100' })).toThrow('Invalid configuration: CRAWLER_URL and CRAWLER_TOKEN must be set together');
    expect(() => loadConfig({ CRAWLER_TOKEN: token })).toThrow('Invalid configuration: CRAWLER_URL and CRAWLER_TOKEN must be set together');
    expect(() => loadConfig({ CRAWLER_URL: 'http://crawler:3100', CRAWLER_TOKEN: 'short' })).toThrow(/^Invalid configuration: CRAWLER_TOKEN must be at least 32 characters/);
    expect(() => loadConfig({ CRAWLER_URL: 'ftp://crawler', CRAWLER_TOKEN: token })).toThrow(/^Invalid configuration: CRAWLER_URL must be an http\(s\) URL/);
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
    [{ STRIPE_SECRET_KEY: 'pk_test_publishable' }, /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, /^Invalid configuration: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC, STRIPE_PRICE_PRO must be set with STRIPE_SECRET_KEY/],
    [{ STRIPE_PRICE_PRO: 'prod_123' }, /^Invalid configuration: STRIPE_PRICE_PRO must be a Stripe price id/],
    [{ SMTP_URL: 'http://mail.example.com' }, /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ MAIL_FROM: 'Field Hockey Events' }, /^Invalid configuration: MAIL_FROM must be an address/],
    [{ NOTIFICATIONS_SCHEDULE: 'hourly' }, /^Invalid configuration: NOTIFICATIONS_SCHEDULE must be on or off/],
    [{ TRUST_PROXY: 'yes please' }, /^Invalid configuration: TRUST_PROXY must be true, false, a hop count/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: 'loopback, 300.1.1.1' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '-1' }, /^Invalid configuration: TRUST_PROXY /],
    [{ METRICS_TOKEN: 'short-metrics-token' }, /^Invalid configuration: METRICS_TOKEN must be at least 24 characters/],
    [{ METRICS_TOKEN: 'a token with spaces in it, long enough' }, /^Invalid configuration: METRICS_TOKEN must not contain spaces/],
    [{ BACKUP_DIR: '/backups', BACKUP_SCHEDULE: 'nightly' }, /^Invalid configuration: BACKUP_SCHEDULE must be a cron expression/],
    [{ BACKUP_DIR: '/backups' }, /^Invalid configuration: BACKUP_DIR and BACKUP_SCHEDULE must be set together/],
    [{ BACKUP_SCHEDULE: '0 3 * * *' }, /^Invalid configuration: BACKUP_DIR and BACKUP_SCHEDULE must be set together/],
    [{ BACKUP_DIR: '/backups', BACKUP_SCHEDULE: '0 3 * * *', BACKUP_KEEP: '0' }, /^Invalid configuration: BACKUP_KEEP must keep at least 1/],
    [{ BACKUP_DIR: '/backups', BACKUP_SCHEDULE: '0 3 * * *', BACKUP_KEEP: 'many' }, /^Invalid configuration: BACKUP_KEEP must be a number/],
    [{ BACKUP_KEEP: '7' }, /^Invalid configuration: BACKUP_KEEP needs BACKUP_DIR and BACKUP_SCHEDULE/],
    [{ BACKUP_DIR: '/backups', BACKUP_SCHEDULE: '0 3 * * *', BACKUP_MAX_AGE_DAYS: '0' }, /^Invalid configuration: BACKUP_MAX_AGE_DAYS must be at least 1/],
    [{ BACKUP_MAX_AGE_DAYS: '7' }, /^Invalid configuration: BACKUP_MAX_AGE_DAYS needs BACKUP_DIR and BACKUP_SCHEDULE/],
    [{ BACKUP_DIR: '/backups', BACKUP_SCHEDULE: '0 3 * * *', EVENTSTORE_URL: 'esdb://es:2113' }, /^Invalid configuration: BACKUP_DIR backs up the embedded store/],
  ])('given %j, then it refuses with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('given no Stripe key, then payments are off; given all four Stripe settings, then they are on', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PRICE_BASIC: 'price_b', STRIPE_PRICE_PRO: 'price_p' };
    expect(loadConfig(stripe).stripe).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', prices: { basic: 'price_b', pro: 'price_p' }, apiUrl: undefined });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.apiUrl?.port).toBe('12111');
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_live secret with spaces' })).not.toThrow(/secret with spaces/);
  });

  it('given no mail settings, then mail goes to the outbox from the product, and notifications run on schedule except in tests', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Field Hockey Events <notifications@fieldhockeyevents.com>' });
    expect(loadConfig({}).notifications.schedule).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).notifications.schedule).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', NOTIFICATIONS_SCHEDULE: 'on' }).notifications.schedule).toBe(true);
    expect(loadConfig({ NOTIFICATIONS_SCHEDULE: 'off' }).notifications.schedule).toBe(false);
    const mail = { SMTP_URL: 'smtps://user:pass@smtp.example.com:465', MAIL_FROM: 'notifications@example.com' };
    expect(loadConfig(mail).mail).toEqual({ smtpUrl: 'smtps://user:pass@smtp.example.com:465', from: 'notifications@example.com' });
  });

  it('given BACKUP_DIR and BACKUP_SCHEDULE, then the server takes backups there and keeps 14 unless told otherwise', () => {
    expect(loadConfig({}).backups).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/backups', BACKUP_SCHEDULE: '0 3 * * *' }).backups).toEqual({ dir: '/backups', schedule: '0 3 * * *', keep: 14, maxAgeDays: 14 });
    expect(loadConfig({ BACKUP_DIR: '/backups', BACKUP_SCHEDULE: '*/30 * * * * *', BACKUP_KEEP: '3' }).backups).toEqual({ dir: '/backups', schedule: '*/30 * * * * *', keep: 3, maxAgeDays: 14 });
    expect(loadConfig({ BACKUP_DIR: '/backups', BACKUP_SCHEDULE: '0 3 * * *', BACKUP_MAX_AGE_DAYS: '7' }).backups?.maxAgeDays).toBe(7);
  });

  it('given TRUST_PROXY, then it is what the trust proxy setting of Express takes; unset, no proxy is believed', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 203.0.113.9' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '203.0.113.9',
    ]);
  });

  it('given an SMTP URL that is not one, then the message never echoes its password', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:hunter2 secret@mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:hunter2 secret@mail' })).not.toThrow(/hunter2/);
  });

  it('given METRICS_TOKEN, then /metrics asks for it; unset, there is none', () => {
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(24) }).metricsToken).toBe('m'.repeat(24));
    expect(loadConfig({}).metricsToken).toBeUndefined();
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
