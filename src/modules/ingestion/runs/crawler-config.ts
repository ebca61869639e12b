import { z } from 'zod';

/** The crawler's own settings (`node dist/crawler.js`): it reads none of the server's, and holds none of its secrets. */
export interface CrawlerConfig {
  host: string;
  port: number;
  /** The secret the server sends (at least 32 characters). */
  token: string;
  /** This machine's Chromium: the server's idea of where it is does not apply here. */
  chromiumPath: string;
  /** Refuse to render without Chromium's sandbox, whatever the server asks. */
  requireSandbox: boolean;
  /** Crawls at once; another is answered 503 until one ends. */
  maxCrawls: number;
  logLevel: string;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], { error: 'must be development, test or production' }).default('development'),
  CRAWLER_HOST: z.string().min(1).default('127.0.0.1'),
  CRAWLER_PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole number').min(0).max(65535).default(3100),
  CRAWLER_TOKEN: z
    .string({ error: 'is required (the secret the server sends; for example: openssl rand -hex 32)' })
    .min(32, 'must be at least 32 characters (for example: openssl rand -hex 32)')
    .regex(/^\S+$/, 'must not contain spaces'),
  CRAWLER_MAX_CRAWLS: z.coerce.number({ error: 'must be a number of crawls' }).int('must be a whole number').min(1).max(16).default(2),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  SCRAPER_ALLOW_NO_SANDBOX: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level such as info or warn' }).default('info'),
});

/** Reads the crawler's settings; the first problem is thrown as one line naming the variable, never its value. */
export function loadCrawlerConfig(env: NodeJS.ProcessEnv = process.env): CrawlerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const vars = parsed.data;
  return {
    host: vars.CRAWLER_HOST,
    port: vars.CRAWLER_PORT,
    token: vars.CRAWLER_TOKEN,
    chromiumPath: vars.CHROMIUM_PATH,
    // As in the server: in production, no rendering without Chromium's sandbox unless explicitly allowed.
    requireSandbox: vars.NODE_ENV === 'production' && vars.SCRAPER_ALLOW_NO_SANDBOX !== 'true',
    maxCrawls: vars.CRAWLER_MAX_CRAWLS,
    logLevel: vars.LOG_LEVEL,
  };
}
