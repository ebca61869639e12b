import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { type MailContent, linksIn } from '../read/mail.js';
import { PageReadError } from '../read/page-reader.js';
import { InboxThrottle } from './inbox-limits.js';
import { languageOfMail } from './organizer-texts.js';
import { SubmissionCommands } from './submission-commands.js';
import { SubmissionReader } from './submission-reader.js';

/** The largest mail taken (a flyer or two and a few pages of text fit many times over). */
export const MAX_MAIL_BYTES = 10 * 1024 * 1024;
/** The largest attachment read: bigger ones are kept in the original, noted, and not read. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** Why a mail is not taken: the SMTP server and the inbound endpoint each answer it their way. */
export type MailRefusal = 'too-big' | 'unreadable' | 'no-sender' | 'ours' | 'automatic';
export class MailRefusedError extends Error {
  override readonly name = 'MailRefusedError';
  constructor(
    readonly refusal: MailRefusal,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The organizers' inbox: a mail from the product's own SMTP server or from an inbound-mail service becomes a
 * submission, awaiting its sender's confirmation. A mail is hostile input: capped in size, parsed and read in the
 * read step's worker, its sender and client counted against limits, our own mails and automatic replies dropped.
 */
@Injectable()
export class Inbox {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly reader: SubmissionReader,
    private readonly submissions: SubmissionCommands,
    private readonly throttle: InboxThrottle,
  ) {}

  /**
   * Takes a raw mail. Throws `MailRefusedError`, `OverLimitError` (the client or sender sent too many) or
   * `SubmissionReadError` (busy).
   */
  async receive(raw: Uint8Array, via: 'smtp' | 'http', client: string | null): Promise<{ submissionId: string }> {
    if (raw.byteLength > MAX_MAIL_BYTES) throw new MailRefusedError('too-big', `The message is larger than ${MAX_MAIL_BYTES / 1024 / 1024} MB`);
    if (client !== null) await this.throttle.client(client);
    let mail: MailContent;
    try {
      mail = await this.reader.parseMail(raw);
    } catch (error) {
      if (!(error instanceof PageReadError)) throw error;
      throw new MailRefusedError('unreadable', error.message);
    }
    const from = mail.from;
    if (!from || !z.email().safeParse(from.address).success) throw new MailRefusedError('no-sender', 'The message has no sender address');
    if (this.isOurs(from.address)) throw new MailRefusedError('ours', 'The message comes from our own address');
    if (mail.automatic) throw new MailRefusedError('automatic', 'The message is an automatic reply');
    await this.throttle.address(from.address);
    const notes: string[] = [];
    const attachments = mail.attachments.filter((attachment) => {
      if (attachment.bytes.byteLength <= MAX_ATTACHMENT_BYTES) return true;
      notes.push(`${attachment.name || 'An attachment'}: larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB, not read`);
      return false;
    });
    if (mail.partsSkipped > 0) notes.push(`${mail.partsSkipped} more attachments were not read`);
    const organizer = from.name || from.address.split('@')[1];
    const key = `mail-${Date.now().toString(36)}`;
    const read = await this.reader.readMail(key, { ...mail, attachments }, organizer);
    const { submissionId } = await this.submissions.receive({
      channel: 'mail',
      via,
      sender: { name: from.name, email: from.address },
      language: languageOfMail(mail.language, `${mail.subject}\n${mail.ownText}`),
      subject: mail.subject || null,
      text: mail.text || null,
      link: linksIn(mail.ownText, 1)[0] ?? null,
      files: mail.attachments.map((attachment) => ({ name: attachment.name, type: attachment.type, size: attachment.bytes.byteLength })),
      original: Buffer.from(raw).toString('base64'),
      events: read.events,
      notes: [...notes, ...read.notes],
    });
    this.logger.info({ submissionId, via, events: read.events.length }, 'an organizer’s mail was received');
    return { submissionId };
  }

  /** Our own address (the inbox's, or the one our mails are sent from): a loop, never an organizer. */
  private isOurs(address: string): boolean {
    const from = this.config.mail.from;
    const sender = from.includes('<') ? from.slice(from.lastIndexOf('<') + 1).replace('>', '') : from;
    return address === this.config.inbox.address || address === sender.trim().toLowerCase();
  }
}
