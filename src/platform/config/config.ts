import { isIP } from 'node:net';
import { validateCronExpression } from 'cron';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], { error: 'must be development, test or production' }).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole number').min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  EVENTSTORE_URL: z
    .string()
    .regex(/^(esdb|kurrentdb|kurrent)(\+discover)?:\/\/\S+$/, 'must be an esdb:// (or kurrentdb://) connection string')
    .optional(),
  MONGODB_URL: z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// connection string').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.com' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: flag.optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level such as info or warn' }).default('info'),
  WEB_DIST: z.string().min(1).default('dist/web'),
  TIME_ZONE: z
    .string()
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as America/New_York')
    .default('America/New_York'),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  SCRAPERS_SCHEDULE: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  SCRAPER_ALLOWED_PRIVATE_HOSTS: z.string().optional(),
  SCRAPER_ONLY_HOSTS: z.string().optional(),
  SCRAPER_ALLOW_NO_SANDBOX: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  CRAWLER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://crawler:3100' }).optional(),
  CRAWLER_TOKEN: z.string().min(32, 'must be at least 32 characters (for example: openssl rand -hex 32)').regex(/^\S+$/, 'must not contain spaces').optional(),
  SCRAPER_PAGE_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be a whole number').min(1).max(300).default(30),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)').optional(),
  STRIPE_PRICE_BASIC: z.string().regex(/^price_\S+$/, 'must be a Stripe price id (price_…)').optional(),
  STRIPE_PRICE_PRO: z.string().regex(/^price_\S+$/, 'must be a Stripe price id (price_…)').optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@\r\n]+ <[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address such as Field Hockey Events <notifications@example.com>')
    .optional(),
  NOTIFICATIONS_SCHEDULE: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (for example: openssl rand -hex 32)').regex(/^\S+$/, 'must not contain spaces').optional(),
  INBOX_SMTP_PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole number').min(0).max(65535).optional(),
  INBOX_SMTP_HOST: z.string().min(1).optional(),
  INBOX_ADDRESS: z.email({ error: 'must be an e-mail address such as events@example.com' }).optional(),
  INBOX_HTTP_TOKEN: z.string().min(24, 'must be at least 24 characters (for example: openssl rand -hex 32)').regex(/^\S+$/, 'must not contain spaces').optional(),
  READ_MODEL_SNAPSHOTS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  READ_MODEL_SNAPSHOT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be a whole number').min(1).max(86_400).default(60),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_SCHEDULE: z
    .string()
    .refine((expression) => validateCronExpression(expression).valid, 'must be a cron expression such as "0 3 * * *" (minute hour day month weekday; seconds first optional)')
    .optional(),
  BACKUP_KEEP: z.coerce.number({ error: 'must be a number of backups' }).int('must be a whole number').min(1, 'must keep at least 1').max(10_000).optional(),
  BACKUP_MAX_AGE_DAYS: z.coerce.number({ error: 'must be a number of days' }).int('must be a whole number').min(1, 'must be at least 1').max(3_650).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trust = trustProxyOf(value);
      if (trust === null) {
        context.addIssue({
          code: 'custom',
          message: 'must be true, false, a hop count, or comma-separated addresses, subnets, loopback, linklocal or uniquelocal',
        });
        return z.NEVER;
      }
      return trust;
    })
    .optional(),
});

/**
 * How long a scheduled backup is kept at most, in days: the Privacy Policy says a deleted account can be read in no
 * backup of ours after this many days (a backup taken before a deletion still holds that user's key).
 */
export const BACKUP_MAX_AGE_DAYS = 14;

export const DEFAULT_MAIL_FROM = 'Field Hockey Events <notifications@fieldhockeyevents.com>';
/** The organizers' address the landing page's mailto buttons name. */
export const DEFAULT_INBOX_ADDRESS = 'events@fieldhockeyevents.com';

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BASIC', 'STRIPE_PRICE_PRO'] as const;

function hostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Express's own names for groups of addresses in `trust proxy`. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` as Express's `trust proxy` takes it: true/false, a number of hops, or addresses, subnets
 * and Express's range names; null for anything else, so a typo stops the boot instead of trusting nobody.
 */
export function trustProxyOf(value: string): TrustProxy | null {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  if (/^\d{1,3}$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrSubnet) ? entries : null;
}

