import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  mail: Email;
  /** The first value of a header, by its name in any letter case. */
  header(name: string): string | undefined;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  /** Every mail accepted, in order, parsed before the server answered 250 (so a sender that got its answer finds it here). */
  received: ReceivedMail[];
  /** Mails received by one address. */
  to(address: string): ReceivedMail[];
  /** Answers the next `count` messages with a temporary failure (451), as a mail server having trouble does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

class TemporaryFailure extends Error {
  readonly responseCode = 451;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: plain SMTP without STARTTLS or AUTH, as a
 * relay on a private network would be, so the app's nodemailer transport talks to it exactly as to any other.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(new TemporaryFailure('Mailbox busy, try again later'));
          return;
        }
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              mail,
              header: (name) => mail.headers.find((header) => header.key === name.toLowerCase())?.value,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
