/**
 * The mail port. Two adapters implement it: SMTP (`SMTP_URL`) and, in the embedded default, `.eml` files in
 * `DATA_DIR/outbox`. Both build the same RFC 5322 message with nodemailer, so what lands in the outbox is exactly
 * what SMTP would have delivered.
 */

/** One mail to one person; the sender is the configured `MAIL_FROM`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the message is accepted (by the SMTP server, or written to the outbox); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  /**
   * Deletes every copy this adapter keeps of mails sent to `address` (the outbox's files; SMTP keeps none), for an
   * account's deletion. Resolves to how many were deleted.
   */
  forget(address: string): Promise<number>;
}

export const MAILER = Symbol('MAILER');