/** What Express's `trust proxy` setting is given: whom to believe about the client's address. */
export type TrustProxy = boolean | number | string[];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  eventStoreUrl: string | undefined;
  mongodbUrl: string | undefined;
  /** Origin the product is reached at: links in mails, Stripe return URLs, the CSRF origin check. */
  publicUrl: string;
  sessionSecret: string | undefined;
  seedDemo: boolean;
  admin: { username: string; password: string } | undefined;
  logLevel: string;
  /** Folder of the built web client. */
  webDist: string;
  /** Where "today" is decided for access windows and upcoming events (events' dates are calendar dates). */
  timeZone: string;
  /**
   * Embedded mode: the in-memory read models are written to `DATA_DIR/read-models` this often (when they moved) and
   * at shutdown, and loaded at boot so that only newer events replay. Undefined when off.
   */
  readModelSnapshots: { intervalMs: number } | undefined;
  scrapers: {
    /** The system Chromium the scrapers render pages with. */
    chromiumPath: string;
    /** Run each active scraper on its cron (off in tests, unless asked for, and with `SCRAPERS_SCHEDULE=off`). */
    schedule: boolean;
    /** Host names a scraper may reach although they resolve to a private or loopback address (tests: 127.0.0.1). */
    allowedPrivateHosts: string[];
    /** When not empty, the only hosts scrapers may reach (a staging server or a test keeping off organizers' sites). */
    onlyHosts: string[];
    pageTimeoutMs: number;
    /**
     * Render scraped pages only inside Chromium's sandbox: on in production unless `SCRAPER_ALLOW_NO_SANDBOX=true`
     * (a run then fails, saying why, where the sandbox cannot run); off elsewhere, where a fallback is logged.
     */
    requireSandbox: boolean;
    /**
     * The crawler running apart (`node dist/crawler.js`, its own container in production) that renders and reads
     * scraped pages; undefined: they are rendered and read in a worker thread of the server's own process.
     */
    crawler: { url: string; token: string } | undefined;
  };
  /** Payments; undefined when `STRIPE_SECRET_KEY` is not set (the payment endpoints then answer 503). */
  stripe: StripeConfig | undefined;
  mail: {
    /** Where mail is sent; undefined: each mail is written as an .eml file to `DATA_DIR/outbox` instead. */
    smtpUrl: string | undefined;
    /** The sender every mail shows: the product's name and address. */
    from: string;
  };
  /**
   * Which proxies in front of the app to believe in `X-Forwarded-For` (Express's `trust proxy`): the client
   * address rate limits count is the one Express derives with it. False: the address the connection comes from.
   */
  trustProxy: TrustProxy;
  /** The bearer token `GET /metrics` asks for; undefined: there is no /metrics (404). */
  metricsToken: string | undefined;
  notifications: {
    /** Run reminders, change alerts and digests hourly (off in tests, unless asked for, and with `NOTIFICATIONS_SCHEDULE=off`). */
    schedule: boolean;
  };
  /**
   * Where organizers' mails come in: the product's own SMTP server on `smtpPort` (off when unset) and the inbound
   * endpoint an inbound-mail service posts raw messages to with `httpToken` (off when unset). `address`: the
   * organizers' address the landing page shows; the SMTP server takes mail for it only.
   */
  inbox: { address: string; smtp: { port: number; host: string } | undefined; httpToken: string | undefined };
  /** Backups the server takes itself (`BACKUP_DIR`, `BACKUP_SCHEDULE`, `BACKUP_KEEP`), embedded mode only; undefined when off. */
  backups: { dir: string; schedule: string; keep: number; maxAgeDays: number } | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The monthly prices, by plan. */
  prices: { basic: string; pro: string };
  /** Where Stripe's API is reached: Stripe itself unless set (the tests point it at a local stand-in). */
  apiUrl: URL | undefined;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the configuration once at boot. Empty variables count as unset. The first problem found is
 * reported as one line naming the variable, never echoing a secret's value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production && !vars.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV is production');
  }
  if (Boolean(vars.ADMIN_USERNAME) !== Boolean(vars.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  const stripeSet = STRIPE_VARIABLES.filter((name) => vars[name] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
    const missing = STRIPE_VARIABLES.filter((name) => vars[name] === undefined);
    throw new ConfigError(`Invalid configuration: ${missing.join(', ')} must be set with ${stripeSet.join(', ')} (payments need all four)`);
  }
  if (Boolean(vars.BACKUP_DIR) !== Boolean(vars.BACKUP_SCHEDULE)) {
    throw new ConfigError('Invalid configuration: BACKUP_DIR and BACKUP_SCHEDULE must be set together');
  }
  if (vars.BACKUP_KEEP !== undefined && !vars.BACKUP_DIR) {
    throw new ConfigError('Invalid configuration: BACKUP_KEEP needs BACKUP_DIR and BACKUP_SCHEDULE');
  }
  if (vars.BACKUP_MAX_AGE_DAYS !== undefined && !vars.BACKUP_DIR) {
    throw new ConfigError('Invalid configuration: BACKUP_MAX_AGE_DAYS needs BACKUP_DIR and BACKUP_SCHEDULE');
  }
  if (Boolean(vars.CRAWLER_URL) !== Boolean(vars.CRAWLER_TOKEN)) {
    throw new ConfigError('Invalid configuration: CRAWLER_URL and CRAWLER_TOKEN must be set together');
  }
  if (vars.BACKUP_DIR && vars.EVENTSTORE_URL) {
    throw new ConfigError("Invalid configuration: BACKUP_DIR backs up the embedded store; with EVENTSTORE_URL use EventStoreDB's own backups");
  }
  const embedded = !vars.EVENTSTORE_URL;
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir: vars.DATA_DIR,
    eventStoreUrl: vars.EVENTSTORE_URL,
    mongodbUrl: vars.MONGODB_URL,
    publicUrl: new URL(vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).origin,
    sessionSecret: vars.SESSION_SECRET,
    seedDemo: vars.SEED_DEMO ?? (embedded && vars.NODE_ENV === 'development'),
    admin: vars.ADMIN_USERNAME && vars.ADMIN_PASSWORD ? { username: vars.ADMIN_USERNAME, password: vars.ADMIN_PASSWORD } : undefined,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST,
    timeZone: vars.TIME_ZONE,
    readModelSnapshots: vars.READ_MODEL_SNAPSHOTS === 'on' ? { intervalMs: vars.READ_MODEL_SNAPSHOT_SECONDS * 1000 } : undefined,
    scrapers: {
      chromiumPath: vars.CHROMIUM_PATH,
      schedule: (vars.SCRAPERS_SCHEDULE ?? (vars.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      allowedPrivateHosts: hostList(vars.SCRAPER_ALLOWED_PRIVATE_HOSTS),
      onlyHosts: hostList(vars.SCRAPER_ONLY_HOSTS),
      pageTimeoutMs: vars.SCRAPER_PAGE_TIMEOUT_SECONDS * 1000,
      requireSandbox: production && vars.SCRAPER_ALLOW_NO_SANDBOX !== 'true',
      crawler: vars.CRAWLER_URL && vars.CRAWLER_TOKEN ? { url: vars.CRAWLER_URL, token: vars.CRAWLER_TOKEN } : undefined,
    },
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_WEBHOOK_SECRET && vars.STRIPE_PRICE_BASIC && vars.STRIPE_PRICE_PRO
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            prices: { basic: vars.STRIPE_PRICE_BASIC, pro: vars.STRIPE_PRICE_PRO },
            apiUrl: vars.STRIPE_API_URL ? new URL(vars.STRIPE_API_URL) : undefined,
          }
        : undefined,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? DEFAULT_MAIL_FROM },
    trustProxy: vars.TRUST_PROXY ?? false,
    metricsToken: vars.METRICS_TOKEN,
    notifications: { schedule: (vars.NOTIFICATIONS_SCHEDULE ?? (vars.NODE_ENV === 'test' ? 'off' : 'on')) === 'on' },
    inbox: {
      address: (vars.INBOX_ADDRESS ?? DEFAULT_INBOX_ADDRESS).toLowerCase(),
      smtp: vars.INBOX_SMTP_PORT === undefined ? undefined : { port: vars.INBOX_SMTP_PORT, host: vars.INBOX_SMTP_HOST ?? vars.HOST ?? (production ? '0.0.0.0' : '127.0.0.1') },
      httpToken: vars.INBOX_HTTP_TOKEN,
    },
    backups: vars.BACKUP_DIR && vars.BACKUP_SCHEDULE ? { dir: vars.BACKUP_DIR, schedule: vars.BACKUP_SCHEDULE, keep: vars.BACKUP_KEEP ?? 14, maxAgeDays: vars.BACKUP_MAX_AGE_DAYS ?? BACKUP_MAX_AGE_DAYS } : undefined,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
