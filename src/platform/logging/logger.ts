import { pino, type Logger } from 'pino';

export type { Logger };

export const LOGGER = Symbol('LOGGER');

/** Fields that must never reach a log line, wherever they appear. */
const REDACTED = [
  'password',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.sessionSecret',
  '*.secretKey',
  '*.webhookSecret',
  // An SMTP URL carries the mail account's password (smtps://user:password@host), in the config and nested in it.
  'smtpUrl',
  '*.smtpUrl',
  '*.*.smtpUrl',
  // The crawler's token, in the config (scrapers.crawler.token).
  'crawler.token',
  '*.crawler.token',
  '*.*.crawler.token',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED, censor: '[redacted]' }, base: undefined });
}
