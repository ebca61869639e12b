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
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED, censor: '[redacted]' }, base: undefined });
}
