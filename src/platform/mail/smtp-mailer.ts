import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';
import { toSendMailOptions } from './nodemailer-message.js';

/**
 * Sends through an SMTP server given as a URL (`smtps://user:password@host:465`, or `smtp://host:587` with
 * STARTTLS when the server offers it; nodemailer reads options such as `?requireTLS=true` from the query).
 * One connection per mail: runs send a few mails an hour, and a fresh connection never finds a dropped one.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(toSendMailOptions(message, this.from));
  }

  /** Nothing to forget: mails handed to the SMTP server are not kept here. */
  async forget(): Promise<number> {
    return 0;
  }
}
