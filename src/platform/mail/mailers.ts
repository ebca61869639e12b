import { join } from 'node:path';
import type { AppConfig } from '../config/config.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export const outboxFolder = (dataDir: string) => join(dataDir, 'outbox');

/** SMTP when `SMTP_URL` is set, the outbox folder otherwise. */
export function createMailer(config: AppConfig): Mailer {
  return config.mail.smtpUrl ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : new OutboxMailer(outboxFolder(config.dataDir), config.mail.from);
}
