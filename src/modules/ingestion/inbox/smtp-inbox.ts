import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { clientKeyOf } from '../../../platform/http/client-key.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { MAX_MAIL_BYTES, MailRefusedError, Inbox } from './inbox.js';
import { OverLimitError } from './inbox-limits.js';
import { SubmissionReadError } from './submission-reader.js';

/** An SMTP answer: its code says the sender whether to try again (4xx) or give up (5xx). */
class SmtpAnswer extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Connections at once: organizers' mail servers deliver one message at a time. */
const MAX_CLIENTS = 20;
const SOCKET_TIMEOUT_MS = 120_000;

/** What an error reading a mail is answered with. */
function answerOf(error: unknown): SmtpAnswer {
  if (error instanceof MailRefusedError) return new SmtpAnswer(error.refusal === 'too-big' ? 552 : 550, error.message);
  if (error instanceof OverLimitError) return new SmtpAnswer(451, error.message);
  if (error instanceof SubmissionReadError) return new SmtpAnswer(451, error.message);
  return new SmtpAnswer(451, 'The message could not be taken now, try again later');
}

/**
 * The product's own mail server for the organizers' address (`INBOX_SMTP_PORT`; off when unset): it takes mail for
 * that address only, up to `MAX_MAIL_BYTES`, and answers 250 once the mail is recorded as a submission (its sender
 * then gets a link to confirm it). Plain SMTP without AUTH: it is an MX, not a relay; it sends nothing onward.
 */
@Injectable()
export class SmtpInbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: SMTPServer | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly inbox: Inbox,
  ) {}

  /** The port it listens on (the one asked for, or the one given for port 0), or null when off. */
  port: number | null = null;

  async onApplicationBootstrap(): Promise<void> {
    const smtp = this.config.inbox.smtp;
    if (!smtp) return;
    const address = this.config.inbox.address;
    const server = new SMTPServer({
      name: new URL(this.config.publicUrl).hostname,
      banner: 'Field Hockey Events organizers inbox',
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_MAIL_BYTES,
      maxClients: MAX_CLIENTS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      logger: false,
      onRcptTo: (recipient, _session, callback) => {
        if (recipient.address.trim().toLowerCase() === address) callback();
        else callback(new SmtpAnswer(550, `No such mailbox here: write to ${address}`));
      },
      onData: (stream, session, callback) => {
        void this.take(stream, session).then(
          (submissionId) => callback(null, `Received as ${submissionId}`),
          (error: unknown) => callback(answerOf(error)),
        );
      },
    });
    server.on('error', (error) => this.logger.warn({ error: error.message }, 'the organizers’ SMTP inbox had an error'));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(smtp.port, smtp.host, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    this.logger.info({ host: smtp.host, port: this.port, address }, 'the organizers’ SMTP inbox is listening');
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async take(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Past the size the server announced the rest is drained, not kept.
      if (size <= MAX_MAIL_BYTES) chunks.push(chunk);
    }
    if (stream.sizeExceeded || size > MAX_MAIL_BYTES) throw new MailRefusedError('too-big', `The message is larger than ${MAX_MAIL_BYTES / 1024 / 1024} MB`);
    const { submissionId } = await this.inbox.receive(Buffer.concat(chunks), 'smtp', clientKeyOf(session.remoteAddress));
    return submissionId;
  }
}
