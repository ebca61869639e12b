import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { StreamSentMessageInfo } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';
import { toSendMailOptions } from './nodemailer-message.js';

let sequence = 0;

/**
 * `2026-03-14T13-00-00-123Z-000001-9f2c4a1b.eml`: names sort in the order the mails were written (the time, then
 * a counter for mails of the same millisecond), and the random part keeps two processes from colliding.
 */
export function outboxFileName(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${now.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * The embedded default: each mail is written as an RFC 5322 `.eml` file (any mail client opens it) in the outbox
 * folder, where whoever runs the server can read what would have been sent.
 */
export class OutboxMailer implements Mailer {
  private readonly transport: Transporter<StreamSentMessageInfo>;

  constructor(
    readonly folder: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail(toSendMailOptions(message, this.from));
    await mkdir(this.folder, { recursive: true });
    const file = join(this.folder, outboxFileName(new Date()));
    // Written aside and renamed: whoever watches the folder never reads half a mail.
    await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.part`, file);
  }

  async forget(address: string): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const wanted = address.trim().toLowerCase();
    let deleted = 0;
    for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
      const file = join(this.folder, name);
      const text = await readFile(file, 'utf8').catch(() => '');
      if (recipientOf(text) === wanted) {
        await rm(file, { force: true });
        deleted += 1;
      }
    }
    return deleted;
  }
}

/** The address a mail in the outbox was sent to: its `To:` header (one recipient, as the app sends), lower-cased. */
function recipientOf(message: string): string | null {
  const headers = message.split(/\r?\n\r?\n/, 1)[0];
  const to = /^To:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1];
  if (!to) return null;
  const unfolded = to.replace(/\r?\n[ \t]+/g, ' ').trim();
  const open = unfolded.lastIndexOf('<');
  const close = open === -1 ? -1 : unfolded.indexOf('>', open);
  return (close === -1 ? unfolded : unfolded.slice(open + 1, close)).trim().toLowerCase();
}
