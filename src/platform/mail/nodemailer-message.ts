import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './mailer.js';

/** The port's message as nodemailer sends it: plain text and HTML alternatives, from the product's sender. */
export function toSendMailOptions(message: MailMessage, from: string): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // Prepared: nodemailer would otherwise re-encode them, and a mail client must read the URLs as they are.
    headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, { prepared: true, value }])),
  };
}
